// Package mathtofuncs is MLIR 19's convert-math-to-funcs pass
// (mlir/lib/Conversion/MathToFuncs): math.ipowi, math.fpowi (with an
// exponent at least min-width-of-fpowi-exponent bits wide) and, with
// convert-ctlz, math.ctlz become calls of software implementations that the
// pass first generates at the end of the module, one per element type:
// private func.funcs with linkonce_odr linkage named __mlir_math_ipowi_i32,
// __mlir_math_fpowi_f32_i64, __mlir_math_ctlz_i32 and so on, built of arith,
// cf (ipowi, fpowi) and scf (ctlz) ops. Vector ops are unrolled into
// scalar ones first, through vector.extract and vector.insert.
package mathtofuncs

import (
	"gpuc/internal/asm"
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/vector"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-math-to-funcs",
		Title:   "ConvertMathToFuncs",
		Summary: "Convert Math operations to calls of outlined implementations.",
		OpName:  "builtin.module",
		Options: []pass.Option{
			{Name: "min-width-of-fpowi-exponent", Kind: pass.Uint, Default: "1",
				Desc: "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value"},
			{Name: "convert-ctlz", Kind: pass.Bool, Default: "false",
				Desc: "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz."},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &mathPass{minWidthOfFPowIExponent: v.Int("min-width-of-fpowi-exponent"), convertCtlz: v.Bool("convert-ctlz")}, nil
		},
	})
}

type mathPass struct {
	minWidthOfFPowIExponent int64
	convertCtlz             bool
}

// implKey is funcImpls' key: an op name and an element type (a function
// type for fpowi).
type implKey struct {
	op string
	t  ir.Type
}

// isFPowIConvertible: the exponent's integer type is wide enough.
func (p *mathPass) isFPowIConvertible(op *ir.Operation) bool {
	it, ok := arith.ElementTypeOrSelf(op.Operand(1).Type()).(*ir.IntegerType)
	return ok && int64(it.Width) >= p.minWidthOfFPowIExponent
}

// Run is ConvertMathToFuncsPass::runOnOperation.
func (p *mathPass) Run(module *ir.Operation) error {
	impls := p.generateOpImplementations(module)
	lookup := func(op *ir.Operation, t ir.Type) *ir.Operation { return impls[implKey{op.Name(), t}] }
	patterns := []*conversion.Pattern{
		vecOpToScalarOp("math.ipowi"),
		vecOpToScalarOp("math.fpowi"),
		vecOpToScalarOp("math.ctlz"),
		{Name: "IPowIOpLowering", Root: "math.ipowi", Benefit: 1, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			baseType, ok := op.Operand(0).Type().(*ir.IntegerType)
			if !ok {
				return conversion.NoMatch("non-integer base operand")
			}
			f := lookup(op, baseType)
			if f == nil {
				return conversion.NoMatch("missing software implementation")
			}
			rw.ReplaceOpWith(op, call(rw, op.Loc(), f, op.Operands()))
			return nil
		}},
		{Name: "FPowIOpLowering", Root: "math.fpowi", Benefit: 1, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			if _, ok := op.Result(0).Type().(*ir.VectorType); ok {
				return conversion.NoMatch("non-scalar operation")
			}
			f := lookup(op, elementalFuncType(op))
			if f == nil {
				return conversion.NoMatch("missing software implementation")
			}
			rw.ReplaceOpWith(op, call(rw, op.Loc(), f, op.Operands()))
			return nil
		}},
	}
	if p.convertCtlz {
		patterns = append(patterns, &conversion.Pattern{Name: "CtlzOpLowering", Root: "math.ctlz", Benefit: 1,
			Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
				if _, ok := op.Result(0).Type().(*ir.VectorType); ok {
					return conversion.NoMatch("non-scalar operation")
				}
				t := arith.ElementTypeOrSelf(op.Result(0).Type())
				f := lookup(op, t)
				if f == nil {
					return conversion.NoMatch("Missing software implementation for op %s and type %s", op.Name(), asm.TypeString(t))
				}
				rw.ReplaceOpWith(op, call(rw, op.Loc(), f, op.Operands()[:1]))
				return nil
			}})
	}
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "cf", "func", "scf", "vector")
	target.AddIllegalOp("math.ipowi")
	if p.convertCtlz {
		target.AddIllegalOp("math.ctlz")
	}
	target.AddDynamicallyLegalOp("math.fpowi", func(op *ir.Operation) bool { return !p.isFPowIConvertible(op) })
	return conversion.ApplyPartialConversion(module, target, patterns)
}

// elementalFuncType is getElementalFuncTypeForOp: the op's function type
// over element types.
func elementalFuncType(op *ir.Operation) *ir.FunctionType {
	var ins, outs []ir.Type
	for _, v := range op.Operands() {
		ins = append(ins, arith.ElementTypeOrSelf(v.Type()))
	}
	for _, r := range op.Results() {
		outs = append(outs, arith.ElementTypeOrSelf(r.Type()))
	}
	return op.Context().Function(ins, outs)
}

// generateOpImplementations walks the module (post-order) and creates the
// implementation of each (op, type) met first, at the end of the module.
func (p *mathPass) generateOpImplementations(module *ir.Operation) map[implKey]*ir.Operation {
	impls := map[implKey]*ir.Operation{}
	walkPostOrder(module, func(op *ir.Operation) {
		switch op.Name() {
		case "math.ctlz":
			if !p.convertCtlz {
				return
			}
			t := arith.ElementTypeOrSelf(op.Result(0).Type())
			k := implKey{op.Name(), t}
			if _, ok := impls[k]; !ok {
				impls[k] = createCtlzFunc(module, t)
			}
		case "math.ipowi":
			t := arith.ElementTypeOrSelf(op.Result(0).Type())
			k := implKey{op.Name(), t}
			// MLIR asserts an integer type here; a release build goes on
			// with an index, and IPowIOpLowering then fails on it (the
			// conversion fails, so the function is never seen).
			it, isInt := t.(*ir.IntegerType)
			if _, ok := impls[k]; !ok && isInt {
				impls[k] = createElementIPowIFunc(module, it)
			}
		case "math.fpowi":
			if !p.isFPowIConvertible(op) {
				return
			}
			ft := elementalFuncType(op)
			k := implKey{op.Name(), ft}
			if _, ok := impls[k]; !ok {
				impls[k] = createElementFPowIFunc(module, ft)
			}
		}
	})
	return impls
}

// walkPostOrder is Operation::walk: regions first, ops of a block in order
// (the next op is taken before an op is visited, so ops appended after the
// last one while it is visited are not).
func walkPostOrder(op *ir.Operation, f func(*ir.Operation)) {
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; {
				next := o.Next()
				walkPostOrder(o, f)
				o = next
			}
		}
	}
	f(op)
}

// call creates func.call @f(args) (CallOp::build with a FuncOp).
func call(b arith.Creator, loc ir.Location, f *ir.Operation, args []*ir.Value) *ir.Operation {
	ctx := f.Context()
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	name := f.Attr("sym_name").(*ir.StringAttr).Value
	return b.Create(&ir.OperationState{Name: "func.call", Loc: loc, Operands: args, Types: ft.Results,
		Attrs: []ir.NamedAttr{{Name: "callee", Value: ctx.SymbolRef(name)}}})
}

// vecOpToScalarOp is VecOpToScalarOp<Op>: a vector op becomes the op on
// each element, extracted and inserted back into a zero vector, in
// row-major order.
func vecOpToScalarOp(name string) *conversion.Pattern {
	return &conversion.Pattern{Name: "VecOpToScalarOp<" + name + ">", Root: name, Benefit: 1,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			ctx, loc := op.Context(), op.Loc()
			vt, ok := op.Result(0).Type().(*ir.VectorType)
			if !ok {
				return conversion.NoMatch("not a vector operation")
			}
			n := ir.NumElements(vt)
			var init ir.TypedAttr
			if _, isFloat := vt.Elem.(*ir.FloatType); isFloat {
				init = ctx.DenseElements(vt, true, floatStride(vt.Elem), make([]uint64, floatStride(vt.Elem)))
			} else {
				init = arith.IntOrSplat(ctx, vt, 0)
			}
			result := arith.Constant(rw, loc, init)
			strides := computeStrides(vt.Dims)
			for linear := int64(0); linear < n; linear++ {
				pos := delinearize(linear, strides)
				var operands []*ir.Value
				for _, in := range op.Operands() {
					operands = append(operands, vector.Extract(rw, ctx, loc, in, pos))
				}
				scalar := rw.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: []ir.Type{vt.Elem}})
				result = vector.Insert(rw, ctx, loc, scalar.Result(0), result, pos)
			}
			rw.ReplaceOp(op, result)
			return nil
		}}
}

func floatStride(t ir.Type) int {
	if ft, ok := t.(*ir.FloatType); ok && ft.Width() > 64 {
		return 2
	}
	return 1
}

// computeStrides is IndexingUtils' computeStrides (suffix products).
func computeStrides(shape []int64) []int64 {
	strides := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		strides[i] = acc
		acc *= shape[i]
	}
	return strides
}

// delinearize is IndexingUtils' delinearize.
func delinearize(linear int64, strides []int64) []int64 {
	out := make([]int64, len(strides))
	for i, s := range strides {
		out[i] = linear / s
		linear %= s
	}
	return out
}
