package llvmir

// The translation of the LLVM dialect's debug-info attributes (#llvm.di_*)
// to debug-info metadata nodes, as MLIR 19's DebugTranslation::translate,
// printed with LLVM 19's AsmWriter field rules.

import (
	"strconv"
	"strings"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// DISubprogram flags (LLVM's DISPFlags).
const (
	spVirtuality = 3
	spDefinition = 8
	spOptimized  = 16
)

// node returns the node of kind with fields: a new distinct node, or the
// uniqued node with the same content.
func (s *dbgState) node(kind string, distinct bool, fields []ll.MDField) *ll.MDNode {
	if distinct {
		n := &ll.MDNode{Kind: kind, Distinct: true, Fields: fields}
		s.ids[n] = len(s.ids) + 1
		return n
	}
	key := s.key(kind, fields, nil)
	if n := s.uniq[key]; n != nil {
		return n
	}
	n := &ll.MDNode{Kind: kind, Fields: fields, Inline: kind == "DIExpression"}
	s.ids[n] = len(s.ids) + 1
	s.uniq[key] = n
	return n
}

// tuple returns the uniqued generic node !{ops...} (nil operands are null).
func (s *dbgState) tuple(ops []ll.Metadata) *ll.MDNode {
	key := s.key("", nil, ops)
	if n := s.uniq[key]; n != nil {
		return n
	}
	n := &ll.MDNode{Ops: append([]ll.Metadata{}, ops...)}
	s.ids[n] = len(s.ids) + 1
	s.uniq[key] = n
	return n
}

// key is the uniquing key of a node's content.
func (s *dbgState) key(kind string, fields []ll.MDField, ops []ll.Metadata) string {
	var b strings.Builder
	b.WriteString(kind)
	b.WriteByte('(')
	md := func(m ll.Metadata) {
		switch m := m.(type) {
		case nil:
			b.WriteString("null")
		case *ll.MDNode:
			if m == nil {
				b.WriteString("null")
				return
			}
			b.WriteString("!" + strconv.Itoa(s.ids[m]))
		case ll.MDString:
			b.WriteString(strconv.Quote(string(m)))
		default:
			b.WriteString("?")
		}
	}
	for _, f := range fields {
		b.WriteString(f.Name)
		b.WriteByte(':')
		if f.MD != nil {
			md(f.MD)
		} else {
			b.WriteString(f.Raw)
		}
		b.WriteByte(',')
	}
	for _, o := range ops {
		md(o)
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// fieldMD returns the node referenced by n's field name, or nil.
func fieldMD(n *ll.MDNode, name string) *ll.MDNode {
	if n == nil {
		return nil
	}
	for _, f := range n.Fields {
		if f.Name == name {
			m, _ := f.MD.(*ll.MDNode)
			return m
		}
	}
	return nil
}

// fields accumulates a node's fields as LLVM's MDFieldPrinter prints them.
type fields []ll.MDField

func (f *fields) raw(name, v string) { *f = append(*f, ll.MDField{Name: name, Raw: v}) }

// str is printString: a quoted string, skipped when empty unless keep.
func (f *fields) str(name, v string, keep bool) {
	if v != "" || keep {
		f.raw(name, quoteMD(v))
	}
}

// uint is printInt for unsigned values, skipped when zero unless keep.
func (f *fields) uint(name string, v uint64, keep bool) {
	if v != 0 || keep {
		f.raw(name, strconv.FormatUint(v, 10))
	}
}

// int is printInt for signed values.
func (f *fields) int(name string, v int64, keep bool) {
	if v != 0 || keep {
		f.raw(name, strconv.FormatInt(v, 10))
	}
}

// md is printMetadata: a node reference, skipped when nil unless keep
// (then `null`).
func (f *fields) md(name string, n *ll.MDNode, keep bool) {
	switch {
	case n != nil:
		*f = append(*f, ll.MDField{Name: name, MD: n})
	case keep:
		f.raw(name, "null")
	}
}

// boolean is printBool with a default (not printed when v equals it).
func (f *fields) boolean(name string, v bool, def *bool) {
	if def != nil && v == *def {
		return
	}
	f.raw(name, strconv.FormatBool(v))
}

var falseDefault = new(bool)

// dwarf is printDwarfEnum: the constant's name (its number when unknown),
// skipped when zero unless keep.
func (f *fields) dwarf(name string, k llvm.DwarfKind, v uint64, keep bool) {
	if v == 0 && !keep {
		return
	}
	if s := llvm.DwarfName(k, v); s != "" {
		f.raw(name, s)
		return
	}
	f.raw(name, strconv.FormatUint(v, 10))
}

// tag is printTag.
func (f *fields) tag(v uint64) { f.dwarf("tag", llvm.DwarfTag, v, true) }

// quoteMD quotes a string field as LLVM's printEscapedString.
func quoteMD(s string) string {
	const hex = "0123456789ABCDEF"
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b = append(b, c)
			continue
		}
		b = append(b, '\\', hex[c>>4], hex[c&15])
	}
	return string(append(b, '"'))
}

// LLVM's DIFlags in the order DINode::splitFlags lists them (after the
// accessibility and pointer-to-member groups).
var diFlagBits = []flagBit{
	{1 << 2, "FwdDecl"}, {1 << 3, "AppleBlock"}, {1 << 4, "ReservedBit4"}, {1 << 5, "Virtual"},
	{1 << 6, "Artificial"}, {1 << 7, "Explicit"}, {1 << 8, "Prototyped"}, {1 << 9, "ObjcClassComplete"},
	{1 << 10, "ObjectPointer"}, {1 << 11, "Vector"}, {1 << 12, "StaticMember"}, {1 << 13, "LValueReference"},
	{1 << 14, "RValueReference"}, {1 << 15, "ExportSymbols"}, {1 << 18, "IntroducedVirtual"},
	{1 << 19, "BitField"}, {1 << 20, "NoReturn"}, {1 << 22, "TypePassByValue"},
	{1 << 23, "TypePassByReference"}, {1 << 24, "EnumClass"}, {1 << 25, "Thunk"}, {1 << 26, "NonTrivial"},
	{1 << 27, "BigEndian"}, {1 << 28, "LittleEndian"}, {1 << 29, "AllCallsDescribed"},
}

// diFlags is printDIFlags: `DIFlagA | DIFlagB`, skipped when zero.
func (f *fields) diFlags(name string, v uint64) {
	if v == 0 {
		return
	}
	var parts []string
	if a := v & 3; a != 0 {
		parts = append(parts, "DIFlag"+[]string{"", "Private", "Protected", "Public"}[a])
		v &^= 3
	}
	if r := v & (3 << 16); r != 0 {
		parts = append(parts, "DIFlag"+[]string{"", "SingleInheritance", "MultipleInheritance", "VirtualInheritance"}[r>>16])
		v &^= 3 << 16
	}
	const indirectVirtualBase = 1<<2 | 1<<5
	if v&indirectVirtualBase == indirectVirtualBase {
		parts = append(parts, "DIFlagIndirectVirtualBase")
		v &^= indirectVirtualBase
	}
	f.raw(name, joinFlags(parts, v, "DIFlag", diFlagBits))
}

// LLVM's DISPFlags after the virtuality.
var spFlagBits = []flagBit{
	{4, "LocalToUnit"}, {8, "Definition"}, {16, "Optimized"}, {32, "Pure"}, {64, "Elemental"},
	{128, "Recursive"}, {256, "MainSubprogram"}, {512, "Deleted"}, {2048, "ObjCDirect"},
}

// spFlags is printDISPFlags: always printed, `0` when there are none.
func (f *fields) spFlags(v uint64) {
	if v == 0 {
		f.raw("spFlags", "0")
		return
	}
	var parts []string
	if vv := v & spVirtuality; vv != 0 {
		parts = append(parts, "DISPFlag"+[]string{"", "Virtual", "PureVirtual", "PureVirtual"}[vv])
		v &^= spVirtuality
	}
	f.raw("spFlags", joinFlags(parts, v, "DISPFlag", spFlagBits))
}

// flagBit names one bit of a DIFlags or DISPFlags value.
type flagBit struct {
	bit  uint64
	name string
}

// joinFlags finishes printing a flags value as LLVM's DINode::splitFlags
// and printDIFlags/printDISPFlags: after the parts already named, prefix
// and the name of each of bits set in v, then the bits left as a number,
// joined by " | ".
func joinFlags(parts []string, v uint64, prefix string, bits []flagBit) string {
	for _, b := range bits {
		if v&b.bit != 0 {
			parts = append(parts, prefix+b.name)
			v &^= b.bit
		}
	}
	if v != 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	return strings.Join(parts, " | ")
}

// Attribute parameter accessors.
func diStr(a *llvm.Attr, name string) string {
	if s, ok := a.Get(name).(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

func diUint(a *llvm.Attr, name string) uint64 {
	v, _ := a.Get(name).(uint64)
	return v
}

func diBool(a *llvm.Attr, name string) bool {
	v, _ := a.Get(name).(bool)
	return v
}

func diArr(a *llvm.Attr, name string) []ir.Attribute {
	v, _ := a.Get(name).([]ir.Attribute)
	return v
}

// diNode translates a #llvm.di_* attribute (nil for #llvm.di_null_type
// and absent attributes), caching by attribute as MLIR's attrToNode.
func (t *Translator) diNode(a ir.Attribute) *ll.MDNode {
	la, ok := a.(*llvm.Attr)
	if !ok || la == nil {
		return nil
	}
	s := t.debug()
	if n, ok := s.nodes[a]; ok {
		return n
	}
	var n *ll.MDNode
	if la.Mnemonic() == "di_composite_type" {
		if rid, _ := la.GetAttr("recId").(*ir.DistinctAttr); rid != nil {
			if n := s.rec[rid]; n != nil || diUint(la, "tag") == 0 {
				// A self-reference, or any type with the id of one being
				// translated, means that type: MLIR returns its temporary
				// placeholder, which it does not cache (the id may be
				// bound again, and this attribute translated for itself).
				return n
			}
			n = t.diRecursive(la, rid)
		}
	}
	if n == nil {
		n = t.diTranslate(la)
	}
	if n != nil {
		s.nodes[a] = n
	}
	return n
}

// diRecursive translates a composite type with a recursive id. Its node
// is created before its fields so that self-references (tag 0, the same
// id) inside them resolve to it, where LLVM uses a temporary node
// replaced by the concrete one. An unbound self-reference is nil (MLIR
// asserts).
func (t *Translator) diRecursive(la *llvm.Attr, rid *ir.DistinctAttr) *ll.MDNode {
	s := t.debug()
	if n := s.rec[rid]; n != nil {
		return n
	}
	n := &ll.MDNode{Kind: "DICompositeType", Distinct: compositeIsDistinct(diUint(la, "tag"))}
	s.ids[n] = len(s.ids) + 1
	s.rec[rid] = n
	n.Fields = t.compositeFields(la)
	delete(s.rec, rid)
	if !n.Distinct {
		key := s.key(n.Kind, n.Fields, nil)
		if u := s.uniq[key]; u != nil {
			return u
		}
		s.uniq[key] = n
	}
	return n
}

// compositeIsDistinct: MLIR 19 makes composite types of these tags distinct.
func compositeIsDistinct(tag uint64) bool {
	switch tag {
	case 0x02, 0x04, 0x13, 0x17, 0x33: // class, enumeration, structure, union, variant_part
		return true
	}
	return false
}

func (t *Translator) compositeFields(la *llvm.Attr) []ll.MDField {
	s := t.debug()
	var f fields
	f.tag(diUint(la, "tag"))
	f.str("name", diStr(la, "name"), false)
	f.md("scope", t.diNode(la.GetAttr("scope")), false)
	f.md("file", t.diNode(la.GetAttr("file")), false)
	f.uint("line", diUint(la, "line"), false)
	f.md("baseType", t.diNode(la.GetAttr("baseType")), false)
	f.uint("size", diUint(la, "sizeInBits"), false)
	f.uint("align", diUint(la, "alignInBits"), false)
	f.diFlags("flags", diUint(la, "flags"))
	var elems []ll.Metadata
	for _, e := range diArr(la, "elements") {
		elems = append(elems, mdOrNull(t.diNode(e)))
	}
	f.md("elements", s.tuple(elems), false)
	f.md("dataLocation", t.diExpr(la.GetAttr("dataLocation")), false)
	f.md("associated", t.diExpr(la.GetAttr("associated")), false)
	f.md("allocated", t.diExpr(la.GetAttr("allocated")), false)
	f.md("rank", t.diExpr(la.GetAttr("rank")), false)
	return f
}

// mdOrNull turns a nil node into a nil Metadata (printed `null`).
func mdOrNull(n *ll.MDNode) ll.Metadata {
	if n == nil {
		return nil
	}
	return n
}

// diTranslate builds the node of one #llvm.di_* attribute.
func (t *Translator) diTranslate(la *llvm.Attr) *ll.MDNode {
	s := t.debug()
	var f fields
	switch la.Mnemonic() {
	case "di_null_type":
		// Void results and variadic markers: null in LLVM.
		return nil
	case "di_expression":
		return t.diExpr(la)
	case "di_basic_type":
		if tag := diUint(la, "tag"); tag != 0x24 { // DW_TAG_base_type
			f.tag(tag)
		}
		f.str("name", diStr(la, "name"), false)
		f.uint("size", diUint(la, "sizeInBits"), false)
		f.dwarf("encoding", llvm.DwarfEncoding, diUint(la, "encoding"), false)
		return s.node("DIBasicType", false, f)
	case "di_file":
		f.str("filename", diStr(la, "name"), true)
		f.str("directory", diStr(la, "directory"), true)
		return s.node("DIFile", false, f)
	case "di_compile_unit":
		// DIBuilder::createCompileUnit: distinct, listed in !llvm.dbg.cu.
		f.dwarf("language", llvm.DwarfLanguage, diUint(la, "sourceLanguage"), true)
		f.md("file", t.diNode(la.GetAttr("file")), true)
		f.str("producer", diStr(la, "producer"), false)
		f.boolean("isOptimized", diBool(la, "isOptimized"), nil)
		f.uint("runtimeVersion", 0, true)
		f.raw("emissionKind", []string{"NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly"}[diUint(la, "emissionKind")&3])
		if k := diUint(la, "nameTableKind"); k != 0 {
			f.raw("nameTableKind", []string{"Default", "GNU", "None", "Apple"}[k&3])
		}
		n := s.node("DICompileUnit", true, f)
		s.cus = append(s.cus, n)
		if t.M != nil {
			nmd := t.M.NamedMD("llvm.dbg.cu")
			nmd.Ops = append(nmd.Ops, n)
		}
		return n
	case "di_composite_type":
		return s.node("DICompositeType", compositeIsDistinct(diUint(la, "tag")), t.compositeFields(la))
	case "di_derived_type":
		f.tag(diUint(la, "tag"))
		f.str("name", diStr(la, "name"), false)
		f.md("baseType", t.diNode(la.GetAttr("baseType")), true)
		f.uint("size", diUint(la, "sizeInBits"), false)
		f.uint("align", diUint(la, "alignInBits"), false)
		f.uint("offset", diUint(la, "offsetInBits"), false)
		f.md("extraData", t.diNode(la.GetAttr("extraData")), false)
		if as, _ := la.Get("dwarfAddressSpace").(*uint64); as != nil {
			f.uint("dwarfAddressSpace", *as, true)
		}
		return s.node("DIDerivedType", false, f)
	case "di_string_type":
		if tag := diUint(la, "tag"); tag != 0x12 { // DW_TAG_string_type
			f.tag(tag)
		}
		f.str("name", diStr(la, "name"), false)
		f.md("stringLength", t.diNode(la.GetAttr("stringLength")), false)
		f.md("stringLengthExpression", t.diExpr(la.GetAttr("stringLengthExp")), false)
		f.md("stringLocationExpression", t.diExpr(la.GetAttr("stringLocationExp")), false)
		f.uint("size", diUint(la, "sizeInBits"), false)
		f.uint("align", diUint(la, "alignInBits"), false)
		f.dwarf("encoding", llvm.DwarfEncoding, diUint(la, "encoding"), false)
		return s.node("DIStringType", false, f)
	case "di_subroutine_type":
		f.dwarf("cc", llvm.DwarfConvention, diUint(la, "callingConvention"), false)
		var types []ll.Metadata
		for _, ty := range diArr(la, "types") {
			types = append(types, mdOrNull(t.diNode(ty)))
		}
		f.md("types", s.tuple(types), true)
		return s.node("DISubroutineType", false, f)
	case "di_subrange":
		for _, name := range []string{"count", "lowerBound", "upperBound", "stride"} {
			switch v := la.GetAttr(name).(type) {
			case nil:
			case *ir.IntegerAttr:
				f.int(name, v.Int64(), true)
			default:
				if llvm.IsA(v, "di_expression") {
					f.md(name, t.diExpr(v), false)
				} else {
					f.md(name, t.diNode(v), false)
				}
			}
		}
		return s.node("DISubrange", false, f)
	case "di_lexical_block":
		scope := t.diNode(la.GetAttr("scope"))
		f.md("scope", scope, true)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("line", diUint(la, "line"), false)
		f.uint("column", diUint(la, "column"), false)
		n := s.node("DILexicalBlock", true, f)
		s.parent[n] = scope
		return n
	case "di_lexical_block_file":
		scope := t.diNode(la.GetAttr("scope"))
		f.md("scope", scope, true)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("discriminator", diUint(la, "discriminator"), true)
		n := s.node("DILexicalBlockFile", true, f)
		s.parent[n] = scope
		return n
	case "di_local_variable":
		f.str("name", diStr(la, "name"), false)
		f.uint("arg", diUint(la, "arg"), false)
		f.md("scope", t.diNode(la.GetAttr("scope")), true)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("line", diUint(la, "line"), false)
		f.md("type", t.diNode(la.GetAttr("type")), false)
		f.uint("align", diUint(la, "alignInBits"), false)
		return s.node("DILocalVariable", false, f)
	case "di_global_variable":
		f.str("name", diStr(la, "name"), false)
		f.str("linkageName", diStr(la, "linkageName"), false)
		f.md("scope", t.diNode(la.GetAttr("scope")), true)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("line", diUint(la, "line"), false)
		f.md("type", t.diNode(la.GetAttr("type")), false)
		f.boolean("isLocal", diBool(la, "isLocalToUnit"), nil)
		f.boolean("isDefinition", diBool(la, "isDefined"), nil)
		f.uint("align", diUint(la, "alignInBits"), false)
		return s.node("DIGlobalVariable", true, f)
	case "di_global_variable_expression":
		f.md("var", t.diNode(la.GetAttr("var")), false)
		f.md("expr", t.diExprOrEmpty(la.GetAttr("expr")), false)
		return s.node("DIGlobalVariableExpression", false, f)
	case "di_subprogram":
		// Subprograms with one distinct id are one node, whichever is
		// translated first, including while translating this one's
		// operands (a method in its class's elements).
		id, _ := la.GetAttr("id").(*ir.DistinctAttr)
		if n := s.spByID[id]; id != nil && n != nil {
			return n
		}
		flags := diUint(la, "subprogramFlags")
		scope := t.diNode(la.GetAttr("scope"))
		file := t.diNode(la.GetAttr("file"))
		ty := t.diNode(la.GetAttr("type"))
		unit := t.diNode(la.GetAttr("compileUnit"))
		if n := s.spByID[id]; id != nil && n != nil {
			return n
		}
		f.str("name", diStr(la, "name"), false)
		f.str("linkageName", diStr(la, "linkageName"), false)
		f.md("scope", scope, true)
		f.md("file", file, false)
		f.uint("line", diUint(la, "line"), false)
		f.md("type", ty, false)
		f.uint("scopeLine", diUint(la, "scopeLine"), false)
		if flags&spVirtuality != 0 {
			f.uint("virtualIndex", 0, true)
		}
		f.spFlags(flags)
		f.md("unit", unit, false)
		n := s.node("DISubprogram", flags&spDefinition != 0, f)
		if id != nil {
			s.spByID[id] = n
		}
		s.parent[n] = scope
		if unit != nil {
			s.unitOf[n] = unit
		}
		return n
	case "di_module":
		scope := t.diNode(la.GetAttr("scope"))
		f.md("scope", scope, true)
		f.str("name", diStr(la, "name"), false)
		f.str("configMacros", diStr(la, "configMacros"), false)
		f.str("includePath", diStr(la, "includePath"), false)
		f.str("apinotes", diStr(la, "apinotes"), false)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("line", diUint(la, "line"), false)
		f.boolean("isDecl", diBool(la, "isDecl"), falseDefault)
		n := s.node("DIModule", false, f)
		s.modScope[n] = scope
		return n
	case "di_namespace":
		f.str("name", diStr(la, "name"), false)
		f.md("scope", t.diNode(la.GetAttr("scope")), true)
		f.boolean("exportSymbols", diBool(la, "exportSymbols"), falseDefault)
		return s.node("DINamespace", false, f)
	case "di_label":
		f.md("scope", t.diNode(la.GetAttr("scope")), true)
		f.str("name", diStr(la, "name"), false)
		f.md("file", t.diNode(la.GetAttr("file")), false)
		f.uint("line", diUint(la, "line"), false)
		return s.node("DILabel", false, f)
	}
	return nil
}

// diExpr translates a #llvm.di_expression (nil → nil) to the inline
// DIExpression node; an absent expression of a debug intrinsic is the empty
// expression (use diExprOrEmpty).
func (t *Translator) diExpr(a ir.Attribute) *ll.MDNode {
	la, ok := a.(*llvm.Attr)
	if !ok || la == nil {
		return nil
	}
	var f fields
	for _, e := range diArr(la, "operations") {
		el, ok := e.(*llvm.Attr)
		if !ok {
			continue
		}
		op := diUint(el, "opcode")
		name := llvm.DwarfName(llvm.DwarfOperation, op)
		if name == "" {
			name = strconv.FormatUint(op, 10)
		}
		f.raw("", name)
		args, _ := el.Get("arguments").([]uint64)
		for i, v := range args {
			if i == 1 && op == 0x1001 { // DW_OP_LLVM_convert: the encoding by name
				if s := llvm.DwarfName(llvm.DwarfEncoding, v); s != "" {
					f.raw("", s)
					continue
				}
			}
			f.raw("", strconv.FormatUint(v, 10))
		}
	}
	return t.debug().node("DIExpression", false, f)
}

// diExprOrEmpty is diExpr with the empty expression for nil.
func (t *Translator) diExprOrEmpty(a ir.Attribute) *ll.MDNode {
	if n := t.diExpr(a); n != nil {
		return n
	}
	return t.debug().node("DIExpression", false, nil)
}
