package llvmir

import (
	"strconv"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

// The rocdl ops below are those whose MLIR 19 builders
// (ROCDLConversions.inc, ROCDLToLLVMIRTranslation.cpp) are not the
// uniform createIntrinsicCall.

func init() {
	for _, d := range []string{"x", "y", "z"} {
		RegisterOp("rocdl.workitem.id."+d, callWithRange("amdgcn_workitem_id_"+d))
		RegisterOp("rocdl.workgroup.id."+d, callWithRange("amdgcn_workgroup_id_"+d))
	}
	for i, d := range []string{"x", "y", "z"} {
		RegisterOp("rocdl.workgroup.dim."+d, deviceFunctionCall("__ockl_get_local_size", i))
		RegisterOp("rocdl.grid.dim."+d, deviceFunctionCall("__ockl_get_num_groups", i))
	}
	RegisterOp("rocdl.barrier", func(t *Translator, op *ir.Operation) error {
		t.Emit(&ll.Inst{Op: ll.OpFence, Typ: ll.Void, X: &ll.InstExt{Ordering: "release", SyncScope: "workgroup"}})
		if err := t.call(op, "amdgcn_s_barrier", nil, nil); err != nil {
			return err
		}
		t.Emit(&ll.Inst{Op: ll.OpFence, Typ: ll.Void, X: &ll.InstExt{Ordering: "acquire", SyncScope: "workgroup"}})
		return nil
	})
	RegisterOp("rocdl.ballot", func(t *Translator, op *ir.Operation) error {
		ret, err := t.Type(op.Result(0).Type())
		if err != nil {
			return err
		}
		return t.call(op, "amdgcn_ballot", []ll.Type{ret}, []ll.Value{t.Lookup(ods.Operand(op, "pred"))})
	})
	RegisterOp("rocdl.ds_bpermute", callOperands("amdgcn_ds_bpermute", []string{"index", "src"}))
	RegisterOp("rocdl.ds_swizzle", callOperands("amdgcn_ds_swizzle", []string{"src", "offset"}))
	RegisterOp("rocdl.raw.buffer.atomic.cmpswap", func(t *Translator, op *ir.Operation) error {
		ret, err := t.Type(op.Result(0).Type())
		if err != nil {
			return err
		}
		return t.call(op, "amdgcn_raw_buffer_atomic_cmpswap", []ll.Type{ret},
			operandsNamed(t, op, "src", "cmp", "rsrc", "offset", "soffset", "aux"))
	})
	for _, kind := range []string{"fadd", "fmax", "smax", "umin"} {
		RegisterOp("rocdl.raw.buffer.atomic."+kind, bufferStore("amdgcn_raw_buffer_atomic_"+kind))
	}
	RegisterOp("rocdl.raw.buffer.store", bufferStore("amdgcn_raw_buffer_store"))
	RegisterOp("rocdl.raw.buffer.load", func(t *Translator, op *ir.Operation) error {
		ret, err := t.Type(op.Result(0).Type())
		if err != nil {
			return err
		}
		return t.call(op, "amdgcn_raw_buffer_load", []ll.Type{ret}, operandsNamed(t, op, "rsrc", "offset", "soffset", "aux"))
	})
	RegisterOp("rocdl.sched.barrier", func(t *Translator, op *ir.Operation) error {
		m, _ := intAttr(op, "mask")
		return t.call(op, "amdgcn_sched_barrier", nil, []ll.Value{i32(m)})
	})
	RegisterOp("rocdl.s.setprio", func(t *Translator, op *ir.Operation) error {
		p, _ := intAttr(op, "priority")
		return t.call(op, "amdgcn_s_setprio", nil, []ll.Value{ll.Int(ll.I16, int64(int16(p)))})
	})
	RegisterOp("rocdl.waitcnt", func(t *Translator, op *ir.Operation) error {
		b, _ := intAttr(op, "bitfield")
		return t.call(op, "amdgcn_s_waitcnt", nil, []ll.Value{i32(b)})
	})
	RegisterAmender("rocdl", amendROCDL)
}

// operandsNamed looks up the named single operands of op.
func operandsNamed(t *Translator, op *ir.Operation, names ...string) []ll.Value {
	out := make([]ll.Value, len(names))
	for i, n := range names {
		out[i] = t.Lookup(ods.Operand(op, n))
	}
	return out
}

// bufferStore calls id on vdata, rsrc, offset, soffset and aux,
// overloaded on vdata's type (the atomics' results are unused).
func bufferStore(id string) OpTranslator {
	return func(t *Translator, op *ir.Operation) error {
		args := operandsNamed(t, op, "vdata", "rsrc", "offset", "soffset", "aux")
		return t.call(op, id, []ll.Type{args[0].Type()}, args)
	}
}

// callWithRange calls a work-item/work-group id intrinsic; the op's
// `range` attribute (array<i32: lo, hi>) becomes the call's range return
// attribute, as createIntrinsicCallWithRange.
func callWithRange(id string) OpTranslator {
	return func(t *Translator, op *ir.Operation) error {
		inst, err := t.CallIntrinsic(id, nil, nil, nil)
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		if r, ok := op.Attr("range").(*ir.DenseArrayAttr); ok && len(r.Ints) >= 2 {
			inst.Ext().RetAttrs = append(inst.Ext().RetAttrs, rangeAttr(32, int64(int32(r.Ints[0])), int64(int32(r.Ints[1]))))
		}
		t.Map(op.Result(0), inst)
		return nil
	}
}

// deviceFunctionCall calls the ROCm device library function name
// (i64 (i32)) with dim: the op's i32 result maps to the i64 call, as in
// MLIR 19.
func deviceFunctionCall(name string, dim int) OpTranslator {
	return func(t *Translator, op *ir.Operation) error {
		fn := t.GetOrInsertFunction(name, ll.NewFuncType(ll.I64, []ll.Type{ll.I32}, false))
		var v ll.Value = t.Emit(&ll.Inst{Op: ll.OpCall, Typ: ll.I64, Callee: fn, FnTy: fn.Sig, Operands: []ll.Value{i32(int64(dim))}})
		// The ockl getters return i64. MLIR 19 uses the call as the op's
		// result whatever its type: where only casts use an i32 result
		// (convert-gpu-to-rocdl's sext to the 64-bit index), IRBuilder
		// folds the sext away and the IR is valid; where an i32 op uses it
		// (index-bitwidth=32), LLVM's verifier rejects the module ("Both
		// operands to a binary operator are not of the same type!"). gpuc
		// does what MLIR 19 does in the first case, and truncates to the
		// result's width in the second.
		if it, ok := op.Result(0).Type().(*ir.IntegerType); ok && it.Width < 64 && !onlyCastsFrom64(op.Result(0)) {
			v = t.Cast(ll.OpTrunc, v, ll.IntN(uint32(it.Width)), 0)
		}
		t.Map(op.Result(0), v)
		return nil
	}
}

// onlyCastsFrom64 reports whether every use of v is an llvm.sext, llvm.zext
// or llvm.trunc that would also be valid from an i64: an extension to at
// least 64 bits or a truncation to fewer.
func onlyCastsFrom64(v *ir.Value) bool {
	ok := true
	for use := range v.Uses {
		u := use.Owner()
		w := 0
		if u.NumResults() == 1 {
			if it, isInt := u.Result(0).Type().(*ir.IntegerType); isInt {
				w = it.Width
			}
		}
		switch u.Name() {
		case "llvm.sext", "llvm.zext":
			ok = w >= 64
		case "llvm.trunc":
			ok = w > 0 && w < 64
		default:
			ok = false
		}
		if !ok {
			break
		}
	}
	return ok
}

// amendROCDL applies rocdl.* function attributes, as MLIR 19's
// ROCDLDialectLLVMIRTranslationInterface::amendOperation.
func amendROCDL(t *Translator, op *ir.Operation, attr ir.NamedAttr, target ll.Value) error {
	fnOnly := func() (*ll.Function, error) {
		f, ok := target.(*ll.Function)
		if !ok || op.Name() != "llvm.func" {
			return nil, op.Errorf("%s is only supported on `llvm.func` operations", attr.Name)
		}
		return f, nil
	}
	switch attr.Name {
	case "rocdl.kernel":
		f, err := fnOnly()
		if err != nil {
			return err
		}
		f.CallConv = "amdgpu_kernel"
		if !hasStringAttr(f.FnAttrs, "amdgpu-flat-work-group-size") {
			f.FnAttrs = append(f.FnAttrs, ll.StringAttr("amdgpu-flat-work-group-size", "1,256"))
		}
		if !hasStringAttr(f.FnAttrs, "uniform-work-group-size") {
			f.FnAttrs = append(f.FnAttrs, ll.StringAttr("uniform-work-group-size", "true"))
		}
	case "rocdl.max_flat_work_group_size":
		f, err := fnOnly()
		if err != nil {
			return err
		}
		v, ok := attr.Value.(*ir.IntegerAttr)
		if !ok {
			return op.Errorf("%s must be an integer", attr.Name)
		}
		setStringAttr(f, "amdgpu-flat-work-group-size", "1,"+strconv.FormatInt(v.Int64(), 10))
	case "rocdl.flat_work_group_size":
		f, err := fnOnly()
		if err != nil {
			return err
		}
		v, ok := attr.Value.(*ir.StringAttr)
		if !ok {
			return op.Errorf("%s must be a string", attr.Name)
		}
		setStringAttr(f, "amdgpu-flat-work-group-size", v.Value)
	case "rocdl.uniform_work_group_size":
		f, err := fnOnly()
		if err != nil {
			return err
		}
		v, ok := attr.Value.(*ir.IntegerAttr)
		if !ok || !v.IsBool() {
			return op.Errorf("%s must be a boolean", attr.Name)
		}
		val := "false"
		if !v.IsZero() {
			val = "true"
		}
		setStringAttr(f, "uniform-work-group-size", val)
	case "rocdl.reqd_work_group_size":
		f, err := fnOnly()
		if err != nil {
			return err
		}
		v, ok := attr.Value.(*ir.DenseArrayAttr)
		if !ok || ir.IntWidth(v.Elem) != 32 {
			return op.Errorf("%s must be a dense i32 array attribute", attr.Name)
		}
		var ops []ll.Metadata
		for _, x := range v.Ints {
			ops = append(ops, &ll.ValueMD{V: i32(x)})
		}
		setMetadata(f, "reqd_work_group_size", ll.Tuple(ops...))
	}
	return nil
}

func hasStringAttr(s ll.AttrSet, key string) bool {
	for _, a := range s {
		if a.String && a.Kind == key {
			return true
		}
	}
	return false
}

// setStringAttr sets (replacing) the string function attribute key.
func setStringAttr(f *ll.Function, key, val string) {
	for i, a := range f.FnAttrs {
		if a.String && a.Kind == key {
			f.FnAttrs[i].Val = val
			return
		}
	}
	f.FnAttrs = append(f.FnAttrs, ll.StringAttr(key, val))
}

// setMetadata sets (replacing) the metadata attachment kind of f.
func setMetadata(f *ll.Function, kind string, n *ll.MDNode) {
	for i, a := range f.MD {
		if a.Kind == kind {
			f.MD[i].Node = n
			return
		}
	}
	f.MD = append(f.MD, ll.MDAttachment{Kind: kind, Node: n})
}
