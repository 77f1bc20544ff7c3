package asm

import (
	"strconv"
	"strings"

	"gpuc/internal/ir"
)

// maxIntWidth is MLIR's IntegerType::kMaxWidth.
const maxIntWidth = 1<<24 - 1

// ParseType parses a type (including function types).
func (p *Parser) ParseType() ir.Type {
	if p.is(tLParen) {
		return p.parseFunctionType()
	}
	return p.ParseNonFunctionType()
}

// ParseColonType parses `: type`.
func (p *Parser) ParseColonType() ir.Type {
	p.expect(tColon, "expected ':'")
	return p.ParseType()
}

// ParseColonTypeList parses `: type, type...` (possibly empty is not
// allowed).
func (p *Parser) ParseColonTypeList() []ir.Type {
	p.expect(tColon, "expected ':'")
	return p.ParseTypeListNoParens()
}

// ParseOptionalColonTypeList parses `: types` if a colon follows.
func (p *Parser) ParseOptionalColonTypeList() []ir.Type {
	if !p.consumeIf(tColon) {
		return nil
	}
	return p.ParseTypeListNoParens()
}

func (p *Parser) parseFunctionType() *ir.FunctionType {
	p.enter()
	defer p.leave()
	in := p.ParseTypeListParens()
	p.expect(tArrow, "expected '->' in function type")
	out := p.ParseFunctionResultTypes()
	return p.ctx.Function(in, out)
}

// ParseTypeListParens parses `(t, t...)`, possibly empty.
func (p *Parser) ParseTypeListParens() []ir.Type {
	p.expect(tLParen, "expected '('")
	if p.consumeIf(tRParen) {
		return nil
	}
	ts := p.ParseTypeListNoParens()
	p.expect(tRParen, "expected ')'")
	return ts
}

// ParseTypeListNoParens parses `t, t...`.
func (p *Parser) ParseTypeListNoParens() []ir.Type {
	var ts []ir.Type
	p.CommaList(DelimNone, "", func() { ts = append(ts, p.ParseType()) })
	return ts
}

// ParseFunctionResultTypes parses `(t...)` or a single non-function type.
func (p *Parser) ParseFunctionResultTypes() []ir.Type {
	if p.is(tLParen) {
		return p.ParseTypeListParens()
	}
	return []ir.Type{p.ParseNonFunctionType()}
}

// ParseArrowTypeList parses an optional `-> types` (function results).
func (p *Parser) ParseOptionalArrowTypeList() []ir.Type {
	if !p.consumeIf(tArrow) {
		return nil
	}
	return p.ParseFunctionResultTypes()
}

func (p *Parser) startsType() bool {
	switch p.tok.kind {
	case tLParen, tExclIdent:
		return true
	case tBareIdent:
		s := p.textBytes()
		switch string(s) {
		case "memref", "tensor", "complex", "tuple", "vector", "index", "none":
			return true
		}
		if _, ok := ir.FloatKindByName(bytesString(s)); ok {
			return true
		}
		_, _, ok := intTypeSpelling(s)
		return ok
	}
	return false
}

// ParseOptionalType parses a type if one starts here.
func (p *Parser) ParseOptionalType() (ir.Type, bool) {
	if !p.startsType() {
		return nil, false
	}
	return p.ParseType(), true
}

// intTypeSpelling recognises `iN`, `siN`, `uiN`.
func intTypeSpelling(s []byte) (digits []byte, sign ir.Signedness, ok bool) {
	switch {
	case len(s) > 1 && s[0] == 'i':
		digits, sign = s[1:], ir.Signless
	case len(s) > 2 && s[0] == 's' && s[1] == 'i':
		digits, sign = s[2:], ir.Signed
	case len(s) > 2 && s[0] == 'u' && s[1] == 'i':
		digits, sign = s[2:], ir.Unsigned
	default:
		return nil, 0, false
	}
	for _, c := range digits {
		if !isDigit(c) {
			return nil, 0, false
		}
	}
	return digits, sign, true
}

// ParseNonFunctionType parses any type except a function type.
func (p *Parser) ParseNonFunctionType() ir.Type {
	if p.tok.kind == tExclIdent {
		return p.parseExtendedType()
	}
	if p.tok.kind != tBareIdent {
		p.wrongTok("expected non-function type")
	}
	s := p.textBytes()
	switch string(s) {
	case "memref":
		return p.parseMemRefType()
	case "tensor":
		return p.parseTensorType()
	case "complex":
		return p.parseComplexType()
	case "tuple":
		return p.parseTupleType()
	case "vector":
		return p.parseVectorType()
	case "index":
		p.consume()
		return p.ctx.Index()
	case "none":
		p.consume()
		return p.ctx.None()
	}
	if k, ok := ir.FloatKindByName(bytesString(s)); ok {
		p.consume()
		return p.ctx.Float(k)
	}
	if digits, sign, ok := intTypeSpelling(s); ok {
		w, err := strconv.ParseUint(bytesString(digits), 10, 32)
		if err != nil {
			p.errorf("invalid integer width")
		}
		if w > maxIntWidth {
			p.errorf("integer bitwidth is limited to %d bits", maxIntWidth)
		}
		p.consume()
		return p.ctx.IntegerType(int(w), sign)
	}
	p.wrongTok("expected non-function type")
	return nil
}

func (p *Parser) parseComplexType() ir.Type {
	p.consume()
	p.expect(tLess, "expected '<' in complex type")
	off := p.tok.start
	p.enter()
	t := p.ParseType()
	p.leave()
	switch t.(type) {
	case *ir.FloatType, *ir.IntegerType:
	default:
		p.errorAt(off, "invalid element type for complex")
	}
	p.expect(tGreater, "expected '>' in complex type")
	return p.ctx.Complex(t)
}

func (p *Parser) parseTupleType() ir.Type {
	p.consume()
	p.expect(tLess, "expected '<' in tuple type")
	if p.consumeIf(tGreater) {
		return p.ctx.Tuple(nil)
	}
	p.enter()
	ts := p.ParseTypeListNoParens()
	p.leave()
	p.expect(tGreater, "expected '>' in tuple type")
	return p.ctx.Tuple(ts)
}

// parseXInDimensionList consumes an `x` (possibly the prefix of an
// identifier such as `xf32`).
func (p *Parser) parseXInDimensionList() {
	if !p.is(tBareIdent) || p.src[p.tok.start] != 'x' {
		p.wrongTok("expected 'x' in dimension list")
	}
	if p.tok.end-p.tok.start != 1 {
		p.resetTo(p.tok.start + 1)
		return
	}
	p.consume()
}

func (p *Parser) parseIntegerInDimensionList() int64 {
	if !p.is(tInteger) {
		p.wrongTok("expected dimension size")
	}
	s := p.textBytes()
	if len(s) > 1 && s[1] == 'x' {
		p.resetTo(p.tok.start + 1)
		return 0
	}
	v, err := strconv.ParseUint(bytesString(s), 10, 64)
	if err != nil || v > 1<<63-1 {
		p.errorf("invalid dimension")
	}
	p.consume()
	return int64(v)
}

// parseDimensionListRanked parses `4x?x` (with trailing x).
func (p *Parser) parseDimensionListRanked(allowDynamic bool) []int64 {
	var dims []int64
	for p.is(tInteger) || p.is(tQuestion) {
		if p.is(tQuestion) {
			if !allowDynamic {
				p.errorf("expected static shape")
			}
			p.consume()
			dims = append(dims, ir.Dynamic)
		} else {
			dims = append(dims, p.parseIntegerInDimensionList())
		}
		p.parseXInDimensionList()
	}
	return dims
}

func (p *Parser) parseMemRefType() ir.Type {
	off := p.tok.start
	p.consume()
	p.expect(tLess, "expected '<' in memref type")
	unranked := false
	var dims []int64
	if p.consumeIf(tStar) {
		unranked = true
		p.parseXInDimensionList()
	} else {
		dims = p.parseDimensionListRanked(true)
	}
	typeOff := p.tok.start
	p.enter()
	elem := p.ParseType()
	p.leave()
	if !isValidMemRefElem(elem) {
		p.errorAt(typeOff, "invalid memref element type")
	}
	var layout, memSpace ir.Attribute
	if !p.consumeIf(tGreater) {
		p.expect(tComma, "expected ',' or '>' in memref type")
		p.listUntil(tGreater, func() {
			a := p.ParseAttribute()
			if isLayoutAttr(a) {
				layout = a
			} else if memSpace != nil {
				p.errorf("multiple memory spaces specified in memref type")
			} else {
				memSpace = a
				return
			}
			if unranked {
				p.errorf("cannot have affine map for unranked memref type")
			}
			if memSpace != nil {
				p.errorf("expected memory space to be last in memref type")
			}
		}, false)
	}
	if !isSupportedMemorySpace(memSpace) {
		p.errorAt(off, "unsupported memory space Attribute")
	}
	if unranked {
		return p.ctx.UnrankedMemRef(elem, memSpace)
	}
	if m, ok := layout.(*ir.AffineMapAttr); ok && m.Map.NumDims != len(dims) {
		p.errorAt(off, "memref layout mismatch between rank and affine map: %d != %d", len(dims), m.Map.NumDims)
	}
	for _, d := range dims {
		if d < 0 && d != ir.Dynamic {
			p.errorAt(off, "invalid memref size")
		}
	}
	return p.ctx.MemRef(dims, elem, layout, memSpace)
}

// isSupportedMemorySpace mirrors MLIR: no memory space, an integer, string
// or dictionary attribute, or an attribute of a (non-builtin) dialect.
func isSupportedMemorySpace(a ir.Attribute) bool {
	switch a.(type) {
	case nil, *ir.IntegerAttr, *ir.StringAttr, *ir.DictionaryAttr:
		return true
	case *ir.OpaqueAttr, *ir.ArrayAttr, *ir.FloatAttr, *ir.UnitAttr, *ir.TypeAttr, *ir.SymbolRefAttr,
		*ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.DenseResourceAttr, *ir.DenseArrayAttr,
		*ir.AffineMapAttr, *ir.IntegerSetAttr, *ir.StridedLayoutAttr, *ir.DistinctAttr, ir.Location:
		return false
	}
	return true
}

func isLayoutAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
		return true
	}
	return false
}

func isValidMemRefElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.ComplexType, *ir.VectorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	case *ir.FunctionType, *ir.NoneType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.TupleType, *ir.OpaqueType:
		return false
	}
	// Dialect types must opt in (MemRefElementTypeInterface); none of
	// MLIR 19's llvm, gpu, nvvm or rocdl types do.
	_, ok := t.(ir.MemRefElementType)
	return ok
}

func (p *Parser) parseTensorType() ir.Type {
	p.consume()
	p.expect(tLess, "expected '<' in tensor type")
	unranked := false
	var dims []int64
	if p.consumeIf(tStar) {
		unranked = true
		p.parseXInDimensionList()
	} else {
		dims = p.parseDimensionListRanked(true)
	}
	typeOff := p.tok.start
	p.enter()
	elem := p.ParseType()
	var enc ir.Attribute
	if p.consumeIf(tComma) {
		enc = p.ParseAttribute()
	}
	p.leave()
	p.expect(tGreater, "expected '>' in tensor type")
	switch elem.(type) {
	case *ir.FunctionType, *ir.NoneType, *ir.MemRefType, *ir.UnrankedMemRefType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.TupleType:
		p.errorAt(typeOff, "invalid tensor element type")
	}
	if unranked {
		if enc != nil {
			p.errorf("cannot apply encoding to unranked tensor")
		}
		return p.ctx.UnrankedTensor(elem)
	}
	return p.ctx.RankedTensor(dims, elem, enc)
}

func (p *Parser) parseVectorType() ir.Type {
	p.consume()
	p.expect(tLess, "expected '<' in vector type")
	var dims []int64
	var scalable []bool
	for p.is(tInteger) || p.is(tLSquare) {
		sc := p.consumeIf(tLSquare)
		dims = append(dims, p.parseIntegerInDimensionList())
		if sc && !p.consumeIf(tRSquare) {
			p.wrongTok("missing ']' closing scalable dimension")
		}
		scalable = append(scalable, sc)
		p.parseXInDimensionList()
	}
	typeOff := p.tok.start
	p.enter()
	elem := p.ParseType()
	p.leave()
	p.expect(tGreater, "expected '>' in vector type")
	switch elem.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
	default:
		p.errorAt(typeOff, "vector elements must be int/index/float type")
	}
	for _, d := range dims {
		if d <= 0 {
			p.errorAt(typeOff, "vector types must have positive constant sizes")
		}
	}
	return p.ctx.Vector(dims, scalable, elem)
}

func joinDims(d []int64) string {
	var b strings.Builder
	for i, v := range d {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(v, 10))
	}
	return b.String()
}

// DialectSyntax parses and prints a registered dialect's own types and
// attributes. Parse functions receive the parser positioned at the body
// (after `!dialect.` / `#dialect.`), with the body text for reference.
type DialectSyntax struct {
	// Name, when set, makes the printer write the `!name.`/`#name.` prefix
	// (or `!name<...>` when the body is not a pretty name) around what
	// PrintType/PrintAttr write.
	Name      string
	ParseType func(p *Parser, body string) ir.Type
	ParseAttr func(p *Parser, body string, t ir.Type) ir.Attribute
	// PrintType and PrintAttr write the body after `!dialect.`/`#dialect.`
	// and return false for values they do not own.
	PrintType func(pr *Printer, t ir.Type) bool
	PrintAttr func(pr *Printer, a ir.Attribute) bool
	// TypeAlias and AttrAlias return the alias name for a value, or "".
	TypeAlias func(t ir.Type) string
	AttrAlias func(a ir.Attribute) string
}

// parseExtendedSymbol handles `!alias`, `!dialect.body<...>` and
// `!dialect<...>` (and the `#` forms). It returns the alias target or the
// dialect name, body and body offset.
func (p *Parser) parseExtendedSymbol(isType bool) (alias any, dialect, body string, bodyOff int) {
	tok := p.tok
	ident := p.str(tok.start+1, tok.end)
	p.consume()
	dialect, rest, hasDot := strings.Cut(ident, ".")
	if dialect == "" {
		p.errorAt(tok.start, "expected a dialect namespace before '.'")
	}
	pretty := hasDot
	hasTrailing := p.is(tLess) && p.tok.start == tok.end
	if !hasTrailing && !pretty {
		if isType {
			if t, ok := p.typeAliases[ident]; ok {
				return t, "", "", 0
			}
		} else if a, ok := p.attrAliases[ident]; ok {
			return a, "", "", 0
		}
		p.wrongTok("undefined symbol alias id '%s'", ident)
	}
	if !pretty {
		start := p.tok.start
		end := p.scanDialectBody()
		return nil, dialect, p.str(start+1, end-1), start + 1
	}
	bodyOff = tok.start + 1 + len(dialect) + 1
	if hasTrailing {
		end := p.scanDialectBody()
		return nil, dialect, p.str(bodyOff, end), bodyOff
	}
	return nil, dialect, rest, bodyOff
}

// scanDialectBody skips a balanced `<...>` starting at the current '<'
// token and returns the offset after the closing '>'.
func (p *Parser) scanDialectBody() int {
	cur := p.tok.start
	var stack []byte
	punctErr := func() {
		p.errorf("unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
	}
	check := func(open byte) {
		if stack[len(stack)-1] != open {
			punctErr()
		}
		stack = stack[:len(stack)-1]
	}
	for {
		if cur >= len(p.src) {
			if len(stack) > 0 {
				punctErr()
			}
			p.errorf("unexpected nul or EOF in pretty dialect name")
		}
		c := p.src[cur]
		cur++
		switch c {
		case 0:
			if len(stack) > 0 {
				punctErr()
			}
			p.errorf("unexpected nul or EOF in pretty dialect name")
		case '<', '[', '(', '{':
			stack = append(stack, c)
			continue
		case '-':
			if cur < len(p.src) && p.src[cur] == '>' {
				cur++
			}
			continue
		case '>':
			check('<')
		case ']':
			check('[')
		case ')':
			check('(')
		case '}':
			check('{')
		case '"':
			p.resetTo(cur - 1)
			if p.tok.kind != tString {
				p.errorf("expected string in pretty dialect name")
			}
			cur = p.tok.end
		default:
			continue
		}
		if len(stack) == 0 {
			break
		}
	}
	p.resetTo(cur)
	return cur
}

func (p *Parser) parseExtendedType() ir.Type {
	start, outermost := p.tok.start, p.subDepth == 0
	alias, dialect, body, bodyOff := p.parseExtendedSymbol(true)
	if alias != nil {
		return alias.(ir.Type)
	}
	if d := p.ctx.Registry.Dialect(dialect); d != nil {
		if syn, ok := d.Syntax.(*DialectSyntax); ok && syn.ParseType != nil {
			// The same dialect type is often written thousands of times
			// (LLVM structs of memref descriptors): its text maps to the
			// type it parsed to before. Only types written outside other
			// dialect bodies are cached, so that no enclosing state (an
			// enclosing recursive struct) can change what the text means;
			// aliases cannot change once defined. The text's length bounds
			// the nesting its parse adds, which keeps the depth limit exact.
			key := p.str(start, bodyOff+len(body))
			cacheable := outermost && p.depth+len(key) < maxDepth
			if cacheable {
				if t, ok := p.typeCache[key]; ok {
					return t
				}
			}
			nerrs := len(p.errs)
			t, _ := p.subParse(bodyOff, len(body), func(sp *Parser) any {
				if t := syn.ParseType(sp, body); t != nil {
					return t
				}
				return nil
			}).(ir.Type)
			if t == nil {
				p.errorAt(bodyOff, "invalid '%s' type", dialect)
			}
			if cacheable && len(p.errs) == nerrs {
				if p.typeCache == nil {
					p.typeCache = map[string]ir.Type{}
				}
				p.typeCache[key] = t
			}
			return t
		}
		if !p.ctx.AllowUnregistered {
			p.errorAt(bodyOff, "dialect '%s' provides no type parsing hook", dialect)
		}
	}
	return p.ctx.OpaqueType(dialect, body)
}

// subParse runs f on a parser restricted to src[off:off+n], sharing
// aliases and scopes, then checks the body was consumed.
func (p *Parser) subParse(off, n int, f func(sp *Parser) any) any {
	saveLex, saveTok, savePrev, saveOp := p.lex, p.tok, p.prev, p.customOp
	savedSrcEnd := p.src
	p.customOp = ""
	p.subDepth++
	// Restored also when the body's parse fails (the error unwinds through
	// here), so that a caller recovering from it sees the outer state.
	defer func() {
		p.customOp = saveOp
		p.subDepth--
		p.src = savedSrcEnd
		p.lex, p.tok, p.prev = saveLex, saveTok, savePrev
	}()
	p.src = p.src[:off+n]
	p.lex = lexer{src: p.src, pos: off}
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.lexError()
	}
	v := f(p)
	if p.tok.kind != tEOF {
		p.errorf("unexpected trailing characters in dialect body")
	}
	return v
}
