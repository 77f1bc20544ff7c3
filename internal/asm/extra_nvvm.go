package asm

import (
	"strings"

	"gpuc/internal/ir"
)

// Token-level helpers for hand-written attribute parsers that follow
// MLIR's generated AttrDef parsers (FieldParser<int>, FieldParser<string>,
// struct(...) parameter lists), used by the nvvm and rocdl target
// attributes.

// IsIntegerLiteral reports whether the current token is an integer literal.
func (p *Parser) IsIntegerLiteral() bool { return p.is(tInteger) }

// ConsumeToken consumes the current token, whatever it is.
func (p *Parser) ConsumeToken() { p.consume() }

// StringLiteralValue returns the decoded value of the current token, which
// must be a string literal (see IsString).
func (p *Parser) StringLiteralValue() string {
	b := p.textBytes()
	if p.tok.kind != tString || len(b) < 2 {
		return ""
	}
	return unescape(b[1 : len(b)-1])
}

// EmitErrorAt records an error at byte offset off without unwinding, for
// parsers that, like MLIR's, report a second error before failing.
func (p *Parser) EmitErrorAt(off int, format string, args ...any) {
	p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off), Msg: sprintf(format, args...)})
}

// PrintString prints s as a quoted, escaped string literal (MLIR's
// AsmPrinter::printString).
func (p *Printer) PrintString(s string) { p.printEscapedString(s) }

// WrongTokenOffset returns where MLIR's emitWrongTokenError reports an
// error about the current token: after the previous token when the current
// one starts a new line (skipping blank and comment-only lines).
func (p *Parser) WrongTokenOffset() int {
	off := p.tok.start
	if p.tok.kind == tEOF && off > 0 {
		off--
	}
	orig := off
	s := p.src[:off]
	for {
		s = trimRightSpaceTab(s)
		if len(s) == 0 {
			return orig
		}
		if c := s[len(s)-1]; c != '\n' && c != '\r' {
			return len(s)
		}
		s = s[:len(s)-1]
		prevLine := s
		if i := lastIndexAny(prevLine, '\n', '\r'); i >= 0 {
			prevLine = prevLine[i:]
		}
		if ci := strings.Index(string(prevLine), "//"); ci >= 0 {
			s = s[:len(s)-(len(prevLine)-ci)]
		}
	}
}

// Recover runs fn and reports whether it returned normally. A parse error
// inside fn is recorded but stops unwinding at Recover, so that a parser
// can add a follow-up error, as MLIR's generated attribute parsers do
// ("failed to parse ... parameter"); the caller must then fail too.
func (p *Parser) Recover(fn func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(bailout); !bail {
				panic(r)
			}
			ok = false
		}
	}()
	fn()
	return true
}
