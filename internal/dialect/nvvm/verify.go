package nvvm

import (
	"fmt"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The ops' hand-written verifiers (hasVerifier), from MLIR 19's
// NVVMDialect.cpp, with its messages. They run after the generic ODS
// checks, so attributes have the kinds ODS requires; they still check
// before use, to never panic on a generic-form op that skipped them.

func init() {
	hook("nvvm.barrier").Verify = verifyBarrier
	hook("nvvm.fence.proxy").Verify = verifyFenceProxy
	hook("nvvm.setmaxregister").Verify = verifySetMaxRegister
	hook("nvvm.shfl.sync").Verify = verifyShfl
	hook("nvvm.cp.async.shared.global").Verify = verifyCpAsync
	hook("nvvm.cp.async.bulk.tensor.shared.cluster.global").Verify = verifyCpAsyncBulkTensorGlobalToShared
	hook("nvvm.cp.async.bulk.tensor.global.shared.cta").Verify = verifyCpAsyncBulkTensorSharedToGlobal
	hook("nvvm.mma.sync").Verify = verifyMma
	hook("nvvm.wmma.load").Verify = verifyWMMALoad
	hook("nvvm.wmma.store").Verify = verifyWMMAStore
	hook("nvvm.wmma.mma").Verify = verifyWMMAMma
	hook("nvvm.ldmatrix").Verify = verifyLdMatrix
	hook("nvvm.stmatrix").Verify = verifyStMatrix
	hook("nvvm.wgmma.mma_async").Verify = verifyWgmmaMmaAsync
	hook("nvvm.cp.async.bulk.wait_group").Verify = verifyBulkWaitGroup
}

// verifyBulkWaitGroup checks the ConfinedAttr<I32Attr, [IntMinValue<0>]>
// constraint of `group`, which the generated spec records as a plain I32Attr.
func verifyBulkWaitGroup(op *ir.Operation) error {
	if g, ok := intAttr(op, "group"); ok && int32(g) < 0 {
		return opErr(op, "attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0")
	}
	return nil
}

// opErr is emitOpError; plainErr is emitError (no "'op' op " prefix).
func opErr(op *ir.Operation, format string, args ...any) error { return op.Errorf(format, args...) }

func plainErr(op *ir.Operation, format string, args ...any) error {
	return op.EmitError(format, args...)
}

func typeStr(t ir.Type) string { return asm.TypeString(t) }

// intAttr returns an integer attribute's value (0, false if absent).
func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

// addrSpace returns the address space of an !llvm.ptr value.
func addrSpace(v *ir.Value) (uint32, bool) {
	if p, ok := v.Type().(*llvm.PointerType); ok {
		return p.AddrSpace, true
	}
	return 0, false
}

// operandGroup returns the operands of ODS operand group i of an op
// without segment sizes whose groups are all single except one variadic
// group at index vi.
func operandGroup(op *ir.Operation, nGroups, vi, i int) []*ir.Value {
	all := op.Operands()
	nv := len(all) - (nGroups - 1)
	if nv < 0 {
		nv = 0
	}
	start := i
	if i > vi {
		start = i - 1 + nv
	}
	n := 1
	if i == vi {
		n = nv
	}
	if start > len(all) {
		start = len(all)
	}
	if start+n > len(all) {
		n = len(all) - start
	}
	return all[start : start+n]
}

func verifyBarrier(op *ir.Operation) error {
	segs := segments(op)
	if len(segs) == 2 && len(segs[1]) > 0 && len(segs[0]) == 0 {
		return opErr(op, "barrier id is missing, it should be set between 0 to 15")
	}
	return nil
}

func verifyFenceProxy(op *ir.Operation) error {
	kind := enumString(op, "kind")
	hasSpace := op.Attr("space") != nil
	if kind == "async.shared" && !hasSpace {
		return opErr(op, "async_shared fence requires space attribute")
	}
	if kind != "async.shared" && hasSpace {
		return opErr(op, "only async_shared fence can have space attribute")
	}
	return nil
}

func verifySetMaxRegister(op *ir.Operation) error {
	n, ok := intAttr(op, "regCount")
	if !ok {
		return nil
	}
	n32 := int64(int32(n))
	if n32%8 != 0 {
		return opErr(op, "new register size must be multiple of 8")
	}
	if n32 < 24 || n32 > 256 {
		return opErr(op, "new register size must be in between 24 to 256")
	}
	return nil
}

func verifyShfl(op *ir.Operation) error {
	if _, ok := op.Attr("return_value_and_is_valid").(*ir.UnitAttr); !ok {
		return nil
	}
	if op.NumResults() == 1 {
		if st, ok := op.Result(0).Type().(*llvm.StructType); ok {
			if body := st.Body(); len(body) == 2 {
				if it, ok := body[1].(*ir.IntegerType); ok && it.Width == 1 {
					return nil
				}
			}
		}
	}
	return plainErr(op, "expected return type to be a two-element struct with i1 as the second element")
}

func verifyCpAsync(op *ir.Operation) error {
	mod := enumString(op, "modifier")
	size, _ := intAttr(op, "size")
	size = int64(int32(size))
	if mod != "cg" && mod != "ca" {
		return plainErr(op, "Only CG and CA cache modifiers are supported.")
	}
	if size != 4 && size != 8 && size != 16 {
		return plainErr(op, "expected byte size to be either 4, 8 or 16.")
	}
	if mod == "cg" && size != 16 {
		return plainErr(op, "CG cache modifier is only support for 16 bytes copy.")
	}
	return nil
}

func verifyCpAsyncBulkTensorGlobalToShared(op *ir.Operation) error {
	segs := segments(op)
	if len(segs) < 5 {
		return nil
	}
	dims, im2col := len(segs[2]), len(segs[4])
	if dims < 1 || dims > 5 {
		return plainErr(op, "expects coordinates between 1 to 5 dimension")
	}
	if im2col > 0 {
		if dims < 3 {
			return plainErr(op, "to use im2col mode, the tensor has to be at least 3-dimensional")
		}
		if dims != im2col+2 {
			return plainErr(op, "im2col offsets must be 2 less than number of coordinates")
		}
	}
	return nil
}

func verifyCpAsyncBulkTensorSharedToGlobal(op *ir.Operation) error {
	segs := segments(op)
	if len(segs) >= 3 && len(segs[2]) > 5 {
		return plainErr(op, "Maximum 5 coordinates and dimension is supported.")
	}
	return nil
}

// Types used by the MMA verifiers.
type mmaTypes struct {
	ctx                    *ir.Context
	f16, f32, f64, i32     ir.Type
	f16x2                  ir.Type
	f16x2x4, f16x2x2       ir.Type
	s32x4, s32x2           ir.Type
	f32x8, f32x4, f64x2Lit ir.Type
}

func newMmaTypes(ctx *ir.Context) *mmaTypes {
	t := &mmaTypes{ctx: ctx}
	t.f16, t.f32, t.f64, t.i32 = ctx.Float(ir.F16), ctx.Float(ir.F32), ctx.Float(ir.F64), ctx.I(32)
	t.f16x2 = ctx.Vector([]int64{2}, nil, t.f16)
	t.f16x2x4 = t.lit(4, t.f16x2)
	t.f16x2x2 = t.lit(2, t.f16x2)
	t.s32x4 = t.lit(4, t.i32)
	t.s32x2 = t.lit(2, t.i32)
	t.f32x8 = t.lit(8, t.f32)
	t.f32x4 = t.lit(4, t.f32)
	t.f64x2Lit = t.lit(2, t.f64)
	return t
}

// lit is LLVMStructType::getLiteral of n elements of type e.
func (t *mmaTypes) lit(n int, e ir.Type) ir.Type {
	return llvm.LiteralStruct(t.ctx, repeat(n, e), false)
}

func repeat(n int, e ir.Type) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = e
	}
	return out
}

func isInt4PtxType(t string) bool { return t == "u4" || t == "s4" }
func isInt8PtxType(t string) bool { return t == "u8" || t == "s8" }
func isIntegerPtxType(t string) bool {
	return isInt4PtxType(t) || isInt8PtxType(t) || t == "b1" || t == "s32"
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func joinTypes(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = typeStr(t)
	}
	return strings.Join(parts, ", ")
}

// verifyMma is MmaOp::verify.
func verifyMma(op *ir.Operation) error {
	shape, ok := op.Attr("shape").(*MMAShapeAttr)
	if !ok || op.NumResults() != 1 {
		return nil
	}
	t := newMmaTypes(op.Context())
	aType := enumString(op, "multiplicandAPtxType")
	mma := [3]int64{int64(shape.M), int64(shape.N), int64(shape.K)}
	var allowedShapes [][3]int64
	var expectedA, expectedB, expectedC [][]ir.Type
	var expectedResult []ir.Type

	if mma[0] == 16 {
		var kFactor int64
		var fragType ir.Type
		switch aType {
		case "tf32":
			kFactor = 4
			fragType = t.i32
			expectedResult = append(expectedResult, t.f32x4)
		case "f16", "bf16":
			kFactor = 8
			fragType = t.f16x2
			expectedResult = append(expectedResult, t.f16x2x2, t.f32x4)
		case "s4", "u4":
			kFactor = 32
		case "b1":
			kFactor = 128
		case "s8", "u8":
			kFactor = 16
		default:
			return plainErr(op, "invalid shape or multiplicand type: %s", aType)
		}
		if isIntegerPtxType(aType) {
			expectedResult = append(expectedResult, t.s32x4)
			expectedC = append(expectedC, repeat(4, t.i32))
			fragType = t.i32
		} else {
			expectedC = append(expectedC, repeat(2, t.f16x2), repeat(4, t.f32))
		}
		unitA := (mma[0] / 8) * (mma[2] / kFactor)
		unitB := (mma[1] / 8) * (mma[2] / kFactor)
		expectedA = append(expectedA, repeat(int(max(unitA, 0)), fragType))
		expectedB = append(expectedB, repeat(int(max(unitB, 0)), fragType))
		allowedShapes = append(allowedShapes, [3]int64{16, 8, kFactor}, [3]int64{16, 8, kFactor * 2})
	}
	if mma[0] == 8 {
		if aType == "f16" {
			expectedA = append(expectedA, repeat(2, t.f16x2))
			expectedB = append(expectedB, repeat(2, t.f16x2))
			expectedResult = append(expectedResult, t.f16x2x4, t.f32x8)
			expectedC = append(expectedC, repeat(4, t.f16x2), repeat(8, t.f32))
			allowedShapes = append(allowedShapes, [3]int64{8, 8, 4})
		}
		if aType == "f64" {
			expectedA = append(expectedA, repeat(1, t.f64))
			expectedB = append(expectedB, repeat(1, t.f64))
			expectedC = append(expectedC, repeat(2, t.f64))
			expectedResult = append(expectedResult, t.f64x2Lit)
			allowedShapes = append(allowedShapes, [3]int64{8, 8, 4})
		}
		if isIntegerPtxType(aType) {
			expectedA = append(expectedA, []ir.Type{t.i32})
			expectedB = append(expectedB, []ir.Type{t.i32})
			expectedC = append(expectedC, []ir.Type{t.i32, t.i32})
			expectedResult = append(expectedResult, t.s32x2)
			if isInt4PtxType(aType) {
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 32})
			}
			if isInt8PtxType(aType) {
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 16})
			}
			if aType == "b1" {
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 128})
			}
		}
	}

	shapeOK := false
	for _, s := range allowedShapes {
		if s == mma {
			shapeOK = true
		}
	}
	if len(expectedA) == 0 || len(expectedB) == 0 || len(expectedC) == 0 || !shapeOK {
		return opErr(op, "unimplemented variant for MMA shape <%d, %d, %d>", mma[0], mma[1], mma[2])
	}

	segs := segments(op)
	for i, allowed := range [3][][]ir.Type{expectedA, expectedB, expectedC} {
		var got []ir.Type
		if i < len(segs) {
			for _, v := range segs[i] {
				got = append(got, v.Type())
			}
		}
		match := false
		for _, a := range allowed {
			if sameTypes(a, got) {
				match = true
			}
		}
		if !match {
			var b strings.Builder
			fmt.Fprintf(&b, "Could not match types for the %s operands; expected one of ", [3]string{"A", "B", "C"}[i])
			for _, x := range allowed {
				if len(x) == 0 {
					b.WriteString("0x<<NULL TYPE>> ")
					continue
				}
				fmt.Fprintf(&b, "%dx%s ", len(x), typeStr(x[0]))
			}
			b.WriteString("but got ")
			b.WriteString(joinTypes(got))
			return opErr(op, "%s", b.String())
		}
	}

	res := op.Result(0).Type()
	resOK := false
	for _, e := range expectedResult {
		if e == res {
			resOK = true
		}
	}
	if !resOK {
		return opErr(op, "Could not match allowed types for the result; expected one of %s but got %s",
			joinTypes(expectedResult), typeStr(res))
	}
	if aType == "b1" && op.Attr("b1Op") == nil {
		return opErr(op, "op requires b1Op attribute")
	}
	if (isInt4PtxType(aType) || isInt8PtxType(aType)) && op.Attr("intOverflowBehavior") == nil {
		return opErr(op, "op requires intOverflowBehavior attribute")
	}
	return nil
}

// geomOf returns a wmma op's m, n and k (I32Attr values, as ints).
func geomOf(op *ir.Operation) (m, n, k int) {
	mv, _ := intAttr(op, "m")
	nv, _ := intAttr(op, "n")
	kv, _ := intAttr(op, "k")
	return int(int32(mv)), int(int32(nv)), int(int32(kv))
}

func wmmaAddrSpaceOK(as uint32) bool { return as == 0 || as == 1 || as == 3 }

func verifyWMMALoad(op *ir.Operation) error {
	if op.NumOperands() < 1 || op.NumResults() != 1 {
		return nil
	}
	if as, ok := addrSpace(op.Operand(0)); ok && !wmmaAddrSpaceOK(as) {
		return opErr(op, "expected source pointer in memory space 0, 1, 3")
	}
	m, n, k := geomOf(op)
	eltype, frag := enumString(op, "eltype"), enumString(op, "frag")
	if WMMALoadIntrinsicID(m, n, k, enumString(op, "layout"), eltype, frag) == "" {
		return opErr(op, "invalid attribute combination")
	}
	et, num := inferMMATypeFromMNK(op.Context(), eltype, frag, m, n, k)
	if et == nil || num == 0 {
		return nil
	}
	if op.Result(0).Type() != llvm.LiteralStruct(op.Context(), repeat(num, et), false) {
		return opErr(op, "expected destination type is a structure of %d elements of type '%s'", num, typeStr(et))
	}
	return nil
}

func verifyWMMAStore(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	if as, ok := addrSpace(op.Operand(0)); ok && !wmmaAddrSpaceOK(as) {
		return opErr(op, "expected operands to be a source pointer in memory space 0, 1, 3")
	}
	m, n, k := geomOf(op)
	eltype := enumString(op, "eltype")
	if WMMAStoreIntrinsicID(m, n, k, enumString(op, "layout"), eltype) == "" {
		return opErr(op, "invalid attribute combination")
	}
	et, num := inferMMATypeFromMNK(op.Context(), eltype, "c", m, n, k)
	args := operandGroup(op, 3, 1, 1)
	if len(args) != num {
		return opErr(op, "expected %d data operands", num)
	}
	for _, a := range args {
		if a.Type() != et {
			return opErr(op, "expected data operands of type '%s'", typeStr(et))
		}
	}
	return nil
}

func verifyWMMAMma(op *ir.Operation) error {
	if op.NumResults() != 1 {
		return nil
	}
	m, n, k := geomOf(op)
	eltypeA, eltypeB := enumString(op, "eltypeA"), enumString(op, "eltypeB")
	if WMMAMmaIntrinsicID(m, n, k, enumString(op, "layoutA"), enumString(op, "layoutB"), eltypeA, eltypeB) == "" {
		return opErr(op, "invalid attribute combination")
	}
	ctx := op.Context()
	ta, na := inferMMATypeFromMNK(ctx, eltypeA, "a", m, n, k)
	tb, nb := inferMMATypeFromMNK(ctx, eltypeA, "b", m, n, k)
	tc, nc := inferMMATypeFromMNK(ctx, eltypeB, "c", m, n, k)
	var want []ir.Type
	want = append(want, repeat(na, ta)...)
	want = append(want, repeat(nb, tb)...)
	want = append(want, repeat(nc, tc)...)
	if op.NumOperands() != len(want) {
		return opErr(op, "expected %d arguments", len(want))
	}
	for i, w := range want {
		if op.Operand(i).Type() != w {
			return opErr(op, "expected argument %d to be of type '%s'", i, typeStr(w))
		}
	}
	if op.Result(0).Type() != llvm.LiteralStruct(ctx, repeat(nc, tc), false) {
		return opErr(op, "expected destination type is a structure of %d elements of type '%s'", nc, typeStr(tc))
	}
	return nil
}

func verifyLdMatrix(op *ir.Operation) error {
	if op.NumOperands() < 1 || op.NumResults() != 1 {
		return nil
	}
	if as, ok := addrSpace(op.Operand(0)); ok && as != 3 {
		return opErr(op, "expected source pointer in memory space 3")
	}
	num, _ := intAttr(op, "num")
	num = int64(int32(num))
	if num != 1 && num != 2 && num != 4 {
		return opErr(op, "expected num attribute to be 1, 2 or 4")
	}
	ctx := op.Context()
	res := op.Result(0).Type()
	if num == 1 && res != ir.Type(ctx.I(32)) {
		return opErr(op, "expected destination type is i32")
	}
	if num == 2 || num == 4 {
		if res != llvm.LiteralStruct(ctx, repeat(int(num), ctx.I(32)), false) {
			return opErr(op, "expected destination type is a structure of %d elements of type i32", num)
		}
	}
	return nil
}

func verifyStMatrix(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return nil
	}
	if as, ok := addrSpace(op.Operand(0)); ok && as != 3 {
		return opErr(op, "expected source pointer in memory space 3")
	}
	n := op.NumOperands() - 1
	if n != 1 && n != 2 && n != 4 {
		return opErr(op, "expected num attribute to be 1, 2 or 4")
	}
	return nil
}

func allowedSizeK(typeA string) (int64, bool) {
	switch typeA {
	case "tf32":
		return 8, true
	case "f16", "bf16":
		return 16, true
	case "s8", "u8", "e4m3", "e5m2":
		return 32, true
	case "b1":
		return 256, true
	}
	return 0, false
}

func isAllowedWGMMADataType(typeD, typeA, typeB string) bool {
	switch typeA {
	case "f16":
		return (typeD == "f32" || typeD == "f16") && typeB == "f16"
	case "tf32":
		return typeD == "f32" && typeB == "tf32"
	case "u8", "s8":
		return typeD == "s32" && (typeB == "u8" || typeB == "s8")
	case "b1":
		return typeD == "s32" && typeB == "b1"
	case "bf16":
		return (typeD == "f32" || typeD == "f16") && typeB == "bf16"
	case "e4m3", "e5m2":
		return (typeD == "f32" || typeD == "f16") && (typeB == "e5m2" || typeB == "e4m3")
	}
	return false
}

func isAllowedSizeN(n int64, typeA string) bool {
	switch typeA {
	case "f16", "tf32", "bf16", "e4m3", "e5m2":
		return n >= 8 && n <= 256 && n%8 == 0
	case "u8", "s8", "b1":
		return n >= 8 && n <= 256 && (n <= 32 && n%8 == 0 || n%16 == 0)
	}
	return false
}

func verifyWgmmaMmaAsync(op *ir.Operation) error {
	if op.NumResults() != 1 {
		return nil
	}
	// PredOpTrait TCresIsSameAsOpBase<0, 0>, part of the ODS invariants.
	if op.NumOperands() > 0 && op.Operand(0).Type() != op.Result(0).Type() {
		return opErr(op, "failed to verify that input struct and result struct must be the same type")
	}
	st, ok := op.Result(0).Type().(*llvm.StructType)
	if !ok {
		return opErr(op, "expected results to be struct")
	}
	body := st.Body()
	typeD, typeA, typeB := enumString(op, "typeD"), enumString(op, "typeA"), enumString(op, "typeB")
	for _, t := range body {
		if t != body[0] {
			return opErr(op, "all elements in struct must be same type but there is '%s'", typeStr(t))
		}
	}
	if typeD != "f32" && typeD != "f16" && typeD != "s32" {
		return opErr(op, "does not support the given output type %s", typeD)
	}
	if typeD == "s32" && (enumString(op, "scaleA") == "neg" || enumString(op, "scaleB") == "neg") {
		return opErr(op, "has s32 output, scaleA and scaleB cannot be neg")
	}
	if !isAllowedWGMMADataType(typeD, typeA, typeB) {
		return opErr(op, "%s += %s * %s, it is not supported.", typeD, typeA, typeB)
	}
	shape, ok := op.Attr("shape").(*MMAShapeAttr)
	if !ok {
		return nil
	}
	if shape.M != 64 {
		return opErr(op, "shape 'm' must be 64")
	}
	if k, ok := allowedSizeK(typeA); !ok || k != int64(shape.K) {
		return opErr(op, "shape 'k' must be %d for input type %s", k, typeA)
	}
	if !isAllowedSizeN(int64(shape.N), typeA) {
		return opErr(op, "has input type %s n is set to %d, it is not supported.", typeA, shape.N)
	}
	layoutA, layoutB := enumString(op, "layoutA"), enumString(op, "layoutB")
	if typeA != "f16" && typeA != "bf16" && (layoutA == "col" || layoutB == "row") {
		return opErr(op, "given layouts layout_a = %s and layout_b = %s for input types %s and %s requires transpose. However, this is only supported for: f16 and bf16",
			layoutA, layoutB, typeA, typeB)
	}
	expected := 0
	if typeD == "f32" || typeD == "s32" {
		expected = shape.N / 2
	}
	if typeD == "f16" {
		expected = shape.N / 4
	}
	if len(body) != expected {
		return opErr(op, "results %d, however output struct has %d elements", expected, len(body))
	}
	if typeD != "s32" && enumString(op, "satfinite") == "satfinite" {
		return opErr(op, " `satfinite` can be only used with s32 accumulator, however the current accumulator is %s", typeD)
	}
	return nil
}
