package ods

import (
	"gpuc/internal/ir"
)

// TypeChecks maps type constraint record names to predicates; dialects may
// add theirs. Constraints without an entry are not checked.
var TypeChecks = map[string]func(t ir.Type) bool{
	"Index":              func(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok },
	"I1":                 isInt(1),
	"I8":                 isInt(8),
	"I16":                isInt(16),
	"I32":                isInt(32),
	"I64":                isInt(64),
	"AnySignlessInteger": func(t ir.Type) bool { it, ok := t.(*ir.IntegerType); return ok && it.Signedness == ir.Signless },
	"AnyInteger":         func(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok },
	"AnyFloat":           func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok },
	"F32":                isFloat(ir.F32),
	"F64":                isFloat(ir.F64),
	"F16":                isFloat(ir.F16),
	"AnyMemRef": func(t ir.Type) bool {
		_, ok := t.(*ir.MemRefType)
		_, ok2 := t.(*ir.UnrankedMemRefType)
		return ok || ok2
	},
	"SignlessIntegerLike":          Like(isSignlessOrIndex),
	"FloatLike":                    Like(func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }),
	"BoolLike":                     Like(isInt(1)),
	"BoolLikeOfAnyRank":            Like(isInt(1)),
	"SignlessIntegerLikeOfAnyRank": Like(isSignlessOrIndex),
	"FloatLikeOfAnyRank":           Like(func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }),
	"AnySignlessIntegerOrIndex":    isSignlessOrIndex,
}

func isSignlessOrIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok || isSignless(t)
}

func isSignless(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signless
}

func isInt(w int) func(ir.Type) bool {
	return func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == w && it.Signedness == ir.Signless
	}
}

func isFloat(k ir.FloatKind) func(ir.Type) bool {
	return func(t ir.Type) bool {
		ft, ok := t.(*ir.FloatType)
		return ok && ft.Kind == k
	}
}

// Like accepts scalars satisfying f and vectors/tensors of them (ODS's
// TypeOrValueSemanticsContainer / ...OfAnyRank).
func Like(f func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		switch s := t.(type) {
		case *ir.VectorType:
			return f(s.Elem)
		case *ir.RankedTensorType:
			return f(s.Elem)
		case *ir.UnrankedTensorType:
			return f(s.Elem)
		}
		return f(t)
	}
}

func typeCheck(tc *TypeCons) func(ir.Type) bool {
	if tc.Check != nil {
		return tc.Check
	}
	return TypeChecks[tc.Def]
}
