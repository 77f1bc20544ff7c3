package affine

// A small lexer producing the subset of MLIR tokens that can appear inside
// affine map and integer set bodies; other MLIR tokens are recognized well
// enough to be rejected with MLIR's messages.

type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tIdent // bare identifier, keyword or integer type: all usable as ids
	tInteger
	tFloat
	tLParen
	tRParen
	tLSquare
	tRSquare
	tComma
	tColon
	tPlus
	tMinus
	tStar
	tArrow
	tGreater
	tLess
	tEqual
	tPercent // percent_identifier (SSA value)
	tOther   // any other valid MLIR token
)

type token struct {
	kind       tokKind
	start, end int
}

type lexer struct {
	src []byte
	pos int
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isXDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
func isPunct(c byte) bool { return c == '$' || c == '.' || c == '_' || c == '-' }

func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

// next returns the next token; for an error token it also returns the
// lexer's diagnostic.
func (l *lexer) next() (token, *Error) {
	for {
		start := l.pos
		if start >= len(l.src) {
			return token{tEOF, start, start}, nil
		}
		c := l.src[start]
		l.pos++
		tk := func(k tokKind) (token, *Error) { return token{k, start, l.pos}, nil }
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0:
			continue
		case isAlpha(c) || c == '_':
			for p := l.at(l.pos); isAlpha(p) || isDigit(p) || p == '_' || p == '$' || p == '.'; p = l.at(l.pos) {
				l.pos++
			}
			return tk(tIdent)
		case isDigit(c):
			return l.lexNumber(start)
		}
		switch c {
		case '(':
			return tk(tLParen)
		case ')':
			return tk(tRParen)
		case '[':
			return tk(tLSquare)
		case ']':
			return tk(tRSquare)
		case ',':
			return tk(tComma)
		case ':':
			return tk(tColon)
		case '+':
			return tk(tPlus)
		case '*':
			return tk(tStar)
		case '>':
			return tk(tGreater)
		case '<':
			return tk(tLess)
		case '=':
			return tk(tEqual)
		case '{', '}', '?', '|':
			if c == '{' && l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
			}
			return tk(tOther)
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return tk(tArrow)
			}
			return tk(tMinus)
		case '/':
			if l.at(l.pos) == '/' {
				for l.pos < len(l.src) && l.src[l.pos] != '\n' && l.src[l.pos] != '\r' {
					l.pos++
				}
				continue
			}
		case '.':
			if l.at(l.pos) == '.' && l.at(l.pos+1) == '.' {
				l.pos += 2
				return tk(tOther)
			}
			return token{tError, start, l.pos}, &Error{Off: l.pos, Msg: "expected three consecutive dots for an ellipsis"}
		case '@':
			return l.lexAt(start)
		case '%':
			return l.lexPrefixed(start, tPercent, "invalid SSA name")
		case '^':
			return l.lexPrefixed(start, tOther, "invalid block name")
		case '!':
			return l.lexPrefixed(start, tOther, "invalid type identifier")
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return tk(tOther)
			}
			return l.lexPrefixed(start, tOther, "invalid attribute name")
		case '"':
			return l.lexString(start)
		}
		return token{tError, start, l.pos}, &Error{Off: start, Msg: "unexpected character"}
	}
}

func (l *lexer) lexNumber(start int) (token, *Error) {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		if !isXDigit(l.at(l.pos + 1)) {
			return token{tInteger, start, l.pos}, nil
		}
		l.pos += 2
		for isXDigit(l.at(l.pos)) {
			l.pos++
		}
		return token{tInteger, start, l.pos}, nil
	}
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return token{tInteger, start, l.pos}, nil
	}
	l.pos++
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		c1 := l.at(l.pos + 1)
		if isDigit(c1) || ((c1 == '-' || c1 == '+') && isDigit(l.at(l.pos+2))) {
			l.pos += 2
			for isDigit(l.at(l.pos)) {
				l.pos++
			}
		}
	}
	return token{tFloat, start, l.pos}, nil
}

func (l *lexer) lexPrefixed(start int, kind tokKind, msg string) (token, *Error) {
	c := l.at(l.pos)
	switch {
	case isDigit(c):
		for isDigit(l.at(l.pos)) {
			l.pos++
		}
	case isAlpha(c) || isPunct(c):
		for c = l.at(l.pos); isAlpha(c) || isDigit(c) || isPunct(c); c = l.at(l.pos) {
			l.pos++
		}
	default:
		return token{tError, start, l.pos}, &Error{Off: start, Msg: msg}
	}
	return token{kind, start, l.pos}, nil
}

func (l *lexer) lexAt(start int) (token, *Error) {
	c := l.at(l.pos)
	if c == '"' {
		l.pos++
		t, err := l.lexString(start)
		if err == nil {
			t.kind = tOther
		}
		return t, err
	}
	if !isAlpha(c) && c != '_' {
		return token{tError, start, l.pos}, &Error{Off: l.pos, Msg: "@ identifier expected to start with letter or '_'"}
	}
	for c = l.at(l.pos); isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.'; c = l.at(l.pos) {
		l.pos++
	}
	return token{tOther, start, l.pos}, nil
}

func (l *lexer) lexString(start int) (token, *Error) {
	for {
		if l.pos >= len(l.src) {
			return token{tError, start, l.pos}, &Error{Off: l.pos, Msg: "expected '\"' in string literal"}
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return token{tOther, start, l.pos}, nil
		case '\n', '\v', '\f':
			return token{tError, start, l.pos}, &Error{Off: l.pos - 1, Msg: "expected '\"' in string literal"}
		case '\\':
			switch n := l.at(l.pos); {
			case n == '"' || n == '\\' || n == 'n' || n == 't':
				l.pos++
			case isXDigit(n) && isXDigit(l.at(l.pos+1)):
				l.pos += 2
			default:
				return token{tError, start, l.pos}, &Error{Off: l.pos - 1, Msg: "unknown escape in string literal"}
			}
		}
	}
}
