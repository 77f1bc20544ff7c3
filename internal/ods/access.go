package ods

import (
	"strings"
	"sync"

	"gpuc/internal/ir"
)

// specCache maps an op name to its ODS spec (nil when none): the spec
// depends on the name alone, and a name, unlike the *ir.OpDef of one
// context's registry, keeps no context alive.
var specCache sync.Map // op name -> *Spec

// SpecOf returns the ODS spec of a registered op, or nil for ops that
// have none (unregistered ops, hand-written ops).
func SpecOf(op *ir.Operation) *Spec {
	def := op.Def()
	if def == nil {
		return nil
	}
	if s, ok := specCache.Load(def.Name); ok {
		return s.(*Spec)
	}
	var found *Spec
	dname, _, _ := strings.Cut(def.Name, ".")
	if d, ok := dialects.Load(dname); ok {
		for _, s := range d.(*Dialect).Ops {
			if s.Name == def.Name {
				found = s
				break
			}
		}
	}
	specCache.Store(def.Name, found)
	return found
}

// OperandGroup returns the operands of op's ODS operand group called
// name (several for a variadic group, none for an absent optional one);
// ok is false when op has no such group.
func OperandGroup(op *ir.Operation, name string) (vals []*ir.Value, ok bool) {
	s := SpecOf(op)
	if s == nil {
		return nil, false
	}
	for i, a := range s.Operands {
		if a.Name == name {
			all := op.Operands()
			r := operandRanges(s, op, len(all), nil)[i]
			return all[r[0]:r[1]], true
		}
	}
	return nil, false
}

// Operand returns the single operand of op's group called name, or nil
// when the group is absent or empty.
func Operand(op *ir.Operation, name string) *ir.Value {
	vs, _ := OperandGroup(op, name)
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

// ResultGroup returns the results of op's ODS result group called name
// (several for a variadic group, none for an absent optional one); ok is
// false when op has no such group.
func ResultGroup(op *ir.Operation, name string) (vals []*ir.Value, ok bool) {
	s := SpecOf(op)
	if s == nil {
		return nil, false
	}
	for i, a := range s.Results {
		if a.Name == name {
			all := op.Results()
			r := resultRanges(s, op, len(all), nil)[i]
			return all[r[0]:r[1]], true
		}
	}
	return nil, false
}
