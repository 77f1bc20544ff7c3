package ll

import (
	"bytes"
	"math"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
)

// floatModule holds one global per value, so that llvm-dis can print the
// same constants back.
func floatModule() *Module {
	m := NewModule("floats")
	add := func(c *ConstFloat) {
		m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "g" + itoa(len(m.Globals))}, ValueType: c.Typ, Init: c})
	}
	doubles := []float64{0, math.Copysign(0, -1), 0.1, 0.5, 1, -1, 1.5, 100, 1e300, 1e-300, 1e100, 123456.5, 1234567,
		16777220, 3.14159, 2.718281828, 1e-5, 1e21, 5e-324, 2.2250738585072014e-308, math.MaxFloat64,
		math.SmallestNonzeroFloat64 * 4660, math.Inf(1), math.Inf(-1), 0.3, 1.0 / 3, 999999.5, 9999995, 0.15, 125, 0.000001}
	for _, d := range doubles {
		add(Float64(d))
		add(Float32(float32(d)))
	}
	for _, bits := range []uint64{0x7FF8000000000000, 0x7FF8000000000001, 0xFFF8000000000000, 0x7FF0000000000001, 0x000FFFFFFFFFFFFF, 0x1234} {
		add(FloatBits(Double, 0, bits))
	}
	for _, bits := range []uint32{0x7FC00000, 0x7F800001, 0xFFC00001, 0x7FA00000, 0x00000001, 0x807FFFFF} {
		add(FloatBits(Float, 0, uint64(bits)))
	}
	for _, h := range []uint64{0, 0x3C00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x8000, 0x3555} {
		add(FloatBits(Half, 0, h))
		add(FloatBits(BFloat, 0, h))
	}
	add(FloatBits(FP128, 0x3FFF000000000000, 0))
	add(FloatBits(FP128, 0x4000123400000000, 0xDEADBEEF))
	add(FloatBits(X86FP80, 0x3FFF, 0x8000000000000000))
	add(FloatBits(PPCFP128, 0x0, 0x3FF0000000000000))
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 400; i++ {
		add(FloatBits(Double, 0, r.Uint64()))
		add(FloatBits(Float, 0, uint64(r.Uint32())))
		// Short decimals, the values translated code mostly holds.
		v := float64(r.Intn(2000000)-1000000) / math.Pow(10, float64(r.Intn(12)))
		add(Float64(v))
		add(Float32(float32(v)))
	}
	return m
}

// TestFloatsMatchLLVM prints float constants and checks llvm-dis prints
// them back identically after llvm-as reads them.
func TestFloatsMatchLLVM(t *testing.T) {
	as, err1 := exec.LookPath("llvm-as-19")
	dis, err2 := exec.LookPath("llvm-dis-19")
	if err1 != nil || err2 != nil {
		t.Skip("llvm-as-19/llvm-dis-19 not installed")
	}
	text := floatModule().String()
	bc, err := run(as, text, "-o", "-")
	if err != nil {
		t.Fatalf("llvm-as: %v", err)
	}
	back, err := run(dis, bc, "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis: %v", err)
	}
	if dropModuleID(back) != dropModuleID(text) {
		t.Errorf("llvm-dis prints differently:\n%s", firstDiff(dropModuleID(text), dropModuleID(back)))
	}
}

func run(tool, stdin string, args ...string) (string, error) {
	cmd := exec.Command(tool, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", &toolError{err: err, stderr: errb.String()}
	}
	return out.String(), nil
}

type toolError struct {
	err    error
	stderr string
}

func (e *toolError) Error() string { return e.err.Error() + ": " + e.stderr }

func TestFloatText(t *testing.T) {
	cases := []struct {
		c    *ConstFloat
		want string
	}{
		{Float64(0.1), "1.000000e-01"},
		{Float32(0.1), "0x3FB99999A0000000"},
		{Float64(1234567), "0x4132D68700000000"},
		{Float64(math.Copysign(0, -1)), "-0.000000e+00"},
		{Float64(5e-324), "4.940660e-324"},
		{FloatBits(Double, 0, 0x000FFFFFFFFFFFFF), "0xFFFFFFFFFFFFF"},
		{FloatBits(Float, 0, 0x7F800001), "0x7FF0000020000000"},
		{FloatBits(Half, 0, 0x3C00), "0xH3C00"},
		{FloatBits(FP128, 0x3FFF000000000000, 0), "0xL00000000000000003FFF000000000000"},
	}
	for _, c := range cases {
		if got := string(appendFloat(nil, c.c)); got != c.want {
			t.Errorf("%v: got %s, want %s", c.c, got, c.want)
		}
	}
}
