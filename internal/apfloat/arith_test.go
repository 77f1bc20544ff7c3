package apfloat

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// randF64 returns random doubles with many special and boundary values.
func randF64(r *rand.Rand) float64 {
	switch r.Intn(10) {
	case 0:
		specials := []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1),
			math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 0.5, 3, 2.5e-308}
		return specials[r.Intn(len(specials))]
	case 1:
		return math.Float64frombits(r.Uint64()) // any bit pattern (NaNs included)
	case 2:
		return float64(r.Intn(200) - 100)
	}
	return (r.Float64() - 0.5) * math.Pow(2, float64(r.Intn(200)-100))
}

func f64(x float64) Float { return FromBits(F64, math.Float64bits(x), 0) }

// sameResult compares an APFloat result with Go's: NaNs compare as NaNs
// (Go's NaN payloads and signs are the hardware's), others bit for bit.
func sameResult(got Float, want float64) bool {
	if math.IsNaN(want) {
		return got.IsNaN()
	}
	lo, _ := got.Bits()
	return lo == math.Float64bits(want)
}

// TestArithMatchesIEEE checks the double and single precision operations
// against Go's hardware arithmetic, which rounds to nearest even as APFloat.
func TestArithMatchesIEEE(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 200000; i++ {
		a, b := randF64(r), randF64(r)
		x, y := f64(a), f64(b)
		check := func(op string, got Float, want float64) {
			if !sameResult(got, want) {
				t.Fatalf("%g %s %g: got %#x, want %#x (%g)", a, op, b, got.BigBits(), math.Float64bits(want), want)
			}
		}
		check("+", x.Add(y), a+b)
		check("-", x.Sub(y), a-b)
		check("*", x.Mul(y), a*b)
		check("/", x.Div(y), a/b)
		check("rem", x.Mod(y), math.Mod(a, b))
		if c := x.Compare(y); (c == CmpLess) != (a < b) || (c == CmpEqual) != (a == b) || (c == CmpGreater) != (a > b) {
			t.Fatalf("compare %g %g: %d", a, b, c)
		}
		// Single precision.
		fa, fb := float32(a), float32(b)
		sa := FromBits(F32, uint64(math.Float32bits(fa)), 0)
		sb := FromBits(F32, uint64(math.Float32bits(fb)), 0)
		check32 := func(op string, got Float, want float32) {
			if math.IsNaN(float64(want)) {
				if !got.IsNaN() {
					t.Fatalf("f32 %g %s %g: got %#x, want NaN", fa, op, fb, got.BigBits())
				}
				return
			}
			if lo, _ := got.Bits(); uint32(lo) != math.Float32bits(want) {
				t.Fatalf("f32 %g %s %g: got %#x, want %#x", fa, op, fb, lo, math.Float32bits(want))
			}
		}
		check32("+", sa.Add(sb), fa+fb)
		check32("*", sa.Mul(sb), fa*fb)
		check32("/", sa.Div(sb), fa/fb)
	}
}

// TestArithSpecials checks APFloat's choices where IEEE leaves freedom:
// the NaN produced, NaN propagation and the signs of zeros.
func TestArithSpecials(t *testing.T) {
	inf, nan, one := f64(math.Inf(1)), NaN(F64, false), f64(1)
	negNaN := NaN(F64, true)
	snan := FromBits(F64, 0x7FF0000000000001, 0)
	zero, negZero := f64(0), f64(math.Copysign(0, -1))
	cases := []struct {
		name string
		got  Float
		want uint64
	}{
		{"inf-inf", inf.Sub(inf), 0x7FF8000000000000},
		{"0*inf", zero.Mul(inf), 0x7FF8000000000000},
		{"0/0", zero.Div(zero), 0x7FF8000000000000},
		{"1 rem 0", one.Mod(zero), 0x7FF8000000000000},
		{"-nan*-1", negNaN.Mul(f64(-1)), 0xFFF8000000000000},
		{"1*-nan", one.Mul(negNaN), 0xFFF8000000000000},
		{"nan+-nan", nan.Add(negNaN), 0x7FF8000000000000},
		{"snan+1", snan.Add(one), 0x7FF8000000000001},
		{"1-snan", one.Sub(snan), 0x7FF8000000000001},
		{"-0+-0", negZero.Add(negZero), 0x8000000000000000},
		{"-0-0", negZero.Sub(zero), 0x8000000000000000},
		{"1-1", one.Sub(one), 0},
		{"-1 rem 1", f64(-1).Mod(one), 0x8000000000000000},
		{"-0*1", negZero.Mul(one), 0x8000000000000000},
		{"1/-inf", one.Div(f64(math.Inf(-1))), 0x8000000000000000},
	}
	for _, c := range cases {
		if lo, _ := c.got.Bits(); lo != c.want {
			t.Errorf("%s: got %#x, want %#x", c.name, lo, c.want)
		}
	}
	if !snan.IsSignaling() || nan.IsSignaling() || one.IsSignaling() {
		t.Error("IsSignaling")
	}
}

func TestMinMax(t *testing.T) {
	nan, one, two := NaN(F32, false), FromBits(F32, 0x3F800000, 0), FromBits(F32, 0x40000000, 0)
	zero, negZero := Zero(F32, false), Zero(F32, true)
	cases := []struct {
		name      string
		got, want Float
	}{
		{"minnum(nan,1)", Minnum(nan, one), one},
		{"maxnum(1,nan)", Maxnum(one, nan), one},
		{"minimum(nan,1)", Minimum(nan, one), nan},
		{"maximum(1,nan)", Maximum(one, nan), nan},
		{"minnum(0,-0)", Minnum(zero, negZero), negZero},
		{"maxnum(-0,0)", Maxnum(negZero, zero), zero},
		{"minimum(0,-0)", Minimum(zero, negZero), negZero},
		{"maximum(-0,0)", Maximum(negZero, zero), zero},
		{"min(1,2)", Minimum(two, one), one},
		{"max(1,2)", Maxnum(one, two), two},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %#x, want %#x", c.name, c.got.BigBits(), c.want.BigBits())
		}
	}
}

func TestIntConversions(t *testing.T) {
	// FromInt rounds to nearest even.
	for _, c := range []struct {
		sem  *Semantics
		v    int64
		want uint64
	}{
		{F32, 16777217, 0x4B800000},
		{F32, 16777219, 0x4B800002},
		{F32, -1, 0xBF800000},
		{F32, 0, 0},
		{F16, 65520, 0x7C00}, // overflows to Inf
		{F16, 65519, 0x7BFF},
		{F8E4M3FN, 1000, 0x7F}, // no Inf: NaN
	} {
		if lo, _ := FromInt(c.sem, big.NewInt(c.v)).Bits(); lo != c.want {
			t.Errorf("FromInt(%s, %d) = %#x, want %#x", c.sem, c.v, lo, c.want)
		}
	}
	// ToInteger truncates toward zero and rejects what does not fit.
	for _, c := range []struct {
		x      float64
		width  int
		signed bool
		want   int64
		ok     bool
	}{
		{-2.75, 8, true, -2, true},
		{-2.75, 8, false, 0, false},
		{-0.5, 8, false, 0, true},
		{127.9, 8, true, 127, true},
		{128, 8, true, 0, false},
		{-128.5, 8, true, -128, true},
		{255.5, 8, false, 255, true},
		{256, 8, false, 0, false},
		{-1, 1, true, -1, true},
		{1, 1, true, 0, false},
		{math.Inf(1), 64, true, 0, false},
		{math.NaN(), 64, true, 0, false},
		{1e18, 64, true, 1000000000000000000, true},
	} {
		v, ok := f64(c.x).ToInteger(c.width, c.signed)
		if ok != c.ok || ok && v.Int64() != c.want {
			t.Errorf("ToInteger(%g, %d, %v) = %v, %v; want %d, %v", c.x, c.width, c.signed, v, ok, c.want, c.ok)
		}
	}
}

func TestConvertExact(t *testing.T) {
	for _, c := range []struct {
		x  float64
		to *Semantics
		ok bool
	}{
		{0.5, F16, true},
		{0.1, F16, false},
		{1e10, F16, false},
		{math.Inf(1), F16, true},
		{math.Inf(1), F8E4M3FN, false},
		{math.Float64frombits(0x7FF8000000000000), F32, true},
		{math.Float64frombits(0x7FF8000000000001), F32, false}, // payload bits lost
		{0.1, F128, true},
	} {
		if _, ok := f64(c.x).ConvertExact(c.to); ok != c.ok {
			t.Errorf("ConvertExact(%g, %s) = %v, want %v", c.x, c.to, ok, c.ok)
		}
	}
	if _, ok := FromBits(F64, 0x7FF0000000000001, 0).ConvertExact(F32); ok {
		t.Error("a signalling NaN converts cleanly")
	}
}
