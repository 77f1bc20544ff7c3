package ll

import "strconv"

// ReplaceAllUses replaces every use of old by new across m, as LLVM's
// Value::replaceAllUsesWith: instruction operands, callees, phi incoming
// blocks and successors (when old is a block), case values, landingpad
// clauses, operand bundles, global initializers, aliasees, function
// personality/prefix/prologue, constant expressions and aggregates
// nested in any of them, and values wrapped in metadata. Shared constant
// trees are rewritten in place, once.
func (m *Module) ReplaceAllUses(old, new Value) {
	r := replacer{old: old, new: new, seenC: map[Constant]bool{}, seenMD: map[*MDNode]bool{}}
	for _, g := range m.Globals {
		if g.Init != nil {
			g.Init = r.constant(g.Init)
		}
		r.attachments(g.MD)
	}
	for _, a := range m.Aliases {
		if a.Aliasee != nil {
			a.Aliasee = r.constant(a.Aliasee)
		}
	}
	for _, f := range m.Funcs {
		for _, c := range []*Constant{&f.Personality, &f.Prefix, &f.Prologue} {
			if *c != nil {
				*c = r.constant(*c)
			}
		}
		r.attachments(f.MD)
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				r.inst(in)
			}
		}
	}
	for _, nm := range m.NamedMDs {
		for _, n := range nm.Ops {
			r.md(n)
		}
	}
}

type replacer struct {
	old, new Value
	seenC    map[Constant]bool
	seenMD   map[*MDNode]bool
}

// value returns the replacement of v.
func (r *replacer) value(v Value) Value {
	if v == r.old {
		return r.new
	}
	if c, ok := v.(Constant); ok {
		return r.constant(c)
	}
	if mv, ok := v.(*MetadataValue); ok {
		r.metadata(mv.MD)
	}
	return v
}

// constant returns the replacement of c, rewriting c's operands in place.
func (r *replacer) constant(c Constant) Constant {
	if Value(c) == r.old {
		if nc, ok := r.new.(Constant); ok {
			return nc
		}
		return c
	}
	switch c.(type) {
	case *ConstExpr, *ConstArray, *ConstStruct, *ConstVector:
	default:
		// Scalars and raw data (ConstData: an embedded binary's bytes)
		// have no operands to rewrite.
		return c
	}
	if r.seenC[c] {
		return c
	}
	r.seenC[c] = true
	var ops []Constant
	switch c := c.(type) {
	case *ConstExpr:
		ops = c.Ops
	case *ConstArray:
		ops = c.Elems
	case *ConstStruct:
		ops = c.Elems
	case *ConstVector:
		ops = c.Elems
	}
	for i, o := range ops {
		ops[i] = r.constant(o)
	}
	return c
}

func (r *replacer) inst(in *Inst) {
	for i, o := range in.Operands {
		if o != nil {
			in.Operands[i] = r.value(o)
		}
	}
	if in.Callee != nil {
		in.Callee = r.value(in.Callee)
	}
	if ob, ok := r.old.(*Block); ok {
		nb, _ := r.new.(*Block)
		if nb != nil {
			for i, b := range in.Rare().Incoming {
				if b == ob {
					in.Rare().Incoming[i] = nb
				}
			}
			for i, b := range in.Succs {
				if b == ob {
					in.Succs[i] = nb
				}
			}
		}
	}
	for i, c := range in.Rare().CaseVals {
		in.Rare().CaseVals[i] = r.constant(c)
	}
	for i := range in.Rare().Clauses {
		if in.Rare().Clauses[i].Val != nil {
			in.Rare().Clauses[i].Val = r.constant(in.Rare().Clauses[i].Val)
		}
	}
	for _, b := range in.Rare().Bundles {
		for i, a := range b.Args {
			b.Args[i] = r.value(a)
		}
	}
	if in.Dbg != nil {
		r.md(in.Dbg)
	}
	r.attachments(in.MD)
}

func (r *replacer) attachments(md []MDAttachment) {
	for _, a := range md {
		r.md(a.Node)
	}
}

func (r *replacer) metadata(md Metadata) {
	switch md := md.(type) {
	case *MDNode:
		r.md(md)
	case *ValueMD:
		if md.V != nil {
			md.V = r.value(md.V)
		}
	}
}

func (r *replacer) md(n *MDNode) {
	if n == nil || r.seenMD[n] {
		return
	}
	r.seenMD[n] = true
	for _, op := range n.Ops {
		r.metadata(op)
	}
	for _, f := range n.Fields {
		r.metadata(f.MD)
	}
}

// EraseGlobal removes a global variable, function or alias from m (it
// should have no uses left, as LLVM's eraseFromParent requires).
func (m *Module) EraseGlobal(g GlobalValue) {
	if m.globals[g.GlobalName()] == g {
		delete(m.globals, g.GlobalName())
	}
	switch g := g.(type) {
	case *GlobalVariable:
		m.Globals = removeFrom(m.Globals, g)
	case *Function:
		m.Funcs = removeFrom(m.Funcs, g)
	case *Alias:
		m.Aliases = removeFrom(m.Aliases, g)
	}
}

func removeFrom[T comparable](s []T, x T) []T {
	for i, e := range s {
		if e == x {
			return append(s[:i], s[i+1:]...)
		}
	}
	return s
}

// Rename gives g a new name and returns it. When another global already
// has the name, a numeric suffix makes it unique (name.N), as LLVM's
// symbol table does.
func (m *Module) Rename(g GlobalValue, name string) string {
	if m.globals == nil {
		m.globals = map[string]GlobalValue{}
	}
	old := g.GlobalName()
	if old == name {
		return name
	}
	if m.globals[old] == g {
		delete(m.globals, old)
	}
	final := name
	for final != "" && m.globals[final] != nil {
		m.lastUnique++
		final = name + "." + strconv.Itoa(m.lastUnique)
	}
	g.setGlobalName(final)
	if final != "" {
		m.globals[final] = g
	}
	return final
}
