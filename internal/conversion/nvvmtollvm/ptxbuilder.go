package nvvmtollvm

import (
	"fmt"
	"strings"

	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// sharedMemorySpace is NVVM's shared address space, addressed with 32-bit
// pointers.
const sharedMemorySpace = 3

// ptxBuilder is MLIR's PtxBuilder: it collects the inline asm's operands
// and register constraints.
type ptxBuilder struct {
	op          *ir.Operation
	rw          *conversion.Rewriter
	operands    []*ir.Value
	constraints strings.Builder
	hasResult   bool
}

// registerType is getRegisterType of a type: the PTX register class
// letter of the constraint.
func registerType(t ir.Type) (byte, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return 'b', true
		case 16:
			return 'h', true
		case 32:
			return 'r', true
		case 64:
			return 'l', true
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.F32:
			return 'f', true
		case ir.F64:
			return 'd', true
		}
	case *llvm.PointerType:
		if t.AddrSpace == sharedMemorySpace {
			return 'r', true
		}
		return 'l', true
	}
	return 0, false
}

// valueRegisterType is getRegisterType of a value: 'n' (an immediate) for
// the result of an llvm.mlir.constant.
func valueRegisterType(v *ir.Value) (byte, bool) {
	if d := v.DefiningOp(); d != nil && d.Name() == "llvm.mlir.constant" {
		return 'n', true
	}
	return registerType(v.Type())
}

// errRegisterType reports a type MLIR has no register class for (where
// MLIR 19 reaches llvm_unreachable).
func (b *ptxBuilder) errRegisterType(t ir.Type) error {
	return b.rw.EmitError(b.op.EmitError("The register type could not deduced from MLIR type %s", typeString(t)))
}

// insertValue is PtxBuilder::insertValue.
func (b *ptxBuilder) insertValue(v *ir.Value, mod registerMod) error {
	modifier := ""
	if mod == modWrite {
		modifier = "="
	}
	add := func(v *ir.Value) {
		if mod == modRead {
			b.operands = append(b.operands, v)
			return
		}
		if mod == modReadWrite {
			b.operands = append(b.operands, v)
		}
		b.hasResult = true
	}
	if st, ok := v.Type().(*llvm.StructType); ok {
		if mod == modWrite {
			add(v)
		}
		for i, t := range st.Body() {
			if mod != modWrite {
				add(extractValue(b.rw, b.op.Loc(), v, int64(i)))
			}
			if mod == modReadWrite {
				fmt.Fprintf(&b.constraints, "%d,", i)
				continue
			}
			r, ok := registerType(t)
			if !ok {
				return b.errRegisterType(t)
			}
			fmt.Fprintf(&b.constraints, "%s%c,", modifier, r)
		}
		return nil
	}
	r, ok := valueRegisterType(v)
	if !ok {
		return b.errRegisterType(v.Type())
	}
	add(v)
	fmt.Fprintf(&b.constraints, "%s%c,", modifier, r)
	return nil
}

func extractValue(rw *conversion.Rewriter, loc ir.Location, container *ir.Value, pos int64) *ir.Value {
	ctx := rw.Context()
	st := container.Type().(*llvm.StructType)
	return rw.Create(&ir.OperationState{Name: "llvm.extractvalue", Loc: loc, Operands: []*ir.Value{container},
		Types: []ir.Type{st.Body()[pos]},
		Attrs: []ir.NamedAttr{{Name: "position", Value: ctx.DenseArray(ctx.I(64), []int64{pos}, nil)}}}).Result(0)
}

// build is PtxBuilder::build: the llvm.inline_asm op, with the op's result
// types, the collected operands and constraints, the PTX ('%' turned into
// '$', after the predicate's guard) and side effects.
func (b *ptxBuilder) build(d *ptxOp) *ir.Operation {
	ctx := b.rw.Context()
	constraints := strings.TrimSuffix(b.constraints.String(), ",")
	ptx := d.ptx(b.op)
	if d.predicate != nil && d.predicate(b.op) != nil {
		ptx = fmt.Sprintf("@%%%d %s", len(b.operands)-1, ptx)
	}
	ptx = strings.ReplaceAll(ptx, "%", "$")
	attrs := []ir.NamedAttr{
		{Name: "asm_string", Value: ctx.String(ptx)},
		{Name: "constraints", Value: ctx.String(constraints)},
		{Name: "has_side_effects", Value: ctx.Unit()},
		{Name: "asm_dialect", Value: ctx.IntegerAttrInt64(ctx.I(64), 0)},
	}
	return b.rw.Create(&ir.OperationState{Name: "llvm.inline_asm", Loc: b.op.Loc(), Operands: b.operands,
		Types: b.op.ResultTypes(), Attrs: attrs})
}

// buildAndReplaceOp is PtxBuilder::buildAndReplaceOp.
func (b *ptxBuilder) buildAndReplaceOp(d *ptxOp) {
	asmOp := b.build(d)
	if asmOp.NumResults() == b.op.NumResults() {
		b.rw.ReplaceOpWith(b.op, asmOp)
		return
	}
	b.rw.EraseOp(b.op)
}
