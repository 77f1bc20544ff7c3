package llvm_test

import (
	"testing"

	"gpuc/internal/dialect/llvm"
)

// The messages are llvm::DataLayout::parse's (LLVM 19), as mlir-opt-19
// reports them for llvm.data_layout.
func TestParseDataLayout(t *testing.T) {
	for _, c := range []struct{ in, msg string }{
		{"", ""},
		{"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", ""},
		{"E-m:x-ni:1:2-A5-G1-P1-Fi8-a:0:64", ""},
		{"#vjkr32", "Unknown specifier in datalayout string"},
		{"e-", "Trailing separator in datalayout string"},
		{"-e", "Expected token before separator in datalayout string"},
		{"p:0", "Invalid pointer size of 0 bytes"},
		{"p3", "Missing size specification for pointer in datalayout string"},
		{"p:64", "Missing alignment specification for pointer in datalayout string"},
		{"p:64:24", "Pointer ABI alignment must be a power of 2"},
		{"p:64:64:32", "Preferred alignment cannot be less than the ABI alignment"},
		{"p:64:64:64:128", "Index width cannot be larger than pointer width"},
		{"p16777216:64:64", "Invalid address space, must be a 24-bit integer"},
		{"i8:16", "Invalid ABI alignment, i8 must be naturally aligned"},
		{"i64:0", "ABI alignment specification must be >0 for non-aggregate types"},
		{"a64:8", "Sized aggregate specification in datalayout string"},
		{"i64", "Missing alignment specification in datalayout string"},
		{"i64:1048576", "Invalid ABI alignment, must be a 16bit integer"},
		{"i64:64:24", "Invalid preferred alignment, must be a power of 2"},
		{"i16777216:8", "Invalid bit width, must be a 24-bit integer"},
		{"i64:12", "number of bits must be a byte width multiple"},
		{"n8:0", "Zero width native integer type in datalayout string"},
		{"S24", "Alignment is neither 0 nor a power of 2"},
		{"Fx8", "Unknown function pointer alignment type in datalayout string"},
		{"ni:0", "Address space 0 can never be non-integral"},
		{"m", "Expected mangling specifier in datalayout string"},
		{"mx:e", "Unexpected trailing characters after mangling specifier in datalayout string"},
		{"m:ee", "Unknown mangling specifier in datalayout string"},
		{"m:q", "Unknown mangling in datalayout string"},
		{"p:4294967296:8", "not a number, or does not fit in an unsigned int"},
	} {
		if got := llvm.ParseDataLayout(c.in); got != c.msg {
			t.Errorf("ParseDataLayout(%q) = %q, want %q", c.in, got, c.msg)
		}
	}
}
