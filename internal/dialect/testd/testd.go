// Package testd is the name of MLIR's test dialect, which the oracle's
// mlir-opt-19 (Debian's build) registers: its ops gpuc does not have, but
// like mlir-opt-19 it accepts any `test.*` op in the generic form without
// --allow-unregistered-dialect, as an op of a known dialect that allows
// unknown operations (TestDialect's allowUnknownOperations). MLIR's own
// test files use such ops throughout.
package testd

import "gpuc/internal/ir"

// Register adds the test dialect's name to reg.
func Register(reg *ir.Registry) {
	reg.AddDialect("test").AllowUnknownOps = true
}
