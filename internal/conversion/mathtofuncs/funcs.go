package mathtofuncs

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/asm"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The software implementations, built as MathToFuncs.cpp builds them: an
// ImplicitLocOpBuilder at the end of the module's body with the module's
// location, blocks created in the same order (which is the order they
// print in).

// linkonceODR is LLVM::linkage::Linkage::LinkonceODR.
const linkonceODR = 8

// fb is the ImplicitLocOpBuilder.
type fb struct {
	*ir.Builder
	ctx *ir.Context
	loc ir.Location
}

func newBuilder(module *ir.Operation) *fb {
	ctx := module.Context()
	b := ir.NewBuilder(ctx)
	b.SetLoc(module.Loc())
	b.SetInsertionPointToEnd(module.Region(0).First())
	return &fb{Builder: b, ctx: ctx, loc: module.Loc()}
}

// createFunc creates the private linkonce_odr func.func and its entry
// block (FuncOp::addEntryBlock: arguments at the function's location).
func (b *fb) createFunc(name string, ft *ir.FunctionType) (*ir.Operation, *ir.Block) {
	st := &ir.OperationState{Name: "func.func", Loc: b.loc, Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: b.ctx.String(name)},
		{Name: "function_type", Value: b.ctx.TypeAttr(ft)},
	}}
	body := st.AddRegion()
	f := b.Create(st)
	f.SetAttr("llvm.linkage", llvm.LinkageAttr(b.ctx, linkonceODR))
	f.SetAttr("sym_visibility", b.ctx.String("private"))
	entry := ir.NewBlock()
	for _, t := range ft.Inputs {
		entry.AddArg(t, f.Loc())
	}
	body.Append(entry)
	return f, entry
}

// block creates a block at the end of r (OpBuilder::createBlock) and moves
// the insertion point into it.
func (b *fb) block(r *ir.Region, types ...ir.Type) *ir.Block {
	locs := make([]ir.Location, len(types))
	for i := range locs {
		locs[i] = b.loc
	}
	return b.CreateBlock(r, types, locs)
}

func (b *fb) intConst(t *ir.IntegerType, v *big.Int) *ir.Value {
	return arith.Constant(b, b.loc, b.ctx.IntegerAttr(t, v))
}

func (b *fb) int64Const(t ir.Type, v int64) *ir.Value {
	return arith.Constant(b, b.loc, b.ctx.IntegerAttrInt64(t, v))
}

func (b *fb) cmpi(pred int64, lhs, rhs *ir.Value) *ir.Value {
	return arith.CmpI(b, b.ctx, b.loc, pred, lhs, rhs)
}

func (b *fb) bin(name string, lhs, rhs *ir.Value) *ir.Value {
	return arith.Binary(b, name, b.loc, lhs, rhs)
}

func (b *fb) ret(vs ...*ir.Value) {
	b.Create(&ir.OperationState{Name: "func.return", Loc: b.loc, Operands: vs})
}

func (b *fb) br(dest *ir.Block, args ...*ir.Value) {
	b.Create(&ir.OperationState{Name: "cf.br", Loc: b.loc, Operands: args, Successors: []*ir.Block{dest}})
}

func (b *fb) condBr(cond *ir.Value, t *ir.Block, tArgs []*ir.Value, f *ir.Block, fArgs []*ir.Value) {
	operands := append(append([]*ir.Value{cond}, tArgs...), fArgs...)
	b.Create(&ir.OperationState{Name: "cf.cond_br", Loc: b.loc, Operands: operands, Successors: []*ir.Block{t, f},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: b.ctx.DenseArray(b.ctx.I(32), []int64{1, int64(len(tArgs)), int64(len(fArgs))}, nil)}}})
}

// at moves the insertion point to the end of the block defining v.
func (b *fb) at(v *ir.Value) { b.SetInsertionPointToEnd(v.DefiningOp().Block()) }

func typeName(t ir.Type) string { return asm.TypeString(t) }

// createElementIPowIFunc builds __mlir_math_ipowi_<T>, T(T b, T p):
// p == 0 gives 1; for p < 0: 1/0 for b == 0, 1 for b == 1, ±1 for b == -1,
// else 0; otherwise the square-and-multiply loop.
func createElementIPowIFunc(module *ir.Operation, t *ir.IntegerType) *ir.Operation {
	b := newBuilder(module)
	funcOp, entry := b.createFunc("__mlir_math_ipowi_"+typeName(t), b.ctx.Function([]ir.Type{t, t}, []ir.Type{t}))
	body := entry.Parent()
	bArg, pArg := entry.Arg(0), entry.Arg(1)
	b.SetInsertionPointToEnd(entry)
	zero := b.int64Const(t, 0)
	one := b.int64Const(t, 1)
	minusOne := b.int64Const(t, -1)

	// if (p == T(0)) return T(1);
	pIsZero := b.cmpi(arith.CmpIEq, pArg, zero)
	then := b.block(body)
	b.ret(one)
	fall := b.block(body)
	b.at(pIsZero)
	b.condBr(pIsZero, then, nil, fall, nil)

	// if (p < T(0)) {
	b.SetInsertionPointToEnd(fall)
	pIsNeg := b.cmpi(arith.CmpISle, pArg, zero)
	//   if (b == T(0))
	b.block(body)
	bIsZero := b.cmpi(arith.CmpIEq, bArg, zero)
	//     return T(1) / T(0);
	then = b.block(body)
	b.ret(b.bin("arith.divsi", one, zero))
	fall = b.block(body)
	b.at(bIsZero)
	b.condBr(bIsZero, then, nil, fall, nil)

	//   if (b == T(1)) return T(1);
	b.SetInsertionPointToEnd(fall)
	bIsOne := b.cmpi(arith.CmpIEq, bArg, one)
	then = b.block(body)
	b.ret(one)
	fall = b.block(body)
	b.at(bIsOne)
	b.condBr(bIsOne, then, nil, fall, nil)

	//   if (b == T(-1)) { if (p & T(1)) return T(-1); return T(1); }
	b.SetInsertionPointToEnd(fall)
	bIsMinusOne := b.cmpi(arith.CmpIEq, bArg, minusOne)
	b.block(body)
	pIsOdd := b.cmpi(arith.CmpINe, b.bin("arith.andi", pArg, one), zero)
	then = b.block(body)
	b.ret(minusOne)
	fall = b.block(body)
	b.at(pIsOdd)
	b.condBr(pIsOdd, then, nil, fall, nil)
	b.SetInsertionPointToEnd(fall)
	b.ret(one)
	fall = b.block(body)
	b.at(bIsMinusOne)
	b.condBr(bIsMinusOne, pIsOdd.DefiningOp().Block(), nil, fall, nil)

	//   return T(0);
	// }
	b.SetInsertionPointToEnd(fall)
	b.ret(zero)
	loopHeader := b.block(body, t, t, t)
	b.at(pIsNeg)
	b.condBr(pIsNeg, bIsZero.DefiningOp().Block(), nil, loopHeader, []*ir.Value{one, bArg, pArg})

	// T result = T(1);
	// while (true) {
	//   if (p & T(1)) result *= b;
	//   p >>= T(1);
	//   if (p == T(0)) return result;
	//   b *= b;
	// }
	resultTmp, baseTmp, powerTmp := loopHeader.Arg(0), loopHeader.Arg(1), loopHeader.Arg(2)
	b.SetInsertionPointToEnd(loopHeader)
	powerTmpIsOdd := b.cmpi(arith.CmpINe, b.bin("arith.andi", powerTmp, one), zero)
	then = b.block(body)
	newResultTmp := b.bin("arith.muli", resultTmp, baseTmp)
	fall = b.block(body, t)
	b.SetInsertionPointToEnd(then)
	b.br(fall, newResultTmp)
	b.at(powerTmpIsOdd)
	b.condBr(powerTmpIsOdd, then, nil, fall, []*ir.Value{resultTmp})
	newResultTmp = fall.Arg(0)

	b.SetInsertionPointToEnd(fall)
	newPowerTmp := b.bin("arith.shrui", powerTmp, one)
	newPowerIsZero := b.cmpi(arith.CmpIEq, newPowerTmp, zero)
	then = b.block(body)
	b.ret(newResultTmp)
	fall = b.block(body)
	b.at(newPowerIsZero)
	b.condBr(newPowerIsZero, then, nil, fall, nil)

	b.SetInsertionPointToEnd(fall)
	newBaseTmp := b.bin("arith.muli", baseTmp, baseTmp)
	b.br(loopHeader, newResultTmp, newBaseTmp, newPowerTmp)
	return funcOp
}

// createElementFPowIFunc builds __mlir_math_fpowi_<Tb>_<Tp>, Tb(Tb b, Tp p):
// square-and-multiply on |p| (the minimum taken as the maximum, with one
// more multiplication), inverted for a negative p.
func createElementFPowIFunc(module *ir.Operation, ft *ir.FunctionType) *ir.Operation {
	baseType := ft.Inputs[0].(*ir.FloatType)
	powType := ft.Inputs[1].(*ir.IntegerType)
	b := newBuilder(module)
	funcOp, entry := b.createFunc("__mlir_math_fpowi_"+typeName(baseType)+"_"+typeName(powType), ft)
	body := entry.Parent()
	bArg, pArg := entry.Arg(0), entry.Arg(1)
	b.SetInsertionPointToEnd(entry)
	oneF, _ := apfloat.FromFloat64(baseType.Semantics(), 1.0)
	oneB := arith.Constant(b, b.loc, b.ctx.FloatAttr(baseType, oneF))
	zeroP := b.int64Const(powType, 0)
	oneP := b.int64Const(powType, 1)
	w := uint(powType.Width)
	minP := b.intConst(powType, new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), w-1)))
	maxP := b.intConst(powType, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w-1), big.NewInt(1)))

	// if (p == Tp{0}) return Tb{1};
	pIsZero := b.cmpi(arith.CmpIEq, pArg, zeroP)
	then := b.block(body)
	b.ret(oneB)
	fall := b.block(body)
	b.at(pIsZero)
	b.condBr(pIsZero, then, nil, fall, nil)

	b.SetInsertionPointToEnd(fall)
	pIsNeg := b.cmpi(arith.CmpISle, pArg, zeroP)
	pIsMin := b.cmpi(arith.CmpIEq, pArg, minP)
	negP := b.bin("arith.subi", zeroP, pArg)
	pInit := arith.Select(b, b.loc, pIsNeg, negP, pArg)
	pInit = arith.Select(b, b.loc, pIsMin, maxP, pInit)

	loopHeader := b.block(body, baseType, baseType, powType)
	b.at(pInit)
	b.br(loopHeader, oneB, bArg, pInit)

	resultTmp, baseTmp, powerTmp := loopHeader.Arg(0), loopHeader.Arg(1), loopHeader.Arg(2)
	b.SetInsertionPointToEnd(loopHeader)
	powerTmpIsOdd := b.cmpi(arith.CmpINe, b.bin("arith.andi", powerTmp, oneP), zeroP)
	then = b.block(body)
	newResultTmp := b.bin("arith.mulf", resultTmp, baseTmp)
	fall = b.block(body, baseType)
	b.SetInsertionPointToEnd(then)
	b.br(fall, newResultTmp)
	b.at(powerTmpIsOdd)
	b.condBr(powerTmpIsOdd, then, nil, fall, []*ir.Value{resultTmp})
	newResultTmp = fall.Arg(0)

	b.SetInsertionPointToEnd(fall)
	newPowerTmp := b.bin("arith.shrui", powerTmp, oneP)
	newPowerIsZero := b.cmpi(arith.CmpIEq, newPowerTmp, zeroP)
	fall = b.block(body)

	b.SetInsertionPointToEnd(fall)
	newBaseTmp := b.bin("arith.mulf", baseTmp, baseTmp)
	b.br(loopHeader, newResultTmp, newBaseTmp, newPowerTmp)

	// if (p == Tp{0}) break;
	loopExit := b.block(body, baseType)
	b.at(newPowerIsZero)
	b.condBr(newPowerIsZero, loopExit, []*ir.Value{newResultTmp}, fall, nil)

	// if (isMin) result *= origBase;
	newResultTmp = loopExit.Arg(0)
	then = b.block(body)
	fall = b.block(body, baseType)
	b.SetInsertionPointToEnd(loopExit)
	b.condBr(pIsMin, then, nil, fall, []*ir.Value{newResultTmp})
	b.SetInsertionPointToEnd(then)
	newResultTmp = b.bin("arith.mulf", newResultTmp, bArg)
	b.br(fall, newResultTmp)

	// if (isNegativePower) result = Tb{1} / result;
	newResultTmp = fall.Arg(0)
	then = b.block(body)
	returnBlock := b.block(body, baseType)
	b.SetInsertionPointToEnd(fall)
	b.condBr(pIsNeg, then, nil, returnBlock, []*ir.Value{newResultTmp})
	b.SetInsertionPointToEnd(then)
	newResultTmp = b.bin("arith.divf", oneB, newResultTmp)
	b.br(returnBlock, newResultTmp)

	// return result;
	b.SetInsertionPointToEnd(returnBlock)
	b.ret(returnBlock.Arg(0))
	return funcOp
}

// createCtlzFunc builds __mlir_math_ctlz_<T>, T(T x): the bit width for 0,
// else a loop that shifts x left until its sign bit is set, counting.
func createCtlzFunc(module *ir.Operation, t ir.Type) *ir.Operation {
	// MLIR 19 reaches llvm_unreachable for a non-integer type; a release
	// build goes on, and the bit width of an index is then what
	// FloatType::getWidth falls through to: 128.
	bitWidth := int64(128)
	if it, ok := t.(*ir.IntegerType); ok {
		bitWidth = int64(it.Width)
	}
	b := newBuilder(module)
	ctx, loc := b.ctx, b.loc
	funcOp, entry := b.createFunc("__mlir_math_ctlz_"+typeName(t), ctx.Function([]ir.Type{t}, []ir.Type{t}))
	b.SetInsertionPointToStart(entry)
	arg := entry.Arg(0)
	index := ctx.Index()
	bitWidthValue := b.int64Const(t, bitWidth)
	zeroValue := b.int64Const(t, 0)
	inputEqZero := b.cmpi(arith.CmpIEq, arg, zeroValue)

	// if input == 0, return bit width, else enter loop.
	ifSt := &ir.OperationState{Name: "scf.if", Loc: loc, Operands: []*ir.Value{inputEqZero}, Types: []ir.Type{t}}
	thenRegion, elseRegion := ifSt.AddRegion(), ifSt.AddRegion()
	thenBlock, elseBlock := ir.NewBlock(), ir.NewBlock()
	thenRegion.Append(thenBlock)
	elseRegion.Append(elseBlock)
	ifOp := b.Create(ifSt)
	yield(ir.NewBuilder(ctx), thenBlock, loc, bitWidthValue)

	eb := ir.NewBuilder(ctx)
	eb.SetLoc(loc)
	eb.SetInsertionPointToEnd(elseBlock)
	oneIndex := arith.Constant(eb, loc, ctx.IntegerAttrInt64(index, 1))
	oneValue := arith.Constant(eb, loc, ctx.IntegerAttrInt64(t, 1))
	bitWidthIndex := arith.Constant(eb, loc, ctx.IntegerAttrInt64(index, bitWidth))
	nValue := arith.Constant(eb, loc, ctx.IntegerAttrInt64(t, 0))

	// scf.for %i = 1 to bitWidth step 1 iter_args(arg, n): if (arg < 0)
	// yield arg, n (in effect, break) else yield arg << 1, n + 1.
	forSt := &ir.OperationState{Name: "scf.for", Loc: loc,
		Operands: []*ir.Value{oneIndex, bitWidthIndex, oneIndex, arg, nValue}, Types: []ir.Type{t, t}}
	bodyBlock := ir.NewBlock()
	forSt.AddRegion().Append(bodyBlock)
	bodyBlock.AddArg(index, loc)
	bodyBlock.AddArg(arg.Type(), arg.Loc())
	bodyBlock.AddArg(nValue.Type(), nValue.Loc())
	bb := ir.NewBuilder(ctx)
	bb.SetInsertionPointToStart(bodyBlock)
	argIter, nIter := bodyBlock.Arg(1), bodyBlock.Arg(2)
	argIsNonNegative := arith.CmpI(bb, ctx, loc, arith.CmpISlt, argIter, zeroValue)
	innerSt := &ir.OperationState{Name: "scf.if", Loc: loc, Operands: []*ir.Value{argIsNonNegative}}
	innerThen, innerElse := ir.NewBlock(), ir.NewBlock()
	innerSt.AddRegion().Append(innerThen)
	innerSt.AddRegion().Append(innerElse)
	yield(ir.NewBuilder(ctx), innerThen, loc, argIter, nIter)
	ib := ir.NewBuilder(ctx)
	ib.SetInsertionPointToEnd(innerElse)
	nNext := arith.Binary(ib, "arith.addi", loc, nIter, oneValue)
	argNext := arith.Binary(ib, "arith.shli", loc, argIter, oneValue)
	yield(ib, innerElse, loc, argNext, nNext)
	// IfOp::build with builders infers its result types from the then yield.
	innerSt.Types = []ir.Type{argIter.Type(), nIter.Type()}
	innerIf := bb.Create(innerSt)
	yield(bb, bodyBlock, loc, innerIf.Results()...)
	loop := eb.Create(forSt)
	yield(eb, elseBlock, loc, loop.Result(1))

	b.Create(&ir.OperationState{Name: "func.return", Loc: loc, Operands: []*ir.Value{ifOp.Result(0)}})
	return funcOp
}

// yield appends scf.yield vs to blk.
func yield(b *ir.Builder, blk *ir.Block, loc ir.Location, vs ...*ir.Value) {
	b.SetInsertionPointToEnd(blk)
	b.Create(&ir.OperationState{Name: "scf.yield", Loc: loc, Operands: vs})
}
