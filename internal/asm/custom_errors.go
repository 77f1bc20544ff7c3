package asm

import (
	"fmt"

	"gpuc/internal/ir"
)

// CustomOpName returns the full name of the op whose custom parser is
// running, or "" outside custom op syntax.
func (p *Parser) CustomOpName() string { return p.customOp }

// OpErrorAt reports an error the way MLIR's OpAsmParser::emitError does:
// inside a custom op parser the message is prefixed "custom op 'name' ".
func (p *Parser) OpErrorAt(off int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if p.customOp != "" {
		msg = "custom op '" + p.customOp + "' " + msg
	}
	p.errorAt(off, "%s", msg)
}

// OpNoteError records an error like OpErrorAt without stopping the parse;
// the next error reported ends it. MLIR emits such pairs (an attribute
// parameter's error, then "failed to parse ... parameter").
func (p *Parser) OpNoteError(off int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if p.customOp != "" {
		msg = "custom op '" + p.customOp + "' " + msg
	}
	p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off), Msg: msg})
}

// ExpectOpKeyword consumes keyword kw or reports MLIR's parseKeyword error
// ("expected 'kw'"), prefixed inside custom op parsers.
func (p *Parser) ExpectOpKeyword(kw string) {
	if !p.isKw(kw) {
		p.OpErrorAt(p.tok.start, "expected '%s'", kw)
	}
	p.consume()
}

// PrintStripped prints a dialect type or attribute without its
// `!dialect.mnemonic` / `#dialect.mnemonic` prefix, as MLIR's
// printStrippedAttrOrType: an alias, when it has one, is printed instead, and
// when nothing would remain the full form is printed. It uses this printer
// (its aliases and distinct-attribute numbering).
func (p *Printer) PrintStripped(v any) {
	if p.collecting {
		switch v := v.(type) {
		case ir.Type:
			p.PrintType(v)
		case ir.Attribute:
			p.PrintAttribute(v)
		}
		return
	}
	if p.printAlias(v) {
		return
	}
	start := len(p.buf)
	switch v := v.(type) {
	case ir.Type:
		p.printTypeImpl(v)
	case ir.Attribute:
		p.printAttributeImpl(v, elideNever)
	}
	body := p.buf[start:]
	if len(body) == 0 || (body[0] != '!' && body[0] != '#') {
		return
	}
	i := 1
	for i < len(body) && (isAlpha(body[i]) || body[i] >= '0' && body[i] <= '9' || body[i] == '_' || body[i] == '.') {
		i++
	}
	if i == len(body) || string(body[:i]) == "#loc" {
		return // nothing would remain: keep the full form
	}
	rest := append([]byte(nil), body[i:]...)
	p.buf = append(p.buf[:start], rest...)
}

// CustomOpNameOffset is the offset of the name of the op whose custom
// parser is running (MLIR's getNameLoc).
func (p *Parser) CustomOpNameOffset() int { return p.customOpOff }
