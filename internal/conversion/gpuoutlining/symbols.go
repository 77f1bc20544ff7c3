package gpuoutlining

import (
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
		uses, ok := ir.SymbolUses(def)
		if !ok {
			continue
		}
		for _, u := range uses {
			// MLIR reads each use as a flat reference: a nested one
			// (@m::@f) names its root.
			name := u.Ref.Root
			if table.lookup(name) != nil {
				continue
			}
			orig := parent.lookup(name)
			if orig == nil {
				// MLIR 19 dereferences the missing symbol and crashes.
				return nil, u.User.EmitError("gpu-kernel-outlining: the kernel uses the symbol '@%s', which is not defined in the module (MLIR 19 crashes here)", name)
			}
			clone := orig.Clone(nil)
			worklist = append(worklist, clone)
			table.insert(clone, nil)
		}
	}
	return mod, nil
}
