package llvmir

import (
	"math/big"

	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// branchWeights attaches `!prof !{!"branch_weights", i32...}` from the
// op's branch_weights, as setBranchWeightsMetadata.
func (t *Translator) branchWeights(op *ir.Operation, inst *ll.Inst) {
	d, ok := op.Attr("branch_weights").(*ir.DenseArrayAttr)
	if !ok || len(d.Ints) == 0 {
		return
	}
	ops := []ll.Metadata{ll.MDString("branch_weights")}
	for _, w := range d.Ints {
		ops = append(ops, &ll.ValueMD{V: ll.Int(ll.I32, int64(uint32(w)))})
	}
	inst.MD = append(inst.MD, ll.MDAttachment{Kind: "prof", Node: ll.Tuple(ops...)})
}

func init() {
	RegisterOp("llvm.br", func(t *Translator, op *ir.Operation) error {
		inst := t.Emit(&ll.Inst{Op: ll.OpBr, Typ: ll.Void, Succs: []*ll.Block{t.Block(op.Successor(0))}})
		return t.loopAnnotation(op, inst)
	})
	RegisterOp("llvm.cond_br", func(t *Translator, op *ir.Operation) error {
		inst := t.Emit(&ll.Inst{Op: ll.OpBr, Typ: ll.Void, Operands: []ll.Value{t.Lookup(op.Operand(0))},
			Succs: []*ll.Block{t.Block(op.Successor(0)), t.Block(op.Successor(1))}})
		t.branchWeights(op, inst)
		return t.loopAnnotation(op, inst)
	})
	RegisterOp("llvm.switch", func(t *Translator, op *ir.Operation) error {
		v := t.Lookup(op.Operand(0))
		it, _ := v.Type().(*ll.IntType)
		inst := &ll.Inst{Op: ll.OpSwitch, Typ: ll.Void, Operands: []ll.Value{v}, Succs: []*ll.Block{t.Block(op.Successor(0))}}
		if d, ok := op.Attr("case_values").(*ir.DenseElementsAttr); ok && it != nil {
			stride := max(d.Stride, 1)
			for i := 1; i < op.NumSuccessors(); i++ {
				k := (i - 1) * stride
				if d.Splat {
					k = 0
				}
				x := new(big.Int).SetUint64(d.Raw[k])
				if stride > 1 {
					hi := new(big.Int).SetUint64(d.Raw[k+1])
					x.Or(x, hi.Lsh(hi, 64))
				}
				inst.Ext().CaseVals = append(inst.Ext().CaseVals, &ll.ConstInt{Typ: it, V: wrap(x, uint(it.Bits), true)})
				inst.Succs = append(inst.Succs, t.Block(op.Successor(i)))
			}
		}
		t.branchWeights(op, inst)
		t.Emit(inst)
		return nil
	})
	RegisterOp("llvm.indirectbr", func(t *Translator, op *ir.Operation) error {
		inst := &ll.Inst{Op: ll.OpIndirectBr, Typ: ll.Void, Operands: []ll.Value{t.Lookup(op.Operand(0))}}
		for _, s := range op.Successors() {
			inst.Succs = append(inst.Succs, t.Block(s))
		}
		t.Emit(inst)
		return nil
	})
	RegisterOp("llvm.return", func(t *Translator, op *ir.Operation) error {
		inst := &ll.Inst{Op: ll.OpRet, Typ: ll.Void}
		if op.NumOperands() > 0 {
			inst.Operands = []ll.Value{t.Lookup(op.Operand(0))}
		}
		t.Emit(inst)
		return nil
	})
	RegisterOp("llvm.unreachable", func(t *Translator, op *ir.Operation) error {
		t.Emit(&ll.Inst{Op: ll.OpUnreachable, Typ: ll.Void})
		return nil
	})
	RegisterOp("llvm.resume", func(t *Translator, op *ir.Operation) error {
		t.Emit(&ll.Inst{Op: ll.OpResume, Typ: ll.Void, Operands: []ll.Value{t.Lookup(op.Operand(0))}})
		return nil
	})
	RegisterOp("llvm.landingpad", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		inst := &ll.Inst{Op: ll.OpLandingPad, Typ: ty}
		if isUnit(op, "cleanup") {
			inst.Flags |= ll.Cleanup
		}
		for _, v := range t.LookupAll(op.Operands()) {
			c, ok := v.(ll.Constant)
			if !ok {
				continue
			}
			_, filter := c.Type().(*ll.ArrayType)
			inst.Ext().Clauses = append(inst.Ext().Clauses, ll.Clause{Filter: filter, Val: c})
		}
		t.Map(op.Result(0), t.Emit(inst))
		return nil
	})
}
