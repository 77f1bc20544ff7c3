package asm

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"gpuc/internal/ir"
)

// maxDepth bounds the nesting of regions, attributes and types so that
// hostile input gets an error instead of exhausting the stack.
const maxDepth = 1 << 17

// bailout unwinds the parser after the first error, as MLIR's parser stops
// at the first error.
type bailout struct{}

// Config controls parsing.
type Config struct {
	// Name is the buffer name used in locations (the file name).
	Name string
}

// Result of parsing a source buffer.
type Result struct {
	// Block holds the top-level operations.
	Block *ir.Block
	// Resources holds the `dialect_resources` blobs of the file metadata,
	// by dialect then key, in file order.
	Resources *Resources
	// Errors are the diagnostics, in order; nil on success.
	Errors []*ir.Diagnostic
}

// Resources are the file-level `{-# dialect_resources: ... #-}` entries.
type Resources struct {
	Dialects []ResourceDialect
}

// ResourceDialect holds the resource entries of one dialect.
type ResourceDialect struct {
	Name    string
	Entries []ResourceEntry
}

// ResourceEntry is one resource: a key and its value as written (a string
// literal body, a bool, or a hex blob string).
type ResourceEntry struct {
	Key   string
	Value string // source text of the value, e.g. "\"0x04000000...\"" or "true"
}

// Lookup returns the value text of a resource, or "".
func (r *Resources) Lookup(dialect, key string) (string, bool) {
	if r == nil {
		return "", false
	}
	for _, d := range r.Dialects {
		if d.Name == dialect {
			for _, e := range d.Entries {
				if e.Key == key {
					return e.Value, true
				}
			}
		}
	}
	return "", false
}

// Parser parses MLIR text. Custom op syntaxes receive it to parse their
// operands, types and attributes.
type Parser struct {
	// customOp is the name of the op whose custom parser is running ("" in
	// generic syntax and inside dialect attribute and type bodies).
	customOp    string
	customOpOff int // offset of its name
	// subDepth counts nested dialect-body parses (whose end is not the end
	// of the file).
	subDepth int
	ctx      *ir.Context
	name     string
	src      []byte
	lex      lexer
	tok      token
	prev     token // the previously consumed token

	lines    []int // start offset of each line, built lazily
	lastLine int   // index in lines of the last LineCol answer

	attrAliases map[string]ir.Attribute
	typeAliases map[string]ir.Type
	// typeCache maps the text of dialect types parsed before to the type
	// (see parseExtendedType).
	typeCache map[string]ir.Type
	deferred  []deferredLoc
	distinct  map[int64]*ir.DistinctAttr
	resources *Resources

	scopes      []*isolatedScope
	blockScopes []*blockScope
	// Popped scopes and used operation states, kept for reuse.
	freeScopes      []*isolatedScope
	freeBlockScopes []*blockScope
	freeStates      []*ir.OperationState
	placeholders    map[*ir.Value]int
	defaults        []string
	depth           int

	errs []*ir.Diagnostic

	// numResultsBound is the number of results the op being parsed binds.
	numResultsBound int
}

type deferredLoc struct {
	op   *ir.Operation
	arg  *ir.Value
	name string
	off  int
}

type valueDef struct {
	v   *ir.Value
	off int
}

// valueKey names one result: `%name#num`.
type valueKey struct {
	name string
	num  int
}

type isolatedScope struct {
	values  map[valueKey]valueDef
	defined [][]valueKey // definitions made in each nested region scope
}

type blockDef struct {
	b   *ir.Block
	off int
}

type blockScope struct {
	blocks  map[string]*blockDef
	forward map[*ir.Block]int
}

// Parse parses a whole source buffer into top-level operations, reporting
// the first syntax error (or all unresolved references). src must not be
// modified afterwards: strings in the IR may share its memory.
func Parse(ctx *ir.Context, cfg Config, src []byte) (res *Result) {
	p := newParser(ctx, cfg.Name, src)
	res = &Result{}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			res.Errors = p.errs
			res.Block = nil
		}
	}()
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.lexError()
	}
	top := ir.NewBlock()
	p.pushScope(true)
	for {
		switch p.tok.kind {
		case tEOF:
			p.popScope()
			p.finalize()
			if len(p.errs) > 0 {
				res.Errors = p.errs
				return res
			}
			res.Block = top
			res.Resources = p.resources
			return res
		case tHashIdent:
			p.parseAttrAliasDef()
		case tExclIdent:
			p.parseTypeAliasDef()
		case tFileMetaBegin:
			p.parseFileMetadata()
		default:
			p.parseOperation(top)
		}
	}
}

func newParser(ctx *ir.Context, name string, src []byte) *Parser {
	p := &Parser{
		ctx:          ctx,
		name:         name,
		src:          src,
		lex:          lexer{src: src},
		attrAliases:  map[string]ir.Attribute{},
		typeAliases:  map[string]ir.Type{},
		placeholders: map[*ir.Value]int{},
		defaults:     []string{"builtin"},
	}
	return p
}

// ParseAttribute parses a standalone attribute from text (used for pass
// options and tests). As with Parse, src must not be modified afterwards.
func ParseAttribute(ctx *ir.Context, name string, src []byte) (a ir.Attribute, errs []*ir.Diagnostic) {
	p := newParserSafe(ctx, name, src, &errs)
	if p == nil {
		return nil, errs
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			a, errs = nil, p.errs
		}
	}()
	a = p.ParseAttribute()
	if p.tok.kind != tEOF {
		p.errorf("unexpected trailing characters after attribute")
	}
	return a, nil
}

// ParseAttributeString parses text as one attribute as MLIR's
// mlir::parseAttribute(text, context) does for pass options: the buffer is
// named after the text itself (so diagnostics read `TEXT:1:COL: error:`),
// and text after the attribute is an error that quotes it.
func ParseAttributeString(ctx *ir.Context, text string) (a ir.Attribute, errs []*ir.Diagnostic) {
	src := []byte(text)
	p := newParserSafe(ctx, text, src, &errs)
	if p == nil {
		return nil, errs
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			a, errs = nil, p.errs
		}
	}()
	start := p.tok.start
	a = p.ParseAttribute()
	if read := p.tok.start - start; read != len(src) {
		p.errorf("found trailing characters: '%s'", text[min(read, len(text)):])
	}
	return a, nil
}

// ParseType parses a standalone type from text. As with Parse, src must not
// be modified afterwards.
func ParseType(ctx *ir.Context, name string, src []byte) (t ir.Type, errs []*ir.Diagnostic) {
	p := newParserSafe(ctx, name, src, &errs)
	if p == nil {
		return nil, errs
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			t, errs = nil, p.errs
		}
	}()
	t = p.ParseType()
	if p.tok.kind != tEOF {
		p.errorf("unexpected trailing characters after type")
	}
	return t, nil
}

func newParserSafe(ctx *ir.Context, name string, src []byte, errs *[]*ir.Diagnostic) (p *Parser) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			*errs = p.errs
			p = nil
		}
	}()
	p = &Parser{ctx: ctx, name: name, src: src, lex: lexer{src: src},
		attrAliases: map[string]ir.Attribute{}, typeAliases: map[string]ir.Type{},
		placeholders: map[*ir.Value]int{}, defaults: []string{"builtin"}}
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.lexError()
	}
	return p
}

// Context returns the IR context.
func (p *Parser) Context() *ir.Context { return p.ctx }

// --- tokens and errors -----------------------------------------------------

// str returns src[start:end] as a string that shares the source buffer
// instead of copying it: token texts (names, keywords, attribute names)
// are taken for nearly every token, and copying each was a large share of
// the parser's allocations. The parser never writes to its source, and
// Parse's callers must not either while the IR lives (names in it may
// point into the buffer).
func (p *Parser) str(start, end int) string { return bytesString(p.src[start:end]) }

// bytesString views b as a string without copying; b must not change
// afterwards.
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

func (p *Parser) text() string        { return p.str(p.tok.start, p.tok.end) }
func (p *Parser) textBytes() []byte   { return p.src[p.tok.start:p.tok.end] }
func (p *Parser) is(k tokKind) bool   { return p.tok.kind == k }
func (p *Parser) isKw(kw string) bool { return p.tok.kind == tBareIdent && string(p.textBytes()) == kw }

func (p *Parser) consume() {
	p.prev = p.tok
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.lexError()
	}
}

func (p *Parser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.consume()
		return true
	}
	return false
}

func (p *Parser) consumeKw(kw string) bool {
	if p.isKw(kw) {
		p.consume()
		return true
	}
	return false
}

// resetTo restarts lexing at byte offset off.
func (p *Parser) resetTo(off int) {
	p.lex.pos = off
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.lexError()
	}
}

func (p *Parser) lexError() {
	p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(p.tok.start), Msg: p.lex.msg})
	panic(bailout{})
}

// LineCol converts a byte offset to 1-based line and column.
func (p *Parser) LineCol(off int) (int, int) {
	if p.lines == nil {
		p.lines = append(make([]int, 0, bytes.Count(p.src, []byte{'\n'})+1), 0)
		for i, c := range p.src {
			if c == '\n' {
				p.lines = append(p.lines, i+1)
			}
		}
	}
	// The parser asks for offsets in increasing order (an op, then the
	// next): look at the line of the last answer and the next few before
	// searching.
	i := p.lastLine
	for n := 0; n < 4 && i < len(p.lines) && p.lines[i] <= off; n++ {
		i++
	}
	if i == 0 || p.lines[i-1] > off || i < len(p.lines) && p.lines[i] <= off {
		i = sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > off })
	}
	p.lastLine = i - 1
	return i, off - p.lines[i-1] + 1
}

func (p *Parser) locAt(off int) ir.Location {
	l, c := p.LineCol(off)
	return p.ctx.FileLineCol(p.name, l, c)
}

// Loc returns the location of the current token.
func (p *Parser) Loc() ir.Location { return p.locAt(p.tok.start) }

// Offset returns the byte offset of the current token.
func (p *Parser) Offset() int { return p.tok.start }

// LocAt returns the location of a byte offset.
func (p *Parser) LocAt(off int) ir.Location { return p.locAt(off) }

// errorAt reports an error at byte offset off and unwinds.
func (p *Parser) errorAt(off int, format string, args ...any) {
	p.fail(&ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off), Msg: sprintf(format, args...)})
}

func (p *Parser) fail(d *ir.Diagnostic) {
	p.errs = append(p.errs, d)
	panic(bailout{})
}

// errorf reports an error at the current token and unwinds.
func (p *Parser) errorf(format string, args ...any) { p.errorAt(p.tok.start, format, args...) }

// Errorf reports an error at the current token (for custom parsers).
func (p *Parser) Errorf(format string, args ...any) { p.errorf(format, args...) }

// ErrorAt reports an error at a byte offset (for custom parsers).
func (p *Parser) ErrorAt(off int, format string, args ...any) { p.errorAt(off, format, args...) }

// Fail reports a prepared diagnostic and unwinds (for custom parsers).
func (p *Parser) Fail(d *ir.Diagnostic) { p.fail(d) }

// wrongTok reports an error for an unexpected token, at the end of the
// previous line's content when the token starts a line, as MLIR's
// emitWrongTokenError.
func (p *Parser) wrongTok(format string, args ...any) {
	off := p.tok.start
	if p.tok.kind == tEOF && off > 0 && p.subDepth == 0 {
		off--
	}
	orig := off
	s := p.src[:off]
	for {
		s = trimRightSpaceTab(s)
		if len(s) == 0 {
			p.errorAt(orig, format, args...)
		}
		if c := s[len(s)-1]; c != '\n' && c != '\r' {
			p.errorAt(len(s), format, args...)
		}
		s = s[:len(s)-1]
		prevLine := s
		if i := lastIndexAny(prevLine, '\n', '\r'); i >= 0 {
			prevLine = prevLine[i:]
		}
		if ci := strings.Index(string(prevLine), "//"); ci >= 0 {
			s = s[:len(s)-(len(prevLine)-ci)]
		}
	}
}

func trimRightSpaceTab(s []byte) []byte {
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

func lastIndexAny(s []byte, a, b byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == a || s[i] == b {
			return i
		}
	}
	return -1
}

// expect consumes a token of kind k or reports msg.
func (p *Parser) expect(k tokKind, msg string) {
	if p.tok.kind != k {
		p.wrongTok("%s", msg)
	}
	p.consume()
}

func (p *Parser) expectKw(kw, msg string) {
	if !p.isKw(kw) {
		p.wrongTok("%s", msg)
	}
	p.consume()
}

// Expect consumes the punctuation spelled s (one of ( ) [ ] { } < > , : = -> ? * + - ...)
// or reports msg (for custom parsers).
func (p *Parser) Expect(s string, msg string) { p.expect(punctKind(s), msg) }

// ConsumeIf consumes the punctuation spelled s if present.
func (p *Parser) ConsumeIf(s string) bool { return p.consumeIf(punctKind(s)) }

// Is reports whether the current token is the punctuation spelled s.
func (p *Parser) Is(s string) bool { return p.is(punctKind(s)) }

// IsKeyword reports whether the current token is the bare identifier kw.
func (p *Parser) IsKeyword(kw string) bool { return p.isKw(kw) }

// ConsumeKeyword consumes the bare identifier kw if present.
func (p *Parser) ConsumeKeyword(kw string) bool { return p.consumeKw(kw) }

// ExpectKeyword consumes the bare identifier kw or reports msg.
func (p *Parser) ExpectKeyword(kw, msg string) { p.expectKw(kw, msg) }

// IsString reports whether the current token is a string literal.
func (p *Parser) IsString() bool { return p.is(tString) }

// IsSymbol reports whether the current token is an @symbol.
func (p *Parser) IsSymbol() bool { return p.is(tAtIdent) }

// IsValue reports whether the current token is a %value.
func (p *Parser) IsValue() bool { return p.is(tPercentIdent) }

// IsBlock reports whether the current token is a ^block.
func (p *Parser) IsBlock() bool { return p.is(tCaretIdent) }

// IsBareIdent reports whether the current token is a bare identifier.
func (p *Parser) IsBareIdent() bool { return p.is(tBareIdent) }

// TokenText returns the spelling of the current token.
func (p *Parser) TokenText() string { return p.text() }

func punctKind(s string) tokKind {
	switch s {
	case "(":
		return tLParen
	case ")":
		return tRParen
	case "[":
		return tLSquare
	case "]":
		return tRSquare
	case "{":
		return tLBrace
	case "}":
		return tRBrace
	case "<":
		return tLess
	case ">":
		return tGreater
	case ",":
		return tComma
	case ":":
		return tColon
	case "=":
		return tEqual
	case "->":
		return tArrow
	case "?":
		return tQuestion
	case "*":
		return tStar
	case "+":
		return tPlus
	case "-":
		return tMinus
	case "...":
		return tEllipsis
	case "|":
		return tVerticalBar
	}
	panic("asm: unknown punctuation " + s)
}

// Delimiter of a comma-separated list.
type Delimiter int

// List delimiters, as MLIR's AsmParser::Delimiter.
const (
	DelimNone Delimiter = iota
	DelimParen
	DelimOptionalParen
	DelimSquare
	DelimOptionalSquare
	DelimLessGreater
	DelimOptionalLessGreater
	DelimBraces
	DelimOptionalBraces
)

// CommaList parses a comma-separated list with the given delimiters,
// calling elt for each element, as MLIR's parseCommaSeparatedList.
func (p *Parser) CommaList(d Delimiter, context string, elt func()) {
	var open, close tokKind
	var openS, closeS string
	switch d {
	case DelimNone:
	case DelimOptionalParen, DelimParen:
		if d == DelimOptionalParen && !p.is(tLParen) {
			return
		}
		open, close, openS, closeS = tLParen, tRParen, "'('", "')'"
	case DelimOptionalSquare, DelimSquare:
		if d == DelimOptionalSquare && !p.is(tLSquare) {
			return
		}
		open, close, openS, closeS = tLSquare, tRSquare, "'['", "']'"
	case DelimOptionalLessGreater, DelimLessGreater:
		if d == DelimOptionalLessGreater && !p.is(tLess) {
			return
		}
		open, close, openS, closeS = tLess, tGreater, "'<'", "'>'"
	case DelimOptionalBraces, DelimBraces:
		if d == DelimOptionalBraces && !p.is(tLBrace) {
			return
		}
		open, close, openS, closeS = tLBrace, tRBrace, "'{'", "'}'"
	}
	if d != DelimNone {
		p.expect(open, "expected "+openS+context)
		if p.consumeIf(close) {
			return
		}
	}
	elt()
	for p.consumeIf(tComma) {
		elt()
	}
	if d != DelimNone {
		p.expect(close, "expected "+closeS+context)
	}
}

// listUntil parses `elt (, elt)* end` (or just `end` when empty is allowed),
// as MLIR's parseCommaSeparatedListUntil.
func (p *Parser) listUntil(end tokKind, elt func(), allowEmpty bool) {
	if p.is(end) {
		if !allowEmpty {
			p.wrongTok("expected list element")
		}
		p.consume()
		return
	}
	elt()
	for p.consumeIf(tComma) {
		elt()
	}
	if !p.is(end) {
		p.wrongTok("expected ',' or '%s'", strings.Trim(tokNames[end], "'"))
	}
	p.consume()
}

func (p *Parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.errorf("nesting is too deep (more than %d levels)", maxDepth)
	}
}

func (p *Parser) leave() { p.depth-- }

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmtSprintf(format, args...)
}

// --- top level -------------------------------------------------------------

func (p *Parser) parseAttrAliasDef() {
	name := p.text()[1:]
	if _, dup := p.attrAliases[name]; dup {
		p.errorf("redefinition of attribute alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		p.errorf("attribute names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	p.expect(tEqual, "expected '=' in attribute alias definition")
	a := p.ParseAttribute()
	p.attrAliases[name] = a
}

func (p *Parser) parseTypeAliasDef() {
	name := p.text()[1:]
	if _, dup := p.typeAliases[name]; dup {
		p.errorf("redefinition of type alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		p.errorf("type names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	p.expect(tEqual, "expected '=' in type alias definition")
	t := p.ParseType()
	p.typeAliases[name] = t
}

// parseFileMetadata parses `{-# key: {...}, ... #-}`.
func (p *Parser) parseFileMetadata() {
	p.consume()
	p.CommaList(DelimNone, "", func() {
		if !p.is(tBareIdent) {
			p.wrongTok("expected identifier key in file metadata dictionary")
		}
		key := p.text()
		p.consume()
		p.expect(tColon, "expected ':'")
		switch key {
		case "dialect_resources", "external_resources":
			p.parseResourceSection(key == "dialect_resources")
		default:
			p.errorAt(p.prev.start, "unknown key '%s' in file metadata dictionary", key)
		}
	})
	p.expect(tFileMetaEnd, "expected '#-}' to close file metadata dictionary")
}

func (p *Parser) parseResourceSection(dialect bool) {
	p.CommaList(DelimBraces, "", func() {
		if !p.is(tBareIdent) {
			p.wrongTok("expected identifier key for 'resource' entry")
		}
		name := p.text()
		nameOff := p.tok.start
		if dialect && p.ctx.Registry.Dialect(name) == nil {
			p.errorAt(nameOff, "dialect '%s' is unknown", name)
		}
		p.consume()
		p.expect(tColon, "expected ':'")
		rd := ResourceDialect{Name: name}
		p.CommaList(DelimBraces, "", func() {
			var key string
			switch p.tok.kind {
			case tBareIdent:
				key = p.text()
			case tString:
				key = unescape(p.src[p.tok.start+1 : p.tok.end-1])
			default:
				p.wrongTok("expected identifier key for 'resource' entry")
			}
			p.consume()
			p.expect(tColon, "expected ':'")
			start := p.tok.start
			switch {
			case p.is(tString), p.isKw("true"), p.isKw("false"):
				p.consume()
			default:
				p.wrongTok("expected string, bool or hex blob resource value")
			}
			value := p.str(start, p.prev.end)
			if dialect && name == "builtin" && !isAlignedBlob(value) {
				p.errorAt(start, "expected hex string blob for key '%s' to encode alignment in first 4 bytes", key)
			}
			rd.Entries = append(rd.Entries, ResourceEntry{Key: key, Value: value})
		})
		if dialect {
			if p.resources == nil {
				p.resources = &Resources{}
			}
			p.resources.Dialects = append(p.resources.Dialects, rd)
		}
	})
}

// isAlignedBlob reports whether a resource value is a hex blob string of at
// least the 4 bytes that encode its alignment.
func isAlignedBlob(v string) bool {
	if len(v) < 2 || v[0] != '"' || !strings.HasPrefix(v[1:], "0x") {
		return false
	}
	hex := v[3 : len(v)-1]
	if len(hex) < 8 || len(hex)%2 != 0 {
		return false
	}
	for i := 0; i < len(hex); i++ {
		if !isHexDigit(hex[i]) {
			return false
		}
	}
	return true
}

// finalize resolves deferred location aliases and reports values that were
// used but never defined.
func (p *Parser) finalize() {
	for _, d := range p.deferred {
		a, ok := p.attrAliases[d.name]
		if !ok {
			p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(d.off),
				Msg: "operation location alias was never defined"})
			return
		}
		loc, ok := a.(ir.Location)
		if !ok {
			p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(d.off),
				Msg: "expected location, but found '" + AttrString(a) + "'"})
			return
		}
		if d.op != nil {
			d.op.SetLoc(loc)
		} else {
			d.arg.SetLoc(loc)
		}
	}
	if len(p.placeholders) > 0 {
		offs := make([]int, 0, len(p.placeholders))
		for _, off := range p.placeholders {
			offs = append(offs, off)
		}
		sort.Ints(offs)
		for _, off := range offs {
			p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off),
				Msg: "use of undeclared SSA value name"})
		}
	}
}

// --- SSA scopes --------------------------------------------------------------

func (p *Parser) pushScope(isolated bool) {
	// Scopes come and go with every region (every function): their tables
	// are recycled, emptied but with their capacity, instead of growing
	// new maps each time.
	var bs *blockScope
	if n := len(p.freeBlockScopes); n > 0 {
		bs = p.freeBlockScopes[n-1]
		p.freeBlockScopes = p.freeBlockScopes[:n-1]
	} else {
		bs = &blockScope{blocks: map[string]*blockDef{}, forward: map[*ir.Block]int{}}
	}
	p.blockScopes = append(p.blockScopes, bs)
	if isolated || len(p.scopes) == 0 {
		var s *isolatedScope
		if n := len(p.freeScopes); n > 0 {
			s = p.freeScopes[n-1]
			p.freeScopes = p.freeScopes[:n-1]
		} else {
			s = &isolatedScope{values: map[valueKey]valueDef{}}
		}
		p.scopes = append(p.scopes, s)
	}
	s := p.scopes[len(p.scopes)-1]
	if n := len(s.defined); n < cap(s.defined) {
		s.defined = s.defined[:n+1]
		s.defined[n] = s.defined[n][:0]
	} else {
		s.defined = append(s.defined, nil)
	}
}

func (p *Parser) popScope() {
	bs := p.blockScopes[len(p.blockScopes)-1]
	if len(bs.forward) > 0 {
		offs := make([]int, 0, len(bs.forward))
		for _, off := range bs.forward {
			offs = append(offs, off)
		}
		sort.Ints(offs)
		for _, off := range offs {
			p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off), Msg: "reference to an undefined block"})
		}
		panic(bailout{})
	}
	p.blockScopes = p.blockScopes[:len(p.blockScopes)-1]
	clear(bs.blocks)
	clear(bs.forward)
	p.freeBlockScopes = append(p.freeBlockScopes, bs)
	s := p.scopes[len(p.scopes)-1]
	if len(s.defined) == 1 {
		p.scopes = p.scopes[:len(p.scopes)-1]
		clear(s.values)
		s.defined = s.defined[:0]
		p.freeScopes = append(p.freeScopes, s)
		return
	}
	for _, k := range s.defined[len(s.defined)-1] {
		delete(s.values, k)
	}
	s.defined = s.defined[:len(s.defined)-1]
}

// UnresolvedOperand is a parsed `%name#N` use not yet resolved to a value.
type UnresolvedOperand struct {
	Name   string
	Number int
	Off    int
}

// Argument is a parsed region argument: `%name: type {attrs} loc(...)`.
type Argument struct {
	Operand     UnresolvedOperand
	Type        ir.Type
	Attrs       *ir.DictionaryAttr
	Loc         ir.Location // nil when no explicit loc(...)
	deferredArg *ir.Value
}

func (p *Parser) scope() *isolatedScope { return p.scopes[len(p.scopes)-1] }

// ParseOperand parses `%name` or `%name#N`.
func (p *Parser) ParseOperand() UnresolvedOperand { return p.parseSSAUse(true) }

func (p *Parser) parseSSAUse(allowNumber bool) UnresolvedOperand {
	u := UnresolvedOperand{Name: p.text(), Off: p.tok.start}
	p.expect(tPercentIdent, "expected SSA operand")
	if p.is(tHashIdent) {
		if !allowNumber {
			p.errorf("result number not allowed in argument list")
		}
		n, err := strconv.ParseUint(p.text()[1:], 10, 32)
		if err != nil {
			p.errorf("invalid SSA value result number")
		}
		u.Number = int(n)
		p.consume()
	}
	return u
}

// ParseOptionalOperand parses an operand if the current token is a %value.
func (p *Parser) ParseOptionalOperand() (UnresolvedOperand, bool) {
	if !p.is(tPercentIdent) {
		return UnresolvedOperand{}, false
	}
	return p.ParseOperand(), true
}

// ParseOperandList parses a comma-separated operand list with delimiters.
func (p *Parser) ParseOperandList(d Delimiter) []UnresolvedOperand {
	var out []UnresolvedOperand
	if d == DelimNone && !p.is(tPercentIdent) {
		return nil
	}
	p.CommaList(d, " in operand list", func() { out = append(out, p.ParseOperand()) })
	return out
}

// Resolve returns the value for u, which must have type t, creating a
// forward reference if u is not defined yet.
func (p *Parser) Resolve(u UnresolvedOperand, t ir.Type) *ir.Value {
	s := p.scope()
	key := valueKey{u.Name, u.Number}
	if e, ok := s.values[key]; ok {
		if e.v.Type() == t {
			return e.v
		}
		d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(u.Off),
			Msg: "use of value '" + u.Name + "' expects different type than prior uses: '" + TypeString(t) + "' vs '" + TypeString(e.v.Type()) + "'"}
		d.Note(p.locAt(e.off), "prior use here")
		p.fail(d)
	}
	if u.Number > 0 {
		if e, ok := s.values[valueKey{u.Name, 0}]; ok && !p.isPlaceholder(e.v) {
			p.errorAt(u.Off, "reference to invalid result number")
		}
	}
	ph := newPlaceholder(t)
	p.placeholders[ph] = u.Off
	s.values[key] = valueDef{ph, u.Off}
	return ph
}

// ResolveAll resolves operands against types (lengths must match).
func (p *Parser) ResolveAll(us []UnresolvedOperand, ts []ir.Type, off int) []*ir.Value {
	if len(us) != len(ts) {
		p.errorAt(off, "%d operands present, but expected %d", len(us), len(ts))
	}
	vs := make([]*ir.Value, len(us))
	for i, u := range us {
		vs[i] = p.Resolve(u, ts[i])
	}
	return vs
}

func (p *Parser) isPlaceholder(v *ir.Value) bool {
	_, ok := p.placeholders[v]
	return ok
}

func newPlaceholder(t ir.Type) *ir.Value {
	b := ir.NewBlock()
	return b.AddArg(t, nil)
}

// define records the definition of u as v.
func (p *Parser) define(u UnresolvedOperand, v *ir.Value) {
	s := p.scope()
	key := valueKey{u.Name, u.Number}
	if e, ok := s.values[key]; ok {
		old := e.v
		if !p.isPlaceholder(old) {
			d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(u.Off), Msg: "redefinition of SSA value '" + u.Name + "'"}
			d.Note(p.locAt(e.off), "previously defined here")
			p.fail(d)
		}
		if old.Type() != v.Type() {
			d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(u.Off),
				Msg: "definition of SSA value '" + u.Name + "#" + strconv.Itoa(u.Number) + "' has type '" + TypeString(v.Type()) + "'"}
			d.Note(p.locAt(e.off), "previously used here with type '%s'", TypeString(old.Type()))
			p.fail(d)
		}
		old.ReplaceAllUsesWith(v)
		delete(p.placeholders, old)
	}
	s.values[key] = valueDef{v, u.Off}
	// Only nested regions undo their definitions one by one; the scope's
	// outermost region (a function body) drops the whole table at its end.
	if last := len(s.defined) - 1; last > 0 {
		s.defined[last] = append(s.defined[last], key)
	}
}

// --- operations ----------------------------------------------------------------

type resultGroup struct {
	name  string
	count int
	off   int
}

func (p *Parser) parseOperation(b *ir.Block) {
	startOff := p.tok.start
	var results []resultGroup
	if p.is(tPercentIdent) {
		for {
			g := resultGroup{name: p.text(), count: 1, off: p.tok.start}
			p.consume()
			if p.consumeIf(tColon) {
				if !p.is(tInteger) {
					p.wrongTok("expected integer number of results")
				}
				n, err := strconv.ParseUint(p.text(), 10, 32)
				if err != nil || n < 1 {
					p.errorf("expected named operation to have at least 1 result")
				}
				g.count = int(n)
				p.consume()
			}
			results = append(results, g)
			if !p.consumeIf(tComma) {
				break
			}
			if !p.is(tPercentIdent) {
				p.wrongTok("expected valid ssa identifier")
			}
		}
		p.expect(tEqual, "expected '=' after SSA name")
	}
	total := 0
	for _, g := range results {
		total += g.count
	}
	var op *ir.Operation
	switch p.tok.kind {
	case tBareIdent:
		// MLIR's lexer makes `i32`, `si8`, `ui1` integer-type tokens, which
		// cannot start an operation.
		if _, _, isInt := intTypeSpelling(p.src[p.tok.start:p.tok.end]); isInt {
			p.wrongTok("expected operation name in quotes")
		}
		op = p.parseCustomOp(total)
	case tString:
		op = p.parseGenericOp()
	default:
		p.wrongTok("expected operation name in quotes")
	}
	if len(results) > 0 {
		if op.NumResults() == 0 {
			p.errorAt(startOff, "cannot name an operation with no results")
		}
		if op.NumResults() != total {
			p.errorAt(startOff, "operation defines %d results but was provided %d to bind", op.NumResults(), total)
		}
		i := 0
		for _, g := range results {
			for n := 0; n < g.count; n++ {
				p.define(UnresolvedOperand{Name: g.name, Number: n, Off: g.off}, op.Result(i))
				i++
			}
		}
	}
	b.Append(op)
}

func (p *Parser) parseGenericOp() *ir.Operation {
	off := p.tok.start
	body := p.src[p.tok.start+1 : p.tok.end-1]
	var opName *ir.OpName
	if bytes.IndexByte(body, '\\') < 0 {
		opName = p.ctx.Registry.LookupBytes(body)
	} else {
		opName = p.ctx.Registry.Lookup(unescape(body))
	}
	name := opName.Name
	if name == "" {
		p.errorf("empty operation name is invalid")
	}
	if strings.IndexByte(name, 0) >= 0 {
		p.errorf("null character not allowed in operation name")
	}
	p.consume()
	if opName.Def == nil && p.ctx.Registry.Dialect(opName.Dialect) == nil && !p.ctx.AllowUnregistered {
		p.errorAt(p.tok.start, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}
	st := p.newState()
	st.Name, st.OpName, st.Loc = name, opName, p.locAt(off)
	p.parseGenericAfterName(st, opName)
	if st.Props != nil && opName.Def != nil && opName.Def.ConvertProps != nil {
		props, msg := opName.Def.ConvertProps(p.ctx, st.Props)
		if msg != "" {
			p.errorAt(off, "invalid properties %s for op %s: %s", AttrString(st.Props), name, msg)
		}
		st.Props = props
	}
	// Without `<{...}>`, inherent attributes in the dictionary are checked
	// now, as MLIR 19's parser does (verifyInherentAttrs).
	if st.Props == nil && opName.Def != nil && opName.Def.VerifyInherentAttrs != nil {
		if msg := opName.Def.VerifyInherentAttrs(st.Attrs); msg != "" {
			p.errorAt(off, "'%s' op %s", name, msg)
		}
	}
	op := p.ctx.Create(st)
	p.releaseState(st)
	p.parseTrailingLoc(op, nil)
	return op
}

func (p *Parser) parseGenericAfterName(st *ir.OperationState, opName *ir.OpName) {
	p.expect(tLParen, "expected '(' to start operand list")
	var ops []UnresolvedOperand
	if p.is(tPercentIdent) {
		ops = p.ParseOperandList(DelimNone)
	}
	p.expect(tRParen, "expected ')' to end operand list")
	if p.is(tLSquare) {
		if opName.Def != nil && opName.Def.Traits&ir.Terminator == 0 {
			p.errorf("successors in non-terminator")
		}
		p.CommaList(DelimSquare, "", func() { st.Successors = append(st.Successors, p.ParseSuccessor()) })
	}
	if p.consumeIf(tLess) {
		st.Props = p.ParseAttribute()
		p.expect(tGreater, "expected '>' to close properties")
	}
	if p.consumeIf(tLParen) {
		isolated := opName.Def != nil && opName.Def.Traits&ir.IsolatedFromAbove != 0
		for {
			r := st.AddRegion()
			p.ParseRegion(r, nil, isolated)
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRParen, "expected ')' to end region list")
	}
	if p.is(tLBrace) {
		st.Attrs = append(st.Attrs, p.ParseAttrDict()...)
	}
	p.expect(tColon, "expected ':' followed by operation type")
	typeOff := p.tok.start
	t := p.ParseType()
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		p.errorAt(typeOff, "expected function type")
	}
	st.Types = ft.Results
	if len(ft.Inputs) != len(ops) {
		plural := "s"
		if len(ops) == 1 {
			plural = "\x00"
		}
		p.errorAt(typeOff, "expected %d operand type%s but had %d", len(ops), plural, len(ft.Inputs))
	}
	for i, u := range ops {
		st.Operands = append(st.Operands, p.Resolve(u, ft.Inputs[i]))
	}
}

// OpSyntax is the custom assembly form of a registered operation.
type OpSyntax struct {
	// Parse fills st from the text after the op name.
	Parse func(p *Parser, st *ir.OperationState)
	// Print writes the text after the op name (the printer has already
	// written results and the name).
	Print func(p *Printer, op *ir.Operation)
	// ResultNames suggests names for results (`%c0_i32`), as MLIR's
	// OpAsmOpInterface::getAsmResultNames.
	ResultNames func(op *ir.Operation, set func(v *ir.Value, name string))
}

func (p *Parser) parseCustomOp(numResults int) *ir.Operation {
	off := p.tok.start
	orig := p.text()
	name := orig
	p.consume()
	reg := p.ctx.Registry
	opName := reg.Lookup(name)
	if opName.Def == nil && !strings.Contains(name, ".") {
		name = p.defaults[len(p.defaults)-1] + "." + orig
		opName = reg.Lookup(name)
	}
	var syntax *OpSyntax
	def := ""
	if opName.Def != nil {
		syntax, _ = opName.Def.Syntax.(*OpSyntax)
		def = opName.Def.DefaultDialect
	}
	if syntax == nil || syntax.Parse == nil {
		if opName.Def == nil && reg.Dialect(opName.Dialect) == nil {
			msg := "Dialect `" + opName.Dialect + "' not found for custom op '" + orig + "' "
			if orig != name {
				msg += " (tried '" + name + "' as well)"
			}
			d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(off), Msg: msg}
			d.Note(p.locAt(off), "Registered dialects: %s ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management", strings.Join(reg.Dialects(), ", "))
			p.fail(d)
		}
		if opName.Def != nil {
			// A registered op printed only in the generic form.
			p.errorAt(off, "custom op '%s' has no custom assembly form", name)
		}
		msg := "custom op '" + orig + "' is unknown"
		if orig != name {
			msg += " (tried '" + name + "' as well)"
		}
		p.errorAt(off, "%s", msg)
	}
	p.defaults = append(p.defaults, def)
	st := p.newState()
	st.Name, st.Loc = name, p.locAt(off)
	saved, savedOp, savedOff := p.numResultsBound, p.customOp, p.customOpOff
	p.numResultsBound, p.customOp, p.customOpOff = numResults, name, off
	syntax.Parse(p, st)
	p.numResultsBound, p.customOp, p.customOpOff = saved, savedOp, savedOff
	p.defaults = p.defaults[:len(p.defaults)-1]
	if dup, ok := firstDuplicate(st.Attrs); ok {
		p.errorAt(off, "custom op '%s' attribute '%s' occurs more than once in the attribute list", name, dup)
	}
	op := p.ctx.Create(st)
	p.releaseState(st)
	p.parseTrailingLoc(op, nil)
	return op
}

// newState returns an empty operation state. States are recycled (see
// releaseState): one per op parsed was a large share of the parser's
// allocations. Nested ops, parsed while their parent's state is in use,
// take states of their own.
func (p *Parser) newState() *ir.OperationState {
	if n := len(p.freeStates); n > 0 {
		st := p.freeStates[n-1]
		p.freeStates = p.freeStates[:n-1]
		return st
	}
	return &ir.OperationState{}
}

// releaseState recycles st once Create has copied what it needs. Its
// lists are dropped, not reused: a syntax may have set them to slices it
// does not own (a function type's results).
func (p *Parser) releaseState(st *ir.OperationState) {
	*st = ir.OperationState{}
	p.freeStates = append(p.freeStates, st)
}

// NumResultsBound returns how many results the custom op being parsed
// binds (`%a, %b = ...` binds 2).
func (p *Parser) NumResultsBound() int { return p.numResultsBound }

// ParseTrailingLocation parses an optional `loc(...)` for a block
// argument (custom parsers of region arguments use it).
func (p *Parser) ParseOptionalLocationSpecifier() ir.Location {
	if !p.isKw("loc") {
		return nil
	}
	tmp := ir.NewBlock().AddArg(p.ctx.None(), nil)
	p.parseTrailingLoc(nil, tmp)
	if tmp.Loc() == nil {
		return nil
	}
	return tmp.Loc()
}

func (p *Parser) parseTrailingLoc(op *ir.Operation, arg *ir.Value) {
	if !p.consumeKw("loc") {
		return
	}
	p.expect(tLParen, "expected '(' in location")
	var loc ir.Location
	if p.is(tHashIdent) && !strings.Contains(p.text(), ".") {
		name := p.text()[1:]
		off := p.tok.start
		p.consume()
		if a, ok := p.attrAliases[name]; ok {
			l, ok := a.(ir.Location)
			if !ok {
				p.errorAt(off, "expected location, but found '%s'", AttrString(a))
			}
			loc = l
		} else {
			p.deferred = append(p.deferred, deferredLoc{op: op, arg: arg, name: name, off: off})
		}
	} else {
		loc = p.parseLocationInstance()
	}
	p.expect(tRParen, "expected ')' in location")
	if loc != nil {
		if op != nil {
			op.SetLoc(loc)
		} else {
			arg.SetLoc(loc)
		}
	}
}

// deferred arg locs for custom parsers: ParseOptionalLocationSpecifier uses
// a temporary value, so patch deferred entries to the real argument.
func (p *Parser) retargetDeferred(from, to *ir.Value) {
	for i := range p.deferred {
		if p.deferred[i].arg == from {
			p.deferred[i].arg = to
		}
	}
}

func (p *Parser) parseLocationInstance() ir.Location {
	p.enter()
	defer p.leave()
	switch {
	case p.is(tHashIdent):
		off := p.tok.start
		a := p.parseExtendedAttr(nil)
		l, ok := a.(ir.Location)
		if !ok {
			p.errorAt(off, "expected location attribute, but got%s", AttrString(a))
		}
		return l
	case p.isKw("callsite"):
		p.consume()
		p.expect(tLParen, "expected '(' in callsite location")
		callee := p.parseLocationInstance()
		if !p.isKw("at") {
			p.wrongTok("expected 'at' in callsite location")
		}
		p.consume()
		caller := p.parseLocationInstance()
		p.expect(tRParen, "expected ')' in callsite location")
		return p.ctx.CallSite(callee, caller)
	case p.isKw("fused"):
		p.consume()
		var meta ir.Attribute
		if p.consumeIf(tLess) {
			meta = p.ParseAttribute()
			p.expect(tGreater, "expected '>' after fused location metadata")
		}
		var locs []ir.Location
		p.CommaList(DelimSquare, "", func() { locs = append(locs, p.parseLocationInstance()) })
		return p.ctx.Fused(locs, meta)
	case p.isKw("unknown"):
		p.consume()
		return p.ctx.Unknown()
	case p.is(tString):
		str := unescape(p.src[p.tok.start+1 : p.tok.end-1])
		p.consume()
		if p.consumeIf(tColon) {
			if !p.is(tInteger) {
				p.wrongTok("expected integer line number in FileLineColLoc")
			}
			line, err := strconv.ParseUint(p.text(), 10, 32)
			if err != nil {
				p.wrongTok("expected integer line number in FileLineColLoc")
			}
			p.consume()
			p.expect(tColon, "expected ':' in FileLineColLoc")
			if !p.is(tInteger) {
				p.wrongTok("expected integer column number in FileLineColLoc")
			}
			col, err := strconv.ParseUint(p.text(), 10, 32)
			if err != nil {
				p.errorf("expected integer column number in FileLineColLoc")
			}
			p.consume()
			return p.ctx.FileLineCol(str, int(line), int(col))
		}
		if p.consumeIf(tLParen) {
			child := p.parseLocationInstance()
			p.expect(tRParen, "expected ')' after child location of NameLoc")
			return p.ctx.NameLoc(str, child)
		}
		return p.ctx.NameLoc(str, nil)
	}
	p.wrongTok("expected location instance")
	return nil
}

// --- regions and blocks ----------------------------------------------------------

// ParseRegion parses `{ blocks }` into r. args, when non-empty, are the
// entry block arguments already parsed by a custom syntax (e.g. function
// arguments); isolated starts a new value scope.
func (p *Parser) ParseRegion(r *ir.Region, args []Argument, isolated bool) {
	lbrace := p.tok.start
	p.expect(tLBrace, "expected '{' to begin a region")
	if len(args) > 0 || !p.is(tRBrace) {
		p.parseRegionBody(r, lbrace, args, isolated)
	}
	p.consume() // '}'
}

// ParseOptionalRegion parses a region if the current token is '{'.
func (p *Parser) ParseOptionalRegion(r *ir.Region, args []Argument, isolated bool) bool {
	if !p.is(tLBrace) {
		return false
	}
	p.ParseRegion(r, args, isolated)
	return true
}

func (p *Parser) parseRegionBody(r *ir.Region, lbrace int, args []Argument, isolated bool) {
	p.enter()
	defer p.leave()
	p.pushScope(isolated)
	entry := ir.NewBlock()
	if len(args) > 0 && args[0].Operand.Name != "" {
		if p.is(tCaretIdent) {
			p.errorf("invalid block name in region with named arguments")
		}
		for _, a := range args {
			loc := a.Loc
			if loc == nil {
				loc = p.locAt(a.Operand.Off)
			}
			if e, ok := p.scope().values[valueKey{a.Operand.Name, a.Operand.Number}]; ok {
				d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(a.Operand.Off), Msg: "region entry argument '" + a.Operand.Name + "' is already in use"}
				d.Note(p.locAt(e.off), "previously referenced here")
				p.fail(d)
			}
			v := entry.AddArg(a.Type, loc)
			if a.deferredArg != nil {
				p.retargetDeferred(a.deferredArg, v)
			}
			p.define(a.Operand, v)
		}
	}
	b := p.parseBlock(entry)
	if len(args) > 0 && b.NumArgs() > len(args) {
		p.errorf("entry block arguments were already defined")
	}
	r.Append(b)
	for !p.is(tRBrace) {
		b := p.parseBlock(nil)
		r.Append(b)
	}
	p.popScope()
}

func (p *Parser) blockScope() *blockScope { return p.blockScopes[len(p.blockScopes)-1] }

func (p *Parser) parseBlock(b *ir.Block) *ir.Block {
	if b != nil && !p.is(tCaretIdent) {
		p.parseBlockBody(b)
		return b
	}
	off := p.tok.start
	name := p.text()
	p.expect(tCaretIdent, "expected block name")
	bs := p.blockScope()
	def := bs.blocks[name]
	if def == nil {
		def = &blockDef{}
		bs.blocks[name] = def
	}
	def.off = off
	if def.b == nil {
		if b == nil {
			b = ir.NewBlock()
		}
		def.b = b
	} else if _, fwd := bs.forward[def.b]; !fwd {
		p.errorAt(off, "redefinition of block '%s'", name)
	} else {
		delete(bs.forward, def.b)
	}
	b = def.b
	if p.is(tLParen) {
		p.parseBlockArgList(b)
	}
	p.expect(tColon, "expected ':' after block name")
	p.parseBlockBody(b)
	return b
}

func (p *Parser) parseBlockBody(b *ir.Block) {
	for !p.is(tCaretIdent) && !p.is(tRBrace) {
		if p.is(tEOF) {
			p.wrongTok("expected '}' to end region")
		}
		p.parseOperation(b)
	}
}

func (p *Parser) parseBlockArgList(b *ir.Block) {
	existing := b.NumArgs() != 0
	next := 0
	p.CommaList(DelimParen, "", func() {
		u := p.parseSSAUse(false)
		p.expect(tColon, "expected ':' and type for SSA operand")
		t := p.ParseType()
		var arg *ir.Value
		if existing {
			if next >= b.NumArgs() {
				p.errorf("too many arguments specified in argument list")
			}
			arg = b.Arg(next)
			next++
			if arg.Type() != t {
				p.errorf("argument and block argument type mismatch")
			}
		} else {
			arg = b.AddArg(t, p.locAt(u.Off))
		}
		p.parseTrailingLoc(nil, arg)
		p.define(u, arg)
	})
}

// ParseSuccessor parses `^bb` and returns the (possibly forward) block.
func (p *Parser) ParseSuccessor() *ir.Block {
	name := p.text()
	off := p.tok.start
	p.expect(tCaretIdent, "expected block name")
	bs := p.blockScope()
	def := bs.blocks[name]
	if def == nil {
		def = &blockDef{b: ir.NewBlock(), off: off}
		bs.blocks[name] = def
		bs.forward[def.b] = off
	}
	return def.b
}

// ParseSuccessorAndUseList parses `^bb(%a, %b : i32, i32)`.
func (p *Parser) ParseSuccessorAndUseList() (*ir.Block, []*ir.Value) {
	b := p.ParseSuccessor()
	var vals []*ir.Value
	if p.consumeIf(tLParen) {
		ops := p.ParseOperandList(DelimNone)
		var types []ir.Type
		if len(ops) > 0 {
			p.expect(tColon, "expected ':' in operand list")
			types = p.ParseTypeListNoParens()
		}
		vals = p.ResolveAll(ops, types, p.prev.start)
		p.expect(tRParen, "expected ')' to end operand list")
	}
	return b, vals
}

// ParseArgument parses a region argument `%name : type` with optional
// attributes and location.
func (p *Parser) ParseArgument(allowType, allowAttrs bool) Argument {
	var a Argument
	a.Operand = p.parseSSAUse(false)
	if allowType {
		p.expect(tColon, "expected ':'")
		a.Type = p.ParseType()
	}
	if allowAttrs && p.is(tLBrace) {
		a.Attrs = p.ctx.Dict(p.ParseAttrDict())
	}
	if p.isKw("loc") {
		tmp := ir.NewBlock().AddArg(p.ctx.None(), nil)
		p.parseTrailingLoc(nil, tmp)
		a.Loc = tmp.Loc()
		for _, d := range p.deferred {
			if d.arg == tmp {
				a.deferredArg = tmp
			}
		}
	}
	return a
}

// ParseSymbolName parses `@name` and returns the name.
func (p *Parser) ParseSymbolName() string {
	if !p.is(tAtIdent) {
		// MLIR's AsmParser::parseSymbolName: at the token, through the
		// custom op parser's emitError.
		p.OpErrorAt(p.tok.start, "expected valid '@'-identifier for symbol name")
	}
	s := p.symbolText()
	p.consume()
	return s
}

func (p *Parser) symbolText() string {
	b := p.src[p.tok.start+1 : p.tok.end]
	if len(b) > 0 && b[0] == '"' {
		return unescape(b[1 : len(b)-1])
	}
	return bytesString(b)
}

// ParseOptionalSymbolName parses `@name` if present.
func (p *Parser) ParseOptionalSymbolName() (string, bool) {
	if !p.is(tAtIdent) {
		return "", false
	}
	return p.ParseSymbolName(), true
}

// ParseOptionalAttrDict parses `{...}` if present.
func (p *Parser) ParseOptionalAttrDict() []ir.NamedAttr {
	if !p.is(tLBrace) {
		return nil
	}
	return p.ParseAttrDict()
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
func (p *Parser) ParseOptionalAttrDictWithKeyword() []ir.NamedAttr {
	if !p.consumeKw("attributes") {
		return nil
	}
	return p.ParseAttrDict()
}

// ParseAttrDict parses `{name = value, unitname, "quoted" = value}`.
func (p *Parser) ParseAttrDict() []ir.NamedAttr {
	var out []ir.NamedAttr
	var seen map[string]bool // built once the dictionary is no longer small
	dup := func(name string) bool {
		if seen == nil && len(out) < 16 {
			return hasName(out, name)
		}
		if seen == nil {
			seen = make(map[string]bool, 2*len(out))
			for _, a := range out {
				seen[a.Name] = true
			}
		}
		return seen[name]
	}
	p.CommaList(DelimBraces, " in attribute dictionary", func() {
		var name string
		switch p.tok.kind {
		case tString:
			name = unescape(p.src[p.tok.start+1 : p.tok.end-1])
		case tBareIdent:
			name = p.text()
		default:
			p.wrongTok("expected attribute name")
		}
		if name == "" {
			p.errorf("expected valid attribute name")
		}
		if dup(name) {
			p.errorf("duplicate key '%s' in dictionary attribute", name)
		}
		if seen != nil {
			seen[name] = true
		}
		p.consume()
		if !p.consumeIf(tEqual) {
			out = append(out, ir.NamedAttr{Name: name, Value: p.ctx.Unit()})
			return
		}
		out = append(out, ir.NamedAttr{Name: name, Value: p.ParseAttribute()})
	})
	return out
}

// hasName reports whether attrs has an entry named name. Attribute lists
// are short, so a scan beats building a set; long ones are checked with
// one.
func hasName(attrs []ir.NamedAttr, name string) bool {
	for _, a := range attrs {
		if a.Name == name {
			return true
		}
	}
	return false
}

// firstDuplicate returns the first name that occurs twice in attrs.
func firstDuplicate(attrs []ir.NamedAttr) (string, bool) {
	if len(attrs) <= 16 {
		for i := 1; i < len(attrs); i++ {
			if hasName(attrs[:i], attrs[i].Name) {
				return attrs[i].Name, true
			}
		}
		return "", false
	}
	seen := make(map[string]bool, len(attrs))
	for _, a := range attrs {
		if seen[a.Name] {
			return a.Name, true
		}
		seen[a.Name] = true
	}
	return "", false
}
