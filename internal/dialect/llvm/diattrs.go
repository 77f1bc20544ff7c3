package llvm

import (
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// The LLVM dialect's debug info attributes (#llvm.di_*, LLVMAttrDefs.td).

// dwarfParam is an LLVM_DIParameter: a DWARF constant written by name
// (DW_TAG_..., DW_ATE_..., DW_LANG_..., DW_CC_..., DW_OP_...).
func dwarfParam(name, summary string, table []dwarfName, optional bool) Param {
	return Param{Name: name, Kind: PCustom, Cpp: "unsigned", Optional: optional, Default: uint64(0),
		Parse: func(p *asm.Parser) any {
			loc := p.Offset()
			kw := p.ParseKeywordText()
			for _, d := range table {
				if d.name == kw {
					return d.id
				}
			}
			p.ErrorAt(loc, "invalid debug info debug info %s name: %s", summary, kw)
			return nil
		},
		Print: func(pr *asm.Printer, v any) { pr.WriteString(dwarfString(table, v.(uint64))) }}
}

// dwarfString returns the name of a DWARF constant ("" when unknown).
func dwarfString(table []dwarfName, id uint64) string {
	for _, d := range table {
		if d.id == id {
			return d.name
		}
	}
	return ""
}

// DW_OP_LLVM_convert, whose second operand prints as an encoding name.
const dwOpLLVMConvert = 0x1000 + 1

// diFlagsString is stringifyDIFlags: the visibility groups, then the
// single bits in declaration order, joined by '|'.
func diFlagsString(v uint64) string {
	if v == 0 {
		return "Zero"
	}
	var parts []string
	for _, g := range []struct {
		name string
		bits uint64
	}{{"Public", 3}, {"Protected", 2}, {"Private", 1}} {
		if v&g.bits == g.bits {
			parts = append(parts, g.name)
			v &^= g.bits
		}
	}
	for _, c := range enumByName("DIFlags").Cases {
		switch c.Str {
		case "Zero", "Private", "Protected", "Public":
			continue
		}
		if c.Value != 0 && v&c.Value == c.Value {
			parts = append(parts, c.Str)
		}
	}
	return strings.Join(parts, "|")
}

// parseBitEnum is a bit enum's symbolize: `Zero` or cases joined by '|'.
func parseBitEnum(p *asm.Parser, enum, desc string) uint64 {
	e := enumByName(enum)
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
	if s == "Zero" && enum == "DIFlags" {
		return 0
	}
	var v uint64
	for _, part := range strings.Split(s, "|") {
		c, ok := enumCase(e, strings.TrimSpace(part))
		if !ok {
			p.ErrorAt(loc, "invalid %s specification: %s", desc, s)
		}
		v |= c
	}
	return v
}

func printBitEnumValue(pr *asm.Printer, s string) {
	if ir.IsValidBareIdentifier(s) {
		pr.WriteString(s)
		return
	}
	pr.WriteString("\"" + s + "\"")
}

func init() {
	diScope := clsOneOf("di_compile_unit", "di_composite_type", "di_file", "di_lexical_block",
		"di_lexical_block_file", "di_subprogram", "di_module", "di_namespace")
	diType := clsOneOf("di_null_type", "di_basic_type", "di_composite_type", "di_derived_type",
		"di_subroutine_type", "di_string_type")
	diNode := clsOneOf("di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_file",
		"di_global_variable", "di_label", "di_lexical_block", "di_lexical_block_file", "di_local_variable",
		"di_module", "di_namespace", "di_null_type", "di_subprogram", "di_subrange", "di_subroutine_type",
		"di_string_type")
	diVariable := clsOneOf("di_local_variable", "di_global_variable")
	file := clsOf("di_file")
	expr := clsOf("di_expression")

	tag := dwarfParam("tag", "tag", dwarfTags, false)
	encoding := dwarfParam("encoding", "encoding", dwarfEncodings, true)
	str := func(n string) Param { return optAttr(n, "StringAttr", clsString) }
	u := func(n, cpp string, bits int) Param {
		return Param{Name: n, Kind: PUint, Cpp: cpp, Bits: bits, Optional: true}
	}
	ureq := func(n, cpp string, bits int) Param { return Param{Name: n, Kind: PUint, Cpp: cpp, Bits: bits} }
	b := func(n string) Param { return Param{Name: n, Kind: PBool, Cpp: "bool", Optional: true} }
	di := func(m, def string, ps ...Param) {
		defineAttr(&AttrDef{Mnemonic: m, DefName: def, Format: FmtStruct, Alias: true, Params: ps})
	}
	diFlags := Param{Name: "flags", Kind: PCustom, Cpp: "DIFlags", Optional: true, Default: uint64(0),
		Parse: func(p *asm.Parser) any { return parseBitEnum(p, "DIFlags", "LLVM DI flags") },
		Print: func(pr *asm.Printer, v any) { printBitEnumValue(pr, diFlagsString(v.(uint64))) }}
	spFlags := Param{Name: "subprogramFlags", Kind: PCustom, Cpp: "DISubprogramFlags", Optional: true, Default: uint64(0),
		Parse: func(p *asm.Parser) any { return parseBitEnum(p, "DISubprogramFlags", "LLVM DISubprogram flags") },
		Print: func(pr *asm.Printer, v any) {
			printBitEnumValue(pr, enumByName("DISubprogramFlags").String(v.(uint64)))
		}}

	defineAttr(&AttrDef{Mnemonic: "di_null_type", DefName: "LLVM_DINullTypeAttr", Format: FmtNone, Alias: true})
	di("di_basic_type", "LLVM_DIBasicTypeAttr", tag, reqAttr("name", "StringAttr", clsString),
		u("sizeInBits", "uint64_t", 64), encoding)
	di("di_compile_unit", "LLVM_DICompileUnitAttr", reqAttr("id", "DistinctAttr", clsDistinct),
		dwarfParam("sourceLanguage", "language", dwarfLanguages, false), reqAttr("file", "DIFileAttr", file),
		str("producer"), Param{Name: "isOptimized", Kind: PBool, Cpp: "bool"},
		enumParam("emissionKind", "DIEmissionKind", "DIEmissionKind", "LLVM debug emission kind"),
		func() Param {
			p := enumParam("nameTableKind", "DINameTableKind", "DINameTableKind", "LLVM debug name table kind")
			p.Optional = true
			return p
		}())
	di("di_composite_type", "LLVM_DICompositeTypeAttr", tag, optAttr("recId", "DistinctAttr", clsDistinct),
		str("name"), optAttr("file", "DIFileAttr", file), u("line", "uint32_t", 32),
		optAttr("scope", "DIScopeAttr", diScope), optAttr("baseType", "DITypeAttr", diType), diFlags,
		u("sizeInBits", "uint64_t", 64), u("alignInBits", "uint64_t", 64),
		Param{Name: "elements", Kind: PAttrArray, Cpp: "::llvm::ArrayRef<DINodeAttr>", Optional: true, Class: diNode},
		optAttr("dataLocation", "DIExpressionAttr", expr), optAttr("rank", "DIExpressionAttr", expr),
		optAttr("allocated", "DIExpressionAttr", expr), optAttr("associated", "DIExpressionAttr", expr))
	di("di_derived_type", "LLVM_DIDerivedTypeAttr", tag, str("name"), optAttr("baseType", "DITypeAttr", diType),
		u("sizeInBits", "uint64_t", 64), u("alignInBits", "uint32_t", 32), u("offsetInBits", "uint64_t", 64),
		Param{Name: "dwarfAddressSpace", Kind: POptUint, Cpp: "std::optional<unsigned>", Optional: true},
		optAttr("extraData", "DINodeAttr", diNode))
	defineAttr(&AttrDef{Mnemonic: "di_file", DefName: "LLVM_DIFileAttr", Format: FmtCustom, Alias: true,
		Params:    []Param{reqAttr("name", "StringAttr", clsString), reqAttr("directory", "StringAttr", clsString)},
		ParseBody: parseDIFile, PrintBody: printDIFile})
	di("di_global_variable_expression", "LLVM_DIGlobalVariableExpressionAttr",
		reqAttr("var", "DIGlobalVariableAttr", clsOf("di_global_variable")), optAttr("expr", "DIExpressionAttr", expr))
	di("di_global_variable", "LLVM_DIGlobalVariable", optAttr("scope", "DIScopeAttr", diScope), str("name"),
		str("linkageName"), reqAttr("file", "DIFileAttr", file), ureq("line", "unsigned", 32),
		reqAttr("type", "DITypeAttr", diType), b("isLocalToUnit"), b("isDefined"), u("alignInBits", "unsigned", 32))
	di("di_lexical_block", "LLVM_DILexicalBlockAttr", reqAttr("scope", "DIScopeAttr", diScope),
		optAttr("file", "DIFileAttr", file), u("line", "unsigned", 32), u("column", "unsigned", 32))
	di("di_lexical_block_file", "LLVM_DILexicalBlockFile", reqAttr("scope", "DIScopeAttr", diScope),
		optAttr("file", "DIFileAttr", file), ureq("discriminator", "unsigned", 32))
	di("di_local_variable", "LLVM_DILocalVariableAttr", reqAttr("scope", "DIScopeAttr", diScope), str("name"),
		optAttr("file", "DIFileAttr", file), u("line", "unsigned", 32), u("arg", "unsigned", 32),
		u("alignInBits", "unsigned", 32), optAttr("type", "DITypeAttr", diType))
	di("di_subprogram", "LLVM_DISubprogramAttr", optAttr("id", "DistinctAttr", clsDistinct),
		optAttr("compileUnit", "DICompileUnitAttr", clsOf("di_compile_unit")), reqAttr("scope", "DIScopeAttr", diScope),
		str("name"), str("linkageName"), reqAttr("file", "DIFileAttr", file), u("line", "unsigned", 32),
		u("scopeLine", "unsigned", 32), spFlags,
		optAttr("type", "DISubroutineTypeAttr", clsOf("di_subroutine_type")))
	di("di_module", "LLVM_DIModuleAttr", optAttr("file", "DIFileAttr", file), optAttr("scope", "DIScopeAttr", diScope),
		str("name"), str("configMacros"), str("includePath"), str("apinotes"), u("line", "unsigned", 32), b("isDecl"))
	di("di_namespace", "LLVM_DINamespaceAttr", str("name"), optAttr("scope", "DIScopeAttr", diScope),
		Param{Name: "exportSymbols", Kind: PBool, Cpp: "bool"})
	defineAttr(&AttrDef{Mnemonic: "di_subrange", DefName: "LLVM_DISubrangeAttr", Format: FmtStruct,
		Params: []Param{optAttr("count", "::mlir::Attribute", clsAny),
			optAttr("lowerBound", "::mlir::Attribute", clsAny), optAttr("upperBound", "::mlir::Attribute", clsAny),
			optAttr("stride", "::mlir::Attribute", clsAny)}})
	di("di_subroutine_type", "LLVM_DISubroutineTypeAttr",
		dwarfParam("callingConvention", "calling convention", dwarfConventions, true),
		Param{Name: "types", Kind: PAttrArray, Cpp: "::llvm::ArrayRef<DITypeAttr>", Optional: true, Class: diType})
	di("di_label", "LLVM_DILabelAttr", reqAttr("scope", "DIScopeAttr", diScope), str("name"),
		optAttr("file", "DIFileAttr", file), u("line", "unsigned", 32))
	di("di_string_type", "LLVM_DIStringTypeAttr", tag, reqAttr("name", "StringAttr", clsString),
		u("sizeInBits", "uint64_t", 64), u("alignInBits", "uint32_t", 32),
		optAttr("stringLength", "DIVariableAttr", diVariable), optAttr("stringLengthExp", "DIExpressionAttr", expr),
		optAttr("stringLocationExp", "DIExpressionAttr", expr), encoding)

	// DWARF expressions.
	elem := clsOf("di_expression_elem")
	defineAttr(&AttrDef{Mnemonic: "di_expression_elem", DefName: "LLVM_DIExpressionElemAttr", Format: FmtCustom,
		Params: []Param{dwarfParam("opcode", "operation encoding", dwarfOperations, false),
			{Name: "arguments", Kind: PUintArray, Cpp: "::llvm::ArrayRef<uint64_t>", Optional: true}},
		ParseBody: parseDIExpressionElem, PrintBody: printDIExpressionElem})
	defineAttr(&AttrDef{Mnemonic: "di_expression", DefName: "LLVM_DIExpressionAttr", Format: FmtCustom,
		Params:    []Param{{Name: "operations", Kind: PAttrArray, Cpp: "::llvm::ArrayRef<DIExpressionElemAttr>", Optional: true, Class: elem}},
		ParseBody: parseDIExpression, PrintBody: printDIExpression})
}

// `<` $name `in` $directory `>`
func parseDIFile(p *asm.Parser, d *AttrDef) []any {
	p.Expect("<", "expected '<'")
	name := parseParamValue(p, d, d.Params[0])
	if off := p.Offset(); !p.ConsumeKeyword("in") {
		p.ErrorAt(off, "expected 'in'")
	}
	dir := parseParamValue(p, d, d.Params[1])
	p.Expect(">", "expected '>'")
	return []any{name, dir}
}

func printDIFile(pr *asm.Printer, a *Attr) {
	pr.WriteString("<")
	pr.PrintAttribute(a.Vals[0].(ir.Attribute))
	pr.WriteString(" in ")
	pr.PrintAttribute(a.Vals[1].(ir.Attribute))
	pr.WriteString(">")
}

// The format: $opcode, then `(` custom<ExpressionArg>(...) `)` when there
// are arguments.
func parseDIExpressionElem(p *asm.Parser, d *AttrDef) []any {
	opcode := parseParamValue(p, d, d.Params[0]).(uint64)
	var args []uint64
	if p.ConsumeIf("(") {
		operand := func() {
			var v uint64
			if len(args) > 0 && opcode == dwOpLLVMConvert {
				if kw, ok := p.ParseOptionalKeywordText(); ok {
					for _, e := range dwarfEncodings {
						if e.name == kw {
							v = e.id
						}
					}
					if v == 0 {
						p.Errorf("encountered unknown attribute encoding \"%s\"", kw)
					}
				}
			}
			if v == 0 {
				ok := p.Try(func() { v = p.ParseIntegerOfWidth(64, false) })
				if !ok {
					p.Errorf("expected integer operand")
				}
			}
			args = append(args, v)
		}
		operand()
		for p.ConsumeIf(",") {
			operand()
		}
		p.Expect(")", "expected ')'")
	}
	return []any{opcode, args}
}

func printDIExpressionElem(pr *asm.Printer, a *Attr) {
	opcode := a.Vals[0].(uint64)
	pr.WriteString(dwarfString(dwarfOperations, opcode))
	args, _ := a.Vals[1].([]uint64)
	if len(args) == 0 {
		return
	}
	pr.WriteString("(")
	// As printExpressionArg: the counter only advances for operands printed
	// as integers.
	i := 0
	for k, v := range args {
		if k > 0 {
			pr.WriteString(", ")
		}
		if i > 0 && opcode == dwOpLLVMConvert {
			if s := dwarfString(dwarfEncodings, v); s != "" {
				pr.WriteString(s)
				continue
			}
		}
		pr.WriteString(strconv.FormatUint(v, 10))
		i++
	}
	pr.WriteString(")")
}

// `<` ( `[` $operations^ `]` ) : (“)? `>`
func parseDIExpression(p *asm.Parser, d *AttrDef) []any {
	p.Expect("<", "expected '<'")
	var ops []ir.Attribute
	if p.ConsumeIf("[") {
		ops = parseParamValue(p, d, d.Params[0]).([]ir.Attribute)
		p.Expect("]", "expected ']'")
	}
	p.Expect(">", "expected '>'")
	return []any{ops}
}

func printDIExpression(pr *asm.Printer, a *Attr) {
	pr.WriteString("<")
	if ops, _ := a.Vals[0].([]ir.Attribute); len(ops) > 0 {
		pr.WriteString("[")
		printParamValue(pr, a.Def.Params[0], ops)
		pr.WriteString("]")
	}
	pr.WriteString(">")
}
