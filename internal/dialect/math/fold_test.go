package math

import (
	"math"
	"math/big"
	"testing"

	"gpuc/internal/apfloat"
)

func TestRoundToIntegral(t *testing.T) {
	cases := []struct {
		x                 float64
		ceil, floor, even float64
	}{
		{0.5, 1, 0, 0},
		{1.5, 2, 1, 2},
		{2.5, 3, 2, 2},
		{-0.5, math.Copysign(0, -1), -1, math.Copysign(0, -1)},
		{-2.5, -2, -3, -2},
		{0.75, 1, 0, 1},
		{4503599627370497, 4503599627370497, 4503599627370497, 4503599627370497},
		{5e-324, 1, 0, 0},
		{-5e-324, math.Copysign(0, -1), -1, math.Copysign(0, -1)},
		{3.0000000000000004, 4, 3, 3},
	}
	for _, c := range cases {
		for _, m := range []struct {
			mode roundingMode
			want float64
		}{{roundUp, c.ceil}, {roundDown, c.floor}, {roundEven, c.even}} {
			for _, sem := range []*apfloat.Semantics{apfloat.F64, apfloat.F128, apfloat.F80} {
				x, _ := apfloat.FromFloat64(sem, c.x)
				got := roundToIntegral(x, m.mode).Float64()
				if math.Float64bits(got) != math.Float64bits(m.want) && !(sem != apfloat.F64 && c.x == 5e-324) {
					t.Errorf("%v: round(%v, %d) = %v, want %v", sem, c.x, m.mode, got, m.want)
				}
			}
		}
	}
	nan := apfloat.FromBits(apfloat.F64, 0x7ff4000000000001, 0)
	if lo, _ := roundToIntegral(nan, roundUp).Bits(); lo != 0x7ffc000000000001 {
		t.Errorf("ceil(sNaN) = %#x", lo)
	}
}

func TestIPowI(t *testing.T) {
	cases := []struct {
		base, power int64
		w           int
		want        int64
		ok          bool
	}{
		{2, 10, 32, 1024, true},
		{2, 31, 32, -2147483648, true},
		{3, 0, 8, 1, true},
		{-3, 3, 8, -27, true},
		{2, 8, 8, 0, true},
		{0, -1, 16, 0, false},
		{1, -5, 16, 1, true},
		{-1, -3, 16, -1, true},
		{-1, -4, 16, 1, true},
		{5, -1, 16, 0, true},
		{-1, -1, 1, -1, true},
	}
	for _, c := range cases {
		got, ok := ipowi(big.NewInt(c.base), big.NewInt(c.power), c.w)
		if ok != c.ok || ok && signedOf(got, c.w).Int64() != c.want {
			t.Errorf("ipowi(%d, %d) i%d = %v, %v; want %d, %v", c.base, c.power, c.w, got, ok, c.want, c.ok)
		}
	}
}

func TestCorrectlyRounded(t *testing.T) {
	cases := []struct {
		f    func(float64) float64
		x    float64
		want float64
	}{
		{crExp, 1, math.E},
		{crLog, math.E, 1},
		{crExp2, -1075, 0},
		{crExp2, -1074, 5e-324},
		{crLog2, 1024, 10},
		{crSin, math.Pi, 1.2246467991473532e-16},
		{crCos, 0, 1},
		{crAtan, 1, math.Pi / 4},
		{crAcos, -1, math.Pi},
		{crAsin, 1, math.Pi / 2},
	}
	for _, c := range cases {
		if got := c.f(c.x); got != c.want {
			t.Errorf("f(%v) = %v, want %v", c.x, got, c.want)
		}
	}
	if got := crPow(3, 2); got != 9 {
		t.Errorf("pow(3, 2) = %v", got)
	}
	if got := crAtan2(1, -1); got != 3*math.Pi/4 {
		t.Errorf("atan2(1, -1) = %v", got)
	}
}
