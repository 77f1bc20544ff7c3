package llvm

import (
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// A small interpreter for the LLVM dialect's ODS attribute definitions
// (LLVMAttrDefs.td): each attribute is a mnemonic with typed parameters and
// one of the assembly formats the dialect uses, parsed and printed as the
// code mlir-tblgen generates (LLVMOpsAttrDefs.cpp.inc) does.

// ParamKind is the C++ storage of an attribute parameter.
type ParamKind uint8

const (
	// PAttr is an attribute of some class (Param.Class).
	PAttr ParamKind = iota
	// PAttrArray is an ArrayRefParameter of attributes.
	PAttrArray
	// PUint is unsigned / uint32_t / uint64_t (Param.Bits).
	PUint
	// PInt is int64_t.
	PInt
	// PBool is bool.
	PBool
	// PString is a StringRefParameter (printed quoted).
	PString
	// PEnum is an enum class (Param.Enum).
	PEnum
	// POptUint is std::optional<unsigned>.
	POptUint
	// PUintArray is an ArrayRefParameter<"uint64_t">.
	PUintArray
	// PCustom is parsed and printed by Param.Parse / Param.Print.
	PCustom
)

// Param is one parameter of an attribute definition.
type Param struct {
	Name     string
	Kind     ParamKind
	Cpp      string // C++ type, for "which is to be a `...`"
	Optional bool   // OptionalParameter / DefaultValuedParameter
	Class    *AttrClass
	Bits     int
	Enum     *ods.Enum
	EnumDesc string // "Calling Conventions", for enum keyword errors
	// Default is the value of an optional scalar that is not printed
	// (zero value when nil).
	Default any
	Parse   func(p *asm.Parser) any
	Print   func(pr *asm.Printer, v any)
}

// AttrClass is the C++ class a PAttr parameter holds.
type AttrClass struct {
	Check func(a ir.Attribute) bool
	// Def is set for concrete LLVM attribute classes, which parse and print
	// stripped of `#llvm.mnemonic` when nested.
	Def *AttrDef
	// defName resolves Def lazily (definitions refer to each other).
	defName string
}

// Format is an attribute's assembly format.
type Format uint8

const (
	// FmtStruct is "`<` struct(params) `>`".
	FmtStruct Format = iota
	// FmtOptStruct is "(`<` struct(params)^ `>`)?".
	FmtOptStruct
	// FmtParams is "`<` params `>`".
	FmtParams
	// FmtNone has no parameters.
	FmtNone
	// FmtBare is "$param" (printed after a space).
	FmtBare
	// FmtCustom uses AttrDef.ParseBody / PrintBody.
	FmtCustom
)

// AttrDef is an LLVM dialect attribute definition.
type AttrDef struct {
	Mnemonic string
	// DefName is the TableGen record name used in ODS messages
	// ("LLVM_AliasScopeDomainAttr").
	DefName string
	Params  []Param
	Format  Format
	// Alias is set for attributes the dialect gives an alias
	// (`#mnemonic`).
	Alias bool
	// Verify returns MLIR's message for invalid parameters, or "".
	Verify    func(vals []any) string
	ParseBody func(p *asm.Parser, d *AttrDef) []any
	PrintBody func(pr *asm.Printer, a *Attr)
}

// Attr is a value of an LLVM dialect attribute defined by an AttrDef.
type Attr struct {
	ir.AttrBase
	Def  *AttrDef
	Vals []any
}

var attrDefs = map[string]*AttrDef{}

func defineAttr(d *AttrDef) *AttrDef {
	attrDefs[d.Mnemonic] = d
	if d.ParseBody == nil {
		d.ParseBody = parseAttrBody
	}
	if d.PrintBody == nil {
		d.PrintBody = printAttrBody
	}
	attrParsers[d.Mnemonic] = func(p *asm.Parser, _ ir.Type) ir.Attribute {
		a := parseAttrOf(p, d)
		// The generated parser of an attribute without parameters stops
		// after the mnemonic; what follows in the body is not looked at.
		if d.Format == FmtNone {
			p.SkipAngleGroup()
		}
		return a
	}
	return d
}

// Mnemonic returns the attribute's mnemonic ("alias_scope").
func (a *Attr) Mnemonic() string { return a.Def.Mnemonic }

// Get returns the value of parameter name: an ir.Attribute (nil when
// absent), uint64, int64, bool, string, []ir.Attribute, []uint64 or
// *uint64 (std::optional), per its kind.
func (a *Attr) Get(name string) any {
	for i, p := range a.Def.Params {
		if p.Name == name {
			return a.Vals[i]
		}
	}
	return nil
}

// GetAttr returns an attribute-valued parameter (nil when absent).
func (a *Attr) GetAttr(name string) ir.Attribute {
	v, _ := a.Get(name).(ir.Attribute)
	return v
}

// IsA reports whether attribute a is the LLVM attribute with mnemonic m.
func IsA(a ir.Attribute, m string) bool {
	la, ok := a.(*Attr)
	return ok && la.Def.Mnemonic == m
}

// NewAttr returns the uniqued attribute of definition mnemonic with vals
// (in parameter order; use nil/zero values for absent parameters).
func NewAttr(ctx *ir.Context, mnemonic string, vals ...any) *Attr {
	d := attrDefs[mnemonic]
	if d == nil {
		panic("llvm: unknown attribute " + mnemonic)
	}
	return newAttr(ctx, d, vals)
}

func newAttr(ctx *ir.Context, d *AttrDef, vals []any) *Attr {
	full := make([]any, len(d.Params))
	copy(full, vals)
	for i, p := range d.Params {
		if full[i] == nil {
			full[i] = zeroOf(p)
		}
	}
	k := ir.KeyOfName("llvm.attr").Str(d.Mnemonic)
	for _, v := range full {
		keyValue(k, v)
	}
	return ir.Intern(ctx, k, func() *Attr { return &Attr{Def: d, Vals: full} })
}

func zeroOf(p Param) any {
	switch p.Kind {
	case PUint:
		return uint64(0)
	case PInt:
		return int64(0)
	case PBool:
		return false
	case PString:
		return ""
	case PEnum:
		if p.Default != nil {
			return p.Default
		}
		return uint64(0)
	case POptUint:
		return (*uint64)(nil)
	case PAttrArray:
		return []ir.Attribute(nil)
	case PUintArray:
		return []uint64(nil)
	case PCustom:
		return p.Default
	}
	return nil
}

func keyValue(k *ir.Key, v any) {
	switch v := v.(type) {
	case nil:
		k.Uint(0)
	case ir.Attribute:
		k.Uint(1).Attr(v)
	case ir.Type:
		k.Uint(2).Type(v)
	case uint64:
		k.Uint(3).Uint(v)
	case int64:
		k.Uint(4).Int(v)
	case bool:
		k.Uint(5).Bool(v)
	case string:
		k.Uint(6).Str(v)
	case []ir.Attribute:
		k.Uint(7).Uint(uint64(len(v)))
		for _, a := range v {
			k.Attr(a)
		}
	case []uint64:
		k.Uint(8).Uint(uint64(len(v)))
		for _, a := range v {
			k.Uint(a)
		}
	case *uint64:
		if v == nil {
			k.Uint(9)
		} else {
			k.Uint(10).Uint(*v)
		}
	case []ir.Type:
		k.Uint(11).Uint(uint64(len(v)))
		for _, t := range v {
			k.Type(t)
		}
	default:
		panic("llvm: unsupported attribute parameter value")
	}
}

// isDefault reports whether an optional parameter holds its default (and
// is therefore not printed).
func isDefault(p Param, v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case ir.Attribute:
		return v == nil
	case uint64:
		d, _ := p.Default.(uint64)
		return v == d
	case int64:
		d, _ := p.Default.(int64)
		return v == d
	case bool:
		d, _ := p.Default.(bool)
		return v == d
	case string:
		return v == ""
	case []ir.Attribute:
		return len(v) == 0
	case []uint64:
		return len(v) == 0
	case *uint64:
		return v == nil
	}
	return false
}

// --- parsing ----------------------------------------------------------------

// parseAttrOf parses the body of `#llvm.<mnemonic>` after the mnemonic.
func parseAttrOf(p *asm.Parser, d *AttrDef) ir.Attribute {
	loc := p.Offset()
	vals := d.ParseBody(p, d)
	if d.Verify != nil {
		if msg := d.Verify(vals); msg != "" {
			p.ErrorAt(loc, "%s", msg)
		}
	}
	return newAttr(p.Context(), d, vals)
}

func parseAttrBody(p *asm.Parser, d *AttrDef) []any {
	vals := make([]any, len(d.Params))
	for i, prm := range d.Params {
		vals[i] = zeroOf(prm)
	}
	switch d.Format {
	case FmtNone:
	case FmtBare:
		vals[0] = parseParamValue(p, d, d.Params[0])
	case FmtParams:
		p.Expect("<", "expected '<'")
		for i, prm := range d.Params {
			if i > 0 {
				p.Expect(",", "expected ','")
			}
			vals[i] = parseParamValue(p, d, prm)
		}
		p.Expect(">", "expected '>'")
	case FmtOptStruct:
		if p.ConsumeIf("<") {
			parseStructParams(p, d, vals)
			p.Expect(">", "expected '>'")
		}
	case FmtStruct:
		p.Expect("<", "expected '<'")
		parseStructParams(p, d, vals)
		p.Expect(">", "expected '>'")
	}
	return vals
}

func parseStructParams(p *asm.Parser, d *AttrDef, vals []any) {
	seen := make([]bool, len(d.Params))
	body := func(key string) {
		p.Expect("=", "expected '='")
		for i, prm := range d.Params {
			if !seen[i] && prm.Name == key {
				seen[i] = true
				vals[i] = parseParamValue(p, d, prm)
				return
			}
		}
		p.Errorf("duplicate or unknown struct parameter name: %s", key)
	}
	nextKey := func() string {
		var key string
		if !p.Try(func() { key = p.ParseKeywordText() }) {
			p.Errorf("expected a parameter name in struct")
		}
		return key
	}
	required := 0
	for _, prm := range d.Params {
		if !prm.Optional {
			required++
		}
	}
	if required == len(d.Params) {
		// Only required parameters: exactly one entry each.
		for i := range d.Params {
			body(nextKey())
			if i != len(d.Params)-1 {
				p.Expect(",", "expected ','")
			}
		}
		return
	}
	if required > 0 {
		body(nextKey())
		for p.ConsumeIf(",") {
			body(nextKey())
		}
		for i, prm := range d.Params {
			if !prm.Optional && !seen[i] {
				p.Errorf("struct is missing required parameter: %s", prm.Name)
			}
		}
		return
	}
	if key, ok := p.ParseOptionalKeywordText(); ok {
		body(key)
		for p.ConsumeIf(",") {
			body(nextKey())
		}
	}
}

// parseParamValue parses one parameter with its FieldParser, reporting
// ODS's follow-up message when it fails.
func parseParamValue(p *asm.Parser, d *AttrDef, prm Param) any {
	var v any
	if !p.Try(func() { v = parseFieldValue(p, prm) }) {
		p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", d.DefName, prm.Name, prm.Cpp)
	}
	return v
}

func parseFieldValue(p *asm.Parser, prm Param) any {
	switch prm.Kind {
	case PAttr:
		return parseClassAttr(p, prm.Class)
	case PAttrArray:
		var elems []ir.Attribute
		elems = append(elems, parseClassAttr(p, prm.Class))
		for p.ConsumeIf(",") {
			elems = append(elems, parseClassAttr(p, prm.Class))
		}
		return elems
	case PUint:
		bits := prm.Bits
		if bits == 0 {
			bits = 32
		}
		return p.ParseIntegerOfWidth(bits, false)
	case PInt:
		return int64(p.ParseIntegerOfWidth(64, true))
	case PBool:
		return p.ParseIntegerOfWidth(8, false) != 0
	case PString:
		if !p.IsString() {
			p.Errorf("expected string")
		}
		return p.ParseStringLiteral()
	case PEnum:
		return parseEnumKeyword(p, prm.Enum, prm.EnumDesc)
	case POptUint:
		if v, ok := p.ParseOptionalIntegerOfWidth(32, false); ok {
			return &v
		}
		return (*uint64)(nil)
	case PUintArray:
		var elems []uint64
		elems = append(elems, p.ParseIntegerOfWidth(64, false))
		for p.ConsumeIf(",") {
			elems = append(elems, p.ParseIntegerOfWidth(64, false))
		}
		return elems
	case PCustom:
		return prm.Parse(p)
	}
	return nil
}

// parseEnumKeyword is the FieldParser tblgen generates for enums:
// a keyword or string, symbolized.
func parseEnumKeyword(p *asm.Parser, e *ods.Enum, desc string) uint64 {
	loc := p.Offset()
	var s string
	switch {
	case p.IsString():
		s = p.ParseStringLiteral()
	case p.IsBareIdent():
		s, _ = p.ParseOptionalKeywordText()
	default:
		p.ErrorAt(loc, "expected keyword for %s", desc)
	}
	v, ok := e.Parse(s)
	if !ok || s == "" {
		p.ErrorAt(loc, "invalid %s specification: %s", desc, s)
	}
	return v
}

// parseClassAttr is FieldParser<AttrClass>: the stripped form for
// concrete LLVM attribute classes unless a `#` starts the attribute, then
// a check of the attribute's class.
func parseClassAttr(p *asm.Parser, c *AttrClass) ir.Attribute {
	loc := p.Offset()
	var a ir.Attribute
	if d := c.def(); d != nil && !isHashToken(p) {
		a = parseAttrOf(p, d)
	} else {
		a = p.ParseAttribute()
	}
	if c.Check != nil && !c.Check(a) {
		p.ErrorAt(loc, "invalid kind of attribute specified")
	}
	return a
}

func isHashToken(p *asm.Parser) bool {
	t := p.TokenText()
	return len(t) > 0 && t[0] == '#'
}

func (c *AttrClass) def() *AttrDef {
	if c.Def == nil && c.defName != "" {
		c.Def = attrDefs[c.defName]
	}
	return c.Def
}

// --- printing ---------------------------------------------------------------

// printLLVMAttr prints the body of an LLVM attribute after `#llvm.`.
func printLLVMAttr(pr *asm.Printer, a *Attr) {
	pr.WriteString(a.Def.Mnemonic)
	a.Def.PrintBody(pr, a)
}

func printAttrBody(pr *asm.Printer, a *Attr) {
	d := a.Def
	switch d.Format {
	case FmtNone:
	case FmtBare:
		pr.WriteString(" ")
		printParamValue(pr, d.Params[0], a.Vals[0])
	case FmtParams:
		pr.WriteString("<")
		for i, prm := range d.Params {
			if i > 0 {
				pr.WriteString(", ")
			}
			printParamValue(pr, prm, a.Vals[i])
		}
		pr.WriteString(">")
	case FmtOptStruct:
		if structIsEmpty(a) {
			return
		}
		pr.WriteString("<")
		printStructParams(pr, a)
		pr.WriteString(">")
	case FmtStruct:
		pr.WriteString("<")
		printStructParams(pr, a)
		pr.WriteString(">")
	}
}

func structIsEmpty(a *Attr) bool {
	for i, prm := range a.Def.Params {
		if !prm.Optional || !isDefault(prm, a.Vals[i]) {
			return false
		}
	}
	return true
}

func printStructParams(pr *asm.Printer, a *Attr) {
	first := true
	for i, prm := range a.Def.Params {
		if prm.Optional && isDefault(prm, a.Vals[i]) {
			continue
		}
		if !first {
			pr.WriteString(", ")
		}
		first = false
		pr.WriteString(prm.Name + " = ")
		printParamValue(pr, prm, a.Vals[i])
	}
}

func printParamValue(pr *asm.Printer, prm Param, v any) {
	switch prm.Kind {
	case PAttr:
		a, _ := v.(ir.Attribute)
		printClassAttr(pr, prm.Class, a)
	case PAttrArray:
		for i, a := range v.([]ir.Attribute) {
			if i > 0 {
				pr.WriteString(", ")
			}
			printClassAttr(pr, prm.Class, a)
		}
	case PUint:
		pr.WriteString(strconv.FormatUint(v.(uint64), 10))
	case PInt:
		pr.WriteString(strconv.FormatInt(v.(int64), 10))
	case PBool:
		if v.(bool) {
			pr.WriteString("true")
		} else {
			pr.WriteString("false")
		}
	case PString:
		pr.PrintStringLiteral(v.(string))
	case PEnum:
		printEnumKeyword(pr, prm.Enum, v.(uint64))
	case POptUint:
		if u := v.(*uint64); u != nil {
			pr.WriteString(strconv.FormatUint(*u, 10))
		}
	case PUintArray:
		for i, u := range v.([]uint64) {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.WriteString(strconv.FormatUint(u, 10))
		}
	case PCustom:
		prm.Print(pr, v)
	}
}

// printEnumKeyword prints an enum value as tblgen's operator<< does: the
// case string, quoted when it is not a valid keyword.
func printEnumKeyword(pr *asm.Printer, e *ods.Enum, v uint64) {
	s := e.String(v)
	if ir.IsValidBareIdentifier(s) {
		pr.WriteString(s)
		return
	}
	pr.WriteString("\"" + s + "\"")
}

// printClassAttr is printStrippedAttrOrType: concrete LLVM attribute
// classes print without `#llvm.mnemonic` unless they have an alias; other
// attributes print in full.
func printClassAttr(pr *asm.Printer, c *AttrClass, a ir.Attribute) {
	la, ok := a.(*Attr)
	if ok && c != nil && c.def() != nil && la.Def == c.def() && !isEmptyBody(la) {
		pr.PrintStrippedAttr(a, func() { la.Def.PrintBody(pr, la) })
		return
	}
	pr.PrintAttribute(a)
}

// isEmptyBody reports attributes whose stripped form prints nothing (MLIR
// then falls back to the full form).
func isEmptyBody(a *Attr) bool {
	switch a.Def.Format {
	case FmtNone:
		return true
	case FmtOptStruct:
		return structIsEmpty(a)
	}
	return false
}
