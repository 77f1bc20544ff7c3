package functollvm

import (
	"fmt"

	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The C interface of functions marked llvm.emit_c_interface: a wrapper
// `_mlir_ciface_<name>` taking memrefs as pointers to descriptors and
// returning results that do not fit a register through a pointer in front
// (MLIR's wrapForExternalCallers and wrapExternalFunction).

func init() {
	wrapForExternalCallers = wrapDefinedFunction
	wrapExternalFunction = wrapDeclaredFunction
	// Under the bare-pointer convention MLIR 19 rebuilds the descriptors of
	// memref arguments through the type converter's argument
	// materialization (llvmcommon), so the function body needs no rewrite
	// of its own.
	modifyToUseBarePtrCallingConv = func(*lc.TypeConverter, *conversion.Rewriter, *ir.Operation, *ir.FunctionType) {}
}

// cWrapperType is LLVMTypeConverter::convertFunctionTypeCWrapper: the
// wrapper's type and, when the results are returned through the first
// argument, their struct type.
func cWrapperType(tc *lc.TypeConverter, ft *ir.FunctionType) (*llvm.FunctionType, ir.Type) {
	ctx := tc.Ctx
	var result ir.Type = llvm.Void(ctx)
	if len(ft.Results) > 0 {
		if result = tc.PackFunctionResults(ft.Results, false); result == nil {
			return nil, nil
		}
	}
	ptr := llvm.Pointer(ctx, 0)
	var inputs []ir.Type
	var structType ir.Type
	if st, ok := result.(*llvm.StructType); ok {
		structType = st
		inputs = append(inputs, ptr)
		result = llvm.Void(ctx)
	}
	for _, t := range ft.Inputs {
		c := tc.ConvertType(t)
		if c == nil || !llvm.IsCompatibleType(c) {
			return nil, nil
		}
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			c = ptr
		}
		inputs = append(inputs, c)
	}
	return llvm.Func(ctx, result, inputs, false), structType
}

// createWrapper declares `_mlir_ciface_<name>` at the insertion point with
// the attributes the original function passes on (filterFuncAttributes,
// propagateArgResAttrs and its visibility).
func createWrapper(rw *conversion.Rewriter, op *ir.Operation, wt *llvm.FunctionType, resultStruct ir.Type) *ir.Operation {
	ctx := rw.Context()
	name, _ := op.Attr("sym_name").(*ir.StringAttr)
	attrs := []ir.NamedAttr{
		lc.Attr("sym_name", ctx.String(fmt.Sprintf("_mlir_ciface_%s", name.Value))),
		lc.Attr("function_type", ctx.TypeAttr(wt)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageExternal)),
		lc.Attr("CConv", llvm.CConvAttr(ctx, 0)),
	}
	if d := op.Attrs(); d != nil {
		for _, a := range d.Entries {
			switch a.Name {
			case linkageAttrName, varargsAttrName, readnoneAttrName:
				continue
			}
			attrs = append(attrs, a)
		}
	}
	st := &ir.OperationState{Name: "llvm.func", Loc: op.Loc(), Attrs: attrs}
	st.AddRegion()
	w := rw.Create(st)
	argAttrs, _ := op.Attr("arg_attrs").(*ir.ArrayAttr)
	if resultStruct == nil {
		if ra, ok := op.Attr("res_attrs").(*ir.ArrayAttr); ok {
			w.SetAttr("res_attrs", ra)
		}
		if argAttrs != nil {
			w.SetAttr("arg_attrs", argAttrs)
		}
	} else if argAttrs != nil {
		elems := append([]ir.Attribute{ctx.EmptyDict()}, argAttrs.Elems...)
		w.SetAttr("arg_attrs", ctx.Array(elems))
	}
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value != "public" {
		w.SetAttr("sym_visibility", v)
	}
	return w
}

// addEntryBlock gives an llvm.func an entry block with one argument per
// parameter, located at the function, and moves the insertion point into
// it.
func addEntryBlock(rw *conversion.Rewriter, fn *ir.Operation, ft *llvm.FunctionType) *ir.Block {
	locs := make([]ir.Location, len(ft.Params))
	for i := range locs {
		locs[i] = fn.Loc()
	}
	b := rw.CreateBlock(fn.Region(0), nil, ft.Params, locs)
	rw.SetInsertionPointToStart(b)
	return b
}

func funcType(fn *ir.Operation) *llvm.FunctionType {
	ta, _ := fn.Attr("function_type").(*ir.TypeAttr)
	if ta == nil {
		return nil
	}
	ft, _ := ta.Type.(*llvm.FunctionType)
	return ft
}

func symName(fn *ir.Operation) string {
	s, _ := fn.Attr("sym_name").(*ir.StringAttr)
	if s == nil {
		return ""
	}
	return s.Value
}

// wrapDefinedFunction creates the wrapper of a function with a body: it
// loads the descriptors its arguments point to, calls the function with
// their fields, and stores a struct result through its first argument.
func wrapDefinedFunction(tc *lc.TypeConverter, rw *conversion.Rewriter, op, newFunc *ir.Operation, ft *ir.FunctionType) {
	wt, resultStruct := cWrapperType(tc, ft)
	if wt == nil {
		return
	}
	loc := op.Loc()
	w := createWrapper(rw, op, wt, resultStruct)
	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	entry := addEntryBlock(rw, w, wt)
	offset := 0
	if resultStruct != nil {
		offset = 1
	}
	var args []*ir.Value
	for i, t := range ft.Inputs {
		arg := entry.Arg(i + offset)
		switch m := t.(type) {
		case *ir.MemRefType:
			loaded := lc.Load(rw, loc, tc.ConvertType(m), arg, 0)
			args = append(args, lc.UnpackDescriptor(rw, loc, loaded, m)...)
			continue
		case *ir.UnrankedMemRefType:
			loaded := lc.Load(rw, loc, tc.ConvertType(m), arg, 0)
			args = append(args, lc.UnpackUnrankedDescriptor(rw, loc, loaded)...)
			continue
		}
		args = append(args, arg)
	}
	nft := funcType(newFunc)
	call := lc.Call(rw, loc, symName(newFunc), nft.Result, args)
	if resultStruct != nil {
		lc.Store(rw, loc, call.Result(0), entry.Arg(0), 0)
		lc.Op(rw, "llvm.return", loc, nil, nil)
		return
	}
	lc.Op(rw, "llvm.return", loc, call.Results(), nil)
}

// wrapDeclaredFunction declares the wrapper of an external function and
// gives the function (made private) a body that packs its arguments into
// descriptors on the stack and calls the wrapper.
func wrapDeclaredFunction(tc *lc.TypeConverter, rw *conversion.Rewriter, op, newFunc *ir.Operation, ft *ir.FunctionType) {
	wt, resultStruct := cWrapperType(tc, ft)
	if wt == nil {
		return
	}
	ctx := rw.Context()
	loc := op.Loc()
	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	w := createWrapper(rw, op, wt, resultStruct)
	newFunc.SetAttr("linkage", llvm.LinkageAttr(ctx, 0))
	nft := funcType(newFunc)
	entry := addEntryBlock(rw, newFunc, nft)
	ptr := llvm.Pointer(ctx, 0)
	one := func() *ir.Value { return lc.IndexConstant(rw, loc, tc.IndexType(), 1) }
	var args []*ir.Value
	if resultStruct != nil {
		args = append(args, lc.Alloca(rw, loc, wt.Params[0], resultStruct, one(), 0))
	}
	rest := entry.Args()
	for _, t := range ft.Inputs {
		switch m := t.(type) {
		case *ir.MemRefType:
			n := 3 + 2*len(m.Dims)
			packed := lc.PackDescriptor(rw, loc, tc, m, rest[:n])
			rest = rest[n:]
			mem := lc.Alloca(rw, loc, ptr, packed.Type(), one(), 0)
			lc.Store(rw, loc, packed, mem, 0)
			args = append(args, mem)
		case *ir.UnrankedMemRefType:
			packed := lc.PackUnrankedDescriptor(rw, loc, tc, m, rest[:2])
			rest = rest[2:]
			mem := lc.Alloca(rw, loc, ptr, packed.Type(), one(), 0)
			lc.Store(rw, loc, packed, mem, 0)
			args = append(args, mem)
		default:
			args = append(args, rest[0])
			rest = rest[1:]
		}
	}
	call := lc.Call(rw, loc, symName(w), wt.Result, args)
	if resultStruct != nil {
		result := lc.Load(rw, loc, resultStruct, args[0], 0)
		lc.Op(rw, "llvm.return", loc, []*ir.Value{result}, nil)
		return
	}
	lc.Op(rw, "llvm.return", loc, call.Results(), nil)
}

// calleeUsesBarePtr reports whether the function a func.call calls has the
// llvm.bareptr attribute, looked up as CallOpLowering does: in table's body
// when the pass gave it a symbol table (convert-func-to-llvm gives its
// module's, so a callee in a nested module is not found), else in the
// symbol table closest to the call (lookupNearestSymbolFrom).
func calleeUsesBarePtr(call, table *ir.Operation) bool {
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return false
	}
	if table == nil {
		table = ir.NearestSymbolTable(call)
	}
	callee := lc.LookupSymbol(table, ref.Root)
	return callee != nil && callee.Attr(barePtrAttrName) != nil
}
