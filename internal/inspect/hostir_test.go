package inspect

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
)

// TestHostIRCorpus checks HostIR returns, byte for byte, the code object
// MLIR 19 embedded: the host IR of a format=bin compile holds the same
// bytes as the checked-in fixture, which came from the same command.
func TestHostIRCorpus(t *testing.T) {
	want, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	e := onlyEmbedded(t, corpusHostIR(t, "saxpy", "rocdl", "bin"))
	if e.Symbol != "saxpy_kernels_bin_cst" || e.Module != "saxpy_kernels" || e.Line != 4 {
		t.Errorf("got @%s (module %s) at line %d", e.Symbol, e.Module, e.Line)
	}
	if !bytes.Equal(e.Data, want) {
		t.Errorf("embedded %d bytes differ from the fixture's %d (regenerate it as testdata/README.md says if LLVM changed)", len(e.Data), len(want))
	}
}

// TestHostIR covers gpuc's own embedding (<module>_gpubin_cst with a NUL),
// quoted names, LLVM's escapes and module order.
func TestHostIR(t *testing.T) {
	ir := `; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@other = global i32 0
@first_gpubin_cst = internal constant [6 x i8] c"\7FEL\5C\22\00", align 8
@"my.mod-2_gpubin_cst" = internal constant [3 x i8] c"a\\\00", align 8
@up_bin_cst = internal constant [2 x i8] c"\00\00"

define void @f() {
  ret void
}
`
	es, err := HostIR([]byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	want := []Embedded{
		{Module: "first", Symbol: "first_gpubin_cst", Line: 5, Data: []byte("\x7fEL\\\"")},
		{Module: "my.mod-2", Symbol: "my.mod-2_gpubin_cst", Line: 6, Data: []byte(`a\`)},
		{Module: "up", Symbol: "up_bin_cst", Line: 7, Data: []byte{0, 0}},
	}
	if len(es) != len(want) {
		t.Fatalf("got %d binaries %+v, want %d", len(es), es, len(want))
	}
	for i := range want {
		if es[i].Module != want[i].Module || es[i].Symbol != want[i].Symbol || es[i].Line != want[i].Line ||
			!bytes.Equal(es[i].Data, want[i].Data) {
			t.Errorf("%d: got %+v, want %+v", i, es[i], want[i])
		}
	}
}

// TestHostIRErrors checks malformed binary globals are located errors.
func TestHostIRErrors(t *testing.T) {
	for _, c := range []struct {
		line, want string
		col        int
	}{
		{`@m_gpubin_cst = internal constant [3 x i8] c"ab\00"`, "", 0},
		{`@m_gpubin_cst = internal constant [4 x i8] c"ab\00"`, "holds 3 bytes but the type says [4 x i8]", 14},
		{`@m_gpubin_cst = internal constant [2 x i8] c"ab"`, "no NUL terminator", 14},
		{`@m_gpubin_cst = internal constant [2 x i8] c"a\G0"`, "bad escape", 14},
		{`@m_gpubin_cst = internal constant [2 x i8] c"a\0`, "unterminated", 14},
		{`@m_gpubin_cst = internal constant [2 x i16] [i16 0, i16 1]`, "not an i8 array", 14},
		{`@m_gpubin_cst = internal constant [8 x i8] zeroinitializer`, "all zeros", 14},
		{`@m_gpubin_cst = external global ptr`, "not a constant [N x i8] array", 14},
		{`@"m_gpubin_cst = internal constant [2 x i8] c"ab"`, "", 0},
		{`@"m\ZZ_gpubin_cst" = internal constant [1 x i8] c"\00"`, "global name: bad escape", 1},
		{`@"unterminated = global i8 0`, "unterminated quoted global name", 1},
	} {
		_, err := HostIR([]byte("; x\n" + c.line + "\n"))
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: unexpected error %v", c.line, err)
			}
			continue
		}
		var le *LocatedError
		if !errors.As(err, &le) || le.Line != 2 || le.Col != c.col || !strings.Contains(le.Msg, c.want) {
			t.Errorf("%s: error %v, want 2:%d: ...%s...", c.line, err, c.col, c.want)
		}
	}
}
