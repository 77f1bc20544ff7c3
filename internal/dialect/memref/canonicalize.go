package memref

import (
	"math/big"

	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Canonicalization patterns of the memref ops, ported from
// mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp (MLIR 19), registered in the
// order each op's getCanonicalizationPatterns adds them.

func pat(name, root string, f func(*ir.Operation, *rewrite.Rewriter) error) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1, Rewrite: f}
}

func init() {
	for _, n := range []string{"alloc", "alloca"} {
		root := "memref." + n
		cpp := "mlir::memref::Alloc" + map[string]string{"alloc": "Op", "alloca": "aOp"}[n]
		rewrite.RegisterCanonicalization(root,
			pat("(anonymous namespace)::SimplifyAllocConst<"+cpp+">", root, simplifyAllocConst),
			pat("(anonymous namespace)::SimplifyDeadAlloc<"+cpp+">", root, simplifyDeadAlloc))
	}
	rewrite.RegisterCanonicalization("memref.realloc",
		pat("(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>", "memref.realloc", simplifyDeadAlloc))
	rewrite.RegisterCanonicalization("memref.copy",
		pat("(anonymous namespace)::FoldCopyOfCast", "memref.copy", foldCopyOfCast),
		pat("(anonymous namespace)::FoldEmptyCopy", "memref.copy", foldEmptyCopy),
		pat("(anonymous namespace)::FoldSelfCopy", "memref.copy", foldSelfCopy))
	rewrite.RegisterCanonicalization("memref.dim",
		pat("(anonymous namespace)::DimOfMemRefReshape", "memref.dim", dimOfMemRefReshape))
	rewrite.RegisterCanonicalization("memref.reinterpret_cast",
		pat("(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder", "memref.reinterpret_cast", reinterpretCastOfExtractStridedMetadata))
	rewrite.RegisterCanonicalization("memref.subview",
		pat("mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>", "memref.subview", subViewConstantArgumentFolder),
		pat("(anonymous namespace)::SubViewOpMemRefCastFolder", "memref.subview", subViewOpMemRefCastFolder),
		pat("(anonymous namespace)::TrivialSubViewOpFolder", "memref.subview", trivialSubViewOpFolder))
	rewrite.RegisterCanonicalization("memref.view",
		pat("(anonymous namespace)::ViewOpShapeFolder", "memref.view", viewOpShapeFolder),
		pat("(anonymous namespace)::ViewOpMemrefCastFolder", "memref.view", viewOpMemrefCastFolder))
}

// --- builders -------------------------------------------------------------------------

type creator interface {
	Create(st *ir.OperationState) *ir.Operation
}

func segments(ctx *ir.Context, sizes ...int) ir.NamedAttr {
	s := make([]int64, len(sizes))
	for i, n := range sizes {
		s[i] = int64(n)
	}
	return ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), s, nil)}
}

func i64Array(ctx *ir.Context, v []int64) *ir.DenseArrayAttr {
	return ctx.DenseArray(ctx.I(64), append([]int64{}, v...), nil)
}

// createCast creates memref.cast of src to t.
func createCast(b creator, loc ir.Location, t ir.Type, src *ir.Value) *ir.Operation {
	return b.Create(&ir.OperationState{Name: "memref.cast", Loc: loc, Operands: []*ir.Value{src}, Types: []ir.Type{t}})
}

// createSubView creates memref.subview from dynamic and static lists.
func createSubView(b creator, ctx *ir.Context, loc ir.Location, t ir.Type, src *ir.Value,
	offs, sizes, strides []*ir.Value, sOffs, sSizes, sStrides []int64) *ir.Operation {
	operands := append([]*ir.Value{src}, offs...)
	operands = append(operands, sizes...)
	operands = append(operands, strides...)
	return b.Create(&ir.OperationState{Name: "memref.subview", Loc: loc, Operands: operands, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{
			{Name: "static_offsets", Value: i64Array(ctx, sOffs)},
			{Name: "static_sizes", Value: i64Array(ctx, sSizes)},
			{Name: "static_strides", Value: i64Array(ctx, sStrides)},
			segments(ctx, 1, len(offs), len(sizes), len(strides))}})
}

// --- mixed static/dynamic lists (OpFoldResult) ---------------------------------------

// ofr is an OpFoldResult of index type: a value, or (v nil) the constant c.
type ofr struct {
	v *ir.Value
	c int64
}

func (a ofr) eq(b ofr) bool {
	if a.v != nil || b.v != nil {
		return a.v == b.v
	}
	return a.c == b.c
}

// mixedList is getMixedValues: the static list with the dynamic operands
// of group in place of its Dynamic entries.
func mixedList(op *ir.Operation, group int, static string) []ofr {
	dyn := operandGroup(op, group)
	var out []ofr
	k := 0
	for _, s := range denseInts(op, static) {
		if s == Dynamic && k < len(dyn) {
			out = append(out, ofr{v: dyn[k]})
			k++
		} else {
			out = append(out, ofr{c: s})
		}
	}
	return out
}

// dispatch is dispatchIndexOpFoldResults.
func dispatch(l []ofr) ([]*ir.Value, []int64) {
	var dyn []*ir.Value
	static := make([]int64, len(l))
	for i, x := range l {
		if x.v != nil {
			dyn = append(dyn, x.v)
			static[i] = Dynamic
		} else {
			static[i] = x.c
		}
	}
	return dyn, static
}

// constantIntOf is getConstantIntValue of a value: the integer a constant
// (or integer splat) defining v holds.
func constantIntOf(v *ir.Value) (int64, bool) {
	if ia, ok := ir.ConstantValue(v).(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}

func (a ofr) constant() (int64, bool) {
	if a.v == nil {
		return a.c, true
	}
	return constantIntOf(a.v)
}

// isConstantIndex is matchConstantIndex: a constant of index type.
func isConstantIndex(v *ir.Value) bool {
	ia, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok {
		return false
	}
	_, idx := ia.Type.(*ir.IndexType)
	return idx
}

// foldDynamicIndexList replaces the values defined by integer constants
// with their constant (only non-negative or non-zero ones when asked).
func foldDynamicIndexList(l []ofr, onlyNonNegative, onlyNonZero bool) bool {
	changed := false
	for i, x := range l {
		if x.v == nil {
			continue
		}
		ia, ok := ir.ConstantValue(x.v).(*ir.IntegerAttr)
		if !ok {
			continue
		}
		c := ia.Int64()
		if onlyNonNegative && c < 0 || onlyNonZero && c == 0 {
			continue
		}
		l[i] = ofr{c: c}
		changed = true
	}
	return changed
}

// --- alloc / alloca / realloc ---------------------------------------------------------

func simplifyAllocConst(op *ir.Operation, rw *rewrite.Rewriter) error {
	dyn := operandGroup(op, 0)
	// m_ConstantInt with APInt::isNonNegative, and getZExtValue.
	nonNegConst := func(v *ir.Value) (int64, bool) {
		ia, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
		if !ok {
			return 0, false
		}
		w := ir.IntWidth(ia.Type)
		if w == 0 {
			return 0, false
		}
		u := new(big.Int).Mod(ia.Big(), new(big.Int).Lsh(big.NewInt(1), uint(w)))
		if u.Bit(w-1) != 0 {
			return 0, false
		}
		return int64(u.Uint64()), true
	}
	any := false
	for _, v := range dyn {
		if _, ok := nonNegConst(v); ok {
			any = true
		}
	}
	if !any {
		return rewrite.ErrNoMatch
	}
	m := op.Result(0).Type().(*ir.MemRefType)
	shape := make([]int64, len(m.Dims))
	var sizes []*ir.Value
	k := 0
	for i, d := range m.Dims {
		if d != Dynamic {
			shape[i] = d
			continue
		}
		v := dyn[k]
		k++
		if c, ok := nonNegConst(v); ok {
			shape[i] = c
		} else {
			shape[i] = Dynamic
			sizes = append(sizes, v)
		}
	}
	ctx := rw.Ctx
	nt := ctx.MemRef(shape, m.Elem, m.Layout, m.MemorySpace)
	syms := operandGroup(op, 1)
	attrs := []ir.NamedAttr{}
	if a := op.Attr("alignment"); a != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	attrs = append(attrs, segments(ctx, len(sizes), len(syms)))
	na := rw.Create(&ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: append(append([]*ir.Value{}, sizes...), syms...),
		Types: []ir.Type{nt}, Attrs: attrs})
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), m, na.Result(0)))
	return nil
}

func simplifyDeadAlloc(op *ir.Operation, rw *rewrite.Rewriter) error {
	res := op.Result(0)
	var users []*ir.Operation
	for u := range res.Uses {
		o := u.Owner()
		switch o.Name() {
		case "memref.store":
			if o.Operand(0) == res {
				return rewrite.ErrNoMatch
			}
		case "memref.dealloc":
		default:
			return rewrite.ErrNoMatch
		}
		users = append(users, o)
	}
	seen := map[*ir.Operation]bool{}
	for _, u := range users {
		if !seen[u] {
			seen[u] = true
			rw.EraseOp(u)
		}
	}
	rw.EraseOp(op)
	return nil
}

// --- copy -----------------------------------------------------------------------------

func foldCopyOfCast(op *ir.Operation, rw *rewrite.Rewriter) error {
	modified := false
	for i := 0; i < 2; i++ {
		c := definedBy(op.Operand(i), "memref.cast")
		if c == nil {
			continue
		}
		// MLIR 19 compares the cast's source type with itself, so any cast
		// from a ranked memref is skipped.
		if memrefOf(c.Operand(0)) == nil {
			continue
		}
		rw.ModifyOpInPlace(op, func() { op.OpOperand(i).Set(c.Operand(0)) })
		modified = true
	}
	if !modified {
		return rewrite.ErrNoMatch
	}
	return nil
}

func isEmptyMemRef(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return false
	}
	for _, d := range m.Dims {
		if d == 0 {
			return true
		}
	}
	return false
}

func foldEmptyCopy(op *ir.Operation, rw *rewrite.Rewriter) error {
	if isEmptyMemRef(op.Operand(0).Type()) || isEmptyMemRef(op.Operand(1).Type()) {
		rw.EraseOp(op)
		return nil
	}
	return rewrite.ErrNoMatch
}

func foldSelfCopy(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.Operand(0) != op.Operand(1) {
		return rewrite.ErrNoMatch
	}
	rw.EraseOp(op)
	return nil
}

// --- dim ------------------------------------------------------------------------------

// valueBlock is Value::getParentBlock.
func valueBlock(v *ir.Value) *ir.Block {
	if d := v.DefiningOp(); d != nil {
		return d.Block()
	}
	return v.OwnerBlock()
}

func dimOfMemRefReshape(op *ir.Operation, rw *rewrite.Rewriter) error {
	reshape := definedBy(op.Operand(0), "memref.reshape")
	if reshape == nil {
		return rewrite.NoMatch("Dim op is not defined by a reshape op.")
	}
	index := op.Operand(1)
	if valueBlock(index) == reshape.Block() {
		if d := index.DefiningOp(); d != nil && reshape.IsBeforeInBlock(d) {
			return rewrite.NoMatch("dim.getIndex is not defined before reshape in the same block.")
		}
	} else if op.Block() != reshape.Block() {
		ir0 := valueBlock(index).Parent()
		rr := reshape.Block().Parent()
		if ir0 == rr || !ir0.IsAncestorOf(rr) {
			return rewrite.NoMatch("dim.getIndex does not dominate reshape.")
		}
	}
	rw.SetInsertionPointAfter(reshape)
	shape := reshape.Operand(1)
	elem := memrefOf(shape).Elem
	load := rw.Create(&ir.OperationState{Name: "memref.load", Loc: op.Loc(), Operands: []*ir.Value{shape, index},
		Types: []ir.Type{elem}}).Result(0)
	if load.Type() != op.Result(0).Type() {
		load = rw.Create(&ir.OperationState{Name: "arith.index_cast", Loc: op.Loc(), Operands: []*ir.Value{load},
			Types: []ir.Type{op.Result(0).Type()}}).Result(0)
	}
	rw.ReplaceOp(op, load)
	return nil
}

// --- reinterpret_cast -----------------------------------------------------------------

// constify is constifyIndexValues: the entries the type knows statically
// (consts, Dynamic elsewhere) become constants, and so do values defined
// by integer constants.
func constify(values []ofr, consts []int64) []ofr {
	out := append([]ofr(nil), values...)
	for i, c := range consts {
		if c != Dynamic && i < len(out) {
			out[i] = ofr{c: c}
		}
	}
	for i, x := range out {
		if x.v != nil {
			if c, ok := constantIntOf(x.v); ok {
				out[i] = ofr{c: c}
			}
		}
	}
	return out
}

func valuesOfr(vs []*ir.Value) []ofr {
	out := make([]ofr, len(vs))
	for i, v := range vs {
		out[i] = ofr{v: v}
	}
	return out
}

func equalOfrs(a, b []ofr, n int) bool {
	for i := 0; i < n; i++ {
		if i >= len(a) || i >= len(b) || !a[i].eq(b[i]) {
			return false
		}
	}
	return true
}

func reinterpretCastOfExtractStridedMetadata(op *ir.Operation, rw *rewrite.Rewriter) error {
	esm := definedBy(op.Operand(0), "memref.extract_strided_metadata")
	if esm == nil {
		return rewrite.ErrNoMatch
	}
	src := memrefOf(esm.Operand(0))
	res := memrefOf(op.Result(0))
	if src == nil || res == nil {
		return rewrite.ErrNoMatch
	}
	rank := len(src.Dims)
	if esm.NumResults() != 2+2*rank {
		return rewrite.ErrNoMatch
	}
	srcStrides, srcOffset, srcOK := stridesAndOffset(src)
	resStrides, resOffset, resOK := stridesAndOffset(res)
	var ss, rs, so, ro []int64
	if srcOK {
		ss, so = srcStrides, []int64{srcOffset}
	}
	if resOK {
		rs, ro = resStrides, []int64{resOffset}
	}
	eStrides := constify(valuesOfr(esm.Results()[2+rank:]), ss)
	rStrides := constify(mixedList(op, 3, "static_strides"), rs)
	if len(eStrides) != len(rStrides) {
		return rewrite.ErrNoMatch
	}
	resRank := len(res.Dims)
	if !equalOfrs(eStrides, rStrides, resRank) {
		return rewrite.ErrNoMatch
	}
	eSizes := constify(valuesOfr(esm.Results()[2:2+rank]), src.Dims)
	rSizes := constify(mixedList(op, 2, "static_sizes"), res.Dims)
	if !equalOfrs(eSizes, rSizes, resRank) {
		return rewrite.ErrNoMatch
	}
	eOff := constify(valuesOfr(esm.Results()[1:2]), so)
	rOff := constify(mixedList(op, 1, "static_offsets"), ro)
	if len(rOff) != 1 || !eOff[0].eq(rOff[0]) {
		return rewrite.ErrNoMatch
	}
	if esm.Operand(0).Type() == op.Result(0).Type() {
		rw.ReplaceOp(op, esm.Operand(0))
	} else {
		rw.ReplaceOpWith(op, createCast(rw, op.Loc(), op.Result(0).Type(), esm.Operand(0)))
	}
	return nil
}

// --- subview --------------------------------------------------------------------------

// inferSubViewTypeMixed is SubViewOp::inferResultType from mixed lists: nil
// for negative static offsets or sizes, or zero static strides.
func inferSubViewTypeMixed(ctx *ir.Context, src *ir.MemRefType, offs, sizes, strides []ofr) *ir.MemRefType {
	_, so := dispatch(offs)
	_, ss := dispatch(sizes)
	_, st := dispatch(strides)
	for _, l := range [][]int64{so, ss} {
		for _, v := range l {
			if v != Dynamic && v < 0 {
				return nil
			}
		}
	}
	for _, v := range st {
		if v != Dynamic && v == 0 {
			return nil
		}
	}
	t, ok := inferSubViewType(ctx, src, so, ss, st)
	if !ok {
		return nil
	}
	return t
}

// dropDims returns the type t less the dims in unused (shape and strides
// of its strided layout).
func dropDims(ctx *ir.Context, t *ir.MemRefType, unused []bool) *ir.MemRefType {
	l, ok := t.Layout.(*ir.StridedLayoutAttr)
	if !ok {
		return nil
	}
	shape, strides := []int64{}, []int64{}
	for i, d := range t.Dims {
		if i < len(unused) && unused[i] {
			continue
		}
		shape = append(shape, d)
		strides = append(strides, l.Strides[i])
	}
	return strided(ctx, shape, t.Elem, l.Offset, strides, t.MemorySpace)
}

func subViewConstantArgumentFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	offs := mixedList(op, 1, "static_offsets")
	sizes := mixedList(op, 2, "static_sizes")
	strides := mixedList(op, 3, "static_strides")
	// As in MLIR, the lists are tried in turn and the first that folds
	// stops the others.
	if !foldDynamicIndexList(offs, true, false) && !foldDynamicIndexList(sizes, true, false) &&
		!foldDynamicIndexList(strides, false, false) {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	src := memrefOf(op.Operand(0))
	res := memrefOf(op.Result(0))
	if src == nil || res == nil {
		return rewrite.ErrNoMatch
	}
	t := inferSubViewTypeMixed(ctx, src, offs, sizes, strides)
	if t == nil {
		return rewrite.ErrNoMatch
	}
	unused, ok := memrefRankReductionMask(src, res, denseInts(op, "static_sizes"))
	if !ok {
		return rewrite.ErrNoMatch
	}
	dropped := false
	for _, u := range unused {
		dropped = dropped || u
	}
	if dropped {
		t = dropDims(ctx, t, unused)
		if t == nil {
			return rewrite.ErrNoMatch
		}
	}
	do, so := dispatch(offs)
	ds, ss := dispatch(sizes)
	dt, st := dispatch(strides)
	nv := createSubView(rw, ctx, op.Loc(), t, op.Operand(0), do, ds, dt, so, ss, st)
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), op.Result(0).Type(), nv.Result(0)))
	return nil
}

func subViewOpMemRefCastFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	for _, v := range op.Operands() {
		if isConstantIndex(v) {
			return rewrite.ErrNoMatch
		}
	}
	c := definedBy(op.Operand(0), "memref.cast")
	if c == nil || !canFoldCastIntoConsumer(c) {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	castSrc := memrefOf(c.Operand(0))
	curSrc := memrefOf(op.Operand(0))
	cur := memrefOf(op.Result(0))
	// getCanonicalSubViewResultType
	t := inferSubViewTypeMixed(ctx, castSrc, mixedList(op, 1, "static_offsets"), mixedList(op, 2, "static_sizes"), mixedList(op, 3, "static_strides"))
	if t == nil {
		return rewrite.ErrNoMatch
	}
	unused, ok := memrefRankReductionMask(curSrc, cur, denseInts(op, "static_sizes"))
	if !ok {
		return rewrite.ErrNoMatch
	}
	t = dropDims(ctx, t, unused)
	if t == nil {
		return rewrite.ErrNoMatch
	}
	nv := createSubView(rw, ctx, op.Loc(), t, c.Operand(0), operandGroup(op, 1), operandGroup(op, 2), operandGroup(op, 3),
		denseInts(op, "static_offsets"), denseInts(op, "static_sizes"), denseInts(op, "static_strides"))
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), op.Result(0).Type(), nv.Result(0)))
	return nil
}

func isTrivialSubView(op *ir.Operation) bool {
	src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
	if src == nil || res == nil || len(src.Dims) != len(res.Dims) {
		return false
	}
	for _, o := range mixedList(op, 1, "static_offsets") {
		if c, ok := o.constant(); !ok || c != 0 {
			return false
		}
	}
	for _, s := range mixedList(op, 3, "static_strides") {
		if c, ok := s.constant(); !ok || c != 1 {
			return false
		}
	}
	for i, s := range mixedList(op, 2, "static_sizes") {
		if c, ok := s.constant(); !ok || i >= len(src.Dims) || c != src.Dims[i] {
			return false
		}
	}
	return true
}

func trivialSubViewOpFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	if !isTrivialSubView(op) {
		return rewrite.ErrNoMatch
	}
	if op.Operand(0).Type() == op.Result(0).Type() {
		rw.ReplaceOp(op, op.Operand(0))
		return nil
	}
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), op.Result(0).Type(), op.Operand(0)))
	return nil
}

// --- view -----------------------------------------------------------------------------

// arithConstantIndex returns the value of an arith.constant of index type
// defining v (arith::ConstantIndexOp).
func arithConstantIndex(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || d.Name() != "arith.constant" {
		return 0, false
	}
	if _, ok := d.Result(0).Type().(*ir.IndexType); !ok {
		return 0, false
	}
	ia, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Int64(), true
}

func viewOpShapeFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	any := false
	for _, v := range op.Operands() {
		if isConstantIndex(v) {
			any = true
		}
	}
	if !any {
		return rewrite.ErrNoMatch
	}
	m := memrefOf(op.Result(0))
	if m == nil {
		return rewrite.ErrNoMatch
	}
	if _, _, ok := stridesAndOffset(m); !ok {
		return rewrite.ErrNoMatch
	}
	sizes := op.Operands()[2:]
	var newOperands []*ir.Value
	shape := make([]int64, len(m.Dims))
	k := 0
	for i, d := range m.Dims {
		if d != Dynamic {
			shape[i] = d
			continue
		}
		if c, ok := arithConstantIndex(sizes[k]); ok {
			shape[i] = c
		} else {
			shape[i] = d
			newOperands = append(newOperands, sizes[k])
		}
		k++
	}
	ctx := rw.Ctx
	nt := ctx.MemRef(shape, m.Elem, m.Layout, m.MemorySpace)
	if ir.Type(nt) == ir.Type(m) {
		return rewrite.ErrNoMatch
	}
	nv := rw.Create(&ir.OperationState{Name: "memref.view", Loc: op.Loc(),
		Operands: append([]*ir.Value{op.Operand(0), op.Operand(1)}, newOperands...), Types: []ir.Type{nt}})
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), m, nv.Result(0)))
	return nil
}

func viewOpMemrefCastFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	c := definedBy(op.Operand(0), "memref.cast")
	if c == nil {
		return rewrite.ErrNoMatch
	}
	alloc := c.Operand(0)
	if definedBy(alloc, "memref.alloc") == nil {
		return rewrite.ErrNoMatch
	}
	nv := rw.Create(&ir.OperationState{Name: "memref.view", Loc: op.Loc(),
		Operands: append([]*ir.Value{alloc, op.Operand(1)}, op.Operands()[2:]...), Types: []ir.Type{op.Result(0).Type()}})
	rw.ReplaceOpWith(op, nv)
	return nil
}
