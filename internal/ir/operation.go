package ir

import (
	"strings"
	"unsafe"
)

// Operation is the unit of IR: a name, operands, results, properties
// (inherent attributes), discardable attributes, regions, successors and
// a location.
type Operation struct {
	name *OpName
	loc  Location
	// Operands and results live in arrays of their own; a pointer and a
	// 32-bit length each keep Operation small (it is made for every op).
	opnds      *OpOperand
	res        *Value
	nOpnds     uint32
	nRes       uint32
	ext        *opExt    // regions and successors; nil for ops with neither
	props      Attribute // *DictionaryAttr for registered ops; any attribute for unregistered ones
	attrs      *DictionaryAttr
	parent     *Block
	prev, next *Operation
	order      int
}

// opExt holds the parts most ops lack, keeping Operation small.
type opExt struct {
	successors []BlockOperand
	regions    []*Region
}

func (op *Operation) regs() []*Region {
	if op.ext == nil {
		return nil
	}
	return op.ext.regions
}

func (op *Operation) succs() []BlockOperand {
	if op.ext == nil {
		return nil
	}
	return op.ext.successors
}

// OperationState collects what is needed to create an operation.
type OperationState struct {
	Name string
	// OpName, when set, is the interned Name (saves a registry lookup).
	OpName     *OpName
	Loc        Location
	Operands   []*Value
	Types      []Type
	Attrs      []NamedAttr // discardable attributes; inherent names are moved to properties
	Props      Attribute   // properties given explicitly (`<{...}>`)
	Regions    []*Region
	Successors []*Block
}

// AddRegion appends a new empty region to the state and returns it.
func (s *OperationState) AddRegion() *Region {
	r := &Region{}
	s.Regions = append(s.Regions, r)
	return r
}

// AddAttr appends a discardable or inherent attribute.
func (s *OperationState) AddAttr(name string, v Attribute) {
	s.Attrs = append(s.Attrs, NamedAttr{name, v})
}

// Create builds a detached operation from s. For a registered operation,
// attributes whose names the definition declares inherent become
// properties, as MLIR does when parsing the generic form.
func (c *Context) Create(s *OperationState) *Operation {
	name := s.OpName
	if name == nil {
		name = c.Registry.Lookup(s.Name)
	}
	op := newOperation(len(s.Operands), len(s.Types))
	op.name, op.loc = name, s.Loc
	if op.loc == nil {
		op.loc = c.unknown
	}
	for i, v := range s.Operands {
		o := &op.opers()[i]
		o.owner, o.index, o.value = op, i, v
		o.link()
	}
	for i, t := range s.Types {
		op.ress()[i] = Value{typ: t, owner: op, index: i}
	}
	if len(s.Successors) > 0 || len(s.Regions) > 0 {
		op.ext = &opExt{}
	}
	if len(s.Successors) > 0 {
		op.ext.successors = make([]BlockOperand, len(s.Successors))
		for i, b := range s.Successors {
			o := &op.ext.successors[i]
			o.owner, o.index, o.block = op, i, b
			o.link()
		}
	}
	if len(s.Regions) > 0 {
		op.ext.regions = make([]*Region, len(s.Regions))
		for i, r := range s.Regions {
			if r == nil {
				r = &Region{}
			}
			r.parent, r.index = op, i
			op.ext.regions[i] = r
		}
	}
	attrs := s.Attrs
	props := s.Props
	if def := name.Def; def != nil && len(def.Inherent) > 0 {
		// The split lists live on the stack for the usual few attributes:
		// Dict copies what it keeps.
		var inhBuf, restBuf [6]NamedAttr
		var inherent []NamedAttr
		split := false
		for _, a := range attrs {
			if def.IsInherent(a.Name) {
				split = true
				break
			}
		}
		if split {
			inherent, rest := inhBuf[:0], restBuf[:0]
			if pd, ok := props.(*DictionaryAttr); ok {
				inherent = append(inherent, pd.Entries...)
			}
			for _, a := range attrs {
				if def.IsInherent(a.Name) {
					inherent = append(inherent, a)
				} else {
					rest = append(rest, a)
				}
			}
			attrs = rest
			props = c.createProps(def, s, inherent, false)
		} else {
			if pd, ok := props.(*DictionaryAttr); ok {
				inherent = pd.Entries
			}
			props = c.createProps(def, s, inherent, true)
		}
	}
	op.props = props
	if len(attrs) > 0 {
		op.attrs = c.Dict(attrs)
	}
	return op
}

// createProps adds the definition's defaults to the inherent attributes and
// returns their dictionary (s.Props unchanged when there is nothing to add).
// shared says inherent is the given properties' own list, which must be
// copied before it is extended.
func (c *Context) createProps(def *OpDef, s *OperationState, inherent []NamedAttr, shared bool) Attribute {
	var buf [6]NamedAttr
	if def.Defaults != nil {
		for _, d := range def.Defaults(c) {
			if !hasNamed(inherent, d.Name) {
				if shared {
					inherent = append(buf[:0], inherent...)
					shared = false
				}
				inherent = append(inherent, d)
			}
		}
	}
	if def.FixProps != nil && s.Props == nil {
		inherent = def.FixProps(c, append([]NamedAttr(nil), inherent...))
		shared = false
	}
	if len(inherent) == 0 {
		return s.Props
	}
	if !shared {
		// The list is ours: sorted here, Dict need not sort a copy.
		inherent = sortNamedAttrsInPlace(inherent)
	}
	return c.Dict(inherent)
}

// newOperation allocates an operation with its operand and result arrays.
// For the usual shapes (at most three operands, at most one result) the
// three are one object: a third of the allocations, and fewer objects for
// the collector to trace.
func newOperation(nOpnds, nRes int) *Operation {
	var op *Operation
	var opnds []OpOperand
	var res []Value
	switch {
	case nRes == 0 && nOpnds == 0:
		op = &Operation{}
	case nRes <= 1 && nOpnds <= 3:
		switch nRes<<2 | nOpnds {
		case 0<<2 | 1:
			x := &struct {
				op Operation
				o  [1]OpOperand
			}{}
			op, opnds = &x.op, x.o[:]
		case 0<<2 | 2:
			x := &struct {
				op Operation
				o  [2]OpOperand
			}{}
			op, opnds = &x.op, x.o[:]
		case 0<<2 | 3:
			x := &struct {
				op Operation
				o  [3]OpOperand
			}{}
			op, opnds = &x.op, x.o[:]
		case 1<<2 | 0:
			x := &struct {
				op Operation
				r  [1]Value
			}{}
			op, res = &x.op, x.r[:]
		case 1<<2 | 1:
			x := &struct {
				op Operation
				r  [1]Value
				o  [1]OpOperand
			}{}
			op, res, opnds = &x.op, x.r[:], x.o[:]
		case 1<<2 | 2:
			x := &struct {
				op Operation
				r  [1]Value
				o  [2]OpOperand
			}{}
			op, res, opnds = &x.op, x.r[:], x.o[:]
		case 1<<2 | 3:
			x := &struct {
				op Operation
				r  [1]Value
				o  [3]OpOperand
			}{}
			op, res, opnds = &x.op, x.r[:], x.o[:]
		}
	default:
		op = &Operation{}
		opnds = make([]OpOperand, nOpnds)
		res = make([]Value, nRes)
	}
	op.setOperandArray(opnds)
	op.setResultArray(res)
	return op
}

// Context returns the context the operation was created in.
func (op *Operation) Context() *Context { return op.name.ctx }

// Name returns the operation name, e.g. "func.func".
func (op *Operation) Name() string { return op.name.Name }

// OpName returns the interned name with its definition.
func (op *Operation) OpName() *OpName { return op.name }

// Def returns the registered definition, or nil for unregistered ops.
func (op *Operation) Def() *OpDef { return op.name.Def }

// IsRegistered reports whether the operation's definition is known.
func (op *Operation) IsRegistered() bool { return op.name.Def != nil }

// HasTrait reports whether the registered op has trait t.
func (op *Operation) HasTrait(t Trait) bool { return op.name.Def != nil && op.name.Def.Traits&t != 0 }

// Loc returns the location.
func (op *Operation) Loc() Location { return op.loc }

// SetLoc sets the location.
func (op *Operation) SetLoc(l Location) { op.loc = l }

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return len(op.opers()) }

// Operand returns operand i.
func (op *Operation) Operand(i int) *Value { return op.opers()[i].value }

// OpOperand returns operand slot i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.opers()[i] }

// Operands returns the operand values (a new slice).
func (op *Operation) Operands() []*Value {
	vs := make([]*Value, len(op.opers()))
	for i := range op.opers() {
		vs[i] = op.opers()[i].value
	}
	return vs
}

// AppendOperands appends the operand values to dst and returns it; with a
// reused dst it gives hot paths the operands without a new slice per op.
func (op *Operation) AppendOperands(dst []*Value) []*Value {
	for i := range op.opers() {
		dst = append(dst, op.opers()[i].value)
	}
	return dst
}

// AppendResultTypes appends the result types to dst and returns it (see
// AppendOperands).
func (op *Operation) AppendResultTypes(dst []Type) []Type {
	for i := range op.ress() {
		dst = append(dst, op.ress()[i].typ)
	}
	return dst
}

// SetOperands replaces all operands.
func (op *Operation) SetOperands(vs []*Value) {
	for i := range op.opers() {
		op.opers()[i].unlink()
	}
	op.setOperandArray(make([]OpOperand, len(vs)))
	for i, v := range vs {
		o := &op.opers()[i]
		o.owner, o.index, o.value = op, i, v
		o.link()
	}
}

// SpliceOperands replaces operands [start, end) with vs. As MLIR's operand
// storage, the operands before start keep their place in their values'
// use lists and the ones after are moved (relinked in order); when the
// operands grow they are all relinked.
func (op *Operation) SpliceOperands(start, end int, vs []*Value) {
	old := op.opers()
	n := len(old) - (end - start) + len(vs)
	all := make([]*Value, 0, n)
	for i := range old {
		if i == start {
			all = append(all, vs...)
		}
		if i < start || i >= end {
			all = append(all, old[i].value)
		}
	}
	if start >= len(old) {
		all = append(all, vs...)
	}
	if n > len(old) {
		op.SetOperands(all)
		return
	}
	for i := start; i < len(old); i++ {
		old[i].unlink()
		old[i].value = nil
	}
	op.nOpnds = uint32(n)
	if n == 0 {
		op.opnds = nil
	}
	cur := op.opers()
	for i := start; i < n; i++ {
		o := &cur[i]
		o.owner, o.index, o.value = op, i, all[i]
		o.link()
	}
}

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return len(op.ress()) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.ress()[i] }

// Results returns the result values (a new slice).
func (op *Operation) Results() []*Value {
	vs := make([]*Value, len(op.ress()))
	for i := range op.ress() {
		vs[i] = &op.ress()[i]
	}
	return vs
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	ts := make([]Type, len(op.ress()))
	for i := range op.ress() {
		ts[i] = op.ress()[i].typ
	}
	return ts
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	ts := make([]Type, len(op.opers()))
	for i := range op.opers() {
		ts[i] = op.opers()[i].value.typ
	}
	return ts
}

// NumSuccessors returns the number of successors.
func (op *Operation) NumSuccessors() int { return len(op.succs()) }

// Successor returns successor i.
func (op *Operation) Successor(i int) *Block { return op.succs()[i].block }

// SetSuccessor replaces successor i.
func (op *Operation) SetSuccessor(i int, b *Block) { op.succs()[i].Set(b) }

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.regs()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return op.regs()[i] }

// Regions returns the regions.
func (op *Operation) Regions() []*Region { return op.regs() }

// Block returns the block containing the op, or nil.
func (op *Operation) Block() *Block { return op.parent }

// ParentOp returns the operation whose region contains op, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.parent == nil {
		return nil
	}
	return op.parent.ParentOp()
}

// ParentRegion returns the region containing op, or nil.
func (op *Operation) ParentRegion() *Region {
	if op.parent == nil {
		return nil
	}
	return op.parent.parent
}

// Next returns the following operation in the block.
func (op *Operation) Next() *Operation { return op.next }

// Prev returns the preceding operation in the block.
func (op *Operation) Prev() *Operation { return op.prev }

// IsBeforeInBlock reports whether op comes before other in their block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool { return op.parent.isBefore(op, other) }

// IsAncestor reports whether op is other or contains it.
func (op *Operation) IsAncestor(other *Operation) bool {
	for other != nil {
		if other == op {
			return true
		}
		other = other.ParentOp()
	}
	return false
}

// Props returns the properties attribute (nil when none).
func (op *Operation) Props() Attribute { return op.props }

// SetProps replaces the properties attribute.
func (op *Operation) SetProps(a Attribute) { op.props = a }

// Attrs returns the discardable attribute dictionary (nil when empty).
func (op *Operation) Attrs() *DictionaryAttr { return op.attrs }

// SetAttrs replaces the discardable attributes.
func (op *Operation) SetAttrs(d *DictionaryAttr) {
	if d != nil && d.Len() == 0 {
		d = nil
	}
	op.attrs = d
}

// Attr returns the inherent attribute (property) or, failing that, the
// discardable attribute named name.
func (op *Operation) Attr(name string) Attribute {
	if a := op.InherentAttr(name); a != nil {
		return a
	}
	return op.attrs.Get(name)
}

// InherentAttr returns the property named name, or nil.
func (op *Operation) InherentAttr(name string) Attribute {
	if d, ok := op.props.(*DictionaryAttr); ok {
		return d.Get(name)
	}
	return nil
}

// SetAttr sets an attribute: as a property if the op declares the name
// inherent, else as a discardable attribute. A nil value removes it.
func (op *Operation) SetAttr(name string, v Attribute) {
	if def := op.name.Def; def != nil && def.IsInherent(name) {
		d, _ := op.props.(*DictionaryAttr)
		op.props = op.name.ctx.DictWith(d, name, v)
		return
	}
	op.SetAttrs(op.name.ctx.DictWith(op.attrs, name, v))
}

// RemoveAttr removes the attribute named name and returns its old value.
func (op *Operation) RemoveAttr(name string) Attribute {
	old := op.Attr(name)
	if old != nil {
		op.SetAttr(name, nil)
		if op.attrs.Get(name) != nil {
			op.SetAttrs(op.name.ctx.DictWith(op.attrs, name, nil))
		}
	}
	return old
}

// Remove unlinks op from its block without destroying it.
func (op *Operation) Remove() {
	b := op.parent
	if b == nil {
		return
	}
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.parent = nil, nil, nil
}

// DropAllReferences unlinks every operand and successor of op and of the
// operations nested in it.
func (op *Operation) DropAllReferences() {
	for i := range op.opers() {
		op.opers()[i].unlink()
		op.opers()[i].value = nil
	}
	for i := range op.succs() {
		op.succs()[i].unlink()
		op.succs()[i].block = nil
	}
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				o.DropAllReferences()
			}
		}
	}
}

// Erase removes op from its block and drops its references. Its results
// must have no uses left.
func (op *Operation) Erase() {
	op.DropAllReferences()
	op.Remove()
}

// MoveBefore moves op right before other, possibly to another block.
func (op *Operation) MoveBefore(other *Operation) { other.parent.InsertBefore(op, other) }

// MoveAfter moves op right after other.
func (op *Operation) MoveAfter(other *Operation) { other.parent.InsertBefore(op, other.next) }

// Dialect returns the dialect prefix of an operation name ("func" for
// "func.call").
func DialectOf(name string) string {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return ""
}

func hasNamed(as []NamedAttr, name string) bool {
	for _, a := range as {
		if a.Name == name {
			return true
		}
	}
	return false
}

// Successors returns the successor blocks.
func (op *Operation) Successors() []*Block {
	out := make([]*Block, len(op.succs()))
	for i := range op.succs() {
		out[i] = op.succs()[i].block
	}
	return out
}

func (op *Operation) opers() []OpOperand { return unsafe.Slice(op.opnds, op.nOpnds) }

func (op *Operation) ress() []Value { return unsafe.Slice(op.res, op.nRes) }

func (op *Operation) setOperandArray(a []OpOperand) {
	op.opnds, op.nOpnds = nil, uint32(len(a))
	if len(a) > 0 {
		op.opnds = &a[0]
	}
}

func (op *Operation) setResultArray(a []Value) {
	op.res, op.nRes = nil, uint32(len(a))
	if len(a) > 0 {
		op.res = &a[0]
	}
}
