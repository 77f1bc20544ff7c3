package gputonvvm

import (
	"gpuc/internal/apfloat"
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The GPU WMMA lowering of MLIR 19 (mlir/lib/Conversion/GPUToNVVM/
// WmmaOpsToNvvm.cpp): !gpu.mma_matrix values become literal structs of
// what one thread holds of the fragment (NVVM::inferMMAType), and the
// gpu.subgroup_mma_* ops become nvvm.wmma.load/store/mma or chains of
// llvm.extractvalue, arithmetic and llvm.insertvalue. Each pattern creates
// its ops in the C++ pattern's order. A configuration that has no WMMA
// intrinsic is a match failure ("Unsupported WMMA variant."), so the op
// stays and the conversion reports it as not legalized, as mlir-opt-19.

// invalidWMMACase is kInvalidCaseStr.
const invalidWMMACase = "Unsupported WMMA variant."

// AddMMATypeConversion adds convert-gpu-to-nvvm's conversion of
// !gpu.mma_matrix to tc.
func AddMMATypeConversion(tc *lc.TypeConverter) {
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if mt, ok := t.(*gpu.MMAMatrixType); ok {
			if st := ConvertMMAToLLVMType(tc.Ctx, mt); st != nil {
				return st
			}
		}
		return nil
	})
}

// WMMAPatterns returns populateGpuWMMAToNVVMConversionPatterns, in its
// order.
func WMMAPatterns(tc *lc.TypeConverter) []*conversion.Pattern {
	p := func(name, root string, f func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: 1, Converter: tc.Base(), Rewrite: f}
	}
	w := wmma{tc}
	return []*conversion.Pattern{
		p("WmmaLoadOpToNVVMLowering", "gpu.subgroup_mma_load_matrix", w.load),
		p("WmmaMmaOpToNVVMLowering", "gpu.subgroup_mma_compute", w.compute),
		p("WmmaStoreOpToNVVMLowering", "gpu.subgroup_mma_store_matrix", w.store),
		p("WmmaConstantOpToNVVMLowering", "gpu.subgroup_mma_constant_matrix", w.constant),
		p("WmmaElementwiseOpToNVVMLowering", "gpu.subgroup_mma_elementwise", w.elementwise),
	}
}

type wmma struct{ tc *lc.TypeConverter }

// ConvertMMAToLLVMType is convertMMAToLLVMType: the literal struct of
// the elements one thread holds of an mma_matrix. As mlir-opt-19, an s8 or
// u8 fragment NVVM has no layout for is an empty struct (nil only for a
// type the mma_matrix verifier rejects).
func ConvertMMAToLLVMType(ctx *ir.Context, t *gpu.MMAMatrixType) *llvm.StructType {
	frag := mmaFrag(t.Operand)
	eltype := mmaElementType(t)
	if frag == "" || eltype == "" || len(t.Shape) != 2 {
		return nil
	}
	elem, n := nvvm.InferMMAType(ctx, eltype, frag, cInt(t.Shape[0]), cInt(t.Shape[1]))
	if elem == nil {
		return nil
	}
	body := make([]ir.Type, n)
	for i := range body {
		body[i] = elem
	}
	return llvm.LiteralStruct(ctx, body, false)
}

// cInt is the conversion of a shape's int64_t to the int parameters of
// NVVM's helpers.
func cInt(v int64) int { return int(int32(v)) }

// mmaFrag is convertOperand: the fragment of an mma_matrix operand.
func mmaFrag(operand string) string {
	switch operand {
	case "AOp":
		return "a"
	case "BOp":
		return "b"
	case "COp":
		return "c"
	}
	return ""
}

// mmaElementType is getElementType: the NVVM MMA type of an
// mma_matrix's elements (f32 is tf32 but in accumulators; a 32-bit
// integer, which is signless there, is s32).
func mmaElementType(t *gpu.MMAMatrixType) string {
	switch e := t.Elem.(type) {
	case *ir.FloatType:
		switch e.Kind {
		case ir.F16:
			return "f16"
		case ir.F32:
			if t.Operand == "COp" {
				return "f32"
			}
			return "tf32"
		}
	case *ir.IntegerType:
		switch {
		case e.Width == 8 && e.Signedness == ir.Signed:
			return "s8"
		case e.Width == 8 && e.Signedness == ir.Unsigned:
			return "u8"
		case e.Width == 32:
			return "s32"
		}
	}
	return ""
}

// areAllLLVMTypes fails the match unless every (converted) operand has an
// LLVM type.
func areAllLLVMTypes(operands []*ir.Value) error {
	for _, v := range operands {
		if !llvm.IsCompatibleType(v.Type()) {
			return conversion.NoMatch("cannot convert if operands aren't of LLVM type.")
		}
	}
	return nil
}

// layoutOf is the MMA layout a transpose attribute selects.
func layoutOf(op *ir.Operation, transpose string) string {
	if op.Attr(transpose) != nil {
		return "col"
	}
	return "row"
}

func nvvmEnum(ctx *ir.Context, mnemonic, s string) ir.NamedAttr {
	def := ods.LookupEnumAttr("nvvm", mnemonic)
	v, _ := def.Enum.Lookup(s)
	return ir.NamedAttr{Value: ods.NewEnumAttr(ctx, def, v)}
}

func named(name string, a ir.NamedAttr) ir.NamedAttr { a.Name = name; return a }

func i32Attr(ctx *ir.Context, name string, v int) ir.NamedAttr {
	return lc.Attr(name, ctx.IntegerAttrInt64(ctx.I(32), int64(int32(v))))
}

// stridesCover reports whether getStridedElementPtr can address indices
// of m: a strided layout with a stride per index (MLIR assumes it).
func stridesCover(m *ir.MemRefType, indices int) bool {
	strides, _, ok := memref.StridesAndOffset(m)
	return ok && indices <= len(strides)
}

// load is WmmaLoadOpToNVVMLowering: nvvm.wmma.load from the address of
// the indexed element, with the leading dimension as an i32 constant.
func (w wmma) load(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := areAllLLVMTypes(operands); err != nil {
		return err
	}
	ctx := rw.Context()
	layout := layoutOf(op, "transpose")
	retType, ok := op.Result(0).Type().(*gpu.MMAMatrixType)
	src, ok2 := op.Operand(0).Type().(*ir.MemRefType)
	if !ok || !ok2 || len(retType.Shape) != 2 {
		return conversion.NoMatch("expected an mma_matrix result and a memref source")
	}
	shape := retType.Shape
	var m, n, k int
	eltype := mmaElementType(retType)
	// NVVM intrinsics take m, n and k: the missing dimension is inferred
	// from the valid intrinsics.
	switch retType.Operand {
	case "AOp":
		m, k = cInt(shape[0]), cInt(shape[1])
		n = nvvm.WMMALoadInferNDimension(m, k, eltype)
	case "BOp":
		k, n = cInt(shape[0]), cInt(shape[1])
		m = nvvm.WMMALoadInferMDimension(k, n, eltype)
	case "COp":
		m, n = cInt(shape[0]), cInt(shape[1])
		k = nvvm.WMMALoadInferKDimension(m, n, eltype)
	}
	frag := mmaFrag(retType.Operand)
	if nvvm.WMMALoadIntrinsicID(m, n, k, layout, eltype, frag) == "" {
		return conversion.NoMatch(invalidWMMACase)
	}
	resType := ConvertMMAToLLVMType(ctx, retType)
	if resType == nil || !stridesCover(src, len(operands)-1) {
		return conversion.NoMatch(invalidWMMACase)
	}
	loc := op.Loc()
	dataPtr := lc.StridedElementPtr(rw, loc, w.tc, src, operands[0], operands[1:])
	leadingDim := lc.Constant(rw, loc, ctx.I(32), op.Attr("leadDimension"))
	load := lc.Op(rw, "nvvm.wmma.load", loc, []*ir.Value{dataPtr, leadingDim}, []ir.Type{resType},
		i32Attr(ctx, "m", m), i32Attr(ctx, "n", n), i32Attr(ctx, "k", k),
		named("layout", nvvmEnum(ctx, "mma_layout", layout)),
		named("eltype", nvvmEnum(ctx, "mma_type", eltype)),
		named("frag", nvvmEnum(ctx, "mma_frag", frag)))
	rw.ReplaceOp(op, load.Result(0))
	return nil
}

// store is WmmaStoreOpToNVVMLowering: the matrix's elements extracted,
// then nvvm.wmma.store to the address of the indexed element.
func (w wmma) store(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := areAllLLVMTypes(operands); err != nil {
		return err
	}
	ctx := rw.Context()
	loc := op.Loc()
	srcType, ok := op.Operand(0).Type().(*gpu.MMAMatrixType)
	dst, ok2 := op.Operand(1).Type().(*ir.MemRefType)
	if !ok || !ok2 || len(srcType.Shape) != 2 {
		return conversion.NoMatch("expected an mma_matrix source and a memref destination")
	}
	layout := layoutOf(op, "transpose")
	eltype := mmaElementType(srcType)
	m, n := cInt(srcType.Shape[0]), cInt(srcType.Shape[1])
	k := nvvm.WMMAStoreInferKDimension(m, n, eltype)
	if nvvm.WMMAStoreIntrinsicID(m, n, k, layout, eltype) == "" {
		return conversion.NoMatch(invalidWMMACase)
	}
	matrixType, ok := operands[0].Type().(*llvm.StructType)
	if !ok || !stridesCover(dst, len(operands)-2) {
		return conversion.NoMatch(invalidWMMACase)
	}
	var storeOperands []*ir.Value
	storeOperands = append(storeOperands, nil) // the address, below
	for i := range matrixType.Body() {
		storeOperands = append(storeOperands, lc.ExtractValue(rw, loc, operands[0], int64(i)))
	}
	storeOperands[0] = lc.StridedElementPtr(rw, loc, w.tc, dst, operands[1], operands[2:])
	leadingDim := lc.Constant(rw, loc, ctx.I(32), op.Attr("leadDimension"))
	storeOperands = append(storeOperands, leadingDim)
	lc.Op(rw, "nvvm.wmma.store", loc, storeOperands, nil,
		i32Attr(ctx, "m", m), i32Attr(ctx, "n", n), i32Attr(ctx, "k", k),
		named("layout", nvvmEnum(ctx, "mma_layout", layout)),
		named("eltype", nvvmEnum(ctx, "mma_type", eltype)))
	rw.EraseOp(op)
	return nil
}

// unpack appends llvm.extractvalue of each field of a struct value.
func unpack(rw *conversion.Rewriter, loc ir.Location, v *ir.Value, out []*ir.Value) []*ir.Value {
	st, _ := v.Type().(*llvm.StructType)
	if st == nil {
		return out
	}
	for i := range st.Body() {
		out = append(out, lc.ExtractValue(rw, loc, v, int64(i)))
	}
	return out
}

// compute is WmmaMmaOpToNVVMLowering: nvvm.wmma.mma of the elements of
// A, B and C, extracted in that order.
func (w wmma) compute(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := areAllLLVMTypes(operands); err != nil {
		return err
	}
	ctx := rw.Context()
	loc := op.Loc()
	aType, okA := op.Operand(0).Type().(*gpu.MMAMatrixType)
	bType, okB := op.Operand(1).Type().(*gpu.MMAMatrixType)
	cType, okC := op.Operand(2).Type().(*gpu.MMAMatrixType)
	if !okA || !okB || !okC || len(aType.Shape) != 2 || len(cType.Shape) != 2 {
		return conversion.NoMatch("expected mma_matrix operands")
	}
	m, n, k := cInt(cType.Shape[0]), cInt(cType.Shape[1]), cInt(aType.Shape[1])
	aLayout := layoutOf(op, "a_transpose")
	bLayout := layoutOf(op, "b_transpose")
	sourceType := mmaElementType(aType)
	destType := mmaElementType(cType)
	if nvvm.WMMAMmaIntrinsicID(m, n, k, aLayout, bLayout, sourceType, destType) == "" {
		return conversion.NoMatch(invalidWMMACase)
	}
	if mmaElementType(bType) != sourceType {
		return conversion.NoMatch("WMMA compute op input matrix element types must match.")
	}
	var unpacked []*ir.Value
	unpacked = unpack(rw, loc, operands[0], unpacked)
	unpacked = unpack(rw, loc, operands[1], unpacked)
	unpacked = unpack(rw, loc, operands[2], unpacked)
	mma := lc.Op(rw, "nvvm.wmma.mma", loc, unpacked, []ir.Type{operands[2].Type()},
		i32Attr(ctx, "m", m), i32Attr(ctx, "n", n), i32Attr(ctx, "k", k),
		named("layoutA", nvvmEnum(ctx, "mma_layout", aLayout)),
		named("layoutB", nvvmEnum(ctx, "mma_layout", bLayout)),
		named("eltypeA", nvvmEnum(ctx, "mma_type", sourceType)),
		named("eltypeB", nvvmEnum(ctx, "mma_type", destType)))
	rw.ReplaceOp(op, mma.Result(0))
	return nil
}

// constant is WmmaConstantOpToNVVMLowering: the value (splat into a
// vector when the fields are vectors) inserted into every field.
func (w wmma) constant(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := areAllLLVMTypes(operands); err != nil {
		return err
	}
	ctx := rw.Context()
	loc := op.Loc()
	mt, ok := op.Result(0).Type().(*gpu.MMAMatrixType)
	if !ok || len(operands) != 1 {
		return conversion.NoMatch("expected an mma_matrix result")
	}
	typ := ConvertMMAToLLVMType(ctx, mt)
	if typ == nil || len(typ.Body()) == 0 {
		// type.getBody()[0] of an empty struct: no defined result in MLIR.
		return conversion.NoMatch(invalidWMMACase)
	}
	cst := operands[0]
	if vecType, ok := typ.Body()[0].(*ir.VectorType); ok {
		vec := lc.Undef(rw, loc, vecType)
		num := int64(1)
		for _, d := range vecType.Dims {
			num *= d
		}
		for i := int64(0); i < num; i++ {
			idx := lc.IntConstant(rw, loc, ctx.I(32), i)
			vec = lc.Op(rw, "llvm.insertelement", loc, []*ir.Value{vec, cst, idx}, []ir.Type{vecType}).Result(0)
		}
		cst = vec
	}
	matrix := lc.Undef(rw, loc, typ)
	for i := range typ.Body() {
		matrix = lc.InsertValue(rw, loc, matrix, cst, int64(i))
	}
	rw.ReplaceOp(op, matrix)
	return nil
}

// FCmp predicates of the LLVM dialect.
const (
	fcmpOGT = 2
	fcmpOLT = 4
	fcmpUNO = 14
)

// minMaxF is createMinMaxF: a compare-and-select that returns NaN when
// either operand is NaN.
func minMaxF(rw *conversion.Rewriter, loc ir.Location, lhs, rhs *ir.Value, isMin bool) *ir.Value {
	ctx := rw.Context()
	floatType, _ := elementTypeOrSelf(lhs.Type()).(*ir.FloatType)
	var i1Type ir.Type = ctx.I(1)
	if vt, ok := lhs.Type().(*ir.VectorType); ok {
		i1Type = ctx.Vector(vt.Dims, vt.Scalable, ctx.I(1))
	}
	pred := int64(fcmpOGT)
	if isMin {
		pred = fcmpOLT
	}
	fcmp := func(p int64) *ir.Value {
		return lc.Op(rw, "llvm.fcmp", loc, []*ir.Value{lhs, rhs}, []ir.Type{i1Type},
			lc.Attr("predicate", ctx.IntegerAttrInt64(ctx.I(64), p))).Result(0)
	}
	sel := func(c, a, b *ir.Value) *ir.Value {
		return lc.Op(rw, "llvm.select", loc, []*ir.Value{c, a, b}, []ir.Type{a.Type()}).Result(0)
	}
	cmp := fcmp(pred)
	s := sel(cmp, lhs, rhs)
	isNaN := fcmp(fcmpUNO)
	nan := lc.Constant(rw, loc, lhs.Type(), ctx.FloatAttr(floatType, apfloat.NaN(floatType.Semantics(), false)))
	return sel(isNaN, nan, s)
}

func elementTypeOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// scalarOps are the elementwise ops createScalarOp lowers; MLIR 19 has no
// lowering of the others (they reach llvm_unreachable, and mlir-opt-19
// crashes), which gpuc reports as not legalized.
var scalarOps = map[string]bool{"addf": true, "mulf": true, "divf": true, "maxf": true, "minf": true}

// scalarOp is createScalarOp.
func scalarOp(rw *conversion.Rewriter, loc ir.Location, kind string, operands []*ir.Value) *ir.Value {
	switch kind {
	case "addf", "mulf", "divf":
		return lc.Op(rw, "llvm.f"+kind[:len(kind)-1], loc, operands, []ir.Type{operands[0].Type()}).Result(0)
	case "maxf":
		return minMaxF(rw, loc, operands[0], operands[1], false)
	}
	return minMaxF(rw, loc, operands[0], operands[1], true)
}

// elementwise is WmmaElementwiseOpToNVVMLowering: field by field, extract
// each operand's field, apply the op, insert the result.
func (w wmma) elementwise(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := areAllLLVMTypes(operands); err != nil {
		return err
	}
	ctx := rw.Context()
	loc := op.Loc()
	kindAttr, _ := op.Attr("opType").(*ods.EnumAttr)
	mt, ok := op.Result(0).Type().(*gpu.MMAMatrixType)
	if kindAttr == nil || !ok {
		return conversion.NoMatch("expected an opType and an mma_matrix result")
	}
	kind := kindAttr.String()
	if !scalarOps[kind] {
		return conversion.NoMatch("no lowering of the %s elementwise op", kind)
	}
	if (kind == "maxf" || kind == "minf") && len(operands) < 2 {
		// createMinMaxF reads operands[1].
		return conversion.NoMatch("%s takes two operands", kind)
	}
	destType := ConvertMMAToLLVMType(ctx, mt)
	if destType == nil {
		return conversion.NoMatch(invalidWMMACase)
	}
	for _, v := range operands {
		if st, ok := v.Type().(*llvm.StructType); !ok || len(st.Body()) < len(destType.Body()) {
			return conversion.NoMatch("expected operands of the result's struct type")
		}
	}
	matrix := lc.Undef(rw, loc, destType)
	for i := range destType.Body() {
		extracted := make([]*ir.Value, len(operands))
		for j, v := range operands {
			extracted[j] = lc.ExtractValue(rw, loc, v, int64(i))
		}
		elem := scalarOp(rw, loc, kind, extracted)
		matrix = lc.InsertValue(rw, loc, matrix, elem, int64(i))
	}
	rw.ReplaceOp(op, matrix)
	return nil
}
