package gpuoutlining

import (
	"sort"
	"strconv"

	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
)

// symbolTable is MLIR's SymbolTable of one symbol table op: the symbols
// of its body by name, and the counter that uniques the names of inserted
// symbols that clash (`name_0`, `name_1`, ... one counter for all names).
type symbolTable struct {
	op       *ir.Operation
	syms     map[string]*ir.Operation
	counter  int
	attrName string
}

func newSymbolTable(op *ir.Operation) *symbolTable {
	t := &symbolTable{op: op, syms: map[string]*ir.Operation{}}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return t
	}
	for o := op.Region(0).First().First(); o != nil; o = o.Next() {
		if n, ok := o.Attr(ir.SymbolNameAttr).(*ir.StringAttr); ok {
			if _, dup := t.syms[n.Value]; !dup {
				t.syms[n.Value] = o
			}
		}
	}
	return t
}

func (t *symbolTable) lookup(name string) *ir.Operation { return t.syms[name] }

// insert adds the detached op sym before `before` in the table's body (at
// the end, before a terminator, when nil) and renames it if its name is
// taken, as SymbolTable::insert.
func (t *symbolTable) insert(sym, before *ir.Operation) {
	body := t.op.Region(0).First()
	if sym.Block() == nil {
		if before == nil {
			if last := body.Last(); last != nil && last.HasTrait(ir.Terminator) {
				before = last
			}
		}
		body.InsertBefore(sym, before)
	}
	name := ir.SymbolName(sym)
	if prev, taken := t.syms[name]; !taken {
		t.syms[name] = sym
		return
	} else if prev == sym {
		return
	}
	for {
		candidate := name + "_" + strconv.Itoa(t.counter)
		t.counter++
		if _, taken := t.syms[candidate]; !taken {
			t.syms[candidate] = sym
			sym.SetAttr(ir.SymbolNameAttr, sym.Context().String(candidate))
			return
		}
	}
}

// createKernelModule returns a new gpu.module named as kernel holding it
// and a copy of every symbol of the parent table that it uses, directly or
// through other copies (createKernelModule). spec, when set, becomes the
// module's `dlti.dl_spec`.
func createKernelModule(kernel *ir.Operation, parent *symbolTable, spec ir.Attribute) (*ir.Operation, error) {
	ctx := kernel.Context()
	mod := ctx.Create(gpu.NewModuleState(ctx, ir.SymbolName(kernel), nil, kernel.Loc()))
	if spec != nil {
		mod.SetAttr("dlti.dl_spec", spec)
	}
	table := newSymbolTable(mod)
	table.insert(kernel, nil)
	worklist := []*ir.Operation{kernel}
	for len(worklist) > 0 {
		def := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		uses, ok := symbolUses(def)
		if !ok {
			continue
		}
		for _, u := range uses {
			// MLIR reads each use as a flat reference: a nested one
			// (@m::@f) names its root.
			name := u.ref.Root
			if table.lookup(name) != nil {
				continue
			}
			orig := parent.lookup(name)
			if orig == nil {
				// MLIR 19 dereferences the missing symbol and crashes.
				return nil, u.user.EmitError("gpu-kernel-outlining: the kernel uses the symbol '@%s', which is not defined in the module (MLIR 19 crashes here)", name)
			}
			clone := orig.Clone(nil)
			worklist = append(worklist, clone)
			table.insert(clone, nil)
		}
	}
	return mod, nil
}

type symbolUse struct {
	user *ir.Operation
	ref  *ir.SymbolRefAttr
}

// symbolUses returns the symbol references of from's attributes and of the
// ops nested in it, not looking into nested symbol tables, in MLIR's order
// (SymbolTable::getSymbolUses: from's own attributes, then the ops of each
// region taken from a stack of regions, each op's regions pushed after it).
// ok is false when some op might be an unknown symbol table (an op of an
// unknown dialect with one region), for which MLIR gives up.
func symbolUses(from *ir.Operation) (uses []symbolUse, ok bool) {
	if potentiallyUnknownSymbolTable(from) {
		return nil, false
	}
	uses = appendSymbolRefs(uses, from)
	if from.HasTrait(ir.SymbolTable) {
		return uses, true
	}
	stack := append([]*ir.Region(nil), from.Regions()...)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for b := r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if potentiallyUnknownSymbolTable(op) {
					return nil, false
				}
				uses = appendSymbolRefs(uses, op)
				if !op.HasTrait(ir.SymbolTable) {
					stack = append(stack, op.Regions()...)
				}
			}
		}
	}
	return uses, true
}

// potentiallyUnknownSymbolTable: an op with one region whose dialect is
// not known.
func potentiallyUnknownSymbolTable(op *ir.Operation) bool {
	if op.NumRegions() != 1 || op.IsRegistered() {
		return false
	}
	return op.Context().Registry.Dialect(ir.DialectOf(op.Name())) == nil
}

// appendSymbolRefs appends the symbol references in op's attribute
// dictionary (inherent and discardable, by name), walked in pre-order
// without descending into a reference, each distinct attribute once, as
// walkSymbolRefs.
func appendSymbolRefs(uses []symbolUse, op *ir.Operation) []symbolUse {
	var entries []ir.NamedAttr
	if op.IsRegistered() {
		if d, ok := op.Props().(*ir.DictionaryAttr); ok {
			entries = append(entries, d.Entries...)
		}
	}
	if d := op.Attrs(); d != nil {
		entries = append(entries, d.Entries...)
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].Name < entries[j].Name })
	seen := map[ir.Attribute]bool{}
	var walk func(a ir.Attribute)
	walk = func(a ir.Attribute) {
		if a == nil || seen[a] {
			return
		}
		seen[a] = true
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			uses = append(uses, symbolUse{op, a})
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				walk(e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				walk(e.Value)
			}
		case *ir.DistinctAttr:
			walk(a.Referenced)
		}
	}
	for _, e := range entries {
		walk(e.Value)
	}
	return uses
}
