// Package attrparse parses the parameters of AttrDefs whose assembly
// format is a `struct(...)` of parameters, the way the C++ that mlir-tblgen
// generates for them does (FieldParser<int>, FieldParser<std::string>,
// FieldParser<DictionaryAttr>, ...), with the same diagnostics. The nvvm
// and rocdl target attributes and #nvvm.shape use it.
package attrparse

import (
	"math/big"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// IsKeyword reports whether the current token is one that MLIR's
// parseOptionalKeyword accepts: a bare identifier, keyword or integer type
// spelling.
func IsKeyword(p *asm.Parser) bool { return p.IsBareIdent() }

// OptionalKeyword consumes and returns a keyword (see IsKeyword).
func OptionalKeyword(p *asm.Parser) (string, bool) {
	if !IsKeyword(p) {
		return "", false
	}
	kw := p.TokenText()
	p.ConsumeToken()
	return kw, true
}

// Struct parses `key = value (, key = value)*`, MLIR's struct(...) format
// directive. With optional set, the list may be empty (all parameters
// optional, as in the target attributes); otherwise exactly n entries are
// parsed. field parses the value of key after the `=` and returns false
// for unknown or repeated keys; Struct then reports them as MLIR does.
func Struct(p *asm.Parser, optional bool, n int, field func(key string) bool) {
	entry := func(key string) {
		p.Expect("=", "expected '='")
		if !field(key) {
			p.Errorf("duplicate or unknown struct parameter name: %s", key)
		}
	}
	keyword := func() string {
		kw, ok := OptionalKeyword(p)
		if !ok {
			p.EmitErrorAt(p.Offset(), "expected valid keyword")
			p.Errorf("expected a parameter name in struct")
		}
		return kw
	}
	if optional {
		kw, ok := OptionalKeyword(p)
		if !ok {
			return
		}
		entry(kw)
		for p.ConsumeIf(",") {
			entry(keyword())
		}
		return
	}
	for i := 0; i < n; i++ {
		entry(keyword())
		if i != n-1 {
			p.Expect(",", "expected ','")
		}
	}
}

// fail reports the generated "failed to parse" error at the current token.
func fail(p *asm.Parser, msg string) { p.Errorf("%s", msg) }

// Int parses an `int` parameter (FieldParser<int>: AsmParser::parseInteger
// of a 32-bit signed integer), reporting failMsg after the parser's own
// error.
func Int(p *asm.Parser, failMsg string) int32 {
	loc := p.Offset()
	v, width, present := optionalAPInt(p, failMsg)
	if !present {
		p.EmitErrorAt(loc, "expected integer value")
		fail(p, failMsg)
	}
	// sextOrTrunc to 32 bits, then check that it converts back.
	sv := signedValue(v, width)
	if !sv.IsInt64() || sv.Int64() < -1<<31 || sv.Int64() > 1<<31-1 {
		p.EmitErrorAt(loc, "integer value too large")
		fail(p, failMsg)
	}
	return int32(sv.Int64())
}

// optionalAPInt is MLIR's Parser::parseOptionalInteger(APInt&): an
// optional `-` and an integer literal, or `true`/`false`. It returns the
// value as an APInt would hold it: the magnitude (negated for `-`) and the
// bit width.
func optionalAPInt(p *asm.Parser, failMsg string) (*big.Int, int, bool) {
	switch {
	case p.IsKeyword("false"):
		p.ConsumeToken()
		return new(big.Int), 1, true
	case p.IsKeyword("true"):
		p.ConsumeToken()
		return big.NewInt(1), 1, true
	case !p.IsIntegerLiteral() && !p.Is("-"):
		return nil, 0, false
	}
	negative := p.ConsumeIf("-")
	if !p.IsIntegerLiteral() {
		p.EmitErrorAt(p.Offset(), "expected integer value")
		fail(p, failMsg)
	}
	spelling := p.TokenText()
	p.ConsumeToken()
	digits, base, log2Radix := spelling, 10, 4
	if len(spelling) > 1 && spelling[1] == 'x' {
		digits, base = spelling[2:], 16
	}
	v, _ := new(big.Int).SetString(digits, base)
	// StringRef::getAsInteger sizes the APInt to log2(radix) bits per digit.
	width := log2Radix * len(digits)
	if width < 1 {
		width = 1
	}
	if v.BitLen() > width {
		width = v.BitLen()
	}
	if v.BitLen() == width { // the top bit is set: make room for the sign
		width++
	}
	if negative {
		v.Neg(v)
	}
	return v, width, true
}

// signedValue interprets v, held in width bits, as a signed number.
func signedValue(v *big.Int, width int) *big.Int {
	if v.Sign() < 0 {
		return v
	}
	if v.BitLen() == width { // top bit set
		return new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	return v
}

// String parses a `::llvm::StringRef` parameter (FieldParser<std::string>).
func String(p *asm.Parser, failMsg string) string {
	if !p.IsString() {
		p.EmitErrorAt(p.Offset(), "expected string")
		fail(p, failMsg)
	}
	s := p.StringLiteralValue()
	p.ConsumeToken()
	return s
}

// Dict parses a `DictionaryAttr` parameter.
func Dict(p *asm.Parser, failMsg string) *ir.DictionaryAttr {
	loc := p.Offset()
	var a ir.Attribute
	if !p.Recover(func() { a = p.ParseAttribute() }) {
		fail(p, failMsg)
	}
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		p.EmitErrorAt(loc, "invalid kind of attribute specified")
		fail(p, failMsg)
	}
	return d
}

// Array parses an `ArrayAttr` parameter.
func Array(p *asm.Parser, failMsg string) *ir.ArrayAttr {
	loc := p.Offset()
	var a ir.Attribute
	if !p.Recover(func() { a = p.ParseAttribute() }) {
		fail(p, failMsg)
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		p.EmitErrorAt(loc, "invalid kind of attribute specified")
		fail(p, failMsg)
	}
	return arr
}

// Printer writes `key = value` entries separated by ", ", as the
// generated printers of struct(...) parameters do.
type Printer struct {
	P     *asm.Printer
	first bool
}

// NewPrinter starts a struct parameter list on p.
func NewPrinter(p *asm.Printer) *Printer { return &Printer{P: p, first: true} }

// Key writes the separator and `key = `.
func (s *Printer) Key(key string) {
	if !s.first {
		s.P.WriteString(", ")
	}
	s.first = false
	s.P.WriteString(key)
	s.P.WriteString(" = ")
}

// Int writes `key = v`.
func (s *Printer) Int(key string, v int64) {
	s.Key(key)
	s.P.WriteString(itoa(v))
}

// String writes `key = "v"`.
func (s *Printer) String(key, v string) {
	s.Key(key)
	s.P.PrintString(v)
}

// Attr writes `key = attr` (printStrippedAttrOrType of a builtin attribute).
func (s *Printer) Attr(key string, a ir.Attribute) {
	s.Key(key)
	s.P.PrintAttributeWithoutType(a)
}

func itoa(v int64) string { return big.NewInt(v).String() }
