package ods

import (
	"strings"
	"sync"

	"gpuc/internal/ir"
)

// EnumAttr is a value of a dialect enum attribute: `#llvm.linkage<internal>`,
// `#arith.fastmath<nnan,ninf>`.
type EnumAttr struct {
	ir.AttrBase
	Def   *EnumAttrDef
	Value uint64
}

// NewEnumAttr returns the uniqued enum attribute of def with value v.
func NewEnumAttr(ctx *ir.Context, def *EnumAttrDef, v uint64) *EnumAttr {
	k := ir.KeyOfName("ods.enum").Str(def.Dialect).Str(def.Mnemonic).Uint(v)
	return ir.Intern(ctx, k, func() *EnumAttr { return &EnumAttr{Def: def, Value: v} })
}

// String is the printed form of the value ("internal", "nnan,ninf").
func (a *EnumAttr) String() string { return a.Def.Enum.String(a.Value) }

// Lookup returns the value of a single case by its printed string.
func (e *Enum) Lookup(s string) (uint64, bool) {
	for _, c := range e.Cases {
		if c.Str == s {
			return c.Value, true
		}
	}
	return 0, false
}

// Case returns the case with value v, or nil.
func (e *Enum) Case(v uint64) *EnumCase {
	for i := range e.Cases {
		if e.Cases[i].Value == v {
			return &e.Cases[i]
		}
	}
	return nil
}

// String prints v as MLIR's stringifyEnum does: the case string, or for a
// bit enum the set cases joined by the separator (a case equal to the whole
// value wins; zero prints as the zero case, if any).
func (e *Enum) String(v uint64) string {
	if !e.Bit {
		if c := e.Case(v); c != nil {
			return c.Str
		}
		return ""
	}
	// MLIR: a value equal to some multi-bit case prints as that case
	// ("fast"), else the single-bit cases in declaration order.
	if v == 0 {
		for _, c := range e.Cases {
			if c.Value == 0 {
				return c.Str
			}
		}
		return ""
	}
	for _, c := range e.Cases {
		if c.Value == v && c.Value&(c.Value-1) != 0 {
			return c.Str
		}
	}
	var parts []string
	for _, c := range e.Cases {
		if c.Value != 0 && c.Value&(c.Value-1) == 0 && v&c.Value != 0 {
			parts = append(parts, c.Str)
		}
	}
	return strings.Join(parts, e.Separator)
}

// Parse reads a value from its printed form; bit enums accept cases joined
// by the separator (surrounding spaces ignored).
func (e *Enum) Parse(s string) (uint64, bool) {
	if !e.Bit {
		return e.Lookup(strings.TrimSpace(s))
	}
	sep := strings.TrimSpace(e.Separator)
	var v uint64
	for _, part := range strings.Split(s, sep) {
		c, ok := e.Lookup(strings.TrimSpace(part))
		if !ok {
			return 0, false
		}
		v |= c
	}
	return v, true
}

var enumRegistry = struct {
	sync.Mutex
	enums map[string]*Enum
	attrs map[string]*EnumAttrDef
}{enums: map[string]*Enum{}, attrs: map[string]*EnumAttrDef{}}

// RegisterEnums makes a dialect's generated enums findable by LookupEnum.
func RegisterEnums(dialect string, enums []*Enum) {
	enumRegistry.Lock()
	defer enumRegistry.Unlock()
	for _, e := range enums {
		enumRegistry.enums[dialect+"::"+e.Name] = e
	}
}

// RegisterEnumAttrs makes enum attribute definitions findable by
// LookupEnumAttr.
func RegisterEnumAttrs(defs []*EnumAttrDef) {
	enumRegistry.Lock()
	defer enumRegistry.Unlock()
	for _, d := range defs {
		enumRegistry.attrs[d.Dialect+"."+d.Mnemonic] = d
	}
}

// LookupEnum returns the enum named name (its C++ class name, e.g.
// "ICmpPredicate") of dialect, or nil.
func LookupEnum(dialect, name string) *Enum {
	enumRegistry.Lock()
	defer enumRegistry.Unlock()
	return enumRegistry.enums[dialect+"::"+name]
}

// LookupEnumAttr returns the enum attribute `#dialect.mnemonic`, or nil.
func LookupEnumAttr(dialect, mnemonic string) *EnumAttrDef {
	enumRegistry.Lock()
	defer enumRegistry.Unlock()
	return enumRegistry.attrs[dialect+"."+mnemonic]
}

// IntEnumString returns the case string of an integer-stored enum value.
func IntEnumString(e *Enum, a ir.Attribute) (string, bool) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok || e == nil {
		return "", false
	}
	v := uint64(ia.Int64())
	if e.Bit {
		return e.String(v), true
	}
	c := e.Case(v)
	if c == nil {
		return "", false
	}
	return c.Str, true
}
