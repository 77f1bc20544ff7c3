// Package scfstructural is MLIR 19's SCF structural type conversion
// (SCF/Transforms/StructuralTypeConversions.cpp,
// populateSCFStructuralTypeConversionsAndLegality): scf.for, scf.if and
// scf.while whose result types a type converter changes are rebuilt with
// the converted types around their own regions, and their scf.yield and
// scf.condition take the converted values. Conversions that use a type
// converter for ops they do not otherwise lower (convert-nvgpu-to-nvvm)
// add these, so that the loop-carried values follow the new types.
package scfstructural

import (
	"gpuc/internal/conversion"
	"gpuc/internal/ir"
)

// Populate returns the patterns (ConvertForOpTypes, ConvertIfOpTypes,
// ConvertYieldOpTypes, ConvertWhileOpTypes, ConvertConditionOpTypes) and
// marks the ops dynamically legal on target, as
// populateSCFStructuralTypeConversionsAndLegality.
func Populate(tc *conversion.TypeConverter, target *conversion.Target) []*conversion.Pattern {
	resultsLegal := func(op *ir.Operation) bool { return tc.AreLegalTypes(op.ResultTypes()) }
	target.AddDynamicallyLegalOp("scf.for", resultsLegal)
	target.AddDynamicallyLegalOp("scf.if", resultsLegal)
	target.AddDynamicallyLegalOp("scf.yield", func(op *ir.Operation) bool {
		switch p := op.ParentOp(); {
		case p == nil:
			return true
		case p.Name() == "scf.for" || p.Name() == "scf.if" || p.Name() == "scf.while":
			return tc.AreLegalTypes(op.OperandTypes())
		}
		return true
	})
	target.AddDynamicallyLegalOp("scf.while", tc.IsLegalOp)
	target.AddDynamicallyLegalOp("scf.condition", tc.IsLegalOp)

	pat := func(name, root string, f func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: 1, Converter: tc, Rewrite: f}
	}
	return []*conversion.Pattern{
		pat("ConvertForOpTypes", "scf.for", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			types, ok := tc.ConvertTypeList(op.ResultTypes())
			if !ok {
				return conversion.NoMatch("could not convert result type")
			}
			if _, ok := rw.ConvertRegionTypes(op.Region(0), tc, nil); !ok {
				return conversion.NoMatch("could not convert operation")
			}
			return rebuild(rw, op, operands, types)
		}),
		pat("ConvertIfOpTypes", "scf.if", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			types, ok := tc.ConvertTypeList(op.ResultTypes())
			if !ok {
				return conversion.NoMatch("could not convert result type")
			}
			return rebuild(rw, op, operands, types)
		}),
		pat("ConvertYieldOpTypes", "scf.yield", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			rw.SetInsertionPoint(op)
			y := rw.Create(&ir.OperationState{Name: "scf.yield", Loc: op.Loc(), Operands: unpack(operands)})
			rw.ReplaceOpWith(op, y)
			return nil
		}),
		pat("ConvertWhileOpTypes", "scf.while", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			types, ok := tc.ConvertTypeList(op.ResultTypes())
			if !ok {
				return conversion.NoMatch("could not convert result type")
			}
			for i := 0; i < 2; i++ {
				if _, ok := rw.ConvertRegionTypes(op.Region(i), tc, nil); !ok {
					return conversion.NoMatch("could not convert operation")
				}
			}
			return rebuild(rw, op, operands, types)
		}),
		pat("ConvertConditionOpTypes", "scf.condition", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			vals := unpack(operands)
			rw.ModifyOpInPlace(op, func() { op.SetOperands(vals) })
			return nil
		}),
	}
}

// rebuild makes op anew with the converted operands and result types,
// its attributes, and its own regions moved in (MLIR's patterns create the
// op with empty bodies, erase them and inline the original regions: the
// ops inside stay on the conversion's worklist), and replaces op with it.
func rebuild(rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type) error {
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: unpack(operands), Types: types, Props: op.Props()}
	if a := op.Attrs(); a != nil {
		st.Attrs = a.Entries
	}
	for i := 0; i < op.NumRegions(); i++ {
		st.AddRegion()
	}
	n := rw.Create(st)
	for i := 0; i < op.NumRegions(); i++ {
		rw.InlineRegionBefore(op.Region(i), n.Region(i), nil)
	}
	rw.ReplaceOpWith(op, n)
	return nil
}

// unpack is unpackUnrealizedConversionCast over values: a cast of several
// inputs (a 1:N conversion) stands for its inputs.
func unpack(vals []*ir.Value) []*ir.Value {
	var out []*ir.Value
	for _, v := range vals {
		if d := v.DefiningOp(); d != nil && d.Name() == conversion.CastOpName && d.NumOperands() != 1 {
			out = append(out, d.Operands()...)
			continue
		}
		out = append(out, v)
	}
	return out
}
