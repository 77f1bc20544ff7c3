// Package ub registers MLIR 19's ub dialect: ub.poison and #ub.poison, the
// poisoned constant that folds of undefined operations produce (an
// affine.apply dividing by zero folds to it).
package ub

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

func init() {
	ods.RegisterEnums("ub", genEnums)
	ac1.Check = func(a ir.Attribute) bool { _, ok := a.(*PoisonAttr); return ok }
	ods.AttrDefaults["PoisonAttrInterface"] = func(ctx *ir.Context, _ string) ir.Attribute { return Poison(ctx) }
	hooks["ub.poison"] = &ods.OpHooks{Fold: func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		a := op.Attr("value")
		if a == nil {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldAttr(a)}, true
	}}
}

var hooks = map[string]*ods.OpHooks{}

// PoisonAttr is #ub.poison.
type PoisonAttr struct{ ir.AttrBase }

// Poison returns #ub.poison.
func Poison(ctx *ir.Context) *PoisonAttr {
	return ir.Intern(ctx, ir.KeyOfName("ub.poison"), func() *PoisonAttr { return &PoisonAttr{} })
}

// MaterializeConstant is UBDialect::materializeConstant: ub.poison of a
// poison attribute.
func MaterializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	p, ok := value.(*PoisonAttr)
	if !ok {
		return nil
	}
	return b.Create(&ir.OperationState{Name: "ub.poison", Loc: loc, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: p}}})
}

// Register adds the ub dialect to reg.
func Register(reg *ir.Registry) {
	ods.Register(reg, &ods.Dialect{Name: "ub", Ops: genOps, EnumAttrs: genEnumAttrs, Hooks: hooks,
		MaterializeConstant: MaterializeConstant,
		AttrParsers: map[string]func(p *asm.Parser, t ir.Type) ir.Attribute{
			"poison": func(p *asm.Parser, _ ir.Type) ir.Attribute { return Poison(p.Context()) },
		},
		Syntax: &asm.DialectSyntax{PrintAttr: func(pr *asm.Printer, a ir.Attribute) bool {
			if _, ok := a.(*PoisonAttr); ok {
				pr.WriteString("poison")
				return true
			}
			return false
		}}})
}
