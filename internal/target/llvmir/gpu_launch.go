package llvmir

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// launchKernel translates gpu.launch_func with the default offloading
// handler (#gpu.select_object) of its gpu.binary, as MLIR 19's
// SelectObjectAttr: the kernel arguments go to a stack struct whose
// field addresses fill a pointer array, then the mgpu* runtime loads the
// module, looks the kernel up, launches it (on a fresh stream, synchronized
// and destroyed, unless the op is async) and unloads the module.
func (t *Translator) launchKernel(op *ir.Operation) error {
	ref, _ := op.Attr("kernel").(*ir.SymbolRefAttr)
	if ref == nil {
		return t.failed(op, nil)
	}
	modName, kernel := ref.Root, ref.Leaf()
	var bin *ir.Operation
	for o := range t.Top.Region(0).First().Ops {
		if o.Name() == "gpu.binary" && symName(o) == modName {
			bin = o
		}
	}
	if bin == nil {
		// MLIR streams the module name as a StringAttr: quoted, escaped.
		d := op.EmitError("Couldn't find the binary holding the kernel: %s", asm.AttrString(op.Context().String(modName)))
		d.Then = append(d.Then, op.EmitError("LLVM Translation failed for operation: %s", op.Name()))
		return d
	}
	obj, err := t.selectedObject(bin)
	if err != nil {
		return err
	}
	dl := t.state().dl
	intPtr := ll.IntN(uint32(dl.PointerBits(0)))
	ptr := ll.Ptr
	void := ll.Void
	i32 := ll.I32
	val := func(name string) ll.Value {
		vs := group(op, name)
		if len(vs) == 0 {
			return nil
		}
		return t.Lookup(vs[0])
	}
	gx, gy, gz := val("gridSizeX"), val("gridSizeY"), val("gridSizeZ")
	bx, by, bz := val("blockSizeX"), val("blockSizeY"), val("blockSizeZ")
	var dynMem ll.Value = ll.Int(i32, 0)
	if v := val("dynamicSharedMemorySize"); v != nil {
		dynMem = v
	}
	// The argument array.
	args := t.LookupAll(group(op, "kernelOperands"))
	fields := make([]ll.Type, len(args))
	for i, a := range args {
		fields[i] = a.Type()
	}
	st := &ll.StructType{Fields: fields, Unnamed: true}
	argStruct := t.Emit(&ll.Inst{Op: ll.OpAlloca, Typ: ptr, ElemTy: st, Operands: []ll.Value{ll.Int(i32, 1)}, Align: dl.PrefAlign(st)})
	argArray := t.Emit(&ll.Inst{Op: ll.OpAlloca, Typ: ptr, ElemTy: ptr, Operands: []ll.Value{ll.Int(intPtr, int64(len(args)))}, Align: dl.PrefAlign(ptr)})
	for i, a := range args {
		member := t.GEP(st, argStruct, []ll.Value{ll.Int(i32, 0), ll.Int(i32, int64(i))}, ll.InBounds)
		t.Emit(&ll.Inst{Op: ll.OpStore, Typ: void, Operands: []ll.Value{a, member}, Align: dl.ABIAlign(a.Type())})
		slot := t.GEP(ptr, argArray, []ll.Value{ll.Int(i32, int64(i))}, 0)
		t.Emit(&ll.Inst{Op: ll.OpStore, Typ: void, Operands: []ll.Value{member, slot}, Align: dl.ABIAlign(ptr)})
	}
	binary := t.M.LookupGlobal(modName + "_bin_cst")
	if binary == nil {
		d := op.EmitError("Couldn't find the binary: %s_bin_cst", modName)
		d.Then = append(d.Then, op.EmitError("LLVM Translation failed for operation: %s", op.Name()))
		return d
	}
	call := func(name string, ret ll.Type, params []ll.Type, args ...ll.Value) ll.Value {
		f := t.runtimeFunc(name, ret, params)
		inst := &ll.Inst{Op: ll.OpCall, Typ: f.Sig.Ret, Callee: f, FnTy: f.Sig, Operands: args}
		return t.Emit(inst)
	}
	var module ll.Value
	if obj.Format == gpu.Assembly {
		opt := int64(0)
		if obj.Properties != nil {
			if o := obj.Properties.Get("O"); o != nil {
				ia, ok := o.(*ir.IntegerAttr)
				if !ok {
					return op.EmitError("the optimization level must be an integer")
				}
				opt = ia.Int64()
			}
		}
		module = call("mgpuModuleLoadJIT", ptr, []ll.Type{ptr, i32}, binary, ll.Int(i32, opt))
	} else {
		size := int64(0)
		if at, ok := binary.ValueType.(*ll.ArrayType); ok {
			size = int64(at.Len)
		}
		module = call("mgpuModuleLoad", ptr, []ll.Type{ptr, ll.I64}, binary, ll.Int(ll.I64, size))
	}
	fn := call("mgpuModuleGetFunction", ptr, []ll.Type{ptr, ptr}, module, t.kernelName(modName, kernel))
	var stream ll.Value
	sync := false
	if as := group(op, "asyncObject"); len(as) > 0 {
		stream = t.Lookup(as[0])
	} else {
		sync = true
		stream = call("mgpuStreamCreate", ptr, nil)
	}
	null := &ll.ConstNull{Typ: ptr}
	if cx := val("clusterSizeX"); cx != nil {
		cy, cz := val("clusterSizeY"), val("clusterSizeZ")
		call("mgpuLaunchClusterKernel", void, []ll.Type{ptr, intPtr, intPtr, intPtr, intPtr, intPtr, intPtr, intPtr, intPtr, intPtr, i32, ptr, ptr, ptr},
			fn, cx, cy, cz, gx, gy, gz, bx, by, bz, dynMem, stream, argArray, null)
	} else {
		call("mgpuLaunchKernel", void, []ll.Type{ptr, intPtr, intPtr, intPtr, intPtr, intPtr, intPtr, i32, ptr, ptr, ptr, ll.I64},
			fn, gx, gy, gz, bx, by, bz, dynMem, stream, argArray, null, ll.Int(ll.I64, int64(len(args))))
	}
	if sync {
		call("mgpuStreamSynchronize", void, []ll.Type{ptr}, stream)
		call("mgpuStreamDestroy", void, []ll.Type{ptr}, stream)
	}
	call("mgpuModuleUnload", void, []ll.Type{ptr}, module)
	return nil
}

// runtimeFunc is Module::getOrInsertFunction: the existing function of
// that name, or a new declaration appended to the module.
func (t *Translator) runtimeFunc(name string, ret ll.Type, params []ll.Type) *ll.Function {
	if f := t.M.LookupFunc(name); f != nil {
		return f
	}
	ft := t.intern(ll.NewFuncType(ret, params, false)).(*ll.FuncType)
	f := &ll.Function{Sig: ft}
	f.Name, f.AddrSpace = name, t.state().dl.ProgramAddrSpace()
	for _, p := range params {
		f.Params = append(f.Params, &ll.Argument{Typ: p})
	}
	return t.M.AddFunc(f)
}

// kernelName returns @<module>_<kernel>_kernel_name, the kernel's name as
// a private C string (IRBuilder::CreateGlobalString). As in MLIR 19, which
// looks for an existing one with Module::getGlobalVariable (that skips
// globals of local linkage), every launch makes a string of its own,
// renamed `.N` by the module's symbol table, unless the module defines a
// non-local global of that name.
func (t *Translator) kernelName(mod, kernel string) ll.Value {
	name := mod + "_" + kernel + "_kernel_name"
	if g := t.M.LookupGlobal(name); g != nil && g.Linkage != ll.Private && g.Linkage != ll.Internal {
		return g
	}
	data := kernel + "\x00"
	at := t.intern(ll.NewArrayType(uint64(len(data)), ll.I8))
	c := ll.NewData(at, []byte(data))
	gv := &ll.GlobalVariable{ValueType: at, Init: c, IsConstant: true}
	gv.Linkage = ll.Private
	gv.UnnamedAddr = ll.GlobalUnnamedAddr
	gv.Align = 1
	t.M.AddGlobal(gv)
	t.M.Rename(gv, name)
	return gv
}
