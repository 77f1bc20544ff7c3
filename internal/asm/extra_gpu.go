package asm

import (
	"gpuc/internal/affine"
	"gpuc/internal/ir"
)

// Helpers used by the gpu dialect's hand-written parsers.

// ParseDimensionList parses `16x16x` (each size followed by `x`), as MLIR's
// AsmParser::parseDimensionList(dims, allowDynamic, withTrailingX=true).
func (p *Parser) ParseDimensionList(allowDynamic bool) []int64 {
	return p.parseDimensionListRanked(allowDynamic)
}

// ParseStringLiteral parses a string token and returns its unescaped
// value (the caller checks IsString first).
func (p *Parser) ParseStringLiteral() string {
	if !p.is(tString) {
		p.wrongTok("expected string")
	}
	s := unescape(p.src[p.tok.start+1 : p.tok.end-1])
	p.consume()
	return s
}

// ParseArgumentOperand parses `%name` where result numbers are not allowed
// (MLIR's parseOperand(..., allowResultNumber=false)).
func (p *Parser) ParseArgumentOperand() UnresolvedOperand { return p.parseSSAUse(false) }

// ParseBareAffineMap parses an affine map written without `affine_map<>`,
// `(d0)[s0] -> (d0 + s0)`, as MLIR's AsmParser::parseAffineMap.
func (p *Parser) ParseBareAffineMap() affine.Map {
	m, end, err := affine.ParseMapBody(p.src, p.tok.start)
	if err != nil {
		p.affineError(err)
	}
	p.resetTo(end)
	return m
}

// Try runs f and reports whether it parsed without error. An error f
// reports stays recorded and the parse continues in the caller, which must
// then report its own (follow-up) error, as MLIR parsers that emit a second
// diagnostic after a failed sub-parse ("failed to parse ... parameter").
// After a failure inside a nested dialect attribute or type body, the
// parser is put just after that attribute or type, where MLIR's lexer is.
func (p *Parser) Try(f func()) (ok bool) {
	start := p.tok.start
	src, lex, tok, prev, op := p.src, p.lex, p.tok, p.prev, p.customOp
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if _, bail := r.(bailout); !bail {
			panic(r)
		}
		ok = false
		if len(p.src) == len(src) {
			return
		}
		// A nested subParse bailed out and left the source restricted to
		// its body; find the extended symbol at this level holding it.
		failEnd := len(p.src)
		p.src, p.lex, p.tok, p.prev, p.customOp = src, lex, tok, prev, op
		p.lex.pos = start
		p.tok = p.lex.next()
		for p.tok.kind != tEOF && p.tok.kind != tError && p.tok.start < failEnd {
			if p.tok.kind == tHashIdent || p.tok.kind == tExclIdent {
				end := p.tok.end
				if end < len(p.src) && p.src[end] == '<' {
					end = p.skipBalanced(end)
				}
				if end >= failEnd {
					p.lex.pos = end
					p.tok = p.lex.next()
					return
				}
			}
			p.prev = p.tok
			p.tok = p.lex.next()
		}
	}()
	f()
	return true
}

// skipBalanced returns the offset after the balanced `<...>` starting at
// src[off] (strings skipped), or len(src) if it is not closed.
func (p *Parser) skipBalanced(off int) int {
	depth := 0
	for i := off; i < len(p.src); i++ {
		switch p.src[i] {
		case '<', '[', '(', '{':
			depth++
		case '>', ']', ')', '}':
			if p.src[i] == '>' && i > 0 && p.src[i-1] == '-' {
				continue // `->` inside a body
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"':
			for i++; i < len(p.src) && p.src[i] != '"'; i++ {
				if p.src[i] == '\\' {
					i++
				}
			}
		}
	}
	return len(p.src)
}

// FailNullTypeUse reports, for an operand already defined, the error MLIR
// gives when a custom parser resolves it against a null type (gpu.launch's
// `[%deps]` without `async`); it returns if u is not defined yet.
func (p *Parser) FailNullTypeUse(u UnresolvedOperand) {
	e, ok := p.scope().values[valueKey{u.Name, u.Number}]
	if !ok || p.isPlaceholder(e.v) {
		return
	}
	d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(u.Off),
		Msg: "use of value '" + u.Name + "' expects different type than prior uses: '<<NULL TYPE>>' vs '" + TypeString(e.v.Type()) + "'"}
	d.Note(p.locAt(e.off), "prior use here")
	p.fail(d)
}

// SkipRest moves to the end of the text being parsed (inside a dialect
// attribute or type body: to the end of the body).
func (p *Parser) SkipRest() { p.resetTo(len(p.src)) }

// SkipAngleGroup skips a balanced `<...>` at the current token, if any.
func (p *Parser) SkipAngleGroup() {
	if p.is(tLess) {
		p.resetTo(p.skipBalanced(p.tok.start))
	}
}

// FailAfterLexError stops the parse without a further diagnostic when the
// current token is a lexer error (which the lexer already reported): MLIR
// abandons diagnostics emitted at an error token. It returns otherwise.
func (p *Parser) FailAfterLexError() {
	if p.tok.kind == tError {
		panic(bailout{})
	}
}
