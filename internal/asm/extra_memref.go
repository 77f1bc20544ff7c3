package asm

import (
	"gpuc/internal/affine"
	"gpuc/internal/ir"
)

// ParseAffineMapBody parses a bare affine map such as `(d0, d1) -> (d1, d0)`
// (no `affine_map<...>` wrapper), as MLIR's OpAsmParser::parseAffineMap
// (used by memref.transpose).
func (p *Parser) ParseAffineMapBody() affine.Map {
	m, end, err := affine.ParseMapBody(p.src, p.tok.start)
	if err != nil {
		p.affineError(err)
	}
	p.resetTo(end)
	return m
}

// OnError runs fn; if fn reports an error, the diagnostic made by then (if
// not nil) is reported after it, as MLIR parsers that emit a second error
// when a nested parse fails (memref's parseDynamicIndexList adds "expected
// SSA value or integer").
func (p *Parser) OnError(fn func(), then func() *ir.Diagnostic) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); ok {
				if d := then(); d != nil {
					p.errs = append(p.errs, d)
				}
			}
			panic(r)
		}
	}()
	fn()
}

// FailSilently stops the parse without a diagnostic, for MLIR parsers that
// return failure() and leave the message to a caller (see OnError).
func (p *Parser) FailSilently() { panic(bailout{}) }
