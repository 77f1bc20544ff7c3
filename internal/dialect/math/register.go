package math

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

func init() { ods.RegisterEnums("math", genEnums) }

// Hand-written parts of the dialect; the files of this package fill them in
// their init functions.
var (
	hooks      = map[string]*ods.OpHooks{}
	directives = map[string]*ods.Directive{}
	syntax     *asm.DialectSyntax
	// Parsers of the dialect's hand-written types and attributes by
	// mnemonic, positioned after the mnemonic.
	typeParsers = map[string]func(p *asm.Parser) ir.Type{}
	attrParsers = map[string]func(p *asm.Parser, t ir.Type) ir.Attribute{}
	extraOps    []*ir.OpDef
)

// hook returns the hooks of op (full name), creating them.
func hook(op string) *ods.OpHooks {
	h := hooks[op]
	if h == nil {
		h = &ods.OpHooks{}
		hooks[op] = h
	}
	return h
}

// Register adds the math dialect to reg.
func Register(reg *ir.Registry) {
	ods.Register(reg, &ods.Dialect{Name: "math", Ops: genOps, EnumAttrs: genEnumAttrs, Hooks: hooks,
		Directive: directives, Syntax: syntax, MaterializeConstant: materializeConstant,
		TypeParsers: typeParsers, AttrParsers: attrParsers, Extra: extraOps})
}
