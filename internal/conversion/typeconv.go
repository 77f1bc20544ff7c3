// Package conversion is gpuc's dialect conversion driver, modelled on MLIR
// 19's DialectConversion: a TypeConverter with materializations, a Target
// saying which ops are legal, Patterns that rewrite illegal ops through a
// Rewriter, and ApplyPartialConversion, which legalizes every op of a tree
// (folding first, then patterns, recursively legalizing what they create),
// rolls back patterns that fail, and finally resolves the casts it had to
// insert between old and new types.
//
// Output compatibility with mlir-opt-19 depends on the order in which the
// driver creates ops and casts, so the driver keeps MLIR's order of work:
// pre-order walk with blocks in depth-first CFG order, fold before
// patterns, deferred replacement of values until the end.
package conversion

import (
	"gpuc/internal/ir"
)

// ConvertFunc converts a type: handled false passes it to the next
// conversion; handled true with ok false means the type cannot be
// converted; otherwise results are the converted types (none drops it).
type ConvertFunc func(t ir.Type) (results []ir.Type, handled, ok bool)

// MaterializeFunc builds a value of type resultType from inputs at the
// builder's insertion point, or returns nil when it does not apply.
type MaterializeFunc func(b *Rewriter, resultType ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value

// TypeConverter converts types and builds the casts that bridge original
// and converted values, as MLIR's TypeConverter. Conversions and
// materializations are tried last-added first.
type TypeConverter struct {
	conversions []ConvertFunc
	argMats     []MaterializeFunc
	sourceMats  []MaterializeFunc
	targetMats  []MaterializeFunc
	cache       map[ir.Type]cached
}

type cached struct {
	types []ir.Type
	ok    bool
}

// AddConversion registers a conversion; it is tried before those added
// earlier.
func (tc *TypeConverter) AddConversion(f ConvertFunc) {
	tc.conversions = append(tc.conversions, f)
	tc.cache = nil
}

// AddConversion1 registers a 1:1 conversion: f returns nil when it does not
// handle the type.
func (tc *TypeConverter) AddConversion1(f func(t ir.Type) ir.Type) {
	tc.AddConversion(func(t ir.Type) ([]ir.Type, bool, bool) {
		r := f(t)
		if r == nil {
			return nil, false, false
		}
		return []ir.Type{r}, true, true
	})
}

// AddArgumentMaterialization, AddSourceMaterialization and
// AddTargetMaterialization register materializations (tried last-added
// first).
func (tc *TypeConverter) AddArgumentMaterialization(f MaterializeFunc) {
	tc.argMats = append(tc.argMats, f)
}
func (tc *TypeConverter) AddSourceMaterialization(f MaterializeFunc) {
	tc.sourceMats = append(tc.sourceMats, f)
}
func (tc *TypeConverter) AddTargetMaterialization(f MaterializeFunc) {
	tc.targetMats = append(tc.targetMats, f)
}

// ResetCache forgets the conversions computed so far (a converter reused
// for another op then behaves as a new one, diagnostics included).
func (tc *TypeConverter) ResetCache() { tc.cache = nil }

// ConvertTypes converts t to zero or more types; ok false when no
// conversion applies or the applicable one fails.
func (tc *TypeConverter) ConvertTypes(t ir.Type) ([]ir.Type, bool) {
	if c, hit := tc.cache[t]; hit {
		return c.types, c.ok
	}
	var res []ir.Type
	ok := false
	for i := len(tc.conversions) - 1; i >= 0; i-- {
		r, handled, success := tc.conversions[i](t)
		if !handled {
			continue
		}
		res, ok = r, success
		break
	}
	if tc.cache == nil {
		tc.cache = map[ir.Type]cached{}
	}
	tc.cache[t] = cached{res, ok}
	return res, ok
}

// ConvertType converts t to exactly one type, or returns nil.
func (tc *TypeConverter) ConvertType(t ir.Type) ir.Type {
	res, ok := tc.ConvertTypes(t)
	if !ok || len(res) != 1 {
		return nil
	}
	return res[0]
}

// ConvertTypeList converts each type 1:N and concatenates; ok false if any
// fails.
func (tc *TypeConverter) ConvertTypeList(ts []ir.Type) ([]ir.Type, bool) {
	var out []ir.Type
	for _, t := range ts {
		r, ok := tc.ConvertTypes(t)
		if !ok {
			return nil, false
		}
		out = append(out, r...)
	}
	return out, true
}

// IsLegalType reports whether t converts to itself.
func (tc *TypeConverter) IsLegalType(t ir.Type) bool { return tc.ConvertType(t) == t }

// AreLegalTypes reports whether every type converts to itself.
func (tc *TypeConverter) AreLegalTypes(ts []ir.Type) bool {
	for _, t := range ts {
		if !tc.IsLegalType(t) {
			return false
		}
	}
	return true
}

// IsLegalOp reports whether the op's operand and result types are legal.
func (tc *TypeConverter) IsLegalOp(op *ir.Operation) bool {
	return tc.AreLegalTypes(op.OperandTypes()) && tc.AreLegalTypes(op.ResultTypes())
}

// IsSignatureLegal reports whether a function type's inputs and results
// are legal.
func (tc *TypeConverter) IsSignatureLegal(ft *ir.FunctionType) bool {
	return tc.AreLegalTypes(ft.Inputs) && tc.AreLegalTypes(ft.Results)
}

func materialize(mats []MaterializeFunc, rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	for i := len(mats) - 1; i >= 0; i-- {
		if v := mats[i](rw, t, inputs, loc); v != nil {
			return v
		}
	}
	return nil
}

// MaterializeArgument, MaterializeSource and MaterializeTarget run the
// registered materializations of each kind.
func (tc *TypeConverter) MaterializeArgument(rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	return materialize(tc.argMats, rw, t, inputs, loc)
}
func (tc *TypeConverter) MaterializeSource(rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	return materialize(tc.sourceMats, rw, t, inputs, loc)
}
func (tc *TypeConverter) MaterializeTarget(rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	return materialize(tc.targetMats, rw, t, inputs, loc)
}

// InputMapping says where an original argument went in a converted
// signature: Size new arguments from InputNo, or a replacement value for a
// dropped argument.
type InputMapping struct {
	InputNo, Size int
	Replacement   *ir.Value
}

// SignatureConversion maps the arguments of a block or function to new
// argument types (MLIR's TypeConverter::SignatureConversion).
type SignatureConversion struct {
	inputs    []*InputMapping
	argTypes  []ir.Type
	nOrigArgs int
}

// NewSignatureConversion starts a conversion of n original arguments.
func NewSignatureConversion(n int) *SignatureConversion {
	return &SignatureConversion{inputs: make([]*InputMapping, n), nOrigArgs: n}
}

// AddInputs maps original argument i to new arguments of the given types.
func (s *SignatureConversion) AddInputs(i int, types []ir.Type) {
	s.inputs[i] = &InputMapping{InputNo: len(s.argTypes), Size: len(types)}
	s.argTypes = append(s.argTypes, types...)
}

// AppendInputs adds new arguments that no original argument maps to.
func (s *SignatureConversion) AppendInputs(types []ir.Type) {
	s.argTypes = append(s.argTypes, types...)
}

// RemapInput maps original argument i to a replacement value (dropping it
// from the signature).
func (s *SignatureConversion) RemapInput(i int, v *ir.Value) {
	s.inputs[i] = &InputMapping{Replacement: v}
}

// InputMapping returns where original argument i went (nil if dropped).
func (s *SignatureConversion) InputMapping(i int) *InputMapping { return s.inputs[i] }

// ConvertedTypes returns the new argument types.
func (s *SignatureConversion) ConvertedTypes() []ir.Type { return s.argTypes }

// ConvertSignatureArg converts original argument i of type t into s.
func (tc *TypeConverter) ConvertSignatureArg(i int, t ir.Type, s *SignatureConversion) bool {
	res, ok := tc.ConvertTypes(t)
	if !ok {
		return false
	}
	if len(res) > 0 {
		s.AddInputs(i, res)
	}
	return true
}

// ConvertBlockSignature computes the conversion of a block's arguments, or
// nil when one cannot be converted.
func (tc *TypeConverter) ConvertBlockSignature(b *ir.Block) *SignatureConversion {
	s := NewSignatureConversion(b.NumArgs())
	for i, a := range b.Args() {
		if !tc.ConvertSignatureArg(i, a.Type(), s) {
			return nil
		}
	}
	return s
}
