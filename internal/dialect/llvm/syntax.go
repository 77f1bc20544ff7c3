package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

func init() {
	syntax = &asm.DialectSyntax{
		ParseType: parseDialectType,
		PrintType: printDialectType,
		ParseAttr: parseDialectAttr,
		PrintAttr: printDialectAttr,
		AttrAlias: attrAlias,
	}
}

// parseDialectAttr handles `#llvm.<body>` when no mnemonic parser claimed
// it: MLIR's generated attribute parser reports unknown mnemonics.
func parseDialectAttr(p *asm.Parser, body string, t ir.Type) ir.Attribute {
	off := p.Offset()
	kw, ok := p.ParseOptionalKeywordText()
	if !ok {
		p.ErrorAt(off, "expected valid keyword")
	}
	p.ErrorAt(off, "unknown attribute `%s` in dialect `llvm`", kw)
	return nil
}

func printDialectAttr(pr *asm.Printer, a ir.Attribute) bool {
	if la, ok := a.(*Attr); ok {
		printLLVMAttr(pr, la)
		return true
	}
	return false
}

func attrAlias(a ir.Attribute) string {
	if la, ok := a.(*Attr); ok && la.Def.Alias {
		return la.Def.Mnemonic
	}
	return ""
}
