package affine

import (
	"math"
	"strconv"
)

// MaxNesting bounds the nesting of parentheses and unary minus in parsed
// text, and MaxDepth the height of any parsed expression tree (a long sum
// builds a deep left-leaning tree). MLIR itself would overflow its stack on
// such input; the parser reports an error instead.
const (
	MaxNesting = 10000
	MaxDepth   = 100000
)

// Error is a parse error: Off is the byte offset in the source that MLIR
// reports the diagnostic at and Msg is MLIR's message. More holds the
// further errors MLIR emits after this one for the same failure (e.g.
// "missing operand of negation" after the operand's own error).
type Error struct {
	Off  int
	Msg  string
	More []Error
}

// Error implements the error interface.
func (e *Error) Error() string { return strconv.Itoa(e.Off) + ": " + e.Msg }

type ident struct {
	name string
	expr Expr
}

type parser struct {
	src  []byte
	lx   lexer
	tok  token
	have bool
	errs []Error
	ids  []ident
	nest int
}

func newParser(src []byte, off int) *parser {
	if off < 0 {
		off = 0
	}
	if off > len(src) {
		off = len(src)
	}
	return &parser{src: src, lx: lexer{src: src, pos: off}}
}

// peek returns the current token, lexing it on demand so that nothing past
// the closing `>` of an attribute is ever lexed.
func (p *parser) peek() token {
	if !p.have {
		t, err := p.lx.next()
		if err != nil {
			p.errs = append(p.errs, *err)
		}
		p.tok, p.have = t, true
	}
	return p.tok
}

func (p *parser) is(k tokKind) bool { return p.peek().kind == k }

func (p *parser) consume() { p.peek(); p.have = false }

func (p *parser) consumeIf(k tokKind) bool {
	if p.is(k) {
		p.consume()
		return true
	}
	return false
}

func (p *parser) spelling() string {
	t := p.peek()
	return string(p.src[t.start:t.end])
}

func (p *parser) isKeyword(kw string) bool {
	t := p.peek()
	return t.kind == tIdent && string(p.src[t.start:t.end]) == kw
}

// emitAt records an error at off; like MLIR, errors emitted while the
// current token is a lexer error are dropped (the lexer reported already).
func (p *parser) emitAt(off int, msg string) {
	if p.peek().kind == tError {
		return
	}
	p.errs = append(p.errs, Error{Off: off, Msg: msg})
}

// emit is Parser::emitError(message): at the current token, or one byte
// back at end of input.
func (p *parser) emit(msg string) {
	t := p.peek()
	off := t.start
	if t.kind == tEOF && off > 0 {
		off--
	}
	p.emitAt(off, msg)
}

// emitWrongToken is Parser::emitWrongTokenError: the error is reported at
// the end of the previous token, backing up over blank lines and comments.
func (p *parser) emitWrongToken(msg string) {
	t := p.peek()
	loc := t.start
	if t.kind == tEOF && loc > 0 {
		loc--
	}
	orig := loc
	buf := p.src[:loc]
	for {
		for len(buf) > 0 && (buf[len(buf)-1] == ' ' || buf[len(buf)-1] == '\t') {
			buf = buf[:len(buf)-1]
		}
		if len(buf) == 0 {
			p.emitAt(orig, msg)
			return
		}
		if last := buf[len(buf)-1]; last != '\n' && last != '\r' {
			p.emitAt(len(buf), msg)
			return
		}
		buf = buf[:len(buf)-1]
		// If the preceding line has a `//`, report before it.
		lineStart := 0
		for i := len(buf) - 1; i >= 0; i-- {
			if buf[i] == '\n' || buf[i] == '\r' {
				lineStart = i
				break
			}
		}
		for i := lineStart; i+1 < len(buf); i++ {
			if buf[i] == '/' && buf[i+1] == '/' {
				buf = buf[:i]
				break
			}
		}
	}
}

func (p *parser) parseToken(k tokKind, msg string) bool {
	if p.consumeIf(k) {
		return true
	}
	p.emitWrongToken(msg)
	return false
}

func (p *parser) failed() *Error {
	if len(p.errs) == 0 {
		return &Error{Off: p.peek().start, Msg: "invalid affine structure"}
	}
	e := p.errs[0]
	if len(p.errs) > 1 {
		e.More = append([]Error(nil), p.errs[1:]...)
	}
	return &e
}

// parseCommaList is Parser::parseCommaSeparatedList for the paren and
// square delimiters.
func (p *parser) parseCommaList(open, close tokKind, ctx string, elt func() bool) bool {
	o, c := "'('", "')'"
	if open == tLSquare {
		o, c = "'['", "']'"
	}
	if !p.parseToken(open, "expected "+o+ctx) {
		return false
	}
	if p.consumeIf(close) {
		return true
	}
	if !elt() {
		return false
	}
	for p.consumeIf(tComma) {
		if !elt() {
			return false
		}
	}
	return p.parseToken(close, "expected "+c+ctx)
}

func (p *parser) checkDepth(e Expr, off int) Expr {
	if e.n != nil && e.n.depth > MaxDepth {
		p.emitAt(off, "affine expression exceeds the maximum depth")
		return Expr{}
	}
	return e
}

type lowOp uint8

const (
	lNoOp lowOp = iota
	lAdd
	lSub
)

type highOp uint8

const (
	hNoOp highOp = iota
	hMul
	hFloorDiv
	hCeilDiv
	hMod
)

func (p *parser) consumeIfLow() lowOp {
	switch p.peek().kind {
	case tPlus:
		p.consume()
		return lAdd
	case tMinus:
		p.consume()
		return lSub
	}
	return lNoOp
}

func (p *parser) consumeIfHigh() highOp {
	t := p.peek()
	switch t.kind {
	case tStar:
		p.consume()
		return hMul
	case tIdent:
		switch string(p.src[t.start:t.end]) {
		case "floordiv":
			p.consume()
			return hFloorDiv
		case "ceildiv":
			p.consume()
			return hCeilDiv
		case "mod":
			p.consume()
			return hMod
		}
	}
	return hNoOp
}

func (p *parser) binHigh(op highOp, lhs, rhs Expr, opLoc int) Expr {
	var e Expr
	switch op {
	case hMul:
		if !lhs.n.symbolic && !rhs.n.symbolic {
			p.emitAt(opLoc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
			return Expr{}
		}
		e = lhs.Mul(rhs)
	case hFloorDiv:
		if !rhs.n.symbolic {
			p.emitAt(opLoc, "non-affine expression: right operand of floordiv has to be either a constant or symbolic")
			return Expr{}
		}
		e = lhs.FloorDiv(rhs)
	case hCeilDiv:
		if !rhs.n.symbolic {
			p.emitAt(opLoc, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic")
			return Expr{}
		}
		e = lhs.CeilDiv(rhs)
	case hMod:
		if !rhs.n.symbolic {
			p.emitAt(opLoc, "non-affine expression: right operand of mod has to be either a constant or symbolic")
			return Expr{}
		}
		e = lhs.Mod(rhs)
	}
	return p.checkDepth(e, opLoc)
}

func (p *parser) binLow(op lowOp, lhs, rhs Expr, opLoc int) Expr {
	if op == lAdd {
		return p.checkDepth(lhs.Add(rhs), opLoc)
	}
	return p.checkDepth(lhs.Sub(rhs), opLoc)
}

// parseHigh is parseAffineHighPrecOpExpr, with its tail recursion turned
// into a loop.
func (p *parser) parseHigh(llhs Expr, llhsOp highOp, llhsOpLoc int) Expr {
	for {
		lhs := p.parseOperand(llhs)
		if lhs.n == nil {
			return Expr{}
		}
		opLoc := p.peek().start
		if op := p.consumeIfHigh(); op != hNoOp {
			if llhs.n != nil {
				e := p.binHigh(llhsOp, llhs, lhs, opLoc)
				if e.n == nil {
					return Expr{}
				}
				llhs = e
			} else {
				llhs = lhs
			}
			llhsOp, llhsOpLoc = op, opLoc
			continue
		}
		if llhs.n != nil {
			return p.binHigh(llhsOp, llhs, lhs, llhsOpLoc)
		}
		return lhs
	}
}

// parseLow is parseAffineLowPrecOpExpr, with its tail recursion turned
// into a loop.
func (p *parser) parseLow(llhs Expr, llhsOp lowOp, llhsOpLoc int) Expr {
	for {
		lhs := p.parseOperand(llhs)
		if lhs.n == nil {
			return Expr{}
		}
		lopLoc := p.peek().start
		if lOp := p.consumeIfLow(); lOp != lNoOp {
			if llhs.n != nil {
				llhs = p.binLow(llhsOp, llhs, lhs, llhsOpLoc)
				if llhs.n == nil {
					return Expr{}
				}
			} else {
				llhs = lhs
			}
			llhsOp, llhsOpLoc = lOp, lopLoc
			continue
		}
		opLoc := p.peek().start
		if hOp := p.consumeIfHigh(); hOp != hNoOp {
			highRes := p.parseHigh(lhs, hOp, opLoc)
			if highRes.n == nil {
				return Expr{}
			}
			expr := highRes
			if llhs.n != nil {
				expr = p.binLow(llhsOp, llhs, highRes, llhsOpLoc)
				if expr.n == nil {
					return Expr{}
				}
			}
			nextLoc := p.peek().start
			if nextOp := p.consumeIfLow(); nextOp != lNoOp {
				llhs, llhsOp, llhsOpLoc = expr, nextOp, nextLoc
				continue
			}
			return expr
		}
		if llhs.n != nil {
			return p.binLow(llhsOp, llhs, lhs, llhsOpLoc)
		}
		return lhs
	}
}

func (p *parser) parseExpr() Expr { return p.parseLow(Expr{}, lNoOp, 0) }

func (p *parser) enter() bool {
	p.nest++
	if p.nest > MaxNesting {
		p.emit("affine expression exceeds the maximum nesting depth")
		return false
	}
	return true
}

// parseOperand is parseAffineOperandExpr.
func (p *parser) parseOperand(lhs Expr) Expr {
	t := p.peek()
	switch t.kind {
	case tIdent:
		if p.isKeyword("symbol") {
			p.consume()
			if !p.parseToken(tLParen, "expected '(' at start of SSA symbol") {
				return Expr{}
			}
			p.emitWrongToken("unexpected ssa identifier")
			return Expr{}
		}
		return p.parseBareID()
	case tPercent:
		p.emitWrongToken("unexpected ssa identifier")
		return Expr{}
	case tInteger:
		return p.parseInteger()
	case tLParen:
		if !p.enter() {
			return Expr{}
		}
		defer func() { p.nest-- }()
		p.consume()
		if p.is(tRParen) {
			p.emit("no expression inside parentheses")
			return Expr{}
		}
		e := p.parseExpr()
		if e.n == nil || !p.parseToken(tRParen, "expected ')'") {
			return Expr{}
		}
		return e
	case tMinus:
		if !p.enter() {
			return Expr{}
		}
		defer func() { p.nest-- }()
		opLoc := t.start
		p.consume()
		operand := p.parseOperand(lhs)
		if operand.n == nil {
			p.emit("missing operand of negation")
			return Expr{}
		}
		// MLIR writes `(-1) * operand`, which its free operator* turns
		// into operand * -1.
		return p.checkDepth(operand.Neg(), opLoc)
	case tPlus, tStar:
		if lhs.n != nil {
			p.emit("missing right operand of binary operator")
		} else {
			p.emit("missing left operand of binary operator")
		}
		return Expr{}
	}
	if lhs.n != nil {
		p.emit("missing right operand of binary operator")
	} else {
		p.emit("expected affine expression")
	}
	return Expr{}
}

func (p *parser) parseBareID() Expr {
	name := p.spelling()
	for _, id := range p.ids {
		if id.name == name {
			p.consume()
			return id.expr
		}
	}
	p.emitWrongToken("use of undeclared identifier")
	return Expr{}
}

func (p *parser) parseInteger() Expr {
	s := p.spelling()
	var v uint64
	var err error
	if len(s) > 1 && s[1] == 'x' {
		v, err = strconv.ParseUint(s[2:], 16, 64)
	} else {
		v, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil || v > math.MaxInt64 {
		p.emit("constant too large for index")
		return Expr{}
	}
	p.consume()
	return Const(int64(v))
}

func (p *parser) parseIDDef(e Expr) bool {
	if !p.is(tIdent) {
		p.emitWrongToken("expected bare identifier")
		return false
	}
	name := p.spelling()
	for _, id := range p.ids {
		if id.name == name {
			p.emit("redefinition of identifier '" + name + "'")
			return false
		}
	}
	p.consume()
	p.ids = append(p.ids, ident{name, e})
	return true
}

func (p *parser) parseDimsAndSymbols() (numDims, numSymbols int, ok bool) {
	ok = p.parseCommaList(tLParen, tRParen, " in dimensional identifier list", func() bool {
		numDims++
		return p.parseIDDef(Dim(numDims - 1))
	})
	if !ok {
		return
	}
	if !p.is(tLSquare) {
		return numDims, 0, true
	}
	ok = p.parseCommaList(tLSquare, tRSquare, " in symbol list", func() bool {
		numSymbols++
		return p.parseIDDef(Symbol(numSymbols - 1))
	})
	return
}

func (p *parser) parseConstraint() (Expr, bool, bool) {
	lhs := p.parseExpr()
	if lhs.n == nil {
		return Expr{}, false, false
	}
	if p.consumeIf(tGreater) && p.consumeIf(tEqual) {
		rhs := p.parseExpr()
		if rhs.n == nil {
			return Expr{}, false, false
		}
		return p.checkDepth(lhs.Sub(rhs), p.peek().start), false, true
	}
	if p.consumeIf(tLess) && p.consumeIf(tEqual) {
		rhs := p.parseExpr()
		if rhs.n == nil {
			return Expr{}, false, false
		}
		return p.checkDepth(rhs.Sub(lhs), p.peek().start), false, true
	}
	if p.consumeIf(tEqual) && p.consumeIf(tEqual) {
		rhs := p.parseExpr()
		if rhs.n == nil {
			return Expr{}, false, false
		}
		return p.checkDepth(lhs.Sub(rhs), p.peek().start), true, true
	}
	p.emit("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
	return Expr{}, false, false
}

// parseInline is parseAffineMapOrIntegerSetInline.
func (p *parser) parseInline() (m Map, s Set, isSet, ok bool) {
	nd, ns, ok := p.parseDimsAndSymbols()
	if !ok {
		return
	}
	if p.consumeIf(tArrow) {
		var res []Expr
		ok = p.parseCommaList(tLParen, tRParen, " in affine map range", func() bool {
			e := p.parseExpr()
			res = append(res, e)
			return e.n != nil
		})
		if ok {
			m = Map{NumDims: nd, NumSymbols: ns, Results: res}
		}
		return
	}
	if !p.parseToken(tColon, "expected '->' or ':'") {
		return m, s, false, false
	}
	var cs []Expr
	var eqs []bool
	ok = p.parseCommaList(tLParen, tRParen, " in integer set constraint list", func() bool {
		c, eq, ok := p.parseConstraint()
		if ok {
			cs = append(cs, c)
			eqs = append(eqs, eq)
		}
		return ok
	})
	if !ok {
		return m, s, true, false
	}
	if len(cs) == 0 {
		return m, UniverseSet(nd, ns), true, true
	}
	return m, Set{NumDims: nd, NumSymbols: ns, Constraints: cs, Eq: eqs}, true, true
}

// ParseMapOrSetBody parses an affine map or integer set body such as
// `(d0)[s0] -> (d0 + s0)` or `(d0) : (d0 >= 0)` starting at src[off:].
// It consumes nothing after the body: end is the offset just after its
// closing `)`. isSet tells which of m and s was parsed.
func ParseMapOrSetBody(src []byte, off int) (m Map, s Set, isSet bool, end int, err *Error) {
	p := newParser(src, off)
	m, s, isSet, ok := p.parseInline()
	if !ok {
		return Map{}, Set{}, false, 0, p.failed()
	}
	return m, s, isSet, p.lx.pos, nil
}

// ParseMap parses the rest of an `affine_map<...>` attribute: off points
// just after the `<`, and the parse consumes through the closing `>`; end
// is the offset just after it.
func ParseMap(src []byte, off int) (m Map, end int, err *Error) {
	p := newParser(src, off)
	startLoc := p.peek().start
	m, _, isSet, ok := p.parseInline()
	if !ok {
		return Map{}, 0, p.failed()
	}
	if isSet {
		p.emitAt(startLoc, "expected AffineMap, but got IntegerSet")
		return Map{}, 0, p.failed()
	}
	if !p.parseToken(tGreater, "expected '>' in affine map") {
		return Map{}, 0, p.failed()
	}
	return m, p.tok.end, nil
}

// ParseSet parses the rest of an `affine_set<...>` attribute: off points
// just after the `<`, and the parse consumes through the closing `>`; end
// is the offset just after it.
func ParseSet(src []byte, off int) (s Set, end int, err *Error) {
	p := newParser(src, off)
	startLoc := p.peek().start
	_, s, isSet, ok := p.parseInline()
	if !ok {
		return Set{}, 0, p.failed()
	}
	if !isSet {
		p.emitAt(startLoc, "expected IntegerSet, but got AffineMap")
		return Set{}, 0, p.failed()
	}
	if !p.parseToken(tGreater, "expected '>' in integer set") {
		return Set{}, 0, p.failed()
	}
	return s, p.tok.end, nil
}

// ParseMapBody parses a bare affine map body such as `(d0) -> (d0)` at
// src[off:] (the body of an `affine_map<...>` without the closing `>`);
// end is the offset just after the body.
func ParseMapBody(src []byte, off int) (m Map, end int, err *Error) {
	p := newParser(src, off)
	startLoc := p.peek().start
	m, _, isSet, ok := p.parseInline()
	if !ok {
		return Map{}, 0, p.failed()
	}
	if isSet {
		p.emitAt(startLoc, "expected AffineMap, but got IntegerSet")
		return Map{}, 0, p.failed()
	}
	return m, p.lx.pos, nil
}

// ParseSetBody parses a bare integer set body such as `(d0) : (d0 >= 0)`;
// end is the offset just after the body.
func ParseSetBody(src []byte, off int) (s Set, end int, err *Error) {
	p := newParser(src, off)
	startLoc := p.peek().start
	_, s, isSet, ok := p.parseInline()
	if !ok {
		return Set{}, 0, p.failed()
	}
	if !isSet {
		p.emitAt(startLoc, "expected IntegerSet, but got AffineMap")
		return Set{}, 0, p.failed()
	}
	return s, p.lx.pos, nil
}

// ParseMapString parses a whole string holding a bare map body, like
// mlir::parseAffineMap; anything after the body is an error.
func ParseMapString(s string) (Map, *Error) {
	src := []byte(s)
	m, end, err := ParseMapBody(src, 0)
	if err != nil {
		return Map{}, err
	}
	if e := trailing(src, end); e != nil {
		return Map{}, e
	}
	return m, nil
}

// ParseSetString parses a whole string holding a bare integer set body,
// like mlir::parseIntegerSet; anything after the body is an error.
func ParseSetString(s string) (Set, *Error) {
	src := []byte(s)
	set, end, err := ParseSetBody(src, 0)
	if err != nil {
		return Set{}, err
	}
	if e := trailing(src, end); e != nil {
		return Set{}, e
	}
	return set, nil
}

func trailing(src []byte, end int) *Error {
	lx := lexer{src: src, pos: end}
	t, lerr := lx.next()
	if lerr != nil {
		return lerr
	}
	if t.kind != tEOF {
		return &Error{Off: t.start, Msg: "encountered unexpected token"}
	}
	return nil
}
