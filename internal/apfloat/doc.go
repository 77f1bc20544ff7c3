// Package apfloat implements the parts of LLVM 19's APFloat that MLIR's
// textual tools need to parse and print float attributes byte-identically
// to mlir-opt-19: the semantics of every MLIR builtin float type,
// correctly rounded conversion from decimal strings and between formats,
// IEEEFloat::toString, and MLIR's printFloatValue.
//
// A Float is an immutable (semantics, bit pattern) pair:
//
//	f, _ := apfloat.ParseMLIRLiteral(apfloat.BF16, "0.1", false)
//	text, _ := apfloat.FormatMLIR(f) // "1.000980e-01"
//
// The test tables in testdata were generated from LLVM 19 itself: the
// APFloat of libLLVM-19 (testdata/gen/oracle.cpp) and mlir-opt-19. To
// regenerate them run python3 internal/apfloat/testdata/gen/gen.py (needs
// g++, llvm-19-dev and mlir-opt-19; the Go tests need none of these).
package apfloat
