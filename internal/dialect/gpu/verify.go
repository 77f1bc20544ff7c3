package gpu

import (
	"strings"

	"gpuc/internal/affine"
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Verifiers of the gpu ops (hasVerifier / hasRegionVerifier and the
// FunctionOpInterface checks of gpu.func), with MLIR 19's messages.
func init() {
	hook("gpu.func").Verify = verifyFunc
	hook("gpu.return").Verify = verifyReturn
	hook("gpu.launch").Verify = verifyLaunch
	hook("gpu.launch").VerifyRegions = verifyLaunchRegions
	hook("gpu.launch_func").Verify = verifyLaunchFunc
	hook("gpu.all_reduce").VerifyRegions = verifyAllReduceRegions
	hook("gpu.subgroup_reduce").Verify = verifySubgroupReduce
	hook("gpu.alloc").Verify = verifyAlloc
	hook("gpu.memcpy").Verify = verifyMemcpy
	hook("gpu.subgroup_mma_load_matrix").Verify = verifyMmaLoad
	hook("gpu.subgroup_mma_store_matrix").Verify = verifyMmaStore
	hook("gpu.subgroup_mma_compute").Verify = verifyMmaCompute
	hook("gpu.dynamic_shared_memory").Verify = verifyDynamicSharedMemory
	hook("gpu.module").Verify = verifyModule
	hook("gpu.binary").Verify = verifyBinary
	// The SymbolTable trait: unique symbols and the symbol uses inside.
	hook("gpu.module").VerifyRegions = ir.VerifySymbolTable
}

// typeStr is a type as MLIR's diagnostics print it: quoted.
func typeStr(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

func verifyModule(op *ir.Operation) error {
	if op.NumRegions() != 1 {
		return nil
	}
	if op.Region(0).NumBlocks() != 1 {
		return op.Errorf("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
	}
	// The SingleBlock trait.
	if op.Region(0).First().Empty() {
		return op.Errorf("expects a non-empty block")
	}
	return ir.VerifySymbolOp(op, false)
}

func verifyBinary(op *ir.Operation) error { return ir.VerifySymbolOp(op, false) }

// ---------------------------------------------------------------------------
// Attributions (gpu.func and gpu.launch)

// Address spaces of the gpu.address_space enum.
const (
	AddressSpaceGlobal    = 1
	AddressSpaceWorkgroup = 2
	AddressSpacePrivate   = 3
)

// AddressSpaceOf returns the value of a `#gpu.address_space<...>` memory
// space attribute.
func AddressSpaceOf(a ir.Attribute) (uint64, bool) {
	e, ok := a.(*ods.EnumAttr)
	if !ok || e.Def == nil || e.Def.Dialect != "gpu" || e.Def.Mnemonic != "address_space" {
		return 0, false
	}
	return e.Value, true
}

// WorkgroupAddressSpaceAttr returns #gpu.address_space<workgroup>.
func WorkgroupAddressSpaceAttr(ctx *ir.Context) ir.Attribute {
	return ods.NewEnumAttr(ctx, ods.LookupEnumAttr("gpu", "address_space"), AddressSpaceWorkgroup)
}

// IsWorkgroupMemoryAddressSpace reports whether a is
// #gpu.address_space<workgroup>.
func IsWorkgroupMemoryAddressSpace(a ir.Attribute) bool {
	v, ok := AddressSpaceOf(a)
	return ok && v == AddressSpaceWorkgroup
}

func verifyAttributions(op *ir.Operation, attributions []*ir.Value, space uint64) error {
	for _, v := range attributions {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok {
			return op.Errorf("expected memref type in attribution")
		}
		as, ok := AddressSpaceOf(mt.MemorySpace)
		if !ok {
			continue
		}
		if as != space {
			return op.Errorf("expected memory space %s in attribution", en49.String(space))
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// gpu.func

func verifyFunc(op *ir.Operation) error {
	ft := FunctionType(op)
	if ft == nil {
		return nil // the generic checks report it
	}
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	// FunctionOpInterface::verifyTrait.
	if IsKernel(op) && len(ft.Results) != 0 {
		return op.Errorf("expected void return type for kernel function")
	}
	if err := verifyArgAttrs(op, "arg_attrs", "argument", "arguments", len(ft.Inputs)); err != nil {
		return err
	}
	if err := verifyArgAttrs(op, "res_attrs", "result", "results", len(ft.Results)); err != nil {
		return err
	}
	if err := ir.VerifyArgAttrs(op, op.Attr("arg_attrs"), op.Attr("res_attrs")); err != nil {
		return err
	}
	if op.NumRegions() != 1 {
		return op.Errorf("expects one region")
	}
	// GPUFuncOp::verifyBody.
	body := op.Region(0)
	if body.Empty() {
		return op.Errorf("expected body with at least one block")
	}
	numFuncArgs := len(ft.Inputs)
	numWorkgroup := NumWorkgroupAttributions(op)
	entry := body.First()
	if entry.NumArgs() < numFuncArgs+numWorkgroup {
		return op.Errorf("expected at least %d arguments to body region", numFuncArgs+numWorkgroup)
	}
	for i, t := range ft.Inputs {
		if bt := entry.Arg(i).Type(); bt != t {
			return op.Errorf("expected body region argument #%d to be of type %s, got %s", i, typeStr(t), typeStr(bt))
		}
	}
	wg, priv := FuncAttributions(op)
	if err := verifyAttributions(op, wg, AddressSpaceWorkgroup); err != nil {
		return err
	}
	return verifyAttributions(op, priv, AddressSpacePrivate)
}

// verifyArgAttrs checks arg_attrs / res_attrs as
// function_interface_impl::verifyTrait does.
func verifyArgAttrs(op *ir.Operation, attrName, what, whats string, n int) error {
	a := op.Attr(attrName)
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != n {
		return op.Errorf("expects %s attribute array to have the same number of elements as the number of function %s, got %d, but expected %d",
			what, whats, len(arr.Elems), n)
	}
	for _, e := range arr.Elems {
		d, ok := e.(*ir.DictionaryAttr)
		if !ok {
			return op.Errorf("expects %s attribute dictionary to be a DictionaryAttr, but got `%s`", what, asm.AttrString(e))
		}
		for _, na := range d.Entries {
			if !strings.Contains(na.Name, ".") {
				return op.Errorf("%s may only have dialect attributes", whats)
			}
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// gpu.return

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "gpu.func" {
		return nil // HasParent reports it
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	if len(ft.Results) != op.NumOperands() {
		d := op.Errorf("expected %d result operands", len(ft.Results))
		d.Note(fn.Loc(), "return type declared here")
		return d
	}
	for i, t := range ft.Results {
		if ot := op.Operand(i).Type(); ot != t {
			return op.Errorf("unexpected type `%s' for operand #%d", typeStr(ot), i)
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// gpu.launch

func verifyLaunch(op *ir.Operation) error {
	seg := operandSegments(op)
	if len(seg) != 11 {
		return nil
	}
	all := seg[7] == 1 && seg[8] == 1 && seg[9] == 1
	if !all && (seg[7] == 1 || seg[8] == 1 || seg[9] == 1) {
		return op.Errorf("cluster size must be all present")
	}
	return nil
}

func verifyLaunchRegions(op *ir.Operation) error {
	seg := operandSegments(op)
	hasCluster := len(seg) == 11 && seg[7] == 1 && seg[8] == 1 && seg[9] == 1
	body := op.Region(0)
	n := numConfigRegionArguments
	if hasCluster {
		n += 6
	}
	if !body.Empty() {
		if body.First().NumArgs() < numConfigRegionArguments+NumWorkgroupAttributions(op) {
			return op.Errorf("unexpected number of region arguments")
		}
		wg, priv := splitAttributions(body.First().Args(), n, NumWorkgroupAttributions(op))
		if err := verifyAttributions(op, wg, AddressSpaceWorkgroup); err != nil {
			return err
		}
		if err := verifyAttributions(op, priv, AddressSpacePrivate); err != nil {
			return err
		}
	}
	for b := body.First(); b != nil; b = b.Next() {
		last := b.Last()
		if last == nil || last.NumSuccessors() != 0 {
			continue
		}
		if last.Name() != "gpu.terminator" {
			d := last.EmitError("expected 'gpu.terminator' or a terminator with successors")
			d.Note(op.Loc(), "in 'gpu.launch' body region")
			return d
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// gpu.launch_func

// isFunctionLike reports whether op implements FunctionOpInterface.
func isFunctionLike(op *ir.Operation) bool {
	switch op.Name() {
	case "func.func", "gpu.func", "llvm.func", "spirv.func", "spv.func":
		return true
	}
	return false
}

func enclosingModule(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "builtin.module" {
			return p
		}
	}
	return nil
}

func hasContainerAttr(module *ir.Operation) bool {
	_, ok := module.Attr(ContainerModuleAttrName).(*ir.UnitAttr)
	return ok
}

// verifyOpAttr is GPUDialect::verifyOperationAttribute.
func verifyOpAttr(op *ir.Operation, a ir.NamedAttr) error {
	switch a.Name {
	case "gpu.known_block_size", "gpu.known_grid_size":
		arr, ok := a.Value.(*ir.DenseArrayAttr)
		if !ok {
			return op.Errorf("%s must be a dense i32 array", a.Name)
		}
		if it, isInt := arr.Elem.(*ir.IntegerType); !isInt || it.Width != 32 || it.Signedness != ir.Signless {
			return op.Errorf("%s must be a dense i32 array", a.Name)
		}
		if arr.Len() != 3 {
			return op.Errorf("%s must contain exactly 3 elements", a.Name)
		}
		return nil
	}
	if _, ok := a.Value.(*ir.UnitAttr); !ok || a.Name != ContainerModuleAttrName {
		return nil
	}
	if op.Name() != "builtin.module" {
		return op.EmitError("expected '%s' attribute to be attached to 'builtin.module'", ContainerModuleAttrName)
	}
	// MLIR walks the whole module for the launches whose parent is directly
	// in it, and checks them in walk order; only the ops two levels down
	// can be such launches, and they come in the same order.
	syms := ir.NewSymbolTableCollection()
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for top := b.First(); top != nil; top = top.Next() {
				for _, r2 := range top.Regions() {
					for b2 := r2.First(); b2 != nil; b2 = b2.Next() {
						for o := b2.First(); o != nil; o = o.Next() {
							if o.Name() != "gpu.launch_func" {
								continue
							}
							if err := verifyKernelReference(o, op, syms); err != nil {
								return err
							}
						}
					}
				}
			}
		}
	}
	return nil
}

// verifyKernelReference is the per-launch part of
// GPUDialect::verifyOperationAttribute for `gpu.container_module`: the
// kernel symbol must name a kernel function of a gpu.module (or a
// gpu.binary) with matching operands.
func verifyKernelReference(op, module *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	container := syms.LookupSymbolIn(module, ref.Root)
	if container == nil {
		return op.Errorf("kernel container '%s' is undefined", ref.Root)
	}
	if container.Name() == "gpu.binary" {
		return nil
	}
	if container.Name() != "gpu.module" {
		return op.Errorf("kernel module '%s' is undefined", ref.Root)
	}
	fn := syms.LookupSymbolRef(module, ref)
	if fn == nil {
		return op.Errorf("kernel function '%s' is undefined", asm.AttrString(ref))
	}
	if !isFunctionLike(fn) {
		d := op.Errorf("referenced kernel '%s' is not a function", asm.AttrString(ref))
		d.Note(fn.Loc(), "see the kernel definition here")
		return d
	}
	if _, ok := fn.Attr(KernelFuncAttrName).(*ir.UnitAttr); !ok {
		return op.Errorf("kernel function is missing the '%s' attribute", KernelFuncAttrName)
	}
	if fn.Name() != "gpu.func" {
		return nil
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	// The module's attribute is verified before the launch's own
	// invariants, so MLIR reads the kernel operands through the raw segment
	// sizes (getKernelOperands), unchecked.
	start, n := rawOperandGroup(op, 13, 11)
	if n != len(ft.Inputs) {
		return op.Errorf("got %d kernel operands but expected %d", n, len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if j := start + i; j >= op.NumOperands() || op.Operand(j).Type() != t {
			return op.Errorf("type of function argument %d does not match", i)
		}
	}
	return nil
}

// rawOperandGroup returns the start and length of operand group i as an
// op's unchecked ODS accessor computes them from its operandSegmentSizes
// property of n elements (all zero when the attribute is absent or of the
// wrong length, as MLIR's property conversion leaves it).
func rawOperandGroup(op *ir.Operation, n, i int) (start, length int) {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || a.Len() != n || i >= n {
		return 0, 0
	}
	// The sizes are int32 properties summed as unsigned.
	var st uint32
	for _, v := range a.Ints[:i] {
		st += uint32(v)
	}
	return int(st), int(uint32(a.Ints[i]))
}

func verifyLaunchFunc(op *ir.Operation) error {
	module := enclosingModule(op)
	if module == nil {
		return op.Errorf("expected to belong to a module")
	}
	if !hasContainerAttr(module) {
		return op.Errorf("expected the closest surrounding module to have the '%s' attribute", ContainerModuleAttrName)
	}
	seg := operandSegments(op)
	if len(seg) == 13 && seg[7] == 1 && seg[8] == 1 && seg[9] == 1 {
		x := operandGroup(op, seg, 7)[0].Type()
		if operandGroup(op, seg, 8)[0].Type() != x || operandGroup(op, seg, 9)[0].Type() != x {
			return op.Errorf("expects types of the cluster dimensions must be the same")
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// gpu.all_reduce and gpu.subgroup_reduce

// reduceOpCompatible is verifyReduceOpAndType.
func reduceOpCompatible(op uint64, t ir.Type) bool {
	name := en3.String(op)
	switch name {
	case "minnumf", "maxnumf", "minimumf", "maximumf":
		_, ok := t.(*ir.FloatType)
		return ok
	case "minsi", "minui", "maxsi", "maxui", "and", "or", "xor":
		_, ok := t.(*ir.IntegerType)
		return ok
	}
	return true
}

func verifyAllReduceRegions(op *ir.Operation) error {
	body := op.Region(0)
	opAttr, hasOp := op.Attr("op").(*ods.EnumAttr)
	if body.Empty() != hasOp {
		return op.EmitError("expected either an op attribute or a non-empty body")
	}
	if op.NumResults() != 1 {
		return nil
	}
	rt := op.Result(0).Type()
	if !body.Empty() {
		entry := body.First()
		if entry.NumArgs() != 2 {
			return op.EmitError("expected two region arguments")
		}
		for _, a := range entry.Args() {
			if a.Type() != rt {
				return op.EmitError("incorrect region argument type")
			}
		}
		yields := 0
		for b := body.First(); b != nil; b = b.Next() {
			t := b.Last()
			if t == nil || t.Name() != "gpu.yield" {
				continue
			}
			if t.NumOperands() != 1 {
				return op.EmitError("expected one gpu.yield operand")
			}
			if t.Operand(0).Type() != rt {
				return op.EmitError("incorrect gpu.yield type")
			}
			yields++
		}
		if yields == 0 {
			return op.EmitError("expected gpu.yield op in region")
		}
		return nil
	}
	if !reduceOpCompatible(opAttr.Value, rt) {
		return op.EmitError("`%s` reduction operation is not compatible with type %s", en3.String(opAttr.Value), typeStr(rt))
	}
	return nil
}

func verifySubgroupReduce(op *ir.Operation) error {
	if op.NumResults() != 1 {
		return nil
	}
	t := op.Result(0).Type()
	elem := t
	if vt, ok := t.(*ir.VectorType); ok {
		for _, s := range vt.Scalable {
			if s {
				return op.Errorf("is not compatible with scalable vector types")
			}
		}
		elem = vt.Elem
	}
	a, ok := op.Attr("op").(*ods.EnumAttr)
	if !ok {
		return nil
	}
	if !reduceOpCompatible(a.Value, elem) {
		return op.EmitError("`%s` reduction operation is not compatible with type %s", en3.String(a.Value), typeStr(t))
	}
	return nil
}

// ---------------------------------------------------------------------------
// Memory ops

// layoutSymbols returns the number of symbols of a memref layout's affine
// map (0 for the identity layout).
func layoutSymbols(mt *ir.MemRefType) int {
	switch l := mt.Layout.(type) {
	case *ir.AffineMapAttr:
		if l.Map.IsIdentity() {
			return 0
		}
		return l.Map.NumSymbols
	case *ir.StridedLayoutAttr:
		n := 0
		if l.Offset == ir.Dynamic {
			n++
		}
		for _, s := range l.Strides {
			if s == ir.Dynamic {
				n++
			}
		}
		return n
	}
	return 0
}

func verifyAlloc(op *ir.Operation) error {
	if op.NumResults() == 0 {
		return nil
	}
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	seg := operandSegments(op)
	if len(seg) != 3 {
		return nil
	}
	dyn := 0
	for _, d := range mt.Dims {
		if d == ir.Dynamic {
			dyn++
		}
	}
	if seg[1] != dyn {
		return op.Errorf("dimension operand count does not equal memref dynamic dimension count")
	}
	if seg[2] != layoutSymbols(mt) {
		return op.Errorf("symbol operand count does not equal memref symbol count")
	}
	return nil
}

func elementTypeOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// compatibleShapes is verifyCompatibleShape for two shaped types.
func compatibleShapes(a, b ir.Type) bool {
	sa, ok1 := a.(ir.ShapedType)
	sb, ok2 := b.(ir.ShapedType)
	if !ok1 || !ok2 {
		return ok1 == ok2
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	da, db := sa.Shape(), sb.Shape()
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] != ir.Dynamic && db[i] != ir.Dynamic && da[i] != db[i] {
			return false
		}
	}
	return true
}

func verifyMemcpy(op *ir.Operation) error {
	n := op.NumOperands()
	if n < 2 {
		return nil
	}
	dst, src := op.Operand(n-2).Type(), op.Operand(n-1).Type()
	if elementTypeOrSelf(src) != elementTypeOrSelf(dst) {
		return op.Errorf("arguments have incompatible element type")
	}
	if !compatibleShapes(src, dst) {
		return op.Errorf("arguments have incompatible shape")
	}
	return nil
}

// lastDimUnitStride is MLIR's isLastMemrefDimUnitStride.
func lastDimUnitStride(mt *ir.MemRefType) bool {
	switch l := mt.Layout.(type) {
	case nil:
		return true
	case *ir.StridedLayoutAttr:
		return len(l.Strides) == 0 || l.Strides[len(l.Strides)-1] == 1
	case *ir.AffineMapAttr:
		m := l.Map
		if m.IsIdentity() {
			return true
		}
		if len(m.Results) != 1 || m.NumDims != len(mt.Dims) {
			return false
		}
		strides := make([]strideCoef, m.NumDims)
		if !extractStrides(m.Results[0], strideCoef{val: 1}, strides) {
			return false
		}
		if len(strides) == 0 {
			return true
		}
		last := strides[len(strides)-1]
		return !last.dynamic && last.val == 1
	}
	return false
}

// strideCoef is a stride that is a known constant or dynamic.
type strideCoef struct {
	val     int64
	dynamic bool
}

func (a strideCoef) add(b strideCoef) strideCoef {
	return strideCoef{val: a.val + b.val, dynamic: a.dynamic || b.dynamic}
}

// extractStrides accumulates the coefficient of each dimension of a
// strided (sum of products) layout expression, as MLIR's extractStrides.
func extractStrides(e affine.Expr, factor strideCoef, strides []strideCoef) bool {
	switch e.Kind() {
	case affine.KindDim:
		if p := e.Position(); p < len(strides) {
			strides[p] = strides[p].add(factor)
		}
		return true
	case affine.KindSymbol, affine.KindConstant:
		return true
	case affine.KindAdd:
		return extractStrides(e.LHS(), factor, strides) && extractStrides(e.RHS(), factor, strides)
	case affine.KindMul:
		lhs, rhs := e.LHS(), e.RHS()
		if !rhs.IsSymbolicOrConstant() {
			if !lhs.IsSymbolicOrConstant() {
				return false
			}
			lhs, rhs = rhs, lhs
		}
		f := factor
		if rhs.IsConstant() {
			f.val *= rhs.Value()
		} else {
			f.dynamic = true
		}
		return extractStrides(lhs, f, strides)
	}
	return false
}

func verifyMmaLoad(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() != 1 {
		return nil
	}
	mt, ok1 := op.Operand(0).Type().(*ir.MemRefType)
	res, ok2 := op.Result(0).Type().(*MMAMatrixType)
	if !ok1 || !ok2 {
		return nil
	}
	if !lastDimUnitStride(mt) {
		return op.EmitError("expected source memref most minor dim must have unit stride")
	}
	if res.Operand != "AOp" && res.Operand != "BOp" && res.Operand != "COp" {
		return op.EmitError("only AOp, BOp and COp can be loaded")
	}
	return nil
}

func verifyMmaStore(op *ir.Operation) error {
	if op.NumOperands() < 2 {
		return nil
	}
	src, ok1 := op.Operand(0).Type().(*MMAMatrixType)
	mt, ok2 := op.Operand(1).Type().(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if !lastDimUnitStride(mt) {
		return op.EmitError("expected destination memref most minor dim must have unit stride")
	}
	if src.Operand != "COp" {
		return op.EmitError("expected the operand matrix being stored to have 'COp' operand type")
	}
	return nil
}

func verifyMmaCompute(op *ir.Operation) error {
	if op.NumOperands() != 3 {
		return nil
	}
	var ts [3]*MMAMatrixType
	for i := range ts {
		t, ok := op.Operand(i).Type().(*MMAMatrixType)
		if !ok {
			return nil
		}
		ts[i] = t
	}
	if ts[0].Operand != "AOp" || ts[1].Operand != "BOp" || ts[2].Operand != "COp" {
		return op.EmitError("operands must be in the order AOp, BOp, COp")
	}
	a, b, c := ts[0].Shape, ts[1].Shape, ts[2].Shape
	if len(a) != 2 || len(b) != 2 || len(c) != 2 {
		return nil
	}
	if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
		return op.EmitError("operand shapes do not satisfy matmul constraints")
	}
	return nil
}

func verifyDynamicSharedMemory(op *ir.Operation) error {
	inTable := false
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.SymbolTable) {
			inTable = true
			break
		}
	}
	if !inTable {
		return op.Errorf("must be inside an op with symbol table")
	}
	if op.NumResults() != 1 {
		return nil
	}
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	if !IsWorkgroupMemoryAddressSpace(mt.MemorySpace) {
		return op.Errorf("address space must be address_space<workgroup>")
	}
	static := true
	for _, d := range mt.Dims {
		if d == ir.Dynamic {
			static = false
		}
	}
	if static {
		return op.Errorf("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")
	}
	return nil
}
