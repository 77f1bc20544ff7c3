package ir

import (
	"sort"
	"strings"
	"sync"
)

// Trait is a property of a registered operation that generic code (the
// verifier, the printer) relies on.
type Trait uint32

// The traits generic code knows about.
const (
	// Terminator ops end a block.
	Terminator Trait = 1 << iota
	// IsolatedFromAbove ops do not use values defined outside them.
	IsolatedFromAbove
	// NoTerminator ops have regions whose blocks need no terminator.
	NoTerminator
	// SingleBlock ops have regions of at most one block.
	SingleBlock
	// SymbolTable ops hold a symbol table in their single region.
	SymbolTable
	// Symbol ops define a symbol named by their `sym_name` attribute.
	Symbol
	// GraphRegions ops have regions without SSA dominance.
	GraphRegions
	// ReturnLike terminators return control to the parent op.
	ReturnLike
	// ConstantLike ops produce a constant value (MLIR's ConstantLike); their
	// Fold hook, or else their `value` attribute, gives it.
	ConstantLike
	// Commutative, Idempotent and Involution ops have MLIR's trait folds.
	Commutative
	Idempotent
	Involution
	// CastOpInterface ops fold to their inputs when the input and result
	// types are the same (the interface's trait fold).
	CastOpInterface
	// NoMemoryEffect ops implement MemoryEffectOpInterface and declare no
	// effect (MLIR's NoMemoryEffect, half of Pure); RecursiveMemoryEffects
	// ops have the effects of the ops in their regions. An op with neither
	// may have any effect (see IsMemoryEffectFree).
	NoMemoryEffect
	RecursiveMemoryEffects
)

// IsMemoryEffectFree reports whether op and the ops nested in it have no
// memory effect, as MLIR's isMemoryEffectFree: an op without the trait of
// either kind is assumed to have some.
func IsMemoryEffectFree(op *Operation) bool {
	none := op.HasTrait(NoMemoryEffect)
	if def := op.Def(); !none && def != nil && def.NoMemoryEffect != nil {
		none = def.NoMemoryEffect(op)
	}
	if !none && !op.HasTrait(RecursiveMemoryEffects) {
		return false
	}
	if !op.HasTrait(RecursiveMemoryEffects) {
		return true
	}
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				if !IsMemoryEffectFree(o) {
					return false
				}
			}
		}
	}
	return true
}

// OpDef is the registered definition of an operation.
type OpDef struct {
	Name    string
	Dialect *Dialect
	Traits  Trait
	// Inherent lists the names of inherent attributes, stored as
	// properties.
	Inherent []string
	// Verify checks the op itself; VerifyRegions runs after the op's
	// regions were verified.
	Verify        func(op *Operation) error
	VerifyRegions func(op *Operation) error
	// VerifySymbolUses checks the symbols the op references; the
	// enclosing symbol table's verifier calls it with a collection that
	// indexes each symbol table once for the whole verification (MLIR's
	// SymbolTableCollection), so that a module with many calls is not
	// quadratic.
	VerifySymbolUses func(op *Operation, syms *SymbolTableCollection) error
	// Syntax is the op's custom assembly form (an asm.OpSyntax); nil ops
	// print in generic form.
	Syntax any
	// DefaultDialect is the dialect whose prefix may be omitted for ops
	// nested in this op's regions.
	DefaultDialect string
	// Defaults returns the inherent attributes that take a default value
	// when an op is created without them (ODS DefaultValuedAttr, MLIR's
	// populateDefaultProperties).
	Defaults func(c *Context) []NamedAttr
	// FixProps adjusts inherent attributes that came from a dictionary (not
	// `<{...}>`) to what MLIR's property storage can hold, e.g. segment
	// sizes of the wrong length become zeros of the right one.
	FixProps func(c *Context, inherent []NamedAttr) []NamedAttr
	// VerifyInherentAttrs checks the constraints of the inherent attributes
	// present in a generic op's dictionary while it is parsed, returning a
	// message ("" when fine).
	VerifyInherentAttrs func(attrs []NamedAttr) string
	// ConvertProps turns a generic op's `<{...}>` into its properties as
	// MLIR's setPropertiesFromAttribute does: unknown keys are dropped, a
	// value of the wrong class is an error (message returned, "" if fine).
	ConvertProps func(c *Context, props Attribute) (Attribute, string)
	// Fold is the op's folder (MLIR's fold method), given the constant
	// value of each operand (nil where the operand is not a constant). See
	// FoldFunc for what it returns.
	Fold FoldFunc
	// NoMemoryEffect, for ops whose memory effects depend on the op (a
	// getEffects written by hand in MLIR), reports whether this one has
	// none; the NoMemoryEffect trait says it for all ops of a kind.
	NoMemoryEffect func(op *Operation) bool
}

// IsInherent reports whether name is one of the op's inherent attributes.
func (d *OpDef) IsInherent(name string) bool {
	for _, n := range d.Inherent {
		if n == name {
			return true
		}
	}
	return false
}

// Dialect groups registered operations and the dialect's own types and
// attributes.
type Dialect struct {
	Name string
	ops  map[string]*OpDef
	// Syntax parses and prints the dialect's types and attributes (an
	// asm.DialectSyntax); nil for dialects without any.
	Syntax any
	// VerifyOpAttr checks a discardable attribute named `dialect.*` on any
	// op (MLIR's Dialect::verifyOperationAttribute); VerifyArgAttr one on a
	// function argument (verifyRegionArgAttribute) and VerifyResultAttr one
	// on a result (verifyRegionResultAttribute).
	// AllowUnknownOps accepts ops of this dialect that are not registered
	// (MLIR's Dialect::allowUnknownOperations).
	AllowUnknownOps  bool
	VerifyOpAttr     func(op *Operation, a NamedAttr) error
	VerifyArgAttr    func(op *Operation, region, arg int, a NamedAttr) error
	VerifyResultAttr func(op *Operation, region, result int, a NamedAttr) error
	// MaterializeConstant builds an op of this dialect producing the
	// constant value of type t at the builder's insertion point (MLIR's
	// Dialect::materializeConstant), or returns nil when it cannot.
	MaterializeConstant func(b *Builder, value Attribute, t Type, loc Location) *Operation
}

// attrDialect returns the registered dialect an attribute name belongs to.
func (op *Operation) attrDialect(name string) *Dialect {
	i := strings.IndexByte(name, '.')
	if i <= 0 {
		return nil
	}
	return op.name.ctx.Registry.Dialect(name[:i])
}

// VerifyArgAttrs runs the dialects' argument and result attribute checks
// over a function-like op's arg_attrs / res_attrs arrays (as MLIR's
// function_interface_impl::verifyTrait does).
func VerifyArgAttrs(op *Operation, argAttrs, resAttrs Attribute) error {
	check := func(arr Attribute, result bool) error {
		a, ok := arr.(*ArrayAttr)
		if !ok {
			return nil
		}
		for i, e := range a.Elems {
			d, ok := e.(*DictionaryAttr)
			if !ok {
				continue
			}
			for _, na := range d.Entries {
				dia := op.attrDialect(na.Name)
				if dia == nil {
					continue
				}
				var err error
				if result && dia.VerifyResultAttr != nil {
					err = dia.VerifyResultAttr(op, 0, i, na)
				} else if !result && dia.VerifyArgAttr != nil {
					err = dia.VerifyArgAttr(op, 0, i, na)
				}
				if err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := check(argAttrs, false); err != nil {
		return err
	}
	return check(resAttrs, true)
}

// Op returns the definition of the op named name (full name), or nil.
func (d *Dialect) Op(name string) *OpDef { return d.ops[name] }

// OpName is an interned operation name and its definition, if registered.
type OpName struct {
	Name    string
	Dialect string
	Def     *OpDef
	ctx     *Context // the context owning the registry (ops reach it here)
}

// Registry holds the dialects and operations known to a context.
type Registry struct {
	ctx      *Context
	mu       sync.RWMutex
	dialects map[string]*Dialect
	names    map[string]*OpName
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{dialects: map[string]*Dialect{}, names: map[string]*OpName{}}
}

// Dialect returns the registered dialect named name, or nil.
func (r *Registry) Dialect(name string) *Dialect {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.dialects[name]
}

// AddDialect registers (or returns the already registered) dialect.
func (r *Registry) AddDialect(name string) *Dialect {
	r.mu.Lock()
	defer r.mu.Unlock()
	if d := r.dialects[name]; d != nil {
		return d
	}
	d := &Dialect{Name: name, ops: map[string]*OpDef{}}
	r.dialects[name] = d
	return d
}

// AddOp registers an operation definition in its dialect.
func (r *Registry) AddOp(def *OpDef) {
	d := r.AddDialect(DialectOf(def.Name))
	r.mu.Lock()
	defer r.mu.Unlock()
	def.Dialect = d
	d.ops[def.Name] = def
	r.names[def.Name] = &OpName{Name: def.Name, Dialect: d.Name, Def: def, ctx: r.ctx}
}

// Lookup interns name, attaching its definition when registered.
func (r *Registry) Lookup(name string) *OpName {
	r.mu.RLock()
	n := r.names[name]
	r.mu.RUnlock()
	if n != nil {
		return n
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if n = r.names[name]; n == nil {
		// The table outlives the text it was asked from (the parser's names
		// share its source buffer): it keeps a copy.
		name = strings.Clone(name)
		n = &OpName{Name: name, Dialect: DialectOf(name), ctx: r.ctx}
		r.names[name] = n
	}
	return n
}

// LookupBytes is Lookup for a name held in a byte slice; it allocates only
// the first time a name is seen.
func (r *Registry) LookupBytes(name []byte) *OpName {
	r.mu.RLock()
	n := r.names[string(name)]
	r.mu.RUnlock()
	if n != nil {
		return n
	}
	return r.Lookup(string(name))
}

// IsRegisteredOp reports whether name is a registered operation.
func (r *Registry) IsRegisteredOp(name string) bool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	n := r.names[name]
	return n != nil && n.Def != nil
}

// Dialects returns the registered dialect names, sorted.
func (r *Registry) Dialects() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []string
	for n := range r.dialects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
