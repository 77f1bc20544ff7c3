package asm_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
)

// TestEmptySymbolName: `@""` parses to an empty symbol name, which
// mlir-opt-19 prints as `@<<INVALID EMPTY SYMBOL>>` wherever a symbol
// reference or a symbol's name is printed (expected text from the oracle).
func TestEmptySymbolName(t *testing.T) {
	src := `"t.op"() {n = @a::@"", sym = @""} : () -> ()` + "\n" + `llvm.func @""()` + "\n"
	want := "module {\n" +
		`  "t.op"() {n = @a::@<<INVALID EMPTY SYMBOL>>, sym = @<<INVALID EMPTY SYMBOL>>} : () -> ()` + "\n" +
		"  llvm.func @<<INVALID EMPTY SYMBOL>>()\n" +
		"}\n"
	out, ok := roundTrip(t, []byte(src), asm.DefaultFlags())
	if !ok {
		t.Fatal("input rejected")
	}
	if got := strings.TrimSpace(string(out)) + "\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
