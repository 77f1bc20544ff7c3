package memref

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Checks of the memref type constraints that the generic ODS verifier does
// not know, by constraint summary, and the structural traits it does not
// check yet (SameOperandsShape and friends), ported from MLIR 19.

var typeChecksBySummary = map[string]func(ir.Type) bool{
	"ranked or unranked memref of any type values": func(t ir.Type) bool {
		_, r := t.(*ir.MemRefType)
		_, u := t.(*ir.UnrankedMemRefType)
		return r || u
	},
	"unranked.memref of any type values or non-0-ranked.memref of any type values": func(t ir.Type) bool {
		if _, u := t.(*ir.UnrankedMemRefType); u {
			return true
		}
		m, r := t.(*ir.MemRefType)
		return r && len(m.Dims) != 0
	},
	"statically shaped memref of any type values": func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && hasStaticShape(m)
	},
	"strided memref of any type values": func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && isStrided(m)
	},
	"1D memref of any type values":                  memref1D(func(ir.Type) bool { return true }),
	"1D memref of signless integer or index values": memref1D(isSignlessIntOrIndex),
	"1D memref of 8-bit signless integer values":    memref1D(func(t ir.Type) bool { it, ok := t.(*ir.IntegerType); return ok && it.IsSignless() && it.Width == 8 }),
	"signless integer or floating-point":            isSignlessIntOrFloat,
	"memref of signless integer or floating-point values": func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && isSignlessIntOrFloat(m.Elem)
	},
}

func isSignlessIntOrIndex(t ir.Type) bool {
	if _, ok := t.(*ir.IndexType); ok {
		return true
	}
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func isSignlessIntOrFloat(t ir.Type) bool {
	if _, ok := t.(*ir.FloatType); ok {
		return true
	}
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func memref1D(elem func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && len(m.Dims) == 1 && elem(m.Elem)
	}
}

func init() {
	set := func(tc *ods.TypeCons) {
		if tc == nil || tc.Check != nil {
			return
		}
		// AnyMemRef is MemRefOf<[AnyType]>: ranked memrefs only.
		if tc.Def == "AnyMemRef" {
			tc.Check = isRankedMemRef
			return
		}
		if _, known := ods.TypeChecks[tc.Def]; known {
			return
		}
		if f := typeChecksBySummary[tc.Summary]; f != nil {
			tc.Check = f
		}
	}
	for _, s := range genOps {
		for _, a := range s.Operands {
			set(a.Type)
		}
		for _, a := range s.Results {
			set(a.Type)
		}
	}
	// IndexListArrayAttr (an array of arrays of i64 integers) and
	// AffineMapAttr.
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Def == "IndexListArrayAttr" && c.Check == nil {
				c.Check = isIndexListArray
			}
			if c := a.Cons; c != nil && c.Def == "AffineMapAttr" && c.Check == nil {
				c.Check = func(a ir.Attribute) bool { _, ok := a.(*ir.AffineMapAttr); return ok }
			}
		}
	}
	hook("memref.copy").Verify = chain(arith.VerifySameOperandsElementType, arith.VerifySameOperandsShape)
}

// chain runs verifiers in order and returns the first error.
func chain(fs ...func(*ir.Operation) error) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, f := range fs {
			if err := f(op); err != nil {
				return err
			}
		}
		return nil
	}
}

func isIndexListArray(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		inner, ok := e.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, v := range inner.Elems {
			ia, ok := v.(*ir.IntegerAttr)
			if !ok {
				return false
			}
			if it, ok := ia.Type.(*ir.IntegerType); !ok || it.Width != 64 || !it.IsSignless() {
				return false
			}
		}
	}
	return true
}

func isRankedMemRef(t ir.Type) bool {
	_, ok := t.(*ir.MemRefType)
	return ok
}
