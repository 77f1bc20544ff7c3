package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
	"math/bits"
)

// atomicOrderings are MLIR's AtomicOrdering values as LLVM spells them.
var atomicOrderings = [...]string{"", "unordered", "monotonic", "consume", "acquire", "release", "acq_rel", "seq_cst"}

var atomicBinOps = [...]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"}

func ordering(op *ir.Operation, name string) string {
	v, _ := enumVal(op.Attr(name))
	return atomicOrderings[min(v, uint64(len(atomicOrderings)-1))]
}

func syncScope(op *ir.Operation) string {
	if s, ok := op.Attr("syncscope").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

func alignAttr(op *ir.Operation) uint64 {
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		return llvmAlign(uint64(a.Int64()))
	}
	return 0
}

// llvmAlign is the alignment llvm::Align keeps of a: it stores log2 of
// its value, so MLIR's unchecked alignments that are not powers of two
// come out rounded down to one (3 is align 2, 24 is align 16).
func llvmAlign(a uint64) uint64 {
	if a == 0 {
		return 0
	}
	return 1 << (63 - bits.LeadingZeros64(a))
}

func isUnit(op *ir.Operation, name string) bool {
	_, ok := op.Attr(name).(*ir.UnitAttr)
	return ok
}

// memoryMetadata attaches the metadata of memory ops: alias analysis
// (metadata_alias.go), invariant.load and nontemporal.
func (t *Translator) memoryMetadata(op *ir.Operation, inst *ll.Inst) error {
	if err := t.aliasAnalysisMetadata(op, inst); err != nil {
		return err
	}
	if isUnit(op, "invariant") {
		inst.MD = append(inst.MD, ll.MDAttachment{Kind: "invariant.load", Node: ll.Tuple()})
	}
	if isUnit(op, "nontemporal") {
		inst.MD = append(inst.MD, ll.MDAttachment{Kind: "nontemporal", Node: ll.Tuple(&ll.ValueMD{V: ll.Int(ll.I32, 1)})})
	}
	return nil
}

func init() {
	RegisterOp("llvm.load", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		inst := &ll.Inst{Op: ll.OpLoad, Typ: ty, Operands: []ll.Value{t.Lookup(op.Operand(0))}}
		setAtomic(inst, ordering(op, "ordering"), syncScope(op))
		v, err := t.emitMemoryAccess(op, inst, t.state().dl.ABIAlign(ty))
		if err != nil {
			return err
		}
		t.Map(op.Result(0), v)
		return nil
	})
	RegisterOp("llvm.store", func(t *Translator, op *ir.Operation) error {
		v := t.Lookup(op.Operand(0))
		inst := &ll.Inst{Op: ll.OpStore, Typ: ll.Void, Operands: []ll.Value{v, t.Lookup(op.Operand(1))}}
		setAtomic(inst, ordering(op, "ordering"), syncScope(op))
		_, err := t.emitMemoryAccess(op, inst, t.state().dl.ABIAlign(v.Type()))
		return err
	})
	RegisterOp("llvm.alloca", func(t *Translator, op *ir.Operation) error {
		elem, err := t.elemType(op)
		if err != nil {
			return err
		}
		rt, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		pt, _ := rt.(*ll.PointerType)
		inst := &ll.Inst{Op: ll.OpAlloca, Typ: rt, ElemTy: elem, Operands: []ll.Value{t.Lookup(op.Operand(0))}}
		if pt != nil {
			if pt.AddrSpace != 0 {
				inst.Ext().AddrSpace = pt.AddrSpace
			}
		}
		inst.Align = t.state().dl.PrefAlign(elem)
		if a := alignAttr(op); a != 0 {
			inst.Align = a
		}
		if isUnit(op, "inalloca") {
			inst.Flags |= ll.InAlloca
		}
		t.Map(op.Result(0), t.Emit(inst))
		return nil
	})
	RegisterOp("llvm.getelementptr", func(t *Translator, op *ir.Operation) error {
		elem, err := t.elemType(op)
		if err != nil {
			return err
		}
		dyn := group(op, "dynamicIndices")
		raw, _ := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
		var idx []ll.Value
		if raw != nil {
			for _, v := range raw.Ints {
				if v == -2147483648 { // GEPOp::kDynamicIndex
					idx = append(idx, t.Lookup(dyn[0]))
					dyn = dyn[1:]
					continue
				}
				idx = append(idx, ll.Int(ll.I32, v))
			}
		}
		var flags ll.Flags
		if isUnit(op, "inbounds") {
			flags |= ll.InBounds
		}
		t.Map(op.Result(0), t.GEP(elem, t.Lookup(op.Operand(0)), idx, flags))
		return nil
	})
	RegisterOp("llvm.atomicrmw", func(t *Translator, op *ir.Operation) error {
		ptr, val := t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1))
		b, _ := enumVal(op.Attr("bin_op"))
		inst := &ll.Inst{Op: ll.OpAtomicRMW, Typ: val.Type(), Operands: []ll.Value{ptr, val},
			X: &ll.InstExt{RMWOp: atomicBinOps[min(b, uint64(len(atomicBinOps)-1))], Ordering: ordering(op, "ordering"), SyncScope: syncScope(op)}}
		v, err := t.emitMemoryAccess(op, inst, t.state().dl.StoreSize(val.Type()))
		if err != nil {
			return err
		}
		t.Map(op.Result(0), v)
		return nil
	})
	RegisterOp("llvm.cmpxchg", func(t *Translator, op *ir.Operation) error {
		ptr, cmp, val := t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1)), t.Lookup(op.Operand(2))
		rt, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		inst := &ll.Inst{Op: ll.OpCmpXchg, Typ: rt, Operands: []ll.Value{ptr, cmp, val},
			X: &ll.InstExt{Ordering: ordering(op, "success_ordering"), FailOrdering: ordering(op, "failure_ordering"), SyncScope: syncScope(op)}}
		if isUnit(op, "weak") {
			inst.Flags |= ll.WeakCmpXchg
		}
		v, err := t.emitMemoryAccess(op, inst, t.state().dl.StoreSize(val.Type()))
		if err != nil {
			return err
		}
		t.Map(op.Result(0), v)
		return nil
	})
	RegisterOp("llvm.fence", func(t *Translator, op *ir.Operation) error {
		t.Emit(&ll.Inst{Op: ll.OpFence, Typ: ll.Void, X: &ll.InstExt{Ordering: ordering(op, "ordering"), SyncScope: syncScope(op)}})
		return nil
	})
}

// elemType is the LLVM type of an alloca's or GEP's elem_type attribute.
func (t *Translator) elemType(op *ir.Operation) (ll.Type, error) {
	et, _ := op.Attr("elem_type").(*ir.TypeAttr)
	if et == nil {
		return nil, t.Errorf(op, "missing elem_type")
	}
	return t.opType(op, et.Type)
}

// emitMemoryAccess finishes and emits a load, store, atomicrmw or cmpxchg:
// its volatile flag, its alignment (the op's, else def, what LLVM's
// IRBuilder takes from the data layout) and its memory metadata.
func (t *Translator) emitMemoryAccess(op *ir.Operation, inst *ll.Inst, def uint64) (ll.Value, error) {
	if isUnit(op, "volatile_") {
		inst.Flags |= ll.Volatile
	}
	inst.Align = def
	if a := alignAttr(op); a != 0 {
		inst.Align = a
	}
	if err := t.memoryMetadata(op, inst); err != nil {
		return nil, err
	}
	return t.Emit(inst), nil
}

// setAtomic sets the ordering and sync scope of a load or store, leaving a
// plain one without an InstExt.
func setAtomic(inst *ll.Inst, ordering, scope string) {
	if ordering != "" || scope != "" {
		x := inst.Ext()
		x.Ordering, x.SyncScope = ordering, scope
	}
}
