// Package builtin registers MLIR's builtin dialect operations:
// builtin.module and builtin.unrealized_conversion_cast.
package builtin

import (
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Register adds the builtin dialect to reg.
func Register(reg *ir.Registry) {
	reg.AddDialect("builtin")
	reg.AddOp(&ir.OpDef{
		Name:           "builtin.module",
		Traits:         ir.IsolatedFromAbove | ir.NoTerminator | ir.SingleBlock | ir.SymbolTable | ir.Symbol,
		Inherent:       []string{"sym_name", "sym_visibility"},
		Verify:         verifyModule,
		VerifyRegions:  ir.VerifySymbolTable,
		DefaultDialect: "builtin",
		Syntax:         &asm.OpSyntax{Parse: parseModule, Print: printModule},
	})
	reg.AddOp(&ir.OpDef{
		Name:   "builtin.unrealized_conversion_cast",
		Traits: ir.NoMemoryEffect,
		Verify: func(op *ir.Operation) error {
			if op.NumResults() == 0 {
				return op.Errorf("expected at least one result for cast operation")
			}
			return nil
		},
		Syntax: &asm.OpSyntax{Parse: parseCast, Print: printCast},
		Fold:   foldCast,
	})
}

// foldCast is UnrealizedConversionCastOp::fold: a cast to its own input
// types folds to its inputs, and a cast of a cast whose results it takes
// whole and whose input types it produces folds to that cast's inputs.
func foldCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	inputs := op.Operands()
	if typesEq(op.OperandTypes(), op.ResultTypes()) {
		return foldValues(inputs), true
	}
	if len(inputs) == 0 {
		return nil, false
	}
	in := inputs[0].DefiningOp()
	if in == nil || in.Name() != op.Name() || in.NumResults() != len(inputs) {
		return nil, false
	}
	for i, v := range inputs {
		if v != in.Result(i) {
			return nil, false
		}
	}
	if !typesEq(in.OperandTypes(), op.ResultTypes()) {
		return nil, false
	}
	return foldValues(in.Operands()), true
}

func foldValues(vs []*ir.Value) []ir.FoldResult {
	out := make([]ir.FoldResult, len(vs))
	for i, v := range vs {
		out[i] = ir.FoldValue(v)
	}
	return out
}

func typesEq(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// NewModule returns an empty builtin.module with one block, at loc.
func NewModule(ctx *ir.Context, loc ir.Location) *ir.Operation {
	st := &ir.OperationState{Name: "builtin.module", Loc: loc}
	r := st.AddRegion()
	r.Append(ir.NewBlock())
	return ctx.Create(st)
}

func verifyModule(op *ir.Operation) error {
	if err := ir.VerifySymbolOp(op, true); err != nil {
		return err
	}
	if op.NumRegions() != 1 || op.Region(0).NumBlocks() > 1 {
		return op.Errorf("expects region #0 to have 0 or 1 blocks")
	}
	for _, a := range asm.AllAttrs(op) {
		if !strings.Contains(a.Name, ".") && a.Name != "sym_name" && a.Name != "sym_visibility" {
			return op.Errorf("can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	return nil
}

func parseModule(p *asm.Parser, st *ir.OperationState) {
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.AddAttr("sym_name", p.Context().String(name))
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
	r := st.AddRegion()
	p.ParseRegion(r, nil, true)
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
}

func printModule(p *asm.Printer, op *ir.Operation) {
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.WriteString(" ")
		p.PrintSymbolName(n.Value)
	}
	p.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{"sym_name"})
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), true, true, false)
}

func parseCast(p *asm.Parser, st *ir.OperationState) {
	var ops []asm.UnresolvedOperand
	var types []ir.Type
	off := p.Offset()
	if p.IsValue() {
		ops = p.ParseOperandList(asm.DelimNone)
		types = p.ParseColonTypeList()
	}
	p.ExpectKeyword("to", "expected 'to'")
	st.Types = p.ParseTypeListNoParens()
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	st.Operands = p.ResolveAll(ops, types, off)
}

func printCast(p *asm.Printer, op *ir.Operation) {
	if op.NumOperands() > 0 {
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		p.WriteString(" : ")
		p.PrintTypes(op.OperandTypes())
	}
	p.WriteString(" to ")
	p.PrintTypes(op.ResultTypes())
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// WrapTopLevel moves the parsed top-level operations of block into a
// module at loc and verifies it, as MLIR's parser does with its temporary
// top-level module. It returns the lone top-level builtin.module itself
// when the input was exactly one, else the new module.
func WrapTopLevel(ctx *ir.Context, block *ir.Block, loc ir.Location) (*ir.Operation, error) {
	top := NewModule(ctx, loc)
	body := top.Region(0).First()
	for op := block.First(); op != nil; {
		next := op.Next()
		body.Append(op)
		op = next
	}
	if err := ir.Verify(top); err != nil {
		return nil, err
	}
	if f := body.First(); f != nil && f == body.Last() && f.Name() == "builtin.module" {
		f.Remove()
		return f, nil
	}
	return top, nil
}
