package llvmir

import (
	"fmt"

	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// SerializeGPUModule, when set, translates a gpu.module that carries a
// target attribute (the device compiler hook). Without it such a module is
// an error.
var SerializeGPUModule func(t *Translator, op *ir.Operation) error

// convertComdats creates the module's comdats from llvm.comdat ops.
func (t *Translator) convertComdats(body *ir.Block) error {
	st := t.state()
	for op := range body.Ops {
		if op.Name() != "llvm.comdat" {
			continue
		}
		r := op.Region(0).First()
		if r == nil {
			continue
		}
		for sel := range r.Ops {
			if sel.Name() != "llvm.comdat_selector" {
				continue
			}
			name := symName(sel)
			if _, dup := st.comdats[name]; dup {
				return locErrorf(sel, "comdat selection symbols must be unique even in different comdat regions")
			}
			v, _ := enumVal(sel.Attr("comdat"))
			c := &ll.Comdat{Name: name, Kind: [...]string{"any", "exactmatch", "largest", "nodeduplicate", "samesize"}[min(v, 4)]}
			st.comdats[name] = c
			t.M.Comdats = append(t.M.Comdats, c)
		}
	}
	return nil
}

func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// comdatOf resolves an op's `comdat` symbol reference (@comdat::@selector).
func (t *Translator) comdatOf(op *ir.Operation) *ll.Comdat {
	ref, ok := op.Attr("comdat").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	return t.state().comdats[ref.Leaf()]
}

// convertFunctionSignatures declares every llvm.func with its linkage,
// calling convention and attributes (convertFunctionSignatures).
func (t *Translator) convertFunctionSignatures(body *ir.Block) error {
	for op := range body.Ops {
		if op.Name() != "llvm.func" {
			continue
		}
		ft, err := t.funcType(llvm.FuncType(op))
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		f := &ll.Function{Sig: ft}
		f.Name, f.AddrSpace = symName(op), t.state().dl.ProgramAddrSpace()
		for _, p := range ft.Params {
			f.Params = append(f.Params, &ll.Argument{Typ: p})
		}
		// LLVM gives a function with an intrinsic's name its attributes.
		if fn, ret, params, ok := IntrinsicAttrs(f.Name, len(f.Params)); ok {
			f.FnAttrs, f.RetAttrs = fn, ret
			for i, a := range params {
				f.Params[i].Attrs = a
			}
		}
		t.M.AddFunc(f)
	}
	for op := range body.Ops {
		if op.Name() != "llvm.func" {
			continue
		}
		f := t.M.LookupFunc(symName(op))
		f.Linkage = linkageOf(op.Attr("linkage"))
		f.CallConv = callConvOf(op.Attr("CConv"))
		if _, ok := op.Attr("dso_local").(*ir.UnitAttr); ok {
			f.DSOLocal = true
		}
		if err := t.functionAttrs(op, f); err != nil {
			return err
		}
		if n, ok := op.Attr("function_entry_count").(*ir.IntegerAttr); ok {
			f.MD = append(f.MD, ll.MDAttachment{Kind: "prof", Node: ll.Tuple(ll.MDString("function_entry_count"), &ll.ValueMD{V: ll.Int(ll.I64, n.Int64())})})
		}
		if arr, ok := op.Attr("res_attrs").(*ir.ArrayAttr); ok && len(arr.Elems) > 0 {
			d, _ := arr.Elems[0].(*ir.DictionaryAttr)
			as, err := t.paramAttrs(op, d)
			if err != nil {
				return err
			}
			f.RetAttrs = append(f.RetAttrs, as...)
		}
		if arr, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok {
			for i, e := range arr.Elems {
				d, _ := e.(*ir.DictionaryAttr)
				if i >= len(f.Params) {
					break
				}
				as, err := t.paramAttrs(op, d)
				if err != nil {
					return err
				}
				f.Params[i].Attrs = append(f.Params[i].Attrs, as...)
				if d != nil {
					for _, na := range d.Entries {
						if err := t.AmendParam(op, i, na, f); err != nil {
							return err
						}
					}
				}
			}
		}
		f.Visibility = visibilityOf(op.Attr("visibility_"))
		f.Comdat = t.comdatOf(op)
		if s, ok := op.Attr("garbageCollector").(*ir.StringAttr); ok {
			f.GC = s.Value
		}
		if a := op.Attr("unnamed_addr"); a != nil {
			f.UnnamedAddr = unnamedAddrOf(a)
		}
		if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
			f.Align = llvmAlign(uint64(a.Int64()))
		}
		t.FunctionDebugInfo(op, f)
	}
	return nil
}

// convertGlobals creates the global variables, then their initializers,
// global_ctors/dtors, and amends their dialect attributes
// (convertGlobals).
func (t *Translator) convertGlobals(body *ir.Block) error {
	type pending struct {
		op *ir.Operation
		gv *ll.GlobalVariable
	}
	var globals []pending
	for op := range body.Ops {
		if op.Name() != "llvm.mlir.global" {
			continue
		}
		ty, err := t.opType(op, llvm.GlobalType(op))
		if err != nil {
			return err
		}
		gv := &ll.GlobalVariable{ValueType: ty}
		gv.Name = symName(op)
		if s, ok := op.Attr("value").(*ir.StringAttr); ok {
			at := t.intern(ll.NewArrayType(uint64(len(s.Value)), ll.I8))
			gv.Init = ll.NewData(at, []byte(s.Value))
			gv.ValueType = at
		}
		gv.Linkage = linkageOf(op.Attr("linkage"))
		if _, ok := op.Attr("constant").(*ir.UnitAttr); ok {
			gv.IsConstant = true
		}
		if _, ok := op.Attr("thread_local_").(*ir.UnitAttr); ok {
			gv.ThreadLocal = "thread_local"
		}
		if a, ok := op.Attr("addr_space").(*ir.IntegerAttr); ok {
			gv.AddrSpace = uint32(a.Int64())
		}
		// MLIR 19's llvm.mlir.global has no externally_initialized: such an
		// attribute is a discardable one the translation ignores.
		gv.Comdat = t.comdatOf(op)
		if a := op.Attr("unnamed_addr"); a != nil {
			gv.UnnamedAddr = unnamedAddrOf(a)
		}
		if s, ok := op.Attr("section").(*ir.StringAttr); ok {
			gv.Section = s.Value
		}
		if _, ok := op.Attr("dso_local").(*ir.UnitAttr); ok {
			gv.DSOLocal = true
		}
		if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() != 0 {
			gv.Align = uint64(a.Int64())
		}
		gv.Visibility = visibilityOf(op.Attr("visibility_"))
		t.M.AddGlobal(gv)
		t.GlobalDebugInfo(op, gv)
		globals = append(globals, pending{op, gv})
	}
	// Value attributes (after every global exists: they may refer to
	// other symbols).
	for _, g := range globals {
		v := g.op.Attr("value")
		if v != nil {
			if _, ok := v.(*ir.StringAttr); !ok && !hasInitRegion(g.op) {
				c, err := t.Constant(g.op, g.gv.ValueType, v)
				if err != nil {
					return err
				}
				g.gv.Init = c
			}
		}
		if g.gv.Init == nil && !hasInitRegion(g.op) && g.gv.Linkage != ll.External && g.gv.Linkage != ll.ExternWeak {
			g.gv.Init = &ll.Undef{Typ: g.gv.ValueType}
		}
		if g.gv.Linkage == ll.ExternWeak {
			g.gv.Init = nil
		}
	}
	// Initializer regions.
	for _, g := range globals {
		if !hasInitRegion(g.op) {
			continue
		}
		c, err := t.constantRegion(g.op.Region(0).First(), "fail to convert global initializer")
		if err != nil {
			return err
		}
		if g.gv.Linkage != ll.ExternWeak {
			g.gv.Init = c
		}
	}
	for op := range body.Ops {
		if op.Name() != "llvm.mlir.global_ctors" && op.Name() != "llvm.mlir.global_dtors" {
			continue
		}
		fns, _ := op.Attr("ctors").(*ir.ArrayAttr)
		name := "llvm.global_ctors"
		if op.Name() == "llvm.mlir.global_dtors" {
			fns, _ = op.Attr("dtors").(*ir.ArrayAttr)
			name = "llvm.global_dtors"
		}
		prios, _ := op.Attr("priorities").(*ir.ArrayAttr)
		if fns == nil || prios == nil {
			continue
		}
		for i, f := range fns.Elems {
			ref, _ := f.(*ir.SymbolRefAttr)
			p, _ := prios.Elems[i].(*ir.IntegerAttr)
			if ref == nil || p == nil {
				continue
			}
			t.appendGlobalFn(name, t.M.LookupFunc(ref.Leaf()), p.Int64())
		}
	}
	for _, g := range globals {
		if err := t.amend(g.op, g.gv); err != nil {
			return err
		}
	}
	return nil
}

func hasInitRegion(op *ir.Operation) bool {
	return op.NumRegions() > 0 && op.Region(0).First() != nil
}

// appendGlobalFn appends {prio, fn, null} to llvm.global_ctors/dtors, as
// LLVM's appendToGlobalCtors (the array grows by one each time).
func (t *Translator) appendGlobalFn(name string, f *ll.Function, prio int64) {
	elt := t.intern(ll.NewStructType([]ll.Type{ll.I32, ll.Ptr, ll.Ptr}, false)).(*ll.StructType)
	entry := &ll.ConstStruct{Typ: elt, Elems: []ll.Constant{ll.Int(ll.I32, prio), f, &ll.ConstNull{Typ: ll.Ptr}}}
	gv := t.M.LookupGlobal(name)
	if gv == nil {
		gv = &ll.GlobalVariable{}
		gv.Name = name
		gv.Linkage = ll.Appending
		t.M.AddGlobal(gv)
	}
	var elems []ll.Constant
	if old, ok := gv.Init.(*ll.ConstArray); ok {
		elems = append(elems, old.Elems...)
	}
	elems = append(elems, entry)
	at := t.intern(ll.NewArrayType(uint64(len(elems)), elt)).(*ll.ArrayType)
	gv.ValueType = at
	gv.Init = &ll.ConstArray{Typ: at, Elems: elems}
}

// constantRegion translates a global initializer region (constant ops
// ending in llvm.return) to the constant it returns.
func (t *Translator) constantRegion(b *ir.Block, failMsg string) (ll.Constant, error) {
	saved := t.Cur
	t.Cur = &ll.Block{}
	defer func() { t.Cur = saved }()
	for op := range b.Ops {
		if op.HasTrait(ir.Terminator) {
			if op.NumOperands() == 0 {
				break
			}
			c, ok := t.Lookup(op.Operand(0)).(ll.Constant)
			if !ok {
				return nil, t.Errorf(op, "unemittable constant value")
			}
			return c, nil
		}
		if err := t.convertOperation(op); err != nil {
			last := ir.Errorf(op.Loc(), "%s", failMsg)
			if d, ok := err.(*ir.Diagnostic); ok {
				d.Then = append(d.Then, last)
				return nil, d
			}
			return nil, last
		}
		if op.NumResults() > 0 {
			if _, ok := t.Lookup(op.Result(0)).(ll.Constant); !ok {
				return nil, ir.Errorf(op.Loc(), "unemittable constant value")
			}
		}
	}
	return nil, errorf("llvmir: initializer without terminator")
}

// convertFunctions translates function bodies; declarations only get
// their dialect attributes amended.
func (t *Translator) convertFunctions(body *ir.Block) error {
	for op := range body.Ops {
		if op.Name() != "llvm.func" {
			continue
		}
		f := t.M.LookupFunc(symName(op))
		if op.Region(0).First() == nil {
			if err := t.amend(op, f); err != nil {
				return err
			}
			continue
		}
		t.definitionAttrs(op, f)
		if err := t.convertFunction(op, f); err != nil {
			return err
		}
		if err := t.amend(op, f); err != nil {
			return err
		}
		t.releaseBody(op)
	}
	return nil
}

// convertFunction translates one function body: blocks are created in
// region order, translated in dominance order, then phis are connected.
func (t *Translator) convertFunction(op *ir.Operation, f *ll.Function) error {
	t.values.Clear()
	t.blocks.Clear()
	st := t.state()
	st.termBlock.Clear()
	t.Fn = f
	region := op.Region(0)
	entry := region.First()
	for i, a := range entry.Args() {
		t.Map(a, f.Params[i])
	}
	for b := range region.Blocks {
		t.MapBlock(b, f.NewBlock(""))
	}
	for _, b := range blocksByDominance(region) {
		if err := t.convertBlock(b, b == entry); err != nil {
			return err
		}
	}
	t.connectPhis(region)
	t.Cur, t.Fn = nil, nil
	t.SetDebugLoc(nil)
	return nil
}

// blocksByDominance orders a region's blocks as MLIR's
// getBlocksSortedByDominance: a reverse post-order walk from each block
// not yet reached, in region order.
func blocksByDominance(r *ir.Region) []*ir.Block {
	var out []*ir.Block
	visited := map[*ir.Block]bool{}
	for b := range r.Blocks {
		if visited[b] {
			continue
		}
		var post []*ir.Block
		type frame struct {
			b *ir.Block
			i int
		}
		stack := []frame{{b, 0}}
		visited[b] = true
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			term := top.b.Last()
			n := 0
			if term != nil && term.HasTrait(ir.Terminator) {
				n = term.NumSuccessors()
			}
			if top.i < n {
				s := term.Successor(top.i)
				top.i++
				if !visited[s] {
					visited[s] = true
					stack = append(stack, frame{s, 0})
				}
				continue
			}
			post = append(post, top.b)
			stack = stack[:len(stack)-1]
		}
		for i := len(post) - 1; i >= 0; i-- {
			out = append(out, post[i])
		}
	}
	return out
}

// convertBlock creates the phis of a block's arguments and translates its
// ops.
func (t *Translator) convertBlock(b *ir.Block, entry bool) error {
	t.Cur = t.Block(b)
	if !entry {
		for _, a := range b.Args() {
			ty, err := t.Type(a.Type())
			if err != nil {
				if b.First() != nil {
					return ir.Errorf(b.First().Loc(), "block argument does not have an LLVM type")
				}
				return err
			}
			t.SetDebugLoc(nil)
			phi := t.Emit(&ll.Inst{Op: ll.OpPhi, Typ: ty})
			t.Map(a, phi)
		}
	}
	for op := range b.Ops {
		t.SetDebugLoc(t.OpDebugLoc(op))
		if err := t.convertOperation(op); err != nil {
			return err
		}
		if op.HasTrait(ir.Terminator) {
			t.state().termBlock.Put(b, t.Cur)
		}
	}
	return nil
}

// connectPhis adds the incoming values of every phi, one per predecessor
// edge in MLIR's predecessor order.
func (t *Translator) connectPhis(r *ir.Region) {
	st := t.state()
	for b := range r.Blocks {
		if b.IsEntry() || b.NumArgs() == 0 {
			continue
		}
		for i, a := range b.Args() {
			phi := t.Lookup(a).(*ll.Inst)
			for p := range b.Predecessors {
				term := p.Owner()
				pred := term.Block()
				v := phiSource(term, b, i)
				in, _ := st.termBlock.Get(pred)
				phi.Operands = append(phi.Operands, t.Lookup(v))
				phi.Ext().Incoming = append(phi.Ext().Incoming, in)
			}
		}
	}
}

// phiSource is the value a terminator passes to argument i of succ.
func phiSource(term *ir.Operation, succ *ir.Block, i int) *ir.Value {
	for s := 0; s < term.NumSuccessors(); s++ {
		if term.Successor(s) == succ {
			return succOperands(term, s)[i]
		}
	}
	return nil
}

// succOperands returns the operands a terminator forwards to its
// successor number s.
func succOperands(term *ir.Operation, s int) []*ir.Value {
	switch term.Name() {
	case "llvm.br":
		return term.Operands()
	case "llvm.cond_br":
		if s == 0 {
			return group(term, "trueDestOperands")
		}
		return group(term, "falseDestOperands")
	case "llvm.switch":
		if s == 0 {
			return group(term, "defaultOperands")
		}
		return segment(group(term, "caseOperands"), term.Attr("case_operand_segments"), s-1)
	case "llvm.invoke":
		if s == 0 {
			return group(term, "normalDestOperands")
		}
		return group(term, "unwindDestOperands")
	case "llvm.indirectbr":
		return segment(group(term, "succOperands"), term.Attr("indbr_operand_segments"), s)
	}
	return nil
}

// segment returns segment i of vs as split by a dense i32 array of sizes.
func segment(vs []*ir.Value, sizes ir.Attribute, i int) []*ir.Value {
	d, ok := sizes.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	off := 0
	for j := 0; j < i; j++ {
		off += int(d.Ints[j])
	}
	return vs[off : off+int(d.Ints[i])]
}

// warnEmptyStub warns (beyond the seed, which says nothing) when a
// gpu.module without a `target` has the binary stub gpu-to-llvm left for
// its launches: no binary replaces the stub, so the host would load an empty
// one and fail only at run time.
func (t *Translator) warnEmptyStub(op *ir.Operation) {
	name := symName(op)
	stub := gpu.BinaryStubName(name)
	// The module's globals are translated before its other ops.
	if t.M.LookupGlobal(stub) == nil {
		return
	}
	op.Context().Emit(&ir.Diagnostic{Severity: ir.SevWarning, Loc: op.Loc(), Msg: fmt.Sprintf(
		"gpu.module '%s' has no target, so no binary is made for it and @%s stays empty: the host code "+
			"that loads it would fail at run time; give the module a target, e.g. with "+
			"--gpu-to-llvm='target=\"AMDGPU: chip = \"gfx90a\", O = 2\"' or target = #gpu.target<...>", name, stub)})
}

// convertGPUOp is the GPU dialect translation: a gpu.module carrying the
// seed's `target` attribute (#gpu.target) goes to the device compiler
// hook; any other gpu.module is dropped, as MLIR 19 drops it (including one
// with MLIR's own `targets` list, which gpu-module-to-binary serializes);
// any other gpu op is unsupported.
func (t *Translator) convertGPUOp(op *ir.Operation) error {
	if op.Name() == "gpu.module" {
		if op.Attr("target") == nil {
			t.warnEmptyStub(op)
			return nil
		}
		if SerializeGPUModule == nil {
			return t.Errorf(op, "gpu.module '%s' has a target but no device compiler is linked in", symName(op))
		}
		return SerializeGPUModule(t, op)
	}
	switch op.Name() {
	case "gpu.binary":
		return t.embedBinary(op)
	case "gpu.launch_func":
		return t.launchKernel(op)
	}
	d := op.EmitError("unsupported GPU operation: %s", op.Name())
	d.Then = append(d.Then, op.EmitError("LLVM Translation failed for operation: %s", op.Name()))
	return d
}

// embedBinary is the default offloading handler (#gpu.select_object) of a
// gpu.binary: the selected object becomes the internal constant
// @<name>_bin_cst, aligned to 8.
func (t *Translator) embedBinary(op *ir.Operation) error {
	obj, err := t.selectedObject(op)
	if err != nil {
		return err
	}
	// MLIR 19 embeds the object's bytes as they are, assembly included (no
	// terminating null).
	data := obj.Object.Value
	at := t.intern(ll.NewArrayType(uint64(len(data)), ll.I8))
	gv := &ll.GlobalVariable{ValueType: at, IsConstant: true, Init: ll.NewData(at, []byte(data))}
	gv.Name = symName(op) + "_bin_cst"
	gv.Linkage = ll.Internal
	gv.Align = 8
	t.M.AddGlobal(gv)
	return nil
}

// selectedObject returns the object a gpu.binary's #gpu.select_object
// handler picks: by index, by target, or the first one.
func (t *Translator) selectedObject(op *ir.Operation) (*gpu.ObjectAttr, error) {
	objs, _ := op.Attr("objects").(*ir.ArrayAttr)
	index := int64(0)
	if sel, ok := op.Attr("offloadingHandler").(*gpu.SelectObjectAttr); ok && sel.Target != nil {
		index = -1
		if ia, ok := sel.Target.(*ir.IntegerAttr); ok {
			index = ia.Int64()
		} else if objs != nil {
			for i, o := range objs.Elems {
				if obj, ok := o.(*gpu.ObjectAttr); ok && obj.Target == sel.Target {
					index = int64(i)
				}
			}
		}
	}
	if objs == nil || index < 0 || index >= int64(len(objs.Elems)) {
		d := op.EmitError("the requested target object couldn't be found")
		d.Then = append(d.Then, op.EmitError("LLVM Translation failed for operation: %s", op.Name()))
		return nil, d
	}
	obj, ok := objs.Elems[index].(*gpu.ObjectAttr)
	if !ok || obj.Object == nil {
		return nil, t.failed(op, nil)
	}
	return obj, nil
}
