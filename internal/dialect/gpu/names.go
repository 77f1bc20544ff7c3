package gpu

import (
	"strings"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Result names of the dimension ops (their getAsmResultNames):
// `gpu.thread_id x` → %thread_id_x. The names ODS generates for ops with
// several results (%memref, %asyncToken) come from internal/ods.
func init() {
	for _, s := range genOps {
		if !s.HasTrait("Interface:OpAsmOpInterface") || !hasAttrArg(s, "dimension") {
			continue
		}
		prefix := strings.TrimPrefix(s.Name, "gpu.")
		hook(s.Name).ResultNames = func(op *ir.Operation, set func(*ir.Value, string)) {
			if op.NumResults() != 1 {
				return
			}
			if d, ok := op.Attr("dimension").(*ods.EnumAttr); ok {
				set(op.Result(0), prefix+"_"+d.String())
			}
		}
	}
}

func hasAttrArg(s *ods.Spec, name string) bool {
	for _, a := range s.Attrs {
		if a.Name == name {
			return true
		}
	}
	return false
}
