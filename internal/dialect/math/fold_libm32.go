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

// Float (f32) variants of the fdlibm-derived functions glibc 2.36 computes
// in single precision (flt-32: expm1f, log1pf, sinhf, coshf, tanhf,
// asinhf, acoshf, atanhf, log10f, atanf, atan2f), ported operation by
// operation; expf and logf, which glibc computes in double precision, are
// the correctly rounded f64 results rounded to f32. Explicit float32
// conversions keep products from fusing into FMAs. The other f32
// functions round the f64 result (glibc's asinf, acosf, tanf and erff can
// differ from it in the last place).

// unaryLibm32 are the f32 kernels, called on non-NaN arguments; domain
// errors return a NaN (libm32 fixes its sign).
var unaryLibm32 = map[string]func(float32) float32{
	"expm1": expm1f,
	"log1p": log1pf,
	"sinh":  sinhf,
	"cosh":  coshf,
	"tanh":  tanhf,
	"asinh": asinhf,
	"acosh": acoshf,
	"atanh": atanhf,
	"log10": log10f,
	"atan":  atanf,
}

func expm1f(x float32) float32 {
	const (
		huge   float32 = 1.0e+30
		tiny   float32 = 1.0e-30
		ln2Hi  float32 = 6.9313812256e-01
		ln2Lo  float32 = 9.0580006145e-06
		invln2 float32 = 1.4426950216e+00
		q1     float32 = -3.3333335072e-02
		q2     float32 = 1.5873016091e-03
		q3     float32 = -7.9365076090e-05
		q4     float32 = 4.0082177293e-06
		q5     float32 = -2.0109921195e-07
	)
	hx := math.Float32bits(x)
	xsb := hx & 0x80000000
	hx &= 0x7fffffff
	if hx >= 0x4195b844 {
		if hx >= 0x42b17218 {
			if hx > 0x7f800000 {
				return x + x
			}
			if hx == 0x7f800000 {
				if xsb == 0 {
					return x
				}
				return -1
			}
			if xsb == 0 {
				return float32(math.Inf(1))
			}
		}
		if xsb != 0 {
			return tiny - 1
		}
	}
	var hi, lo, c float32
	var k int32
	if hx > 0x3eb17218 {
		if hx < 0x3F851592 {
			if xsb == 0 {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			h := float32(0.5)
			if xsb != 0 {
				h = -0.5
			}
			k = int32(float32(invln2*x) + h)
			t := float32(k)
			hi = x - float32(t*ln2Hi)
			lo = float32(t * ln2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	} else if hx < 0x33000000 {
		return x
	} else {
		k = 0
	}
	hfx := float32(0.5) * x
	hxs := float32(x * hfx)
	r1 := 1 + float32(hxs*(q1+float32(hxs*(q2+float32(hxs*(q3+float32(hxs*(q4+float32(hxs*q5)))))))))
	t := 3 - float32(r1*hfx)
	e := hxs * ((r1 - t) / (6 - float32(x*t)))
	if k == 0 {
		return x - (float32(x*e) - hxs)
	}
	e = float32(x*(e-c)) - c
	e -= hxs
	if k == -1 {
		return float32(0.5*(x-e)) - 0.5
	}
	if k == 1 {
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return 1 + float32(2*(x-e))
	}
	addExp := func(y float32) float32 { return math.Float32frombits(uint32(int32(math.Float32bits(y)) + k<<23)) }
	if k <= -2 || k > 56 {
		y := 1 - (e - x)
		return addExp(y) - 1
	}
	var y float32
	if k < 23 {
		t := math.Float32frombits(uint32(0x3f800000 - (0x1000000 >> k)))
		y = addExp(t - (e - x))
	} else {
		t := math.Float32frombits(uint32((0x7f - k) << 23))
		y = x - (e + t)
		y += 1
		y = addExp(y)
	}
	return y
}

func expf(x float32) float32 { return float32(crExp(float64(x))) }

func coshf(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	ax := float32(math.Abs(float64(x)))
	if ix < 0x41b00000 {
		if ix < 0x3eb17218 {
			if ix < 0x24000000 {
				return 1
			}
			t := expm1f(ax)
			w := 1 + t
			return 1 + float32(t*t)/(w+w)
		}
		t := expf(ax)
		return float32(0.5*t) + 0.5/t
	}
	if ix < 0x42b17180 {
		return 0.5 * expf(ax)
	}
	if ix <= 0x42b2d4fc {
		w := expf(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	if ix >= 0x7f800000 {
		return x * x
	}
	return float32(math.Inf(1))
}

func sinhf(x float32) float32 {
	jx := math.Float32bits(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7f800000 {
		return x + x
	}
	h := float32(0.5)
	if jx>>31 != 0 {
		h = -h
	}
	ax := float32(math.Abs(float64(x)))
	if ix < 0x41b00000 {
		if ix < 0x31800000 {
			return x
		}
		t := expm1f(ax)
		if ix < 0x3f800000 {
			return h * (float32(2*t) - float32(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	}
	if ix < 0x42b17180 {
		return h * expf(ax)
	}
	if ix <= 0x42b2d4fc {
		w := expf(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1e37
}

func tanhf(x float32) float32 {
	jx := math.Float32bits(x)
	ix := jx & 0x7fffffff
	var z float32
	if ix >= 0x7f800000 {
		if jx>>31 == 0 {
			return 1/x + 1
		}
		return 1/x - 1
	}
	if ix < 0x41b00000 {
		if ix == 0 {
			return x
		}
		if ix < 0x24000000 {
			return x * (1 + x)
		}
		ax := float32(math.Abs(float64(x)))
		if ix >= 0x3f800000 {
			t := expm1f(2 * ax)
			z = 1 - 2/(t+2)
		} else {
			t := expm1f(-2 * ax)
			z = -t / (t + 2)
		}
	} else {
		z = 1
	}
	if jx>>31 == 0 {
		return z
	}
	return -z
}

func logf(x float32) float32 { return float32(crLog(float64(x))) }

func log1pf(x float32) float32 {
	const (
		ln2Hi float32 = 6.9313812256e-01
		ln2Lo float32 = 9.0580006145e-06
		two25 float32 = 3.355443200e+07
		lp1   float32 = 6.6666668653e-01
		lp2   float32 = 4.0000000596e-01
		lp3   float32 = 2.8571429849e-01
		lp4   float32 = 2.2222198546e-01
		lp5   float32 = 1.8183572590e-01
		lp6   float32 = 1.5313838422e-01
		lp7   float32 = 1.4798198640e-01
	)
	hx := int32(math.Float32bits(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float32
	var hu int32
	if hx < 0x3ed413d7 {
		if ax >= 0x3f800000 {
			if x == -1 {
				return float32(math.Inf(-1))
			}
			return float32(math.NaN())
		}
		if ax < 0x31000000 {
			if ax < 0x24800000 {
				return x
			}
			return x - float32(float32(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-0x416a09e1) {
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7f800000 {
		return x + x
	}
	if k != 0 {
		var u float32
		if hx < 0x5a000000 {
			u = 1 + x
			hu = int32(math.Float32bits(u))
			k = hu>>23 - 127
			if k > 0 {
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(math.Float32bits(u))
			k = hu>>23 - 127
			c = 0
		}
		hu &= 0x007fffff
		if hu < 0x3504f7 {
			u = math.Float32frombits(uint32(hu | 0x3f800000))
		} else {
			k++
			u = math.Float32frombits(uint32(hu | 0x3f000000))
			hu = (0x00800000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float32(float32(0.5*f) * f)
	fk := float32(k)
	if hu == 0 {
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float32(fk * ln2Lo)
			return float32(fk*ln2Hi) + c
		}
		r := float32(hfsq * (1 - float32(float32(0.66666666666666666)*f)))
		if k == 0 {
			return f - r
		}
		return float32(fk*ln2Hi) - ((r - (float32(fk*ln2Lo) + c)) - f)
	}
	s := f / (2 + f)
	z := float32(s * s)
	r := float32(z * lp7)
	r = float32(z * (lp6 + r))
	r = float32(z * (lp5 + r))
	r = float32(z * (lp4 + r))
	r = float32(z * (lp3 + r))
	r = float32(z * (lp2 + r))
	r = float32(z * (lp1 + r))
	if k == 0 {
		return f - (hfsq - float32(s*(hfsq+r)))
	}
	return float32(fk*ln2Hi) - ((hfsq - (float32(s*(hfsq+r)) + (float32(fk*ln2Lo) + c))) - f)
}

func acoshf(x float32) float32 {
	const ln2 float32 = 6.9314718246e-01
	hx := int32(math.Float32bits(x))
	switch {
	case hx < 0x3f800000:
		return float32(math.NaN())
	case hx >= 0x4d800000:
		if hx >= 0x7f800000 {
			return x + x
		}
		return logf(x) + ln2
	case hx == 0x3f800000:
		return 0
	case hx > 0x40000000:
		t := float32(x * x)
		return logf(float32(2*x) - 1/(x+float32(math.Sqrt(float64(t-1)))))
	}
	t := x - 1
	return log1pf(t + float32(math.Sqrt(float64(float32(2*t)+float32(t*t)))))
}

func asinhf(x float32) float32 {
	const ln2 float32 = 6.9314718246e-01
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	if ix < 0x38000000 {
		return x
	}
	var w float32
	xa := float32(math.Abs(float64(x)))
	if ix > 0x47000000 {
		if ix >= 0x7f800000 {
			return x + x
		}
		w = logf(xa) + ln2
	} else if ix > 0x40000000 {
		w = logf(float32(2*xa) + 1/(float32(math.Sqrt(float64(float32(xa*xa)+1)))+xa))
	} else {
		t := float32(xa * xa)
		w = log1pf(xa + t/(1+float32(math.Sqrt(float64(1+t)))))
	}
	return float32(math.Copysign(float64(w), float64(x)))
}

func atanhf(x float32) float32 {
	xa := float32(math.Abs(float64(x)))
	var t float32
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * log1pf(t+float32(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * log1pf((xa+xa)/(1-xa))
	case xa > 1:
		return float32(math.NaN())
	default:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	}
	return float32(math.Copysign(float64(t), float64(x)))
}

func log10f(x float32) float32 {
	const (
		two25    float32 = 3.3554432000e+07
		ivln10   float32 = 4.3429449201e-01
		log102hi float32 = 3.0102920532e-01
		log102lo float32 = 7.9034151668e-07
	)
	hx := int32(math.Float32bits(x))
	k := int32(0)
	if hx < 0x00800000 {
		if hx&0x7fffffff == 0 {
			return float32(math.Inf(-1))
		}
		if hx < 0 {
			return float32(math.NaN())
		}
		k -= 25
		x *= two25
		hx = int32(math.Float32bits(x))
	}
	if hx >= 0x7f800000 {
		return x + x
	}
	k += hx>>23 - 127
	i := int32(uint32(k) >> 31)
	hx = hx&0x007fffff | (0x7f-i)<<23
	y := float32(k + i)
	x = math.Float32frombits(uint32(hx))
	z := float32(y*log102lo) + float32(ivln10*logf(x))
	return z + float32(y*log102hi)
}

var atanHi = [4]float32{4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00}
var atanLo = [4]float32{5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08}
var aT = [11]float32{3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01, 9.0908870101e-02,
	-7.6918758452e-02, 6.6610731184e-02, -5.8335702866e-02, 4.9768779427e-02, -3.6531571299e-02, 1.6285819933e-02}

func atanf(x float32) float32 {
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	var id int
	if ix >= 0x4c000000 {
		if ix > 0x7f800000 {
			return x + x
		}
		if hx > 0 {
			return atanHi[3] + atanLo[3]
		}
		return -atanHi[3] - atanLo[3]
	}
	if ix < 0x3ee00000 {
		if ix < 0x31000000 {
			return x
		}
		id = -1
	} else {
		x = float32(math.Abs(float64(x)))
		if ix < 0x3f980000 {
			if ix < 0x3f300000 {
				id = 0
				x = (float32(2*x) - 1) / (2 + x)
			} else {
				id = 1
				x = (x - 1) / (x + 1)
			}
		} else {
			if ix < 0x401c0000 {
				id = 2
				x = (x - 1.5) / (1 + float32(1.5*x))
			} else {
				id = 3
				x = -1 / x
			}
		}
	}
	z := float32(x * x)
	w := float32(z * z)
	s1 := float32(w * aT[10])
	s1 = float32(w * (aT[8] + s1))
	s1 = float32(w * (aT[6] + s1))
	s1 = float32(w * (aT[4] + s1))
	s1 = float32(w * (aT[2] + s1))
	s1 = float32(z * (aT[0] + s1))
	s2 := float32(w * aT[9])
	s2 = float32(w * (aT[7] + s2))
	s2 = float32(w * (aT[5] + s2))
	s2 = float32(w * (aT[3] + s2))
	s2 = float32(w * (aT[1] + s2))
	if id < 0 {
		return x - float32(x*(s1+s2))
	}
	z = atanHi[id] - ((float32(x*(s1+s2)) - atanLo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

func atan2f(y, x float32) float32 {
	const (
		pi   float32 = 3.1415927410e+00
		piLo float32 = -8.7422776573e-08
		piO2 float32 = 1.5707963705e+00
	)
	hx := int32(math.Float32bits(x))
	hy := int32(math.Float32bits(y))
	ix, iy := hx&0x7fffffff, hy&0x7fffffff
	if ix > 0x7f800000 || iy > 0x7f800000 || ix == 0 || iy == 0 || ix == 0x7f800000 || iy == 0x7f800000 {
		return float32(math.Atan2(float64(y), float64(x)))
	}
	if hx == 0x3f800000 {
		return atanf(y)
	}
	m := (hy>>31)&1 | (hx>>30)&2
	k := (iy - ix) >> 23
	var z float32
	switch {
	case k > 60:
		z = piO2 + float32(0.5*piLo)
	case hx < 0 && k < -60:
		z = 0
	default:
		z = atanf(float32(math.Abs(float64(y / x))))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - piLo)
	}
	return (z - piLo) - pi
}
