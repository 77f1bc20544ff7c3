package pass

import "gpuc/internal/ir"

// stripDebugInfo is MLIR's strip-debuginfo: every op and block argument
// nested in (and including) the op gets the unknown location.
type stripDebugInfo struct{}

func (stripDebugInfo) Run(top *ir.Operation) error {
	unknown := top.Context().Unknown()
	top.WalkPre(func(op *ir.Operation) ir.WalkResult {
		op.SetLoc(unknown)
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for i := 0; i < b.NumArgs(); i++ {
					b.SetArgLoc(i, unknown)
				}
			}
		}
		return ir.Advance
	})
	return nil
}

func init() {
	Register(&Info{
		Name:    "strip-debuginfo",
		Title:   "StripDebugInfo",
		Summary: "Strip debug info from all operations",
		New:     func(Values) (Pass, error) { return stripDebugInfo{}, nil },
	})
}
