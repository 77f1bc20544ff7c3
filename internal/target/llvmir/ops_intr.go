package llvmir

import (
	"fmt"
	"strings"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

// The llvm.intr.* ops below are those MLIR 19 builds with IRBuilder or
// MatrixBuilder helpers rather than the uniform createIntrinsicCall
// (LLVMIntrinsicConversions.inc); llvm.intr.dbg.* belong to the debug
// information translation.

func init() {
	RegisterOp("llvm.intr.masked.load", func(t *Translator, op *ir.Operation) error {
		return t.maskedRead(op, "masked_load", "data")
	})
	RegisterOp("llvm.intr.masked.gather", func(t *Translator, op *ir.Operation) error {
		return t.maskedRead(op, "masked_gather", "ptrs")
	})
	RegisterOp("llvm.intr.masked.store", func(t *Translator, op *ir.Operation) error {
		return t.maskedWrite(op, "masked_store", "data")
	})
	RegisterOp("llvm.intr.masked.scatter", func(t *Translator, op *ir.Operation) error {
		return t.maskedWrite(op, "masked_scatter", "ptrs")
	})
	RegisterOp("llvm.intr.matrix.multiply", func(t *Translator, op *ir.Operation) error {
		lhs, rhs := t.Lookup(ods.Operand(op, "lhs")), t.Lookup(ods.Operand(op, "rhs"))
		rows, _ := intAttr(op, "lhs_rows")
		cols, _ := intAttr(op, "lhs_columns")
		rcols, _ := intAttr(op, "rhs_columns")
		lt, ok := lhs.Type().(*ll.VectorType)
		if !ok {
			return t.Errorf(op, "expected a vector operand")
		}
		ret := ll.NewVectorType(uint32(rows*rcols), lt.Elem, false)
		return t.mapCall(op, "matrix_multiply", []ll.Type{ret, lhs.Type(), rhs.Type()}, ret,
			[]ll.Value{lhs, rhs, i32(rows), i32(cols), i32(rcols)})
	})
	RegisterOp("llvm.intr.matrix.transpose", func(t *Translator, op *ir.Operation) error {
		m := t.Lookup(ods.Operand(op, "matrix"))
		rows, _ := intAttr(op, "rows")
		cols, _ := intAttr(op, "columns")
		mt, ok := m.Type().(*ll.VectorType)
		if !ok {
			return t.Errorf(op, "expected a vector operand")
		}
		ret := ll.NewVectorType(uint32(rows*cols), mt.Elem, false)
		return t.mapCall(op, "matrix_transpose", []ll.Type{ret}, ret, []ll.Value{m, i32(rows), i32(cols)})
	})
	RegisterOp("llvm.intr.matrix.column.major.load", func(t *Translator, op *ir.Operation) error {
		ptr, stride := t.Lookup(ods.Operand(op, "data")), t.Lookup(ods.Operand(op, "stride"))
		rows, _ := intAttr(op, "rows")
		cols, _ := intAttr(op, "columns")
		resTy, err := t.Type(op.Result(0).Type())
		if err != nil {
			return err
		}
		vt, ok := resTy.(*ll.VectorType)
		if !ok {
			return t.Errorf(op, "expected a vector result")
		}
		ret := ll.NewVectorType(uint32(rows*cols), vt.Elem, false)
		args := []ll.Value{ptr, stride, ll.Int(ll.I1, b2i(unitAttr(op, "isVolatile"))), i32(rows), i32(cols)}
		inst, err := t.CallIntrinsic("matrix_column_major_load", []ll.Type{ret, stride.Type()}, ret, args)
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		inst.Ext().ParamAttrs = []ll.AttrSet{{ll.IntAttr("align", t.state().dl.ABIAlign(vt.Elem))}}
		t.Map(op.Result(0), inst)
		return nil
	})
	RegisterOp("llvm.intr.matrix.column.major.store", func(t *Translator, op *ir.Operation) error {
		m := t.Lookup(ods.Operand(op, "matrix"))
		ptr, stride := t.Lookup(ods.Operand(op, "data")), t.Lookup(ods.Operand(op, "stride"))
		rows, _ := intAttr(op, "rows")
		cols, _ := intAttr(op, "columns")
		vt, ok := m.Type().(*ll.VectorType)
		if !ok {
			return t.Errorf(op, "expected a vector operand")
		}
		args := []ll.Value{m, ptr, stride, ll.Int(ll.I1, b2i(unitAttr(op, "isVolatile"))), i32(rows), i32(cols)}
		inst, err := t.CallIntrinsic("matrix_column_major_store", []ll.Type{m.Type(), stride.Type()}, ll.Void, args)
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		inst.Ext().ParamAttrs = []ll.AttrSet{nil, {ll.IntAttr("align", t.state().dl.ABIAlign(vt.Elem))}}
		return nil
	})
	RegisterOp("llvm.intr.experimental.constrained.fptrunc", func(t *Translator, op *ir.Operation) error {
		arg := t.Lookup(op.Operand(0))
		ret, err := t.Type(op.Result(0).Type())
		if err != nil {
			return err
		}
		rm, _ := intAttr(op, "roundingmode")
		eb, _ := intAttr(op, "fpExceptionBehavior")
		rounding, ok := roundingModes[rm]
		except, ok2 := exceptionBehaviors[eb]
		if !ok || !ok2 {
			return t.Errorf(op, "unsupported rounding mode or exception behavior")
		}
		args := []ll.Value{arg, &ll.MetadataValue{MD: ll.MDString(rounding)}, &ll.MetadataValue{MD: ll.MDString(except)}}
		inst, err := t.CallIntrinsic("experimental_constrained_fptrunc", []ll.Type{ret, arg.Type()}, ret, args)
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		// IRBuilder marks constrained calls strictfp.
		inst.Ext().FnAttrs = append(inst.Ext().FnAttrs, ll.EnumAttr("strictfp"))
		t.Map(op.Result(0), inst)
		return nil
	})
}

// roundingModes and exceptionBehaviors spell the values of MLIR's
// RoundingMode and FPExceptionBehavior (integer enum attributes) as the
// metadata strings of LLVM's constrained intrinsics.
var (
	roundingModes = map[int64]string{
		0: "round.towardzero", 1: "round.tonearest", 2: "round.upward",
		3: "round.downward", 4: "round.tonearestaway", 7: "round.dynamic",
	}
	exceptionBehaviors = map[int64]string{0: "fpexcept.ignore", 1: "fpexcept.maytrap", 2: "fpexcept.strict"}
)

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// mapCall calls intrinsic id and maps the op's single result to it.
func (t *Translator) mapCall(op *ir.Operation, id string, overloads []ll.Type, ret ll.Type, args []ll.Value) error {
	inst, err := t.CallIntrinsic(id, overloads, ret, args)
	if err != nil {
		return t.Errorf(op, "%v", err)
	}
	t.Map(op.Result(0), inst)
	return nil
}

// maskedRead is IRBuilder's CreateMaskedLoad/CreateMaskedGather: the
// pass-through defaults to poison, overloads are the result and address
// types.
func (t *Translator) maskedRead(op *ir.Operation, id, addr string) error {
	ret, err := t.Type(op.Result(0).Type())
	if err != nil {
		return err
	}
	p := t.Lookup(ods.Operand(op, addr))
	mask := t.Lookup(ods.Operand(op, "mask"))
	var pass ll.Value = &ll.Poison{Typ: ret}
	if pt, _ := ods.OperandGroup(op, "pass_thru"); len(pt) > 0 {
		pass = t.Lookup(pt[0])
	}
	align, _ := intAttr(op, "alignment")
	return t.mapCall(op, id, []ll.Type{ret, p.Type()}, ret, []ll.Value{p, i32(align), mask, pass})
}

// maskedWrite is IRBuilder's CreateMaskedStore/CreateMaskedScatter.
func (t *Translator) maskedWrite(op *ir.Operation, id, addr string) error {
	v := t.Lookup(ods.Operand(op, "value"))
	p := t.Lookup(ods.Operand(op, addr))
	mask := t.Lookup(ods.Operand(op, "mask"))
	align, _ := intAttr(op, "alignment")
	_, err := t.CallIntrinsic(id, []ll.Type{v.Type(), p.Type()}, ll.Void, []ll.Value{v, p, i32(align), mask})
	if err != nil {
		return t.Errorf(op, "%v", err)
	}
	return nil
}

func init() {
	RegisterOp("llvm.call_intrinsic", translateCallIntrinsic)
}

// translateCallIntrinsic is MLIR 19's convertCallLLVMIntrinsicOp: the
// intrinsic named by `intrin` is declared (overloaded on the types the
// call's signature gives its overload slots) and called with the
// operands, after checking the call against the intrinsic's signature
// (errors at the op's location, without the op note, as mlir::emitError).
func translateCallIntrinsic(t *Translator, op *ir.Operation) error {
	sa, _ := op.Attr("intrin").(*ir.StringAttr)
	if sa == nil {
		return t.Errorf(op, "expected an 'intrin' attribute")
	}
	name := `"` + sa.Value + `"`
	info := lookupIntrinsicName(sa.Value)
	if info == nil {
		return ir.Errorf(op.Loc(), "could not find LLVM intrinsic: %s", name)
	}
	args := t.LookupAll(op.Operands())
	argTys := make([]ll.Type, len(args))
	for i, a := range args {
		argTys[i] = a.Type()
	}
	resTy := ll.Void
	if op.NumResults() == 1 {
		var err error
		if resTy, err = t.Type(op.Result(0).Type()); err != nil {
			return err
		}
	}
	var overloads []ll.Type
	if info.Overloaded {
		var ok bool
		overloads, ok = info.matchSignature(resTy, argTys)
		if !ok {
			return ir.Errorf(op.Loc(), "call intrinsic signature %s to overloaded intrinsic %s does not match any of the overloads",
				ll.NewFuncType(resTy, argTys, false), name)
		}
	}
	sig, err := info.signature(overloads, resTy, argTys)
	if err != nil {
		return t.Errorf(op, "%v", err)
	}
	if !ll.TypeEqual(resTy, sig.Ret) {
		return ir.Errorf(op.Loc(), "intrinsic call returns %s but %s actually returns %s", resTy, name, sig.Ret)
	}
	if !sig.VarArg && len(args) != len(sig.Params) {
		return ir.Errorf(op.Loc(), "intrinsic call has %d operands but %s expects %d", len(args), name, len(sig.Params))
	}
	for i, p := range sig.Params {
		if i < len(argTys) && !ll.TypeEqual(argTys[i], p) {
			return ir.Errorf(op.Loc(), "intrinsic call operand #%d has type %s but %s expects %s", i, argTys[i], name, p)
		}
	}
	fn := t.declare(info, overloads, sig)
	inst := t.Emit(&ll.Inst{Op: ll.OpCall, Typ: fn.Sig.Ret, Callee: fn, FnTy: fn.Sig, Operands: args})
	if op.NumResults() == 1 {
		t.Map(op.Result(0), inst)
	}
	return nil
}

func init() {
	RegisterOp("llvm.intr.experimental.noalias.scope.decl", func(t *Translator, op *ir.Operation) error {
		scope := op.Attr("scope")
		if scope == nil {
			return t.Errorf(op, "expected a 'scope' attribute")
		}
		list, err := t.AliasScopes(op, []ir.Attribute{scope})
		if err != nil {
			return err
		}
		_, err = t.CallIntrinsic("experimental_noalias_scope_decl", nil, ll.Void, []ll.Value{&ll.MetadataValue{MD: list}})
		if err != nil {
			return t.Errorf(op, "%v", err)
		}
		return nil
	})
}

// aliasScopeKey keys the alias-scope metadata cache in Translator.Extra.
type aliasScopeKey struct{}

// aliasScopeCache maps #llvm.alias_scope and #llvm.alias_scope_domain
// attributes (uniqued, so compared by identity) to their nodes, and scope
// lists to their uniqued list nodes.
type aliasScopeCache struct {
	nodes map[ir.Attribute]*ll.MDNode
	lists map[string]*ll.MDNode
}

// AliasScopes returns the metadata list `!{!scope, ...}` of
// #llvm.alias_scope attributes, creating each scope (and its domain) once
// as MLIR's ModuleTranslation::getOrCreateAliasScopes: a scope is
// `distinct !{!self, !domain[, !"description"]}`, a domain
// `distinct !{!self[, !"description"]}`; equal lists are one node, as
// LLVM uniques them.
func (t *Translator) AliasScopes(op *ir.Operation, scopes []ir.Attribute) (*ll.MDNode, error) {
	if t.Extra == nil {
		t.Extra = map[any]any{}
	}
	c, _ := t.Extra[aliasScopeKey{}].(*aliasScopeCache)
	if c == nil {
		c = &aliasScopeCache{nodes: map[ir.Attribute]*ll.MDNode{}, lists: map[string]*ll.MDNode{}}
		t.Extra[aliasScopeKey{}] = c
	}
	selfRef := func(a *llvm.Attr, extra ...ll.Metadata) *ll.MDNode {
		n := &ll.MDNode{Distinct: true}
		n.Ops = append([]ll.Metadata{n}, extra...)
		if d, ok := a.GetAttr("description").(*ir.StringAttr); ok {
			n.Ops = append(n.Ops, ll.MDString(d.Value))
		}
		return n
	}
	var ops []ll.Metadata
	var key strings.Builder
	for _, s := range scopes {
		sa, ok := s.(*llvm.Attr)
		if !ok || sa.Mnemonic() != "alias_scope" {
			return nil, t.Errorf(op, "expected an alias scope attribute")
		}
		n := c.nodes[s]
		if n == nil {
			da, ok := sa.GetAttr("domain").(*llvm.Attr)
			if !ok {
				return nil, t.Errorf(op, "expected an alias scope domain")
			}
			dn := c.nodes[da]
			if dn == nil {
				dn = selfRef(da)
				c.nodes[da] = dn
			}
			n = selfRef(sa, dn)
			c.nodes[s] = n
		}
		ops = append(ops, n)
		fmt.Fprintf(&key, "%p,", n)
	}
	list := c.lists[key.String()]
	if list == nil {
		list = ll.Tuple(ops...)
		c.lists[key.String()] = list
	}
	return list, nil
}
