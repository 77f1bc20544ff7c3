// Package ir is gpuc's MLIR-style intermediate representation: operations,
// regions, blocks and values, uniqued immutable types and attributes,
// locations, symbol tables, the verifier and the dialect registry.
//
// The package knows no concrete dialect beyond MLIR's builtin types and
// attributes, which, as in MLIR, every other dialect builds on.
package ir

import (
	"encoding/binary"
	"math"
	"sync"
)

// Uniq is embedded by every concrete Type and Attribute. It carries the
// identity assigned when the value was interned in a Context, so that two
// types or attributes are equal exactly when they are the same interface
// value (==).
type Uniq struct{ id uint64 }

func (u *Uniq) uniq() *Uniq { return u }

// ID returns the identity the Context assigned to the value.
func (u *Uniq) ID() uint64 { return u.id }

type uniqued interface{ uniq() *Uniq }

// TypeBase is embedded by every concrete Type.
type TypeBase struct{ Uniq }

func (*TypeBase) isType() {}

// AttrBase is embedded by every concrete Attribute.
type AttrBase struct{ Uniq }

func (*AttrBase) isAttr() {}

// Context owns the uniquing tables for types and attributes and the
// registry of dialects. It is safe for concurrent use.
type Context struct {
	mu     sync.Mutex
	nextID uint64
	table  map[string]uniqued

	// Frequently used builtin values, created once.
	ints      map[intKey]*IntegerType
	floats    map[FloatKind]*FloatType
	index     *IndexType
	none      *NoneType
	unit      *UnitAttr
	boolTrue  *IntegerAttr
	boolFalse *IntegerAttr
	unknown   *UnknownLoc
	emptyDict *DictionaryAttr
	fileLocs  map[string]*fileLocs

	// keys recycles uniquing key buffers.
	keys sync.Pool

	// cache holds what packages derive from this context's types and
	// attributes (see Cache): kept here, not in package-level maps keyed by
	// the context, it goes away with the context.
	cache sync.Map

	// Registry holds the dialects and operations known to this context.
	Registry *Registry
	// AllowUnregistered accepts operations of unknown dialects.
	AllowUnregistered bool
	// PrintOp, when set, renders operations inside diagnostic messages (a
	// tool sets it to honour its printing flags); else OpPrinter is used.
	PrintOp func(op *Operation) string
	// StreamOp, when set, renders an operation streamed into a diagnostic
	// message (MLIR's `diag << *op`: the session's form and locations,
	// with a local scope); else PrintOp is used.
	StreamOp func(op *Operation) string
	// Diagnose, when set, receives diagnostics that code emits without
	// failing (MLIR's emitError in a pass or pattern that then goes on);
	// see Emit.
	Diagnose func(d *Diagnostic)
}

type intKey struct {
	width int
	sign  Signedness
}

// Cache returns the value stored under key for this context, storing and
// returning build() the first time. Packages use it for values derived
// from the context's types and attributes, which must not outlive it (a
// package-level map keyed by the context would keep every context of a
// long-running process alive). key must be comparable and, to avoid
// clashes, of a type private to the calling package.
func (c *Context) Cache(key any, build func() any) any {
	if v, ok := c.cache.Load(key); ok {
		return v
	}
	v, _ := c.cache.LoadOrStore(key, build())
	return v
}

// CacheLoad returns the value stored under key by Cache or CacheStore.
func (c *Context) CacheLoad(key any) (any, bool) { return c.cache.Load(key) }

// CacheStore stores v under key in the context's cache (see Cache).
func (c *Context) CacheStore(key, v any) { c.cache.Store(key, v) }

// NewContext returns a context with an empty registry.
func NewContext() *Context {
	c := &Context{
		table:    make(map[string]uniqued),
		ints:     make(map[intKey]*IntegerType),
		floats:   make(map[FloatKind]*FloatType),
		fileLocs: make(map[string]*fileLocs),
		Registry: NewRegistry(),
	}
	c.Registry.ctx = c
	c.index = intern(c, c.keyOf(kIndex), func() *IndexType { return &IndexType{} })
	c.none = intern(c, c.keyOf(kNone), func() *NoneType { return &NoneType{} })
	c.unit = intern(c, c.keyOf(kUnit), func() *UnitAttr { return &UnitAttr{} })
	c.unknown = intern(c, c.keyOf(kUnknownLoc), func() *UnknownLoc { return &UnknownLoc{} })
	c.emptyDict = intern(c, c.keyOf(kDict), func() *DictionaryAttr { return &DictionaryAttr{} })
	i1 := c.IntegerType(1, Signless)
	c.boolTrue = c.IntegerAttrInt64(i1, 1)
	c.boolFalse = c.IntegerAttrInt64(i1, 0)
	return c
}

// intern returns the value stored under key, or stores and returns build().
func intern[T uniqued](c *Context, k *Key, build func() T) T {
	c.mu.Lock()
	// The string(k.b) conversion in a map index does not allocate; the key
	// is copied only when a new value is stored.
	if v, ok := c.table[string(k.b)]; ok {
		c.mu.Unlock()
		c.releaseKey(k)
		return v.(T)
	}
	v := build()
	c.nextID++
	v.uniq().id = c.nextID
	c.table[string(k.b)] = v
	c.mu.Unlock()
	c.releaseKey(k)
	return v
}

// keyOf starts a key for a builtin kind in a recycled buffer.
func (c *Context) keyOf(kd kind) *Key {
	k, _ := c.keys.Get().(*Key)
	if k == nil {
		k = &Key{b: make([]byte, 0, 64)}
	}
	k.b = append(k.b[:0], byte(kd))
	return k
}

func (c *Context) releaseKey(k *Key) {
	if cap(k.b) <= 4096 {
		c.keys.Put(k)
	}
}

// Intern is the uniquing entry point for dialects that define their own
// types and attributes: build is called only when no value with an equal key
// exists yet. Keys must start with a string unique to the kind (use
// KeyOfName).
func Intern[T uniqued](c *Context, k *Key, build func() T) T { return intern(c, k, build) }

// Key is a structural uniquing key under construction.
type Key struct{ b []byte }

type kind byte

const (
	kInt kind = iota + 1
	kIndex
	kFloat
	kNone
	kComplex
	kVector
	kTensor
	kUnrankedTensor
	kMemRef
	kUnrankedMemRef
	kTuple
	kFunction
	kOpaqueType
	kIntAttr
	kFloatAttr
	kStrAttr
	kUnit
	kArray
	kDenseArray
	kDict
	kTypeAttr
	kSymRef
	kDense
	kDenseString
	kDenseResource
	kAffineMap
	kIntegerSet
	kStrided
	kOpaqueAttr
	kDistinct
	kUnknownLoc
	kFileLoc
	kNameLoc
	kCallSiteLoc
	kFusedLoc
	kOpaqueLoc
	kDialect // dialect-defined; followed by a name
)

// KeyOf starts a key for a builtin kind.
func KeyOf(k kind) *Key { return &Key{b: append(make([]byte, 0, 32), byte(k))} }

// KeyOfName starts a key for a dialect-defined kind named name.
func KeyOfName(name string) *Key { return KeyOf(kDialect).Str(name) }

// Int appends an integer.
func (k *Key) Int(v int64) *Key { k.b = binary.AppendVarint(k.b, v); return k }

// Uint appends an unsigned integer.
func (k *Key) Uint(v uint64) *Key { k.b = binary.AppendUvarint(k.b, v); return k }

// Bool appends a boolean.
func (k *Key) Bool(v bool) *Key {
	if v {
		k.b = append(k.b, 1)
	} else {
		k.b = append(k.b, 0)
	}
	return k
}

// Str appends a length-prefixed string.
func (k *Key) Str(s string) *Key {
	k.b = binary.AppendUvarint(k.b, uint64(len(s)))
	k.b = append(k.b, s...)
	return k
}

// Bytes appends a length-prefixed byte slice.
func (k *Key) Bytes(s []byte) *Key {
	k.b = binary.AppendUvarint(k.b, uint64(len(s)))
	k.b = append(k.b, s...)
	return k
}

// Float appends the bits of a float64.
func (k *Key) Float(f float64) *Key { return k.Uint(math.Float64bits(f)) }

// Type appends the identity of a type (0 for nil).
func (k *Key) Type(t Type) *Key {
	if t == nil {
		return k.Uint(0)
	}
	return k.Uint(t.uniq().id)
}

// Attr appends the identity of an attribute (0 for nil).
func (k *Key) Attr(a Attribute) *Key {
	if a == nil {
		return k.Uint(0)
	}
	return k.Uint(a.uniq().id)
}
