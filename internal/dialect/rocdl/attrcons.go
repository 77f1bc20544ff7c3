package rocdl

import "gpuc/internal/dialect/llvm"

// The LLVM attribute constraints of the ROCDL ops (alias scope and TBAA
// arrays of the buffer ops), whose predicates the llvm package defines.
func init() {
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Check == nil {
				if f := llvm.AttrConsCheck(c.Def); f != nil {
					c.Check = f
				}
			}
		}
	}
}
