// Package gpucommon holds the patterns MLIR 19's GPU-to-NVVM and
// GPU-to-ROCDL lowerings share (mlir/lib/Conversion/GPUCommon):
// gpu.func to llvm.func with workgroup memory as globals and private memory
// as allocas, gpu.return, the thread and block index ops as target
// intrinsics, math ops as calls to the vendor's device library, and the
// mapping of #gpu.address_space to the target's numbers.
package gpucommon

import (
	"fmt"

	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// FuncOptions configure GPUFuncOpLowering.
type FuncOptions struct {
	// AllocaAddrSpace is the address space of private memory allocas;
	// WorkgroupAddrSpace that of workgroup memory globals.
	AllocaAddrSpace    uint32
	WorkgroupAddrSpace uint32
	// KernelAttr is the target's kernel marker ("nvvm.kernel");
	// BlockSizeAttr, when set, gets the known block size of kernels
	// ("nvvm.maxntid", "rocdl.reqd_work_group_size").
	KernelAttr    string
	BlockSizeAttr string
}

// FuncPattern is GPUFuncOpLowering.
func FuncPattern(tc *lc.TypeConverter, o FuncOptions) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUFuncOpLowering", Root: "gpu.func", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			return lowerFunc(tc, o, op, rw)
		}}
}

// attributionAttr returns attribute name of attribution idx in the array
// attribute attrsName of a gpu.func.
func attributionAttr(op *ir.Operation, attrsName string, idx int, name string) ir.Attribute {
	arr, ok := op.Attr(attrsName).(*ir.ArrayAttr)
	if !ok || idx >= len(arr.Elems) {
		return nil
	}
	d, ok := arr.Elems[idx].(*ir.DictionaryAttr)
	if !ok {
		return nil
	}
	return d.Get(name)
}

func alignmentOf(a ir.Attribute) int64 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Int64()
	}
	return 0
}

// numElements is MemRefType::getNumElements of a static shape.
func numElements(m *ir.MemRefType) int64 {
	n := int64(1)
	for _, d := range m.Dims {
		n *= d
	}
	return n
}

func lowerFunc(tc *lc.TypeConverter, o FuncOptions, op *ir.Operation, rw *conversion.Rewriter) error {
	ctx := rw.Context()
	loc := op.Loc()
	name := ir.SymbolName(op)
	workgroup, private := gpu.FuncAttributions(op)

	var globals []*ir.Operation
	for idx, attribution := range workgroup {
		m, ok := attribution.Type().(*ir.MemRefType)
		if !ok {
			return conversion.NoMatch("unexpected type in attribution")
		}
		elem := tc.ConvertType(m.Elem)
		arrayType := llvm.Array(ctx, elem, uint64(numElements(m)))
		attrs := []ir.NamedAttr{
			lc.Attr("global_type", ctx.TypeAttr(arrayType)),
			lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageInternal)),
			lc.Attr("sym_name", ctx.String(fmt.Sprintf("__wg_%s_%d", name, idx))),
			lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), int64(o.WorkgroupAddrSpace))),
		}
		if a := alignmentOf(attributionAttr(op, "workgroup_attrib_attrs", idx, "llvm.align")); a != 0 {
			attrs = append(attrs, lc.Attr("alignment", ctx.IntegerAttrInt64(ctx.I(64), a)))
		}
		st := &ir.OperationState{Name: "llvm.mlir.global", Loc: loc, Attrs: attrs}
		st.AddRegion()
		globals = append(globals, rw.Create(st))
	}

	ft := gpu.FunctionType(op)
	entry := op.Region(0).First()
	sig := conversion.NewSignatureConversion(entry.NumArgs())
	lft := tc.ConvertFunctionSignature(ft, false, tc.Options.UseBarePtrCallConv, sig)
	if lft == nil {
		return conversion.NoMatch("failed to convert function signature type")
	}

	var attrs []ir.NamedAttr
	var argAttrs *ir.ArrayAttr
	for _, a := range lc.OpAttrs(op) {
		switch a.Name {
		case "sym_name", "function_type", gpu.NumWorkgroupAttributionsAttrName,
			"workgroup_attrib_attrs", "private_attrib_attrs", "known_block_size", "known_grid_size":
			continue
		case "arg_attrs":
			argAttrs, _ = a.Value.(*ir.ArrayAttr)
			continue
		}
		attrs = append(attrs, a)
	}
	knownBlock := op.InherentAttr("known_block_size")
	knownGrid := op.InherentAttr("known_grid_size")
	if knownBlock != nil {
		attrs = append(attrs, lc.Attr("gpu.known_block_size", knownBlock))
	}
	if knownGrid != nil {
		attrs = append(attrs, lc.Attr("gpu.known_grid_size", knownGrid))
	}
	if gpu.IsKernel(op) {
		attrs = append(attrs, lc.Attr(o.KernelAttr, ctx.Unit()))
		if o.BlockSizeAttr != "" && knownBlock != nil {
			attrs = append(attrs, lc.Attr(o.BlockSizeAttr, knownBlock))
		}
	}
	fattrs := append([]ir.NamedAttr{
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("function_type", ctx.TypeAttr(lft)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageExternal)),
		lc.Attr("CConv", llvm.CConvAttr(ctx, 0)),
	}, attrs...)
	fst := &ir.OperationState{Name: "llvm.func", Loc: loc, Attrs: fattrs}
	body := fst.AddRegion()
	newFunc := rw.Create(fst)

	saved := rw.SaveInsertionPoint()
	rw.SetInsertionPointToStart(entry)
	numProper := len(ft.Inputs)
	for idx, g := range globals {
		ptr := llvm.Pointer(ctx, o.WorkgroupAddrSpace)
		addr := lc.AddressOf(rw, loc, ptr, ir.SymbolName(g))
		gt := g.Attr("global_type").(*ir.TypeAttr).Type
		memory := lc.GEP(rw, loc, ptr, gt, addr, lc.CIs(0, 0), false)
		m := workgroup[idx].Type().(*ir.MemRefType)
		desc := lc.DescriptorFromStaticShape(rw, loc, tc, m, memory)
		sig.RemapInput(numProper+idx, desc)
	}
	i64 := ctx.I(64)
	for idx, attribution := range private {
		m, ok := attribution.Type().(*ir.MemRefType)
		if !ok {
			rw.RestoreInsertionPoint(saved)
			return conversion.NoMatch("unexpected type in attribution")
		}
		elem := tc.ConvertType(m.Elem)
		ptr := llvm.Pointer(ctx, o.AllocaAddrSpace)
		n := lc.IntConstant(rw, loc, i64, numElements(m))
		align := alignmentOf(attributionAttr(op, "private_attrib_attrs", idx, "llvm.align"))
		allocated := lc.Alloca(rw, loc, ptr, elem, n, align)
		desc := lc.DescriptorFromStaticShape(rw, loc, tc, m, allocated)
		sig.RemapInput(numProper+len(workgroup)+idx, desc)
	}
	rw.RestoreInsertionPoint(saved)

	rw.InlineRegionBefore(op.Region(0), body, nil)
	if _, ok := rw.ConvertRegionTypes(body, tc.Base(), sig); !ok {
		return conversion.NoMatch("region types conversion failed")
	}
	copyArgAttrs(ctx, op, newFunc, ft, sig, argAttrs)
	rw.EraseOp(op)
	return nil
}

// copyArgAttrs copies the LLVM argument attributes of a gpu.func's
// arguments to the arguments they became: returned, noundef and inreg to
// all of them, the pointer attributes to those that are pointers (noalias
// only to a bare pointer, with MLIR's warning otherwise).
func copyArgAttrs(ctx *ir.Context, op, newFunc *ir.Operation, ft *ir.FunctionType, sig *conversion.SignatureConversion, argAttrs *ir.ArrayAttr) {
	if argAttrs == nil {
		return
	}
	lft := newFunc.Attr("function_type").(*ir.TypeAttr).Type.(*llvm.FunctionType)
	newAttrs := make([]map[string]ir.Attribute, len(lft.Params))
	var order [][]string
	order = make([][]string, len(lft.Params))
	set := func(i int, name string, v ir.Attribute) {
		if newAttrs[i] == nil {
			newAttrs[i] = map[string]ir.Attribute{}
		}
		if _, ok := newAttrs[i][name]; !ok {
			order[i] = append(order[i], name)
		}
		newAttrs[i][name] = v
	}
	changed := false
	for idx := range ft.Inputs {
		if idx >= len(argAttrs.Elems) {
			break
		}
		d, _ := argAttrs.Elems[idx].(*ir.DictionaryAttr)
		if d == nil || d.Len() == 0 {
			continue
		}
		m := sig.InputMapping(idx)
		if m == nil {
			continue
		}
		get := func(name string) ir.Attribute { return d.Get(name) }
		copyAll := func(name string) {
			a := get(name)
			if a == nil {
				return
			}
			for i := 0; i < m.Size; i++ {
				set(m.InputNo+i, name, a)
				changed = true
			}
		}
		copyAll("llvm.returned")
		copyAll("llvm.noundef")
		copyAll("llvm.inreg")
		lowersToPtr := false
		for i := 0; i < m.Size; i++ {
			if _, ok := lft.Params[m.InputNo+i].(*llvm.PointerType); ok {
				lowersToPtr = true
			}
		}
		if !lowersToPtr {
			continue
		}
		for _, name := range []string{"llvm.noalias", "llvm.nocapture", "llvm.nofree", "llvm.align", "llvm.readonly",
			"llvm.writeonly", "llvm.readnone", "llvm.nonnull", "llvm.dereferenceable", "llvm.dereferenceable_or_null"} {
			a := get(name)
			if a == nil {
				continue
			}
			if m.Size > 1 && name == "llvm.noalias" {
				ctx.Emit(&ir.Diagnostic{Severity: ir.SevWarning, Loc: newFunc.Loc(), Msg: "Cannot copy noalias with non-bare pointers.\n"})
				continue
			}
			for i := 0; i < m.Size; i++ {
				if _, ok := lft.Params[m.InputNo+i].(*llvm.PointerType); ok {
					set(m.InputNo+i, name, a)
					changed = true
				}
			}
		}
	}
	if !changed {
		return
	}
	elems := make([]ir.Attribute, len(lft.Params))
	for i := range elems {
		var entries []ir.NamedAttr
		for _, n := range order[i] {
			entries = append(entries, ir.NamedAttr{Name: n, Value: newAttrs[i][n]})
		}
		elems[i] = ctx.Dict(entries)
	}
	newFunc.SetAttr("arg_attrs", ctx.Array(elems))
}

// ReturnPattern is GPUReturnOpLowering.
func ReturnPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUReturnOpLowering", Root: "gpu.return", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			loc := op.Loc()
			bare := tc.Options.UseBarePtrCallConv
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
				for _, t := range op.OperandTypes() {
					if _, ok := t.(*ir.UnrankedMemRefType); ok {
						return conversion.NoMatch("unranked memrefs returned from gpu.func are not supported")
					}
				}
			}
			attrs := lc.OpAttrs(op)
			if len(operands) <= 1 {
				ret := lc.Op(rw, "llvm.return", loc, updated, nil, attrs...)
				rw.ReplaceOpWith(op, ret)
				return nil
			}
			packed := tc.PackFunctionResults(op.OperandTypes(), bare)
			if packed == nil {
				return conversion.NoMatch("could not convert result types")
			}
			v := lc.Undef(rw, loc, packed)
			for i, o := range updated {
				v = lc.InsertValue(rw, loc, v, o, int64(i))
			}
			ret := lc.Op(rw, "llvm.return", loc, []*ir.Value{v}, nil, attrs...)
			rw.ReplaceOpWith(op, ret)
			return nil
		}}
}

// MemorySpaces maps #gpu.address_space values (global, workgroup,
// private) to a target's address spaces (MLIR's
// populateGpuMemorySpaceAttributeConversions).
func MemorySpaces(tc *lc.TypeConverter, global, workgroup, private uint32) {
	tc.MemorySpaceConversions = append(tc.MemorySpaceConversions, func(a ir.Attribute) (uint32, bool) {
		v, ok := gpu.AddressSpaceOf(a)
		if !ok {
			return 0, false
		}
		switch v {
		case gpu.AddressSpaceGlobal:
			return global, true
		case gpu.AddressSpaceWorkgroup:
			return workgroup, true
		case gpu.AddressSpacePrivate:
			return private, true
		}
		return 0, false
	})
}
