package ods

import (
	"strings"
	"sync"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// compiled is an op's parsed format with what the printer and parser need.
type compiled struct {
	d     *Dialect
	s     *Spec
	h     *OpHooks
	elems []*elem
	// used lists the attributes the format prints itself (elided from
	// attr-dict).
	used []string
	// Which operand / result groups get their types from type directives.
	opTyped, resTyped []bool
	allOpTyped        bool // type(operands) or functional-type(operands, ...)
	allResTyped       bool
	implicitTerm      string // SingleBlockImplicitTerminator op
	// staticElided is what attr-dict never prints: the format's own
	// attributes and the segment sizes (computed once; read only).
	staticElided []string
	// hasDefaults: some attribute is default-valued, so attr-dict also
	// elides attributes equal to their default (decided per op).
	hasDefaults bool
}

var compileCache sync.Map // *Spec -> *compiled

func getCompiled(d *Dialect, s *Spec, h *OpHooks) (*compiled, error) {
	if c, ok := compileCache.Load(s); ok {
		return c.(*compiled), nil
	}
	elems, err := parseFormat(s)
	if err != nil {
		return nil, err
	}
	c := &compiled{d: d, s: s, h: h, elems: elems, opTyped: make([]bool, len(s.Operands)), resTyped: make([]bool, len(s.Results))}
	for _, t := range s.Traits {
		if strings.HasPrefix(t, "SingleBlockImplicitTerminator:") {
			c.implicitTerm = strings.TrimPrefix(t, "SingleBlockImplicitTerminator:")
		}
	}
	markUnits(s, elems)
	c.scan(elems, false)
	st := spaceState{emit: true}
	st.walk(elems)
	c.staticElided = append([]string(nil), c.used...)
	if s.info().attrSizedOps {
		c.staticElided = append(c.staticElided, "operandSegmentSizes")
	}
	if s.info().attrSizedRes {
		c.staticElided = append(c.staticElided, "resultSegmentSizes")
	}
	for _, o := range s.Operands {
		if o.Segment != "" {
			c.staticElided = append(c.staticElided, o.Segment)
		}
	}
	for _, a := range s.Attrs {
		c.hasDefaults = c.hasDefaults || a.Default != ""
	}
	compileCache.Store(s, c)
	return c, nil
}

func (c *compiled) scan(els []*elem, inType bool) {
	for _, e := range els {
		switch e.kind {
		case eAttr:
			if !inType {
				c.used = append(c.used, e.text)
			}
		case eType, eQualified, eRef:
			c.scan(e.args, e.kind == eType || inType)
		case eFuncType:
			c.scan(e.args, true)
		case eOperand:
			if inType {
				c.opTyped[e.idx] = true
			}
		case eResult:
			if inType {
				c.resTyped[e.idx] = true
			}
		case eOperands:
			if inType {
				c.allOpTyped = true
			}
		case eResults:
			if inType {
				c.allResTyped = true
			}
		case eCustom:
			for _, a := range e.args {
				inner := a
				isType := false
				for inner.kind == eRef || inner.kind == eQualified || inner.kind == eType {
					if inner.kind == eType {
						isType = true
					}
					if inner.kind == eRef && len(inner.args) > 0 {
						inner = inner.args[0]
						continue
					}
					if len(inner.args) == 0 {
						break
					}
					inner = inner.args[0]
				}
				if a.kind == eRef {
					continue
				}
				switch inner.kind {
				case eAttr:
					c.used = append(c.used, inner.text)
				case eOperand:
					if isType {
						c.opTyped[inner.idx] = true
					}
				case eResult:
					if isType {
						c.resTyped[inner.idx] = true
					}
				case eOperands:
					if isType {
						c.allOpTyped = true
					}
				case eResults:
					if isType {
						c.allResTyped = true
					}
				}
			}
		case eOptional:
			c.scan(e.then, inType)
			c.scan(e.els, inType)
		case eOIList:
			c.scan(e.args, inType)
		}
	}
}

// spaceState reproduces OpFormatGen's compile-time spacing decisions.
type spaceState struct{ emit, punct bool }

func (st *spaceState) walk(els []*elem) {
	for _, e := range els {
		e.emitSpace, e.lastPunct = st.emit, st.punct
		switch e.kind {
		case eLiteral:
			v := e.text
			st.emit = len(v) != 1 || !strings.ContainsRune("<({[", rune(v[0]))
			st.punct = v[0] != '_' && !isAlpha(v[0])
		case eSpace:
			switch e.text {
			case `\n`:
			case " ":
				st.emit, st.punct = false, false
			default:
				st.emit, st.punct = false, true
			}
		case eOptional:
			for _, t := range e.then {
				if t == elidedAnchor(e) {
					continue
				}
				st.walk([]*elem{t})
			}
			st.walk(e.els)
		case eAttrDict, ePropDict:
			st.punct = false
		case eOIList:
			st.punct, st.emit = false, true
		default:
			st.punct, st.emit = false, true
		}
	}
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// elidedAnchor returns the unit-attribute anchor a group does not print.
func elidedAnchor(g *elem) *elem {
	a := g.anchor
	if a == nil || a.kind != eAttr || len(g.then) == 0 || g.then[0] == a || !a.unit {
		return nil
	}
	return a
}

func shouldEmitSpaceBefore(v string, lastPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastPunct {
		return !strings.ContainsRune(">)}],", rune(v[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(v[0]))
}

// formatSyntax builds the custom syntax of an op from its assemblyFormat.
func formatSyntax(d *Dialect, s *Spec, h *OpHooks) *asm.OpSyntax {
	c, err := getCompiled(d, s, h)
	if err != nil {
		// An unsupported format: the op stays generic-only.
		return &asm.OpSyntax{ResultNames: h.ResultNames}
	}
	return &asm.OpSyntax{
		Parse:       func(p *asm.Parser, st *ir.OperationState) { c.parse(p, st) },
		Print:       func(p *asm.Printer, op *ir.Operation) { c.print(p, op) },
		ResultNames: h.ResultNames,
	}
}

// FormatError returns the error compiling the spec's format, if any (for
// tests).
func FormatError(s *Spec) error {
	_, err := getCompiled(nil, s, &OpHooks{})
	return err
}

// ---------------------------------------------------------------------------
// Groups: the values of an op's operand/result groups, by spec index.

func segmentSizes(op *ir.Operation, attr string) []int64 {
	a, ok := op.Attr(attr).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	return a.Ints
}

// groupRanges splits n values into the groups of args, as ODS accessors do.
func groupRanges(args []Arg, n int, sizes []int64, sameSize bool) [][2]int {
	return appendGroupRanges(nil, args, n, sizes, sameSize)
}

// appendGroupRanges is groupRanges appending to dst[:0] (nil when the
// sizes do not add up).
func appendGroupRanges(dst [][2]int, args []Arg, n int, sizes []int64, sameSize bool) [][2]int {
	out := resize(dst, len(args))
	if sizes != nil && len(sizes) == len(args) {
		pos := 0
		for i := range args {
			out[i] = [2]int{pos, pos + int(sizes[i])}
			pos += int(sizes[i])
		}
		if pos > n {
			return nil
		}
		return out
	}
	nv := 0
	for _, a := range args {
		if a.Kind != Single {
			nv++
		}
	}
	fixed := len(args) - nv
	var each int
	if nv > 0 {
		each = (n - fixed) / nv
		if each < 0 {
			each = 0
		}
		if nv > 1 && !sameSize {
			// Ambiguous without segment sizes; give everything to the first.
			each = -1
		}
	}
	pos := 0
	first := true
	for i, a := range args {
		sz := 1
		if a.Kind != Single {
			if each >= 0 {
				sz = each
			} else if first {
				sz = n - fixed
				first = false
			} else {
				sz = 0
			}
		}
		if pos+sz > n {
			sz = n - pos
			if sz < 0 {
				sz = 0
			}
		}
		out[i] = [2]int{pos, pos + sz}
		pos += sz
	}
	return out
}

// operandRanges returns the [start, end) operand range of each operand
// group of op (n operands), in buf when it is computed. For a spec whose
// groups are all single values it is the spec's shared table, which
// callers must not modify.
func operandRanges(s *Spec, op *ir.Operation, n int, buf [][2]int) [][2]int {
	in := s.info()
	if in.singleOps && n == len(s.Operands) {
		return in.opRanges
	}
	var sizes []int64
	if in.attrSizedOps {
		sizes = segmentSizes(op, "operandSegmentSizes")
	}
	return appendGroupRanges(buf, s.Operands, n, sizes, in.sameVarOps)
}

// resultRanges is operandRanges for the results.
func resultRanges(s *Spec, op *ir.Operation, n int, buf [][2]int) [][2]int {
	in := s.info()
	if in.singleRes && n == len(s.Results) {
		return in.resRanges
	}
	var sizes []int64
	if in.attrSizedRes {
		sizes = segmentSizes(op, "resultSegmentSizes")
	}
	return appendGroupRanges(buf, s.Results, n, sizes, in.sameVarRes)
}

func operandGroups(s *Spec, op *ir.Operation) [][]*ir.Value {
	vals := op.Operands()
	out := make([][]*ir.Value, len(s.Operands))
	for i, r := range operandRanges(s, op, len(vals), nil) {
		out[i] = vals[r[0]:r[1]]
	}
	return out
}

func resultGroups(s *Spec, op *ir.Operation) [][]ir.Type {
	ts := op.ResultTypes()
	out := make([][]ir.Type, len(s.Results))
	for i, r := range resultRanges(s, op, len(ts), nil) {
		out[i] = ts[r[0]:r[1]]
	}
	return out
}

func typesOf(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// ---------------------------------------------------------------------------
// Printing

type printCtx struct {
	c   *compiled
	op  *ir.Operation
	ops [][]*ir.Value
	res [][]ir.Type

	// Scratch storage, reused from op to op through printPool so that
	// printing an op allocates nothing: the op's operand values and result
	// types (which ops and res slice), type lists handed out by typesOf,
	// custom directive slots and the attr-dict elision list. Nothing handed
	// to a directive or the printer outlives the op's print.
	vals     []*ir.Value
	types    []ir.Type
	tbuf     []ir.Type
	opsBuf   [][]*ir.Value
	resBuf   [][]ir.Type
	slots    []Slot
	slotPs   []*Slot
	elided   []string
	rangeBuf [][2]int
}

// printPool recycles printCtx values. An op printing a region prints the
// nested ops with other printCtx values, so each is used by one op at a
// time.
var printPool = sync.Pool{New: func() any { return new(printCtx) }}

func (c *compiled) print(p *asm.Printer, op *ir.Operation) {
	pc := printPool.Get().(*printCtx)
	pc.c, pc.op = c, op
	pc.vals = op.AppendOperands(pc.vals[:0])
	pc.types = op.AppendResultTypes(pc.types[:0])
	pc.tbuf = pc.tbuf[:0]
	pc.ops = resize(pc.opsBuf, len(c.s.Operands))
	pc.opsBuf = pc.ops
	// rangeBuf is the context's own; the ranges returned may instead be
	// the spec's shared table.
	if n := max(len(c.s.Operands), len(c.s.Results)); cap(pc.rangeBuf) < n {
		pc.rangeBuf = make([][2]int, 0, n)
	}
	for i, r := range operandRanges(c.s, op, len(pc.vals), pc.rangeBuf) {
		pc.ops[i] = pc.vals[r[0]:r[1]:r[1]]
	}
	pc.res = resize(pc.resBuf, len(c.s.Results))
	pc.resBuf = pc.res
	for i, r := range resultRanges(c.s, op, len(pc.types), pc.rangeBuf) {
		pc.res[i] = pc.types[r[0]:r[1]:r[1]]
	}
	pc.elems(p, c.elems)
	// Drop the references into the IR before pooling.
	clear(pc.vals)
	clear(pc.types)
	clear(pc.tbuf)
	clear(pc.ops)
	clear(pc.res)
	pc.c, pc.op = nil, nil
	printPool.Put(pc)
}

// typesOf returns the types of vs in the scratch buffer (capped, so that a
// callee appending to it gets a copy).
func (pc *printCtx) typesOf(vs []*ir.Value) []ir.Type {
	start := len(pc.tbuf)
	for _, v := range vs {
		pc.tbuf = append(pc.tbuf, v.Type())
	}
	return pc.tbuf[start:len(pc.tbuf):len(pc.tbuf)]
}

func (pc *printCtx) elems(p *asm.Printer, els []*elem) {
	for _, e := range els {
		pc.elem(p, e)
	}
}

func (pc *printCtx) space(p *asm.Printer, e *elem) {
	if e.emitSpace || !e.lastPunct {
		p.WriteString(" ")
	}
}

func (pc *printCtx) attr(name string) ir.Attribute { return pc.op.Attr(name) }

func (pc *printCtx) present(e *elem) bool {
	switch e.kind {
	case eOperand:
		return len(pc.ops[e.idx]) > 0
	case eResult:
		return len(pc.res[e.idx]) > 0
	case eAttr:
		a := pc.attr(e.text)
		if a == nil {
			return false
		}
		arg := pc.c.s.Attrs[e.idx]
		if arg.Default != "" && !arg.Optional {
			if d := pc.c.s.defaultOf(pc.op.Context(), e.idx); d != nil && d == a {
				return false
			}
		}
		if arg.Cons != nil && arg.Cons.Kind == AttrUnit {
			return true
		}
		return true
	case eRegion:
		rs := pc.regions(e.idx)
		if pc.c.s.Regions[e.idx].Kind == Variadic {
			return len(rs) > 0
		}
		return len(rs) > 0 && !rs[0].Empty()
	case eSuccessor:
		return len(pc.successors(e.idx)) > 0
	case eType, eQualified, eRef:
		for _, a := range e.args {
			if pc.present(a) {
				return true
			}
		}
		return false
	case eCustom:
		for _, a := range e.args {
			if pc.present(a) {
				return true
			}
		}
		return false
	case eOperands:
		return pc.op.NumOperands() > 0
	case eResults:
		return pc.op.NumResults() > 0
	case eAttrDict:
		return false
	}
	return true
}

// regions returns the regions of region group i.
func (pc *printCtx) regions(i int) []*ir.Region {
	all := pc.op.Regions()
	rs := groupRanges(pc.c.s.Regions, len(all), nil, true)
	if rs == nil || i >= len(rs) {
		return nil
	}
	return all[rs[i][0]:rs[i][1]]
}

func (pc *printCtx) elem(p *asm.Printer, e *elem) {
	switch e.kind {
	case eLiteral:
		if e.emitSpace && shouldEmitSpaceBefore(e.text, e.lastPunct) {
			p.WriteString(" ")
		}
		p.WriteString(e.text)
		return
	case eSpace:
		if e.text == " " {
			p.WriteString(" ")
		} else if e.text == `\n` {
			p.PrintNewlineAndIndent()
		}
		return
	case eOptional:
		if e.anchor != nil && pc.present(e.anchor) {
			skip := elidedAnchor(e)
			for _, t := range e.then {
				if t != skip {
					pc.elem(p, t)
				}
			}
		} else {
			pc.elems(p, e.els)
		}
		return
	case eAttrDict:
		pc.attrDict(p, e.keyword)
		return
	case ePropDict:
		return
	}
	pc.space(p, e)
	switch e.kind {
	case eOperand:
		p.PrintOperands(pc.ops[e.idx])
	case eOperands:
		p.PrintOperands(pc.vals)
	case eAttr:
		pc.printAttr(p, e)
	case eQualified:
		if a := e.args[0]; a.kind == eAttr {
			if v := pc.attr(a.text); v != nil {
				p.PrintAttribute(v)
			}
			return
		}
		pc.printTypeArg(p, e.args[0], true)
	case eType:
		pc.printTypeArg(p, e.args[0], false)
	case eFuncType:
		p.WriteString("(")
		p.PrintTypes(pc.typesFor(e.args[0]))
		p.WriteString(") -> ")
		rs := pc.typesFor(e.args[1])
		wrapped := len(rs) != 1
		if !wrapped {
			_, wrapped = rs[0].(*ir.FunctionType)
		}
		if wrapped {
			p.WriteString("(")
		}
		p.PrintTypes(rs)
		if wrapped {
			p.WriteString(")")
		}
	case eRegion:
		for i, r := range pc.regions(e.idx) {
			if i > 0 {
				p.WriteString(", ")
			}
			pc.printRegion(p, r)
		}
	case eRegions:
		for i, r := range pc.op.Regions() {
			if i > 0 {
				p.WriteString(", ")
			}
			pc.printRegion(p, r)
		}
	case eSuccessor:
		for i, b := range pc.successors(e.idx) {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintBlockName(b)
		}
	case eSuccessors:
		for i, b := range pc.op.Successors() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintBlockName(b)
		}
	case eCustom:
		pc.printCustom(p, e)
	}
}

func (pc *printCtx) printRegion(p *asm.Printer, r *ir.Region) {
	printTerm := true
	if pc.c.implicitTerm != "" && !r.Empty() {
		if t := r.First().Last(); t != nil && t.Name() == pc.c.implicitTerm {
			printTerm = len(asm.AllAttrs(t)) > 0 || t.NumOperands() != 0 || t.NumResults() != 0
		}
	}
	p.PrintRegion(r, true, printTerm, false)
}

// typesFor returns the types a type directive argument refers to.
func (pc *printCtx) typesFor(e *elem) []ir.Type {
	switch e.kind {
	case eOperand:
		return pc.typesOf(pc.ops[e.idx])
	case eResult:
		return pc.res[e.idx]
	case eOperands:
		return pc.typesOf(pc.vals)
	case eResults:
		return pc.types[:len(pc.types):len(pc.types)]
	case eRef, eType, eQualified:
		return pc.typesFor(e.args[0])
	}
	return nil
}

func (pc *printCtx) consOf(e *elem) *TypeCons {
	switch e.kind {
	case eOperand:
		return pc.c.s.Operands[e.idx].Type
	case eResult:
		return pc.c.s.Results[e.idx].Type
	}
	return nil
}

func (pc *printCtx) printTypeArg(p *asm.Printer, e *elem, qualified bool) {
	if e.kind == eType {
		pc.printTypeArg(p, e.args[0], qualified)
		return
	}
	if e.kind == eQualified {
		pc.printTypeArg(p, e.args[0], true)
		return
	}
	ts := pc.typesFor(e)
	tc := pc.consOf(e)
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		if !qualified && tc != nil && tc.Stripped {
			printStrippedType(p, t)
		} else {
			p.PrintType(t)
		}
	}
}

// printStrippedType prints a dialect type without `!dialect.mnemonic`
// (MLIR's printStrippedAttrOrType), falling back to the full form when
// nothing would remain.
func printStrippedType(p *asm.Printer, t ir.Type) { p.PrintStripped(t) }

func (pc *printCtx) printAttr(p *asm.Printer, e *elem) {
	arg := pc.c.s.Attrs[e.idx]
	a := pc.attr(e.text)
	if a == nil {
		return
	}
	cons := arg.Cons
	switch {
	case cons == nil:
		p.PrintAttribute(a)
	case cons.Kind == AttrIntEnum:
		if s, ok := IntEnumString(cons.Enum, a); ok {
			printKeywordOrString(p, s)
			return
		}
		p.PrintAttribute(a)
	case cons.Kind == AttrSymbolName:
		if s, ok := a.(*ir.StringAttr); ok {
			p.PrintSymbolName(s.Value)
			return
		}
		p.PrintAttribute(a)
	case cons.ValueType != "" && cons.Kind != AttrDenseArray:
		p.PrintAttributeWithoutType(a)
	case cons.Kind == AttrDialectEnum || cons.Kind == AttrDialect:
		printStrippedAttr(p, a)
	case cons.Kind == AttrDenseArray:
		if da, ok := a.(*ir.DenseArrayAttr); ok {
			// `[1, 2]`: the elements of `array<i64: 1, 2>`.
			p.WriteString("[")
			p.PrintDenseArrayElements(da)
			p.WriteString("]")
			return
		}
		p.PrintAttribute(a)
	default:
		p.PrintAttribute(a)
	}
}

func printStrippedAttr(p *asm.Printer, a ir.Attribute) {
	if ea, ok := a.(*EnumAttr); ok {
		if ea.Def.Format == "$value" {
			// AttrOrTypeFormatGen prints a space before a leading parameter.
			p.WriteString(" ")
			printKeywordOrString(p, ea.String())
			return
		}
		p.WriteString("<" + ea.String() + ">")
		return
	}
	// An attribute with an alias prints the alias instead (MLIR's
	// printStrippedAttrOrType).
	p.PrintStripped(a)
}

func isKeyword(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '$' || c == '.' || isAlpha(c) || (i > 0 && c >= '0' && c <= '9')) {
			return false
		}
	}
	return true
}

func printKeywordOrString(p *asm.Printer, s string) {
	if isKeyword(s) {
		p.WriteString(s)
		return
	}
	p.PrintString(s)
}

func (pc *printCtx) attrDict(p *asm.Printer, keyword bool) {
	elided := pc.elidedAttrs()
	if keyword {
		p.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(pc.op), elided)
	} else {
		p.PrintOptionalAttrDict(asm.AllAttrs(pc.op), elided)
	}
}

// elidedAttrs returns the names attr-dict leaves out: the static list,
// plus the default-valued attributes that hold their default. The result
// is read only.
func (pc *printCtx) elidedAttrs() []string {
	c := pc.c
	if !c.hasDefaults {
		return c.staticElided[:len(c.staticElided):len(c.staticElided)]
	}
	elided := append(pc.elided[:0], c.staticElided...)
	for i, a := range c.s.Attrs {
		if a.Default != "" {
			if d := c.s.defaultOf(pc.op.Context(), i); d != nil && pc.op.Attr(a.Name) == d {
				elided = append(elided, a.Name)
			}
		}
	}
	pc.elided = elided
	return elided[:len(elided):len(elided)]
}

func (pc *printCtx) printCustom(p *asm.Printer, e *elem) {
	dir := pc.c.d.Directive[e.text]
	if dir == nil || dir.Print == nil {
		p.WriteString("<<custom " + e.text + " missing>>")
		return
	}
	// The slots live in the scratch storage: a directive's printer gets
	// them for the call only.
	pc.slots = resize(pc.slots, len(e.args))
	pc.slotPs = resize(pc.slotPs, len(e.args))
	for i, a := range e.args {
		pc.slot(&pc.slots[i], a)
		pc.slotPs[i] = &pc.slots[i]
	}
	dir.Print(p, pc.op, pc.slotPs)
	clear(pc.slots)
	clear(pc.slotPs)
}

func (pc *printCtx) slot(sl *Slot, a *elem) {
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
		sl.Kind, sl.Name, sl.Arg = SlotOperand, inner.text, pc.c.s.Operands[inner.idx].Kind
		sl.Values = pc.ops[inner.idx]
		sl.Types = pc.typesOf(sl.Values)
	case eOperands:
		sl.Kind, sl.Values = SlotOperand, pc.vals[:len(pc.vals):len(pc.vals)]
		sl.Types = pc.typesOf(sl.Values)
		sl.Arg = Variadic
	case eType:
		sl.Kind = SlotType
		t := inner.args[0]
		if t.kind == eQualified {
			t = t.args[0]
		}
		sl.Name = t.text
		sl.Types = pc.typesFor(t)
		switch t.kind {
		case eOperand:
			sl.Arg = pc.c.s.Operands[t.idx].Kind
			sl.Values = pc.ops[t.idx]
		case eResult:
			sl.Arg = pc.c.s.Results[t.idx].Kind
		default:
			sl.Arg = Variadic
		}
	case eAttr:
		sl.Kind, sl.Name = SlotAttr, inner.text
		sl.Attr = pc.attr(inner.text)
		sl.Cons = pc.c.s.Attrs[inner.idx].Cons
		if pc.c.s.Attrs[inner.idx].Optional {
			sl.Arg = Optional
		}
	case eRegion:
		sl.Kind, sl.Name = SlotRegion, inner.text
		sl.Regions = pc.regions(inner.idx)
	case eRegions:
		sl.Kind, sl.Regions = SlotRegion, pc.op.Regions()
	case eSuccessor:
		sl.Kind, sl.Name = SlotSuccessor, inner.text
		sl.Blocks = pc.successors(inner.idx)
	case eSuccessors:
		sl.Kind, sl.Name = SlotSuccessor, inner.text
		sl.Blocks = pc.op.Successors()
	case eAttrDict:
		sl.Kind = SlotAttrDict
		sl.Attrs = asm.AllAttrs(pc.op)
		sl.Elided = pc.elidedAttrs()
	}
}

func markUnits(s *Spec, els []*elem) {
	for _, e := range els {
		if e.kind == eAttr {
			if c := s.Attrs[e.idx].Cons; c != nil && c.Kind == AttrUnit {
				e.unit = true
			}
		}
		markUnits(s, e.args)
		markUnits(s, e.then)
		markUnits(s, e.els)
		if e.kind == eOptional {
			findAnchor(e)
		}
	}
}

// successors returns the blocks of successor group i (a variadic group
// takes what the single ones leave).
func (pc *printCtx) successors(i int) []*ir.Block {
	all := pc.op.Successors()
	rs := groupRanges(pc.c.s.Successors, len(all), nil, true)
	if rs == nil || i >= len(rs) {
		return nil
	}
	return all[rs[i][0]:rs[i][1]]
}
