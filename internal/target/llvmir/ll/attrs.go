package ll

// Attr is one attribute: an enum attribute (`nounwind`), an integer
// attribute (`align 4`, `dereferenceable(8)`), a type attribute
// (`byval(i32)`), or a string attribute (`"key"="value"`, `"key"`).
type Attr struct {
	// Kind is the keyword ("nounwind", "align", "byval", "memory") or, for
	// a string attribute, the key.
	Kind string
	// String marks a string attribute; Val is its value ("" prints the
	// key alone).
	String bool
	Val    string
	// Int is the value of an integer attribute; HasInt says it is one.
	Int    uint64
	HasInt bool
	// Ty is the type of a type attribute.
	Ty Type
	// Text, when set, is printed as is after Kind (e.g. "(none)" for
	// memory, "(1, 2)" for vscale_range or allocsize).
	Text string
}

// AttrSet is a set of attributes. Printing orders it as LLVM does (enum,
// then integer, then type attributes, each by kind, then string
// attributes by key).
type AttrSet []Attr

// Has reports whether the set holds kind.
func (s AttrSet) Has(kind string) bool {
	for _, a := range s {
		if a.Kind == kind {
			return true
		}
	}
	return false
}

// EnumAttr returns an attribute without argument.
func EnumAttr(kind string) Attr { return Attr{Kind: kind} }

// IntAttr returns an integer attribute.
func IntAttr(kind string, v uint64) Attr { return Attr{Kind: kind, Int: v, HasInt: true} }

// TypeAttr returns a type attribute.
func TypeAttr(kind string, t Type) Attr { return Attr{Kind: kind, Ty: t} }

// StringAttr returns `"key"="val"` (or `"key"` when val is "").
func StringAttr(key, val string) Attr { return Attr{Kind: key, String: true, Val: val} }
