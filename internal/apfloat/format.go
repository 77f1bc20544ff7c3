package apfloat

import (
	"math/big"
	"strings"
)

// FormatMLIR formats f as MLIR 19's AsmPrinter printFloatValue does, and
// reports whether it printed the hexadecimal bit pattern. (Where MLIR may
// elide an f64 attribute's type, e.g. inside an array attribute, it still
// prints the type after a hex value: [1.000000e+00, 0x419D6F3454000000 : f64].)
//
// A finite value is printed as String(6, 0, false) (e.g. "1.000000e-01")
// when that parses back to the same bits; otherwise as String(0, 3, true)
// when that contains a '.'. Everything else (Inf, NaN, and finite values
// whose default form is an integer such as "123456789") is printed as
// "0x" followed by the upper-case hex digits of the encoding, without
// leading zeros.
func FormatMLIR(f Float) (text string, printedHex bool) {
	if f.IsFinite() {
		s := f.String(6, 0, false)
		if g, err := ParseDecimal(f.sem, s); err == nil && g == f {
			return s, false
		}
		s = f.String(0, 3, true)
		if strings.Contains(s, ".") {
			return s, false
		}
	}
	return HexLiteral(f), true
}

// HexLiteral returns the encoding of f as MLIR prints it: "0x" followed by
// the upper-case hexadecimal digits without leading zeros (LLVM
// APInt::toString with radix 16 and formatAsCLiteral), e.g. "0x7C00".
func HexLiteral(f Float) string {
	return "0x" + strings.ToUpper(f.BigBits().Text(16))
}

// LiteralError is a diagnostic from ParseMLIRLiteral, worded as MLIR's
// parser words it. Note, when non-empty, is the text of the note MLIR
// attaches to the error.
type LiteralError struct {
	Msg  string
	Note string
}

// Error returns the message, without the note.
func (e *LiteralError) Error() string { return e.Msg }

// ParseMLIRLiteral converts the spelling of an MLIR float or integer
// literal token to sem as MLIR 19's parser does for a float attribute
// (Parser::parseFloatFromLiteral and parseFloatFromIntegerLiteral).
// negative reports whether the token was preceded by a '-' token.
//
//   - A float literal ([0-9]+[.][0-9]*([eE][-+]?[0-9]+)?) is parsed to the
//     nearest f64 (overflow gives Inf, no error), negated if negative, then
//     converted to sem with round-to-nearest-even.
//   - A hexadecimal integer literal (0x...) is the bit pattern of the value:
//     it is an error if negative ("hexadecimal float literal should not
//     have a leading minus") or if it has more significant bits than the
//     MLIR type is wide ("hexadecimal float constant out of range for
//     type"); leading zeros are allowed. The width is sem.MLIRWidth(), so
//     tf32 accepts up to 32 bits and keeps the low 19, as MLIR 19 does.
//   - A decimal integer literal is an error ("unexpected decimal integer
//     literal for a floating point value", with the note "add a trailing
//     dot to make the literal a float").
func ParseMLIRLiteral(sem *Semantics, text string, negative bool) (Float, error) {
	if len(text) > 1 && text[1] == 'x' {
		if negative {
			return Float{}, &LiteralError{Msg: "hexadecimal float literal should not have a leading minus"}
		}
		v, ok := new(big.Int).SetString(text[2:], 16)
		if !ok || text[0] != '0' {
			return Float{}, &LiteralError{Msg: "expected floating point literal"}
		}
		if v.BitLen() > sem.MLIRWidth() {
			return Float{}, &LiteralError{Msg: "hexadecimal float constant out of range for type"}
		}
		b := u128FromBig(v)
		return FromBits(sem, b.lo, b.hi), nil
	}
	if text != "" && strings.Trim(text, "0123456789") == "" {
		return Float{}, &LiteralError{
			Msg:  "unexpected decimal integer literal for a floating point value",
			Note: "add a trailing dot to make the literal a float",
		}
	}
	if !isFloatLiteral(text) {
		return Float{}, &LiteralError{Msg: "expected floating point literal"}
	}
	d, err := ParseDecimal(F64, text)
	if err != nil {
		return Float{}, &LiteralError{Msg: "expected floating point literal"}
	}
	if negative {
		d = d.Neg()
	}
	f, _ := d.Convert(sem)
	return f, nil
}

// isFloatLiteral reports whether s is spelled as MLIR's lexer spells a
// float literal: [0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
func isFloatLiteral(s string) bool {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == 0 || i == len(s) || s[i] != '.' {
		return false
	}
	i++
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == len(s) {
		return true
	}
	if s[i] != 'e' && s[i] != 'E' {
		return false
	}
	i++
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	j := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i > j && i == len(s)
}
