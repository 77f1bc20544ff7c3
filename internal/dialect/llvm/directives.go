package llvm

import (
	"math/big"
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The custom<...> directives of the LLVM dialect's assembly formats,
// ported from MLIR 19's LLVMDialect.cpp.

func init() {
	directives["GEPIndices"] = &ods.Directive{Parse: parseGEPIndices, Print: printGEPIndices}
	directives["InsertExtractValueElementType"] = &ods.Directive{Parse: parseInsertExtractValueElementType,
		Print: func(*asm.Printer, *ir.Operation, []*ods.Slot) {}}
	directives["LLVMOpAttrs"] = &ods.Directive{Parse: parseLLVMOpAttrs, Print: printLLVMOpAttrs}
	directives["OverflowFlags"] = &ods.Directive{Parse: parseOverflowFlags, Print: printOverflowFlags,
		Optional: func(p *asm.Parser) bool { return p.IsKeyword("overflow") }}
	directives["ShuffleType"] = &ods.Directive{Parse: parseShuffleType,
		Print: func(*asm.Printer, *ir.Operation, []*ods.Slot) {}}
	directives["SwitchOpCases"] = &ods.Directive{Parse: parseSwitchOpCases, Print: printSwitchOpCases}
}

// GEPDynamicIndex marks a dynamic index in rawConstantIndices
// (GEPOp::kDynamicIndex).
const GEPDynamicIndex = -2147483648

func parseGEPIndices(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	ctx := p.Context()
	var consts []int64
	var dyn []asm.UnresolvedOperand
	p.CommaList(asm.DelimNone, "", func() {
		if v, ok := p.ParseOptionalIntegerOfWidth(32, true); ok {
			consts = append(consts, int64(int32(v)))
			return
		}
		consts = append(consts, GEPDynamicIndex)
		dyn = append(dyn, p.ParseOperand())
	})
	args[0].Operands = dyn
	if consts == nil {
		consts = []int64{}
	}
	args[1].Attr = ctx.DenseArray(ctx.I(32), consts, nil)
}

func printGEPIndices(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	dyn := args[0].Values
	raw, _ := args[1].Attr.(*ir.DenseArrayAttr)
	if raw == nil {
		return
	}
	d := 0
	for i, c := range raw.Ints {
		if i > 0 {
			pr.WriteString(", ")
		}
		if c == GEPDynamicIndex && d < len(dyn) {
			pr.PrintOperand(dyn[d])
			d++
			continue
		}
		pr.WriteString(strconv.FormatInt(c, 10))
	}
}

// InsertExtractValueElementType returns the type at position in the LLVM
// aggregate container, or MLIR's message.
func InsertExtractValueElementType(container ir.Type, position []int64) (ir.Type, string) {
	t := container
	if !IsCompatibleType(container) {
		return nil, "expected LLVM IR Dialect type, got " + quoteType(container)
	}
	for _, idx := range position {
		switch a := t.(type) {
		case *ArrayType:
			if idx < 0 || uint64(idx) >= a.Len {
				return nil, "position out of bounds: " + strconv.FormatInt(idx, 10)
			}
			t = a.Elem
		case *StructType:
			body := a.Body()
			if idx < 0 || idx >= int64(len(body)) {
				return nil, "position out of bounds: " + strconv.FormatInt(idx, 10)
			}
			t = body[idx]
		default:
			return nil, "expected LLVM IR structure/array type, got: " + quoteType(t)
		}
	}
	return t, ""
}

func parseInsertExtractValueElementType(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	var container ir.Type
	if len(args[1].Types) > 0 {
		container = args[1].Types[0]
	}
	var pos []int64
	if d, ok := args[2].Attr.(*ir.DenseArrayAttr); ok {
		pos = d.Ints
	}
	if container == nil {
		return
	}
	t, msg := InsertExtractValueElementType(container, pos)
	if msg != "" {
		opErrorAt(p, st, p.Offset(), "%s", msg)
	}
	args[0].Types = []ir.Type{t}
}

func parseLLVMOpAttrs(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	args[0].Attrs = p.ParseOptionalAttrDict()
}

// hasOverflowFlags reports ops with IntegerOverflowFlagsInterface.
func hasOverflowFlags(op *ir.Operation) bool {
	switch op.Name() {
	case "llvm.add", "llvm.sub", "llvm.mul", "llvm.shl":
		return true
	}
	return false
}

func printLLVMOpAttrs(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	attrs := processFMF(args[0].Attrs)
	var elided []string
	if hasOverflowFlags(op) {
		elided = append(elided, "overflowFlags")
	}
	elided = append(elided, args[0].Elided...)
	pr.PrintOptionalAttrDict(attrs, elided)
}

var overflowDef = func() *ods.EnumAttrDef {
	for _, d := range genEnumAttrs {
		if d.Mnemonic == "overflow" {
			return d
		}
	}
	return nil
}()

var fastmathDef = func() *ods.EnumAttrDef {
	for _, d := range genEnumAttrs {
		if d.Mnemonic == "fastmath" {
			return d
		}
	}
	return nil
}()

// FastmathFlagsAttr returns #llvm.fastmath<flags> (bits of the
// FastmathFlags enum: nnan 1, ninf 2, nsz 4, arcp 8, contract 16, afn 32,
// reassoc 64; fast 127).
func FastmathFlagsAttr(ctx *ir.Context, flags uint64) ir.Attribute {
	return ods.NewEnumAttr(ctx, fastmathDef, flags)
}

// OverflowFlags values.
const (
	OverflowNSW = 1
	OverflowNUW = 2
)

// OverflowFlagsAttr returns #llvm.overflow<flags>.
func OverflowFlagsAttr(ctx *ir.Context, flags uint64) ir.Attribute {
	return ods.NewEnumAttr(ctx, overflowDef, flags)
}

func parseOverflowFlags(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	ctx := p.Context()
	var flags uint64
	if p.ConsumeKeyword("overflow") {
		p.Expect("<", "expected '<'")
		for {
			loc := p.Offset()
			kw, ok := p.ParseOptionalKeywordText()
			if !ok {
				opErrorAt(p, st, loc, "expected valid keyword")
			}
			switch kw {
			case "none":
			case "nsw":
				flags |= OverflowNSW
			case "nuw":
				flags |= OverflowNUW
			default:
				opErrorAt(p, st, loc, "invalid overflow flag: expected nsw, nuw, or none")
			}
			if !p.ConsumeIf(",") {
				break
			}
		}
		p.Expect(">", "expected '>'")
	}
	args[0].Attr = OverflowFlagsAttr(ctx, flags)
}

func printOverflowFlags(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	ea, ok := args[0].Attr.(*ods.EnumAttr)
	if !ok || ea.Value == 0 {
		return
	}
	pr.WriteString(" overflow<")
	first := true
	if ea.Value&OverflowNSW != 0 {
		pr.WriteString("nsw")
		first = false
	}
	if ea.Value&OverflowNUW != 0 {
		if !first {
			pr.WriteString(", ")
		}
		pr.WriteString("nuw")
	}
	pr.WriteString(">")
}

func parseShuffleType(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	var v1 ir.Type
	if len(args[0].Types) > 0 {
		v1 = args[0].Types[0]
	}
	if v1 == nil || !IsCompatibleVectorType(v1) {
		opErrorAt(p, st, p.Offset(), "expected an LLVM compatible vector type")
	}
	n := 0
	if d, ok := args[2].Attr.(*ir.DenseArrayAttr); ok {
		n = d.Len()
	}
	args[1].Types = []ir.Type{VectorType(p.Context(), VectorElementType(v1), int64(n), IsScalableVectorType(v1))}
}

// <cases> ::= `[` (case (`,` case )* )? `]`
// <case>  ::= integer `:` bb-id (`(` ssa-use-and-type-list `)`)?
func parseSwitchOpCases(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	ctx := p.Context()
	var flagType ir.Type
	if len(args[0].Types) > 0 {
		flagType = args[0].Types[0]
	}
	var values []int64
	var dests []*ir.Block
	var operands []asm.UnresolvedOperand
	var types []ir.Type
	var segments []int64
	p.Expect("[", "expected '['")
	if !p.ConsumeIf("]") {
		p.CommaList(asm.DelimNone, "", func() {
			v := int64(p.ParseIntegerOfWidth(64, true))
			values = append(values, v)
			p.Expect(":", "expected ':'")
			dests = append(dests, p.ParseSuccessor())
			var ops []asm.UnresolvedOperand
			var ts []ir.Type
			if p.ConsumeIf("(") {
				ops = append(ops, p.ParseArgumentOperand())
				for p.ConsumeIf(",") {
					ops = append(ops, p.ParseArgumentOperand())
				}
				ts = p.ParseColonTypeList()
				p.Expect(")", "expected ')'")
			}
			operands = append(operands, ops...)
			types = append(types, ts...)
			segments = append(segments, int64(len(ops)))
		})
		p.Expect("]", "expected ']'")
		if it, ok := flagType.(*ir.IntegerType); ok {
			args[1].Attr = denseIntVector(ctx, it, values)
		}
	}
	args[2].Blocks = dests
	args[3].Operands = operands
	args[4].Types = types
	if segments == nil {
		segments = []int64{}
	}
	st.AddAttr("case_operand_segments", ctx.DenseArray(ctx.I(32), segments, nil))
}

// denseIntVector returns dense<values> : vector<N x t>, each value
// truncated to t's width (APInt(bitWidth, value, /*isSigned=*/true)),
// stored as the asm parser stores integer elements.
func denseIntVector(ctx *ir.Context, t *ir.IntegerType, values []int64) *ir.DenseElementsAttr {
	vt := ctx.Vector([]int64{int64(len(values))}, nil, t)
	stride := 1
	if t.Width > 64 {
		stride = 2
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width)), big.NewInt(1))
	raw := make([]uint64, 0, len(values)*stride)
	for _, v := range values {
		b := new(big.Int).And(big.NewInt(v), mask)
		raw = append(raw, new(big.Int).And(b, new(big.Int).SetUint64(^uint64(0))).Uint64())
		if stride == 2 {
			raw = append(raw, new(big.Int).Rsh(b, 64).Uint64())
		}
	}
	splat := len(values) > 0
	for i := stride; i < len(raw); i++ {
		if raw[i] != raw[i%stride] {
			splat = false
		}
	}
	if splat {
		raw = raw[:stride]
	}
	return ctx.DenseElements(vt, splat, stride, raw)
}

func printSwitchOpCases(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	pr.WriteString("[")
	pr.PrintNewlineAndIndent()
	cv, ok := args[1].Attr.(*ir.DenseElementsAttr)
	if !ok {
		pr.WriteString("]")
		return
	}
	dests := args[2].Blocks
	if len(dests) > 0 && op.NumSuccessors() == len(dests) {
		dests = dests[1:]
	}
	flat := args[3].Values
	var segs []int64
	if d, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr); ok {
		segs = d.Ints
	}
	it, _ := cv.Type.ElementType().(*ir.IntegerType)
	n := int(ir.NumElements(cv.Type))
	off := 0
	for i := 0; i < n && i < len(dests); i++ {
		if i > 0 {
			pr.WriteString(",")
			pr.PrintNewlineAndIndent()
		}
		pr.WriteString("  ")
		pr.WriteString(denseIntString(cv, it, i))
		pr.WriteString(": ")
		var vals []*ir.Value
		if i < len(segs) && off+int(segs[i]) <= len(flat) {
			vals = flat[off : off+int(segs[i])]
			off += int(segs[i])
		}
		pr.PrintSuccessorAndUseList(dests[i], vals)
	}
	pr.PrintNewlineAndIndent()
	pr.WriteString("]")
}

// denseIntString prints element i of an integer dense attribute as MLIR
// 19 prints the switch case APInts: unsigned.
func denseIntString(a *ir.DenseElementsAttr, t *ir.IntegerType, i int) string {
	stride := a.Stride
	if stride == 0 {
		stride = 1
	}
	if a.Splat {
		i = 0
	}
	if (i+1)*stride > len(a.Raw) || t == nil {
		return "0"
	}
	b := new(big.Int)
	for w := stride - 1; w >= 0; w-- {
		b.Lsh(b, 64)
		b.Or(b, new(big.Int).SetUint64(a.Raw[i*stride+w]))
	}
	width := uint(t.Width)
	b.Mod(b, new(big.Int).Lsh(big.NewInt(1), width))
	return b.String()
}
