package apfloat

import "math/big"

// roundRat rounds the exact value (-1)^sign * num/den (num, den > 0) to
// sem with round-to-nearest-ties-to-even, with LLVM's overflow and
// underflow behaviour: overflow gives +-Inf, or NaN in formats without
// Inf; underflow gives a denormal or zero (+0 in formats without -0).
// It also reports whether the result is inexact.
func (s *Semantics) roundRat(sign bool, num, den *big.Int) (decoded, bool) {
	p := s.precision
	// e = floor(log2(num/den)).
	e := num.BitLen() - den.BitLen()
	{
		a, b := num, den
		if e > 0 {
			b = new(big.Int).Lsh(den, uint(e))
		} else if e < 0 {
			a = new(big.Int).Lsh(num, uint(-e))
		}
		if a.Cmp(b) < 0 {
			e--
		}
	}
	if e > s.maxExponent {
		return s.makeInf(sign), true
	}
	if e < s.minExponent-p-1 {
		// Below half of the smallest denormal: rounds to zero.
		return s.makeZero(sign), true
	}
	exp := e
	if exp < s.minExponent {
		exp = s.minExponent
	}
	// Scale so that the integer bit of the result has weight 1<<(p-1):
	// n = num/den * 2^-q with q = exp-(p-1).
	q := exp - (p - 1)
	a, b := new(big.Int).Set(num), new(big.Int).Set(den)
	if q > 0 {
		b.Lsh(b, uint(q))
	} else if q < 0 {
		a.Lsh(a, uint(-q))
	}
	n, r := new(big.Int).QuoRem(a, b, new(big.Int))
	inexact := r.Sign() != 0
	if inexact {
		c := new(big.Int).Lsh(r, 1).Cmp(b)
		if c > 0 || (c == 0 && n.Bit(0) == 1) {
			n.Add(n, big.NewInt(1))
		}
	}
	if n.BitLen() > p {
		n.Rsh(n, 1)
		exp++
	}
	if n.Sign() == 0 {
		return s.makeZero(sign), inexact
	}
	sig := u128FromBig(n)
	if exp > s.maxExponent ||
		(s.nonFinite == nonFiniteNaNOnly && s.nanEnc == nanEncodingAllOnes &&
			exp == s.maxExponent && sig == mask128(uint(p))) {
		return s.makeInf(sign), true
	}
	return decoded{cat: catNormal, sign: sign, exp: exp, sig: sig}, inexact
}

// roundDyadic rounds (-1)^sign * m * 2^e (m > 0) to sem; see roundRat.
func (s *Semantics) roundDyadic(sign bool, m *big.Int, e int) (decoded, bool) {
	num, den := new(big.Int).Set(m), big.NewInt(1)
	if e >= 0 {
		num.Lsh(num, uint(e))
	} else {
		den.Lsh(den, uint(-e))
	}
	return s.roundRat(sign, num, den)
}
