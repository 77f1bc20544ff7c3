package llvm

import (
	"strings"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Predicates of the LLVM dialect's type constraints (LLVMOpBase.td),
// attached to the generated constraints by their summaries (the anonymous
// constraint records have unstable names).

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func isPtr(t ir.Type) bool { _, ok := t.(*PointerType); return ok }

func isAggregate(t ir.Type) bool {
	switch t.(type) {
	case *StructType, *ArrayType:
		return true
	}
	return false
}

// vectorOf is LLVM_VectorOf<X>.
func vectorOf(elem func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool { return IsCompatibleVectorType(t) && elem(VectorElementType(t)) }
}

var baseTypePredicates = map[string]func(ir.Type) bool{
	"LLVM dialect-compatible type": IsCompatibleOuterType, // LLVM_Type checks the outer type only
	"floating point LLVM type":     IsCompatibleFloatingPointType,
	"LLVM pointer type":            isPtr,
	"LLVM pointer in address space 0": func(t ir.Type) bool {
		p, ok := t.(*PointerType)
		return ok && p.AddrSpace == 0
	},
	"LLVM dialect-compatible vector type": IsCompatibleVectorType,
	"LLVM aggregate type":                 isAggregate,
	"LLVM-compatible non-aggregate type":  func(t ir.Type) bool { return IsCompatibleType(t) && !isAggregate(t) },
	"LLVM structure type":                 func(t ir.Type) bool { _, ok := t.(*StructType); return ok },
	"LLVM token type":                     func(t ir.Type) bool { _, ok := t.(*TokenType); return ok },
	"LLVM type with size":                 IsLoadableType,
	"primitive LLVM type":                 IsCompatiblePrimitive,
	"signless integer":                    isSignlessInt,
	"1-bit signless integer":              func(t ir.Type) bool { return isInteger(t, 1) },
	"8-bit signless integer":              func(t ir.Type) bool { return isInteger(t, 8) },
	"32-bit signless integer":             func(t ir.Type) bool { return isInteger(t, 32) },
	"floating-point":                      func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok },
	"any type":                            func(ir.Type) bool { return true },
}

const vectorOfPrefix = "LLVM dialect-compatible vector of "

// TypeConstraint returns the predicate of an LLVMOpBase.td type constraint
// by its summary ("LLVM pointer type", "signless integer or LLVM
// dialect-compatible vector of signless integer", ...), or nil; dialects
// built on LLVM types (nvvm, rocdl) can check their operands with it.
func TypeConstraint(summary string) func(ir.Type) bool { return typePredicate(summary) }

// typePredicate returns the predicate of a constraint summary: `A or B`
// alternatives, LLVM_VectorOf<X> and the base constraints.
func typePredicate(summary string) func(ir.Type) bool {
	if p := baseTypePredicates[summary]; p != nil {
		return p
	}
	if strings.HasPrefix(summary, vectorOfPrefix) {
		if e := typePredicate(summary[len(vectorOfPrefix):]); e != nil {
			return vectorOf(e)
		}
	}
	parts := strings.Split(summary, " or ")
	if len(parts) < 2 {
		return nil
	}
	var alts []func(ir.Type) bool
	for _, part := range parts {
		p := typePredicate(part)
		if p == nil {
			return nil
		}
		alts = append(alts, p)
	}
	return func(t ir.Type) bool {
		for _, a := range alts {
			if a(t) {
				return true
			}
		}
		return false
	}
}

func init() {
	seen := map[*ods.TypeCons]bool{}
	set := func(tc *ods.TypeCons) {
		if tc == nil || seen[tc] || tc.Check != nil {
			return
		}
		seen[tc] = true
		tc.Check = typePredicate(tc.Summary)
		// Named constraints are also checked where other dialects use them.
		if tc.Check != nil && !strings.HasPrefix(tc.Def, "anonymous_") && strings.HasPrefix(tc.Def, "LLVM_") {
			if _, ok := ods.TypeChecks[tc.Def]; !ok {
				ods.TypeChecks[tc.Def] = tc.Check
			}
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
}
