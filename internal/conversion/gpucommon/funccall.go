package gpucommon

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// MathFuncs are a math (or arith) op's device library functions for f32
// and f64.
type MathFuncs struct {
	Op, F32, F64 string
}

// FuncCallPatterns returns, for each {op, f32 function, f64 function},
// MLIR's ScalarizeVectorOpLowering and OpToFuncCallLowering
// (populateOpPatterns), in the order given.
func FuncCallPatterns(tc *lc.TypeConverter, funcs [][3]string) []*conversion.Pattern {
	var ps []*conversion.Pattern
	for _, f := range funcs {
		ps = append(ps, ScalarizePattern(tc, f[0]), FuncCallPattern(tc, MathFuncs{Op: f[0], F32: f[1], F64: f[2]}))
	}
	return ps
}

// FuncCallPattern is OpToFuncCallLowering: the op becomes a call of the
// f32 or f64 function, declared before the enclosing function when the
// module lacks it; f16 operands are extended to f32 and the result
// truncated back.
func FuncCallPattern(tc *lc.TypeConverter, f MathFuncs) *conversion.Pattern {
	return &conversion.Pattern{Name: "OpToFuncCallLowering(" + f.Op + ")", Root: f.Op, Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			casted := make([]*ir.Value, len(operands))
			for i, v := range operands {
				casted[i] = v
				if ft, ok := v.Type().(*ir.FloatType); ok && ft.Kind == ir.F16 {
					casted[i] = lc.Op(rw, "llvm.fpext", v.Loc(), []*ir.Value{v}, []ir.Type{ctx.Float(ir.F32)}).Result(0)
				}
			}
			if len(casted) == 0 {
				return conversion.ErrNoMatch
			}
			resultType := casted[0].Type()
			var name string
			if ft, ok := resultType.(*ir.FloatType); ok {
				switch ft.Kind {
				case ir.F32:
					name = f.F32
				case ir.F64:
					name = f.F64
				}
			}
			if name == "" {
				// The casts made above are rolled back with the pattern.
				return conversion.NoMatch("no function for the type")
			}
			var params []ir.Type
			for _, v := range casted {
				params = append(params, v.Type())
			}
			fnType := llvm.Func(ctx, resultType, params, false)
			declareFunc(op, name, fnType)
			call := lc.Call(rw, loc, name, resultType, casted)
			if resultType == operands[0].Type() {
				rw.ReplaceOp(op, call.Result(0))
				return nil
			}
			tr := lc.Op(rw, "llvm.fptrunc", loc, []*ir.Value{call.Result(0)}, []ir.Type{operands[0].Type()})
			rw.ReplaceOp(op, tr.Result(0))
			return nil
		}}
}

// declareFunc declares llvm.func @name with type ft right before the
// function op is in, unless a symbol of that name is visible from op. As
// MLIR's appendOrGetFuncOp it uses a builder of its own, out of the
// conversion's sight: the declaration stays even if the pattern that made
// it is rolled back.
func declareFunc(op *ir.Operation, name string, ft *llvm.FunctionType) *ir.Operation {
	ctx := op.Context()
	if f := lookupNearestSymbol(op, name); f != nil {
		return f
	}
	fn := parentFunctionLike(op)
	if fn == nil {
		return nil
	}
	st := &ir.OperationState{Name: "llvm.func", Loc: op.Loc(), Attrs: []ir.NamedAttr{
		lc.Attr("sym_name", ctx.String(name)),
		lc.Attr("function_type", ctx.TypeAttr(ft)),
		lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageExternal)),
		lc.Attr("CConv", llvm.CConvAttr(ctx, 0)),
	}}
	st.AddRegion()
	decl := ctx.Create(st)
	fn.Block().InsertBefore(decl, fn)
	return decl
}

// lookupNearestSymbol finds name in the symbol table nearest to op
// (SymbolTable::lookupNearestSymbolFrom).
func lookupNearestSymbol(op *ir.Operation, name string) *ir.Operation {
	if t := ir.NearestSymbolTable(op); t != nil {
		return ir.LookupSymbolIn(t, name)
	}
	return nil
}

// ScalarizePattern is ScalarizeVectorOpLowering: an op on vectors becomes
// one op per element, inserted into an undefined vector.
func ScalarizePattern(tc *lc.TypeConverter, name string) *conversion.Pattern {
	return &conversion.Pattern{Name: "ScalarizeVectorOpLowering(" + name + ")", Root: name, Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			anyVector := false
			for _, v := range operands {
				if _, ok := v.Type().(*ir.VectorType); ok {
					anyVector = true
				}
			}
			if !anyVector {
				return conversion.NoMatch("expected vector operand")
			}
			if op.NumRegions() != 0 || op.NumSuccessors() != 0 || op.NumResults() != 1 {
				return conversion.NoMatch("expected a single result and no region or successor")
			}
			vt, ok := op.Result(0).Type().(*ir.VectorType)
			if !ok {
				return conversion.NoMatch("expected vector result")
			}
			loc := op.Loc()
			result := lc.Undef(rw, loc, vt)
			idx := tc.IndexType()
			n := int64(1)
			for _, d := range vt.Dims {
				n *= d
			}
			attrs := lc.OpAttrs(op)
			for i := int64(0); i < n; i++ {
				index := lc.IntConstant(rw, loc, idx, i)
				scalars := make([]*ir.Value, len(operands))
				for j, v := range operands {
					scalars[j] = v
					if vv, ok := v.Type().(*ir.VectorType); ok {
						scalars[j] = lc.Op(rw, "llvm.extractelement", loc, []*ir.Value{v, index}, []ir.Type{vv.Elem}).Result(0)
					}
				}
				s := lc.Op(rw, op.Name(), loc, scalars, []ir.Type{vt.Elem}, attrs...)
				result = lc.Op(rw, "llvm.insertelement", loc, []*ir.Value{result, s.Result(0), index}, []ir.Type{vt}).Result(0)
			}
			rw.ReplaceOp(op, result)
			return nil
		}}
}
