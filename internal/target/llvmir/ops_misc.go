package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

func init() {
	// llvm.linker_options appends its strings as one node of the
	// !llvm.linker.options named metadata.
	RegisterOp("llvm.linker_options", func(t *Translator, op *ir.Operation) error {
		arr, _ := op.Attr("options").(*ir.ArrayAttr)
		var ops []ll.Metadata
		if arr != nil {
			for _, e := range arr.Elems {
				if s, ok := e.(*ir.StringAttr); ok {
					ops = append(ops, ll.MDString(s.Value))
				}
			}
		}
		n := t.M.NamedMD("llvm.linker.options")
		n.Ops = append(n.Ops, ll.Tuple(ops...))
		return nil
	})
}
