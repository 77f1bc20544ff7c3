package arith

import (
	"fmt"
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Hand-written parts of the arith dialect, ported from
// mlir/lib/Dialect/Arith/IR/ArithOps.cpp (MLIR 19).

func init() {
	hook("arith.constant").ResultNames = constantResultNames
	hook("arith.constant").Verify = verifyConstant
	hook("arith.muli").ResultNames = muliResultNames
	hook("arith.select").Syntax = &asm.OpSyntax{Parse: parseSelect, Print: printSelect}

	// Cast ops: SameInputOutputTensorDims (an ODS invariant), then the
	// SameOperandsAndResultShape, CastOpInterface and Elementwise traits.
	cast := func(name string, ok func(in, out ir.Type) bool) {
		hook(name).Verify = chain(verifySameInputOutputTensorDims, VerifySameOperandsAndResultShape,
			func(op *ir.Operation) error { return verifyCast(op, ok) }, VerifyElementwise)
	}
	widthCast := func(name string, float, wider bool) {
		cast(name, func(in, out ir.Type) bool { return checkWidthChangeCast(in, out, float, wider) })
	}
	widthCast("arith.extui", false, true)
	widthCast("arith.extsi", false, true)
	widthCast("arith.extf", true, true)
	widthCast("arith.trunci", false, false)
	widthCast("arith.truncf", true, false)
	intFloat := func(name string, fromFloat bool) {
		cast(name, func(in, out ir.Type) bool { return checkIntFloatCast(in, out, fromFloat) })
	}
	intFloat("arith.uitofp", false)
	intFloat("arith.sitofp", false)
	intFloat("arith.fptoui", true)
	intFloat("arith.fptosi", true)
	cast("arith.index_cast", areIndexCastCompatible)
	cast("arith.index_castui", areIndexCastCompatible)
	cast("arith.bitcast", areBitcastCompatible)
	hook("arith.select").Verify = chain(verifySelectCondition, VerifyElementwise, verifySelect)
	// The other Elementwise ops have no C++ verifier.
	for _, s := range genOps {
		if s.HasTrait("Elementwise") && hook(s.Name).Verify == nil {
			hook(s.Name).Verify = VerifyElementwise
		}
	}
}

func ts(t ir.Type) string { return asm.TypeString(t) }

// tq prints a type as MLIR diagnostics stream one: quoted.
func tq(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

// --- arith.constant ------------------------------------------------------------

func constantResultNames(op *ir.Operation, set func(*ir.Value, string)) {
	if op.NumResults() != 1 {
		return
	}
	res := op.Result(0)
	ic, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		set(res, "cst")
		return
	}
	it, isInt := res.Type().(*ir.IntegerType)
	if isInt && it.Width == 1 {
		if ic.IsZero() {
			set(res, "false")
		} else {
			set(res, "true")
		}
		return
	}
	name := "c" + ic.String()
	if isInt {
		name += "_" + ts(it)
	}
	set(res, name)
}

func isElementsAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
		return true
	}
	return false
}

func verifyConstant(op *ir.Operation) error {
	if op.NumResults() != 1 {
		return nil
	}
	t := op.Result(0).Type()
	if it, ok := t.(*ir.IntegerType); ok && !it.IsSignless() {
		return op.Errorf("integer return type must be signless")
	}
	v := op.Attr("value")
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
	default:
		if !isElementsAttr(v) {
			return op.Errorf("value must be an integer, float, or elements attribute")
		}
	}
	if vt, ok := t.(*ir.VectorType); ok && isScalable(vt) {
		if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
			return op.Errorf("intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
		}
	}
	return nil
}

func isScalable(v *ir.VectorType) bool {
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// muliResultNames names `base * vector.vscale` of index type
// `c<base>_vscale` (MulIOp::getAsmResultNames).
func muliResultNames(op *ir.Operation, set func(*ir.Value, string)) {
	if op.NumResults() != 1 || op.NumOperands() != 2 {
		return
	}
	if _, ok := op.Result(0).Type().(*ir.IndexType); !ok {
		return
	}
	isVscaleExpr := func(a, b *ir.Value) (*ir.IntegerAttr, bool) {
		c := constantValue(a)
		d := b.DefiningOp()
		if c == nil || d == nil || d.Name() != "vector.vscale" {
			return nil, false
		}
		return c, true
	}
	base, ok := isVscaleExpr(op.Operand(0), op.Operand(1))
	if !ok {
		base, ok = isVscaleExpr(op.Operand(1), op.Operand(0))
	}
	if !ok {
		return
	}
	set(op.Result(0), "c"+strconv.FormatInt(base.Int64(), 10)+"_vscale")
}

// constantValue returns the integer value of a constant-like op's result
// (m_Constant with an IntegerAttr).
func constantValue(v *ir.Value) *ir.IntegerAttr {
	d := v.DefiningOp()
	if d == nil {
		return nil
	}
	switch d.Name() {
	case "arith.constant", "index.constant", "llvm.mlir.constant":
		a, _ := d.Attr("value").(*ir.IntegerAttr)
		return a
	}
	return nil
}

// --- arith.select --------------------------------------------------------------

func parseSelect(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	off := p.Offset()
	// parseOperandList(operands, 3): a list that does not start with an
	// operand is emitWrongTokenError("expected operand"), or "unexpected
	// delimiter" at a parenthesis or square bracket.
	if !p.IsValue() {
		if p.Is("(") || p.Is("[") {
			p.ErrorAt(off, "unexpected delimiter")
		}
		p.ErrorAt(p.WrongTokenOffset(), "expected operand")
	}
	ops := p.ParseOperandList(asm.DelimNone)
	if len(ops) != 3 {
		p.ErrorAt(off, "custom op '%s' expected 3 operands", st.Name)
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	resT := p.ParseColonType()
	var condT ir.Type = ctx.I(1)
	if p.ConsumeIf(",") {
		condT = resT
		resT = p.ParseType()
	}
	st.Types = []ir.Type{resT}
	st.Operands = []*ir.Value{p.Resolve(ops[0], condT), p.Resolve(ops[1], resT), p.Resolve(ops[2], resT)}
}

func isShaped(t ir.Type) bool {
	_, ok := t.(ir.ShapedType)
	return ok
}

func printSelect(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
	p.WriteString(" : ")
	if op.NumOperands() > 0 && isShaped(op.Operand(0).Type()) {
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
	}
	p.PrintTypes(op.ResultTypes())
}

// i1SameShape returns i1 with the shape of t (getI1SameShape).
func i1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	i1 := ctx.I(1)
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.Vector(t.Dims, t.Scalable, i1)
	case *ir.RankedTensorType:
		return ctx.RankedTensor(t.Dims, i1, t.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensor(i1)
	case *ir.MemRefType:
		return ctx.MemRef(t.Dims, i1, t.Layout, t.MemorySpace)
	case *ir.UnrankedMemRefType:
		return ctx.UnrankedMemRef(i1, t.MemorySpace)
	}
	return i1
}

// verifySelectCondition is ODS BooleanConditionOrMatchingShape<"condition",
// "result"> (an invariant).
func verifySelectCondition(op *ir.Operation) error {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil
	}
	ct := op.Operand(0).Type()
	if it, ok := ct.(*ir.IntegerType); ok && it.Width == 1 && it.IsSignless() {
		return nil
	}
	if !compatibleShapes(ct, op.Result(0).Type()) {
		return op.Errorf("failed to verify that condition is signless i1 or has matching shape")
	}
	return nil
}

func verifySelect(op *ir.Operation) error {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil
	}
	ct := op.Operand(0).Type()
	if it, ok := ct.(*ir.IntegerType); ok && it.Width == 1 && it.IsSignless() {
		return nil
	}
	rt := op.Result(0).Type()
	switch rt.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
	default:
		return op.Errorf("expected condition to be a signless i1, but got %s", tq(ct))
	}
	want := i1SameShape(op.Context(), rt)
	if ct != want {
		return op.Errorf("expected condition type to have the same shape as the result type, expected %s, but got %s", tq(want), tq(ct))
	}
	return nil
}

// --- casts (CastOpInterface::areCastCompatible) --------------------------------

// verifyCast reports MLIR's CastOpInterface error when the operand and
// result types are not compatible.
func verifyCast(op *ir.Operation, ok func(in, out ir.Type) bool) error {
	if op.NumResults() == 0 {
		return op.Errorf("expected at least one result for cast operation")
	}
	if op.NumOperands() == 1 && op.NumResults() == 1 && ok(op.Operand(0).Type(), op.Result(0).Type()) {
		return nil
	}
	msg := "operand type"
	switch op.NumOperands() {
	case 0:
		msg += "s []"
	case 1:
		msg += " '" + ts(op.Operand(0).Type()) + "'"
	default:
		msg += "s " + quotedList(op.OperandTypes())
	}
	if op.NumResults() == 1 {
		msg += " and result type '" + ts(op.Result(0).Type()) + "'"
	} else {
		msg += " and result types " + quotedList(op.ResultTypes())
	}
	return op.Errorf("%s are cast incompatible", msg)
}

func quotedList(types []ir.Type) string {
	s := ""
	for i, t := range types {
		if i > 0 {
			s += ", "
		}
		s += "'" + ts(t) + "'"
	}
	return s
}

// shapeOf returns the shape of a shaped type, whether it is shaped and
// whether it is ranked.
func shapeOf(t ir.Type) (dims []int64, shaped, ranked bool) {
	s, ok := t.(ir.ShapedType)
	if !ok {
		return nil, false, false
	}
	return s.Shape(), true, s.HasRank()
}

// compatibleShapes is MLIR's verifyCompatibleShape(Type, Type).
func compatibleShapes(a, b ir.Type) bool {
	da, sa, ra := shapeOf(a)
	db, sb, rb := shapeOf(b)
	if !sa {
		return !sb
	}
	if !sb {
		return false
	}
	if !ra || !rb {
		return true
	}
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] >= 0 && db[i] >= 0 && da[i] != db[i] {
			return false
		}
	}
	return true
}

func sameEncoding(a, b ir.Type) bool {
	ta, ok1 := a.(*ir.RankedTensorType)
	tb, ok2 := b.(*ir.RankedTensorType)
	if !ok1 || !ok2 {
		return true
	}
	return ta.Encoding == tb.Encoding
}

func validCastInputsAndOutputs(in, out ir.Type) bool {
	return sameEncoding(in, out) && compatibleShapes(in, out)
}

// underlying returns the element type of a vector or tensor (or memref
// when allowMemRef), or the type itself when it is not shaped; nil for
// other shaped types.
func underlying(t ir.Type, allowMemRef bool) ir.Type {
	switch t := t.(type) {
	case *ir.VectorType:
		return t.Elem
	case *ir.RankedTensorType:
		return t.Elem
	case *ir.UnrankedTensorType:
		return t.Elem
	case *ir.MemRefType:
		if allowMemRef {
			return t.Elem
		}
		return nil
	case *ir.UnrankedMemRefType:
		if allowMemRef {
			return t.Elem
		}
		return nil
	}
	if isShaped(t) {
		return nil
	}
	return t
}

func intOrFloatWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.FloatType:
		return t.Width(), true
	}
	return 0, false
}

func checkWidthChangeCast(in, out ir.Type, float, wider bool) bool {
	if !validCastInputsAndOutputs(in, out) {
		return false
	}
	src, dst := underlying(in, false), underlying(out, false)
	if src == nil || dst == nil {
		return false
	}
	if float {
		if _, ok := src.(*ir.FloatType); !ok {
			return false
		}
		if _, ok := dst.(*ir.FloatType); !ok {
			return false
		}
	} else {
		if _, ok := src.(*ir.IntegerType); !ok {
			return false
		}
		if _, ok := dst.(*ir.IntegerType); !ok {
			return false
		}
	}
	sw, _ := intOrFloatWidth(src)
	dw, _ := intOrFloatWidth(dst)
	if wider {
		return dw > sw
	}
	return dw < sw
}

func checkIntFloatCast(in, out ir.Type, fromFloat bool) bool {
	if !validCastInputsAndOutputs(in, out) {
		return false
	}
	src, dst := underlying(in, false), underlying(out, false)
	_, srcF := src.(*ir.FloatType)
	_, srcI := src.(*ir.IntegerType)
	_, dstF := dst.(*ir.FloatType)
	_, dstI := dst.(*ir.IntegerType)
	if fromFloat {
		return srcF && dstI
	}
	return srcI && dstF
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func areIndexCastCompatible(in, out ir.Type) bool {
	if !validCastInputsAndOutputs(in, out) {
		return false
	}
	src, dst := underlying(in, true), underlying(out, true)
	_, srcIdx := src.(*ir.IndexType)
	_, dstIdx := dst.(*ir.IndexType)
	return (srcIdx && isSignlessInt(dst)) || (isSignlessInt(src) && dstIdx)
}

func areBitcastCompatible(in, out ir.Type) bool {
	if !validCastInputsAndOutputs(in, out) {
		return false
	}
	src, dst := underlying(in, true), underlying(out, true)
	sw, ok1 := intOrFloatWidth(src)
	dw, ok2 := intOrFloatWidth(dst)
	return ok1 && ok2 && sw == dw
}

var _ = fmt.Sprintf
