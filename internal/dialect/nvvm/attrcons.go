package nvvm

import "gpuc/internal/ir"

// The predicate of NVVM_MMAShapeAttr, the only non-enum attribute
// constraint of the NVVM ops (the generic ODS code checks the enums).
func init() {
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Check == nil && c.Def == "NVVM_MMAShapeAttr" {
				c.Check = func(a ir.Attribute) bool { _, ok := a.(*MMAShapeAttr); return ok }
			}
		}
	}
}
