package llvm

import (
	"math/bits"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// llvm.mlir.global, ported from MLIR 19's LLVMDialect.cpp (GlobalOp).

func init() {
	h := hook("llvm.mlir.global")
	h.Syntax = &asm.OpSyntax{Parse: parseGlobal, Print: printGlobal}
	h.Verify = verifyGlobal
	h.VerifyRegions = verifyGlobalRegions
	h.Traits |= ir.Symbol
}

// GlobalType returns the global_type of an llvm.mlir.global op, or nil.
func GlobalType(op *ir.Operation) ir.Type {
	if ta, ok := op.Attr("global_type").(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// operation ::= `llvm.mlir.global` linkage? visibility?
//
//	(`unnamed_addr` | `local_unnamed_addr`)? `thread_local`? `constant`?
//	`@` identifier `(` attribute? `)` (`comdat(` symbol-ref-id `)`)?
//	attribute-list? (`:` type)? region?
func parseGlobal(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	i64 := ctx.I(64)
	st.AddAttr("linkage", LinkageAttr(ctx, parseOptionalEnumKeyword(p, enLinkage, LinkageExternal)))
	st.AddAttr("visibility_", ctx.IntegerAttrInt64(i64, int64(parseOptionalEnumKeyword(p, enVisibility, 0))))
	st.AddAttr("unnamed_addr", ctx.IntegerAttrInt64(i64, int64(parseOptionalEnumKeyword(p, enUnnamedAddr, 0))))
	if p.ConsumeKeyword("thread_local") {
		st.AddAttr("thread_local_", ctx.Unit())
	}
	if p.ConsumeKeyword("constant") {
		st.AddAttr("constant", ctx.Unit())
	}
	st.AddAttr("sym_name", ctx.String(parseSymbolName(p, st)))
	p.Expect("(", "expected '('")
	var value ir.Attribute
	if !p.ConsumeIf(")") {
		value = p.ParseAttribute()
		st.AddAttr("value", value)
		p.Expect(")", "expected ')'")
	}
	if p.ConsumeKeyword("comdat") {
		p.Expect("(", "expected '('")
		off := p.Offset()
		c := p.ParseAttribute()
		if _, ok := c.(*ir.SymbolRefAttr); !ok {
			opErrorAt(p, st, off, "invalid kind of attribute specified")
		}
		p.Expect(")", "expected ')'")
		st.AddAttr("comdat", c)
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	types := p.ParseOptionalColonTypeList()
	if len(types) > 1 {
		opErrorAtName(p, st, "expected zero or one type")
	}
	region := st.AddRegion()
	if len(types) == 0 {
		s, ok := value.(*ir.StringAttr)
		if !ok {
			opErrorAtName(p, st, "type can only be omitted for string globals")
		}
		types = append(types, Array(ctx, ctx.I(8), uint64(len(s.Value))))
	} else {
		p.ParseOptionalRegion(region, nil, true)
	}
	st.AddAttr("global_type", ctx.TypeAttr(types[0]))
}

func printGlobal(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" " + enumString(enLinkage, enumAttrValue(op.Attr("linkage"), LinkageExternal)) + " ")
	if v := enumString(enVisibility, uint64(intAttrValue(op.Attr("visibility_"), 0))); v != "" {
		pr.WriteString(v + " ")
	}
	if hasAttr(op, "thread_local_") {
		pr.WriteString("thread_local ")
	}
	if ua := op.Attr("unnamed_addr"); ua != nil {
		if s := enumString(enUnnamedAddr, uint64(intAttrValue(ua, 0))); s != "" {
			pr.WriteString(s + " ")
		}
	}
	if hasAttr(op, "constant") {
		pr.WriteString("constant ")
	}
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		pr.PrintSymbolName(n.Value)
	}
	pr.WriteString("(")
	value := op.Attr("value")
	if value != nil {
		pr.PrintAttribute(value)
	}
	pr.WriteString(")")
	if c := op.Attr("comdat"); c != nil {
		pr.WriteString(" comdat(")
		pr.PrintAttribute(c)
		pr.WriteString(")")
	}
	pr.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"sym_name", "global_type", "constant", "value", "linkage",
		"unnamed_addr", "thread_local_", "visibility_", "comdat"})
	if _, ok := value.(*ir.StringAttr); ok {
		return
	}
	pr.WriteString(" : ")
	pr.PrintType(GlobalType(op))
	if r := op.Region(0); !r.Empty() {
		pr.WriteString(" ")
		pr.PrintRegion(r, false, true, false)
	}
}

func isZeroAttribute(a ir.Attribute) bool {
	switch v := a.(type) {
	case *ir.IntegerAttr:
		return v.IsZero()
	case *ir.FloatAttr:
		return v.Value.IsZero()
	case *ir.DenseElementsAttr:
		for _, w := range v.Raw {
			if w != 0 {
				return false
			}
		}
		return true
	case *ir.ArrayAttr:
		for _, e := range v.Elems {
			if !isZeroAttribute(e) {
				return false
			}
		}
		return true
	}
	return false
}

func verifyGlobal(op *ir.Operation) error {
	// The SingleBlock trait, verified before the symbol interface.
	for i := 0; i < op.NumRegions(); i++ {
		if op.Region(i).NumBlocks() > 1 {
			return op.Errorf("expects region #%d to have 0 or 1 blocks", i)
		}
	}
	if err := verifySymbolInterface(op); err != nil {
		return err
	}
	t := GlobalType(op)
	if t == nil {
		return nil
	}
	valid := false
	if IsCompatibleOuterType(t) {
		switch t.(type) {
		case *VoidType, *TokenType, *MetadataType, *LabelType:
		default:
			valid = true
		}
	}
	if !valid {
		return op.Errorf("expects type to be a valid element type for an LLVM global")
	}
	if parent := op.ParentOp(); parent != nil && !(parent.HasTrait(ir.SymbolTable) && parent.HasTrait(ir.IsolatedFromAbove)) {
		return op.Errorf("must appear at the module level")
	}
	value := op.Attr("value")
	if s, ok := value.(*ir.StringAttr); ok {
		at, _ := t.(*ArrayType)
		var et *ir.IntegerType
		if at != nil {
			et, _ = at.Elem.(*ir.IntegerType)
		}
		if et == nil || et.Width != 8 || at.Len != uint64(len(s.Value)) {
			return op.Errorf("requires an i8 array type of the length equal to that of the string attribute")
		}
	}
	if te, ok := t.(*TargetExtType); ok {
		if !te.CanBeGlobal() {
			return op.Errorf("this target extension type cannot be used in a global")
		}
		if value != nil {
			return op.Errorf("global with target extension type can only be initialized with zero-initializer")
		}
	}
	linkage := enumAttrValue(op.Attr("linkage"), LinkageExternal)
	if linkage == LinkageCommon && value != nil && !isZeroAttribute(value) {
		return op.Errorf("expected zero value for 'common' linkage")
	}
	if linkage == LinkageAppending {
		if _, ok := t.(*ArrayType); !ok {
			return op.Errorf("expected array type for 'appending' linkage")
		}
	}
	if err := verifyComdat(op); err != nil {
		return err
	}
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		if v := uint64(a.Int64()); bits.OnesCount64(v) != 1 {
			return op.EmitError("alignment attribute is not a power of 2")
		}
	}
	return nil
}

// pureOps are the LLVM ops without memory effects (Pure in ODS).
var pureOps = map[string]bool{}

func init() {
	for _, s := range genOps {
		if s.HasTrait("AlwaysSpeculatableImplTrait") {
			pureOps[s.Name] = true
		}
	}
	for _, n := range []string{"llvm.mlir.constant", "llvm.mlir.addressof", "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero", "llvm.return"} {
		pureOps[n] = true
	}
}

func verifyGlobalRegions(op *ir.Operation) error {
	r := op.Region(0)
	if r.Empty() {
		return nil
	}
	b := r.First()
	ret := b.Terminator()
	if ret == nil || ret.Name() != "llvm.return" {
		return nil
	}
	if ret.NumOperands() == 0 {
		return op.Errorf("initializer region cannot return void")
	}
	if t := GlobalType(op); ret.Operand(0).Type() != t {
		return op.Errorf("initializer region type %s does not match global type %s", quoteType(ret.Operand(0).Type()), quoteType(t))
	}
	for o := b.First(); o != nil; o = o.Next() {
		if !pureOps[o.Name()] {
			return o.EmitError("ops with side effects not allowed in global initializers")
		}
	}
	if op.Attr("value") != nil {
		return op.Errorf("cannot have both initializer value and region")
	}
	return nil
}
