// Parts of this file are Go ports of fdlibm routines (as glibc carries them,
// the float versions converted by Ian Lance Taylor, Cygnus Support), under
// fdlibm's notice:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.

package math

import "math"

// The host libm functions MLIR 19's math folders call on f64 (cos) and f32
// (cosf) constants, as glibc computes them on x86-64: a NaN argument comes
// back quietened with its sign and payload; a domain error gives the x86
// default NaN (sign set), except for acos, asin and log10 whose NaN is
// positive. Functions that glibc computes correctly rounded in practice
// use the correctly rounded kernels; those that glibc takes from fdlibm
// use Go's ports of the same code (or ports below); fold_libm32.go has the
// f32 variants.
//
// The results can still differ from glibc's in the last place for some
// arguments (glibc's fdlibm-derived and float-precision routines are not
// correctly rounded).

const (
	f64QuietBit = 1 << 51
	f64SignBit  = 1 << 63
	f32QuietBit = 1 << 22
	f32SignBit  = 1 << 31
)

func quiet64(x float64) float64 { return math.Float64frombits(math.Float64bits(x) | f64QuietBit) }
func quiet32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) | f32QuietBit) }

// positiveDomainNaN lists the functions whose domain errors give a
// positive NaN.
var positiveDomainNaN = map[string]bool{"acos": true, "asin": true, "log10": true}

func domainNaN64(name string) float64 {
	bits := uint64(0x7ff8000000000000)
	if !positiveDomainNaN[name] {
		bits |= f64SignBit
	}
	return math.Float64frombits(bits)
}

func domainNaN32(name string) float32 {
	bits := uint32(0x7fc00000)
	if !positiveDomainNaN[name] {
		bits |= f32SignBit
	}
	return math.Float32frombits(bits)
}

// unaryLibm are the f64 kernels, called on non-NaN arguments.
var unaryLibm = map[string]func(float64) float64{
	"acos": func(x float64) float64 {
		if math.Abs(x) > 1 {
			return math.NaN()
		}
		return crAcos(x)
	},
	"asin": func(x float64) float64 {
		if math.Abs(x) > 1 {
			return math.NaN()
		}
		if x == 0 {
			return x
		}
		return crAsin(x)
	},
	"atan": func(x float64) float64 {
		if x == 0 {
			return x
		}
		return crAtan(x)
	},
	"acosh": acosh,
	"asinh": asinh,
	"atanh": atanh,
	"erf":   math.Erf,
	"expm1": math.Expm1,
	"log1p": math.Log1p,
	"cos": func(x float64) float64 {
		if math.IsInf(x, 0) {
			return math.NaN()
		}
		return crCos(x)
	},
	"sin": func(x float64) float64 {
		if math.IsInf(x, 0) {
			return math.NaN()
		}
		if x == 0 {
			return x
		}
		return crSin(x)
	},
	"tan": func(x float64) float64 {
		if math.IsInf(x, 0) {
			return math.NaN()
		}
		if x == 0 {
			return x
		}
		return crTan(x)
	},
	"exp": func(x float64) float64 {
		if math.IsInf(x, 0) {
			if x > 0 {
				return x
			}
			return 0
		}
		return crExp(x)
	},
	"exp2": func(x float64) float64 {
		if math.IsInf(x, 0) {
			if x > 0 {
				return x
			}
			return 0
		}
		return crExp2(x)
	},
	"log":   func(x float64) float64 { return logLike(x, crLog) },
	"log2":  func(x float64) float64 { return logLike(x, crLog2) },
	"log10": log10,
	"sinh":  sinh,
	"cosh":  cosh,
	"tanh":  tanh,
	"sqrt":  math.Sqrt,
	"round": math.Round,
	"trunc": math.Trunc,
}

func logLike(x float64, f func(float64) float64) float64 {
	switch {
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	}
	return f(x)
}

// libm64 is the f64 function name (cos) of the host libm.
func libm64(name string, x float64) float64 {
	if math.IsNaN(x) {
		return quiet64(x)
	}
	r := unaryLibm[name](x)
	if math.IsNaN(r) {
		return domainNaN64(name)
	}
	return r
}

// libm32 is the f32 function name (cosf) of the host libm.
func libm32(name string, x float32) float32 {
	if x != x {
		return quiet32(x)
	}
	var r float32
	if f := unaryLibm32[name]; f != nil {
		r = f(x)
	} else {
		r = float32(unaryLibm[name](float64(x)))
	}
	if r != r {
		return domainNaN32(name)
	}
	return r
}

// pow64 is the host pow (C99 special cases, else correctly rounded).
func pow64(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case math.IsNaN(x):
		return quiet64(x)
	case math.IsNaN(y):
		return quiet64(y)
	}
	if x == 0 || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Pow(x, y)
	}
	odd := false
	if x < 0 {
		if y != math.Trunc(y) {
			return domainNaN64("pow")
		}
		odd = math.Mod(y, 2) != 0
	}
	r := crPow(math.Abs(x), y)
	if odd {
		r = -r
	}
	return r
}

func pow32(x, y float32) float32 {
	switch {
	case y == 0 || x == 1:
		return 1
	case x != x:
		return quiet32(x)
	case y != y:
		return quiet32(y)
	}
	r := pow64(float64(x), float64(y))
	if math.IsNaN(r) {
		return domainNaN32("pow")
	}
	return float32(r)
}

// atan2_64 is the host atan2 (C99 special cases, else correctly rounded).
func atan2_64(y, x float64) float64 {
	switch {
	case math.IsNaN(y):
		return quiet64(y)
	case math.IsNaN(x):
		return quiet64(x)
	case y == 0 || x == 0 || math.IsInf(x, 0) || math.IsInf(y, 0):
		return math.Atan2(y, x)
	}
	return crAtan2(y, x)
}

func atan2_32(y, x float32) float32 {
	switch {
	case y != y:
		return quiet32(y)
	case x != x:
		return quiet32(x)
	}
	return atan2f(y, x)
}

// sinh, cosh and tanh follow glibc's fdlibm-derived implementations; the
// thresholds compare the high word of |x| as they do. Explicit float64
// conversions keep products from fusing into FMAs (which glibc's x86-64
// build does not use here).

func highWord(x float64) uint32 { return uint32(math.Float64bits(x)>>32) &^ 0x80000000 }

// belowOverflow reports whether |x| is at most fdlibm's overflow threshold
// of sinh and cosh (0x408633ce8fb9f87d).
func belowOverflow(x float64) bool {
	return math.Float64bits(math.Abs(x)) <= 0x408633ce8fb9f87d
}

func sinh(x float64) float64 {
	if math.IsInf(x, 0) {
		return x
	}
	h := 0.5
	if math.Signbit(x) {
		h = -h
	}
	ax := math.Abs(x)
	ix := highWord(x)
	switch {
	case ix < 0x40360000: // |x| < 22
		if ix < 0x3e300000 { // |x| < 2^-28
			return x
		}
		t := math.Expm1(ax)
		if ix < 0x3ff00000 {
			return h * (float64(2.0*t) - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	case ix < 0x40862e42:
		return h * crExp(ax)
	case belowOverflow(x):
		w := crExp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1.0e307
}

func cosh(x float64) float64 {
	ax := math.Abs(x)
	ix := highWord(x)
	switch {
	case ix < 0x40360000: // |x| < 22
		if ix < 0x3fd62e43 { // |x| < ln2/2
			if ix < 0x3c800000 {
				return 1
			}
			t := math.Expm1(ax)
			w := 1 + t
			return 1 + (t*t)/(w+w)
		}
		t := crExp(ax)
		return float64(0.5*t) + 0.5/t
	case ix < 0x40862e42:
		return 0.5 * crExp(ax)
	case belowOverflow(x):
		w := crExp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

func tanh(x float64) float64 {
	ix := highWord(x)
	var z float64
	switch {
	case math.IsInf(x, 0):
		z = 1
	case x == 0:
		return x
	case ix < 0x3c800000: // |x| < 2^-55
		return x * (1 + x)
	case ix < 0x40360000: // |x| < 22
		ax := math.Abs(x)
		if ix >= 0x3ff00000 {
			t := math.Expm1(2 * ax)
			z = 1 - 2/(t+2)
		} else {
			t := math.Expm1(-2 * ax)
			z = -t / (t + 2)
		}
	default:
		z = 1
	}
	if math.Signbit(x) {
		return -z
	}
	return z
}

// log10 follows glibc's __ieee754_log10.
func log10(x float64) float64 {
	const (
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	switch {
	case x == 0:
		return math.Inf(-1)
	case x < 0:
		return math.NaN()
	case math.IsInf(x, 1):
		return x
	}
	k := int32(0)
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	if hx < 0x00100000 {
		k -= 54
		x *= 0x1p54
		bits = math.Float64bits(x)
		hx = int32(bits >> 32)
	}
	k += hx>>20 - 1023
	i := int32(uint32(k) >> 31)
	hx = hx&0x000fffff | (0x3ff-i)<<20
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | bits&0xffffffff)
	z := float64(y*log10_2lo) + float64(ivln10*crLog(x))
	return z + float64(y*log10_2hi)
}

// acosh, asinh and atanh follow glibc's fdlibm-derived implementations
// (Go's are the same but for their logarithm).

func acosh(x float64) float64 {
	hx := uint32(math.Float64bits(x) >> 32)
	switch {
	case x < 1:
		return math.NaN()
	case math.IsInf(x, 1):
		return x
	case hx >= 0x41b00000: // x > 2^28
		return crLog(x) + math.Ln2
	case x == 1:
		return 0
	case hx > 0x40000000: // 2^28 > x > 2
		t := float64(x * x)
		return crLog(float64(2.0*x) - 1/(x+math.Sqrt(t-1)))
	}
	t := x - 1
	return math.Log1p(t + math.Sqrt(float64(2.0*t)+float64(t*t)))
}

func asinh(x float64) float64 {
	ix := highWord(x)
	if ix < 0x3e300000 || math.IsInf(x, 0) { // |x| < 2^-28
		return x
	}
	xa := math.Abs(x)
	var w float64
	switch {
	case ix > 0x41b00000: // |x| > 2^28
		w = crLog(xa) + math.Ln2
	case ix > 0x40000000: // 2^28 > |x| > 2
		w = crLog(float64(2.0*xa) + 1/(math.Sqrt(float64(xa*xa)+1)+xa))
	default:
		t := float64(xa * xa)
		w = math.Log1p(xa + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

func atanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * math.Log1p(t+t*xa/(1.0-xa))
	case xa < 1:
		t = 0.5 * math.Log1p((xa+xa)/(1.0-xa))
	case xa > 1:
		return math.NaN()
	default:
		return math.Copysign(math.Inf(1), x)
	}
	return math.Copysign(t, x)
}
