package ir

import (
	"math/big"
	"slices"
	"sort"
	"strings"

	"gpuc/internal/affine"
	"gpuc/internal/apfloat"
)

// Attribute is an immutable attribute uniqued by a Context: two attributes
// are equal exactly when they are the same value (==).
type Attribute interface {
	uniqued
	isAttr()
}

// TypedAttr is an attribute that carries a type (integers, floats, dense
// elements, ...).
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// UnitAttr is `unit`.
type UnitAttr struct{ AttrBase }

// Unit returns the unit attribute.
func (c *Context) Unit() *UnitAttr { return c.unit }

// IntegerAttr is an integer or index constant. Value holds the number as it
// prints: sign-extended for signless and signed types, zero-extended for
// unsigned ones.
type IntegerAttr struct {
	AttrBase
	Type  Type // *IntegerType or *IndexType
	small int64
	big   *big.Int // non-nil when the value does not fit an int64
}

// AttrType returns the attribute's type.
func (a *IntegerAttr) AttrType() Type { return a.Type }

// Int64 returns the value truncated to 64 bits.
func (a *IntegerAttr) Int64() int64 {
	if a.big != nil {
		return int64(new(big.Int).And(a.big, new(big.Int).SetUint64(^uint64(0))).Uint64())
	}
	return a.small
}

// Small returns the value and true when it fits an int64 (as it is stored
// then, without big arithmetic).
func (a *IntegerAttr) Small() (int64, bool) { return a.small, a.big == nil }

// Big returns the value as a new big.Int.
func (a *IntegerAttr) Big() *big.Int {
	if a.big != nil {
		return new(big.Int).Set(a.big)
	}
	return big.NewInt(a.small)
}

// IsZero reports whether the value is 0.
func (a *IntegerAttr) IsZero() bool { return a.big == nil && a.small == 0 }

// String returns the decimal value.
func (a *IntegerAttr) String() string {
	if a.big != nil {
		return a.big.String()
	}
	return big.NewInt(a.small).String()
}

// IntWidth returns the bit width of an integer or index type (64 for index).
func IntWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *IndexType:
		return 64
	}
	return 0
}

// NormalizeInt reduces v to the value an integer of type t holds after
// truncation to its width, in the interpretation used for printing.
func NormalizeInt(t Type, v *big.Int) *big.Int {
	w := IntWidth(t)
	unsigned := false
	if it, ok := t.(*IntegerType); ok {
		unsigned = it.Signedness == Unsigned
	}
	if w == 0 {
		return new(big.Int)
	}
	signed := false
	if it, ok := t.(*IntegerType); ok {
		signed = it.Signedness == Signed
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, mod)
	if !unsigned && (w > 1 || signed) {
		half := new(big.Int).Rsh(mod, 1)
		if r.Cmp(half) >= 0 {
			r.Sub(r, mod)
		}
	}
	return r
}

// IntegerAttr returns the integer attribute of type t whose value is v
// truncated to t's width.
func (c *Context) IntegerAttr(t Type, v *big.Int) *IntegerAttr {
	n := NormalizeInt(t, v)
	if n.IsInt64() {
		return c.integerAttr(t, n.Int64(), nil)
	}
	return c.integerAttr(t, 0, n)
}

// IntegerAttrBits returns the integer attribute of type t (at most 64 bits
// wide) whose bit pattern is the low bits of v, without big arithmetic.
func (c *Context) IntegerAttrBits(t Type, v uint64) *IntegerAttr {
	w := IntWidth(t)
	if w > 64 {
		return c.IntegerAttr(t, new(big.Int).SetUint64(v))
	}
	if w == 0 {
		return c.integerAttr(t, 0, nil)
	}
	if w < 64 {
		v &= 1<<uint(w) - 1
	}
	it, _ := t.(*IntegerType)
	unsigned := it != nil && it.Signedness == Unsigned
	signed := it != nil && it.Signedness == Signed
	if !unsigned && (w > 1 || signed) && v&(1<<uint(w-1)) != 0 {
		return c.integerAttr(t, int64(v|^(1<<uint(w)-1)), nil)
	}
	if v > 1<<63-1 {
		return c.IntegerAttr(t, new(big.Int).SetUint64(v))
	}
	return c.integerAttr(t, int64(v), nil)
}

// IntegerAttrInt64 returns the integer attribute of type t with value v
// truncated to t's width.
func (c *Context) IntegerAttrInt64(t Type, v int64) *IntegerAttr {
	if w := IntWidth(t); w >= 64 && !isUnsigned(t) {
		return c.integerAttr(t, v, nil)
	}
	return c.IntegerAttr(t, big.NewInt(v))
}

func isUnsigned(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Signedness == Unsigned
}

func (c *Context) integerAttr(t Type, small int64, b *big.Int) *IntegerAttr {
	k := c.keyOf(kIntAttr).Type(t)
	if b != nil {
		k.Str(b.String())
	} else {
		k.Int(small)
	}
	return intern(c, k, func() *IntegerAttr { return &IntegerAttr{Type: t, small: small, big: b} })
}

// Bool returns the i1 attribute `true` or `false`.
func (c *Context) Bool(v bool) *IntegerAttr {
	if v {
		return c.boolTrue
	}
	return c.boolFalse
}

// IsBool reports whether a is an i1 (bool) attribute.
func (a *IntegerAttr) IsBool() bool {
	it, ok := a.Type.(*IntegerType)
	return ok && it.Width == 1 && it.Signedness == Signless
}

// FloatAttr is a floating-point constant.
type FloatAttr struct {
	AttrBase
	Type  *FloatType
	Value apfloat.Float
}

// AttrType returns the attribute's type.
func (a *FloatAttr) AttrType() Type { return a.Type }

// FloatAttr returns the float attribute of type t with value v.
func (c *Context) FloatAttr(t *FloatType, v apfloat.Float) *FloatAttr {
	lo, hi := v.Bits()
	return intern(c, c.keyOf(kFloatAttr).Type(t).Uint(lo).Uint(hi), func() *FloatAttr {
		return &FloatAttr{Type: t, Value: v}
	})
}

// StringAttr is a string constant, optionally typed (`"x" : i32`).
type StringAttr struct {
	AttrBase
	Value string
	Type  Type // NoneType when untyped
}

// AttrType returns the attribute's type (none when untyped).
func (a *StringAttr) AttrType() Type { return a.Type }

// String returns the untyped string attribute s.
func (c *Context) String(s string) *StringAttr { return c.TypedString(s, c.none) }

// TypedString returns the string attribute s of type t.
func (c *Context) TypedString(s string, t Type) *StringAttr {
	return intern(c, c.keyOf(kStrAttr).Str(s).Type(t), func() *StringAttr { return &StringAttr{Value: s, Type: t} })
}

// ArrayAttr is `[a, b, ...]`.
type ArrayAttr struct {
	AttrBase
	Elems []Attribute
}

// Array returns the array attribute of elems.
func (c *Context) Array(elems []Attribute) *ArrayAttr {
	k := c.keyOf(kArray).Uint(uint64(len(elems)))
	for _, e := range elems {
		k.Attr(e)
	}
	return intern(c, k, func() *ArrayAttr { return &ArrayAttr{Elems: append([]Attribute(nil), elems...)} })
}

// DenseArrayAttr is `array<i32: 1, 2>`. Ints holds integer and bool
// elements (as printed: sign-extended), Floats the float elements.
type DenseArrayAttr struct {
	AttrBase
	Elem   Type
	Ints   []int64
	Floats []apfloat.Float
	// Wide holds the elements of integer types wider than 64 bits (as
	// printed), instead of Ints.
	Wide []*big.Int
}

// Len returns the number of elements.
func (a *DenseArrayAttr) Len() int { return max(len(a.Ints), len(a.Floats), len(a.Wide)) }

// DenseArray returns a dense array of integer (or bool) elements.
func (c *Context) DenseArray(elem Type, ints []int64, floats []apfloat.Float) *DenseArrayAttr {
	return c.denseArray(elem, ints, floats, nil)
}

// DenseArrayWide returns a dense array of integers wider than 64 bits.
func (c *Context) DenseArrayWide(elem Type, wide []*big.Int) *DenseArrayAttr {
	return c.denseArray(elem, nil, nil, wide)
}

func (c *Context) denseArray(elem Type, ints []int64, floats []apfloat.Float, wide []*big.Int) *DenseArrayAttr {
	k := c.keyOf(kDenseArray).Type(elem).Uint(uint64(len(ints)))
	for _, v := range ints {
		k.Int(v)
	}
	k.Uint(uint64(len(wide)))
	for _, v := range wide {
		k.Str(v.String())
	}
	k.Uint(uint64(len(floats)))
	for _, f := range floats {
		lo, hi := f.Bits()
		k.Uint(lo).Uint(hi)
	}
	return intern(c, k, func() *DenseArrayAttr {
		return &DenseArrayAttr{Elem: elem, Ints: append([]int64(nil), ints...), Floats: append([]apfloat.Float(nil), floats...),
			Wide: append([]*big.Int(nil), wide...)}
	})
}

// NamedAttr is a (name, value) pair of an attribute dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// DictionaryAttr is `{a = 1, b}`, kept sorted by name.
type DictionaryAttr struct {
	AttrBase
	Entries []NamedAttr
}

// Dict returns the dictionary of entries (sorted by name; a later entry
// with a repeated name is an error for the caller to report, here the first
// one wins).
func (c *Context) Dict(entries []NamedAttr) *DictionaryAttr {
	if len(entries) == 0 {
		return c.emptyDict
	}
	// entries is only read (the stored dictionary gets a copy), so callers
	// may pass lists on their stack.
	es := entries
	for i := 1; i < len(es); i++ {
		if es[i-1].Name >= es[i].Name {
			es = sortedNamedAttrs(entries)
			break
		}
	}
	k := c.keyOf(kDict).Uint(uint64(len(es)))
	for _, e := range es {
		k.Str(e.Name).Attr(e.Value)
	}
	return intern(c, k, func() *DictionaryAttr {
		return &DictionaryAttr{Entries: append([]NamedAttr(nil), es...)}
	})
}

// sortedNamedAttrs returns a copy of entries sorted by name, keeping the
// first of equal names.
func sortedNamedAttrs(entries []NamedAttr) []NamedAttr {
	return sortNamedAttrsInPlace(append([]NamedAttr(nil), entries...))
}

// sortNamedAttrsInPlace sorts entries by name, keeping the first of equal
// names, and returns the shortened list.
func sortNamedAttrsInPlace(entries []NamedAttr) []NamedAttr {
	if len(entries) < 2 {
		return entries
	}
	slices.SortStableFunc(entries, func(a, b NamedAttr) int { return strings.Compare(a.Name, b.Name) })
	dedup := entries[:1]
	for _, e := range entries[1:] {
		if e.Name != dedup[len(dedup)-1].Name {
			dedup = append(dedup, e)
		}
	}
	return dedup
}

// EmptyDict returns `{}`.
func (c *Context) EmptyDict() *DictionaryAttr { return c.emptyDict }

// Get returns the value named name, or nil.
func (d *DictionaryAttr) Get(name string) Attribute {
	if d == nil {
		return nil
	}
	e := d.Entries
	if len(e) <= 8 {
		// Most dictionaries (properties) are short: a scan beats the
		// search.
		for i := range e {
			if e[i].Name == name {
				return e[i].Value
			}
		}
		return nil
	}
	i := sort.Search(len(e), func(i int) bool { return e[i].Name >= name })
	if i < len(e) && e[i].Name == name {
		return e[i].Value
	}
	return nil
}

// Len returns the number of entries.
func (d *DictionaryAttr) Len() int {
	if d == nil {
		return 0
	}
	return len(d.Entries)
}

// With returns a dictionary with name set to value (removed if value is nil).
func (c *Context) DictWith(d *DictionaryAttr, name string, value Attribute) *DictionaryAttr {
	var out []NamedAttr
	if d != nil {
		out = make([]NamedAttr, 0, len(d.Entries)+1)
		for _, e := range d.Entries {
			if e.Name != name {
				out = append(out, e)
			}
		}
	}
	if value != nil {
		out = append(out, NamedAttr{name, value})
	}
	return c.Dict(out)
}

// TypeAttr wraps a type as an attribute.
type TypeAttr struct {
	AttrBase
	Type Type
}

// TypeAttr returns the attribute holding t.
func (c *Context) TypeAttr(t Type) *TypeAttr {
	return intern(c, c.keyOf(kTypeAttr).Type(t), func() *TypeAttr { return &TypeAttr{Type: t} })
}

// SymbolRefAttr is `@root::@nested::@leaf`.
type SymbolRefAttr struct {
	AttrBase
	Root   string
	Nested []string
}

// Leaf returns the last name of the reference.
func (a *SymbolRefAttr) Leaf() string {
	if len(a.Nested) > 0 {
		return a.Nested[len(a.Nested)-1]
	}
	return a.Root
}

// SymbolRef returns the symbol reference @root::@nested...
func (c *Context) SymbolRef(root string, nested ...string) *SymbolRefAttr {
	k := c.keyOf(kSymRef).Str(root).Uint(uint64(len(nested)))
	for _, n := range nested {
		k.Str(n)
	}
	return intern(c, k, func() *SymbolRefAttr {
		return &SymbolRefAttr{Root: root, Nested: append([]string(nil), nested...)}
	})
}

// DenseElementsAttr is `dense<...> : tensor<...>` with integer, index,
// float or complex elements. Raw holds the bit pattern of each scalar in
// Stride words (complex elements have two scalars); a splat stores one
// element.
type DenseElementsAttr struct {
	AttrBase
	Type   ShapedType
	Splat  bool
	Stride int
	Raw    []uint64
}

// AttrType returns the attribute's type.
func (a *DenseElementsAttr) AttrType() Type { return a.Type }

// DenseElements returns a dense elements attribute. raw is not copied.
func (c *Context) DenseElements(t ShapedType, splat bool, stride int, raw []uint64) *DenseElementsAttr {
	k := c.keyOf(kDense).Type(t).Bool(splat).Uint(uint64(stride)).Uint(uint64(len(raw)))
	for _, w := range raw {
		k.Uint(w)
	}
	return intern(c, k, func() *DenseElementsAttr {
		return &DenseElementsAttr{Type: t, Splat: splat, Stride: stride, Raw: raw}
	})
}

// DenseStringElementsAttr is `dense<"a"> : tensor<2x!x.y>` style string
// elements.
type DenseStringElementsAttr struct {
	AttrBase
	Type    ShapedType
	Splat   bool
	Strings []string
}

// AttrType returns the attribute's type.
func (a *DenseStringElementsAttr) AttrType() Type { return a.Type }

// DenseStrings returns a dense string elements attribute.
func (c *Context) DenseStrings(t ShapedType, splat bool, s []string) *DenseStringElementsAttr {
	k := c.keyOf(kDenseString).Type(t).Bool(splat).Uint(uint64(len(s)))
	for _, e := range s {
		k.Str(e)
	}
	return intern(c, k, func() *DenseStringElementsAttr {
		return &DenseStringElementsAttr{Type: t, Splat: splat, Strings: append([]string(nil), s...)}
	})
}

// SparseElementsAttr is `sparse<indices, values> : type`: Indices is an
// i64 tensor of element coordinates and Values the elements at them (a
// *DenseElementsAttr or *DenseStringElementsAttr).
type SparseElementsAttr struct {
	AttrBase
	Type    ShapedType
	Indices *DenseElementsAttr
	Values  Attribute
}

// AttrType returns the attribute's type.
func (a *SparseElementsAttr) AttrType() Type { return a.Type }

// SparseElements returns a sparse elements attribute.
func (c *Context) SparseElements(t ShapedType, indices *DenseElementsAttr, values Attribute) *SparseElementsAttr {
	return intern(c, KeyOfName("builtin.sparse").Type(t).Attr(indices).Attr(values), func() *SparseElementsAttr {
		return &SparseElementsAttr{Type: t, Indices: indices, Values: values}
	})
}

// DenseResourceAttr is `dense_resource<handle> : tensor<...>`; the blob
// lives in the file's `dialect_resources` section.
type DenseResourceAttr struct {
	AttrBase
	Type   ShapedType
	Handle string
}

// AttrType returns the attribute's type.
func (a *DenseResourceAttr) AttrType() Type { return a.Type }

// DenseResource returns a dense resource attribute.
func (c *Context) DenseResource(t ShapedType, handle string) *DenseResourceAttr {
	return intern(c, c.keyOf(kDenseResource).Type(t).Str(handle), func() *DenseResourceAttr {
		return &DenseResourceAttr{Type: t, Handle: handle}
	})
}

// AffineMapAttr is `affine_map<...>`.
type AffineMapAttr struct {
	AttrBase
	Map affine.Map
}

// AffineMap returns the attribute holding m.
func (c *Context) AffineMap(m affine.Map) *AffineMapAttr {
	return intern(c, c.keyOf(kAffineMap).Str(m.Key()), func() *AffineMapAttr { return &AffineMapAttr{Map: m} })
}

// IntegerSetAttr is `affine_set<...>`.
type IntegerSetAttr struct {
	AttrBase
	Set affine.Set
}

// IntegerSet returns the attribute holding s.
func (c *Context) IntegerSet(s affine.Set) *IntegerSetAttr {
	return intern(c, c.keyOf(kIntegerSet).Str(s.Key()), func() *IntegerSetAttr { return &IntegerSetAttr{Set: s} })
}

// StridedLayoutAttr is `strided<[s0, s1], offset: o>`; Dynamic marks `?`.
type StridedLayoutAttr struct {
	AttrBase
	Offset  int64
	Strides []int64
}

// StridedLayout returns the strided layout attribute.
func (c *Context) StridedLayout(offset int64, strides []int64) *StridedLayoutAttr {
	k := shapeKey(c.keyOf(kStrided).Int(offset), strides)
	return intern(c, k, func() *StridedLayoutAttr {
		return &StridedLayoutAttr{Offset: offset, Strides: append([]int64(nil), strides...)}
	})
}

// OpaqueAttr is an attribute of a dialect that is not registered, kept as
// text: `#dialect.body` or `#dialect<"body">`.
type OpaqueAttr struct {
	AttrBase
	Dialect string
	Data    string
	Type    Type // NoneType unless `: type` followed
}

// AttrType returns the attribute's type (none when untyped).
func (a *OpaqueAttr) AttrType() Type { return a.Type }

// OpaqueAttr returns the opaque attribute.
func (c *Context) OpaqueAttr(dialect, data string, t Type) *OpaqueAttr {
	if t == nil {
		t = c.none
	}
	return intern(c, c.keyOf(kOpaqueAttr).Str(dialect).Str(data).Type(t), func() *OpaqueAttr {
		return &OpaqueAttr{Dialect: dialect, Data: data, Type: t}
	})
}

// DistinctAttr is `distinct[N]<attr>`: unique per creation, not per value.
type DistinctAttr struct {
	AttrBase
	Referenced Attribute
}

// Distinct returns a new distinct attribute referencing a.
func (c *Context) Distinct(a Attribute) *DistinctAttr {
	c.mu.Lock()
	c.nextID++
	d := &DistinctAttr{Referenced: a}
	d.id = c.nextID
	c.mu.Unlock()
	return d
}

// IsValidBareIdentifier reports whether s can be printed without quotes
// as an identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
func IsValidBareIdentifier(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	return strings.IndexFunc(s[1:], func(r rune) bool {
		return !(r == '_' || r == '$' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) < 0
}
