package llvm

import (
	"strconv"
	"strings"
	"sync"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Parsing and printing of LLVM dialect types, ported from MLIR 19's
// LLVMTypeSyntax.cpp and the ODS-generated LLVMTypes.cpp.inc.

func init() {
	for _, kw := range typeKeywords {
		kw := kw
		typeParsers[kw] = func(p *asm.Parser) ir.Type {
			t := parseKeywordType(p, kw, p.Offset())
			// A `!llvm.void<...>` body keeps text MLIR's parser never
			// looks at: it is not an error there.
			if parameterless[kw] {
				p.SkipAngleGroup()
			}
			return t
		}
	}
}

func quoteType(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

// cyclic tracks identified structs being parsed or printed (MLIR's
// tryStartCyclicParse / tryStartCyclicPrint), per parser or printer.
var cyclic = struct {
	sync.Mutex
	m map[any][]string
}{m: map[any][]string{}}

func cyclicContains(owner any, name string) bool {
	cyclic.Lock()
	defer cyclic.Unlock()
	for _, n := range cyclic.m[owner] {
		if n == name {
			return true
		}
	}
	return false
}

func cyclicPush(owner any, name string) {
	cyclic.Lock()
	cyclic.m[owner] = append(cyclic.m[owner], name)
	cyclic.Unlock()
}

func cyclicPop(owner any) {
	cyclic.Lock()
	s := cyclic.m[owner]
	if len(s) <= 1 {
		delete(cyclic.m, owner)
	} else {
		cyclic.m[owner] = s[:len(s)-1]
	}
	cyclic.Unlock()
}

// --- parsing ----------------------------------------------------------------

// parseDialectType parses the body of `!llvm.<body>` when no mnemonic
// parser claimed it (MLIR's detail::parseType: keyword types only).
func parseDialectType(p *asm.Parser, _ string) ir.Type {
	return dispatchParse(p, false)
}

// dispatchParse parses a type nested in an LLVM type: any MLIR type, or
// the short form of an LLVM type without `!llvm.`.
func dispatchParse(p *asm.Parser, allowAny bool) ir.Type {
	off := p.Offset()
	if t, ok := p.ParseOptionalType(); ok {
		if !allowAny {
			p.ErrorAt(off, "unexpected type, expected keyword")
		}
		return t
	}
	// Match the keywords without materializing the token text.
	for _, kw := range typeKeywords {
		if p.ConsumeKeyword(kw) {
			return parseKeywordType(p, kw, off)
		}
	}
	key := p.ParseKeywordText()
	return parseKeywordType(p, key, off)
}

// parameterless are the type keywords without parameters.
var parameterless = map[string]bool{"void": true, "token": true, "label": true, "metadata": true,
	"ppc_fp128": true, "x86_mmx": true}

// typeKeywords are the LLVM type keywords, the most frequent first.
var typeKeywords = []string{"ptr", "struct", "array", "vec", "func", "void", "token", "label", "metadata",
	"ppc_fp128", "x86_mmx", "target"}

// ParsePrettyType parses an LLVM-compatible type as nested in LLVM types
// (`ptr`, `struct<...>` or any full type), as LLVM::parsePrettyLLVMType.
func ParsePrettyType(p *asm.Parser) ir.Type { return dispatchParse(p, true) }

func parseKeywordType(p *asm.Parser, key string, keyOff int) ir.Type {
	ctx := p.Context()
	switch key {
	case "void":
		return Void(ctx)
	case "ppc_fp128":
		return PPCFP128(ctx)
	case "x86_mmx":
		return X86MMX(ctx)
	case "token":
		return Token(ctx)
	case "label":
		return Label(ctx)
	case "metadata":
		return Metadata(ctx)
	case "func":
		return parseFunctionType(p)
	case "ptr":
		return parsePointerType(p)
	case "vec":
		return parseVectorType(p)
	case "array":
		return parseArrayType(p)
	case "struct":
		return parseStructType(p)
	case "target":
		return parseTargetExtType(p)
	}
	p.ErrorAt(keyOff, "unknown LLVM type: %s", key)
	return nil
}

// parseUnsignedParam parses a parameter of C++ type unsigned or uint64_t
// (FieldParser), reporting ODS's follow-up message on failure.
func parseUnsignedParam(p *asm.Parser, bits int, class, param, cppType string) uint64 {
	var v uint64
	if !p.Try(func() { v = p.ParseIntegerOfWidth(bits, false) }) {
		p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", class, param, cppType)
	}
	return v
}

func parsePointerType(p *asm.Parser) ir.Type {
	var as uint64
	if p.ConsumeIf("<") {
		if !p.IsIntegerLiteral() && (p.IsBareIdent() || strings.HasPrefix(p.TokenText(), "!")) {
			// The seed-era typed pointer, !llvm.ptr<f32> or
			// !llvm.ptr<f32, 1>, which MLIR 19 no longer parses: the
			// pointee type is dropped and the pointer is opaque, as LLVM's
			// own move to opaque pointers made them.
			dispatchParse(p, true)
			if p.ConsumeIf(",") {
				as = parseUnsignedParam(p, 32, "LLVMPointerType", "addressSpace", "unsigned")
			}
			p.Expect(">", "expected '>'")
			return Pointer(p.Context(), uint32(as))
		}
		as = parseUnsignedParam(p, 32, "LLVMPointerType", "addressSpace", "unsigned")
		p.Expect(">", "expected '>'")
	}
	return Pointer(p.Context(), uint32(as))
}

func parseArrayType(p *asm.Parser) ir.Type {
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	n := parseUnsignedParam(p, 64, "LLVMArrayType", "numElements", "uint64_t")
	// parseKeyword reports at the current token.
	if off := p.Offset(); !p.ConsumeKeyword("x") {
		p.ErrorAt(off, "expected 'x'")
	}
	elem := dispatchParse(p, true)
	p.Expect(">", "expected '>'")
	if msg := ArrayError(elem); msg != "" {
		p.ErrorAt(loc, "%s", msg)
	}
	return Array(p.Context(), elem, n)
}

func parseFunctionType(p *asm.Parser) ir.Type {
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	result := dispatchParse(p, true)
	p.Expect("(", "expected '('")
	var params []ir.Type
	varArg := false
	switch {
	case p.ConsumeIf(")"):
	case p.ConsumeIf("..."):
		varArg = true
		p.Expect(")", "expected ')'")
	default:
		params = append(params, dispatchParse(p, true))
		for p.ConsumeIf(",") {
			if p.ConsumeIf("...") {
				varArg = true
				break
			}
			params = append(params, dispatchParse(p, true))
		}
		p.Expect(")", "expected ')'")
	}
	p.Expect(">", "expected '>'")
	if msg := FuncError(result, params); msg != "" {
		p.ErrorAt(loc, "%s", msg)
	}
	return Func(p.Context(), result, params, varArg)
}

func parseVectorType(p *asm.Parser) ir.Type {
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	dimPos := p.Offset()
	dims := p.ParseDimensionList(true)
	typePos := p.Offset()
	elem := dispatchParse(p, true)
	p.Expect(">", "expected '>'")
	if len(dims) == 0 || len(dims) > 2 || (len(dims) == 2) != (dims[0] == ir.Dynamic) ||
		(len(dims) == 2 && dims[1] == ir.Dynamic) {
		p.ErrorAt(dimPos, "expected '? x <integer> x <type>' or '<integer> x <type>'")
	}
	ctx := p.Context()
	if len(dims) == 2 {
		n := uint32(dims[1])
		if msg := VectorError(elem, n, true); msg != "" {
			p.ErrorAt(loc, "%s", msg)
		}
		return ScalableVector(ctx, elem, n)
	}
	if isSignlessIntOrFloat(elem) {
		p.ErrorAt(typePos, "cannot use !llvm.vec for built-in primitives, use 'vector' instead")
	}
	n := uint32(dims[0])
	if msg := VectorError(elem, n, false); msg != "" {
		p.ErrorAt(loc, "%s", msg)
	}
	return FixedVector(ctx, elem, n)
}

func isSignlessIntOrFloat(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.FloatType:
		return true
	}
	return false
}

func parseStructType(p *asm.Parser) ir.Type {
	ctx := p.Context()
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	name := ""
	identified := p.IsString()
	if identified {
		name = p.ParseStringLiteral()
		greaterLoc := p.Offset()
		if p.ConsumeIf(">") {
			s := IdentifiedStruct(ctx, name)
			if !cyclicContains(p, name) {
				p.ErrorAt(greaterLoc, "struct without a body only allowed in a recursive struct")
			}
			return s
		}
		p.Expect(",", "expected ','")
	}
	kwLoc := p.Offset()
	if p.ConsumeKeyword("opaque") {
		if !identified {
			p.ErrorAt(kwLoc, "only identified structs can be opaque")
		}
		p.Expect(">", "expected '>'")
		s := OpaqueStruct(ctx, name)
		if !s.IsOpaque() {
			p.ErrorAt(kwLoc, "redeclaring defined struct as opaque")
		}
		return s
	}
	if identified {
		if cyclicContains(p, name) {
			p.ErrorAt(kwLoc, "identifier already used for an enclosing struct")
		}
		cyclicPush(p, name)
		defer cyclicPop(p)
	}
	packed := p.ConsumeKeyword("packed")
	p.Expect("(", "expected '('")
	var body []ir.Type
	subtypesLoc := p.Offset()
	if !p.ConsumeIf(")") {
		body = append(body, dispatchParse(p, true))
		for p.ConsumeIf(",") {
			body = append(body, dispatchParse(p, true))
		}
		p.Expect(")", "expected ')'")
	}
	p.Expect(">", "expected '>'")
	if !identified {
		if msg := StructElementError(body); msg != "" {
			p.ErrorAt(loc, "%s", msg)
		}
		return LiteralStruct(ctx, body, packed)
	}
	if len(body) == 0 {
		subtypesLoc = kwLoc
	}
	if msg := StructElementError(body); msg != "" {
		p.ErrorAt(subtypesLoc, "%s", msg)
	}
	s := IdentifiedStruct(ctx, name)
	if !s.SetBody(body, packed) {
		p.ErrorAt(subtypesLoc, "identified type already used with a different body")
	}
	return s
}

func parseTargetExtType(p *asm.Parser) ir.Type {
	p.Expect("<", "expected '<'")
	var name string
	if !p.Try(func() {
		if !p.IsString() {
			p.Errorf("expected string")
		}
		name = p.ParseStringLiteral()
	}) {
		p.Errorf("failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`")
	}
	var types []ir.Type
	var ints []uint32
	if p.ConsumeIf(",") {
		parseType := true
		elt := func() bool {
			if v, ok := p.ParseOptionalIntegerOfWidth(32, false); ok {
				ints = append(ints, uint32(v))
				parseType = false
				return true
			}
			if parseType {
				return p.Try(func() { types = append(types, dispatchParse(p, true)) })
			}
			return false
		}
		ok := elt()
		for ok && p.ConsumeIf(",") {
			ok = elt()
		}
		if !ok {
			p.Errorf("failed to parse parameter list for target extension type")
		}
	}
	p.Expect(">", "expected '>'")
	return TargetExt(p.Context(), name, types, ints)
}

// --- printing ---------------------------------------------------------------

// printDialectType prints an LLVM type without `!llvm.` (the body MLIR's
// dialect printer writes); false for types of other dialects.
func printDialectType(pr *asm.Printer, t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *PPCFP128Type, *X86MMXType, *TokenType, *LabelType, *MetadataType,
		*PointerType, *ArrayType, *FunctionType, *FixedVectorType, *ScalableVectorType,
		*StructType, *TargetExtType:
		printType(pr, t)
		return true
	}
	return false
}

// PrintPrettyType prints a type nested in an LLVM type: LLVM-compatible
// dialect types without `!llvm.`, everything else as usual
// (LLVM::printPrettyLLVMType).
func PrintPrettyType(pr *asm.Printer, t ir.Type) {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.VectorType:
		pr.PrintType(t)
		return
	}
	if IsCompatibleType(t) {
		printType(pr, t)
		return
	}
	pr.PrintType(t)
}

func printType(pr *asm.Printer, t ir.Type) {
	switch t := t.(type) {
	case *VoidType:
		pr.WriteString("void")
	case *PPCFP128Type:
		pr.WriteString("ppc_fp128")
	case *X86MMXType:
		pr.WriteString("x86_mmx")
	case *TokenType:
		pr.WriteString("token")
	case *LabelType:
		pr.WriteString("label")
	case *MetadataType:
		pr.WriteString("metadata")
	case *PointerType:
		pr.WriteString("ptr")
		if t.AddrSpace != 0 {
			pr.WriteString("<" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ">")
		}
	case *ArrayType:
		pr.WriteString("array<" + strconv.FormatUint(t.Len, 10) + " x ")
		PrintPrettyType(pr, t.Elem)
		pr.WriteString(">")
	case *FixedVectorType:
		pr.WriteString("vec<" + strconv.FormatUint(uint64(t.Len), 10) + " x ")
		PrintPrettyType(pr, t.Elem)
		pr.WriteString(">")
	case *ScalableVectorType:
		// ODS prints the literal `x` followed by a space and then the
		// parameter's leading space: two spaces.
		pr.WriteString("vec<? x " + strconv.FormatUint(uint64(t.MinLen), 10) + " x  ")
		PrintPrettyType(pr, t.Elem)
		pr.WriteString(">")
	case *FunctionType:
		pr.WriteString("func<")
		PrintPrettyType(pr, t.Result)
		pr.WriteString(" (")
		for i, pt := range t.Params {
			if i > 0 {
				pr.WriteString(", ")
			}
			PrintPrettyType(pr, pt)
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				pr.WriteString(", ")
			}
			pr.WriteString("...")
		}
		pr.WriteString(")>")
	case *StructType:
		pr.WriteString("struct")
		printStructType(pr, t)
	case *TargetExtType:
		pr.WriteString("target<")
		pr.PrintStringLiteral(t.Name)
		if len(t.TypeParams) > 0 || len(t.IntParams) > 0 {
			pr.WriteString(", ")
			for i, tp := range t.TypeParams {
				if i > 0 {
					pr.WriteString(", ")
				}
				pr.PrintType(tp)
			}
			if len(t.TypeParams) > 0 && len(t.IntParams) > 0 {
				pr.WriteString(", ")
			}
			for i, v := range t.IntParams {
				if i > 0 {
					pr.WriteString(", ")
				}
				pr.WriteString(strconv.FormatUint(uint64(v), 10))
			}
		}
		pr.WriteString(">")
	}
}

func printStructType(pr *asm.Printer, t *StructType) {
	pr.WriteString("<")
	if t.Identified {
		pr.WriteString("\"" + t.Name + "\"")
		if cyclicContains(pr, t.Name) {
			pr.WriteString(">")
			return
		}
		pr.WriteString(", ")
		if t.IsOpaque() {
			pr.WriteString("opaque>")
			return
		}
		cyclicPush(pr, t.Name)
		defer cyclicPop(pr)
	}
	if t.IsPacked() {
		pr.WriteString("packed ")
	}
	pr.WriteString("(")
	for i, e := range t.Body() {
		if i > 0 {
			pr.WriteString(", ")
		}
		PrintPrettyType(pr, e)
	}
	pr.WriteString(")>")
}
