package asm

import "gpuc/internal/affine"

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
// diagnostic after a failed sub-parse.
func (p *Parser) Try(f func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(bailout); !bail {
				panic(r)
			}
			ok = false
		}
	}()
	f()
	return true
}
