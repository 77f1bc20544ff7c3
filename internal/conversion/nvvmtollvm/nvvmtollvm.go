// Package nvvmtollvm is MLIR 19's convert-nvvm-to-llvm pass
// (mlir/lib/Conversion/NVVMToLLVM): the NVVM ops that implement
// BasicPtxBuilderOpInterface and have no LLVM intrinsic for their form
// become llvm.inline_asm ops with their PTX, as
// mlir/lib/Dialect/LLVMIR/IR/BasicPtxBuilderInterface.cpp builds it:
// results are written registers, operands and integer attributes read
// ones (attributes as llvm.mlir.constant operands), each constrained by
// its type, and an optional predicate guards the instruction.
package nvvmtollvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/conversion"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-nvvm-to-llvm",
		Title:   "ConvertNVVMToLLVMPass",
		Summary: "Convert NVVM to PTX with Inline Assembly in LLVM dialect",
		New:     func(pass.Values) (pass.Pass, error) { return nvvmPass{}, nil },
	})
}

type nvvmPass struct{}

// Run is ConvertNVVMToLLVMPass::runOnOperation: a partial conversion with
// the LLVM dialect legal.
func (nvvmPass) Run(op *ir.Operation) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("llvm")
	return conversion.ApplyPartialConversion(op, target, Patterns())
}

// Patterns is populateNVVMToLLVMConversionPatterns: PtxLowering, an
// interface pattern of benefit 2.
func Patterns() []*conversion.Pattern {
	return []*conversion.Pattern{{Name: "PtxLowering", Benefit: 2, Rewrite: ptxLowering}}
}

// IsPtxBuilderOp reports whether op implements BasicPtxBuilderOpInterface.
func IsPtxBuilderOp(op *ir.Operation) bool { return ptxOps[op.Name()] != nil }

func ptxLowering(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	d := ptxOps[op.Name()]
	if d == nil {
		return conversion.ErrNoMatch
	}
	if d.hasIntrinsic != nil && d.hasIntrinsic(op) {
		return conversion.NoMatch("Ptx Builder does not lower %s", op.Name())
	}
	b := &ptxBuilder{op: op, rw: rw}
	getAsmValues := d.asmValues
	if getAsmValues == nil {
		getAsmValues = defaultAsmValues
	}
	for _, v := range getAsmValues(op, rw) {
		if err := b.insertValue(v.value, v.mod); err != nil {
			return err
		}
	}
	b.buildAndReplaceOp(d)
	return nil
}

// registerMod is PTXRegisterMod.
type registerMod uint8

const (
	modWrite registerMod = iota
	modRead
	modReadWrite
)

type asmValue struct {
	value *ir.Value
	mod   registerMod
}

// ptxOp is one op's BasicPtxBuilderOpInterface methods.
type ptxOp struct {
	ptx func(op *ir.Operation) string
	// hasIntrinsic, when set, says the op lowers to an intrinsic instead
	// (the default is false).
	hasIntrinsic func(op *ir.Operation) bool
	// predicate returns the op's PtxPredicate operand, nil when absent
	// (getPredicate; its default is none).
	predicate func(op *ir.Operation) *ir.Value
	// asmValues replaces the default getAsmValues.
	asmValues func(op *ir.Operation, rw *conversion.Rewriter) []asmValue
}

// defaultAsmValues is getAsmValues' default: results written, operands
// read, then integer attributes (inherent and discardable, by name) read
// as i32 constants.
func defaultAsmValues(op *ir.Operation, rw *conversion.Rewriter) []asmValue {
	var out []asmValue
	for _, r := range op.Results() {
		out = append(out, asmValue{r, modWrite})
	}
	for _, v := range op.Operands() {
		out = append(out, asmValue{v, modRead})
	}
	for _, a := range asm.AllAttrs(op) {
		if ia, ok := a.Value.(*ir.IntegerAttr); ok {
			out = append(out, asmValue{makeConstantI32(op, rw, int32(getInt(ia))), modRead})
		}
	}
	return out
}

// getInt is IntegerAttr::getInt: the value sign-extended from its width.
func getInt(a *ir.IntegerAttr) int64 {
	v := a.Int64()
	if w := ir.IntWidth(a.Type); w > 0 && w < 64 {
		v = v << (64 - w) >> (64 - w)
	}
	return v
}

// makeConstantI32 is the interface's makeConstantI32: llvm.mlir.constant
// v : i32 at the op's location.
func makeConstantI32(op *ir.Operation, rw *conversion.Rewriter, v int32) *ir.Value {
	ctx := rw.Context()
	return rw.Create(&ir.OperationState{Name: "llvm.mlir.constant", Loc: op.Loc(), Types: []ir.Type{ctx.I(32)},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntegerAttrInt64(ctx.I(32), int64(v))}}}).Result(0)
}

// operandGroup returns operand group i of an op with AttrSizedOperandSegments,
// or the i-th operand as a group of one (none when absent) for other ops.
func operandGroup(op *ir.Operation, i int) []*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		if i < op.NumOperands() {
			return op.Operands()[i : i+1]
		}
		return nil
	}
	if i >= len(sizes.Ints) {
		return nil
	}
	start := 0
	for _, n := range sizes.Ints[:i] {
		start += int(n)
	}
	return op.Operands()[start : start+int(sizes.Ints[i])]
}
