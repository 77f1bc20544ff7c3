package memref

import (
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
)

// Verifiers of the memref ops (MemRefOps.cpp, MLIR 19).

func init() {
	hook("memref.alloc").Verify = func(op *ir.Operation) error { return verifyAllocLike(op) }
	hook("memref.alloca").Verify = verifyAlloca
	hook("memref.realloc").Verify = verifyRealloc
	hook("memref.alloca_scope").VerifyRegions = verifyAllocaScopeRegions
	hook("memref.assume_alignment").Verify = verifyAssumeAlignment
	hook("memref.cast").Verify = chain(func(op *ir.Operation) error { return verifyCast(op, castCompatible) },
		arith.VerifySameOperandsAndResultShape)
	hook("memref.memory_space_cast").Verify = chain(func(op *ir.Operation) error { return verifyCast(op, memorySpaceCastCompatible) },
		arith.VerifySameOperandsAndResultElementType, arith.VerifySameOperandsAndResultShape)
	hook("memref.dma_start").Verify = verifyDmaStart
	hook("memref.dma_wait").Verify = verifyDmaWait
	hook("memref.generic_atomic_rmw").Verify = verifyGenericAtomicRMW
	hook("memref.generic_atomic_rmw").VerifyRegions = verifyImplicitTerminator("memref.atomic_yield")
	hook("memref.atomic_yield").Verify = verifyAtomicYield
	hook("memref.atomic_rmw").Verify = verifyAtomicRMW
	hook("memref.global").Verify = verifyGlobal
	// MemRef_Op<"global", [Symbol]>: the generated spec lists it as
	// Interface:SymbolOpInterface.
	hook("memref.global").Traits = ir.Symbol
	hook("memref.get_global").VerifySymbolUses = verifyGetGlobalUses
	hook("memref.load").Verify = verifyLoad
	hook("memref.store").Verify = verifyStore
	hook("memref.prefetch").Verify = verifyPrefetch
	hook("memref.reinterpret_cast").Verify = verifyReinterpretCast
	hook("memref.reshape").Verify = verifyReshape
	hook("memref.subview").Verify = verifySubView
	hook("memref.transpose").Verify = verifyTranspose
	hook("memref.view").Verify = verifyView
	hook("memref.expand_shape").Verify = verifyExpandShape
	hook("memref.collapse_shape").Verify = verifyCollapseShape
	hook("memref.alloca_scope").Verify = verifyAllocaScope
	hook("memref.extract_strided_metadata").Verify = func(op *ir.Operation) error {
		return verifyInferredTypes(op, inferExtractStridedMetadata)
	}
	h := hook("memref.generic_atomic_rmw")
	rmw := h.Verify
	h.Verify = func(op *ir.Operation) error {
		if err := verifySingleBlock(op, true); err != nil {
			return err
		}
		return rmw(op)
	}
}

// verifySingleBlock is the SingleBlock trait's check.
func verifySingleBlock(op *ir.Operation, needTerminator bool) error {
	for i, r := range op.Regions() {
		if r.Empty() {
			continue
		}
		if !r.HasOneBlock() {
			return op.Errorf("expects region #%d to have 0 or 1 blocks", i)
		}
		if needTerminator && r.First().Empty() {
			return op.Errorf("expects a non-empty block")
		}
	}
	return nil
}

// verifyAllocaScope checks SingleBlock, the SizedRegion<1> body and
// NoRegionArguments.
func verifyAllocaScope(op *ir.Operation) error {
	if err := verifySingleBlock(op, true); err != nil {
		return err
	}
	if op.NumRegions() == 1 {
		if op.Region(0).NumBlocks() != 1 {
			return op.Errorf("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
		}
		if op.Region(0).First().NumArgs() != 0 {
			return op.Errorf("region should have no arguments")
		}
	}
	return nil
}

func ts(t ir.Type) string { return asm.TypeString(t) }

// tq prints a type as MLIR diagnostics stream one: quoted.
func tq(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

func memrefOf(v *ir.Value) *ir.MemRefType {
	m, _ := v.Type().(*ir.MemRefType)
	return m
}

func operandGroup(op *ir.Operation, i int) []*ir.Value {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(a.Ints) {
		return nil
	}
	start := 0
	for _, n := range a.Ints[:i] {
		start += int(n)
	}
	end := start + int(a.Ints[i])
	if end > op.NumOperands() || start > end {
		return nil
	}
	return op.Operands()[start:end]
}

func denseInts(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

func numDynamicDims(m *ir.MemRefType) int {
	n := 0
	for _, d := range m.Dims {
		if d == Dynamic {
			n++
		}
	}
	return n
}

// verifyImplicitTerminator is SingleBlockImplicitTerminator's region check.
func verifyImplicitTerminator(term string) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, r := range op.Regions() {
			if r.Empty() {
				continue
			}
			last := r.First().Last()
			if last == nil || last.Name() == term {
				continue
			}
			d := op.Errorf("expects regions to end with '%s', found '%s'", term, last.Name())
			d.Note(op.Loc(), "in custom textual format, the absence of terminator implies '%s'", term)
			return d
		}
		return nil
	}
}

// --- alloc / alloca / realloc --------------------------------------------------

func verifyAllocLike(op *ir.Operation) error {
	if op.NumResults() != 1 {
		return nil
	}
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return op.Errorf("result must be a memref")
	}
	if len(operandGroup(op, 0)) != numDynamicDims(m) {
		return op.Errorf("dimension operand count does not equal memref dynamic dimension count")
	}
	numSymbols := 0
	switch l := m.Layout.(type) {
	case *ir.AffineMapAttr:
		if !l.Map.IsIdentity() {
			numSymbols = l.Map.NumSymbols
		}
	case *ir.StridedLayoutAttr:
		// getAffineMap of a strided layout: a symbol per dynamic stride
		// and for a dynamic offset.
		if mp := stridedLinearLayoutMap(l.Strides, l.Offset); !mp.IsIdentity() {
			numSymbols = mp.NumSymbols
		}
	}
	if got := len(operandGroup(op, 1)); got != numSymbols {
		return op.Errorf("symbol operand count does not equal memref symbol count: expected %d, got %d", numSymbols, got)
	}
	return nil
}

// allocationScopes are the ops with the AutomaticAllocationScope trait.
var allocationScopes = map[string]bool{
	"func.func": true, "llvm.func": true, "gpu.func": true, "gpu.launch": true,
	"scf.for": true, "scf.parallel": true, "scf.forall": true, "memref.alloca_scope": true,
}

func verifyAlloca(op *ir.Operation) error {
	found := false
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if allocationScopes[p.Name()] {
			found = true
			break
		}
	}
	if !found {
		return op.Errorf("requires an ancestor op with AutomaticAllocationScope trait")
	}
	return verifyAllocLike(op)
}

func verifyRealloc(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	src := memrefOf(op.Operand(0))
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	if !layoutIsIdentity(src) {
		return op.EmitError("unsupported layout for source memref type %s", tq(src))
	}
	if !layoutIsIdentity(res) {
		return op.EmitError("unsupported layout for result memref type %s", tq(res))
	}
	if src.MemorySpace != res.MemorySpace {
		return op.EmitError("different memory spaces specified for source memref type %s and result memref type %s", tq(src), tq(res))
	}
	if src.Elem != res.Elem {
		return op.EmitError("different element types specified for source memref type %s and result memref type %s", tq(src), tq(res))
	}
	hasSize := op.NumOperands() > 1
	if numDynamicDims(res) > 0 && !hasSize {
		return op.EmitError("missing dimension operand for result type %s", tq(res))
	}
	if numDynamicDims(res) == 0 && hasSize {
		return op.EmitError("unnecessary dimension operand for result type %s", tq(res))
	}
	return nil
}

// verifyAllocaScopeRegions checks the RegionBranchOpInterface edge from the
// body to the results.
func verifyAllocaScopeRegions(op *ir.Operation) error {
	if err := verifyImplicitTerminator("memref.alloca_scope.return")(op); err != nil {
		return err
	}
	for i, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			t := b.Last()
			if t == nil || t.Name() != "memref.alloca_scope.return" {
				continue
			}
			src := t.OperandTypes()
			res := op.ResultTypes()
			if len(src) != len(res) {
				return op.Errorf(" region control flow edge from Region #%d to parent results: source has %d operands, but target successor needs %d", i, len(src), len(res))
			}
			for j := range src {
				if src[j] != res[j] {
					return op.Errorf(" along control flow edge from Region #%d to parent results: source type #%d %s should match input type #%d %s", i, j, tq(src[j]), j, tq(res[j]))
				}
			}
			return nil
		}
	}
	return nil
}

func verifyAssumeAlignment(op *ir.Operation) error {
	a, ok := op.Attr("alignment").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	v := uint32(a.Int64())
	if v == 0 || v&(v-1) != 0 {
		return op.Errorf("alignment must be power of 2")
	}
	return nil
}

// --- casts ---------------------------------------------------------------------

func verifyCast(op *ir.Operation, ok func(a, b ir.Type) bool) error {
	if op.NumResults() == 0 {
		return op.Errorf("expected at least one result for cast operation")
	}
	if op.NumOperands() == 1 && op.NumResults() == 1 && ok(op.Operand(0).Type(), op.Result(0).Type()) {
		return nil
	}
	var b strings.Builder
	b.WriteString("operand type")
	switch op.NumOperands() {
	case 0:
		b.WriteString("s []")
	case 1:
		b.WriteString(" '" + ts(op.Operand(0).Type()) + "'")
	default:
		b.WriteString("s " + quoted(op.OperandTypes()))
	}
	if op.NumResults() == 1 {
		b.WriteString(" and result type '" + ts(op.Result(0).Type()) + "'")
	} else {
		b.WriteString(" and result types " + quoted(op.ResultTypes()))
	}
	return op.Errorf("%s are cast incompatible", b.String())
}

func quoted(types []ir.Type) string {
	parts := make([]string, len(types))
	for i, t := range types {
		parts[i] = "'" + ts(t) + "'"
	}
	return strings.Join(parts, ", ")
}

func castCompatible(a, b ir.Type) bool {
	aT, aOK := a.(*ir.MemRefType)
	bT, bOK := b.(*ir.MemRefType)
	uaT, uaOK := a.(*ir.UnrankedMemRefType)
	ubT, ubOK := b.(*ir.UnrankedMemRefType)
	if aOK && bOK {
		if aT.Elem != bT.Elem {
			return false
		}
		if aT.Layout != bT.Layout {
			as, ao, ok1 := stridesAndOffset(aT)
			bs, bo, ok2 := stridesAndOffset(bT)
			if !ok1 || !ok2 || len(as) != len(bs) {
				return false
			}
			compat := func(x, y int64) bool { return x == Dynamic || y == Dynamic || x == y }
			if !compat(ao, bo) {
				return false
			}
			for i := range as {
				if !compat(as[i], bs[i]) {
					return false
				}
			}
		}
		if aT.MemorySpace != bT.MemorySpace {
			return false
		}
		if len(aT.Dims) != len(bT.Dims) {
			return false
		}
		for i := range aT.Dims {
			if aT.Dims[i] != Dynamic && bT.Dims[i] != Dynamic && aT.Dims[i] != bT.Dims[i] {
				return false
			}
		}
		return true
	}
	if !aOK && !uaOK {
		return false
	}
	if !bOK && !ubOK {
		return false
	}
	if uaOK && ubOK {
		return false
	}
	var aElem, bElem ir.Type
	var aSpace, bSpace ir.Attribute
	if aOK {
		aElem, aSpace = aT.Elem, aT.MemorySpace
	} else {
		aElem, aSpace = uaT.Elem, uaT.MemorySpace
	}
	if bOK {
		bElem, bSpace = bT.Elem, bT.MemorySpace
	} else {
		bElem, bSpace = ubT.Elem, ubT.MemorySpace
	}
	return aElem == bElem && aSpace == bSpace
}

func memorySpaceCastCompatible(a, b ir.Type) bool {
	aT, aOK := a.(*ir.MemRefType)
	bT, bOK := b.(*ir.MemRefType)
	if aOK && bOK {
		if aT.Elem != bT.Elem || aT.Layout != bT.Layout || len(aT.Dims) != len(bT.Dims) {
			return false
		}
		for i := range aT.Dims {
			if aT.Dims[i] != bT.Dims[i] {
				return false
			}
		}
		return true
	}
	uaT, uaOK := a.(*ir.UnrankedMemRefType)
	ubT, ubOK := b.(*ir.UnrankedMemRefType)
	if uaOK && ubOK {
		return uaT.Elem == ubT.Elem
	}
	return false
}

// --- DMA -----------------------------------------------------------------------

func allIndex(vs []*ir.Value) bool {
	for _, v := range vs {
		if _, ok := v.Type().(*ir.IndexType); !ok {
			return false
		}
	}
	return true
}

func verifyDmaStart(op *ir.Operation) error {
	n := op.NumOperands()
	if n < 4 {
		return op.Errorf("expected at least 4 operands")
	}
	ops := op.Operands()
	src := memrefOf(ops[0])
	if src == nil {
		return op.Errorf("expected source to be of memref type")
	}
	srcRank := len(src.Dims)
	if n < srcRank+4 {
		return op.Errorf("expected at least %d operands", srcRank+4)
	}
	if !allIndex(ops[1 : 1+srcRank]) {
		return op.Errorf("expected source indices to be of index type")
	}
	dst := memrefOf(ops[1+srcRank])
	if dst == nil {
		return op.Errorf("expected destination to be of memref type")
	}
	dstRank := len(dst.Dims)
	want := srcRank + dstRank + 4
	if n < want {
		return op.Errorf("expected at least %d operands", want)
	}
	if !allIndex(ops[2+srcRank : 2+srcRank+dstRank]) {
		return op.Errorf("expected destination indices to be of index type")
	}
	if _, ok := ops[2+srcRank+dstRank].Type().(*ir.IndexType); !ok {
		return op.Errorf("expected num elements to be of index type")
	}
	tag := memrefOf(ops[3+srcRank+dstRank])
	if tag == nil {
		return op.Errorf("expected tag to be of memref type")
	}
	want += len(tag.Dims)
	if n < want {
		return op.Errorf("expected at least %d operands", want)
	}
	if !allIndex(ops[4+srcRank+dstRank : want]) {
		return op.Errorf("expected tag indices to be of index type")
	}
	if n != want && n != want+2 {
		return op.Errorf("incorrect number of operands")
	}
	if n == want+2 && !allIndex(ops[want:]) {
		return op.Errorf("expected stride and num elements per stride to be of type index")
	}
	return nil
}

func verifyDmaWait(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	tag := memrefOf(op.Operand(0))
	if tag == nil {
		return nil
	}
	nIdx := op.NumOperands() - 2
	if nIdx != len(tag.Dims) {
		return op.Errorf("expected tagIndices to have the same number of elements as the tagMemRef rank, expected %d, but got %d", len(tag.Dims), nIdx)
	}
	return nil
}

// --- atomics -------------------------------------------------------------------

// pureDialects hold only ops without memory effects (for the
// generic_atomic_rmw body check).
var pureDialects = map[string]bool{"arith": true, "math": true, "index": true}

func isMemoryEffectFree(op *ir.Operation) bool {
	if !op.IsRegistered() {
		return false
	}
	name := op.Name()
	switch name {
	case "memref.atomic_yield", "scf.yield", "scf.if", "scf.for", "scf.execute_region", "scf.index_switch", "scf.condition", "scf.while", "memref.dim", "memref.rank", "memref.cast":
		return true
	}
	return pureDialects[ir.DialectOf(name)]
}

func verifyGenericAtomicRMW(op *ir.Operation) error {
	if op.NumRegions() == 0 {
		return nil
	}
	body := op.Region(0)
	nArgs := 0
	if b := body.First(); b != nil {
		nArgs = b.NumArgs()
	}
	if nArgs != 1 {
		return op.Errorf("expected single number of entry block arguments")
	}
	if op.NumResults() == 1 && op.Result(0).Type() != body.First().Arg(0).Type() {
		return op.Errorf("expected block argument of the same type result type")
	}
	var bad *ir.Operation
	var walk func(r *ir.Region)
	walk = func(r *ir.Region) {
		for b := r.First(); b != nil && bad == nil; b = b.Next() {
			for o := b.First(); o != nil && bad == nil; o = o.Next() {
				if !isMemoryEffectFree(o) {
					bad = o
					return
				}
				for _, nr := range o.Regions() {
					walk(nr)
				}
			}
		}
	}
	walk(body)
	if bad != nil {
		return bad.EmitError("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects")
	}
	return nil
}

func verifyAtomicYield(op *ir.Operation) error {
	p := op.ParentOp()
	if p == nil || p.NumResults() == 0 || op.NumOperands() == 0 {
		return nil
	}
	pt, rt := p.Result(0).Type(), op.Operand(0).Type()
	if pt != rt {
		return op.Errorf("types mismatch between yield op: %s and its parent: %s", tq(rt), tq(pt))
	}
	return nil
}

func verifyAtomicRMW(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	m := memrefOf(op.Operand(1))
	if m == nil {
		return nil
	}
	if len(m.Dims) != op.NumOperands()-2 {
		return op.Errorf("expects the number of subscripts to be equal to memref rank")
	}
	kind, ok := op.Attr("kind").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	c := en7.Case(uint64(kind.Int64()))
	if c == nil {
		return nil
	}
	t := op.Operand(0).Type()
	switch c.Str {
	case "addf", "maximumf", "minimumf", "mulf":
		if _, ok := t.(*ir.FloatType); !ok {
			return op.Errorf("with kind '%s' expects a floating-point type", c.Str)
		}
	case "addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi":
		if _, ok := t.(*ir.IntegerType); !ok {
			return op.Errorf("with kind '%s' expects an integer type", c.Str)
		}
	}
	return nil
}

// --- globals -------------------------------------------------------------------

func verifyGlobal(op *ir.Operation) error {
	ta, ok := op.Attr("type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	if _, ok := ta.Type.(*ir.MemRefType); !ok {
		if _, ok := ta.Type.(*ir.UnrankedMemRefType); !ok {
			return op.Errorf("attribute 'type' failed to satisfy constraint: memref type attribute")
		}
	}
	// SymbolOpInterface verification.
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	if p := op.ParentOp(); p != nil && p.IsRegistered() && !p.HasTrait(ir.SymbolTable) {
		return op.Errorf("symbol's parent must have the SymbolTable trait")
	}
	m, ok := ta.Type.(*ir.MemRefType)
	if !ok || !hasStaticShape(m) {
		return op.Errorf("type should be static shaped memref, but got %s", tq(ta.Type))
	}
	init := op.Attr("initial_value")
	if init == nil {
		return verifyGlobalAlignment(op)
	}
	if _, ok := init.(*ir.UnitAttr); ok {
		return verifyGlobalAlignment(op)
	}
	if !IsElementsAttr(init) {
		return op.Errorf("initial value should be a unit or elements attribute, but got %s", asm.AttrString(init))
	}
	want := op.Context().RankedTensor(m.Dims, m.Elem, nil)
	if got := init.(ir.TypedAttr).AttrType(); got != ir.Type(want) {
		return op.Errorf("initial value expected to be of type %s, but was of type %s", tq(want), tq(got))
	}
	return verifyGlobalAlignment(op)
}

func verifyGlobalAlignment(op *ir.Operation) error {
	a, ok := op.Attr("alignment").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	if v := uint64(a.Int64()); v == 0 || v&(v-1) != 0 {
		return op.EmitError("alignment attribute value %d is not a power of 2", v)
	}
	return nil
}

func equalShape(a, b []int64) bool {
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

// shapeString prints a shape as MLIR streams an ArrayRef<int64_t>.
func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = itoa(d)
	}
	return strings.Join(parts, ", ")
}

func itoa(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	var b [24]byte
	n := len(b)
	for u > 0 {
		n--
		b[n] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		n--
		b[n] = '-'
	}
	return string(b[n:])
}

func verifyGetGlobalUses(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("name").(*ir.SymbolRefAttr)
	if !ok || op.NumResults() != 1 {
		return nil
	}
	g := syms.LookupSymbolRef(op, ref)
	if g == nil || g.Name() != "memref.global" {
		return op.Errorf("'%s' does not reference a valid global memref", ref.Root)
	}
	ta, ok := g.Attr("type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	if rt := op.Result(0).Type(); rt != ta.Type {
		return op.Errorf("result type %s does not match type %s of the global memref @%s", tq(rt), tq(ta.Type), ref.Root)
	}
	return nil
}

// --- load / store / prefetch ---------------------------------------------------

func verifyLoad(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return nil
	}
	m := memrefOf(op.Operand(0))
	if m == nil {
		return nil
	}
	if n := op.NumOperands() - 1; n != len(m.Dims) {
		return op.Errorf("incorrect number of indices for load, expected %d but got %d", len(m.Dims), n)
	}
	return nil
}

func verifyStore(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	m := memrefOf(op.Operand(1))
	if m == nil {
		return nil
	}
	if op.NumOperands() != 2+len(m.Dims) {
		return op.Errorf("store index operand count not equal to memref rank")
	}
	return nil
}

func verifyPrefetch(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return nil
	}
	m := memrefOf(op.Operand(0))
	if m == nil {
		return nil
	}
	if op.NumOperands() != 1+len(m.Dims) {
		return op.Errorf("too few indices")
	}
	return nil
}

// --- views ---------------------------------------------------------------------

// verifyOffsetSizeAndStride is OffsetSizeAndStrideOpInterface's verifier;
// maxRanks are the expected numbers of offsets, sizes and strides.
func verifyOffsetSizeAndStride(op *ir.Operation, maxRanks [3]int) error {
	offs, sizes, strides := denseInts(op, "static_offsets"), denseInts(op, "static_sizes"), denseInts(op, "static_strides")
	if !(len(offs) == 1 && maxRanks[0] == 1) && len(offs) != len(sizes) {
		return op.EmitError("expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.", len(offs), len(sizes))
	}
	if len(sizes) != len(strides) {
		return op.EmitError("expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.", len(sizes), len(strides))
	}
	lists := []struct {
		name   string
		static []int64
		group  int
	}{{"offset", offs, 1}, {"size", sizes, 2}, {"stride", strides, 3}}
	for i, l := range lists {
		if len(l.static) != maxRanks[i] {
			return op.EmitError("expected %d %s values, got %d", maxRanks[i], l.name, len(l.static))
		}
		dyn := 0
		for _, v := range l.static {
			if v == Dynamic {
				dyn++
			}
		}
		if got := len(operandGroup(op, l.group)); got != dyn {
			return op.EmitError("expected %d dynamic %s values", dyn, l.name)
		}
	}
	for _, o := range offs {
		if o < 0 && o != Dynamic {
			return op.EmitError("expected offsets to be non-negative, but got %d", o)
		}
	}
	for _, s := range sizes {
		if s < 0 && s != Dynamic {
			return op.EmitError("expected sizes to be non-negative, but got %d", s)
		}
	}
	return nil
}

func verifyReinterpretCast(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	res, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	rank := len(res.Dims)
	if err := verifyOffsetSizeAndStride(op, [3]int{1, rank, rank}); err != nil {
		return err
	}
	srcT := op.Operand(0).Type()
	var srcSpace ir.Attribute
	var srcElem ir.Type
	switch s := srcT.(type) {
	case *ir.MemRefType:
		srcSpace, srcElem = s.MemorySpace, s.Elem
	case *ir.UnrankedMemRefType:
		srcSpace, srcElem = s.MemorySpace, s.Elem
	default:
		return nil
	}
	if srcSpace != res.MemorySpace {
		return op.EmitError("different memory spaces specified for source type %s and result memref type %s", tq(srcT), tq(res))
	}
	if srcElem != res.Elem {
		return op.EmitError("different element types specified for source type %s and result memref type %s", tq(srcT), tq(res))
	}
	sizes := denseInts(op, "static_sizes")
	for i, d := range res.Dims {
		if i >= len(sizes) {
			break
		}
		if d != Dynamic && sizes[i] != Dynamic && d != sizes[i] {
			return op.EmitError("expected result type with size = %d instead of %d in dim = %d", sizes[i], d, i)
		}
	}
	strides, offset, ok := stridesAndOffset(res)
	if !ok {
		return op.EmitError("expected result type to have strided layout but found %s", tq(res))
	}
	offs := denseInts(op, "static_offsets")
	if len(offs) > 0 && offset != Dynamic && offs[0] != Dynamic && offset != offs[0] {
		return op.EmitError("expected result type with offset = %d instead of %d", offs[0], offset)
	}
	sstr := denseInts(op, "static_strides")
	for i, s := range strides {
		if i >= len(sstr) {
			break
		}
		if s != Dynamic && sstr[i] != Dynamic && s != sstr[i] {
			return op.EmitError("expected result type with stride = %d instead of %d in dim = %d", sstr[i], s, i)
		}
	}
	return nil
}

func verifyReshape(op *ir.Operation) error {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		return nil
	}
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	os, ok1 := ot.(ir.ShapedType)
	rs, ok2 := rt.(ir.ShapedType)
	if !ok1 || !ok2 {
		return nil
	}
	if os.ElementType() != rs.ElementType() {
		return op.Errorf("element types of source and destination memref types should be the same")
	}
	if m, ok := ot.(*ir.MemRefType); ok && !layoutIsIdentity(m) {
		return op.Errorf("source memref type should have identity affine map")
	}
	shape := memrefOf(op.Operand(1))
	if shape == nil || len(shape.Dims) == 0 {
		return nil
	}
	if rm, ok := rt.(*ir.MemRefType); ok {
		if !layoutIsIdentity(rm) {
			return op.Errorf("result memref type should have identity affine map")
		}
		if shape.Dims[0] == Dynamic {
			return op.Errorf("cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
		}
		if shape.Dims[0] != int64(len(rm.Dims)) {
			return op.Errorf("length of shape operand differs from the result's memref rank")
		}
	}
	return nil
}

// inferSubViewType is SubViewOp::inferResultType.
func inferSubViewType(ctx *ir.Context, src *ir.MemRefType, offs, sizes, strides []int64) (*ir.MemRefType, bool) {
	srcStrides, srcOffset, ok := stridesAndOffset(src)
	if !ok {
		return nil, false
	}
	off := srcOffset
	for i := 0; i < len(offs) && i < len(srcStrides); i++ {
		off = satAdd(off, satMul(offs[i], srcStrides[i]))
	}
	var st []int64
	for i := 0; i < len(srcStrides) && i < len(strides); i++ {
		st = append(st, satMul(srcStrides[i], strides[i]))
	}
	return strided(ctx, sizes, src.Elem, off, orEmpty(st), src.MemorySpace), true
}

func orEmpty(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}

// rankReductionMask is computeRankReductionMask: the dropped dims, or
// ok=false.
func rankReductionMask(orig, reduced []int64) (map[int]bool, bool) {
	unused := map[int]bool{}
	r := 0
	for i, d := range orig {
		if r < len(reduced) && d == reduced[r] {
			r++
			continue
		}
		unused[i] = true
		if d != 1 {
			return nil, false
		}
	}
	if r != len(reduced) {
		return nil, false
	}
	return unused, true
}

// memrefRankReductionMask is computeMemRefRankReductionMask.
func memrefRankReductionMask(orig, reduced *ir.MemRefType, sizes []int64) ([]bool, bool) {
	unused := make([]bool, len(orig.Dims))
	if len(orig.Dims) == len(reduced.Dims) {
		return unused, true
	}
	count := 0
	for i, s := range sizes {
		if i < len(unused) && s == 1 {
			unused[i] = true
			count++
		}
	}
	if count+len(reduced.Dims) == len(orig.Dims) {
		return unused, true
	}
	os, _, ok1 := stridesAndOffset(orig)
	cs, _, ok2 := stridesAndOffset(reduced)
	if !ok1 || !ok2 {
		return nil, false
	}
	cur := map[int64]int{}
	for _, s := range os {
		cur[s]++
	}
	cand := map[int64]int{}
	for _, s := range cs {
		cand[s]++
	}
	for d := range unused {
		if !unused[d] {
			continue
		}
		s := os[d]
		switch {
		case cur[s] > cand[s]:
			cur[s]--
		case cur[s] == cand[s]:
			unused[d] = false
		default:
			return nil, false
		}
	}
	count = 0
	for _, u := range unused {
		if u {
			count++
		}
	}
	if count+len(reduced.Dims) != len(orig.Dims) {
		return nil, false
	}
	return unused, true
}

func verifySubView(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	base := memrefOf(op.Operand(0))
	sub, _ := op.Result(0).Type().(*ir.MemRefType)
	if base == nil || sub == nil {
		return nil
	}
	rank := len(base.Dims)
	if err := verifyOffsetSizeAndStride(op, [3]int{rank, rank, rank}); err != nil {
		return err
	}
	if base.MemorySpace != sub.MemorySpace {
		return op.EmitError("different memory spaces specified for base memref type %s and subview memref type %s", tq(base), tq(sub))
	}
	if !isStrided(base) {
		return op.EmitError("base type %s is not strided", tq(base))
	}
	offs, sizes, strides := denseInts(op, "static_offsets"), denseInts(op, "static_sizes"), denseInts(op, "static_strides")
	expected, ok := inferSubViewType(op.Context(), base, offs, sizes, strides)
	if !ok {
		return nil
	}
	layoutMismatch := func() error {
		return op.EmitError("expected result type to be %s or a rank-reduced version. (mismatch of result layout) ", tq(expected))
	}
	if ir.Type(expected) != ir.Type(sub) {
		if len(sub.Dims) > len(expected.Dims) {
			return op.EmitError("expected result rank to be smaller or equal to the source rank. ")
		}
		if _, ok := rankReductionMask(expected.Dims, sub.Dims); !ok {
			return op.EmitError("expected result type to be %s or a rank-reduced version. (mismatch of result sizes) ", tq(expected))
		}
		if expected.Elem != sub.Elem {
			return op.EmitError("expected result element type to be %s", tq(expected.Elem))
		}
	}
	if expected.MemorySpace != sub.MemorySpace {
		return op.EmitError("expected result and source memory spaces to match.")
	}
	_, eo, ok1 := stridesAndOffset(expected)
	_, so, ok2 := stridesAndOffset(sub)
	if !ok1 || !ok2 || eo != so {
		return layoutMismatch()
	}
	unused, ok := memrefRankReductionMask(expected, sub, sizes)
	if !ok {
		return layoutMismatch()
	}
	es, _, _ := stridesAndOffset(expected)
	ss, _, _ := stridesAndOffset(sub)
	j := 0
	for i := range es {
		if unused[i] {
			continue
		}
		if j >= len(ss) || es[i] != ss[j] {
			return layoutMismatch()
		}
		j++
	}
	return nil
}

func verifyView(op *ir.Operation) error {
	if op.NumOperands() < 2 || op.NumResults() != 1 {
		return nil
	}
	base := memrefOf(op.Operand(0))
	view, _ := op.Result(0).Type().(*ir.MemRefType)
	if base == nil || view == nil {
		return nil
	}
	if !layoutIsIdentity(base) {
		return op.EmitError("unsupported map for base memref type %s", tq(base))
	}
	if !layoutIsIdentity(view) {
		return op.EmitError("unsupported map for result memref type %s", tq(view))
	}
	if base.MemorySpace != view.MemorySpace {
		return op.EmitError("different memory spaces specified for base memref type %s and view memref type %s", tq(base), tq(view))
	}
	if op.NumOperands()-2 != numDynamicDims(view) {
		return op.EmitError("incorrect number of size operands for type %s", tq(view))
	}
	return nil
}

func verifyTranspose(op *ir.Operation) error {
	pa, ok := op.Attr("permutation").(*ir.AffineMapAttr)
	if !ok || op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil
	}
	perm := pa.Map
	if !perm.IsPermutation() {
		return op.Errorf("expected a permutation map")
	}
	src := memrefOf(op.Operand(0))
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	if perm.NumDims != len(src.Dims) {
		return op.Errorf("expected a permutation map of same rank as the input")
	}
	ss, so, ok := stridesAndOffset(src)
	if !ok {
		return nil
	}
	sizes := make([]int64, len(perm.Results))
	strides := make([]int64, len(perm.Results))
	for i, e := range perm.Results {
		sizes[i] = src.Dims[e.Position()]
		strides[i] = ss[e.Position()]
	}
	ctx := op.Context()
	canon := canonicalizeStridedLayout(ctx, strided(ctx, sizes, src.Elem, so, strides, src.MemorySpace))
	got := canonicalizeStridedLayout(ctx, res)
	if !sameCanonicalType(got, canon) {
		return op.Errorf("result type %s is not equivalent to the canonical transposed input type %s", tq(res), tq(canon))
	}
	return nil
}

// --- expand_shape / collapse_shape ---------------------------------------------

func reassociation(op *ir.Operation) [][]int64 {
	arr, ok := op.Attr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	var out [][]int64
	for _, e := range arr.Elems {
		inner, ok := e.(*ir.ArrayAttr)
		if !ok {
			return nil
		}
		var g []int64
		for _, x := range inner.Elems {
			ia, ok := x.(*ir.IntegerAttr)
			if !ok {
				return nil
			}
			g = append(g, ia.Int64())
		}
		out = append(out, g)
	}
	return out
}

func verifyCollapsedShape(op *ir.Operation, collapsed, expanded []int64, reassoc [][]int64) error {
	if len(collapsed) != len(reassoc) {
		return op.Errorf("invalid number of reassociation groups: found %d, expected %d", len(reassoc), len(collapsed))
	}
	next := int64(0)
	for ci, group := range reassoc {
		foundDynamic := false
		for _, d := range group {
			if d != next {
				return op.Errorf("reassociation indices must be contiguous")
			}
			next++
			if d >= int64(len(expanded)) {
				return op.Errorf("reassociation index %d is out of bounds", d)
			}
			if expanded[d] == Dynamic {
				foundDynamic = true
			}
		}
		if (collapsed[ci] == Dynamic) != foundDynamic {
			return op.Errorf("collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", ci)
		}
		if !foundDynamic {
			size := int64(1)
			for _, d := range group {
				size *= expanded[d]
			}
			if size != collapsed[ci] {
				return op.Errorf("collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[ci], size)
			}
		}
	}
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return op.Errorf("rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
	} else if next != int64(len(expanded)) {
		return op.Errorf("expanded rank (%d) inconsistent with number of reassociation indices (%d)", len(expanded), next)
	}
	return nil
}

func verifyExpandShape(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	src := memrefOf(op.Operand(0))
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	r0, r1 := len(src.Dims), len(res.Dims)
	if r0 > r1 {
		return op.Errorf("has source rank %d and result rank %d. This is not an expansion (%d > %d).", r0, r1, r0, r1)
	}
	reassoc := reassociation(op)
	if err := verifyCollapsedShape(op, src.Dims, res.Dims, reassoc); err != nil {
		return err
	}
	var expected *ir.MemRefType
	if layoutIsIdentity(src) {
		expected = op.Context().MemRef(res.Dims, src.Elem, nil, src.MemorySpace)
	} else {
		ss, so, ok := stridesAndOffset(src)
		if !ok || len(ss) != len(reassoc) {
			return op.Errorf("invalid source layout map")
		}
		var rev []int64
		idx := len(res.Dims) - 1
		for gi := len(reassoc) - 1; gi >= 0; gi-- {
			cur := ss[gi]
			for range reassoc[gi] {
				rev = append(rev, cur)
				cur = satMul(cur, res.Dims[idx])
				idx--
			}
		}
		strides := make([]int64, len(res.Dims))
		for i := range strides {
			strides[i] = 1
		}
		for i := 0; i < len(rev) && i < len(strides); i++ {
			strides[i] = rev[len(rev)-1-i]
		}
		expected = strided(op.Context(), res.Dims, src.Elem, so, strides, src.MemorySpace)
	}
	if ir.Type(expected) != ir.Type(res) {
		return op.Errorf("expected expanded type to be %s but found %s", tq(expected), tq(res))
	}
	static := denseInts(op, "static_output_shape")
	if len(static) != len(res.Dims) {
		return op.Errorf("expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead", len(res.Dims), len(static))
	}
	dyn := 0
	for _, v := range static {
		if v == Dynamic {
			dyn++
		}
	}
	if got := op.NumOperands() - 1; got != dyn {
		return op.Errorf("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", dyn, got)
	}
	for i, d := range res.Dims {
		if d != Dynamic && d != static[i] {
			return op.Errorf("invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

func verifyCollapseShape(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	src := memrefOf(op.Operand(0))
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	r0, r1 := len(src.Dims), len(res.Dims)
	if r0 < r1 {
		return op.Errorf("has source rank %d and result rank %d. This is not a collapse (%d < %d).", r0, r1, r0, r1)
	}
	reassoc := reassociation(op)
	if err := verifyCollapsedShape(op, res.Dims, src.Dims, reassoc); err != nil {
		return err
	}
	var expected *ir.MemRefType
	if layoutIsIdentity(src) {
		expected = op.Context().MemRef(res.Dims, src.Elem, nil, src.MemorySpace)
	} else {
		strides, so, ok := collapsedLayout(src, reassoc)
		if !ok {
			return op.Errorf("invalid source layout map or collapsing non-contiguous dims")
		}
		expected = strided(op.Context(), res.Dims, src.Elem, so, orEmpty(strides), src.MemorySpace)
	}
	if ir.Type(expected) != ir.Type(res) {
		return op.Errorf("expected collapsed type to be %s but found %s", tq(expected), tq(res))
	}
	return nil
}

// collapsedLayout is computeCollapsedLayoutMap: the strides and offset of
// the strided layout of src collapsed by reassoc, ok false when src is not
// strided or collapses non-contiguous dims.
func collapsedLayout(src *ir.MemRefType, reassoc [][]int64) ([]int64, int64, bool) {
	ss, so, ok := stridesAndOffset(src)
	if !ok {
		return nil, 0, false
	}
	var strides []int64
	for _, g := range reassoc {
		ref := g
		for len(ref) > 1 && src.Dims[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		if src.Dims[last] != Dynamic || len(ref) == 1 {
			strides = append(strides, ss[last])
		} else {
			strides = append(strides, Dynamic)
		}
	}
	ri := len(strides) - 1
	for gi := len(reassoc) - 1; gi >= 0; gi-- {
		g := reassoc[gi]
		stride := strides[ri]
		ri--
		for k := len(g) - 1; k >= 1; k-- {
			idx := g[k]
			stride = satMul(stride, src.Dims[idx])
			srcStride := ss[idx-1]
			if stride != Dynamic && srcStride != Dynamic && stride != srcStride {
				return nil, 0, false
			}
		}
	}
	return strides, so, true
}

// verifyInferredTypes is InferTypeOpInterface's verifier: the result types
// must be the inferred ones. MLIR reports the mismatch at the op location
// and then "failed to infer returned types" on the op; the second error is
// attached as a note-position diagnostic of error severity.
func verifyInferredTypes(op *ir.Operation, infer func(*ir.Context, []ir.Type, []ir.NamedAttr) ([]ir.Type, error)) error {
	inferred, err := infer(op.Context(), op.OperandTypes(), asm.AllAttrs(op))
	var d *ir.Diagnostic
	if err == nil {
		if sameTypes(inferred, op.ResultTypes()) {
			return nil
		}
		d = ir.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
			op.Name(), quoted(inferred), quoted(op.ResultTypes()))
		d.Then = append(d.Then, &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op,
			Msg: "'" + op.Name() + "' op failed to infer returned types"})
		return d
	}
	return op.Errorf("failed to infer returned types")
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
