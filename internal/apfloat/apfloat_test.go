package apfloat

import (
	"math"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// Expected outputs below were printed by mlir-opt-19 for
// "t.op"() {v = LITERAL : TYPE} : () -> ().
var mlirCases = []struct {
	typ, lit, want string
}{
	{"f16", "1.0", "1.000000e+00"},
	{"bf16", "0.1", "1.000980e-01"},
	{"f64", "3.14159265358979", "3.14159265358979"},
	{"f64", "0.1", "1.000000e-01"},
	{"bf16", "1.0e-7", "1.001170e-07"},
	{"f8E4M3FN", "1.1", "1.125000e+00"},
	{"f64", "1.0e100", "1.000000e+100"},
	{"f64", "123456789.0", "0x419D6F3454000000"},
	{"f64", "1.0e-320", "9.999880e-321"},
	{"f64", "0.3", "3.000000e-01"},
	{"f64", "0.6666666666666666", "0.66666666666666663"},
	{"f64", "1.0e23", "9.9999999999999991E+22"},
	{"f64", "5.0e-324", "4.940660e-324"},
	{"f64", "-5.0e-324", "-4.940660e-324"},
	{"f64", "2.718281828459045", "2.7182818284590451"},
	{"f64", "12345.678", "12345.678"},
	{"f64", "9007199254740993.0", "0x4340000000000000"},
	{"f64", "1.0e-7", "9.9999999999999995E-8"},
	{"f64", "1.0e400", "0x7FF0000000000000"},
	{"f64", "1.0e-400", "0.000000e+00"},
	{"f64", "0x7FF8000000000001", "0x7FF8000000000001"},
	{"f32", "3.14159265358979", "3.14159274"},
	{"f32", "0x1FFFFF", "2.93873448E-39"},
	{"f32", "1.0e999999999999", "0x7F800000"},
	{"f32", "0x7FC00000", "0x7FC00000"},
	{"f32", "0xFFC00000", "0xFFC00000"},
	{"f32", "-0.0", "-0.000000e+00"},
	{"f32", "-1.0e-30", "-1.000000e-30"},
	{"f32", "1.", "1.000000e+00"},
	{"f16", "0x7C00", "0x7C00"},
	{"f16", "0x07C00", "0x7C00"},
	{"f16", "65504.0", "6.550400e+04"},
	{"f16", "65520.0", "0x7C00"},
	{"f16", "1.0e-7", "1.192090e-07"},
	{"f80", "1.0", "1.000000e+00"},
	{"f80", "0.1", "0.100000000000000005551"},
	{"f80", "123456789.0", "0x4019EB79A2A000000000"},
	{"f80", "0x3FFF0000000000000001", "0x7FFF0000000000000001"}, // unnormal -> NaN
	{"f80", "0x00008000000000000000", "3.36210314311209350626E-4932"},
	{"f128", "1.0", "1.000000e+00"},
	{"f128", "0.1", "0.100000000000000005551115123125782702"},
	{"tf32", "0.1", "9.997550e-02"},
	{"tf32", "0x1", "1.147940e-41"},
	{"tf32", "0x7FFFF", "0x7FFFF"},
	{"tf32", "0x3F800", "1.701410e+38"},
	{"tf32", "0x80000", "0.000000e+00"}, // MLIR keeps the low 19 bits
	{"tf32", "0xFFFFFFFF", "0x7FFFF"},   // of up to 32
	{"f8E5M2", "0x0", "0.000000e+00"},
	{"f8E5M2", "0x01", "1.525880e-05"},
	{"f8E4M3", "1.0e10", "0x78"},
	{"f8E4M3FN", "0x7F", "0x7F"},
	{"f8E4M3FN", "0x000000000000000000000000FF", "0xFF"},
	{"f8E4M3FN", "448.0", "4.480000e+02"},
	{"f8E4M3FN", "464.0", "4.480000e+02"},
	{"f8E4M3FN", "465.0", "0x7F"},
	{"f8E4M3FN", "-465.0", "0xFF"},
	{"f8E4M3FN", "1000.0", "0x7F"},
	{"f8E4M3FNUZ", "0x80", "0x80"},
	{"f8E4M3FNUZ", "-0.0", "0.000000e+00"},
	{"f8E4M3FNUZ", "-1.0e-30", "0.000000e+00"},
	{"f8E4M3FNUZ", "-1.5", "-1.500000e+00"},
	{"f8E5M2FNUZ", "1.0e10", "0x80"},
	{"f8E5M2FNUZ", "-1.0e10", "0x80"},
	{"f8E4M3B11FNUZ", "240.0", "0x80"},
	{"f8E4M3B11FNUZ", "30.0", "3.000000e+01"},
}

func TestMLIRCases(t *testing.T) {
	for _, c := range mlirCases {
		sem := mustSem(t, c.typ)
		lit, neg := strings.CutPrefix(c.lit, "-")
		f, err := ParseMLIRLiteral(sem, lit, neg)
		if err != nil {
			t.Errorf("%s : %s: %v", c.lit, c.typ, err)
			continue
		}
		if got, hex := FormatMLIR(f); got != c.want || hex != strings.HasPrefix(c.want, "0x") {
			t.Errorf("%s : %s printed %q (hex %v), want %q", c.lit, c.typ, got, hex, c.want)
		}
	}
}

func TestMLIRLiteralErrors(t *testing.T) {
	for _, c := range []struct {
		typ, lit  string
		neg       bool
		msg, note string
	}{
		{"f16", "0x7C00", true, "hexadecimal float literal should not have a leading minus", ""},
		{"f16", "0x17C00", false, "hexadecimal float constant out of range for type", ""},
		{"tf32", "0x100000000", false, "hexadecimal float constant out of range for type", ""},
		{"f32", "1", false, "unexpected decimal integer literal for a floating point value",
			"add a trailing dot to make the literal a float"},
		{"f32", "1e5", false, "expected floating point literal", ""},
	} {
		_, err := ParseMLIRLiteral(mustSem(t, c.typ), c.lit, c.neg)
		le, ok := err.(*LiteralError)
		if !ok || le.Msg != c.msg || le.Note != c.note {
			t.Errorf("ParseMLIRLiteral(%s, %q, %v) = %#v, want %q / %q", c.typ, c.lit, c.neg, err, c.msg, c.note)
		}
	}
}

func TestSemantics(t *testing.T) {
	for _, c := range []struct {
		name                 string
		width, prec, bias    int
		minExp, maxExp       int
		hasInf, hasNegZero   bool
		one, nan, inf, large string
	}{
		{"f16", 16, 11, 15, -14, 15, true, true, "3C00", "7E00", "7C00", "7BFF"},
		{"bf16", 16, 8, 127, -126, 127, true, true, "3F80", "7FC0", "7F80", "7F7F"},
		{"f32", 32, 24, 127, -126, 127, true, true, "3F800000", "7FC00000", "7F800000", "7F7FFFFF"},
		{"f64", 64, 53, 1023, -1022, 1023, true, true, "3FF0000000000000", "7FF8000000000000", "7FF0000000000000", "7FEFFFFFFFFFFFFF"},
		{"f80", 80, 64, 16383, -16382, 16383, true, true, "3FFF8000000000000000", "7FFFC000000000000000", "7FFF8000000000000000", "7FFEFFFFFFFFFFFFFFFF"},
		{"f128", 128, 113, 16383, -16382, 16383, true, true, "3FFF0000000000000000000000000000", "7FFF8000000000000000000000000000", "7FFF0000000000000000000000000000", "7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF"},
		{"tf32", 19, 11, 127, -126, 127, true, true, "1FC00", "3FE00", "3FC00", "3FBFF"},
		{"f8E5M2", 8, 3, 15, -14, 15, true, true, "3C", "7E", "7C", "7B"},
		{"f8E4M3", 8, 4, 7, -6, 7, true, true, "38", "7C", "78", "77"},
		{"f8E4M3FN", 8, 4, 7, -6, 8, false, true, "38", "7F", "7F", "7E"},
		{"f8E5M2FNUZ", 8, 3, 16, -15, 15, false, false, "40", "80", "80", "7F"},
		{"f8E4M3FNUZ", 8, 4, 8, -7, 7, false, false, "40", "80", "80", "7F"},
		{"f8E4M3B11FNUZ", 8, 4, 11, -10, 4, false, false, "58", "80", "80", "7F"},
	} {
		s := SemanticsByName(c.name)
		if s == nil || s.Name() != c.name || s.String() != c.name {
			t.Fatalf("SemanticsByName(%q) = %v", c.name, s)
		}
		if s.BitWidth() != c.width || s.Precision() != c.prec || s.Bias() != c.bias ||
			s.MinExponent() != c.minExp || s.MaxExponent() != c.maxExp ||
			s.HasInf() != c.hasInf || s.HasNegativeZero() != c.hasNegZero {
			t.Errorf("%s: parameters wrong", c.name)
		}
		one, _ := ParseDecimal(s, "1.0")
		large, _ := ParseDecimal(s, "1e99999")
		for _, v := range []struct {
			what string
			f    Float
			want string
		}{{"1.0", one, c.one}, {"NaN", NaN(s, false), c.nan}, {"Inf", Inf(s, false), c.inf},
			{"overflow", large, c.inf}} {
			if got := hexOf(v.f); got != v.want {
				t.Errorf("%s %s = 0x%s, want 0x%s", c.name, v.what, got, v.want)
			}
		}
		// The largest finite value is finite, and its successor is not.
		largest := mustHex(t, s, c.large)
		if !largest.IsFinite() {
			t.Errorf("%s: 0x%s should be finite", c.name, c.large)
		}
		next, _ := FromBigBits(s, new(big.Int).Add(largest.BigBits(), big.NewInt(1)))
		if next.IsFinite() {
			t.Errorf("%s: 0x%s should not be finite", c.name, hexOf(next))
		}
	}
	if SemanticsByName("f8E3M4") != nil || SemanticsByName("i32") != nil {
		t.Error("unexpected semantics")
	}
	if TF32.MLIRWidth() != 32 || F16.MLIRWidth() != 16 || F80.MLIRWidth() != 80 {
		t.Error("MLIRWidth")
	}
}

func TestClassification(t *testing.T) {
	for _, c := range []struct {
		sem                           *Semantics
		bits                          uint64
		nan, inf, zero, neg, denormal bool
	}{
		{F32, 0x80000000, false, false, true, true, false},
		{F32, 0x00000001, false, false, false, false, true},
		{F32, 0xFF800000, false, true, false, true, false},
		{F32, 0x7F800001, true, false, false, false, false},
		{F8E4M3FN, 0x7F, true, false, false, false, false},
		{F8E4M3FN, 0xFF, true, false, false, true, false},
		{F8E4M3FN, 0x78, false, false, false, false, false},
		{F8E4M3FNUZ, 0x80, true, false, false, true, false},
		{F8E4M3FNUZ, 0x00, false, false, true, false, false},
		{F8E5M2, 0x7C, false, true, false, false, false},
	} {
		f := FromBits(c.sem, c.bits, 0)
		if f.IsNaN() != c.nan || f.IsInf() != c.inf || f.IsZero() != c.zero ||
			f.IsNegative() != c.neg || f.IsDenormal() != c.denormal {
			t.Errorf("%s 0x%X: classification wrong", c.sem, c.bits)
		}
	}
	// Neg: FNUZ zero and NaN keep their sign.
	if z := Zero(F8E4M3FNUZ, true); z.Neg() != z || hexOf(z) != "0" {
		t.Error("FNUZ -0")
	}
	if n := NaN(F8E4M3FNUZ, false); n.Neg() != n {
		t.Error("FNUZ NaN")
	}
	one, _ := ParseDecimal(F16, "1")
	if hexOf(one.Neg()) != "BC00" || one.Neg().Abs() != one {
		t.Error("Neg/Abs")
	}
	if x := FromBits(F64, math.Float64bits(0.1), 0).Float64(); x != 0.1 {
		t.Errorf("Float64 = %v", x)
	}
	if x := FromBits(F16, 0x3555, 0).Float64(); x != 0.333251953125 {
		t.Errorf("Float64 = %v", x)
	}
}

func TestFromFloat64(t *testing.T) {
	for _, c := range []struct {
		sem   *Semantics
		x     float64
		bits  uint64
		loses bool
	}{
		{F16, 1.0, 0x3C00, false},
		{F16, 0.1, 0x2E66, true},
		{F16, 65520, 0x7C00, true},
		{F16, math.Inf(-1), 0xFC00, false},
		{F16, math.Float64frombits(0x7FF8000000000001), 0x7E00, true},
		{F16, math.Float64frombits(0x7FF0000000000001), 0x7E00, true}, // sNaN quietened
		{F32, math.Float64frombits(0x7FF4000000000000), 0x7FE00000, false},
		{F8E4M3FN, math.Inf(1), 0x7F, true},
		{F8E4M3FN, -470, 0xFF, true},
		{F8E4M3FNUZ, math.Copysign(0, -1), 0x00, true},
		{F8E4M3FNUZ, math.NaN(), 0x80, true},
		{F8E5M2, 1e-7, 0x00, true},
		{F8E5M2, -1e-7, 0x80, true},
		{BF16, 1e-7, 0x33D7, true},
	} {
		f, loses := FromFloat64(c.sem, c.x)
		if lo, _ := f.Bits(); lo != c.bits || loses != c.loses {
			t.Errorf("FromFloat64(%s, %v) = 0x%X %v, want 0x%X %v", c.sem, c.x, lo, loses, c.bits, c.loses)
		}
	}
}

func TestParseDecimalMisc(t *testing.T) {
	for _, c := range []struct {
		sem     *Semantics
		s, want string
	}{
		{F64, "0.1", "3FB999999999999A"},
		{F64, "-0", "8000000000000000"},
		{F64, "2.4703282292062327e-324", "0"},
		{F64, "2.4703282292062328e-324", "1"},
		{F64, "1e-99999", "0"},
		{F64, "0x1.8p1", "4008000000000000"},
		{F32, "16777217", "4B800000"},
		{F32, "16777219", "4B800002"},
		{F8E4M3FNUZ, "-0.0", "0"},
		{F16, "inf", "7C00"},
		{F16, "-NaN", "FE00"},
		{F8E4M3FN, "+Inf", "7F"},
	} {
		f, err := ParseDecimal(c.sem, c.s)
		if err != nil || hexOf(f) != c.want {
			t.Errorf("ParseDecimal(%s, %q) = 0x%s, %v; want 0x%s", c.sem, c.s, hexOf(f), err, c.want)
		}
	}
	for _, s := range []string{"", "-", "e5", ".", "1.2.3", "1x", "0x", "0x1p", "0x1"} {
		if _, err := ParseDecimal(F32, s); err == nil {
			t.Errorf("ParseDecimal(%q) succeeded", s)
		}
	}
}

// TestRoundTripProperty checks, for random f64 and f32 bit patterns, that
// whatever FormatMLIR prints in decimal parses back to the same bits, and
// that decimal MLIR literals parse like strconv.ParseFloat.
func TestRoundTripProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		var f Float
		switch i % 3 {
		case 0:
			f = FromBits(F64, rng.Uint64(), 0)
		case 1:
			f = FromBits(F32, uint64(rng.Uint32()), 0)
		default: // typical magnitudes
			x := (rng.Float64() - 0.5) * math.Pow(10, float64(rng.Intn(30)-15))
			f = FromBits(F64, math.Float64bits(x), 0)
		}
		text, hex := FormatMLIR(f)
		if hex {
			if !strings.HasPrefix(text, "0x") || (f.IsFinite() && strings.Contains(f.String(0, 3, true), ".")) {
				t.Fatalf("%s 0x%s printed %q", f.Semantics(), hexOf(f), text)
			}
			g, err := ParseMLIRLiteral(f.Semantics(), text, false)
			if err != nil || g != f {
				t.Fatalf("hex %q does not round-trip", text)
			}
			continue
		}
		g, err := ParseDecimal(f.Semantics(), text)
		if err != nil || g != f {
			t.Fatalf("%s 0x%s printed %q which parses to 0x%s (%v)", f.Semantics(), hexOf(f), text, hexOf(g), err)
		}
		// As an MLIR literal (when spelled as one), f64 must also agree.
		if f.Semantics() == F64 && isFloatLiteral(strings.TrimPrefix(text, "-")) {
			lit, neg := strings.CutPrefix(text, "-")
			h, err := ParseMLIRLiteral(F64, lit, neg)
			x, _ := strconv.ParseFloat(text, 64)
			if err != nil || h != f || math.Float64bits(x) != math.Float64bits(f.Float64()) {
				t.Fatalf("MLIR literal %q: 0x%s, %v", text, hexOf(h), err)
			}
		}
	}
}

// TestFromFloat64MatchesGo compares FromFloat64 with Go's own float64 ->
// float32 conversion, which also rounds to nearest even.
func TestFromFloat64MatchesGo(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 5000; i++ {
		x := math.Float64frombits(rng.Uint64())
		if i%2 == 0 {
			x = math.Ldexp(rng.Float64(), rng.Intn(320)-170)
		}
		if math.IsNaN(x) {
			continue
		}
		f, loses := FromFloat64(F32, x)
		want := math.Float32bits(float32(x))
		if lo, _ := f.Bits(); uint32(lo) != want || loses != (float64(float32(x)) != x) {
			t.Fatalf("FromFloat64(F32, %v) = 0x%X %v, want 0x%X", x, lo, loses, want)
		}
		// And ParseDecimal of Go's shortest spelling agrees with strconv.
		s := strconv.FormatFloat(x, 'g', -1, 64)
		g, err := ParseDecimal(F64, s)
		if err != nil || g.Float64() != x {
			t.Fatalf("ParseDecimal(F64, %q) = %v, %v", s, g.Float64(), err)
		}
	}
}

func BenchmarkFormatMLIR(b *testing.B) {
	f := FromBits(F64, math.Float64bits(3.14159265358979), 0)
	for i := 0; i < b.N; i++ {
		FormatMLIR(f)
	}
}

func BenchmarkParseMLIRLiteral(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := ParseMLIRLiteral(F32, "3.14159265358979", false); err != nil {
			b.Fatal(err)
		}
	}
}
