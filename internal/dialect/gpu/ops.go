package gpu

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/ir"
)

// Hand-written syntax of gpu.module, gpu.func and gpu.launch
// (hasCustomAssemblyFormat), ported from MLIR 19's GPUDialect.cpp.

const (
	// ContainerModuleAttrName marks builtin modules holding gpu.modules.
	ContainerModuleAttrName = "gpu.container_module"
	// KernelFuncAttrName marks kernel functions.
	KernelFuncAttrName = "gpu.kernel"
	// NumWorkgroupAttributionsAttrName holds the number of workgroup
	// attributions of gpu.func and gpu.launch.
	NumWorkgroupAttributionsAttrName = "workgroup_attributions"
)

func init() {
	hook("gpu.module").Syntax = &asm.OpSyntax{Parse: parseModule, Print: printModule}
	hook("gpu.func").Syntax = &asm.OpSyntax{Parse: parseFunc, Print: printFunc}
	// FunctionOpInterface implies the Symbol interface.
	hook("gpu.func").Traits = ir.Symbol
	hook("gpu.launch").Syntax = &asm.OpSyntax{Parse: parseLaunch, Print: printLaunch}
}

// opSymbolName parses `@name` as OpAsmParser::parseSymbolName.
func opSymbolName(p *asm.Parser) string {
	if !p.IsSymbol() {
		p.OpErrorAt(p.Offset(), "expected valid '@'-identifier for symbol name")
	}
	return p.ParseSymbolName()
}

// ---------------------------------------------------------------------------
// gpu.module

func parseModule(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	st.AddAttr("sym_name", ctx.String(opSymbolName(p)))
	if p.ConsumeIf("<") {
		st.AddAttr("offloadingHandler", p.ParseAttribute())
		p.Expect(">", "expected '>'")
	}
	if p.Is("[") {
		st.AddAttr("targets", p.ParseAttribute())
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
	body := st.AddRegion()
	p.ParseRegion(body, nil, true)
	ensureTerminator(ctx, body, "gpu.module_end", st.Loc)
}

// ensureTerminator adds an empty block to an empty region and a
// terminator op named term to a single block that does not end in one, as
// MLIR's SingleBlockImplicitTerminator::ensureTerminator.
func ensureTerminator(ctx *ir.Context, r *ir.Region, term string, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	b := r.First()
	if b != r.Last() {
		return
	}
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return
	}
	b.Append(ctx.Create(&ir.OperationState{Name: term, Loc: loc}))
}

func printModule(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" ")
	pr.PrintSymbolName(ir.SymbolName(op))
	if a := op.Attr("offloadingHandler"); a != nil {
		pr.WriteString(" <")
		pr.PrintAttribute(a)
		pr.WriteString(">")
	}
	if a := op.Attr("targets"); a != nil {
		pr.WriteString(" ")
		pr.PrintAttribute(a)
		pr.WriteString(" ")
	}
	pr.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{"sym_name", "targets", "offloadingHandler"})
	pr.WriteString(" ")
	pr.PrintRegion(op.Region(0), false, false, false)
}

// ---------------------------------------------------------------------------
// gpu.func

// parseAttributions parses `keyword(%a : type {attrs}, ...)` if the keyword
// is present, appending to args; it returns the attribution attribute
// array (nil when no attribution has attributes).
func parseAttributions(p *asm.Parser, keyword string, args *[]asm.Argument, allowAttrs bool) ir.Attribute {
	if !p.ConsumeKeyword(keyword) {
		return nil
	}
	start := len(*args)
	p.CommaList(asm.DelimParen, " in argument list", func() {
		*args = append(*args, p.ParseArgument(true, allowAttrs))
	})
	added := (*args)[start:]
	hadAttrs := false
	for _, a := range added {
		if a.Attrs.Len() > 0 {
			hadAttrs = true
		}
	}
	if !hadAttrs {
		return nil
	}
	ctx := p.Context()
	elems := make([]ir.Attribute, len(added))
	for i, a := range added {
		if a.Attrs == nil {
			elems[i] = ctx.EmptyDict()
		} else {
			elems[i] = a.Attrs
		}
	}
	return ctx.Array(elems)
}

func parseFunc(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	st.AddAttr("sym_name", ctx.String(opSymbolName(p)))
	sigOff := p.Offset()
	args, results, resAttrs := funcd.ParseFunctionSignature(p)
	if len(args) > 0 && args[0].Operand.Name == "" {
		p.OpErrorAt(sigOff, "gpu.func requires named arguments")
	}
	inputs := make([]ir.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.Function(inputs, results)))
	if a := funcd.ArgAttrsArray(ctx, args); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := funcd.ResAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	wg := parseAttributions(p, "workgroup", &args, true)
	st.AddAttr(NumWorkgroupAttributionsAttrName, ctx.IntegerAttrInt64(ctx.I(64), int64(len(args)-len(inputs))))
	if wg != nil {
		st.AddAttr("workgroup_attrib_attrs", wg)
	}
	if pa := parseAttributions(p, "private", &args, true); pa != nil {
		st.AddAttr("private_attrib_attrs", pa)
	}
	if p.ConsumeKeyword("kernel") {
		st.AddAttr(KernelFuncAttrName, ctx.Unit())
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
	body := st.AddRegion()
	p.ParseRegion(body, args, true)
}

// FunctionType returns the function type of a gpu.func, or nil.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if t, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := t.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return nil
}

// NumWorkgroupAttributions returns the `workgroup_attributions` count of a
// gpu.func or gpu.launch (0 when absent).
func NumWorkgroupAttributions(op *ir.Operation) int {
	if a, ok := op.Attr(NumWorkgroupAttributionsAttrName).(*ir.IntegerAttr); ok {
		return int(a.Int64())
	}
	return 0
}

// AddWorkgroupAttribution appends a workgroup attribution of type t to a
// gpu.func and returns its block argument (GPUFuncOp::addWorkgroupAttribution).
func AddWorkgroupAttribution(op *ir.Operation, t ir.Type, loc ir.Location) *ir.Value {
	ctx := op.Context()
	n := NumWorkgroupAttributions(op)
	it := ir.Type(ctx.I(64))
	if a, ok := op.Attr(NumWorkgroupAttributionsAttrName).(*ir.IntegerAttr); ok {
		it = a.Type
	}
	op.SetAttr(NumWorkgroupAttributionsAttrName, ctx.IntegerAttrInt64(it, int64(n+1)))
	return op.Region(0).First().InsertArg(len(FunctionType(op).Inputs)+n, t, loc)
}

// IsKernel reports whether op carries the `gpu.kernel` unit attribute.
func IsKernel(op *ir.Operation) bool {
	_, ok := op.Attr(KernelFuncAttrName).(*ir.UnitAttr)
	return ok
}

// FuncAttributions returns the workgroup and private attribution block
// arguments of a gpu.func.
func FuncAttributions(op *ir.Operation) (workgroup, private []*ir.Value) {
	ft := FunctionType(op)
	if ft == nil || op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil, nil
	}
	return splitAttributions(op.Region(0).First().Args(), len(ft.Inputs), NumWorkgroupAttributions(op))
}

func splitAttributions(args []*ir.Value, first, numWorkgroup int) (workgroup, private []*ir.Value) {
	if first > len(args) {
		return nil, nil
	}
	rest := args[first:]
	if numWorkgroup < 0 {
		numWorkgroup = 0
	}
	if numWorkgroup > len(rest) {
		numWorkgroup = len(rest)
	}
	return rest[:numWorkgroup], rest[numWorkgroup:]
}

// printAttributions prints ` keyword(%a : type {attrs}, ...)`.
func printAttributions(pr *asm.Printer, keyword string, values []*ir.Value, attrs ir.Attribute) {
	if len(values) == 0 {
		return
	}
	pr.WriteString(" ")
	pr.WriteString(keyword)
	pr.WriteString("(")
	for i, v := range values {
		if i > 0 {
			pr.WriteString(", ")
		}
		pr.PrintOperand(v)
		pr.WriteString(" : ")
		pr.PrintType(v.Type())
		if d := funcd.DictAt(attrs, i); d != nil {
			pr.PrintOptionalAttrDict(d, nil)
		}
	}
	pr.WriteString(")")
}

func printFunc(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" ")
	pr.PrintSymbolName(ir.SymbolName(op))
	ft := FunctionType(op)
	var body *ir.Region
	if op.NumRegions() > 0 {
		body = op.Region(0)
	}
	external := body == nil || body.Empty()
	argAttrs := op.Attr("arg_attrs")
	resAttrs := op.Attr("res_attrs")
	pr.WriteString("(")
	if ft != nil {
		for i, t := range ft.Inputs {
			if i > 0 {
				pr.WriteString(", ")
			}
			if !external && i < body.First().NumArgs() {
				pr.PrintRegionArgument(body.First().Arg(i), funcd.DictAt(argAttrs, i))
			} else {
				pr.PrintType(t)
				pr.PrintOptionalAttrDict(funcd.DictAt(argAttrs, i), nil)
			}
		}
	}
	pr.WriteString(")")
	if ft != nil && len(ft.Results) > 0 {
		pr.WriteString(" -> ")
		_, isFn := ft.Results[0].(*ir.FunctionType)
		parens := len(ft.Results) > 1 || isFn || len(funcd.DictAt(resAttrs, 0)) > 0
		if parens {
			pr.WriteString("(")
		}
		for i, t := range ft.Results {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.PrintType(t)
			pr.PrintOptionalAttrDict(funcd.DictAt(resAttrs, i), nil)
		}
		if parens {
			pr.WriteString(")")
		}
	}
	wg, priv := FuncAttributions(op)
	printAttributions(pr, "workgroup", wg, op.Attr("workgroup_attrib_attrs"))
	printAttributions(pr, "private", priv, op.Attr("private_attrib_attrs"))
	if IsKernel(op) {
		pr.WriteString(" kernel")
	}
	pr.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{"sym_name", NumWorkgroupAttributionsAttrName,
		KernelFuncAttrName, "function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs"})
	pr.WriteString(" ")
	if body != nil {
		pr.PrintRegion(body, false, true, false)
	}
}

// ---------------------------------------------------------------------------
// gpu.launch

// Launch region argument layout (LaunchOp::kNumConfigRegionAttributes).
const (
	numConfigOperands        = 6
	numConfigRegionArguments = 12
)

// parseSizeAssignment parses `(%i, %j, %k) in (%a = %x, %b = %y, %c = %z)`
// into ids, region sizes and size operands.
func parseSizeAssignment(p *asm.Parser, sizes, regionSizes, ids []asm.UnresolvedOperand) {
	var args []asm.UnresolvedOperand
	p.CommaList(asm.DelimParen, " in operand list", func() { args = append(args, p.ParseArgumentOperand()) })
	copy(ids, args)
	p.ExpectOpKeyword("in")
	p.Expect("(", "expected '('")
	for i := 0; i < 3; i++ {
		if i != 0 {
			p.Expect(",", "expected ','")
		}
		regionSizes[i] = p.ParseArgumentOperand()
		p.Expect("=", "expected '='")
		sizes[i] = p.ParseOperand()
	}
	p.Expect(")", "expected ')'")
}

func parseLaunch(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	tok := AsyncToken(ctx)
	index := ctx.Index()
	sizes := make([]asm.UnresolvedOperand, numConfigOperands, 9)
	regionArgs := make([]asm.UnresolvedOperand, numConfigRegionArguments, 18)

	depOff := p.Offset()
	async, deps := parseAsyncDependencies(p)
	if !async && len(deps) > 0 {
		// MLIR resolves the dependencies against the token type `async`
		// sets, null here.
		p.FailNullTypeUse(deps[0])
	}
	st.Operands = append(st.Operands, p.ResolveAll(deps, repeatType(tok, len(deps)), depOff)...)
	if p.NumResultsBound() > 0 {
		// MLIR pushes the (possibly null) async token type; only `async`
		// gives it a type.
		st.Types = append(st.Types, tok)
	}

	hasCluster := false
	if p.ConsumeKeyword("clusters") {
		hasCluster = true
		sizes = sizes[:9]
		regionArgs = regionArgs[:18]
		parseSizeAssignment(p, sizes[6:], regionArgs[15:18], regionArgs[12:15])
	}
	p.ExpectOpKeyword("blocks")
	parseSizeAssignment(p, sizes[0:3], regionArgs[6:9], regionArgs[0:3])
	p.ExpectOpKeyword("threads")
	parseSizeAssignment(p, sizes[3:], regionArgs[9:12], regionArgs[3:6])
	for _, s := range sizes {
		st.Operands = append(st.Operands, p.Resolve(s, index))
	}

	hasDSM := false
	if p.ConsumeKeyword("dynamic_shared_memory_size") {
		hasDSM = true
		st.Operands = append(st.Operands, p.Resolve(p.ParseOperand(), ctx.I(32)))
	}

	args := make([]asm.Argument, len(regionArgs))
	for i, u := range regionArgs {
		args[i] = asm.Argument{Operand: u, Type: index}
	}
	parseAttributions(p, "workgroup", &args, false)
	st.AddAttr(NumWorkgroupAttributionsAttrName, ctx.IntegerAttrInt64(ctx.I(64), int64(len(args)-len(regionArgs))))
	parseAttributions(p, "private", &args, false)

	body := st.AddRegion()
	p.ParseRegion(body, args, false)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)

	seg := []int64{int64(len(deps)), 1, 1, 1, 1, 1, 1, 0, 0, 0, 0}
	if hasCluster {
		seg[7], seg[8], seg[9] = 1, 1, 1
	}
	if hasDSM {
		seg[10] = 1
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32), seg, nil))
}

func repeatType(t ir.Type, n int) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = t
	}
	return ts
}

// operandSegments returns the operand group sizes of op from its
// operandSegmentSizes attribute, or nil.
func operandSegments(op *ir.Operation) []int {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	total := 0
	seg := make([]int, len(a.Ints))
	for i, v := range a.Ints {
		if v < 0 {
			return nil
		}
		seg[i] = int(v)
		total += int(v)
	}
	if total != op.NumOperands() {
		return nil
	}
	return seg
}

// operandGroup returns the operands of ODS operand group i.
func operandGroup(op *ir.Operation, seg []int, i int) []*ir.Value {
	if seg == nil || i >= len(seg) {
		return nil
	}
	start := 0
	for _, n := range seg[:i] {
		start += n
	}
	return op.Operands()[start : start+seg[i]]
}

// LaunchInfo describes a gpu.launch: its operand groups and region
// arguments, as LaunchOp's accessors.
type LaunchInfo struct {
	AsyncDependencies                []*ir.Value
	GridSize, BlockSize, ClusterSize []*ir.Value // operands (ClusterSize nil if absent)
	DynamicSharedMemorySize          *ir.Value
	BlockIDs, ThreadIDs, ClusterIDs  []*ir.Value // region arguments
	GridSizeArgs, BlockSizeArgs      []*ir.Value
	ClusterSizeArgs                  []*ir.Value
	Workgroup, Private               []*ir.Value
	HasClusterSize                   bool
}

// Launch returns the parts of a gpu.launch op; ok is false when its
// operands or region do not have the expected shape.
func Launch(op *ir.Operation) (LaunchInfo, bool) {
	var li LaunchInfo
	seg := operandSegments(op)
	if len(seg) != 11 {
		return li, false
	}
	li.AsyncDependencies = operandGroup(op, seg, 0)
	for i := 1; i <= 3; i++ {
		li.GridSize = append(li.GridSize, operandGroup(op, seg, i)...)
		li.BlockSize = append(li.BlockSize, operandGroup(op, seg, i+3)...)
	}
	li.HasClusterSize = seg[7] == 1 && seg[8] == 1 && seg[9] == 1
	if li.HasClusterSize {
		for i := 7; i <= 9; i++ {
			li.ClusterSize = append(li.ClusterSize, operandGroup(op, seg, i)...)
		}
	}
	if d := operandGroup(op, seg, 10); len(d) == 1 {
		li.DynamicSharedMemorySize = d[0]
	}
	if len(li.GridSize) != 3 || len(li.BlockSize) != 3 {
		return li, false
	}
	if op.NumRegions() != 1 || op.Region(0).Empty() {
		return li, false
	}
	args := op.Region(0).First().Args()
	n := numConfigRegionArguments
	if li.HasClusterSize {
		n += 6
	}
	if len(args) < n {
		return li, false
	}
	li.BlockIDs, li.ThreadIDs = args[0:3], args[3:6]
	li.GridSizeArgs, li.BlockSizeArgs = args[6:9], args[9:12]
	if li.HasClusterSize {
		li.ClusterIDs, li.ClusterSizeArgs = args[12:15], args[15:18]
	}
	li.Workgroup, li.Private = splitAttributions(args, n, NumWorkgroupAttributions(op))
	return li, true
}

func printSizeAssignment(pr *asm.Printer, size, operands, ids []*ir.Value) {
	pr.WriteString("(")
	pr.PrintOperand(ids[0])
	pr.WriteString(", ")
	pr.PrintOperand(ids[1])
	pr.WriteString(", ")
	pr.PrintOperand(ids[2])
	pr.WriteString(") in (")
	for i := 0; i < 3; i++ {
		if i > 0 {
			pr.WriteString(", ")
		}
		pr.PrintOperand(size[i])
		pr.WriteString(" = ")
		pr.PrintOperand(operands[i])
	}
	pr.WriteString(")")
}

func printLaunch(pr *asm.Printer, op *ir.Operation) {
	li, ok := Launch(op)
	if !ok {
		// Malformed (only printed in diagnostics): show what we can.
		pr.WriteString(" <<malformed gpu.launch>>")
		return
	}
	if op.NumResults() > 0 {
		pr.WriteString(" async")
		if len(li.AsyncDependencies) > 0 {
			pr.WriteString(" [")
			pr.PrintOperands(li.AsyncDependencies)
			pr.WriteString("]")
		}
	}
	if li.HasClusterSize {
		pr.WriteString(" clusters")
		printSizeAssignment(pr, li.ClusterSizeArgs, li.ClusterSize, li.ClusterIDs)
	}
	pr.WriteString(" blocks")
	printSizeAssignment(pr, li.GridSizeArgs, li.GridSize, li.BlockIDs)
	pr.WriteString(" threads")
	printSizeAssignment(pr, li.BlockSizeArgs, li.BlockSize, li.ThreadIDs)
	if li.DynamicSharedMemorySize != nil {
		pr.WriteString(" dynamic_shared_memory_size ")
		pr.PrintOperand(li.DynamicSharedMemorySize)
	}
	printAttributions(pr, "workgroup", li.Workgroup, nil)
	printAttributions(pr, "private", li.Private, nil)
	pr.WriteString(" ")
	pr.PrintRegion(op.Region(0), false, true, false)
	pr.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"operandSegmentSizes", NumWorkgroupAttributionsAttrName})
}

// ---------------------------------------------------------------------------
// gpu.launch_func

// LaunchFuncInfo describes a gpu.launch_func: its kernel and operand groups.
type LaunchFuncInfo struct {
	AsyncDependencies                []*ir.Value
	Kernel                           *ir.SymbolRefAttr
	GridSize, BlockSize, ClusterSize []*ir.Value // ClusterSize nil if absent
	DynamicSharedMemorySize          *ir.Value   // nil if absent
	KernelOperands                   []*ir.Value
	AsyncObject                      *ir.Value // nil if absent
	// AsyncToken asks for the !gpu.async.token result (building only; when
	// reading, the op's result count says it).
	AsyncToken bool
}

// LaunchFunc returns the parts of a gpu.launch_func op; ok is false when its
// operand segments are malformed.
func LaunchFunc(op *ir.Operation) (LaunchFuncInfo, bool) {
	var li LaunchFuncInfo
	seg := operandSegments(op)
	if len(seg) != 13 {
		return li, false
	}
	li.Kernel, _ = op.Attr("kernel").(*ir.SymbolRefAttr)
	li.AsyncDependencies = operandGroup(op, seg, 0)
	for i := 1; i <= 3; i++ {
		li.GridSize = append(li.GridSize, operandGroup(op, seg, i)...)
		li.BlockSize = append(li.BlockSize, operandGroup(op, seg, i+3)...)
	}
	if seg[7] == 1 && seg[8] == 1 && seg[9] == 1 {
		for i := 7; i <= 9; i++ {
			li.ClusterSize = append(li.ClusterSize, operandGroup(op, seg, i)...)
		}
	}
	if d := operandGroup(op, seg, 10); len(d) == 1 {
		li.DynamicSharedMemorySize = d[0]
	}
	li.KernelOperands = operandGroup(op, seg, 11)
	if a := operandGroup(op, seg, 12); len(a) == 1 {
		li.AsyncObject = a[0]
	}
	li.AsyncToken = op.NumResults() == 1
	return li, len(li.GridSize) == 3 && len(li.BlockSize) == 3
}

// NewLaunchFuncState returns the state of a gpu.launch_func built from li
// (GridSize and BlockSize must have 3 values, ClusterSize 0 or 3), as
// LaunchFuncOp::build.
func NewLaunchFuncState(ctx *ir.Context, li LaunchFuncInfo, loc ir.Location) *ir.OperationState {
	st := &ir.OperationState{Name: "gpu.launch_func", Loc: loc}
	opt := func(v *ir.Value) int64 {
		if v == nil {
			return 0
		}
		st.Operands = append(st.Operands, v)
		return 1
	}
	st.Operands = append(st.Operands, li.AsyncDependencies...)
	st.Operands = append(st.Operands, li.GridSize...)
	st.Operands = append(st.Operands, li.BlockSize...)
	nc := int64(0)
	if len(li.ClusterSize) == 3 {
		nc = 1
		st.Operands = append(st.Operands, li.ClusterSize...)
	}
	dsm := opt(li.DynamicSharedMemorySize)
	st.Operands = append(st.Operands, li.KernelOperands...)
	obj := opt(li.AsyncObject)
	seg := []int64{int64(len(li.AsyncDependencies)), 1, 1, 1, 1, 1, 1, nc, nc, nc, dsm, int64(len(li.KernelOperands)), obj}
	st.AddAttr("kernel", li.Kernel)
	st.AddAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32), seg, nil))
	if li.AsyncToken {
		st.Types = []ir.Type{AsyncToken(ctx)}
	}
	return st
}

// ---------------------------------------------------------------------------
// Builders

// NewModuleState returns the state of an empty `gpu.module @name` (with
// its gpu.module_end) with optional targets (nil for none).
func NewModuleState(ctx *ir.Context, name string, targets []ir.Attribute, loc ir.Location) *ir.OperationState {
	st := &ir.OperationState{Name: "gpu.module", Loc: loc}
	st.AddAttr("sym_name", ctx.String(name))
	if targets != nil {
		st.AddAttr("targets", ctx.Array(targets))
	}
	ensureTerminator(ctx, st.AddRegion(), "gpu.module_end", loc)
	return st
}

// NewBinaryState returns the state of `gpu.binary @name <handler> [objects]`;
// a nil handler is #gpu.select_object, as BinaryOp::build.
func NewBinaryState(ctx *ir.Context, name string, handler ir.Attribute, objects []ir.Attribute, loc ir.Location) *ir.OperationState {
	st := &ir.OperationState{Name: "gpu.binary", Loc: loc}
	st.AddAttr("sym_name", ctx.String(name))
	if handler == nil {
		handler = SelectObject(ctx, nil)
	}
	st.AddAttr("offloadingHandler", handler)
	st.AddAttr("objects", ctx.Array(objects))
	return st
}

// NewFuncState returns the state of a gpu.func named name of type ft with
// an entry block holding the function arguments followed by the workgroup
// and private attributions, as GPUFuncOp::build; kernel adds `gpu.kernel`.
func NewFuncState(ctx *ir.Context, name string, ft *ir.FunctionType, workgroup, private []ir.Type, kernel bool, loc ir.Location) *ir.OperationState {
	st := &ir.OperationState{Name: "gpu.func", Loc: loc}
	st.AddAttr("sym_name", ctx.String(name))
	st.AddAttr("function_type", ctx.TypeAttr(ft))
	st.AddAttr(NumWorkgroupAttributionsAttrName, ctx.IntegerAttrInt64(ctx.I(64), int64(len(workgroup))))
	if kernel {
		st.AddAttr(KernelFuncAttrName, ctx.Unit())
	}
	entry := ir.NewBlock()
	for _, group := range [][]ir.Type{ft.Inputs, workgroup, private} {
		for _, t := range group {
			entry.AddArg(t, loc)
		}
	}
	st.AddRegion().Append(entry)
	return st
}
