package ods

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Register adds d's ops to reg: each Spec becomes an OpDef whose syntax is
// its hooks' Syntax, else its declarative format, and whose verifier runs
// the generic ODS checks and then the hooks' Verify. Extra ops are added
// as they are.
func Register(reg *ir.Registry, d *Dialect) {
	dia := reg.AddDialect(d.Name)
	dialects.Store(d.Name, d)
	dia.VerifyOpAttr, dia.VerifyArgAttr, dia.VerifyResultAttr = d.VerifyOpAttr, d.VerifyArgAttr, d.VerifyResultAttr
	dia.AllowUnknownOps = d.AllowUnknownOps
	dia.MaterializeConstant = d.MaterializeConstant
	RegisterEnumAttrs(d.EnumAttrs)
	if syn := dialectSyntax(d); syn != nil {
		dia.Syntax = syn
	}
	for _, s := range d.Ops {
		reg.AddOp(opDef(d, s))
	}
	for _, def := range d.Extra {
		reg.AddOp(def)
	}
}

func opDef(d *Dialect, s *Spec) *ir.OpDef {
	// A copy: the hooks are shared by every registry the dialect goes into
	// (contexts may register concurrently), so defaults filled in below
	// must not be written back.
	var hc OpHooks
	if h := d.Hooks[s.Name]; h != nil {
		hc = *h
	}
	h := &hc
	def := &ir.OpDef{
		Name:             s.Name,
		Traits:           traitBits(s) | h.Traits,
		Inherent:         inherentNames(s),
		DefaultDialect:   h.DefaultDialect,
		VerifyRegions:    h.VerifyRegions,
		VerifySymbolUses: h.VerifySymbolUses,
		Fold:             h.Fold,
		NoMemoryEffect:   h.NoMemoryEffect,
		Defaults:         defaultsFunc(s),
		VerifyInherentAttrs: func(attrs []ir.NamedAttr) string {
			return verifyInherent(s, attrs)
		},
		FixProps: fixSegmentProps(s),
		ConvertProps: func(c *ir.Context, props ir.Attribute) (ir.Attribute, string) {
			return convertProps(c, s, props)
		},
	}
	if h.ResultNames == nil && len(s.Results) > 1 && !s.HasTrait("Interface:OpAsmOpInterface") {
		h.ResultNames = odsResultNames(s)
	}
	def.Verify = func(op *ir.Operation) error {
		if err := verifySpec(s, op); err != nil {
			return err
		}
		if h.Verify != nil {
			return h.Verify(op)
		}
		return nil
	}
	switch {
	case h.Syntax != nil:
		syn := *h.Syntax
		if syn.ResultNames == nil {
			syn.ResultNames = h.ResultNames
		}
		def.Syntax = &syn
	case s.Format != "" && !s.Custom:
		def.Syntax = formatSyntax(d, s, h)
	case h.ResultNames != nil:
		// Generic form only, but names still apply.
		def.Syntax = &asm.OpSyntax{ResultNames: h.ResultNames}
	}
	return def
}

func inherentNames(s *Spec) []string {
	var names []string
	for _, a := range s.Attrs {
		names = append(names, a.Name)
	}
	if s.HasTrait("AttrSizedOperandSegments") {
		names = append(names, "operandSegmentSizes")
	}
	if s.HasTrait("AttrSizedResultSegments") {
		names = append(names, "resultSegmentSizes")
	}
	for _, o := range s.Operands {
		if o.Kind == VariadicOfVariadic && o.Segment != "" {
			names = append(names, o.Segment)
		}
	}
	return names
}

// HasTrait reports whether the spec lists trait name (the part before any
// ':').
func (s *Spec) HasTrait(name string) bool {
	for _, t := range s.Traits {
		if t == name || (len(t) > len(name) && t[:len(name)] == name && t[len(name)] == ':') {
			return true
		}
	}
	return false
}

func traitBits(s *Spec) ir.Trait {
	var t ir.Trait
	for _, tr := range s.Traits {
		switch tr {
		case "Terminator":
			t |= ir.Terminator
		case "IsolatedFromAbove":
			t |= ir.IsolatedFromAbove
		case "NoTerminator":
			t |= ir.NoTerminator
		case "SingleBlock":
			t |= ir.SingleBlock
		case "SymbolTable":
			t |= ir.SymbolTable
		case "Symbol", "Interface:SymbolOpInterface":
			t |= ir.Symbol
		case "ReturnLike":
			t |= ir.ReturnLike
		case "GraphRegions":
			t |= ir.GraphRegions
		case "ConstantLike":
			t |= ir.ConstantLike
		case "Commutative":
			t |= ir.Commutative
		case "Idempotent":
			t |= ir.Idempotent
		case "Involution":
			t |= ir.Involution
		case "Interface:CastOpInterface":
			t |= ir.CastOpInterface
		case "MemoryEffects:":
			t |= ir.NoMemoryEffect
		case "RecursiveMemoryEffects":
			t |= ir.RecursiveMemoryEffects
		}
	}
	return t
}

// odsResultNames is the getAsmResultNames ODS generates for ops with more
// than one result: each result group's first value takes the group's name.
func odsResultNames(s *Spec) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) {
		groups := resultGroups(s, op)
		pos := 0
		for i, g := range groups {
			if len(g) > 0 && s.Results[i].Name != "" {
				set(op.Result(pos), s.Results[i].Name)
			}
			pos += len(g)
		}
	}
}

// fixSegmentProps makes operandSegmentSizes/resultSegmentSizes what MLIR's
// fixed-size property arrays hold: present, i32, one entry per group, and
// all zeros when the given value does not fit (MLIR keeps its zero-initialized
// storage then; the verifier reports the mismatch).
func fixSegmentProps(s *Spec) func(c *ir.Context, inherent []ir.NamedAttr) []ir.NamedAttr {
	type seg struct {
		name string
		n    int
	}
	var segs []seg
	if s.HasTrait("AttrSizedOperandSegments") {
		segs = append(segs, seg{"operandSegmentSizes", len(s.Operands)})
	}
	if s.HasTrait("AttrSizedResultSegments") {
		segs = append(segs, seg{"resultSegmentSizes", len(s.Results)})
	}
	if len(segs) == 0 {
		return nil
	}
	return func(c *ir.Context, inherent []ir.NamedAttr) []ir.NamedAttr {
		for _, sg := range segs {
			i := -1
			for j, a := range inherent {
				if a.Name == sg.name {
					i = j
				}
			}
			if i >= 0 {
				if d, ok := inherent[i].Value.(*ir.DenseArrayAttr); ok && d.Len() == sg.n {
					if it, ok := d.Elem.(*ir.IntegerType); ok && it.Width == 32 {
						continue
					}
				}
			}
			zeros := c.DenseArray(c.I(32), make([]int64, sg.n), nil)
			if i >= 0 {
				inherent[i].Value = zeros
			} else {
				inherent = append(inherent, ir.NamedAttr{Name: sg.name, Value: zeros})
			}
		}
		return inherent
	}
}
