package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

var icmpPreds = [...]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

var fcmpPreds = [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

func init() {
	binops := map[string]ll.Opcode{
		"llvm.add": ll.OpAdd, "llvm.sub": ll.OpSub, "llvm.mul": ll.OpMul, "llvm.shl": ll.OpShl,
		"llvm.udiv": ll.OpUDiv, "llvm.sdiv": ll.OpSDiv, "llvm.urem": ll.OpURem, "llvm.srem": ll.OpSRem,
		"llvm.lshr": ll.OpLShr, "llvm.ashr": ll.OpAShr, "llvm.and": ll.OpAnd, "llvm.or": ll.OpOr, "llvm.xor": ll.OpXor,
		"llvm.fadd": ll.OpFAdd, "llvm.fsub": ll.OpFSub, "llvm.fmul": ll.OpFMul, "llvm.fdiv": ll.OpFDiv, "llvm.frem": ll.OpFRem,
	}
	for name, opc := range binops {
		opc := opc
		RegisterOp(name, func(t *Translator, op *ir.Operation) error {
			var flags ll.Flags
			if f, ok := op.Attr("overflowFlags").(*ods.EnumAttr); ok {
				// MLIR's IntegerOverflowFlags: nsw = 1, nuw = 2.
				if f.Value&1 != 0 {
					flags |= ll.NSW
				}
				if f.Value&2 != 0 {
					flags |= ll.NUW
				}
			}
			t.Map(op.Result(0), t.Binary(opc, t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1)), flags))
			return nil
		})
	}
	RegisterOp("llvm.fneg", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), t.FNeg(t.Lookup(op.Operand(0))))
		return nil
	})
	casts := map[string]ll.Opcode{
		"llvm.trunc": ll.OpTrunc, "llvm.zext": ll.OpZExt, "llvm.sext": ll.OpSExt, "llvm.fptrunc": ll.OpFPTrunc,
		"llvm.fpext": ll.OpFPExt, "llvm.fptoui": ll.OpFPToUI, "llvm.fptosi": ll.OpFPToSI, "llvm.uitofp": ll.OpUIToFP,
		"llvm.sitofp": ll.OpSIToFP, "llvm.ptrtoint": ll.OpPtrToInt, "llvm.inttoptr": ll.OpIntToPtr,
		"llvm.bitcast": ll.OpBitCast, "llvm.addrspacecast": ll.OpAddrSpaceCast,
	}
	for name, opc := range casts {
		opc := opc
		RegisterOp(name, func(t *Translator, op *ir.Operation) error {
			to, err := t.opType(op, op.Result(0).Type())
			if err != nil {
				return err
			}
			t.Map(op.Result(0), t.Cast(opc, t.Lookup(op.Operand(0)), to, 0))
			return nil
		})
	}
	RegisterOp("llvm.icmp", func(t *Translator, op *ir.Operation) error {
		p, _ := enumVal(op.Attr("predicate"))
		t.Map(op.Result(0), t.ICmp(icmpPreds[min(p, uint64(len(icmpPreds)-1))], t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1))))
		return nil
	})
	RegisterOp("llvm.fcmp", func(t *Translator, op *ir.Operation) error {
		p, _ := enumVal(op.Attr("predicate"))
		t.Map(op.Result(0), t.FCmp(fcmpPreds[min(p, uint64(len(fcmpPreds)-1))], t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1))))
		return nil
	})
	RegisterOp("llvm.select", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), t.Select(t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1)), t.Lookup(op.Operand(2))))
		return nil
	})
	RegisterOp("llvm.freeze", func(t *Translator, op *ir.Operation) error {
		v := t.Lookup(op.Operand(0))
		t.Map(op.Result(0), t.Emit(&ll.Inst{Op: ll.OpFreeze, Typ: v.Type(), Operands: []ll.Value{v}}))
		return nil
	})
	RegisterOp("llvm.extractvalue", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), t.ExtractValue(t.Lookup(op.Operand(0)), position(op)))
		return nil
	})
	RegisterOp("llvm.insertvalue", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), t.InsertValue(t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1)), position(op)))
		return nil
	})
	RegisterOp("llvm.extractelement", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), t.ExtractElement(t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1))))
		return nil
	})
	RegisterOp("llvm.insertelement", func(t *Translator, op *ir.Operation) error {
		vec, val, pos := t.Lookup(group(op, "vector")[0]), t.Lookup(group(op, "value")[0]), t.Lookup(group(op, "position")[0])
		t.Map(op.Result(0), t.InsertElement(vec, val, pos))
		return nil
	})
	RegisterOp("llvm.shufflevector", func(t *Translator, op *ir.Operation) error {
		d, _ := op.Attr("mask").(*ir.DenseArrayAttr)
		var mask []int32
		if d != nil {
			mask = make([]int32, len(d.Ints))
			for i, m := range d.Ints {
				mask[i] = int32(m)
			}
		}
		t.Map(op.Result(0), t.ShuffleVector(t.Lookup(op.Operand(0)), t.Lookup(op.Operand(1)), mask))
		return nil
	})
}

// position returns an extractvalue/insertvalue position.
func position(op *ir.Operation) []uint32 {
	d, _ := op.Attr("position").(*ir.DenseArrayAttr)
	if d == nil {
		return nil
	}
	out := make([]uint32, len(d.Ints))
	for i, v := range d.Ints {
		out[i] = uint32(v)
	}
	return out
}
