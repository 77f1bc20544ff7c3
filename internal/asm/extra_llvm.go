package asm

import (
	"math/big"
	"strings"

	"gpuc/internal/ir"
)

// Helpers used by the llvm dialect's hand-written parsers and printers.

// IsIntegerStart reports whether an integer literal (or a `-` before one)
// starts here, as the first check of MLIR's Parser::parseOptionalInteger
// (which also accepts the keywords `true` and `false`).
func (p *Parser) IsIntegerStart() bool {
	return p.is(tInteger) || p.is(tMinus) || p.isKw("true") || p.isKw("false")
}

// ParseOptionalAPInt parses an integer literal as MLIR's
// Parser::parseOptionalInteger(APInt&): `true`/`false` as 1/0, an optional
// `-`, then a decimal or hex integer. It returns the value and the bit
// width the APInt would have (which decides what fits in a C++ integer
// type). present is false when no integer starts here; a `-` not followed
// by an integer is an error ("expected integer value").
func (p *Parser) ParseOptionalAPInt() (v *big.Int, width int, present bool) {
	if p.consumeKw("false") {
		return big.NewInt(0), 1, true
	}
	if p.consumeKw("true") {
		return big.NewInt(1), 1, true
	}
	if !p.is(tInteger) && !p.is(tMinus) {
		return nil, 0, false
	}
	neg := p.consumeIf(tMinus)
	if !p.is(tInteger) {
		p.wrongTok("expected integer value")
	}
	spelling := p.text()
	off := p.tok.start
	radix := 10
	digits := spelling
	if len(spelling) > 1 && spelling[1] == 'x' {
		radix = 16
		digits = spelling[2:]
	}
	v, ok := new(big.Int).SetString(digits, radix)
	if !ok {
		p.errorAt(off, "integer value too large")
	}
	// StringRef::getAsInteger sizes the APInt from the digit count.
	trimmed := strings.TrimLeft(digits, "0")
	if trimmed == "" {
		width = 64
	} else {
		// Four bits per digit, in both radixes.
		width = 4 * len(trimmed)
		// A set top bit gets a zero extension, so the value stays positive.
		if v.BitLen() == width {
			width++
		}
	}
	p.consume()
	if neg {
		v.Neg(v)
	}
	return v, width, true
}

// ParseOptionalIntegerOfWidth parses an integer as MLIR's
// AsmParser::parseOptionalInteger<IntT> for a C++ integer type of the given
// bit size and signedness: the value is truncated or sign-extended to the
// type, and "integer value too large" is reported (at the literal) when it
// does not round-trip. The result holds the type's bit pattern
// (sign-extended to 64 bits for signed types).
func (p *Parser) ParseOptionalIntegerOfWidth(bits int, signed bool) (uint64, bool) {
	// Fast path: a short positive decimal literal that fits.
	if p.is(tInteger) && p.tok.end-p.tok.start <= 18 {
		if t := p.textBytes(); len(t) < 2 || t[1] != 'x' {
			var v uint64
			for _, c := range t {
				v = v*10 + uint64(c-'0')
			}
			limit := bits
			if signed {
				limit--
			}
			if limit >= 64 || v < 1<<uint(limit) {
				p.consume()
				return v, true
			}
		}
	}
	off := p.tok.start
	v, width, present := p.ParseOptionalAPInt()
	if !present {
		return 0, false
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	pattern := new(big.Int).Mod(v, mod) // the APInt's bits
	// sextOrTrunc to the C++ type.
	tmod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	var r *big.Int
	if width >= bits {
		r = new(big.Int).Mod(pattern, tmod)
	} else {
		r = new(big.Int).Set(pattern)
		if pattern.Bit(width-1) == 1 {
			r.Sub(r, mod)
			r.Mod(r, tmod)
		}
	}
	// The C++ value converted to uint64_t.
	u := new(big.Int).Set(r)
	if signed && bits < 64 && r.Bit(bits-1) == 1 {
		u.Sub(u, tmod)
		u.Mod(u, new(big.Int).Lsh(big.NewInt(1), 64))
	}
	// APInt(width, u) truncates or zero-extends.
	back := new(big.Int).Mod(u, mod)
	if back.Cmp(pattern) != 0 {
		p.OpErrorAt(off, "integer value too large")
	}
	return u.Uint64(), true
}

// ParseIntegerOfWidth is ParseOptionalIntegerOfWidth for a required
// integer ("expected integer value").
func (p *Parser) ParseIntegerOfWidth(bits int, signed bool) uint64 {
	v, ok := p.ParseOptionalIntegerOfWidth(bits, signed)
	if !ok {
		p.OpErrorAt(p.tok.start, "expected integer value")
	}
	return v
}

// ParseOptionalKeywordText parses a keyword (a bare identifier) and
// returns it, as MLIR's parseOptionalKeyword(StringRef*).
func (p *Parser) ParseOptionalKeywordText() (string, bool) {
	if !p.is(tBareIdent) {
		return "", false
	}
	s := p.text()
	p.consume()
	return s, true
}

// ParseKeywordText parses a keyword, reporting MLIR's "expected valid
// keyword" when there is none.
func (p *Parser) ParseKeywordText() string {
	s, ok := p.ParseOptionalKeywordText()
	if !ok {
		p.errorf("expected valid keyword")
	}
	return s
}

// PrintStringLiteral writes s as a quoted, escaped string literal, as
// MLIR's AsmPrinter::printString.
func (p *Printer) PrintStringLiteral(s string) { p.printEscapedString(s) }

// PrintKeywordOrString writes s bare when it is a valid identifier, else
// quoted, as MLIR's printKeywordOrString.
func (p *Printer) PrintKeywordOrString(s string) { p.printKeywordOrString(s) }

// PrintStrippedAttr prints a dialect attribute nested in another one as
// MLIR's printStrippedAttrOrType: its alias if it has one, else what body
// writes (the attribute without `#dialect.mnemonic`). While collecting
// aliases the attribute is visited as a nested value (MLIR's dummy alias
// printer treats printAlias as printAttribute).
func (p *Printer) PrintStrippedAttr(a ir.Attribute, body func()) {
	if p.collecting {
		p.PrintAttribute(a)
		return
	}
	if p.printAlias(a) {
		return
	}
	body()
}
