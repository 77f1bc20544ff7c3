package vector

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Hand-written parts of vector.extract and vector.insert, after
// mlir/lib/Dialect/Vector/IR/VectorOps.cpp (MLIR 19).

// dynamic is ShapedType::kDynamic in a static position list.
const dynamic = ir.Dynamic

func init() {
	hook("vector.extract").Infer = inferExtract
	hook("vector.extract").Verify = verifyExtract
	hook("vector.insert").Verify = verifyInsert
}

func tq(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

func elemOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

func staticPosition(attrs []ir.NamedAttr) []int64 {
	for _, a := range attrs {
		if a.Name == "static_position" {
			if d, ok := a.Value.(*ir.DenseArrayAttr); ok {
				return d.Ints
			}
		}
	}
	return nil
}

// inferExtract is ExtractOp::inferReturnTypes: the element type for a full
// position, else the vector of the remaining dimensions.
func inferExtract(ctx *ir.Context, operands []ir.Type, attrs []ir.NamedAttr) ([]ir.Type, error) {
	vt, ok := operands[0].(*ir.VectorType)
	if !ok {
		return nil, errNotVector
	}
	n := len(staticPosition(attrs))
	if n == len(vt.Dims) {
		return []ir.Type{vt.Elem}, nil
	}
	n = min(n, len(vt.Dims))
	var scalable []bool
	if vt.Scalable != nil {
		scalable = vt.Scalable[n:]
	}
	return []ir.Type{ctx.Vector(vt.Dims[n:], scalable, vt.Elem)}, nil
}

type errString string

func (e errString) Error() string { return string(e) }

const errNotVector = errString("not a vector")

// compatibleExtractTypes is ExtractOp::isCompatibleReturnTypes: a
// one-element vector stands for its element.
func compatibleExtractTypes(l, r ir.Type) bool {
	one := func(l, r ir.Type) bool {
		v, ok := l.(*ir.VectorType)
		return ok && len(v.Dims) == 1 && v.Dims[0] == 1 && v.Elem == r
	}
	return l == r || one(l, r) || one(r, l)
}

// verifyExtract checks, in MLIR's order, the element type predicate (an
// ODS invariant), ExtractOp::verify and the inferred result type
// (InferTypeOpInterface's trait).
func verifyExtract(op *ir.Operation) error {
	vt, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok {
		return nil
	}
	if elemOrSelf(op.Result(0).Type()) != vt.Elem {
		return op.Errorf("failed to verify that operand and result have same element type")
	}
	pos := staticPosition(asm.AllAttrs(op))
	markers := 0
	for _, p := range pos {
		if p == dynamic {
			markers++
		}
	}
	if markers != op.NumOperands()-1 {
		return op.Errorf("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite")
	}
	if len(pos) > len(vt.Dims) {
		return op.Errorf("expected position attribute of rank no greater than vector rank")
	}
	if err := checkBounds(op, pos, vt, "corresponding vector dimension"); err != nil {
		return err
	}
	inferred, _ := inferExtract(op.Context(), op.OperandTypes(), asm.AllAttrs(op))
	if !compatibleExtractTypes(inferred[0], op.Result(0).Type()) {
		d := ir.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
			op.Name(), tq(inferred[0]), tq(op.Result(0).Type()))
		d.Then = append(d.Then, &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op,
			Msg: "'" + op.Name() + "' op failed to infer returned types"})
		return d
	}
	return nil
}

func checkBounds(op *ir.Operation, pos []int64, vt *ir.VectorType, what string) error {
	for i, p := range pos {
		if p != dynamic && (p < 0 || p >= vt.Dims[i]) {
			return op.Errorf("expected position attribute #%d to be a non-negative integer smaller than the %s", i+1, what)
		}
	}
	return nil
}

// verifyInsert checks the element type predicate, then InsertOp::verify.
func verifyInsert(op *ir.Operation) error {
	dest, ok := op.Operand(1).Type().(*ir.VectorType)
	if !ok {
		return nil
	}
	if elemOrSelf(op.Operand(0).Type()) != elemOrSelf(op.Result(0).Type()) {
		return op.Errorf("failed to verify that source operand and result have same element type")
	}
	pos := staticPosition(asm.AllAttrs(op))
	if len(pos) > len(dest.Dims) {
		return op.Errorf("expected position attribute of rank no greater than dest vector rank")
	}
	src, srcIsVector := op.Operand(0).Type().(*ir.VectorType)
	if srcIsVector && len(src.Dims)+len(pos) != len(dest.Dims) {
		return op.Errorf("expected position attribute rank + source rank to match dest vector rank")
	}
	if !srcIsVector && len(pos) != len(dest.Dims) {
		return op.Errorf("expected position attribute rank to match the dest vector rank")
	}
	return checkBounds(op, pos, dest, "corresponding dest vector dimension")
}

// Extract creates vector.extract v[pos] with static positions
// (ExtractOp::build with ArrayRef<int64_t>).
func Extract(b interface {
	Create(*ir.OperationState) *ir.Operation
}, ctx *ir.Context, loc ir.Location, v *ir.Value, pos []int64) *ir.Value {
	attrs := []ir.NamedAttr{{Name: "static_position", Value: ctx.DenseArray(ctx.I(64), pos, nil)}}
	t, _ := inferExtract(ctx, []ir.Type{v.Type()}, attrs)
	return b.Create(&ir.OperationState{Name: "vector.extract", Loc: loc, Operands: []*ir.Value{v}, Types: t, Attrs: attrs}).Result(0)
}

// Insert creates vector.insert src, dest[pos] with static positions.
func Insert(b interface {
	Create(*ir.OperationState) *ir.Operation
}, ctx *ir.Context, loc ir.Location, src, dest *ir.Value, pos []int64) *ir.Value {
	attrs := []ir.NamedAttr{{Name: "static_position", Value: ctx.DenseArray(ctx.I(64), pos, nil)}}
	return b.Create(&ir.OperationState{Name: "vector.insert", Loc: loc, Operands: []*ir.Value{src, dest},
		Types: []ir.Type{dest.Type()}, Attrs: attrs}).Result(0)
}
