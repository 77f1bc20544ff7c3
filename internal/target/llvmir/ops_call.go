package llvmir

import (
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// callee resolves the callee of llvm.call/llvm.invoke: a function symbol,
// or the first operand called through var_callee_type or the function
// type of the operands and results.
func (t *Translator) callee(op *ir.Operation, operands []*ir.Value) (ll.Value, *ll.FuncType, []*ir.Value, error) {
	if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
		f := t.M.LookupFunc(ref.Leaf())
		if f == nil {
			return nil, nil, nil, t.Errorf(op, "'%s' does not reference a valid LLVM function", ref.Leaf())
		}
		return f, f.Sig, operands, nil
	}
	var ft *ll.FuncType
	if ta, ok := op.Attr("var_callee_type").(*ir.TypeAttr); ok {
		x, err := t.opType(op, ta.Type)
		if err != nil {
			return nil, nil, nil, err
		}
		ft = x.(*ll.FuncType)
	} else {
		var res ir.Type = llvm.Void(op.Context())
		if op.NumResults() > 0 {
			res = op.Result(0).Type()
		}
		var params []ir.Type
		for _, v := range operands[1:] {
			params = append(params, v.Type())
		}
		x, err := t.funcType(llvm.Func(op.Context(), res, params, false))
		if err != nil {
			return nil, nil, nil, t.Errorf(op, "%v", err)
		}
		ft = x
	}
	return t.Lookup(operands[0]), ft, operands[1:], nil
}

var tailKinds = [...]ll.Flags{0, ll.Tail, ll.MustTail, ll.NoTail}

func init() {
	RegisterOp("llvm.call", func(t *Translator, op *ir.Operation) error {
		callee, ft, args, err := t.callee(op, op.Operands())
		if err != nil {
			return err
		}
		inst := &ll.Inst{Op: ll.OpCall, Typ: ft.Ret, Callee: callee, FnTy: ft, Operands: t.LookupAll(args)}
		if k, ok := enumVal(op.Attr("TailCallKind")); ok && k < uint64(len(tailKinds)) {
			inst.Flags |= tailKinds[k]
		}
		if err := t.emitCall(op, inst); err != nil {
			return err
		}
		if _, void := ft.Ret.(*ll.VoidType); op.NumResults() == 0 && !void {
			return t.Errorf(op, "call of a non-void function has no result")
		}
		return nil
	})
	RegisterOp("llvm.invoke", func(t *Translator, op *ir.Operation) error {
		callee, ft, args, err := t.callee(op, group(op, "callee_operands"))
		if err != nil {
			return err
		}
		inst := &ll.Inst{Op: ll.OpInvoke, Typ: ft.Ret, Callee: callee, FnTy: ft, Operands: t.LookupAll(args),
			Succs: []*ll.Block{t.Block(op.Successor(0)), t.Block(op.Successor(1))}}
		return t.emitCall(op, inst)
	})
	RegisterOp("llvm.inline_asm", func(t *Translator, op *ir.Operation) error {
		var res ll.Type = ll.Void
		if op.NumResults() > 0 {
			x, err := t.opType(op, op.Result(0).Type())
			if err != nil {
				return err
			}
			res = x
		}
		args := t.LookupAll(op.Operands())
		params := make([]ll.Type, len(args))
		for i, a := range args {
			params[i] = a.Type()
		}
		ft := t.intern(ll.NewFuncType(res, params, false)).(*ll.FuncType)
		asm := &ll.InlineAsm{FnTy: ft, SideEffects: isUnit(op, "has_side_effects"), AlignStack: isUnit(op, "is_align_stack")}
		if s, ok := op.Attr("asm_string").(*ir.StringAttr); ok {
			asm.Asm = s.Value
		}
		if s, ok := op.Attr("constraints").(*ir.StringAttr); ok {
			asm.Constraints = s.Value
		}
		if d, ok := enumVal(op.Attr("asm_dialect")); ok && d == 1 {
			asm.IntelDialect = true
		}
		inst := &ll.Inst{Op: ll.OpCall, Typ: res, Callee: asm, FnTy: ft, Operands: args}
		if arr, ok := op.Attr("operand_attrs").(*ir.ArrayAttr); ok {
			for i, e := range arr.Elems {
				d, ok := e.(*ir.DictionaryAttr)
				if !ok {
					continue
				}
				ta, ok := d.Get("elementtype").(*ir.TypeAttr)
				if !ok {
					continue
				}
				et, err := t.opType(op, ta.Type)
				if err != nil {
					return err
				}
				for len(inst.Rare().ParamAttrs) <= i {
					inst.Ext().ParamAttrs = append(inst.Ext().ParamAttrs, nil)
				}
				inst.Ext().ParamAttrs[i] = append(inst.Ext().ParamAttrs[i], ll.TypeAttr("elementtype", et))
			}
		}
		t.Emit(inst)
		if op.NumResults() > 0 {
			t.Map(op.Result(0), inst)
		}
		return nil
	})
}

// setCallConv sets a call site's calling convention, leaving one with the
// default convention ("") without an InstExt.
func setCallConv(inst *ll.Inst, cc string) {
	if cc != "" {
		inst.Ext().CallConv = cc
	}
}

// emitCall finishes and emits a call or invoke of op: its calling
// convention, branch weights and alias analysis metadata; the result, if
// op has one, maps to the instruction.
func (t *Translator) emitCall(op *ir.Operation, inst *ll.Inst) error {
	setCallConv(inst, callConvOf(op.Attr("CConv")))
	t.branchWeights(op, inst)
	if err := t.aliasAnalysisMetadata(op, inst); err != nil {
		return err
	}
	t.Emit(inst)
	if op.NumResults() > 0 {
		t.Map(op.Result(0), inst)
	}
	return nil
}
