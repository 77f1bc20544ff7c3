package math

import (
	"math"
	"math/big"
	"sync"
)

// Correctly rounded elementary functions on float64, computed with
// math/big at a precision far beyond float64's and rounded once. The
// folders use them where the host libm MLIR 19 calls (glibc) is correctly
// rounded in practice: exp, exp2, log, log2, sin, cos, tan, atan, atan2,
// asin, acos and pow. Arguments are finite and the special cases are
// handled by the callers.

const workPrec = 256

func newF() *big.Float { return new(big.Float).SetPrec(workPrec) }

func bf(x float64) *big.Float { return newF().SetFloat64(x) }

var (
	constMu  sync.Mutex
	ln2Cache *big.Float
	piCache  *big.Float
)

// ln2 returns log(2) at workPrec+64 bits: 2*atanh(1/3).
func ln2() *big.Float {
	constMu.Lock()
	defer constMu.Unlock()
	if ln2Cache == nil {
		prec := uint(workPrec + 64)
		z := new(big.Float).SetPrec(prec).Quo(new(big.Float).SetPrec(prec).SetInt64(1), new(big.Float).SetPrec(prec).SetInt64(3))
		ln2Cache = new(big.Float).SetPrec(prec).Mul(atanhSeries(z, prec), new(big.Float).SetInt64(2))
	}
	return ln2Cache
}

// pi returns π with at least prec bits (Machin's formula).
func pi(prec uint) *big.Float {
	constMu.Lock()
	defer constMu.Unlock()
	if piCache == nil || piCache.Prec() < prec {
		p := prec + 32
		one := new(big.Float).SetPrec(p).SetInt64(1)
		a := atanSeries(new(big.Float).SetPrec(p).Quo(one, new(big.Float).SetPrec(p).SetInt64(5)), p)
		b := atanSeries(new(big.Float).SetPrec(p).Quo(one, new(big.Float).SetPrec(p).SetInt64(239)), p)
		a.Mul(a, new(big.Float).SetInt64(16))
		b.Mul(b, new(big.Float).SetInt64(4))
		piCache = new(big.Float).SetPrec(p).Sub(a, b)
	}
	return piCache
}

// smallEnough reports whether term is below 2^-prec relative to sum.
func smallEnough(term, sum *big.Float, prec uint) bool {
	if term.Sign() == 0 {
		return true
	}
	if sum.Sign() == 0 {
		return false
	}
	return term.MantExp(nil) < sum.MantExp(nil)-int(prec)-2
}

// atanhSeries returns z + z^3/3 + z^5/5 + ... for small |z|.
func atanhSeries(z *big.Float, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec).Set(z)
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	pow := new(big.Float).SetPrec(prec).Set(z)
	for n := int64(3); ; n += 2 {
		pow.Mul(pow, z2)
		term := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetInt64(n))
		sum.Add(sum, term)
		if smallEnough(term, sum, prec) {
			return sum
		}
	}
}

// atanSeries returns z - z^3/3 + z^5/5 - ... for small |z|.
func atanSeries(z *big.Float, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec).Set(z)
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	z2.Neg(z2)
	pow := new(big.Float).SetPrec(prec).Set(z)
	for n := int64(3); ; n += 2 {
		pow.Mul(pow, z2)
		term := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetInt64(n))
		sum.Add(sum, term)
		if smallEnough(term, sum, prec) {
			return sum
		}
	}
}

// bigExp returns e^x for |x| below about 2000.
func bigExp(x *big.Float) *big.Float {
	if x.Sign() == 0 {
		return newF().SetInt64(1)
	}
	l2 := ln2()
	kf := newF().Quo(x, l2)
	k, _ := kf.Int64()
	if kf.Sign() < 0 {
		k--
	}
	r := newF().Sub(x, newF().Mul(newF().SetInt64(k), l2))
	const halvings = 16
	r.SetMantExp(r, -halvings)
	// Taylor series of e^r - 1 (kept small to preserve precision through
	// the squarings).
	sum := newF().Set(r)
	term := newF().Set(r)
	for n := int64(2); ; n++ {
		term.Mul(term, r)
		term.Quo(term, newF().SetInt64(n))
		sum.Add(sum, term)
		if smallEnough(term, sum, workPrec+8) {
			break
		}
	}
	// (1+s)^2 - 1 = s*(2+s).
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, newF().Add(newF().SetInt64(2), sum))
	}
	sum.Add(sum, newF().SetInt64(1))
	return sum.SetMantExp(sum, int(k))
}

// bigLog returns log(x) for x > 0.
func bigLog(x *big.Float) *big.Float {
	m := newF()
	e := x.MantExp(m) // x = m * 2^e, m in [0.5, 1)
	if m.Cmp(newF().SetFloat64(math.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	one := newF().SetInt64(1)
	z := newF().Quo(newF().Sub(m, one), newF().Add(m, one))
	l := atanhSeries(z, workPrec+8)
	l.Mul(l, newF().SetInt64(2))
	return l.Add(l, newF().Mul(newF().SetInt64(int64(e)), ln2()))
}

// bigAtan returns atan(x).
func bigAtan(x *big.Float) *big.Float {
	if x.Sign() < 0 {
		r := bigAtan(newF().Neg(x))
		return r.Neg(r)
	}
	one := newF().SetInt64(1)
	if x.Cmp(one) > 0 {
		half := newF().SetMantExp(pi(workPrec+64), -1)
		return newF().Sub(half, bigAtan(newF().Quo(one, x)))
	}
	// atan(x) = 2 atan(x / (1 + sqrt(1 + x^2))), twice.
	y := newF().Set(x)
	for i := 0; i < 2; i++ {
		s := newF().Sqrt(newF().Add(one, newF().Mul(y, y)))
		y.Quo(y, s.Add(s, one))
	}
	r := atanSeries(y, workPrec+8)
	return r.SetMantExp(r, 2)
}

// reduceHalfPi returns r and k mod 4 with x = k*π/2 + r, |r| <= π/4.
func reduceHalfPi(x float64) (*big.Float, int) {
	_, e := math.Frexp(x)
	prec := uint(workPrec + 64 + max(e, 0))
	p := pi(prec)
	xb := new(big.Float).SetPrec(prec).SetFloat64(x)
	halfPi := new(big.Float).SetPrec(prec).SetMantExp(p, -1)
	q := new(big.Float).SetPrec(prec).Quo(xb, halfPi)
	// k = round(q).
	q.Add(q, new(big.Float).SetFloat64(0.5))
	ki, _ := q.Int(nil)
	if q.Sign() < 0 && !q.IsInt() {
		ki.Sub(ki, big.NewInt(1))
	}
	r := new(big.Float).SetPrec(prec).Sub(xb, new(big.Float).SetPrec(prec).Mul(new(big.Float).SetInt(ki), halfPi))
	k := int(new(big.Int).And(ki, big.NewInt(3)).Int64())
	return newF().Set(r), k
}

// sinCosSeries returns sin(r) and cos(r) for |r| <= π/4.
func sinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	r2 := newF().Mul(r, r)
	sin := newF().Set(r)
	term := newF().Set(r)
	for n := int64(2); ; n += 2 {
		term.Mul(term, r2)
		term.Quo(term, newF().SetInt64(-n*(n+1)))
		sin.Add(sin, term)
		if smallEnough(term, sin, workPrec+8) {
			break
		}
	}
	cos := newF().SetInt64(1)
	term = newF().SetInt64(1)
	for n := int64(1); ; n += 2 {
		term.Mul(term, r2)
		term.Quo(term, newF().SetInt64(-n*(n+1)))
		cos.Add(cos, term)
		if smallEnough(term, cos, workPrec+8) {
			break
		}
	}
	return sin, cos
}

func bigSinCos(x float64) (*big.Float, *big.Float) {
	r, k := reduceHalfPi(x)
	s, c := sinCosSeries(r)
	switch k {
	case 1:
		return c, s.Neg(s)
	case 2:
		return s.Neg(s), c.Neg(c)
	case 3:
		return c.Neg(c), s
	}
	return s, c
}

func f64(x *big.Float) float64 {
	v, _ := x.Float64()
	return v
}

func crExp(x float64) float64 {
	switch {
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	}
	return f64(bigExp(bf(x)))
}

func crExp2(x float64) float64 {
	switch {
	case x >= 1024:
		return math.Inf(1)
	case x < -1080:
		return 0
	case x == math.Trunc(x):
		return f64(newF().SetMantExp(newF().SetInt64(1), int(x)))
	}
	return f64(bigExp(newF().Mul(bf(x), ln2())))
}

func crLog(x float64) float64  { return f64(bigLog(bf(x))) }
func crLog2(x float64) float64 { return f64(newF().Quo(bigLog(bf(x)), ln2())) }

func crSin(x float64) float64 {
	s, _ := bigSinCos(x)
	return f64(s)
}

func crCos(x float64) float64 {
	_, c := bigSinCos(x)
	return f64(c)
}

func crTan(x float64) float64 {
	s, c := bigSinCos(x)
	return f64(s.Quo(s, c))
}

func crAtan(x float64) float64 {
	if math.IsInf(x, 0) {
		return math.Copysign(math.Pi/2, x)
	}
	return f64(bigAtan(bf(x)))
}

// crAsin is asin for |x| <= 1.
func crAsin(x float64) float64 {
	if math.Abs(x) == 1 {
		return math.Copysign(f64(newF().SetMantExp(pi(workPrec+64), -1)), x)
	}
	one := newF().SetInt64(1)
	xb := bf(x)
	s := newF().Sqrt(newF().Sub(one, newF().Mul(xb, xb)))
	return f64(bigAtan(newF().Quo(xb, s)))
}

// crAcos is acos for |x| <= 1: 2*atan(sqrt((1-x)/(1+x))).
func crAcos(x float64) float64 {
	if x == -1 {
		return f64(pi(workPrec + 64))
	}
	one := newF().SetInt64(1)
	xb := bf(x)
	q := newF().Quo(newF().Sub(one, xb), newF().Add(one, xb))
	r := bigAtan(newF().Sqrt(q))
	return f64(r.SetMantExp(r, 1))
}

// crAtan2 is atan2 for finite, non-zero x and y.
func crAtan2(y, x float64) float64 {
	r := bigAtan(newF().Quo(bf(y), bf(x)))
	if x < 0 {
		p := pi(workPrec + 64)
		if y < 0 {
			r.Sub(r, p)
		} else {
			r.Add(r, p)
		}
	}
	return f64(r)
}

// crPow is pow for finite x > 0 and finite y; it returns the magnitude.
func crPow(x, y float64) float64 {
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		// Exact powers (the result may be a tie to round).
		n := int(math.Abs(y))
		b := new(big.Float).SetPrec(0).SetFloat64(x)
		r := new(big.Float).SetPrec(uint(53*n + 64)).SetInt64(1)
		for i := 0; i < n; i++ {
			r.Mul(r, b)
		}
		if y < 0 {
			r = newF().Quo(newF().SetInt64(1), r)
		}
		return f64(r)
	}
	t := newF().Mul(bf(y), bigLog(bf(x)))
	if t.Cmp(newF().SetInt64(1500)) > 0 {
		return math.Inf(1)
	}
	if t.Cmp(newF().SetInt64(-1500)) < 0 {
		return 0
	}
	return f64(bigExp(t))
}
