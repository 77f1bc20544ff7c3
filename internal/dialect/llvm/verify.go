package llvm

import (
	"gpuc/internal/ir"
)

// Verifiers of the LLVM ops with hasVerifier / verifySymbolUses in MLIR
// 19's LLVMOps.td (the C++ in LLVMDialect.cpp); the ops with custom syntax
// register theirs next to their parsers.

func init() {
	hook("llvm.sext").Verify = verifyExt
	hook("llvm.zext").Verify = verifyExt
	hook("llvm.bitcast").Verify = verifyBitcast
	hook("llvm.extractvalue").Verify = verifyExtractValue
	hook("llvm.insertvalue").Verify = verifyInsertValue
	hook("llvm.return").Verify = verifyReturn
	hook("llvm.mlir.constant").Verify = verifyConstant
	hook("llvm.mlir.zero").Verify = verifyZero
	hook("llvm.load").Verify = func(op *ir.Operation) error {
		if op.NumResults() == 0 {
			return nil
		}
		return verifyAtomicMemOp(op, op.Result(0).Type(), atomicRelease, atomicAcqRel)
	}
	hook("llvm.store").Verify = func(op *ir.Operation) error {
		if op.NumOperands() == 0 {
			return nil
		}
		return verifyAtomicMemOp(op, op.Operand(0).Type(), atomicAcquire, atomicAcqRel)
	}
	hook("llvm.atomicrmw").Verify = verifyAtomicRMW
	hook("llvm.cmpxchg").Verify = verifyCmpXchg
	hook("llvm.fence").Verify = verifyFence
	hook("llvm.shufflevector").Verify = verifyShuffleVector
	hook("llvm.getelementptr").Verify = verifyGEP
	hook("llvm.switch").Verify = func(op *ir.Operation) error {
		if err := verifySwitchSuccessors(op); err != nil {
			return err
		}
		return verifySwitch(op)
	}
	hook("llvm.br").Verify = func(op *ir.Operation) error {
		return verifySuccessorOperands(op, 0, op.Operands())
	}
	hook("llvm.cond_br").Verify = func(op *ir.Operation) error {
		groups := operandGroups(op, "operandSegmentSizes")
		if len(groups) != 3 {
			return nil
		}
		if err := verifySuccessorOperands(op, 0, groups[1]); err != nil {
			return err
		}
		return verifySuccessorOperands(op, 1, groups[2])
	}
	hook("llvm.mlir.addressof").VerifySymbolUses = verifyAddressOf
	// The pointer vector matches the data vector but for its element type.
	maskedPtrs := func(op *ir.Operation, ptrs, data ir.Type, operand int) error {
		n, sc := VectorNumElements(data)
		want := VectorType(op.Context(), VectorElementType(ptrs), n, sc)
		if ptrs != want {
			return op.Errorf("expected operand #%d type to be %s", operand, quoteType(want))
		}
		return nil
	}
	hook("llvm.intr.masked.gather").Verify = func(op *ir.Operation) error {
		if op.NumOperands() < 1 || op.NumResults() < 1 || VectorElementType(op.Operand(0).Type()) == nil {
			return nil
		}
		return maskedPtrs(op, op.Operand(0).Type(), op.Result(0).Type(), 1)
	}
	hook("llvm.intr.masked.scatter").Verify = func(op *ir.Operation) error {
		if op.NumOperands() < 2 || VectorElementType(op.Operand(1).Type()) == nil {
			return nil
		}
		return maskedPtrs(op, op.Operand(1).Type(), op.Operand(0).Type(), 2)
	}
	hook("llvm.call_intrinsic").Verify = func(op *ir.Operation) error {
		if s, ok := op.Attr("intrin").(*ir.StringAttr); ok && !hasPrefix(s.Value, "llvm.") {
			return op.Errorf("intrinsic name must start with 'llvm.'")
		}
		return nil
	}
	hook("llvm.linker_options").Verify = func(op *ir.Operation) error {
		if p := op.ParentOp(); p != nil && !satisfiesLLVMModule(p) {
			return op.Errorf("must appear at the module level")
		}
		return nil
	}
	hook("llvm.comdat").Verify = verifySymbolInterface
	hook("llvm.comdat").VerifyRegions = func(op *ir.Operation) error {
		// The SymbolTable region trait runs before the op's verifyRegions.
		if err := ir.VerifySymbolTable(op); err != nil {
			return err
		}
		for b := op.Region(0).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() != "llvm.comdat_selector" {
					return o.EmitError("only comdat selector symbols can appear in a comdat region")
				}
			}
		}
		return nil
	}
	hook("llvm.comdat").Traits |= ir.Symbol
	hook("llvm.comdat_selector").Traits |= ir.Symbol
	hook("llvm.comdat_selector").Verify = verifySymbolInterface
	for _, n := range []string{"llvm.mlir.global_ctors", "llvm.mlir.global_dtors"} {
		list := "ctors"
		if n == "llvm.mlir.global_dtors" {
			list = "dtors"
		}
		hook(n).Verify = func(op *ir.Operation) error {
			a, _ := op.Attr(list).(*ir.ArrayAttr)
			pr, _ := op.Attr("priorities").(*ir.ArrayAttr)
			if a != nil && pr != nil && len(a.Elems) != len(pr.Elems) {
				return op.EmitError("mismatch between the number of %s and the number of priorities", list)
			}
			return nil
		}
		hook(n).VerifySymbolUses = func(op *ir.Operation, syms *ir.SymbolTableCollection) error {
			a, _ := op.Attr(list).(*ir.ArrayAttr)
			if a == nil {
				return nil
			}
			for _, e := range a.Elems {
				ref, ok := e.(*ir.SymbolRefAttr)
				if !ok {
					continue
				}
				fn := syms.LookupSymbolRef(op, ref)
				if fn == nil || fn.Name() != "llvm.func" {
					return op.Errorf("'%s' does not reference a valid LLVM function", ref.Root)
				}
				if fn.Region(0).Empty() {
					return op.Errorf("'%s' does not have a definition", ref.Root)
				}
			}
			return nil
		}
	}
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// satisfiesLLVMModule reports ops that can hold LLVM globals: symbol
// tables isolated from above.
func satisfiesLLVMModule(op *ir.Operation) bool {
	return op.HasTrait(ir.SymbolTable) && op.HasTrait(ir.IsolatedFromAbove)
}

func elementTypeOrSelf(t ir.Type) ir.Type {
	if e := VectorElementType(t); e != nil {
		return e
	}
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

func intOrFloatWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return t.Width()
	case *ir.IndexType:
		return 64
	}
	return 0
}

func verifyExt(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() == 0 {
		return nil
	}
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	inVec, outVec := isAnyVector(in), isAnyVector(out)
	switch {
	case inVec && !outVec:
		return op.EmitError("input type is a vector but output type is an integer")
	case !inVec && outVec:
		return op.EmitError("input type is an integer but output type is a vector")
	case inVec:
		n1, s1 := VectorNumElements(in)
		n2, s2 := VectorNumElements(out)
		if n1 != n2 || s1 != s2 {
			return op.EmitError("input and output vectors are of incompatible shape")
		}
	}
	src := intOrFloatWidth(elementTypeOrSelf(op.Operand(0).Type()))
	dst := intOrFloatWidth(elementTypeOrSelf(op.Result(0).Type()))
	if src >= dst {
		return op.EmitError("integer width of the output type is smaller or equal to the integer width of the input type")
	}
	return nil
}

func isAnyVector(t ir.Type) bool {
	switch t.(type) {
	case *ir.VectorType, *FixedVectorType, *ScalableVectorType:
		return true
	}
	return false
}

func verifyBitcast(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() == 0 {
		return nil
	}
	resT, srcT := op.Result(0).Type(), op.Operand(0).Type()
	res, resPtr := elementTypeOrSelf(resT).(*PointerType)
	src, srcPtr := elementTypeOrSelf(srcT).(*PointerType)
	if resPtr != srcPtr {
		return op.Errorf("can only cast pointers from and to pointers")
	}
	if !resPtr {
		return nil
	}
	if isAnyVector(resT) && !isAnyVector(srcT) {
		return op.Errorf("cannot cast pointer to vector of pointers")
	}
	if !isAnyVector(resT) && isAnyVector(srcT) {
		return op.Errorf("cannot cast vector of pointers to pointer")
	}
	if res.AddrSpace != src.AddrSpace {
		return op.Errorf("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
	}
	return nil
}

func positionOf(op *ir.Operation) []int64 {
	if d, ok := op.Attr("position").(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

func verifyExtractValue(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() == 0 {
		return nil
	}
	container := op.Operand(0).Type()
	t, msg := InsertExtractValueElementType(container, positionOf(op))
	if msg != "" {
		return op.Errorf("%s", msg)
	}
	if op.Result(0).Type() != t {
		return op.Errorf("Type mismatch: extracting from %s should produce %s but this op returns %s",
			quoteType(container), quoteType(t), quoteType(op.Result(0).Type()))
	}
	return nil
}

func verifyInsertValue(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	container := op.Operand(0).Type()
	t, msg := InsertExtractValueElementType(container, positionOf(op))
	if msg != "" {
		return op.Errorf("%s", msg)
	}
	if op.Operand(1).Type() != t {
		return op.Errorf("Type mismatch: cannot insert %s into %s", quoteType(op.Operand(1).Type()), quoteType(container))
	}
	return nil
}

func enclosingLLVMFunc(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			return p
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	fn := enclosingLLVMFunc(op)
	if fn == nil {
		return nil
	}
	ft := FuncType(fn)
	if ft == nil {
		return nil
	}
	note := func(d *ir.Diagnostic) error {
		d.Note(fn.Loc(), "when returning from function")
		return d
	}
	if _, void := ft.Result.(*VoidType); void {
		if op.NumOperands() == 0 {
			return nil
		}
		return note(op.Errorf("expected no operands"))
	}
	if op.NumOperands() == 0 {
		return note(op.Errorf("expected 1 operand"))
	}
	if ft.Result != op.Operand(0).Type() {
		return note(op.Errorf("mismatching result types"))
	}
	return nil
}

func isInteger(t ir.Type, w int) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == w && it.IsSignless()
}

func verifyConstant(op *ir.Operation) error {
	if op.NumResults() == 0 {
		return nil
	}
	t := op.Result(0).Type()
	v := op.Attr("value")
	if s, ok := v.(*ir.StringAttr); ok {
		at, _ := t.(*ArrayType)
		if at == nil || at.Len != uint64(len(s.Value)) || !isInteger(at.Elem, 8) {
			return op.Errorf("expected array type of %d i8 elements for the string constant", len(s.Value))
		}
		return nil
	}
	if st, ok := t.(*StructType); ok {
		body := st.Body()
		if len(body) != 2 || body[0] != body[1] {
			return op.EmitError("expected struct type with two elements of the same type, the type of a complex constant")
		}
		arr, ok := v.(*ir.ArrayAttr)
		if !ok || len(arr.Elems) != 2 {
			return op.Errorf("expected array attribute with two elements, representing a complex constant")
		}
		re, ok1 := arr.Elems[0].(ir.TypedAttr)
		im, ok2 := arr.Elems[1].(ir.TypedAttr)
		if !ok1 || !ok2 || re.AttrType() != im.AttrType() {
			return op.Errorf("expected array attribute with two elements of the same type")
		}
		switch e := body[0].(type) {
		case *ir.IntegerType:
		case *ir.FloatType:
			if e.Kind != ir.F16 && e.Kind != ir.F32 && e.Kind != ir.F64 {
				return op.EmitError("expected struct element types to be floating point type or integer type")
			}
		default:
			return op.EmitError("expected struct element types to be floating point type or integer type")
		}
		return nil
	}
	if _, ok := t.(*TargetExtType); ok {
		return op.Errorf("does not support target extension type.")
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.ArrayAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr,
		*ir.SparseElementsAttr, *ir.DenseResourceAttr:
	default:
		return op.Errorf("only supports integer, float, string or elements attributes")
	}
	if _, ok := v.(*ir.IntegerAttr); ok {
		if _, ok := t.(*ir.IntegerType); !ok {
			return op.Errorf("expected integer type")
		}
	}
	if fa, ok := v.(*ir.FloatAttr); ok {
		w := fa.Type.Width()
		if ft, ok := t.(*ir.FloatType); ok && ft.Width() != w {
			return op.Errorf("expected float type of width %d", w)
		}
		if it, ok := t.(*ir.IntegerType); ok && it.Width != w {
			return op.Errorf("expected integer type of width %d", w)
		}
	}
	if d, ok := v.(*ir.DenseElementsAttr); ok && d.Splat {
		switch t.(type) {
		case *ir.VectorType, *ArrayType, *FixedVectorType, *ScalableVectorType:
		default:
			return op.Errorf("expected vector or array type")
		}
	}
	return nil
}

func verifyZero(op *ir.Operation) error {
	if op.NumResults() == 0 {
		return nil
	}
	if te, ok := op.Result(0).Type().(*TargetExtType); ok && !hasPrefix(te.Name, "spirv.") {
		return op.Errorf("target extension type does not support zero-initializer")
	}
	return nil
}

// Atomic orderings.
const (
	atomicNotAtomic = 0
	atomicUnordered = 1
	atomicMonotonic = 2
	atomicAcquire   = 4
	atomicRelease   = 5
	atomicAcqRel    = 6
)

var enAtomicOrdering = enumByName("AtomicOrdering")

// typeSizeInBits is the default data layout size of an atomic-capable
// type (0 when unknown).
func typeSizeInBits(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return t.Width()
	case *PPCFP128Type:
		return 128
	case *PointerType:
		return 64
	}
	return 0
}

// isTypeCompatibleWithAtomicOp: integers, floats and pointers of a power
// of two size of at least 8 bits.
func isTypeCompatibleWithAtomicOp(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *PointerType:
	default:
		if !IsCompatibleFloatingPointType(t) {
			return false
		}
	}
	w := typeSizeInBits(t)
	return w >= 8 && w&(w-1) == 0
}

func orderingOf(op *ir.Operation, name string) int64 {
	return intAttrValue(op.Attr(name), atomicNotAtomic)
}

func verifyAtomicMemOp(op *ir.Operation, valueType ir.Type, unsupported ...int64) error {
	ord := orderingOf(op, "ordering")
	if ord != atomicNotAtomic {
		if !isTypeCompatibleWithAtomicOp(valueType) {
			return op.Errorf("unsupported type %s for atomic access", quoteType(valueType))
		}
		for _, u := range unsupported {
			if ord == u {
				return op.Errorf("unsupported ordering '%s'", enumString(enAtomicOrdering, uint64(ord)))
			}
		}
		if op.Attr("alignment") == nil {
			return op.Errorf("expected alignment for atomic access")
		}
		return nil
	}
	if op.Attr("syncscope") != nil {
		return op.Errorf("expected syncscope to be null for non-atomic access")
	}
	return nil
}

// AtomicBinOp values used by the verifier.
const (
	binXchg = 0
	binFAdd = 11
	binFSub = 12
	binFMax = 13
	binFMin = 14
)

func verifyAtomicRMW(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	valType := op.Operand(1).Type()
	switch intAttrValue(op.Attr("bin_op"), 0) {
	case binFAdd, binFSub, binFMin, binFMax:
		if !IsCompatibleFloatingPointType(valType) {
			return op.Errorf("expected LLVM IR floating point type")
		}
	case binXchg:
		if !isTypeCompatibleWithAtomicOp(valType) {
			return op.Errorf("unexpected LLVM IR type for 'xchg' bin_op")
		}
	default:
		it, _ := valType.(*ir.IntegerType)
		w := 0
		if it != nil {
			w = it.Width
		}
		if w != 8 && w != 16 && w != 32 && w != 64 {
			return op.Errorf("expected LLVM IR integer type")
		}
	}
	if orderingOf(op, "ordering") < atomicMonotonic {
		return op.Errorf("expected at least 'monotonic' ordering")
	}
	return nil
}

func verifyCmpXchg(op *ir.Operation) error {
	if op.NumOperands() < 3 {
		return nil
	}
	if !isTypeCompatibleWithAtomicOp(op.Operand(2).Type()) {
		return op.Errorf("unexpected LLVM IR type")
	}
	succ, fail := orderingOf(op, "success_ordering"), orderingOf(op, "failure_ordering")
	if succ < atomicMonotonic || fail < atomicMonotonic {
		return op.Errorf("ordering must be at least 'monotonic'")
	}
	if fail == atomicRelease || fail == atomicAcqRel {
		return op.Errorf("failure ordering cannot be 'release' or 'acq_rel'")
	}
	return nil
}

func verifyFence(op *ir.Operation) error {
	switch orderingOf(op, "ordering") {
	case atomicNotAtomic, atomicUnordered, atomicMonotonic:
		return op.Errorf("can be given only acquire, release, acq_rel, and seq_cst orderings")
	}
	return nil
}

func verifyShuffleVector(op *ir.Operation) error {
	if op.NumOperands() == 0 || !IsScalableVectorType(op.Operand(0).Type()) {
		return nil
	}
	if d, ok := op.Attr("mask").(*ir.DenseArrayAttr); ok {
		for _, v := range d.Ints {
			if v != 0 {
				return op.Errorf("expected a splat operation for scalable vectors")
			}
		}
	}
	return nil
}

func verifyGEP(op *ir.Operation) error {
	raw, _ := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if raw == nil {
		return nil
	}
	dyn := 0
	for _, c := range raw.Ints {
		if c == GEPDynamicIndex {
			dyn++
		}
	}
	if dyn != op.NumOperands()-1 {
		return op.Errorf("expected as many dynamic indices as specified in 'rawConstantIndices'")
	}
	ta, ok := op.Attr("elem_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	// verifyStructIndices, from index 1 on.
	t := ta.Type
	for pos := 1; pos < len(raw.Ints); pos++ {
		switch ct := t.(type) {
		case *StructType:
			c := raw.Ints[pos]
			if c == GEPDynamicIndex {
				return op.Errorf("expected index %d indexing a struct to be constant", pos)
			}
			body := ct.Body()
			if c < 0 || c >= int64(len(body)) {
				return op.Errorf("index %d indexing a struct is out of bounds", pos)
			}
			t = body[c]
		case *ir.VectorType:
			t = ct.Elem
		case *ArrayType:
			t = ct.Elem
		default:
			return op.Errorf("type %s cannot be indexed (index #%d)", quoteType(t), pos)
		}
	}
	return nil
}

// operandGroups splits the operands by a segment sizes attribute.
func operandGroups(op *ir.Operation, attr string) [][]*ir.Value {
	seg, ok := op.Attr(attr).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	return splitBySegments(op.Operands(), seg.Ints)
}

func splitBySegments(flat []*ir.Value, sizes []int64) [][]*ir.Value {
	out := make([][]*ir.Value, len(sizes))
	i := 0
	for k, n := range sizes {
		if n < 0 || i+int(n) > len(flat) {
			return nil
		}
		out[k] = flat[i : i+int(n)]
		i += int(n)
	}
	return out
}

// verifySuccessorOperands is BranchOpInterface's
// verifyBranchSuccessorOperands for successor succ.
func verifySuccessorOperands(op *ir.Operation, succ int, operands []*ir.Value) error {
	if succ >= op.NumSuccessors() {
		return nil
	}
	dest := op.Successor(succ)
	if len(operands) != dest.NumArgs() {
		return op.EmitError("branch has %d operands for successor #%d, but target block has %d", len(operands), succ, dest.NumArgs())
	}
	for i, v := range operands {
		if v.Type() != dest.Arg(i).Type() {
			return op.EmitError("type mismatch for bb argument #%d of successor #%d", i, succ)
		}
	}
	return nil
}

func verifySwitchSuccessors(op *ir.Operation) error {
	groups := operandGroups(op, "operandSegmentSizes")
	if len(groups) != 3 {
		return nil
	}
	if err := verifySuccessorOperands(op, 0, groups[1]); err != nil {
		return err
	}
	seg, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	cases := splitBySegments(groups[2], seg.Ints)
	for i, c := range cases {
		if err := verifySuccessorOperands(op, i+1, c); err != nil {
			return err
		}
	}
	return nil
}

func verifySwitch(op *ir.Operation) error {
	cv := op.Attr("case_values")
	ncases := op.NumSuccessors() - 1
	if ncases < 0 {
		ncases = 0
	}
	var n int64 = -1
	var elem ir.Type
	if ea, ok := cv.(*ir.DenseElementsAttr); ok {
		n = ir.NumElements(ea.Type)
		elem = ea.Type.ElementType()
	}
	if (cv == nil && ncases != 0) || (cv != nil && n != int64(ncases)) {
		return op.Errorf("expects number of case values to match number of case destinations")
	}
	if w, ok := op.Attr("branch_weights").(*ir.DenseArrayAttr); ok && len(w.Ints) != op.NumSuccessors() {
		return op.EmitError("expects number of branch weights to match number of successors: %d vs %d", len(w.Ints), op.NumSuccessors())
	}
	if cv != nil && op.NumOperands() > 0 && op.Operand(0).Type() != elem {
		return op.EmitError("expects case value type to match condition value type")
	}
	return nil
}

// parentLLVMModule is the closest ancestor that can hold LLVM globals.
func parentLLVMModule(op *ir.Operation) *ir.Operation {
	m := op.ParentOp()
	for m != nil && !satisfiesLLVMModule(m) {
		m = m.ParentOp()
	}
	return m
}

func verifyAddressOf(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("global_name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	var sym *ir.Operation
	if m := parentLLVMModule(op); m != nil {
		sym = syms.LookupSymbolIn(m, ref.Root)
	}
	isGlobal := sym != nil && sym.Name() == "llvm.mlir.global"
	isFunc := sym != nil && sym.Name() == "llvm.func"
	if !isGlobal && !isFunc {
		return op.Errorf("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
	}
	if isGlobal && op.NumResults() > 0 {
		pt, _ := op.Result(0).Type().(*PointerType)
		as := intAttrValue(sym.Attr("addr_space"), 0)
		if pt != nil && int64(pt.AddrSpace) != as {
			return op.Errorf("pointer address space must match address space of the referenced global")
		}
	}
	return nil
}
