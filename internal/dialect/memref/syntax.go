package memref

import (
	"fmt"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Custom assembly of the memref ops, ported from
// mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp (MLIR 19).

func init() {
	hook("memref.generic_atomic_rmw").Syntax = &asm.OpSyntax{Parse: parseGenericAtomicRMW, Print: printGenericAtomicRMW}
	hook("memref.alloca_scope").Syntax = &asm.OpSyntax{Parse: parseAllocaScope, Print: printAllocaScope}
	hook("memref.dma_start").Syntax = &asm.OpSyntax{Parse: parseDmaStart, Print: printDmaStart}
	hook("memref.prefetch").Syntax = &asm.OpSyntax{Parse: parsePrefetch, Print: printPrefetch}
	hook("memref.transpose").Syntax = &asm.OpSyntax{Parse: parseTranspose, Print: printTranspose}
	directives["GlobalMemrefOpTypeAndInitialValue"] = &ods.Directive{Parse: parseGlobalTypeAndInit, Print: printGlobalTypeAndInit}

	names := map[string]string{
		"memref.alloc":          "alloc",
		"memref.alloca":         "alloca",
		"memref.cast":           "cast",
		"memref.collapse_shape": "collapse_shape",
		"memref.dim":            "dim",
		"memref.expand_shape":   "expand_shape",
		"memref.extract_aligned_pointer_as_index": "intptr",
		"memref.memory_space_cast":                "memspacecast",
		"memref.reinterpret_cast":                 "reinterpret_cast",
		"memref.reshape":                          "reshape",
		"memref.subview":                          "subview",
		"memref.transpose":                        "transpose",
		"memref.view":                             "view",
	}
	for op, name := range names {
		name := name
		hook(op).ResultNames = func(op *ir.Operation, set func(*ir.Value, string)) {
			if op.NumResults() > 0 {
				set(op.Result(0), name)
			}
		}
	}
	hook("memref.extract_strided_metadata").ResultNames = func(op *ir.Operation, set func(*ir.Value, string)) {
		n := op.NumResults()
		if n < 2 {
			return
		}
		set(op.Result(0), "base_buffer")
		set(op.Result(1), "offset")
		if rank := (n - 2) / 2; rank > 0 {
			set(op.Result(2), "sizes")
			set(op.Result(2+rank), "strides")
		}
	}
	hook("memref.extract_strided_metadata").Infer = inferExtractStridedMetadata
}

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// opErrorAt reports an error at byte offset off with the "custom op
// 'name' " prefix MLIR's OpAsmParser::emitError adds.
func opErrorAt(p *asm.Parser, st *ir.OperationState, off int, format string, args ...any) {
	p.ErrorAt(off, "custom op '%s' %s", st.Name, sprintf(format, args...))
}

// failAtName reports an error at the op name (parser.getNameLoc()).
func failAtName(p *asm.Parser, st *ir.OperationState, format string, args ...any) {
	p.Fail(ir.Errorf(st.Loc, "custom op '%s' %s", st.Name, sprintf(format, args...)))
}

func expectKeyword(p *asm.Parser, st *ir.OperationState, kw string) {
	if !p.ConsumeKeyword(kw) {
		opErrorAt(p, st, p.Offset(), "expected '%s'", kw)
	}
}

// parseKeywordText parses any bare keyword and returns it
// (OpAsmParser::parseKeyword(StringRef*)).
func parseKeywordText(p *asm.Parser, st *ir.OperationState) string {
	if !p.IsBareIdent() {
		opErrorAt(p, st, p.Offset(), "expected valid keyword")
	}
	kw := p.TokenText()
	p.ConsumeKeyword(kw)
	return kw
}

func resolveIndices(p *asm.Parser, us []asm.UnresolvedOperand) []*ir.Value {
	vs := make([]*ir.Value, len(us))
	for i, u := range us {
		vs[i] = p.Resolve(u, p.Context().Index())
	}
	return vs
}

// parseColonMemRef parses `: type` requiring a memref type
// (parseColonType(MemRefType&)).
func parseColonMemRef(p *asm.Parser, st *ir.OperationState) *ir.MemRefType {
	off := p.Offset()
	t := p.ParseColonType()
	m, ok := t.(*ir.MemRefType)
	if !ok {
		opErrorAt(p, st, off, "invalid kind of type specified")
	}
	return m
}

// --- memref.generic_atomic_rmw -------------------------------------------------

func parseGenericAtomicRMW(p *asm.Parser, st *ir.OperationState) {
	m := p.ParseOperand()
	ivs := p.ParseOperandList(asm.DelimSquare)
	t := p.ParseColonType()
	st.Operands = append(st.Operands, p.Resolve(m, t))
	st.Operands = append(st.Operands, resolveIndices(p, ivs)...)
	body := st.AddRegion()
	p.ParseRegion(body, nil, false)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		// MLIR asserts here (llvm::cast); report instead of crashing.
		failAtName(p, st, "invalid kind of type specified")
	}
	st.Types = []ir.Type{mt.Elem}
}

func printGenericAtomicRMW(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
		p.WriteString("[")
		p.PrintOperands(op.Operands()[1:])
		p.WriteString("] : ")
		p.PrintType(op.Operand(0).Type())
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), true, true, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// --- memref.alloca_scope -------------------------------------------------------

func parseAllocaScope(p *asm.Parser, st *ir.OperationState) {
	body := st.AddRegion()
	st.Types = p.ParseOptionalArrowTypeList()
	p.ParseRegion(body, nil, false)
	ensureTerminator(p.Context(), body, "memref.alloca_scope.return", st.Loc)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
}

func printAllocaScope(p *asm.Printer, op *ir.Operation) {
	printTerms := false
	p.WriteString(" ")
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
		printTerms = true
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, printTerms, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// ensureTerminator appends a terminator op named term when the region's
// last block lacks one (SingleBlockImplicitTerminator::ensureTerminator).
func ensureTerminator(ctx *ir.Context, r *ir.Region, term string, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return
	}
	b.Append(ctx.Create(&ir.OperationState{Name: term, Loc: loc}))
}

// --- memref.dma_start ----------------------------------------------------------

func parseDmaStart(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	src := p.ParseOperand()
	srcIdx := p.ParseOperandList(asm.DelimSquare)
	p.Expect(",", "expected ','")
	dst := p.ParseOperand()
	dstIdx := p.ParseOperandList(asm.DelimSquare)
	p.Expect(",", "expected ','")
	num := p.ParseOperand()
	p.Expect(",", "expected ','")
	tag := p.ParseOperand()
	tagIdx := p.ParseOperandList(asm.DelimSquare)
	var stride []asm.UnresolvedOperand
	if p.ConsumeIf(",") {
		stride = p.ParseOperandList(asm.DelimNone)
	}
	if len(stride) != 0 && len(stride) != 2 {
		failAtName(p, st, "expected two stride related operands")
	}
	types := p.ParseColonTypeList()
	if len(types) != 3 {
		failAtName(p, st, "fewer/more types expected")
	}
	st.Operands = append(st.Operands, p.Resolve(src, types[0]))
	st.Operands = append(st.Operands, resolveIndices(p, srcIdx)...)
	st.Operands = append(st.Operands, p.Resolve(dst, types[1]))
	st.Operands = append(st.Operands, resolveIndices(p, dstIdx)...)
	st.Operands = append(st.Operands, p.Resolve(num, ctx.Index()))
	st.Operands = append(st.Operands, p.Resolve(tag, types[2]))
	st.Operands = append(st.Operands, resolveIndices(p, tagIdx)...)
	st.Operands = append(st.Operands, resolveIndices(p, stride)...)
}

func rankOf(t ir.Type) int {
	if m, ok := t.(*ir.MemRefType); ok {
		return len(m.Dims)
	}
	return 0
}

// dmaStartParts splits a dma_start's operands: source, source indices,
// destination, destination indices, number of elements, tag, tag indices,
// and the optional stride pair.
type dmaParts struct {
	src, dst, num, tag    *ir.Value
	srcIdx, dstIdx, tagIx []*ir.Value
	stride                []*ir.Value
	ok                    bool
}

func dmaStartParts(op *ir.Operation) dmaParts {
	ops := op.Operands()
	var d dmaParts
	i := 0
	take := func(n int) []*ir.Value {
		if i+n > len(ops) {
			i = len(ops) + 1
			return nil
		}
		s := ops[i : i+n]
		i += n
		return s
	}
	one := func() *ir.Value {
		s := take(1)
		if len(s) == 0 {
			return nil
		}
		return s[0]
	}
	if d.src = one(); d.src == nil {
		return d
	}
	d.srcIdx = take(rankOf(d.src.Type()))
	if d.dst = one(); d.dst == nil {
		return d
	}
	d.dstIdx = take(rankOf(d.dst.Type()))
	if d.num = one(); d.num == nil {
		return d
	}
	if d.tag = one(); d.tag == nil {
		return d
	}
	d.tagIx = take(rankOf(d.tag.Type()))
	if i > len(ops) {
		return d
	}
	d.stride = ops[i:]
	d.ok = true
	return d
}

func printDmaStart(p *asm.Printer, op *ir.Operation) {
	d := dmaStartParts(op)
	if !d.ok {
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		return
	}
	p.WriteString(" ")
	p.PrintOperand(d.src)
	p.WriteString("[")
	p.PrintOperands(d.srcIdx)
	p.WriteString("], ")
	p.PrintOperand(d.dst)
	p.WriteString("[")
	p.PrintOperands(d.dstIdx)
	p.WriteString("], ")
	p.PrintOperand(d.num)
	p.WriteString(", ")
	p.PrintOperand(d.tag)
	p.WriteString("[")
	p.PrintOperands(d.tagIx)
	p.WriteString("]")
	if len(d.stride) == 2 {
		p.WriteString(", ")
		p.PrintOperands(d.stride)
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(d.src.Type())
	p.WriteString(", ")
	p.PrintType(d.dst.Type())
	p.WriteString(", ")
	p.PrintType(d.tag.Type())
}

// --- memref.prefetch -----------------------------------------------------------

func parsePrefetch(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	m := p.ParseOperand()
	idx := p.ParseOperandList(asm.DelimSquare)
	p.Expect(",", "expected ','")
	rw := parseKeywordText(p, st)
	p.Expect(",", "expected ','")
	expectKeyword(p, st, "locality")
	p.Expect("<", "expected '<'")
	hintOff := p.Offset()
	hint := p.ParseAttributeOfType(ctx.I(32))
	if _, ok := hint.(*ir.IntegerAttr); !ok {
		p.ErrorAt(hintOff, "invalid kind of attribute specified")
	}
	st.AddAttr("localityHint", hint)
	p.Expect(">", "expected '>'")
	p.Expect(",", "expected ','")
	cache := parseKeywordText(p, st)
	t := parseColonMemRef(p, st)
	st.Operands = append(st.Operands, p.Resolve(m, t))
	st.Operands = append(st.Operands, resolveIndices(p, idx)...)
	if rw != "read" && rw != "write" {
		failAtName(p, st, "rw specifier has to be 'read' or 'write'")
	}
	st.AddAttr("isWrite", ctx.Bool(rw == "write"))
	if cache != "data" && cache != "instr" {
		failAtName(p, st, "cache type has to be 'data' or 'instr'")
	}
	st.AddAttr("isDataCache", ctx.Bool(cache == "data"))
}

func boolAttr(op *ir.Operation, name string) bool {
	a, ok := op.Attr(name).(*ir.IntegerAttr)
	return ok && !a.IsZero()
}

func printPrefetch(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
	}
	p.WriteString("[")
	if op.NumOperands() > 0 {
		p.PrintOperands(op.Operands()[1:])
	}
	p.WriteString("], ")
	if boolAttr(op, "isWrite") {
		p.WriteString("write")
	} else {
		p.WriteString("read")
	}
	p.WriteString(", locality<")
	if a, ok := op.Attr("localityHint").(*ir.IntegerAttr); ok {
		p.WriteString(fmt.Sprint(uint32(a.Int64())))
	}
	p.WriteString(">, ")
	if boolAttr(op, "isDataCache") {
		p.WriteString("data")
	} else {
		p.WriteString("instr")
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"localityHint", "isWrite", "isDataCache"})
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
}

// --- memref.transpose ----------------------------------------------------------

func parseTranspose(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	in := p.ParseOperand()
	m := p.ParseAffineMapBody()
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	src := parseColonMemRef(p, st)
	st.Operands = append(st.Operands, p.Resolve(in, src))
	expectKeyword(p, st, "to")
	off := p.Offset()
	dst, ok := p.ParseType().(*ir.MemRefType)
	if !ok {
		opErrorAt(p, st, off, "invalid kind of type specified")
	}
	st.Types = []ir.Type{dst}
	st.AddAttr("permutation", ctx.AffineMap(m))
}

func printTranspose(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
	}
	p.WriteString(" ")
	if m, ok := op.Attr("permutation").(*ir.AffineMapAttr); ok {
		p.WriteString(m.Map.BodyString())
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"permutation"})
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
	p.WriteString(" to ")
	p.PrintTypes(op.ResultTypes())
}

// --- memref.global: custom<GlobalMemrefOpTypeAndInitialValue> ------------------

func hasStaticShape(m *ir.MemRefType) bool {
	for _, d := range m.Dims {
		if d < 0 {
			return false
		}
	}
	return true
}

// IsElementsAttr reports whether a is an ElementsAttr (dense, dense string,
// sparse or dense resource elements).
func IsElementsAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
		return true
	}
	return false
}

func parseGlobalTypeAndInit(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	ctx := p.Context()
	t := p.ParseType()
	m, ok := t.(*ir.MemRefType)
	if !ok || !hasStaticShape(m) {
		failAtName(p, st, "type should be static shaped memref, but got '%s'", asm.TypeString(t))
	}
	var init ir.Attribute
	if p.ConsumeIf("=") {
		if p.ConsumeKeyword("uninitialized") {
			init = ctx.Unit()
		} else {
			init = p.ParseAttributeOfType(ctx.RankedTensor(m.Dims, m.Elem, nil))
			if !IsElementsAttr(init) {
				failAtName(p, st, "initial value should be a unit or elements attribute")
			}
		}
	}
	if len(args) > 0 {
		args[0].Attr = ctx.TypeAttr(t)
	}
	if len(args) > 1 {
		args[1].Attr = init
	}
}

func printGlobalTypeAndInit(p *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	var t, init ir.Attribute
	if len(args) > 0 {
		t = args[0].Attr
	}
	if len(args) > 1 {
		init = args[1].Attr
	}
	if ta, ok := t.(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	if init == nil {
		return
	}
	p.WriteString(" = ")
	if _, ok := init.(*ir.UnitAttr); ok {
		p.WriteString("uninitialized")
		return
	}
	p.PrintAttributeWithoutType(init)
}

// --- type inference ------------------------------------------------------------

func inferExtractStridedMetadata(ctx *ir.Context, operands []ir.Type, attrs []ir.NamedAttr) ([]ir.Type, error) {
	if len(operands) == 0 {
		return nil, fmt.Errorf("no source")
	}
	src, ok := operands[0].(*ir.MemRefType)
	if !ok {
		return nil, fmt.Errorf("source is not a ranked memref")
	}
	out := []ir.Type{ctx.MemRef(nil, src.Elem, nil, src.MemorySpace), ctx.Index()}
	for i := 0; i < 2*len(src.Dims); i++ {
		out = append(out, ctx.Index())
	}
	return out, nil
}
