package scf

import (
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
)

// DeviceMappingArrayAttr (scf.forall's mapping): an array of attributes
// implementing DeviceMappingAttrInterface, which in MLIR 19 are the gpu
// dialect's block, warpgroup, warp, thread and memory_space mappings.
func init() {
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Def == "DeviceMappingArrayAttr" && c.Check == nil {
				c.Check = isDeviceMappingArray
			}
		}
	}
}

func isDeviceMappingArray(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if _, ok := e.(*gpu.MappingAttr); !ok {
			return false
		}
	}
	return true
}
