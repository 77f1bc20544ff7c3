package ll

// inst prints one instruction line (without the newline) as
// AssemblyWriter::printInstruction does.
func (p *printer) inst(in *Inst) {
	if kind := dbgRecordKind(in); kind != "" {
		p.dbgRecord(in, kind)
		return
	}
	p.s("  ")
	if in.Name != "" {
		p.c('%')
		p.s(QuoteName(in.Name))
		p.s(" = ")
	} else if !isVoid(in.Typ) {
		p.localRef(in, "")
		p.s(" = ")
	}
	if in.Op == OpCall {
		switch {
		case in.Flags&MustTail != 0:
			p.s("musttail ")
		case in.Flags&Tail != 0:
			p.s("tail ")
		case in.Flags&NoTail != 0:
			p.s("notail ")
		}
	}
	p.s(in.Op.String())
	atomic := in.Rare().Ordering != "" && (in.Op == OpLoad || in.Op == OpStore)
	if atomic {
		p.s(" atomic")
	}
	if in.Op == OpCmpXchg && in.Flags&WeakCmpXchg != 0 {
		p.s(" weak")
	}
	if in.Flags&Volatile != 0 {
		switch in.Op {
		case OpLoad, OpStore, OpCmpXchg, OpAtomicRMW:
			p.s(" volatile")
		}
	}
	p.optInfo(in.Op, in.Flags, in.FMF)
	if in.Op == OpICmp || in.Op == OpFCmp {
		p.c(' ')
		p.s(in.Pred)
	}
	if in.Op == OpAtomicRMW {
		p.c(' ')
		p.s(in.Rare().RMWOp)
	}
	ops := in.Operands
	switch in.Op {
	case OpBr:
		if len(ops) == 1 && len(in.Succs) == 2 {
			p.c(' ')
			p.operand(ops[0], true)
			p.s(", ")
			p.operand(in.Succs[0], true)
			p.s(", ")
			p.operand(in.Succs[1], true)
		} else if len(in.Succs) > 0 {
			p.c(' ')
			p.operand(in.Succs[0], true)
		}
	case OpSwitch:
		p.c(' ')
		p.operand(ops[0], true)
		p.s(", ")
		p.operand(in.Succs[0], true)
		p.s(" [")
		for i, cv := range in.Rare().CaseVals {
			p.s("\n    ")
			p.operand(cv, true)
			p.s(", ")
			p.operand(in.Succs[i+1], true)
		}
		p.s("\n  ]")
	case OpIndirectBr:
		p.c(' ')
		p.operand(ops[0], true)
		p.s(", [")
		for i, s := range in.Succs {
			if i > 0 {
				p.s(", ")
			}
			p.operand(s, true)
		}
		p.c(']')
	case OpPhi:
		p.c(' ')
		p.typ(in.Typ)
		p.c(' ')
		for i, v := range ops {
			if i > 0 {
				p.s(", ")
			}
			p.s("[ ")
			p.operand(v, false)
			p.s(", ")
			if i < len(in.Rare().Incoming) && in.Rare().Incoming[i] != nil {
				p.localRef(in.Rare().Incoming[i], in.Rare().Incoming[i].Name)
			} else {
				p.s("<badref>")
			}
			p.s(" ]")
		}
	case OpExtractValue:
		p.c(' ')
		p.operand(ops[0], true)
		p.indices(in.Indices)
	case OpInsertValue:
		p.c(' ')
		p.operand(ops[0], true)
		p.s(", ")
		p.operand(ops[1], true)
		p.indices(in.Indices)
	case OpLandingPad:
		p.c(' ')
		p.typ(in.Typ)
		cleanup := in.Flags&Cleanup != 0
		if cleanup || len(in.Rare().Clauses) > 0 {
			p.c('\n')
		}
		if cleanup {
			p.s("          cleanup")
		}
		for i, cl := range in.Rare().Clauses {
			if i != 0 || cleanup {
				p.c('\n')
			}
			if cl.Filter {
				p.s("          filter ")
			} else {
				p.s("          catch ")
			}
			p.operand(cl.Val, true)
		}
	case OpRet:
		if len(ops) == 0 {
			p.s(" void")
		} else {
			p.c(' ')
			p.operand(ops[0], true)
		}
	case OpCall, OpInvoke:
		p.call(in)
	case OpAlloca:
		if in.Flags&InAlloca != 0 {
			p.s(" inalloca")
		}
		p.c(' ')
		p.typ(in.ElemTy)
		if len(ops) > 0 && ops[0] != nil && !isI32One(ops[0]) {
			p.s(", ")
			p.operand(ops[0], true)
		}
		if in.Align != 0 {
			p.s(", align ")
			p.u(in.Align)
		}
		if in.Rare().AddrSpace != 0 {
			p.s(", addrspace(")
			p.u(uint64(in.Rare().AddrSpace))
			p.c(')')
		}
	case OpVAArg:
		if len(ops) > 0 {
			p.c(' ')
			p.operand(ops[0], true)
		}
		p.s(", ")
		p.typ(in.Typ)
	default:
		if in.Op.IsCast() {
			if len(ops) > 0 {
				p.c(' ')
				p.operand(ops[0], true)
			}
			p.s(" to ")
			p.typ(in.Typ)
			break
		}
		if len(ops) == 0 {
			break
		}
		if in.Op == OpGEP {
			p.c(' ')
			p.typ(in.ElemTy)
			p.c(',')
		} else if in.Op == OpLoad {
			p.c(' ')
			p.typ(in.Typ)
			p.c(',')
		}
		all := false
		switch in.Op {
		case OpSelect, OpStore, OpShuffleVector, OpCmpXchg, OpAtomicRMW:
			all = true
		default:
			t0 := ops[0].Type()
			for _, o := range ops[1:] {
				if o != nil && !TypeEqual(o.Type(), t0) {
					all = true
					break
				}
			}
			if !all {
				p.c(' ')
				p.typ(t0)
			}
		}
		p.c(' ')
		for i, o := range ops {
			if i > 0 {
				p.s(", ")
			}
			p.operand(o, all)
		}
	}
	switch in.Op {
	case OpLoad, OpStore:
		if atomic {
			p.atomic(in.Rare().SyncScope, in.Rare().Ordering)
		}
		if in.Align != 0 {
			p.s(", align ")
			p.u(in.Align)
		}
	case OpCmpXchg:
		p.atomic(in.Rare().SyncScope, in.Rare().Ordering)
		p.c(' ')
		p.s(in.Rare().FailOrdering)
		p.s(", align ")
		p.u(in.Align)
	case OpAtomicRMW:
		p.atomic(in.Rare().SyncScope, in.Rare().Ordering)
		p.s(", align ")
		p.u(in.Align)
	case OpFence:
		p.atomic(in.Rare().SyncScope, in.Rare().Ordering)
	case OpShuffleVector:
		scalable := false
		if vt, ok := in.Typ.(*VectorType); ok {
			scalable = vt.Scalable
		}
		p.shuffleMask(in.Rare().Mask, scalable)
	}
	p.attachments(in.MD, in.Dbg, ", ")
}

func isVoid(t Type) bool {
	_, ok := t.(*VoidType)
	return t == nil || ok
}

func isI32One(v Value) bool {
	c, ok := v.(*ConstInt)
	return ok && c.Typ.Bits == 32 && c.V.IsInt64() && c.V.Int64() == 1
}

func (p *printer) indices(idx []uint32) {
	for _, i := range idx {
		p.s(", ")
		p.u(uint64(i))
	}
}

// atomic prints ` syncscope("s") ordering` (no scope for the system scope).
func (p *printer) atomic(scope, ordering string) {
	if ordering == "" {
		return
	}
	if scope != "" {
		p.s(" syncscope(\"")
		p.esc(scope)
		p.s("\")")
	}
	p.c(' ')
	p.s(ordering)
}

// optInfo prints fast-math and wrap/exact/disjoint/inbounds/nneg flags
// as WriteOptimizationInfo does.
func (p *printer) optInfo(op Opcode, fl Flags, fmf FastMath) {
	if fmf != 0 {
		if fmf&FMFFast == FMFFast {
			p.s(" fast")
		} else {
			if fmf&FMFReassoc != 0 {
				p.s(" reassoc")
			}
			if fmf&FMFNNaN != 0 {
				p.s(" nnan")
			}
			if fmf&FMFNInf != 0 {
				p.s(" ninf")
			}
			if fmf&FMFNSZ != 0 {
				p.s(" nsz")
			}
			if fmf&FMFARcp != 0 {
				p.s(" arcp")
			}
			if fmf&FMFContract != 0 {
				p.s(" contract")
			}
			if fmf&FMFAFn != 0 {
				p.s(" afn")
			}
		}
	}
	switch op {
	case OpAdd, OpSub, OpMul, OpShl, OpTrunc:
		if fl&NUW != 0 {
			p.s(" nuw")
		}
		if fl&NSW != 0 {
			p.s(" nsw")
		}
	case OpUDiv, OpSDiv, OpLShr, OpAShr:
		if fl&Exact != 0 {
			p.s(" exact")
		}
	case OpOr:
		if fl&Disjoint != 0 {
			p.s(" disjoint")
		}
	case OpGEP:
		if fl&InBounds != 0 {
			p.s(" inbounds")
		}
		if fl&NUW != 0 {
			p.s(" nuw")
		}
	case OpZExt, OpUIToFP:
		if fl&NNeg != 0 {
			p.s(" nneg")
		}
	}
}

func (p *printer) shuffleMask(mask []int32, scalable bool) {
	p.s(", <")
	if scalable {
		p.s("vscale x ")
	}
	p.u(uint64(len(mask)))
	p.s(" x i32> ")
	allZero, allPoison := true, true
	for _, e := range mask {
		if e != 0 {
			allZero = false
		}
		if e != -1 {
			allPoison = false
		}
	}
	switch {
	case allZero:
		p.s("zeroinitializer")
	case allPoison:
		p.s("poison")
	default:
		p.c('<')
		for i, e := range mask {
			if i > 0 {
				p.s(", ")
			}
			p.s("i32 ")
			if e == -1 {
				p.s("poison")
			} else {
				p.i(int64(e))
			}
		}
		p.c('>')
	}
}

// call prints the part of call/invoke after the opcode.
func (p *printer) call(in *Inst) {
	if in.Rare().CallConv != "" {
		p.c(' ')
		p.s(in.Rare().CallConv)
	}
	if len(in.Rare().RetAttrs) > 0 {
		p.c(' ')
		p.attrSet(in.Rare().RetAttrs, false)
	}
	fnTy := in.FnTy
	if fnTy == nil {
		if f, ok := in.Callee.(*Function); ok {
			fnTy = f.Sig
		} else if ia, ok := in.Callee.(*InlineAsm); ok {
			fnTy = ia.FnTy
		}
	}
	// maybePrintCallAddrSpace: a callee in a non-default address space.
	if in.Callee != nil {
		if pt, ok := in.Callee.Type().(*PointerType); ok {
			if pt.AddrSpace != 0 || programAddrSpace(p.m.DataLayout) != 0 {
				p.s(" addrspace(")
				p.u(uint64(pt.AddrSpace))
				p.c(')')
			}
		}
	}
	p.c(' ')
	switch {
	case fnTy == nil:
		p.typ(in.Typ)
	case fnTy.VarArg:
		p.typ(fnTy)
	default:
		p.typ(fnTy.Ret)
	}
	p.c(' ')
	p.operand(in.Callee, false)
	p.c('(')
	for i, a := range in.Operands {
		if i > 0 {
			p.s(", ")
		}
		p.typ(a.Type())
		if i < len(in.Rare().ParamAttrs) && len(in.Rare().ParamAttrs[i]) > 0 {
			p.c(' ')
			p.attrSet(in.Rare().ParamAttrs[i], false)
		}
		p.c(' ')
		p.operand(a, false)
	}
	if in.Op == OpCall && in.Flags&MustTail != 0 && in.Parent != nil && in.Parent.Parent != nil &&
		in.Parent.Parent.Sig != nil && in.Parent.Parent.Sig.VarArg {
		if len(in.Operands) > 0 {
			p.s(", ")
		}
		p.s("...")
	}
	p.c(')')
	if len(in.Rare().FnAttrs) > 0 {
		p.s(" #")
		p.u(uint64(p.st.attrSlot(in.Rare().FnAttrs)))
	}
	if len(in.Rare().Bundles) > 0 {
		p.s(" [ ")
		for i, b := range in.Rare().Bundles {
			if i > 0 {
				p.s(", ")
			}
			p.c('"')
			p.esc(b.Tag)
			p.s("\"(")
			for j, a := range b.Args {
				if j > 0 {
					p.s(", ")
				}
				p.operand(a, true)
			}
			p.c(')')
		}
		p.s(" ]")
	}
	if in.Op == OpInvoke && len(in.Succs) >= 2 {
		p.s("\n          to ")
		p.operand(in.Succs[0], true)
		p.s(" unwind ")
		p.operand(in.Succs[1], true)
	}
}

// operand prints a value reference, with its type first when withType.
func (p *printer) operand(v Value, withType bool) {
	if v == nil {
		p.s("<null operand!>")
		return
	}
	if withType {
		p.typ(v.Type())
		p.c(' ')
	}
	p.valueRef(v)
}

// valueRef prints a value as an operand, without its type
// (WriteAsOperandInternal).
func (p *printer) valueRef(v Value) {
	switch v := v.(type) {
	case *Inst:
		p.localRef(v, v.Name)
	case *Argument:
		p.localRef(v, v.Name)
	case *Block:
		p.localRef(v, v.Name)
	case GlobalValue:
		p.globalRef(v)
	case *MetadataValue:
		p.mdOperand(v.MD)
	case *InlineAsm:
		p.s("asm ")
		if v.SideEffects {
			p.s("sideeffect ")
		}
		if v.AlignStack {
			p.s("alignstack ")
		}
		if v.IntelDialect {
			p.s("inteldialect ")
		}
		p.quoted(v.Asm)
		p.s(", ")
		p.quoted(v.Constraints)
	case Constant:
		p.constant(v)
	default:
		p.s("<badref>")
	}
}
