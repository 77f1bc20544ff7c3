// Package cftollvm converts the cf dialect to the LLVM dialect, after
// MLIR 19's cf to LLVM conversion patterns: cf.br, cf.cond_br and cf.switch
// become their LLVM twins (converting the argument types of a destination
// block that was not converted yet), and cf.assert splits its block,
// branching to a block that prints the message with `puts` and calls
// `abort`.
package cftollvm

import (
	"strconv"
	"sync/atomic"

	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Patterns returns the cf-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	base := tc.Base()
	return []*conversion.Pattern{
		{Name: "BranchOpLowering", Root: "cf.br", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			if err := verifyMatchingValues(rw, operands, op.Successor(0)); err != nil {
				return err
			}
			replaceBranch(rw, op, "llvm.br", operands)
			return nil
		}},
		{Name: "CondBranchOpLowering", Root: "cf.cond_br", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			groups := segments(op, operands)
			if len(groups) != 3 {
				return conversion.NoMatch("malformed cf.cond_br")
			}
			if err := verifyMatchingValues(rw, groups[2], op.Successor(1)); err != nil {
				return err
			}
			if err := verifyMatchingValues(rw, groups[1], op.Successor(0)); err != nil {
				return err
			}
			replaceBranch(rw, op, "llvm.cond_br", operands)
			return nil
		}},
		{Name: "SwitchOpLowering", Root: "cf.switch", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return convertSwitch(rw, op, operands)
		}},
		{Name: "AssertOpLowering", Root: "cf.assert", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return convertAssert(rw, op, operands)
		}},
	}
}

// verifyMatchingValues fails when a destination block argument was not
// converted with its parent op: remapped with the pattern's converter, it
// then becomes a cast from a type other than the operand's (MLIR 19's
// verifyMatchingValues in the cf to LLVM patterns).
func verifyMatchingValues(rw *conversion.Rewriter, operands []*ir.Value, block *ir.Block) error {
	for i, arg := range block.Args() {
		if i >= len(operands) {
			break
		}
		v := rw.RemappedValue(arg)
		if v == nil {
			return conversion.NoMatch("could not remap block argument")
		}
		def := v.DefiningOp()
		if def != nil && def.Name() == conversion.CastOpName && def.NumOperands() > 0 && def.Operand(0).Type() != operands[i].Type() {
			return conversion.NoMatch("mismatched types from operand # %d not compatible with destination block argument type", i)
		}
	}
	return nil
}

// segments splits operands by the op's operandSegmentSizes.
func segments(op *ir.Operation, operands []*ir.Value) [][]*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	var out [][]*ir.Value
	i := 0
	for _, n := range sizes.Ints {
		if n < 0 || i+int(n) > len(operands) {
			return nil
		}
		out = append(out, operands[i:i+int(n)])
		i += int(n)
	}
	return out
}

// replaceBranch replaces op with the LLVM branch name with the same
// successors, taking over all its attributes (MLIR 19 forwards the whole
// attribute dictionary: the inherent attributes of cf.cond_br and cf.switch
// are llvm.cond_br's and llvm.switch's too).
func replaceBranch(rw *conversion.Rewriter, op *ir.Operation, name string, operands []*ir.Value) {
	nop := rw.Create(&ir.OperationState{Name: name, Loc: op.Loc(), Operands: operands, Successors: op.Successors(), Attrs: lc.OpAttrs(op)})
	rw.ReplaceOp(op, nop.Results()...)
}

func convertSwitch(rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value) error {
	groups := segments(op, operands)
	seg, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if len(groups) != 3 || !ok || len(seg.Ints) != op.NumSuccessors()-1 {
		return conversion.NoMatch("malformed cf.switch")
	}
	if err := verifyMatchingValues(rw, groups[1], op.Successor(0)); err != nil {
		return err
	}
	flat := groups[2]
	at := 0
	for i, n := range seg.Ints {
		if n < 0 || at+int(n) > len(flat) {
			return conversion.NoMatch("malformed cf.switch")
		}
		if err := verifyMatchingValues(rw, flat[at:at+int(n)], op.Successor(i+1)); err != nil {
			return err
		}
		at += int(n)
	}
	replaceBranch(rw, op, "llvm.switch", operands)
	return nil
}

// symbolCounter is the counter MLIR's createPrintStrCall uses to make
// global names unique; like MLIR's (a function-local static), it lives as
// long as the process, across modules.
var symbolCounter atomic.Int64

// uniqueSymbolName returns name, or name_N for the next N of the counter
// that no symbol of module uses.
func uniqueSymbolName(module *ir.Operation, name string) string {
	unique := name
	for lc.LookupSymbol(module, unique) != nil {
		unique = name + "_" + strconv.FormatInt(symbolCounter.Add(1)-1, 10)
	}
	return unique
}

// lookupLLVMFunc returns the first symbol named name in module when it is
// an llvm.func (MLIR's module.lookupSymbol<LLVM::LLVMFuncOp>).
func lookupLLVMFunc(module *ir.Operation, name string) *ir.Operation {
	if f := lc.LookupSymbol(module, name); f != nil && f.Name() == "llvm.func" {
		return f
	}
	return nil
}

// declareFunc declares name with type ft at the start of module.
func declareFunc(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, name string, ft *llvm.FunctionType) *ir.Operation {
	ctx := rw.Context()
	st := &ir.OperationState{Name: "llvm.func", Loc: loc, Attrs: []ir.NamedAttr{
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("function_type", ctx.TypeAttr(ft)),
	}}
	st.AddRegion()
	return rw.CreateAt(module.Region(0).First(), true, st)
}

// convertAssert is MLIR 19's AssertOpLowering: the block is split before
// the assert, whose condition branches to the rest of the block or to a
// new failure block at the end of the region that prints the message
// (createPrintStrCall with `puts`) and calls `abort`.
func convertAssert(rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value) error {
	ctx := rw.Context()
	loc := op.Loc()
	module := lc.ParentModule(op)
	if module == nil || module.NumRegions() == 0 || module.Region(0).Empty() {
		return conversion.NoMatch("no parent module")
	}
	msg := ""
	if s, ok := op.Attr("msg").(*ir.StringAttr); ok {
		msg = s.Value
	}
	opBlock := op.Block()
	continuation := rw.SplitBlock(opBlock, op)
	failure := rw.CreateBlock(opBlock.Parent(), nil, nil, nil)

	// The message: a private constant global at the start of the module.
	data := append([]byte(msg), 0)
	raw := make([]uint64, len(data))
	splat := true
	for i, c := range data {
		raw[i] = uint64(c)
		splat = splat && c == data[0]
	}
	if splat {
		raw = raw[:1]
	}
	i8 := ctx.I(8)
	n := int64(len(data))
	value := ctx.DenseElements(ctx.RankedTensor([]int64{n}, i8, nil), splat, 1, raw)
	arrayType := llvm.Array(ctx, i8, uint64(n))
	name := uniqueSymbolName(module, "assert_msg")
	global := &ir.OperationState{Name: "llvm.mlir.global", Loc: loc, Attrs: []ir.NamedAttr{
		lc.Attr("global_type", ctx.TypeAttr(arrayType)),
		lc.Attr("constant", ctx.Unit()),
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkagePrivate)),
		lc.Attr("value", value),
		lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), 0)),
	}}
	global.AddRegion()
	rw.CreateAt(module.Region(0).First(), true, global)

	ptr := llvm.Pointer(ctx, 0)
	addr := lc.AddressOf(rw, loc, ptr, name)
	gep := lc.GEP(rw, loc, ptr, arrayType, addr, lc.CIs(0), false)
	if lookupLLVMFunc(module, "puts") == nil {
		declareFunc(rw, module, module.Loc(), "puts", llvm.Func(ctx, llvm.Void(ctx), []ir.Type{ptr}, false))
	}
	lc.Call(rw, loc, "puts", nil, []*ir.Value{gep})
	if lookupLLVMFunc(module, "abort") == nil {
		declareFunc(rw, module, ctx.Unknown(), "abort", llvm.Func(ctx, llvm.Void(ctx), nil, false))
	}
	lc.Call(rw, loc, "abort", nil, nil)
	lc.Op(rw, "llvm.unreachable", loc, nil, nil)

	rw.SetInsertionPointToEnd(opBlock)
	condBr := rw.Create(&ir.OperationState{Name: "llvm.cond_br", Loc: loc, Operands: operands[:1],
		Successors: []*ir.Block{continuation, failure},
		Attrs:      []ir.NamedAttr{lc.Attr("operandSegmentSizes", ctx.DenseArray(ctx.I(32), []int64{1, 0, 0}, nil))}})
	rw.ReplaceOp(op, condBr.Results()...)
	return nil
}
