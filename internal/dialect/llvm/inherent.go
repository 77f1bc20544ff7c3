package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// MLIR's hand-written parsers put the attribute dictionary into the
// OperationState as is; Operation::setAttrs then stores the inherent ones
// in the properties with setInherentAttr, whose dyn_cast_or_null drops a
// value of the wrong attribute class without a diagnostic (`llvm.func @f()
// attributes {garbageCollector = 1}` parses as if it had none). The
// declarative formats check them instead (verifyInherentAttrs), so this
// only wraps the parsers of ops with custom syntax.

func isBuiltinAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.ArrayAttr, *ir.DictionaryAttr,
		*ir.UnitAttr, *ir.TypeAttr, *ir.SymbolRefAttr, *ir.DenseArrayAttr, *ir.DenseElementsAttr,
		*ir.SparseElementsAttr, *ir.DenseResourceAttr:
		return true
	}
	return false
}

// storageClassMatches is the dyn_cast of setInherentAttr for constraint c.
func storageClassMatches(c *ods.AttrCons, a ir.Attribute) bool {
	if c == nil || a == nil {
		return true
	}
	switch c.Kind {
	case ods.AttrUnit:
		_, ok := a.(*ir.UnitAttr)
		return ok
	case ods.AttrBool:
		ia, ok := a.(*ir.IntegerAttr)
		return ok && asm.TypeString(ia.Type) == "i1"
	case ods.AttrInt, ods.AttrIntEnum:
		_, ok := a.(*ir.IntegerAttr)
		return ok
	case ods.AttrFloat:
		_, ok := a.(*ir.FloatAttr)
		return ok
	case ods.AttrString, ods.AttrSymbolName:
		_, ok := a.(*ir.StringAttr)
		return ok
	case ods.AttrSymbolRef:
		_, ok := a.(*ir.SymbolRefAttr)
		return ok
	case ods.AttrFlatSymbolRef:
		r, ok := a.(*ir.SymbolRefAttr)
		return ok && len(r.Nested) == 0
	case ods.AttrType:
		_, ok := a.(*ir.TypeAttr)
		return ok
	case ods.AttrArray:
		_, ok := a.(*ir.ArrayAttr)
		return ok
	case ods.AttrDict:
		_, ok := a.(*ir.DictionaryAttr)
		return ok
	case ods.AttrDenseArray:
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && (c.ValueType == "" || asm.TypeString(d.Elem) == c.ValueType)
	case ods.AttrElements:
		switch a.(type) {
		case *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
			return true
		}
		return false
	case ods.AttrDialectEnum:
		if e, ok := a.(*ods.EnumAttr); ok {
			return c.Mnemonic == "" || e.Def == nil || e.Def.Mnemonic == c.Mnemonic
		}
		return !isBuiltinAttr(a)
	case ods.AttrDialect:
		return !isBuiltinAttr(a)
	}
	return true
}

// DropMismatchedInherent wraps the parsers of the custom-syntax ops of
// specs (the nvvm and rocdl dialects use it too).
func DropMismatchedInherent(specs []*ods.Spec, hooks map[string]*ods.OpHooks) {
	for _, s := range specs {
		h := hooks[s.Name]
		if !s.Custom || h == nil || h.Syntax == nil || h.Syntax.Parse == nil {
			continue
		}
		cons := map[string]*ods.AttrCons{}
		for _, a := range s.Attrs {
			cons[a.Name] = a.Cons
		}
		parse := h.Syntax.Parse
		syn := *h.Syntax
		syn.Parse = func(p *asm.Parser, st *ir.OperationState) {
			parse(p, st)
			keep := st.Attrs[:0:0]
			for _, a := range st.Attrs {
				if c, ok := cons[a.Name]; ok && !storageClassMatches(c, a.Value) {
					continue
				}
				keep = append(keep, a)
			}
			st.Attrs = keep
		}
		h.Syntax = &syn
	}
}
