package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// The debug intrinsics llvm.intr.dbg.{value,declare,label} become calls to
// llvm.dbg.value/declare/label with metadata arguments, as MLIR 19 builds
// them (LLVM 19 then holds and prints them as debug records,
// `#dbg_value(i32 %0, !7, !DIExpression(), !9)`, which the printer does).
// As in MLIR, an intrinsic without a debug location (in a function
// without a subprogram, or at an unknown location) is dropped: LLVM
// rejects such intrinsics.

func init() {
	RegisterOp("llvm.intr.dbg.value", func(t *Translator, op *ir.Operation) error {
		return t.dbgVariableCall(op, "llvm.dbg.value")
	})
	RegisterOp("llvm.intr.dbg.declare", func(t *Translator, op *ir.Operation) error {
		return t.dbgVariableCall(op, "llvm.dbg.declare")
	})
	RegisterOp("llvm.intr.dbg.label", func(t *Translator, op *ir.Operation) error {
		if t.dbg == nil {
			return nil
		}
		label := t.diNode(op.Attr("label"))
		if label == nil {
			return t.Errorf(op, "'%s' op has no debug label", op.Name())
		}
		t.dbgCall("llvm.dbg.label", &ll.MetadataValue{MD: label})
		return nil
	})
}

// dbgVariableCall emits the call of intrinsic name for op: its operand
// (wrapped as metadata), variable (varInfo) and expression (locationExpr,
// empty by default).
func (t *Translator) dbgVariableCall(op *ir.Operation, name string) error {
	if t.dbg == nil {
		return nil
	}
	if op.NumOperands() != 1 {
		return t.Errorf(op, "'%s' op expects one operand", op.Name())
	}
	v := t.diNode(op.Attr("varInfo"))
	if v == nil {
		return t.Errorf(op, "'%s' op has no debug variable", op.Name())
	}
	expr := t.diExprOrEmpty(op.Attr("locationExpr"))
	t.dbgCall(name, &ll.MetadataValue{MD: &ll.ValueMD{V: t.Lookup(op.Operand(0))}},
		&ll.MetadataValue{MD: v}, &ll.MetadataValue{MD: expr})
	return nil
}

// dbgCall emits `call void @name(metadata ...)`, declaring the intrinsic
// on first use.
func (t *Translator) dbgCall(name string, args ...ll.Value) {
	params := make([]ll.Type, len(args))
	for i := range params {
		params[i] = ll.MDType
	}
	fn := t.GetOrInsertFunction(name, ll.NewFuncType(ll.Void, params, false))
	t.Emit(&ll.Inst{Op: ll.OpCall, Typ: ll.Void, Callee: fn, FnTy: fn.Sig, Operands: args})
}
