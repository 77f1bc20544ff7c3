package gputollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// runtimeFunc is one function of the GPU runtime wrappers (MLIR's
// FunctionCallBuilder): calling it declares it, at the end of the module,
// the first time.
type runtimeFunc struct {
	name   string
	result ir.Type // nil for void
	params []ir.Type
}

// runtime holds the wrapper functions gpu-to-llvm calls, typed for one
// context.
type runtime struct {
	ctx *ir.Context

	moduleLoad, moduleUnload, moduleGetFunction, launchKernel       runtimeFunc
	streamCreate, streamDestroy, streamSynchronize, streamWaitEvent runtimeFunc
	eventCreate, eventDestroy, eventSynchronize, eventRecord        runtimeFunc
	hostRegister, hostUnregister                                    runtimeFunc
	alloc, dealloc, memcpy, memset16, memset32, setDefaultDevice    runtimeFunc
}

func newRuntime(ctx *ir.Context) *runtime {
	ptr := llvm.Pointer(ctx, 0)
	i8, i16, i32 := ctx.I(8), ctx.I(16), ctx.I(32)
	intptr := ctx.I(64)
	f := func(name string, result ir.Type, params ...ir.Type) runtimeFunc {
		return runtimeFunc{name: name, result: result, params: params}
	}
	return &runtime{
		ctx: ctx,
		// The seed's module ABI: the binary is passed alone (no size).
		moduleLoad:        f("mgpuModuleLoad", ptr, ptr),
		moduleUnload:      f("mgpuModuleUnload", nil, ptr),
		moduleGetFunction: f("mgpuModuleGetFunction", ptr, ptr, ptr),
		// function, grid x/y/z, block x/y/z, dynamic shared memory bytes,
		// stream, kernel parameters, extra.
		launchKernel:      f("mgpuLaunchKernel", nil, ptr, intptr, intptr, intptr, intptr, intptr, intptr, i32, ptr, ptr, ptr),
		streamCreate:      f("mgpuStreamCreate", ptr),
		streamDestroy:     f("mgpuStreamDestroy", nil, ptr),
		streamSynchronize: f("mgpuStreamSynchronize", nil, ptr),
		streamWaitEvent:   f("mgpuStreamWaitEvent", nil, ptr, ptr),
		eventCreate:       f("mgpuEventCreate", ptr),
		eventDestroy:      f("mgpuEventDestroy", nil, ptr),
		eventSynchronize:  f("mgpuEventSynchronize", nil, ptr),
		eventRecord:       f("mgpuEventRecord", nil, ptr, ptr),
		hostRegister:      f("mgpuMemHostRegisterMemRef", nil, intptr, ptr, intptr),
		hostUnregister:    f("mgpuMemHostUnregisterMemRef", nil, intptr, ptr, intptr),
		alloc:             f("mgpuMemAlloc", ptr, intptr, ptr, i8),
		dealloc:           f("mgpuMemFree", nil, ptr, ptr),
		memcpy:            f("mgpuMemcpy", nil, ptr, ptr, intptr, ptr),
		memset16:          f("mgpuMemset16", nil, ptr, i16, intptr, ptr),
		memset32:          f("mgpuMemset32", nil, ptr, i32, intptr, ptr),
		setDefaultDevice:  f("mgpuSetDefaultDevice", nil, i32),
	}
}

// call emits `llvm.call @name(args)` at rw's insertion point, declaring the
// function at the end of the closest builtin.module when the module has no
// llvm.func of that name; it returns the call's result (nil for void).
func (r *runtime) call(rw *conversion.Rewriter, loc ir.Location, f runtimeFunc, args ...*ir.Value) *ir.Value {
	module := lc.ParentModule(insertionParent(rw))
	if module != nil && lookupLLVMFunc(module, f.name) == nil {
		result := f.result
		if result == nil {
			result = llvm.Void(r.ctx)
		}
		lc.FuncDeclAtEnd(rw, module, loc, f.name, llvm.Func(r.ctx, result, f.params, false))
	}
	call := lc.Call(rw, loc, f.name, f.result, args)
	if f.result == nil {
		return nil
	}
	return call.Result(0)
}

// insertionParent returns the op whose region holds rw's insertion block.
func insertionParent(rw *conversion.Rewriter) *ir.Operation {
	if b := rw.InsertionBlock(); b != nil {
		return b.ParentOp()
	}
	return nil
}

// lookupLLVMFunc returns the first symbol named name in module's body when
// it is an llvm.func (module.lookupSymbol<LLVM::LLVMFuncOp>).
func lookupLLVMFunc(module *ir.Operation, name string) *ir.Operation {
	if s := lc.LookupSymbol(module, name); s != nil && s.Name() == "llvm.func" {
		return s
	}
	return nil
}

// isCallTo reports whether v is the result of an llvm.call to name.
func isCallTo(v *ir.Value, name string) bool {
	def := v.DefiningOp()
	if def == nil || def.Name() != "llvm.call" {
		return false
	}
	callee, ok := def.Attr("callee").(*ir.SymbolRefAttr)
	return ok && len(callee.Nested) == 0 && callee.Root == name
}
