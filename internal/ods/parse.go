package ods

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// parseState collects what the format parsed before operands are resolved.
type parseState struct {
	c        *compiled
	p        *asm.Parser
	st       *ir.OperationState
	ops      [][]asm.UnresolvedOperand
	opSet    []bool
	opOff    []int // where each operand group was parsed (+1; 0: not recorded)
	allOpOff int
	opTypes  [][]ir.Type
	resTypes [][]ir.Type
	allOps   []asm.UnresolvedOperand
	allOpSet bool
	allOpTy  []ir.Type
	allResTy []ir.Type
	attrs    []ir.Attribute // by spec attribute index
	regions  []*ir.Region
	regSet   []bool
	succs    [][]*ir.Block
	off      int
	// slots and slotPs are scratch storage for custom directive arguments
	// (kept across pooled uses).
	slots  []Slot
	slotPs []*Slot
	// types and opnds are arenas for the short lists of types and operands
	// the format collects; finish copies them into the operation state, so
	// they are reused from op to op (see typeList, operandList).
	types []ir.Type
	opnds []asm.UnresolvedOperand
}

// typeList returns n zeroed slots of the type arena, capped so that an
// append gets a copy.
func (ps *parseState) typeList(n int) []ir.Type {
	if cap(ps.types)-len(ps.types) < n {
		ps.types = make([]ir.Type, 0, max(64, 2*cap(ps.types), n))
	}
	start := len(ps.types)
	ps.types = ps.types[:start+n]
	return ps.types[start : start+n : start+n]
}

// operandList is typeList for unresolved operands.
func (ps *parseState) operandList(n int) []asm.UnresolvedOperand {
	if cap(ps.opnds)-len(ps.opnds) < n {
		ps.opnds = make([]asm.UnresolvedOperand, 0, max(32, 2*cap(ps.opnds), n))
	}
	start := len(ps.opnds)
	ps.opnds = ps.opnds[:start+n]
	return ps.opnds[start : start+n : start+n]
}

var statePool = sync.Pool{New: func() any { return &parseState{} }}

func (c *compiled) parse(p *asm.Parser, st *ir.OperationState) {
	s := c.s
	ps := statePool.Get().(*parseState)
	*ps = parseState{c: c, p: p, st: st, off: p.Offset(),
		ops: resize(ps.ops, len(s.Operands)), opSet: resize(ps.opSet, len(s.Operands)), opOff: resize(ps.opOff, len(s.Operands)),
		opTypes: resize(ps.opTypes, len(s.Operands)), resTypes: resize(ps.resTypes, len(s.Results)),
		attrs: resize(ps.attrs, len(s.Attrs)), regions: resize(ps.regions, len(s.Regions)), regSet: resize(ps.regSet, len(s.Regions)),
		succs: resize(ps.succs, len(s.Successors)), slots: ps.slots, slotPs: ps.slotPs,
		types: ps.types[:0], opnds: ps.opnds[:0]}
	for i := range ps.regions {
		ps.regions[i] = &ir.Region{}
	}
	defer func() {
		// Drop references before pooling (also on a parse error, which
		// unwinds through here).
		ps.c, ps.p, ps.st = nil, nil, nil
		clear(ps.ops)
		clear(ps.opTypes)
		clear(ps.resTypes)
		clear(ps.attrs)
		clear(ps.regions)
		clear(ps.succs)
		clear(ps.types)
		ps.allOps, ps.allOpTy, ps.allResTy = nil, nil, nil
		statePool.Put(ps)
	}()
	ps.elems(c.elems)
	ps.finish()
}

// resize returns s with length n and zeroed elements, reusing its storage.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func (ps *parseState) elems(els []*elem) {
	for _, e := range els {
		ps.elem(e)
	}
}

func (ps *parseState) elem(e *elem) {
	p := ps.p
	switch e.kind {
	case eLiteral:
		if e.keyword {
			p.ExpectOpKeyword(e.text)
		} else {
			p.Expect(e.text, e.msg)
		}
	case eSpace:
	case eOptional:
		first := 0
		for first < len(e.then) && e.then[first].kind == eSpace {
			first++
		}
		if first < len(e.then) && ps.optionalPresent(e.then[first]) {
			skip := elidedAnchor(e)
			for i, t := range e.then {
				if t == skip || (i == first && t.kind == eLiteral) {
					continue
				}
				ps.elem(t)
			}
			if skip != nil {
				ps.attrs[skip.idx] = p.Context().Unit()
			}
		} else {
			ps.elems(e.els)
		}
	case eAttrDict:
		var attrs []ir.NamedAttr
		dictOff := p.Offset()
		if e.keyword {
			attrs = p.ParseOptionalAttrDictWithKeyword()
		} else {
			attrs = p.ParseOptionalAttrDict()
		}
		// The generated parser checks the inherent attributes given in the
		// dictionary right away (verifyInherentAttrs).
		if msg := verifyInherent(ps.c.s, attrs); msg != "" {
			p.OpErrorAt(dictOff, "'%s' op %s", ps.c.s.Name, msg)
		}
		ps.st.Attrs = append(ps.st.Attrs, attrs...)
	case ePropDict:
		if p.ConsumeIf("<") {
			attrs := p.ParseAttrDict()
			p.Expect(">", "expected '>' to close properties")
			ps.st.Attrs = append(ps.st.Attrs, attrs...)
		}
	case eOperand:
		ps.parseOperandGroup(e.idx)
	case eOperands:
		ps.allOpOff = p.Offset()
		ps.allOps = p.ParseOperandList(asm.DelimNone)
		ps.allOpSet = true
	case eAttr:
		ps.parseAttr(e)
	case eQualified:
		if a := e.args[0]; a.kind == eAttr {
			if v := p.ParseAttribute(); v != nil {
				ps.attrs[a.idx] = v
			}
			return
		}
		ps.parseTypeArg(e.args[0], true)
	case eType:
		ps.parseTypeArg(e.args[0], false)
	case eFuncType:
		if !p.Is("(") {
			// MLIR parses a FunctionType with the typed parseType.
			off := p.Offset()
			p.ParseType()
			p.OpErrorAt(off, "invalid kind of type specified")
		}
		p.Expect("(", "expected '('")
		ins := []ir.Type{} // non-nil: the types are given, possibly none
		if !p.ConsumeIf(")") {
			ins = p.ParseTypeListNoParens()
			p.Expect(")", "expected ')'")
		}
		p.Expect("->", "expected '->' in function type")
		outs := p.ParseFunctionResultTypes()
		if outs == nil {
			outs = []ir.Type{}
		}
		ps.setTypes(e.args[0], ins)
		ps.setTypes(e.args[1], outs)
	case eRegion:
		ps.parseRegion(e.idx)
	case eRegions:
		if p.Is("{") {
			for {
				r := &ir.Region{}
				p.ParseRegion(r, nil, false)
				ps.regions = append(ps.regions[:0:0], append(ps.regions, r)...)
				if !p.ConsumeIf(",") {
					break
				}
			}
		}
	case eSuccessor:
		ps.succs[e.idx] = append(ps.succs[e.idx], p.ParseSuccessor())
		if ps.c.s.Successors[e.idx].Kind == Variadic {
			for p.ConsumeIf(",") {
				ps.succs[e.idx] = append(ps.succs[e.idx], p.ParseSuccessor())
			}
		}
	case eSuccessors:
		if p.IsBlock() {
			ps.succs = [][]*ir.Block{{p.ParseSuccessor()}}
			for p.ConsumeIf(",") {
				ps.succs[0] = append(ps.succs[0], p.ParseSuccessor())
			}
		}
	case eCustom:
		ps.parseCustom(e)
	default:
		p.Errorf("unsupported format element")
	}
}

func consumeLiteral(p *asm.Parser, lit string) bool {
	if isKeyword(lit) || (len(lit) > 0 && isAlpha(lit[0])) {
		return p.ConsumeKeyword(lit)
	}
	return p.ConsumeIf(lit)
}

// optionalPresent decides whether an optional group is present by trying
// its first element, consuming it when it is a literal.
func (ps *parseState) optionalPresent(first *elem) bool {
	p := ps.p
	switch first.kind {
	case eLiteral:
		return consumeLiteral(p, first.text)
	case eOperand, eOperands:
		return p.IsValue()
	case eAttr:
		return ps.attrStarts(first)
	case eQualified:
		if first.args[0].kind == eAttr {
			return ps.attrStarts(first.args[0])
		}
		return startsType(p)
	case eType:
		return startsType(p)
	case eFuncType:
		return p.Is("(")
	case eRegion, eRegions:
		return p.Is("{")
	case eSuccessor, eSuccessors:
		return p.IsBlock()
	case eCustom:
		if dir := ps.c.d.Directive[first.text]; dir != nil && dir.Optional != nil {
			return dir.Optional(p)
		}
		return false
	case eOptional:
		for _, t := range first.then {
			if t.kind != eSpace {
				return ps.optionalPresent(t)
			}
		}
	}
	return false
}

func startsType(p *asm.Parser) bool {
	if p.Is("(") {
		return true
	}
	if p.IsBareIdent() {
		switch t := p.TokenText(); {
		case t == "index" || t == "none" || strings.HasPrefix(t, "f") || t == "bf16" || t == "tf32" ||
			t == "memref" || t == "tensor" || t == "vector" || t == "complex" || t == "tuple" ||
			strings.HasPrefix(t, "i") || strings.HasPrefix(t, "si") || strings.HasPrefix(t, "ui"):
			return true
		}
	}
	return strings.HasPrefix(p.TokenText(), "!")
}

func (ps *parseState) attrStarts(e *elem) bool {
	p := ps.p
	cons := ps.c.s.Attrs[e.idx].Cons
	if cons != nil {
		switch cons.Kind {
		case AttrIntEnum:
			if p.IsString() {
				return true
			}
			if p.IsBareIdent() {
				_, ok := cons.Enum.Parse(p.TokenText())
				return ok || !cons.Enum.Bit && cons.Enum.Case(0) == nil && false
			}
			return false
		case AttrSymbolName, AttrFlatSymbolRef, AttrSymbolRef:
			return p.IsSymbol()
		case AttrDialectEnum:
			if ea := LookupEnumAttr(cons.Dialect, cons.Mnemonic); ea != nil && ea.Format == "$value" {
				if p.IsBareIdent() {
					_, ok := ea.Enum.Parse(p.TokenText())
					return ok
				}
				return false
			}
			return p.Is("<") || strings.HasPrefix(p.TokenText(), "#")
		case AttrUnit:
			return p.IsKeyword("unit")
		case AttrString:
			return p.IsString()
		case AttrBool:
			return p.IsKeyword("true") || p.IsKeyword("false")
		case AttrArray:
			return p.Is("[")
		case AttrDict:
			return p.Is("{")
		case AttrType:
			return startsType(p)
		case AttrInt, AttrFloat:
			t := p.TokenText()
			return t != "" && (t[0] >= '0' && t[0] <= '9' || t[0] == '-' || t == "true" || t == "false" || t[0] == '#')
		}
	}
	t := p.TokenText()
	if t == "" {
		return false
	}
	c := t[0]
	switch {
	case c >= '0' && c <= '9', c == '-', c == '"', c == '#', c == '[', c == '{', c == '@':
		return true
	}
	switch t {
	case "true", "false", "unit", "dense", "dense_resource", "array", "affine_map", "affine_set", "strided", "sparse", "loc", "distinct":
		return true
	}
	return startsType(p)
}

func (ps *parseState) parseOperandGroup(i int) {
	p := ps.p
	ps.opOff[i] = p.Offset() + 1
	arg := ps.c.s.Operands[i]
	ps.opSet[i] = true
	switch arg.Kind {
	case Single:
		us := ps.operandList(1)
		us[0] = p.ParseOperand()
		ps.ops[i] = us
	case Optional:
		if u, ok := p.ParseOptionalOperand(); ok {
			us := ps.operandList(1)
			us[0] = u
			ps.ops[i] = us
		}
	default:
		ps.ops[i] = p.ParseOperandList(asm.DelimNone)
	}
}

func (ps *parseState) parseRegion(i int) {
	p := ps.p
	r := ps.regions[i]
	isolated := ps.c.s.info().isolated
	if ps.c.s.Regions[i].Kind == Variadic {
		// VariadicRegion: comma-separated list.
		if !p.Is("{") {
			return
		}
		p.ParseRegion(r, nil, isolated)
		ps.regSet[i] = true
		for p.ConsumeIf(",") {
			nr := &ir.Region{}
			p.ParseRegion(nr, nil, isolated)
			ps.regions = append(ps.regions, nr)
		}
		return
	}
	p.ParseRegion(r, nil, isolated)
	ps.regSet[i] = true
}

func (ps *parseState) setTypes(e *elem, ts []ir.Type) {
	switch e.kind {
	case eOperand:
		ps.opTypes[e.idx] = ts
	case eResult:
		ps.resTypes[e.idx] = ts
	case eOperands:
		ps.allOpTy = ts
	case eResults:
		ps.allResTy = ts
	case eRef, eType, eQualified:
		ps.setTypes(e.args[0], ts)
	}
}

func (ps *parseState) argKind(e *elem) (ArgKind, *TypeCons) {
	switch e.kind {
	case eOperand:
		a := ps.c.s.Operands[e.idx]
		return a.Kind, a.Type
	case eResult:
		a := ps.c.s.Results[e.idx]
		return a.Kind, a.Type
	}
	return Variadic, nil
}

func (ps *parseState) parseTypeArg(e *elem, qualified bool) {
	if e.kind == eQualified {
		ps.parseTypeArg(e.args[0], true)
		return
	}
	if e.kind == eType {
		ps.parseTypeArg(e.args[0], qualified)
		return
	}
	p := ps.p
	kind, tc := ps.argKind(e)
	parseOne := func() ir.Type {
		if !qualified && tc != nil && tc.Stripped && !strings.HasPrefix(p.TokenText(), "!") {
			return ps.parseStrippedType(tc)
		}
		off := p.Offset()
		t := p.ParseType()
		// A constraint with a builtin C++ class parses with the typed
		// parseType, which rejects other kinds.
		if tc != nil && !isOfClass(tc.CppType, t) {
			p.OpErrorAt(off, "invalid kind of type specified")
		}
		return t
	}
	var ts []ir.Type
	switch kind {
	case Single:
		t := parseOne()
		ts = ps.typeList(1)
		ts[0] = t
	case Optional:
		if startsType(p) {
			t := parseOne()
			ts = ps.typeList(1)
			ts[0] = t
		}
	default:
		// parseTypeList: at least one type.
		ts = append(ts, parseOne())
		for p.ConsumeIf(",") {
			ts = append(ts, parseOne())
		}
	}
	ps.setTypes(e, ts)
}

// parseStrippedType parses a dialect type printed without its prefix:
// the constraint's class mnemonic is recovered from its C++ class name.
func (ps *parseState) parseStrippedType(tc *TypeCons) ir.Type {
	p := ps.p
	if f := strippedTypeParsers[tc.CppType]; f != nil {
		return f(p)
	}
	if d := dialectByName(tc.Dialect); d != nil && d.TypeParsers[tc.Mnemonic] != nil {
		return d.TypeParsers[tc.Mnemonic](p)
	}
	return p.ParseType()
}

// strippedTypeParsers parse stripped dialect types by C++ class (filled by
// RegisterStrippedType).
var strippedTypeParsers = map[string]func(p *asm.Parser) ir.Type{}

// RegisterStrippedType makes `type($x)` of a constraint whose C++ class is
// cppClass parse the stripped form with f (which parses the parameters
// after the mnemonic, or the full type when it starts with '!').
func RegisterStrippedType(cppClass string, f func(p *asm.Parser) ir.Type) {
	strippedTypeParsers[cppClass] = f
}

func (ps *parseState) parseAttr(e *elem) {
	p := ps.p
	arg := ps.c.s.Attrs[e.idx]
	cons := arg.Cons
	ctx := p.Context()
	off := p.Offset()
	var a ir.Attribute
	switch {
	case cons == nil:
		a = p.ParseAttribute()
	case cons.Kind == AttrIntEnum:
		var str string
		expected := func() {
			p.OpErrorAt(off, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", arg.Name, strings.Join(enumCaseStrings(cons.Enum), ", "))
		}
		if p.IsString() {
			sa, _ := p.ParseAttribute().(*ir.StringAttr)
			if sa != nil {
				str = sa.Value
			}
		} else if p.IsBareIdent() {
			str = p.TokenText()
			if _, ok := cons.Enum.Parse(str); !ok {
				expected()
			}
			p.ConsumeKeyword(str)
		} else {
			expected()
		}
		v, ok := cons.Enum.Parse(str)
		if !ok {
			p.OpErrorAt(off, "invalid %s attribute specification: \"%s\"", arg.Name, str)
		}
		width := cons.Enum.Width
		if cons.ValueType != "" {
			if w, err := strconv.Atoi(strings.TrimPrefix(cons.ValueType, "i")); err == nil {
				width = w
			}
		}
		a = ctx.IntegerAttrBits(ctx.I(width), v)
	case cons.Kind == AttrSymbolName:
		a = ctx.String(p.ParseSymbolName())
	case cons.Kind == AttrDenseArray:
		a = ps.parseDenseArray(cons)
	case cons.Kind == AttrString && cons.ValueType == "none" && p.IsString():
		// ODS parses a StrAttr with its value type (none): a `: type`
		// after the string belongs to the op, not to the attribute.
		a = ctx.String(p.ParseStringLiteral())
	case cons.ValueType != "" && cons.ValueType != "none":
		t := buildType(ctx, cons.ValueType)
		a = p.ParseAttributeOfType(t)
		if !storageMatches(cons, a) {
			p.OpErrorAt(off, "invalid kind of attribute specified")
		}
	case cons.Kind == AttrDialectEnum || cons.Kind == AttrDialect:
		if strings.HasPrefix(p.TokenText(), "#") {
			a = p.ParseAttribute()
		} else {
			a = ps.parseStrippedAttr(cons)
		}
	default:
		a = p.ParseAttribute()
		if !storageMatches(cons, a) {
			p.OpErrorAt(off, "invalid kind of attribute specified")
		}
	}
	if a != nil {
		ps.attrs[e.idx] = a
	}
}

func (ps *parseState) parseDenseArray(cons *AttrCons) ir.Attribute {
	p := ps.p
	ctx := p.Context()
	if p.IsKeyword("array") {
		return p.ParseAttribute()
	}
	elem := buildType(ctx, cons.ValueType)
	var elems []ir.Attribute
	p.CommaList(asm.DelimSquare, "", func() { elems = append(elems, p.ParseAttributeOfType(elem)) })
	// Integers of the element type, the usual case, make the array
	// directly: an integer attribute holds the value `array<...>` would
	// read back from its printed form.
	direct := ir.IsIntOrIndex(elem)
	ints := make([]int64, len(elems))
	for i, a := range elems {
		ia, ok := a.(*ir.IntegerAttr)
		if !ok || ia.Type != elem {
			direct = false
			break
		}
		if ints[i], ok = ia.Small(); !ok {
			direct = false
			break
		}
	}
	if direct {
		return ctx.DenseArray(elem, ints, nil)
	}
	// Anything else goes through the text of `array<T: ...>`, which also
	// reports what that form rejects.
	var src strings.Builder
	src.WriteString("array<" + cons.ValueType)
	for i, a := range elems {
		if i == 0 {
			src.WriteString(": ")
		} else {
			src.WriteString(", ")
		}
		s := asm.AttrString(a)
		if i := strings.LastIndex(s, " : "); i > 0 {
			s = s[:i]
		}
		src.WriteString(s)
	}
	src.WriteString(">")
	a, errs := asm.ParseAttribute(ctx, "", []byte(src.String()))
	if len(errs) > 0 {
		p.Errorf("invalid dense array")
	}
	return a
}

// parseStrippedAttr parses `<...>` of `#dialect.mnemonic<...>`.
func (ps *parseState) parseStrippedAttr(cons *AttrCons) ir.Attribute {
	p := ps.p
	ctx := p.Context()
	if cons.Kind == AttrDialectEnum {
		def := LookupEnumAttr(cons.Dialect, cons.Mnemonic)
		if def == nil {
			p.Errorf("unknown enum attribute #%s.%s", cons.Dialect, cons.Mnemonic)
		}
		return parseEnumAttrBody(p, ctx, def)
	}
	d := dialectByName(cons.Dialect)
	if d != nil && d.AttrParsers[cons.Mnemonic] != nil {
		return d.AttrParsers[cons.Mnemonic](p, nil)
	}
	return p.ParseAttribute()
}

// enumCaseStrings lists the printed forms of e's cases (for messages).
func enumCaseStrings(e *Enum) []string {
	var cases []string
	for _, c := range e.Cases {
		cases = append(cases, c.Str)
	}
	return cases
}

func parseEnumAttrBody(p *asm.Parser, ctx *ir.Context, def *EnumAttrDef) ir.Attribute {
	bare := def.Format == "$value"
	if !bare {
		p.Expect("<", "expected '<'")
	}
	cpp := def.CppEnum
	if cpp == "" {
		cpp = def.Enum.Name
	}
	fail := func(off int) {
		p.OpNoteError(off, "expected %s to be one of: %s", cpp, strings.Join(enumCaseStrings(def.Enum), ", "))
		p.OpErrorAt(p.Offset(), "failed to parse %s parameter 'value' which is to be a `%s`", def.DefName, cpp)
	}
	var v uint64
	first := p.Offset()
	for {
		off := p.Offset()
		if !p.IsBareIdent() && !p.IsString() {
			p.OpNoteError(off, "expected valid keyword")
			p.OpErrorAt(off, "failed to parse %s parameter 'value' which is to be a `%s`", def.DefName, cpp)
		}
		w := p.TokenText()
		if p.IsString() {
			sa, _ := p.ParseAttribute().(*ir.StringAttr)
			w = sa.Value
		} else {
			p.ConsumeKeyword(w)
		}
		c, ok := def.Enum.Lookup(w)
		if !ok {
			fail(first) // MLIR reports at the start of the value
		}
		v |= c
		if !def.Enum.Bit {
			break
		}
		sep := strings.TrimSpace(def.Enum.Separator)
		if sep == "" || !p.ConsumeIf(sep) {
			break
		}
	}
	if !bare {
		p.Expect(">", "expected '>'")
	}
	return NewEnumAttr(ctx, def, v)
}

func (ps *parseState) parseCustom(e *elem) {
	p := ps.p
	dir := ps.c.d.Directive[e.text]
	if dir == nil || dir.Parse == nil {
		p.Errorf("custom directive '%s' is not implemented", e.text)
	}
	// The slots live in the pooled state: a directive's parser gets them
	// for the call only; what it fills is stored right after.
	ps.slots = resize(ps.slots, len(e.args))
	ps.slotPs = resize(ps.slotPs, len(e.args))
	slots := ps.slotPs
	for i, a := range e.args {
		ps.slot(&ps.slots[i], a)
		slots[i] = &ps.slots[i]
		if a.kind == eOperand {
			ps.opOff[a.idx] = p.Offset() + 1
		}
	}
	dir.Parse(p, ps.st, slots)
	for i, a := range e.args {
		if a.kind == eRef {
			continue
		}
		ps.store(a, slots[i])
	}
	clear(ps.slots)
}

func (ps *parseState) slot(sl *Slot, a *elem) {
	inner := a
	if inner.kind == eRef {
		sl.Ref = true
		inner = inner.args[0]
	}
	if inner.kind == eQualified {
		inner = inner.args[0]
	}
	switch inner.kind {
	case eOperand:
		sl.Kind, sl.Name, sl.Arg = SlotOperand, inner.text, ps.c.s.Operands[inner.idx].Kind
		sl.Operands = ps.ops[inner.idx]
		sl.Types = ps.opTypes[inner.idx]
	case eOperands:
		sl.Kind, sl.Arg, sl.Operands = SlotOperand, Variadic, ps.allOps
	case eType:
		sl.Kind = SlotType
		t := inner.args[0]
		if t.kind == eQualified {
			t = t.args[0]
		}
		sl.Name = t.text
		switch t.kind {
		case eOperand:
			sl.Arg = ps.c.s.Operands[t.idx].Kind
			sl.Types = ps.opTypes[t.idx]
			sl.Operands = ps.ops[t.idx]
		case eResult:
			sl.Arg = ps.c.s.Results[t.idx].Kind
			sl.Types = ps.resTypes[t.idx]
		case eOperands:
			sl.Arg, sl.Types = Variadic, ps.allOpTy
		case eResults:
			sl.Arg, sl.Types = Variadic, ps.allResTy
		}
	case eAttr:
		sl.Kind, sl.Name = SlotAttr, inner.text
		sl.Attr = ps.attrs[inner.idx]
		sl.Cons = ps.c.s.Attrs[inner.idx].Cons
		if ps.c.s.Attrs[inner.idx].Optional {
			sl.Arg = Optional
		}
	case eRegion:
		sl.Kind, sl.Name = SlotRegion, inner.text
		sl.Regions = []*ir.Region{ps.regions[inner.idx]}
	case eRegions:
		sl.Kind, sl.Regions = SlotRegion, ps.regions
	case eSuccessor, eSuccessors:
		sl.Kind, sl.Name = SlotSuccessor, inner.text
		if inner.kind == eSuccessor {
			sl.Blocks = ps.succs[inner.idx]
		}
	case eAttrDict:
		sl.Kind = SlotAttrDict
	}
}

func (ps *parseState) store(a *elem, sl *Slot) {
	inner := a
	if inner.kind == eQualified {
		inner = inner.args[0]
	}
	switch inner.kind {
	case eOperand:
		ps.ops[inner.idx] = sl.Operands
		ps.opSet[inner.idx] = true
		if sl.Types != nil {
			ps.opTypes[inner.idx] = sl.Types
		}
	case eOperands:
		ps.allOps, ps.allOpSet = sl.Operands, true
	case eType:
		ps.setTypes(inner.args[0], sl.Types)
	case eAttr:
		if sl.Attr != nil {
			ps.attrs[inner.idx] = sl.Attr
		}
	case eRegion:
		if len(sl.Regions) > 0 && sl.Regions[0] != nil {
			ps.regions[inner.idx] = sl.Regions[0]
			ps.regSet[inner.idx] = true
		}
	case eRegions:
		ps.regions = sl.Regions
	case eSuccessor:
		ps.succs[inner.idx] = sl.Blocks
	case eSuccessors:
		ps.succs = [][]*ir.Block{sl.Blocks}
	case eAttrDict:
		ps.st.Attrs = append(ps.st.Attrs, sl.Attrs...)
	}
}

// ---------------------------------------------------------------------------
// Resolution

// typeKey is buildType's key in the context's cache.
type typeKey struct{ src string }

// buildType returns the type written src in MLIR syntax (a buildable
// constraint's type).
func buildType(ctx *ir.Context, src string) ir.Type {
	switch src {
	case "index":
		return ctx.Index()
	case "i1", "i8", "i16", "i32", "i64":
		w, _ := strconv.Atoi(src[1:])
		return ctx.I(w)
	}
	t, _ := ctx.Cache(typeKey{src}, func() any {
		t, errs := asm.ParseType(ctx, "", []byte(src))
		if len(errs) > 0 || t == nil {
			return nil
		}
		return t
	}).(ir.Type)
	return t
}

// Transforms maps TypesMatchWith transformer expressions to Go; dialect
// packages add their own.
var Transforms = map[string]func(ctx *ir.Context, t ir.Type) ir.Type{
	"$_self": func(ctx *ir.Context, t ir.Type) ir.Type { return t },
	"::getI1SameShape($_self)": func(ctx *ir.Context, t ir.Type) ir.Type {
		i1 := ctx.I(1)
		switch s := t.(type) {
		case *ir.VectorType:
			return ctx.Vector(s.Dims, s.Scalable, i1)
		case *ir.RankedTensorType:
			return ctx.RankedTensor(s.Dims, i1, s.Encoding)
		case *ir.UnrankedTensorType:
			return ctx.UnrankedTensor(i1)
		}
		return i1
	},
	"::llvm::cast<MemRefType>($_self).getElementType()":         elementType,
	"::llvm::cast<gpu::MMAMatrixType>($_self).getElementType()": elementType,
	"LLVM::getVectorElementType($_self)":                        elementType,
}

func elementType(ctx *ir.Context, t ir.Type) ir.Type {
	if e, ok := t.(interface{ ElementType() ir.Type }); ok {
		return e.ElementType()
	}
	if m, ok := t.(*ir.MemRefType); ok {
		return m.Elem
	}
	if m, ok := t.(*ir.UnrankedMemRefType); ok {
		return m.Elem
	}
	return t
}

func (ps *parseState) finish() {
	p, s, st := ps.p, ps.c.s, ps.st
	ctx := p.Context()
	// Operand groups filled by `operands`.
	if ps.allOpSet {
		ps.splitAll()
	}
	if ps.allOpTy != nil {
		ps.splitAllTypes()
	}
	if ps.allResTy != nil {
		rs := groupRanges(s.Results, len(ps.allResTy), nil, true)
		for i, r := range rs {
			ps.resTypes[i] = ps.allResTy[r[0]:r[1]]
		}
	}
	// Attributes first: some types come from them.
	// The format's attributes are properties; an inherent attribute also
	// given in attr-dict overrides them, as MLIR 19 converts the dictionary
	// into properties after the format filled them.
	for i, a := range s.Attrs {
		if v := ps.attrs[i]; v != nil && !hasAttr(st.Attrs, a.Name) {
			st.Attrs = append(st.Attrs, ir.NamedAttr{Name: a.Name, Value: v})
		}
	}
	// Buildable types.
	for i, a := range s.Operands {
		if ps.opTypes[i] == nil && a.Type != nil && a.Type.Build != "" {
			if t := buildType(ctx, a.Type.Build); t != nil {
				ts := ps.typeList(len(ps.ops[i]))
				for j := range ts {
					ts[j] = t
				}
				ps.opTypes[i] = ts
			}
		}
	}
	for i, a := range s.Results {
		if ps.resTypes[i] == nil && a.Type != nil && a.Type.Build != "" && a.Kind == Single {
			if t := buildType(ctx, a.Type.Build); t != nil {
				ts := ps.typeList(1)
				ts[0] = t
				ps.resTypes[i] = ts
			}
		}
	}
	ps.inferFromTraits()
	// Resolve operands, straight into the operation state.
	first := len(st.Operands)
	total := 0
	for i := range s.Operands {
		total += len(ps.ops[i])
	}
	st.Operands = slices.Grow(st.Operands, total)
	for i := range s.Operands {
		us := ps.ops[i]
		ts := ps.opTypes[i]
		if len(ts) != len(us) {
			at := ps.off
			if ps.opOff[i] > 0 {
				at = ps.opOff[i] - 1
			}
			p.OpErrorAt(at, "%d operands present, but expected %d", len(us), len(ts))
		}
		for j, u := range us {
			st.Operands = append(st.Operands, p.Resolve(u, ts[j]))
		}
	}
	operands := st.Operands[first:]
	if s.info().attrSizedOps {
		sizes := make([]int32, len(s.Operands))
		for i := range s.Operands {
			sizes[i] = int32(len(ps.ops[i]))
		}
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: denseI32(ctx, sizes)})
	}
	// Result types.
	missing := false
	for i := range s.Results {
		if ps.resTypes[i] == nil && s.Results[i].Kind == Single {
			missing = true
		}
	}
	if missing && ps.c.h.Infer != nil {
		inferred, err := ps.c.h.Infer(ctx, typesOf(operands), st.Attrs)
		if err != nil {
			p.ErrorAt(ps.off, "%s", err.Error())
		}
		st.Types = append(st.Types, inferred...)
	} else {
		for i := range s.Results {
			ts := ps.resTypes[i]
			if ts == nil && s.Results[i].Kind == Single {
				p.ErrorAt(ps.off, "cannot infer the type of result '%s' of '%s'", s.Results[i].Name, s.Name)
			}
			st.Types = append(st.Types, ts...)
		}
		if s.info().attrSizedRes {
			rsizes := make([]int32, len(s.Results))
			for i := range s.Results {
				rsizes[i] = int32(len(ps.resTypes[i]))
			}
			st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "resultSegmentSizes", Value: denseI32(ctx, rsizes)})
		}
	}
	// Regions and successors.
	for i, r := range ps.regions {
		if i < len(ps.regSet) && !ps.regSet[i] && len(s.Regions) > i && s.Regions[i].Kind == Variadic {
			continue
		}
		if ps.c.implicitTerm != "" {
			ensureTerminator(ctx, r, ps.c.implicitTerm, st.Loc)
		}
		st.Regions = append(st.Regions, r)
	}
	for _, bs := range ps.succs {
		st.Successors = append(st.Successors, bs...)
	}
}

func denseI32(ctx *ir.Context, v []int32) ir.Attribute {
	ints := make([]int64, len(v))
	for i, x := range v {
		ints[i] = int64(x)
	}
	return ctx.DenseArray(ctx.I(32), ints, nil)
}

// ensureTerminator adds the implicit terminator to a single-block region
// whose block lacks one (MLIR's ensureTerminator).
func ensureTerminator(ctx *ir.Context, r *ir.Region, term string, loc ir.Location) {
	if r.Empty() {
		b := ir.NewBlock()
		r.Append(b)
	}
	b := r.First()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return
	}
	op := ctx.Create(&ir.OperationState{Name: term, Loc: loc})
	b.Append(op)
}

func (ps *parseState) splitAll() {
	s := ps.c.s
	// With every group a single operand, the types are one per group and
	// all operands resolve at once against them.
	if s.info().singleOps && len(ps.allOps) != len(s.Operands) {
		ps.p.OpErrorAt(ps.allOpOff, "%d operands present, but expected %d", len(ps.allOps), len(s.Operands))
	}
	rs := groupRanges(s.Operands, len(ps.allOps), nil, true)
	for i, r := range rs {
		ps.ops[i] = ps.allOps[r[0]:r[1]]
		ps.opSet[i] = true
	}
}

func (ps *parseState) splitAllTypes() {
	s := ps.c.s
	total := 0
	for _, o := range ps.ops {
		total += len(o)
	}
	if total == len(ps.allOpTy) {
		pos := 0
		for i := range s.Operands {
			n := len(ps.ops[i])
			ps.opTypes[i] = ps.allOpTy[pos : pos+n]
			pos += n
		}
		return
	}
	// All operands are resolved at once, reported at the op name.
	ps.p.OpErrorAt(ps.p.CustomOpNameOffset(), "%d operands present, but expected %d", total, len(ps.allOpTy))
}

// lookupTypes returns the known types of a named operand/result/attribute.
func (ps *parseState) lookupTypes(name string) ([]ir.Type, bool) {
	s := ps.c.s
	for i, o := range s.Operands {
		if o.Name == name {
			if ps.opTypes[i] != nil {
				return ps.opTypes[i], true
			}
			return nil, false
		}
	}
	for i, r := range s.Results {
		if r.Name == name {
			if ps.resTypes[i] != nil {
				return ps.resTypes[i], true
			}
			return nil, false
		}
	}
	for i, a := range s.Attrs {
		if a.Name == name && ps.attrs[i] != nil {
			if ta, ok := ps.attrs[i].(ir.TypedAttr); ok {
				return []ir.Type{ta.AttrType()}, true
			}
		}
	}
	return nil, false
}

func (ps *parseState) assign(name string, t ir.Type) {
	s := ps.c.s
	for i, o := range s.Operands {
		if o.Name == name && ps.opTypes[i] == nil {
			ts := ps.typeList(len(ps.ops[i]))
			for j := range ts {
				ts[j] = t
			}
			ps.opTypes[i] = ts
		}
	}
	for i, r := range s.Results {
		if r.Name == name && ps.resTypes[i] == nil {
			ts := ps.typeList(1)
			ts[0] = t
			ps.resTypes[i] = ts
		}
	}
}

func (ps *parseState) inferFromTraits() {
	s := ps.c.s
	ctx := ps.p.Context()
	traits := s.info().typeTraits
	if len(traits) == 0 {
		return
	}
	for round := 0; round < 2; round++ {
		for _, tr := range traits {
			switch tr.kind {
			case traitSameOpsRes, traitSameOps:
				var known ir.Type
				if tr.kind == traitSameOpsRes {
					for i := range s.Results {
						if len(ps.resTypes[i]) > 0 {
							known = ps.resTypes[i][0]
						}
					}
				}
				if known == nil {
					for i := range s.Operands {
						if len(ps.opTypes[i]) > 0 {
							known = ps.opTypes[i][0]
							break
						}
					}
				}
				if known == nil {
					continue
				}
				for _, o := range s.Operands {
					ps.assign(o.Name, known)
				}
				if tr.kind == traitSameOpsRes {
					for _, r := range s.Results {
						ps.assign(r.Name, known)
					}
				}
			case traitAllMatch:
				var known ir.Type
				for _, n := range tr.names {
					if ts, ok := ps.lookupTypes(n); ok && len(ts) > 0 {
						known = ts[0]
						break
					}
				}
				if known != nil {
					for _, n := range tr.names {
						ps.assign(n, known)
					}
				}
			case traitMatchWith:
				f := Transforms[tr.transform]
				if f == nil {
					continue
				}
				from, to := tr.names[0], tr.names[1]
				if ts, ok := ps.lookupTypes(from); ok && len(ts) > 0 {
					if _, done := ps.lookupTypes(to); !done {
						// The generated parser checks the source's
						// constraint before deriving the other type.
						ps.checkSourceConstraint(from, ts)
						if t := f(ctx, ts[0]); t != nil {
							ps.assign(to, t)
						}
					}
				}
			}
		}
	}
}

// ---------------------------------------------------------------------------
// Default values

// defaultKey is defaultAttr's key in the context's cache.
type defaultKey struct {
	arg *AttrCons
	def string
}

// defaultAttr returns the attribute of a DefaultValuedAttr's C++ default.
func defaultAttr(ctx *ir.Context, a AttrArg) ir.Attribute {
	if a.Default == "" || a.Cons == nil {
		return nil
	}
	k := defaultKey{a.Cons, a.Default}
	if v, ok := ctx.CacheLoad(k); ok {
		return v.(ir.Attribute)
	}
	v := computeDefault(ctx, a)
	if v != nil {
		ctx.CacheStore(k, v)
	}
	return v
}

func computeDefault(ctx *ir.Context, a AttrArg) ir.Attribute {
	c := a.Cons
	d := strings.TrimSpace(a.Default)
	sym := d[strings.LastIndex(d, ":")+1:]
	if f := AttrDefaults[c.Def]; f != nil {
		return f(ctx, d)
	}
	switch c.Kind {
	case AttrDialectEnum:
		def := LookupEnumAttr(c.Dialect, c.Mnemonic)
		if def == nil {
			return nil
		}
		if d == "0" || d == "{}" {
			return NewEnumAttr(ctx, def, 0)
		}
		for _, cs := range def.Enum.Cases {
			if cs.Sym == sym {
				return NewEnumAttr(ctx, def, cs.Value)
			}
		}
	case AttrIntEnum:
		for _, cs := range c.Enum.Cases {
			if cs.Sym == sym || (d == "{}" && cs.Value == 0) {
				w := c.Enum.Width
				if c.ValueType != "" {
					w, _ = strconv.Atoi(strings.TrimPrefix(c.ValueType, "i"))
				}
				return ctx.IntegerAttrBits(ctx.I(w), cs.Value)
			}
		}
	case AttrBool:
		switch d {
		case "false":
			return ctx.Bool(false)
		case "true":
			return ctx.Bool(true)
		}
	case AttrInt:
		t := buildType(ctx, c.ValueType)
		if t == nil {
			return nil
		}
		if v, err := strconv.ParseInt(d, 0, 64); err == nil {
			return ctx.IntegerAttrInt64(t, v)
		}
	case AttrString:
		if uq, err := strconv.Unquote(d); err == nil {
			return ctx.String(uq)
		}
	default:
		if c.ValueType != "" {
			t := buildType(ctx, c.ValueType)
			if v, err := strconv.ParseInt(d, 0, 64); err == nil && t != nil {
				if _, ok := t.(*ir.IntegerType); ok {
					return ctx.IntegerAttrInt64(t, v)
				}
			}
		}
	}
	return nil
}

// AttrDefaults builds the default value of attributes whose class the
// generic code cannot construct (dialect attributes with parameters), by
// constraint record name; dialect packages fill it.
var AttrDefaults = map[string]func(ctx *ir.Context, def string) ir.Attribute{}

// specDefaults holds, for one context, the default value of each
// default-valued attribute of a spec (by attribute index, nil elsewhere)
// and the list OpDef.Defaults returns.
type specDefaults struct {
	ctx   *ir.Context
	byIdx []ir.Attribute
	named []ir.NamedAttr
}

// defaultsFor returns the spec's defaults in ctx. They are asked for on
// every op created and on every op printed with an attr-dict, so the last
// context's are kept on the spec instead of being looked up by name.
func (s *Spec) defaultsFor(ctx *ir.Context) *specDefaults {
	if d := s.defs.Load(); d != nil && d.ctx == ctx {
		return d
	}
	d := &specDefaults{ctx: ctx, byIdx: make([]ir.Attribute, len(s.Attrs))}
	for i, a := range s.Attrs {
		if a.Default == "" {
			continue
		}
		v := defaultAttr(ctx, a)
		d.byIdx[i] = v
		if v != nil && !a.Optional {
			d.named = append(d.named, ir.NamedAttr{Name: a.Name, Value: v})
		}
	}
	s.defs.Store(d)
	return d
}

// defaultOf returns the default value of attribute i in ctx, or nil.
func (s *Spec) defaultOf(ctx *ir.Context, i int) ir.Attribute { return s.defaultsFor(ctx).byIdx[i] }

// defaultsFunc returns an OpDef.Defaults function for the spec's
// default-valued attributes, or nil. The list it returns is shared: read
// only.
func defaultsFunc(s *Spec) func(ctx *ir.Context) []ir.NamedAttr {
	any := false
	for _, a := range s.Attrs {
		any = any || a.Default != "" && !a.Optional
	}
	if !any {
		return nil
	}
	return func(ctx *ir.Context) []ir.NamedAttr { return s.defaultsFor(ctx).named }
}

func hasAttr(as []ir.NamedAttr, name string) bool {
	for _, a := range as {
		if a.Name == name {
			return true
		}
	}
	return false
}

// storageMatches reports whether a has the attribute class the constraint
// stores (the dyn_cast in MLIR's typed parseAttribute).
func storageMatches(c *AttrCons, a ir.Attribute) bool {
	if c == nil || a == nil {
		return true
	}
	switch c.Kind {
	case AttrString:
		_, ok := a.(*ir.StringAttr)
		return ok
	case AttrSymbolRef:
		_, ok := a.(*ir.SymbolRefAttr)
		return ok
	case AttrFlatSymbolRef:
		r, ok := a.(*ir.SymbolRefAttr)
		return ok && len(r.Nested) == 0
	case AttrType:
		_, ok := a.(*ir.TypeAttr)
		return ok
	case AttrArray:
		_, ok := a.(*ir.ArrayAttr)
		return ok
	case AttrDict:
		_, ok := a.(*ir.DictionaryAttr)
		return ok
	case AttrFloat:
		_, ok := a.(*ir.FloatAttr)
		return ok
	case AttrInt:
		_, ok := a.(*ir.IntegerAttr)
		return ok
	case AttrUnit:
		_, ok := a.(*ir.UnitAttr)
		return ok
	case AttrAny:
		// An attribute interface (PoisonAttrInterface) is the property's
		// storage type too: other attributes do not convert.
		if c.Check != nil && strings.HasSuffix(c.Def, "AttrInterface") {
			return c.Check(a)
		}
	}
	return true
}

// checkSourceConstraint reports, as the ODS parser does before a
// TypesMatchWith derivation, a source operand type its constraint rejects.
func (ps *parseState) checkSourceConstraint(name string, ts []ir.Type) {
	for _, o := range ps.c.s.Operands {
		if o.Name != name || o.Type == nil {
			continue
		}
		chk := typeCheck(o.Type)
		if chk == nil {
			return
		}
		for _, t := range ts {
			if !chk(t) {
				ps.p.OpErrorAt(ps.p.CustomOpNameOffset(), "'%s' must be %s, but got '%s'", name, o.Type.Summary, asm.TypeString(t))
			}
		}
	}
}

// isOfClass reports whether t is of the builtin C++ type class cls (true
// for classes it does not know).
func isOfClass(cls string, t ir.Type) bool {
	switch cls {
	case "::mlir::IntegerType":
		_, ok := t.(*ir.IntegerType)
		return ok
	case "::mlir::IndexType":
		_, ok := t.(*ir.IndexType)
		return ok
	case "::mlir::FloatType":
		_, ok := t.(*ir.FloatType)
		return ok
	case "::mlir::MemRefType":
		_, ok := t.(*ir.MemRefType)
		return ok
	case "::mlir::UnrankedMemRefType":
		_, ok := t.(*ir.UnrankedMemRefType)
		return ok
	case "::mlir::BaseMemRefType":
		_, ok := t.(*ir.MemRefType)
		_, ok2 := t.(*ir.UnrankedMemRefType)
		return ok || ok2
	case "::mlir::RankedTensorType":
		_, ok := t.(*ir.RankedTensorType)
		return ok
	case "::mlir::VectorType":
		_, ok := t.(*ir.VectorType)
		return ok
	case "::mlir::FunctionType":
		_, ok := t.(*ir.FunctionType)
		return ok
	}
	return true
}
