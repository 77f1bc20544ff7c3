// Package functollvm converts the func dialect to the LLVM dialect, after
// MLIR 19's FuncToLLVM: func.func becomes llvm.func with memref arguments
// expanded to descriptor fields, func.return packs several results into a
// struct, func.call and func.call_indirect pass descriptors field by field.
package functollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

const (
	linkageAttrName  = "llvm.linkage"
	varargsAttrName  = "func.varargs"
	readnoneAttrName = "llvm.readnone"
	emitCInterface   = "llvm.emit_c_interface"
	barePtrAttrName  = "llvm.bareptr"
)

// Patterns returns the func-to-LLVM patterns; a call finds its callee in
// the symbol table closest to it.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return PatternsWithSymbolTable(tc, nil)
}

// PatternsWithSymbolTable returns the func-to-LLVM patterns; a call finds
// its callee in table's body (when not nil; populateFuncToLLVMConversionPatterns'
// symbol table).
func PatternsWithSymbolTable(tc *lc.TypeConverter, table *ir.Operation) []*conversion.Pattern {
	base := tc.Base()
	return []*conversion.Pattern{
		{Name: "FuncOpConversion", Root: "func.func", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			return convertFunc(tc, op, rw)
		}},
		{Name: "CallOpLowering", Root: "func.call", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return convertCall(tc, op, operands, rw, false, table)
		}},
		{Name: "CallIndirectOpLowering", Root: "func.call_indirect", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return convertCall(tc, op, operands, rw, true, nil)
		}},
		{Name: "ConstantOpLowering", Root: "func.constant", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil || !llvm.IsCompatibleType(t) {
				return conversion.NoMatch("failed to convert result type")
			}
			ref, _ := op.Attr("value").(*ir.SymbolRefAttr)
			if ref == nil {
				return conversion.NoMatch("no value")
			}
			v := lc.AddressOf(rw, op.Loc(), t, ref.Root)
			for _, a := range lc.OpAttrs(op) {
				if a.Name != "value" {
					v.DefiningOp().SetAttr(a.Name, a.Value)
				}
			}
			rw.ReplaceOp(op, v)
			return nil
		}},
		{Name: "ReturnOpLowering", Root: "func.return", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return convertReturn(tc, op, operands, rw)
		}},
	}
}

func useBarePtr(op *ir.Operation, tc *lc.TypeConverter) bool {
	return tc.Options.UseBarePtrCallConv || op != nil && op.Attr(barePtrAttrName) != nil
}

// convertFunc is MLIR's convertFuncOpToLLVMFuncOp followed by the C
// interface wrappers or the bare-pointer rewrite.
func convertFunc(tc *lc.TypeConverter, op *ir.Operation, rw *conversion.Rewriter) error {
	ctx := rw.Context()
	ft := funcd.FunctionType(op)
	if ft == nil {
		return conversion.NoMatch("only FunctionType is supported")
	}
	variadic := false
	if b, ok := op.Attr(varargsAttrName).(*ir.IntegerAttr); ok && b.Int64() != 0 {
		variadic = true
	}
	bare := useBarePtr(op, tc)
	sig := conversion.NewSignatureConversion(len(ft.Inputs))
	lft := tc.ConvertFunctionSignature(ft, variadic, bare, sig)
	if lft == nil {
		return conversion.NoMatch("signature conversion failed")
	}
	linkage := uint64(llvm.LinkageExternal)
	if a := op.Attr(linkageAttrName); a != nil {
		la, ok := a.(*llvm.Attr)
		if !ok || !llvm.IsA(a, "linkage") {
			return rw.EmitError(op.EmitError("Contains %s attribute not of type LLVM::LinkageAttr", linkageAttrName))
		}
		linkage = la.Get("linkage").(uint64)
	}
	name, _ := op.Attr("sym_name").(*ir.StringAttr)
	attrs := []ir.NamedAttr{
		lc.Attr("sym_name", name),
		lc.Attr("function_type", ctx.TypeAttr(lft)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, linkage)),
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
	body := st.AddRegion()
	newFunc := rw.Create(st)
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value != "public" {
		newFunc.SetAttr("sym_visibility", v)
	}
	if a := op.Attr(readnoneAttrName); a != nil {
		if _, ok := a.(*ir.UnitAttr); !ok {
			return rw.EmitError(op.EmitError("Contains %s attribute not of type UnitAttr", readnoneAttrName))
		}
		newFunc.SetAttr("memory", llvm.MemoryEffectsNone(ctx))
	}
	if ra, ok := op.Attr("res_attrs").(*ir.ArrayAttr); ok && len(ft.Results) == 1 {
		newFunc.SetAttr("res_attrs", ra)
	}
	if aa, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok {
		newArgAttrs := make([]ir.Attribute, len(lft.Params))
		for i := range ft.Inputs {
			var converted []ir.NamedAttr
			if d, ok := aa.Elems[i].(*ir.DictionaryAttr); ok {
				for _, a := range d.Entries {
					switch a.Name {
					case "llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca":
						if t, ok := a.Value.(*ir.TypeAttr); ok {
							a = ir.NamedAttr{Name: a.Name, Value: ctx.TypeAttr(tc.ConvertType(t.Type))}
						}
					}
					converted = append(converted, a)
				}
			}
			m := sig.InputMapping(i)
			if m.Size == 1 {
				newArgAttrs[m.InputNo] = ctx.Dict(converted)
				continue
			}
			for j := 0; j < m.Size; j++ {
				newArgAttrs[m.InputNo+j] = ctx.EmptyDict()
			}
		}
		for i, a := range newArgAttrs {
			if a == nil {
				newArgAttrs[i] = ctx.EmptyDict()
			}
		}
		if len(newArgAttrs) > 0 {
			newFunc.SetAttr("arg_attrs", ctx.Array(newArgAttrs))
		}
	}
	rw.InlineRegionBefore(op.Region(0), body, nil)
	if _, ok := rw.ConvertRegionTypes(body, tc.Base(), sig); !ok {
		return conversion.NoMatch("region types conversion failed")
	}
	if !bare {
		if op.Attr(emitCInterface) != nil {
			if variadic {
				return rw.EmitError(op.EmitError("C interface for variadic functions is not supported yet."))
			}
			if body.Empty() {
				wrapExternalFunction(tc, rw, op, newFunc, ft)
			} else {
				wrapForExternalCallers(tc, rw, op, newFunc, ft)
			}
		}
	} else {
		modifyToUseBarePtrCallingConv(tc, rw, newFunc, ft)
	}
	rw.EraseOp(op)
	return nil
}

func convertReturn(tc *lc.TypeConverter, op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	var parent *ir.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			parent = p
			break
		}
	}
	bare := useBarePtr(parent, tc)
	updated := make([]*ir.Value, 0, len(operands))
	if bare {
		for i, v := range operands {
			switch t := op.Operand(i).Type().(type) {
			case *ir.MemRefType:
				if tc.BarePointerType(t) != nil {
					v = (&lc.Descriptor{V: v}).AllocatedPtr(rw, loc)
				}
			case *ir.UnrankedMemRefType:
				return conversion.ErrNoMatch
			}
			updated = append(updated, v)
		}
	} else {
		updated = append(updated, operands...)
		if !CopyUnrankedDescriptors(tc, rw, loc, op.OperandTypes(), updated, true) {
			return conversion.ErrNoMatch
		}
	}
	if len(operands) <= 1 {
		rw.ReplaceOp(op, lc.Op(rw, "llvm.return", loc, updated, nil, opAttrs(op)...).Results()...)
		return nil
	}
	packed := tc.PackFunctionResults(op.OperandTypes(), bare)
	if packed == nil {
		return conversion.NoMatch("could not convert result types")
	}
	v := lc.Undef(rw, loc, packed)
	for i, u := range updated {
		v = lc.InsertValue(rw, loc, v, u, int64(i))
	}
	rw.ReplaceOp(op, lc.Op(rw, "llvm.return", loc, []*ir.Value{v}, nil, opAttrs(op)...).Results()...)
	return nil
}

// opAttrs returns the discardable attributes of op (func.return has no
// inherent ones; they carry over to the new op).
func opAttrs(op *ir.Operation) []ir.NamedAttr {
	if d := op.Attrs(); d != nil {
		return append([]ir.NamedAttr(nil), d.Entries...)
	}
	return nil
}

func convertCall(tc *lc.TypeConverter, op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, indirect bool, table *ir.Operation) error {
	loc := op.Loc()
	bare := tc.Options.UseBarePtrCallConv
	if !bare && !indirect {
		bare = calleeUsesBarePtr(op, table)
	}
	resultTypes := op.ResultTypes()
	var packed ir.Type
	if len(resultTypes) != 0 {
		if packed = tc.PackFunctionResults(resultTypes, bare); packed == nil {
			return conversion.ErrNoMatch
		}
	}
	if bare {
		for _, v := range op.Operands() {
			if _, ok := v.Type().(*ir.UnrankedMemRefType); ok {
				return conversion.ErrNoMatch
			}
		}
	}
	promoted := PromoteOperands(tc, rw, loc, op.Operands(), operands, bare)
	var types []ir.Type
	if packed != nil {
		types = []ir.Type{packed}
	}
	call := lc.Op(rw, "llvm.call", loc, promoted, types, lc.OpAttrs(op)...)
	var results []*ir.Value
	if len(resultTypes) < 2 {
		results = call.Results()
	} else {
		for i := range resultTypes {
			results = append(results, lc.ExtractValue(rw, loc, call.Result(0), int64(i)))
		}
	}
	if bare {
		PromoteBarePtrsToDescriptors(tc, rw, loc, resultTypes, results)
	} else if !CopyUnrankedDescriptors(tc, rw, loc, resultTypes, results, false) {
		return conversion.ErrNoMatch
	}
	rw.ReplaceOp(op, results...)
	return nil
}

// PromoteOperands turns converted operands into call arguments: memref
// descriptors are unpacked field by field (or reduced to the aligned
// pointer under the bare-pointer convention), as LLVMTypeConverter::promoteOperands.
func PromoteOperands(tc *lc.TypeConverter, rw *conversion.Rewriter, loc ir.Location, orig, converted []*ir.Value, bare bool) []*ir.Value {
	bare = bare || tc.Options.UseBarePtrCallConv
	var out []*ir.Value
	for i, v := range converted {
		switch t := orig[i].Type().(type) {
		case *ir.MemRefType:
			if bare {
				out = append(out, (&lc.Descriptor{V: v}).AlignedPtr(rw, loc))
			} else {
				out = append(out, lc.UnpackDescriptor(rw, loc, v, t)...)
			}
			continue
		case *ir.UnrankedMemRefType:
			if !bare {
				out = append(out, lc.UnpackUnrankedDescriptor(rw, loc, v)...)
				continue
			}
		}
		out = append(out, v)
	}
	return out
}

// PromoteBarePtrsToDescriptors replaces bare pointers of memref type in
// values with descriptors built from the static shape.
func PromoteBarePtrsToDescriptors(tc *lc.TypeConverter, rw *conversion.Rewriter, loc ir.Location, types []ir.Type, values []*ir.Value) {
	for i, t := range types {
		if m, ok := t.(*ir.MemRefType); ok {
			values[i] = lc.DescriptorFromStaticShape(rw, loc, tc, m, values[i])
		}
	}
}

// CopyUnrankedDescriptors is set by the memref conversion: it copies
// unranked descriptors to the heap (toDynamic) or the stack, as MLIR's
// ConvertToLLVMPattern::copyUnrankedDescriptors. Without it, functions
// passing unranked memrefs across calls are not converted.
var CopyUnrankedDescriptors = func(tc *lc.TypeConverter, rw *conversion.Rewriter, loc ir.Location, types []ir.Type, values []*ir.Value, toDynamic bool) bool {
	for _, t := range types {
		if _, ok := t.(*ir.UnrankedMemRefType); ok {
			return false
		}
	}
	return true
}

// wrapForExternalCallers and wrapExternalFunction build the C interface
// wrappers (`_mlir_ciface_<name>`); modifyToUseBarePtrCallingConv rewrites
// bare-pointer arguments into descriptors. They are set in cinterface.go.
var (
	wrapForExternalCallers        = func(tc *lc.TypeConverter, rw *conversion.Rewriter, op, newFunc *ir.Operation, ft *ir.FunctionType) {}
	wrapExternalFunction          = func(tc *lc.TypeConverter, rw *conversion.Rewriter, op, newFunc *ir.Operation, ft *ir.FunctionType) {}
	modifyToUseBarePtrCallingConv = func(tc *lc.TypeConverter, rw *conversion.Rewriter, newFunc *ir.Operation, ft *ir.FunctionType) {}
)
