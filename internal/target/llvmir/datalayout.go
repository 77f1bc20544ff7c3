package llvmir

import "gpuc/internal/target/llvmir/ll"

// dataLayout is the module's data layout, which sizes and aligns the
// types of the instructions translation creates without an explicit
// alignment; the model lives in ll, where the constant folder uses it too.
type dataLayout = ll.DataLayout

// parseDataLayout reads an LLVM data layout string (see ll.ParseDataLayout).
func parseDataLayout(s string) *dataLayout { return ll.ParseDataLayout(s) }
