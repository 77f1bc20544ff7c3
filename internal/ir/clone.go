package ir

// Mapping maps the values and blocks of some IR to their copies, as MLIR's
// IRMapping: cloning fills it in and looks operands and successors up in
// it, and a caller may map values beforehand to make a clone use other
// values (a kernel's arguments for the values a gpu.launch body takes from
// above).
type Mapping struct {
	values map[*Value]*Value
	blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}}
}

// Map makes from map to to.
func (m *Mapping) Map(from, to *Value) { m.values[from] = to }

// MapBlock makes block from map to to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Contains reports whether v is mapped.
func (m *Mapping) Contains(v *Value) bool {
	_, ok := m.values[v]
	return ok
}

// Lookup returns what v maps to, or nil.
func (m *Mapping) Lookup(v *Value) *Value { return m.values[v] }

// LookupBlock returns what b maps to, or nil.
func (m *Mapping) LookupBlock(b *Block) *Block { return m.blocks[b] }

// LookupOrDefault returns what v maps to, or v itself.
func (m *Mapping) LookupOrDefault(v *Value) *Value {
	if w, ok := m.values[v]; ok {
		return w
	}
	return v
}

func (m *Mapping) lookupOrDefaultBlock(b *Block) *Block {
	if w, ok := m.blocks[b]; ok {
		return w
	}
	return b
}

// Clone returns a detached copy of op with its regions, its operands and
// successors looked up in m (MLIR's Operation::clone(IRMapping&)); the
// results of op and of the ops in its regions, and the blocks and block
// arguments, are mapped to their copies in m. A nil m clones with a
// mapping of its own.
func (op *Operation) Clone(m *Mapping) *Operation {
	if m == nil {
		m = NewMapping()
	}
	operands := make([]*Value, op.NumOperands())
	for i := range operands {
		operands[i] = m.LookupOrDefault(op.Operand(i))
	}
	c := op.cloneShell(operands, m)
	// As MLIR, the regions are cloned before the results are mapped.
	for i, r := range op.regs() {
		r.CloneInto(c.ext.regions[i], nil, m)
	}
	op.mapResults(c, m)
	return c
}

// cloneShell creates a copy of op without region contents: the given
// operands, op's successors looked up in m, its result types, properties,
// discardable attributes and location, and as many (empty) regions.
func (op *Operation) cloneShell(operands []*Value, m *Mapping) *Operation {
	c := newOperation(len(operands), op.NumResults())
	c.name, c.loc, c.props, c.attrs = op.name, op.loc, op.props, op.attrs
	for i, v := range operands {
		o := &c.opers()[i]
		o.owner, o.index, o.value = c, i, v
		o.link()
	}
	for i := range op.ress() {
		c.ress()[i] = Value{typ: op.ress()[i].typ, owner: c, index: i}
	}
	if op.ext != nil {
		c.ext = &opExt{}
		if n := len(op.ext.successors); n > 0 {
			c.ext.successors = make([]BlockOperand, n)
			for i := range op.ext.successors {
				s := &c.ext.successors[i]
				s.owner, s.index, s.block = c, i, m.lookupOrDefaultBlock(op.ext.successors[i].block)
				s.link()
			}
		}
		if n := len(op.ext.regions); n > 0 {
			c.ext.regions = make([]*Region, n)
			for i := range c.ext.regions {
				c.ext.regions[i] = &Region{parent: c, index: i}
			}
		}
	}
	return c
}

func (op *Operation) mapResults(c *Operation, m *Mapping) {
	for i := range op.ress() {
		m.Map(&op.ress()[i], &c.ress()[i])
	}
}

// CloneInto copies the blocks of r into dest before the block before (at
// the end when nil), as MLIR's Region::cloneInto: every block and each
// block argument that m does not map yet is copied and mapped first, then
// every op is created with its results mapped, and only then are operands
// set and nested regions cloned, so that uses of values defined later (in a
// later block, say) find their copies.
func (r *Region) CloneInto(dest *Region, before *Block, m *Mapping) {
	if r.first == nil {
		return
	}
	var newBlocks []*Block
	for b := r.first; b != nil; b = b.next {
		nb := NewBlock()
		m.MapBlock(b, nb)
		for i, a := range b.args {
			if !m.Contains(a) {
				m.Map(a, nb.AddArg(a.typ, b.argLocs[i]))
			}
		}
		dest.InsertBlockBefore(nb, before)
		newBlocks = append(newBlocks, nb)
	}
	i := 0
	for b := r.first; b != nil; b = b.next {
		nb := newBlocks[i]
		i++
		for o := b.first; o != nil; o = o.next {
			c := o.cloneShell(nil, m)
			o.mapResults(c, m)
			nb.Append(c)
		}
	}
	i = 0
	for b := r.first; b != nil; b = b.next {
		nb := newBlocks[i]
		i++
		for o, c := b.first, nb.first; o != nil; o, c = o.next, c.next {
			operands := make([]*Value, o.NumOperands())
			for j := range operands {
				operands[j] = m.LookupOrDefault(o.Operand(j))
			}
			c.SetOperands(operands)
			for j, or := range o.regs() {
				or.CloneInto(c.ext.regions[j], nil, m)
			}
		}
	}
}
