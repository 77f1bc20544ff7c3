package cf

import (
	"gpuc/internal/ir"
)

// AnyIntElementsAttr (cf.switch's case_values): an elements attribute of
// integer or index elements. The generic ODS verifier only knows the
// attribute's class.
func init() {
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Def == "AnyIntElementsAttr" && c.Check == nil {
				c.Check = isIntElementsAttr
			}
		}
	}
}

func isIntElementsAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr, *ir.DenseStringElementsAttr:
	default:
		return false
	}
	ta, ok := a.(ir.TypedAttr)
	if !ok {
		return false
	}
	st, ok := ta.AttrType().(ir.ShapedType)
	if !ok {
		return false
	}
	switch st.ElementType().(type) {
	case *ir.IntegerType, *ir.IndexType:
		return true
	}
	return false
}
