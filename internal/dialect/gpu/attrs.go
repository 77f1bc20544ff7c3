package gpu

import (
	"strings"

	"gpuc/internal/affine"
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// CompilationTarget is the format of a GPU object (#gpu.object).
type CompilationTarget uint64

// The object formats of MLIR's CompilationTarget enum.
const (
	Offload  CompilationTarget = 1
	Assembly CompilationTarget = 2
	Binary   CompilationTarget = 3
	Fatbin   CompilationTarget = 4
)

// ObjectAttr is `#gpu.object<target, properties = {...}, format = "...">`.
type ObjectAttr struct {
	ir.AttrBase
	Target     ir.Attribute
	Format     CompilationTarget
	Object     *ir.StringAttr
	Properties *ir.DictionaryAttr // nil when absent
}

// Object returns the uniqued #gpu.object attribute.
func Object(ctx *ir.Context, target ir.Attribute, format CompilationTarget, object *ir.StringAttr, props *ir.DictionaryAttr) *ObjectAttr {
	k := ir.KeyOfName("gpu.object").Attr(target).Uint(uint64(format)).Attr(object)
	if props != nil {
		k.Bool(true).Attr(props)
	} else {
		k.Bool(false)
	}
	return ir.Intern(ctx, k, func() *ObjectAttr {
		return &ObjectAttr{Target: target, Format: format, Object: object, Properties: props}
	})
}

// SelectObjectAttr is `#gpu.select_object` / `#gpu.select_object<target>`.
type SelectObjectAttr struct {
	ir.AttrBase
	Target ir.Attribute // nil when absent
}

// SelectObject returns the uniqued #gpu.select_object attribute (target
// may be nil).
func SelectObject(ctx *ir.Context, target ir.Attribute) *SelectObjectAttr {
	k := ir.KeyOfName("gpu.select_object").Attr(target)
	return ir.Intern(ctx, k, func() *SelectObjectAttr { return &SelectObjectAttr{Target: target} })
}

// MappingAttr is one of the device mapping attributes `#gpu.block<x>`,
// `#gpu.warpgroup<y>`, `#gpu.warp<z>`, `#gpu.thread<linear_dim_0>` and
// `#gpu.memory_space<workgroup>`.
type MappingAttr struct {
	ir.AttrBase
	Mnemonic string // block, warpgroup, warp, thread, memory_space
	Value    uint64 // a MappingId, or an AddressSpace for memory_space
}

// Mapping returns the uniqued mapping attribute `#gpu.<mnemonic><value>`.
func Mapping(ctx *ir.Context, mnemonic string, v uint64) *MappingAttr {
	k := ir.KeyOfName("gpu.mapping").Str(mnemonic).Uint(v)
	return ir.Intern(ctx, k, func() *MappingAttr { return &MappingAttr{Mnemonic: mnemonic, Value: v} })
}

// LoopDimMapAttr is `#gpu.loop_dim_map<processor = p, map = m, bound = b>`.
type LoopDimMapAttr struct {
	ir.AttrBase
	Processor  uint64
	Map, Bound affine.Map
}

// LoopDimMap returns the uniqued #gpu.loop_dim_map attribute.
func LoopDimMap(ctx *ir.Context, processor uint64, m, bound affine.Map) *LoopDimMapAttr {
	am, ab := ctx.AffineMap(m), ctx.AffineMap(bound)
	k := ir.KeyOfName("gpu.loop_dim_map").Uint(processor).Attr(am).Attr(ab)
	return ir.Intern(ctx, k, func() *LoopDimMapAttr { return &LoopDimMapAttr{Processor: processor, Map: m, Bound: bound} })
}

// mappingAttrs are the mapping attribute mnemonics, their parameter name
// and C++ class name (for MLIR's parse error messages) and enum.
var mappingAttrs = map[string]struct {
	param, class string
	enum         *ods.Enum
}{
	"block":        {"block", "GPUBlockMappingAttr", en51},
	"warpgroup":    {"warpgroup", "GPUWarpgroupMappingAttr", en51},
	"warp":         {"warp", "GPUWarpMappingAttr", en51},
	"thread":       {"thread", "GPUThreadMappingAttr", en51},
	"memory_space": {"address_space", "GPUMemorySpaceMappingAttr", en49},
}

func init() {
	attrParsers["object"] = parseObjectAttr
	attrParsers["select_object"] = parseSelectObjectAttr
	attrParsers["loop_dim_map"] = parseLoopDimMap
	for m := range mappingAttrs {
		m := m
		attrParsers[m] = func(p *asm.Parser, _ ir.Type) ir.Attribute { return parseMappingAttr(p, m) }
	}
}

// TargetAttrInterface is implemented by the target attributes of other
// dialects (#nvvm.target, #rocdl.target), which this package cannot import.
type TargetAttrInterface interface{ GPUTargetAttr() }

// IsTargetAttr reports whether a implements or promises MLIR's
// gpu::TargetAttrInterface (#nvvm.target, #rocdl.target,
// #spirv.target_env): through TargetAttrInterface, else judged by its
// printed form.
func IsTargetAttr(a ir.Attribute) bool {
	if _, ok := a.(TargetAttrInterface); ok {
		return true
	}
	s := asm.AttrString(a)
	for _, prefix := range []string{"#nvvm.target", "#rocdl.target", "#spirv.target_env"} {
		if rest, ok := strings.CutPrefix(s, prefix); ok && (rest == "" || rest[0] == '<') {
			return true
		}
	}
	return false
}

// enumExpected is MLIR's message for an unknown enum keyword.
func enumExpected(cppName string, e *ods.Enum) string {
	var b strings.Builder
	b.WriteString("expected ")
	b.WriteString(cppName)
	b.WriteString(" to be one of: ")
	for i, c := range e.Cases {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.Str)
	}
	return b.String()
}

// parseEnumParam parses an EnumParameter keyword as ODS-generated attribute
// parsers do: on failure, a first error about the keyword and a second
// "failed to parse <class> parameter '<param>'" one.
func parseEnumParam(p *asm.Parser, e *ods.Enum, cppName, class, param string) uint64 {
	var v uint64
	ok := p.Try(func() {
		off := p.Offset()
		if !p.IsBareIdent() {
			p.Errorf("expected valid keyword")
		}
		kw := p.TokenText()
		p.ConsumeKeyword(kw)
		c, found := e.Lookup(kw)
		if !found {
			p.ErrorAt(off, "%s", enumExpected(cppName, e))
		}
		v = c
	})
	if !ok {
		p.FailAfterLexError()
		p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", class, param, cppName)
	}
	return v
}

func parseMappingAttr(p *asm.Parser, mnemonic string) ir.Attribute {
	info := mappingAttrs[mnemonic]
	p.Expect("<", "expected '<'")
	cpp := "::mlir::gpu::MappingId"
	if info.enum == en49 {
		cpp = "::mlir::gpu::AddressSpace"
	}
	v := parseEnumParam(p, info.enum, cpp, info.class, info.param)
	p.Expect(">", "expected '>'")
	return Mapping(p.Context(), mnemonic, v)
}

// parseObjectAttr parses `<target, (properties = {...},)? (format =)? "obj">`.
func parseObjectAttr(p *asm.Parser, _ ir.Type) ir.Attribute {
	ctx := p.Context()
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	var target ir.Attribute
	if !p.Try(func() { target = p.ParseAttribute() }) {
		p.FailAfterLexError()
		p.Errorf("failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`")
	}
	p.Expect(",", "expected ','")
	var props *ir.DictionaryAttr
	if p.ConsumeKeyword("properties") {
		p.Expect("=", "expected '='")
		if !p.Try(func() { props = parseDictField(p) }) {
			p.FailAfterLexError()
			p.Errorf("failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`")
		}
		p.Expect(",", "expected ','")
	}
	// parseObject (GPUDialect.cpp).
	format := Fatbin
	fmtLoc := p.Offset()
	if p.IsBareIdent() {
		kw := p.TokenText()
		v, ok := en50.Lookup(kw)
		if !ok {
			p.ErrorAt(fmtLoc, "expected keyword for GPU object format")
		}
		p.ConsumeKeyword(kw)
		if !p.Try(func() { p.Expect("=", "expected '='") }) {
			p.FailAfterLexError()
			p.ErrorAt(fmtLoc, "expected an equal sign")
		}
		format = CompilationTarget(v)
	}
	var obj *ir.StringAttr
	if !p.Try(func() { obj = parseStringField(p) }) {
		p.FailAfterLexError()
		p.Errorf("failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`")
	}
	p.Expect(">", "expected '>'")
	if target == nil {
		p.ErrorAt(loc, "the target attribute cannot be null")
	}
	if !IsTargetAttr(target) {
		p.ErrorAt(loc, "the target attribute must implement or promise the `gpu::TargetAttrInterface`")
	}
	return Object(ctx, target, format, obj, props)
}

// parseStringField parses a StringAttr parameter (FieldParser<StringAttr>).
func parseStringField(p *asm.Parser) *ir.StringAttr {
	off := p.Offset()
	a := p.ParseAttribute()
	s, ok := a.(*ir.StringAttr)
	if !ok {
		p.ErrorAt(off, "invalid kind of attribute specified")
	}
	return s
}

// parseDictField parses a DictionaryAttr parameter.
func parseDictField(p *asm.Parser) *ir.DictionaryAttr {
	off := p.Offset()
	a := p.ParseAttribute()
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		p.ErrorAt(off, "invalid kind of attribute specified")
	}
	return d
}

// parseSelectObjectAttr parses `(< target >)?`.
func parseSelectObjectAttr(p *asm.Parser, _ ir.Type) ir.Attribute {
	loc := p.Offset()
	var target ir.Attribute
	if p.ConsumeIf("<") {
		if !p.Try(func() { target = p.ParseAttribute() }) {
			p.FailAfterLexError()
			p.Errorf("failed to parse GPU_SelectObjectAttr parameter 'target' which is to be a `Attribute`")
		}
		p.Expect(">", "expected '>'")
	}
	if target != nil {
		if ia, ok := target.(*ir.IntegerAttr); ok {
			if ia.Big().Sign() < 0 {
				p.ErrorAt(loc, "the object index must be positive")
			}
		} else if !IsTargetAttr(target) {
			p.ErrorAt(loc, "the target attribute must be a GPU Target attribute")
		}
	}
	return SelectObject(p.Context(), target)
}

// parseLoopDimMap parses `<processor = p, map = m, bound = b>` (an ODS
// struct(params) format: any order, each once).
func parseLoopDimMap(p *asm.Parser, _ ir.Type) ir.Attribute {
	p.Expect("<", "expected '<'")
	var proc uint64
	var m, bound affine.Map
	var seenProc, seenMap, seenBound bool
	for i := 0; i < 3; i++ {
		if !p.IsBareIdent() {
			p.Try(func() { p.Errorf("expected valid keyword") })
			p.Errorf("expected a parameter name in struct")
		}
		key := p.TokenText()
		p.ConsumeKeyword(key)
		p.Expect("=", "expected '='")
		switch {
		case !seenProc && key == "processor":
			seenProc = true
			proc = parseEnumParam(p, en52, "::mlir::gpu::Processor", "ParallelLoopDimMappingAttr", "processor")
		case !seenMap && key == "map":
			seenMap = true
			if !p.Try(func() { m = p.ParseBareAffineMap() }) {
				p.FailAfterLexError()
				p.Errorf("failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`")
			}
		case !seenBound && key == "bound":
			seenBound = true
			if !p.Try(func() { bound = p.ParseBareAffineMap() }) {
				p.FailAfterLexError()
				p.Errorf("failed to parse ParallelLoopDimMappingAttr parameter 'bound' which is to be a `AffineMap`")
			}
		default:
			p.Errorf("duplicate or unknown struct parameter name: %s", key)
		}
		if i != 2 {
			p.Expect(",", "expected ','")
		}
	}
	p.Expect(">", "expected '>'")
	return LoopDimMap(p.Context(), proc, m, bound)
}

// printAttr writes a gpu attribute without the `#gpu.` prefix.
func printAttr(pr *asm.Printer, a ir.Attribute) bool {
	switch a := a.(type) {
	case *ObjectAttr:
		pr.WriteString("object<")
		pr.PrintAttribute(a.Target)
		pr.WriteString(",")
		if a.Properties != nil {
			pr.WriteString(" properties = ")
			pr.PrintAttribute(a.Properties)
			pr.WriteString(",")
		}
		pr.WriteString(" ")
		if a.Format != Fatbin {
			pr.WriteString(en50.String(uint64(a.Format)))
			pr.WriteString(" = ")
		}
		pr.PrintAttribute(a.Object)
		pr.WriteString(">")
	case *SelectObjectAttr:
		pr.WriteString("select_object")
		if a.Target != nil {
			pr.WriteString("<")
			pr.PrintAttribute(a.Target)
			pr.WriteString(">")
		}
	case *MappingAttr:
		pr.WriteString(a.Mnemonic)
		pr.WriteString("<")
		pr.WriteString(mappingAttrs[a.Mnemonic].enum.String(a.Value))
		pr.WriteString(">")
	case *TargetAttr:
		printTargetAttr(pr, a)
	case *LoopDimMapAttr:
		pr.WriteString("loop_dim_map<processor = ")
		pr.WriteString(en52.String(a.Processor))
		pr.WriteString(", map = ")
		pr.WriteString(a.Map.BodyString())
		pr.WriteString(", bound = ")
		pr.WriteString(a.Bound.BodyString())
		pr.WriteString(">")
	default:
		return false
	}
	return true
}

// printers installs the dialect's type and attribute printers.
func init() {
	syntax = &asm.DialectSyntax{PrintType: printType, PrintAttr: printAttr, ParseType: parseUnknownType, ParseAttr: parseUnknownAttr}
}

// parseUnknownAttr handles the `#gpu.` attributes no mnemonic parser
// claims, as GPUDialect::parseAttribute: "unknown attribute `x` in dialect
// `gpu`" at the mnemonic, or "expected valid keyword" when there is none.
func parseUnknownAttr(p *asm.Parser, body string, t ir.Type) ir.Attribute {
	off := p.Offset()
	if !p.IsBareIdent() {
		p.Errorf("expected valid keyword")
	}
	p.ErrorAt(off, "unknown attribute `%s` in dialect `gpu`", p.TokenText())
	return nil
}

// parseUnknownType handles the `!gpu.` types no mnemonic parser claims, as
// GPUDialect::parseType's final error.
func parseUnknownType(p *asm.Parser, body string) ir.Type {
	off := p.Offset()
	if !p.IsBareIdent() {
		p.Errorf("expected valid keyword")
	}
	p.ErrorAt(off, "unknown gpu type: %s", p.TokenText())
	return nil
}
