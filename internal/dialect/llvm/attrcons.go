package llvm

import (
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Predicates and default values of the LLVM dialect's attribute
// constraints that the generic ODS code cannot evaluate.

func arrayOf(m string) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !IsA(e, m) {
				return false
			}
		}
		return true
	}
}

// arrayWhere is an ArrayAttr whose elements all satisfy elem.
func arrayWhere(elem func(ir.Attribute) bool) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !elem(e) {
				return false
			}
		}
		return true
	}
}

var attrConsChecks = map[string]func(ir.Attribute) bool{
	"CConv":                     func(a ir.Attribute) bool { return IsA(a, "cconv") },
	"TailCallKind":              func(a ir.Attribute) bool { return IsA(a, "tailcallkind") },
	"Linkage":                   func(a ir.Attribute) bool { return IsA(a, "linkage") },
	"LLVM_AccessGroupArrayAttr": arrayOf("access_group"),
	"LLVM_AliasScopeArrayAttr":  arrayOf("alias_scope"),
	"LLVM_TBAATagArrayAttr":     arrayOf("tbaa_tag"),
	// The builtin typed arrays (their element predicates).
	"DictArrayAttr": arrayWhere(func(e ir.Attribute) bool { _, ok := e.(*ir.DictionaryAttr); return ok }),
	"StrArrayAttr":  arrayWhere(func(e ir.Attribute) bool { _, ok := e.(*ir.StringAttr); return ok }),
	"FlatSymbolRefArrayAttr": arrayWhere(func(e ir.Attribute) bool {
		r, ok := e.(*ir.SymbolRefAttr)
		return ok && len(r.Nested) == 0
	}),
	"I32ArrayAttr": arrayWhere(func(e ir.Attribute) bool {
		i, ok := e.(*ir.IntegerAttr)
		return ok && isSignlessInt(i.Type) && intOrFloatWidth(i.Type) == 32
	}),
	"anonymous_802": func(a ir.Attribute) bool {
		ta, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = ta.Type.(*FunctionType)
		return ok
	},
}

// enumDefault builds the default #llvm.<mnemonic><case> from a C++ default
// such as "CConv::C".
func enumDefault(mnemonic string, e *ods.Enum) func(ctx *ir.Context, def string) ir.Attribute {
	return func(ctx *ir.Context, def string) ir.Attribute {
		sym := def
		for i := len(def) - 1; i >= 0; i-- {
			if def[i] == ':' {
				sym = def[i+1:]
				break
			}
		}
		for _, c := range e.Cases {
			if c.Sym == sym {
				return NewAttr(ctx, mnemonic, c.Value)
			}
		}
		return nil
	}
}

func init() {
	ods.AttrDefaults["CConv"] = enumDefault("cconv", enCConv)
	ods.AttrDefaults["TailCallKind"] = enumDefault("tailcallkind", enTailCallKind)
	ods.AttrDefaults["Linkage"] = enumDefault("linkage", enLinkage)
	// DefaultValuedAttr<LLVM_DIExpressionAttr, "{}">: the empty expression.
	ods.AttrDefaults["LLVM_DIExpressionAttr"] = func(ctx *ir.Context, def string) ir.Attribute {
		if def != "{}" {
			return nil
		}
		return NewAttr(ctx, "di_expression")
	}
	for _, s := range genOps {
		for _, a := range s.Attrs {
			c := a.Cons
			if c == nil || c.Check != nil {
				continue
			}
			if f := attrConsChecks[c.Def]; f != nil {
				c.Check = f
			} else if c.Kind == ods.AttrDialect && c.Dialect == "llvm" {
				m := c.Mnemonic
				c.Check = func(a ir.Attribute) bool { return attrDefs[m] == nil || IsA(a, m) }
			}
		}
	}
}

// AttrConsCheck returns the predicate of the attribute constraint def
// (ODS def name) that the llvm dialect defines, or nil: the nvvm and rocdl
// ops use the LLVM metadata array constraints too.
func AttrConsCheck(def string) func(ir.Attribute) bool { return attrConsChecks[def] }
