// Package asm reads and writes the MLIR textual format the way MLIR 19
// does: a lexer, a parser for the generic operation form with hooks for
// custom op syntax, and a printer with SSA naming and aliases.
package asm

// tokKind classifies a token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareIdent
	tAtIdent
	tPercentIdent
	tCaretIdent
	tHashIdent
	tExclIdent
	tInteger
	tFloat
	tString
	tLParen
	tRParen
	tLSquare
	tRSquare
	tLBrace
	tRBrace
	tLess
	tGreater
	tComma
	tColon
	tEqual
	tArrow
	tQuestion
	tStar
	tPlus
	tMinus
	tEllipsis
	tVerticalBar
	tFileMetaBegin // {-#
	tFileMetaEnd   // #-}
)

var tokNames = [...]string{
	tEOF: "end of file", tError: "error", tBareIdent: "identifier", tAtIdent: "symbol reference",
	tPercentIdent: "SSA value", tCaretIdent: "block name", tHashIdent: "attribute alias",
	tExclIdent: "type alias", tInteger: "integer", tFloat: "float", tString: "string",
	tLParen: "'('", tRParen: "')'", tLSquare: "'['", tRSquare: "']'", tLBrace: "'{'", tRBrace: "'}'",
	tLess: "'<'", tGreater: "'>'", tComma: "','", tColon: "':'", tEqual: "'='", tArrow: "'->'",
	tQuestion: "'?'", tStar: "'*'", tPlus: "'+'", tMinus: "'-'", tEllipsis: "'...'",
	tVerticalBar: "'|'", tFileMetaBegin: "'{-#'", tFileMetaEnd: "'#-}'",
}

// token is a lexed token: its kind and byte range in the buffer.
type token struct {
	kind       tokKind
	start, end int
}

// lexer splits a buffer into tokens. On a lexical error it returns a
// tError token whose start is the error position and sets msg.
type lexer struct {
	src []byte
	pos int
	msg string
}

func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

func isDigit(c byte) bool    { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool    { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isHexDigit(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
func isIDPunct(c byte) bool  { return c == '$' || c == '.' || c == '_' || c == '-' }

func (l *lexer) errorAt(pos int, msg string) token {
	l.msg = msg
	return token{kind: tError, start: pos, end: pos}
}

// next returns the next token.
func (l *lexer) next() token {
	for {
		if l.pos >= len(l.src) {
			return token{kind: tEOF, start: len(l.src), end: len(l.src)}
		}
		start := l.pos
		c := l.src[l.pos]
		l.pos++
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case '/':
			if l.at(l.pos) == '/' {
				for l.pos < len(l.src) && l.src[l.pos] != '\n' {
					l.pos++
				}
				continue
			}
			return l.errorAt(start, "unexpected character")
		case '(':
			return token{tLParen, start, l.pos}
		case ')':
			return token{tRParen, start, l.pos}
		case '[':
			return token{tLSquare, start, l.pos}
		case ']':
			return token{tRSquare, start, l.pos}
		case '{':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
				return token{tFileMetaBegin, start, l.pos}
			}
			return token{tLBrace, start, l.pos}
		case '}':
			return token{tRBrace, start, l.pos}
		case '<':
			return token{tLess, start, l.pos}
		case '>':
			return token{tGreater, start, l.pos}
		case ',':
			return token{tComma, start, l.pos}
		case ':':
			return token{tColon, start, l.pos}
		case '=':
			return token{tEqual, start, l.pos}
		case '?':
			return token{tQuestion, start, l.pos}
		case '*':
			return token{tStar, start, l.pos}
		case '+':
			return token{tPlus, start, l.pos}
		case '|':
			return token{tVerticalBar, start, l.pos}
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return token{tArrow, start, l.pos}
			}
			return token{tMinus, start, l.pos}
		case '.':
			if l.at(l.pos) == '.' && l.at(l.pos+1) == '.' {
				l.pos += 2
				return token{tEllipsis, start, l.pos}
			}
			return l.errorAt(start, "unexpected character")
		case '"':
			return l.lexString(start, tString)
		case '@':
			return l.lexAt(start)
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return token{tFileMetaEnd, start, l.pos}
			}
			return l.lexPrefixed(start, tHashIdent, "invalid attribute name")
		case '%':
			return l.lexPrefixed(start, tPercentIdent, "invalid SSA name")
		case '^':
			return l.lexPrefixed(start, tCaretIdent, "invalid block name")
		case '!':
			return l.lexPrefixed(start, tExclIdent, "invalid type identifier")
		default:
			if isDigit(c) {
				return l.lexNumber(start)
			}
			if isAlpha(c) || c == '_' {
				for l.pos < len(l.src) {
					c := l.src[l.pos]
					if !(isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
						break
					}
					l.pos++
				}
				return token{tBareIdent, start, l.pos}
			}
			return l.errorAt(start, "unexpected character")
		}
	}
}

// lexString lexes a string literal; l.pos is just after the opening quote.
func (l *lexer) lexString(start int, kind tokKind) token {
	for {
		if l.pos >= len(l.src) {
			return l.errorAt(l.pos, "expected '\"' in string literal")
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return token{kind, start, l.pos}
		case '\n', '\v', '\f':
			return l.errorAt(l.pos-1, "expected '\"' in string literal")
		case '\\':
			n := l.at(l.pos)
			if n == '"' || n == '\\' || n == 'n' || n == 't' {
				l.pos++
			} else if isHexDigit(n) && isHexDigit(l.at(l.pos+1)) {
				l.pos += 2
			} else {
				return l.errorAt(l.pos-1, "unknown escape in string literal")
			}
		}
	}
}

func (l *lexer) lexAt(start int) token {
	c := l.at(l.pos)
	l.pos++
	if c == '"' {
		t := l.lexString(start, tAtIdent)
		return t
	}
	if !isAlpha(c) && c != '_' {
		return l.errorAt(l.pos-1, "@ identifier expected to start with letter or '_'")
	}
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if !(isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
			break
		}
		l.pos++
	}
	return token{tAtIdent, start, l.pos}
}

func (l *lexer) lexPrefixed(start int, kind tokKind, errKind string) token {
	c := l.at(l.pos)
	if isDigit(c) {
		for isDigit(l.at(l.pos)) {
			l.pos++
		}
	} else if isAlpha(c) || isIDPunct(c) {
		for {
			l.pos++
			c = l.at(l.pos)
			if !(isAlpha(c) || isDigit(c) || isIDPunct(c)) {
				break
			}
		}
	} else {
		return l.errorAt(l.pos-1, errKind)
	}
	return token{kind, start, l.pos}
}

func (l *lexer) lexNumber(start int) token {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		if !isHexDigit(l.at(l.pos + 1)) {
			return token{tInteger, start, l.pos}
		}
		l.pos += 2
		for isHexDigit(l.at(l.pos)) {
			l.pos++
		}
		return token{tInteger, start, l.pos}
	}
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return token{tInteger, start, l.pos}
	}
	l.pos++
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		n := l.at(l.pos + 1)
		if isDigit(n) || (n == '-' || n == '+') && isDigit(l.at(l.pos+2)) {
			l.pos += 2
			for isDigit(l.at(l.pos)) {
				l.pos++
			}
		}
	}
	return token{tFloat, start, l.pos}
}

// unescape decodes the body of a string literal token (without quotes),
// a slice of the parser's source; without escapes the result shares it.
func unescape(s []byte) string {
	simple := true
	for _, c := range s {
		if c == '\\' {
			simple = false
			break
		}
	}
	if simple {
		// Without escapes the value is the source text itself.
		return bytesString(s)
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			out = append(out, c)
			continue
		}
		i++
		switch s[i] {
		case '"', '\\':
			out = append(out, s[i])
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		default:
			if i+1 < len(s) {
				out = append(out, hexVal(s[i])<<4|hexVal(s[i+1]))
				i++
			}
		}
	}
	return string(out)
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}
