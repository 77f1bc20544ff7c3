package gpucommon

import (
	"fmt"

	"gpuc/internal/asm"
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The gpu.printf lowerings (GPUOpsLowering.cpp): vprintf for NVVM, the
// HIP hostcall functions of the ROCm device library, or a plain varargs
// printf for OpenCL. Format strings become constant globals of the
// gpu.module named printfFormat_N; functions are declared at its start.

// getOrDefineFunction returns the llvm.func name of the gpu.module,
// declaring it at the module's start when missing.
func getOrDefineFunction(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, name string, ft *llvm.FunctionType) *ir.Operation {
	if f := ir.LookupSymbolIn(module, name); f != nil && f.Name() == "llvm.func" {
		return f
	}
	ctx := rw.Context()
	st := &ir.OperationState{Name: "llvm.func", Loc: loc, Attrs: []ir.NamedAttr{
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("function_type", ctx.TypeAttr(ft)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageExternal)),
		lc.Attr("CConv", llvm.CConvAttr(ctx, 0)),
	}}
	st.AddRegion()
	return rw.CreateAt(module.Region(0).First(), true, st)
}

// uniqueFormatName is getUniqueFormatGlobalName.
func uniqueFormatName(module *ir.Operation) string {
	for i := 0; ; i++ {
		name := fmt.Sprintf("printfFormat_%d", i)
		if ir.LookupSymbolIn(module, name) == nil {
			return name
		}
	}
}

// formatGlobal creates the constant global holding a printf's format,
// NUL-terminated, at the start of module.
func formatGlobal(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, format string, addrSpace uint32) (*ir.Operation, ir.Type) {
	ctx := rw.Context()
	s := format + "\x00"
	gt := llvm.Array(ctx, ctx.I(8), uint64(len(s)))
	attrs := []ir.NamedAttr{
		lc.Attr("global_type", ctx.TypeAttr(gt)),
		lc.Attr("constant", ctx.Unit()),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageInternal)),
		lc.Attr("sym_name", ctx.String(uniqueFormatName(module))),
		lc.Attr("value", ctx.String(s)),
	}
	if addrSpace != 0 {
		attrs = append(attrs, lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), int64(addrSpace))))
	}
	st := &ir.OperationState{Name: "llvm.mlir.global", Loc: loc, Attrs: attrs}
	st.AddRegion()
	return rw.CreateAt(module.Region(0).First(), true, st), gt
}

func printfFormat(op *ir.Operation) string {
	if s, ok := op.Attr("format").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// callFunc creates llvm.call of the function f with args (varargs calls
// carry the callee's type).
func callFunc(rw *conversion.Rewriter, loc ir.Location, f *ir.Operation, args []*ir.Value) *ir.Operation {
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*llvm.FunctionType)
	var attrs []ir.NamedAttr
	if ft.VarArg {
		attrs = append(attrs, lc.Attr("var_callee_type", rw.Context().TypeAttr(ft)))
	}
	return lc.Call(rw, loc, ir.SymbolName(f), ft.Result, args, attrs...)
}

// VPrintfPattern is GPUPrintfOpToVPrintfLowering: the arguments, floats
// promoted to f64, are stored into a stack struct whose address vprintf
// takes with the format's.
func VPrintfPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUPrintfOpToVPrintfLowering", Root: "gpu.printf", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			ptr := llvm.Pointer(ctx, 0)
			module := parentOfName(op, "gpu.module")
			if module == nil {
				return conversion.NoMatch("not in a gpu.module")
			}
			vprintf := getOrDefineFunction(rw, module, loc, "vprintf", llvm.Func(ctx, ctx.I(32), []ir.Type{ptr, ptr}, false))
			global, gt := formatGlobal(rw, module, loc, printfFormat(op), 0)
			addr := lc.AddressOf(rw, loc, ptr, ir.SymbolName(global))
			start := lc.GEP(rw, loc, ptr, gt, addr, lc.CIs(0, 0), false)
			var types []ir.Type
			var args []*ir.Value
			for _, a := range operands {
				t := a.Type()
				promoted := a
				if _, ok := t.(*ir.FloatType); ok {
					t = ctx.Float(ir.F64)
					promoted = lc.Op(rw, "llvm.fpext", loc, []*ir.Value{a}, []ir.Type{t}).Result(0)
				}
				types = append(types, t)
				args = append(args, promoted)
			}
			st := llvm.LiteralStruct(ctx, types, false)
			one := lc.IndexConstant(rw, loc, ctx.I(64), 1)
			alloc := lc.Alloca(rw, loc, ptr, st, one, 0)
			for i, a := range args {
				p := lc.GEP(rw, loc, ptr, st, alloc, lc.CIs(0, int32(i)), false)
				lc.Store(rw, loc, a, p, 0)
			}
			callFunc(rw, loc, vprintf, []*ir.Value{start, alloc})
			rw.EraseOp(op)
			return nil
		}}
}

// PrintfCallPattern is GPUPrintfOpToLLVMCallLowering: a call of a varargs
// printf whose format is in addrSpace.
func PrintfCallPattern(tc *lc.TypeConverter, addrSpace uint32) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUPrintfOpToLLVMCallLowering", Root: "gpu.printf", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			ptr := llvm.Pointer(ctx, addrSpace)
			module := parentOfName(op, "gpu.module")
			if module == nil {
				return conversion.NoMatch("not in a gpu.module")
			}
			printf := getOrDefineFunction(rw, module, loc, "printf", llvm.Func(ctx, ctx.I(32), []ir.Type{ptr}, true))
			global, gt := formatGlobal(rw, module, loc, printfFormat(op), addrSpace)
			addr := lc.AddressOf(rw, loc, llvm.Pointer(ctx, addrSpace), ir.SymbolName(global))
			start := lc.GEP(rw, loc, ptr, gt, addr, lc.CIs(0, 0), false)
			args := append([]*ir.Value{start}, operands...)
			callFunc(rw, loc, printf, args)
			rw.EraseOp(op)
			return nil
		}}
}

// PrintfHIPPattern is GPUPrintfOpToHIPLowering: the ROCm device library's
// printf hostcalls, the format appended as a string and the arguments
// seven at a time, each as an i64.
func PrintfHIPPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUPrintfOpToHIPLowering", Root: "gpu.printf", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			i32, i64 := ctx.I(32), ctx.I(64)
			ptr := llvm.Pointer(ctx, 0)
			module := parentOfName(op, "gpu.module")
			if module == nil {
				return conversion.NoMatch("not in a gpu.module")
			}
			begin := getOrDefineFunction(rw, module, loc, "__ockl_printf_begin", llvm.Func(ctx, i64, []ir.Type{i64}, false))
			var appendArgs *ir.Operation
			if len(operands) > 0 {
				appendArgs = getOrDefineFunction(rw, module, loc, "__ockl_printf_append_args",
					llvm.Func(ctx, i64, []ir.Type{i64, i32, i64, i64, i64, i64, i64, i64, i64, i32}, false))
			}
			appendString := getOrDefineFunction(rw, module, loc, "__ockl_printf_append_string_n",
				llvm.Func(ctx, i64, []ir.Type{i64, ptr, i64, i32}, false))
			zeroI64 := lc.IntConstant(rw, loc, i64, 0)
			desc := callFunc(rw, loc, begin, []*ir.Value{zeroI64}).Result(0)
			format := printfFormat(op)
			global, gt := formatGlobal(rw, module, loc, format, 0)
			addr := lc.AddressOf(rw, loc, ptr, ir.SymbolName(global))
			start := lc.GEP(rw, loc, ptr, gt, addr, lc.CIs(0, 0), false)
			length := lc.IntConstant(rw, loc, i64, int64(len(format)+1))
			oneI32 := lc.IntConstant(rw, loc, i32, 1)
			zeroI32 := lc.IntConstant(rw, loc, i32, 0)
			last := zeroI32
			if len(operands) == 0 {
				last = oneI32
			}
			desc = callFunc(rw, loc, appendString, []*ir.Value{desc, start, length, last}).Result(0)
			const perAppend = 7
			for group := 0; group < len(operands); group += perAppend {
				bound := min(group+perAppend, len(operands))
				args := []*ir.Value{desc, lc.IntConstant(rw, loc, i32, int64(bound-group))}
				for _, a := range operands[group:bound] {
					if ft, ok := a.Type().(*ir.FloatType); ok {
						if ft.Kind != ir.F64 {
							a = lc.Op(rw, "llvm.fpext", loc, []*ir.Value{a}, []ir.Type{ctx.Float(ir.F64)}).Result(0)
						}
						a = lc.Bitcast(rw, loc, i64, a)
					}
					if bitWidth(a.Type()) != 64 {
						a = lc.Op(rw, "llvm.zext", loc, []*ir.Value{a}, []ir.Type{i64}).Result(0)
					}
					args = append(args, a)
				}
				for extra := bound - group; extra < perAppend; extra++ {
					args = append(args, zeroI64)
				}
				isLast := zeroI32
				if bound == len(operands) {
					isLast = oneI32
				}
				args = append(args, isLast)
				desc = callFunc(rw, loc, appendArgs, args).Result(0)
			}
			rw.EraseOp(op)
			return nil
		}}
}

func bitWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return t.Width()
	}
	return 0
}

// DynamicSharedMemoryPattern is GPUDynamicSharedMemoryOpLowering: a
// zero-sized workgroup global (one per address space and alignment, named
// __dynamic_shmem_N) and a descriptor of memref<0xT> on it.
func DynamicSharedMemoryPattern(tc *lc.TypeConverter, alignmentBit int64) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUDynamicSharedMemoryOpLowering", Root: "gpu.dynamic_shared_memory", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			mt, ok := op.Result(0).Type().(*ir.MemRefType)
			if !ok {
				return conversion.ErrNoMatch
			}
			elem := tc.ConvertType(mt.Elem)
			m0 := ctx.MemRef([]int64{0}, elem, nil, mt.MemorySpace)
			fn := parentOfName(op, "llvm.func")
			var module *ir.Operation
			for p := fn; p != nil; p = p.ParentOp() {
				if p.HasTrait(ir.SymbolTable) {
					module = p
					break
				}
			}
			if module == nil {
				return conversion.NoMatch("no symbol table")
			}
			global := dynamicSharedMemorySymbol(rw, module, op, tc, m0, alignmentBit)
			as, _ := tc.MemRefAddressSpace(m0)
			base := lc.AddressOf(rw, loc, llvm.Pointer(ctx, as), ir.SymbolName(global))
			p := lc.GEP(rw, loc, base.Type(), elem, base, lc.CIs(0), false)
			// MLIR computes the (unused) size in bytes too: getMemRefDescriptorSizes
			// with its default sizeInBytes.
			sizes, strides, _ := lc.DescriptorSizes(rw, loc, tc, m0, nil, true)
			desc := lc.NewDescriptor(rw, loc, tc, m0, p, p, sizes, strides)
			rw.ReplaceOp(op, desc)
			return nil
		}}
}

func dynamicSharedMemorySymbol(rw *conversion.Rewriter, module, op *ir.Operation, tc *lc.TypeConverter, m0 *ir.MemRefType, alignmentBit int64) *ir.Operation {
	ctx := rw.Context()
	elemBits := int64(bitWidth(m0.Elem))
	alignment := int64(0)
	if elemBits != 0 {
		alignment = alignmentBit / elemBits
	}
	as, ok := tc.MemRefAddressSpace(m0)
	if !ok {
		ctx.Emit(op.EmitError("conversion of memref memory space %s to integer address space failed. Consider adding memory space conversions.", asm.AttrString(m0.MemorySpace)))
	}
	existing := map[string]bool{}
	for g := module.Region(0).First().First(); g != nil; g = g.Next() {
		if g.Name() != "llvm.mlir.global" {
			continue
		}
		existing[ir.SymbolName(g)] = true
		at, _ := g.Attr("global_type").(*ir.TypeAttr)
		if at == nil {
			continue
		}
		arr, ok := at.Type.(*llvm.ArrayType)
		if !ok || arr.Len != 0 {
			continue
		}
		gas := int64(0)
		if a, ok := g.Attr("addr_space").(*ir.IntegerAttr); ok {
			gas = a.Int64()
		}
		galign := int64(0)
		if a, ok := g.Attr("alignment").(*ir.IntegerAttr); ok {
			galign = a.Int64()
		}
		if gas == int64(as) && galign == alignment {
			return g
		}
	}
	// SymbolTable::generateSymbolName appends "_N" to the prefix.
	var name string
	for i := 0; ; i++ {
		cand := fmt.Sprintf("__dynamic_shmem__%d", i)
		if !existing[cand] {
			name = cand
			break
		}
	}
	attrs := []ir.NamedAttr{
		lc.Attr("global_type", ctx.TypeAttr(llvm.Array(ctx, tc.ConvertType(m0.Elem), 0))),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageInternal)),
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), int64(as))),
	}
	if alignment != 0 {
		attrs = append(attrs, lc.Attr("alignment", ctx.IntegerAttrInt64(ctx.I(64), alignment)))
	}
	st := &ir.OperationState{Name: "llvm.mlir.global", Loc: op.Loc(), Attrs: attrs}
	st.AddRegion()
	return rw.CreateAt(module.Region(0).First(), true, st)
}
