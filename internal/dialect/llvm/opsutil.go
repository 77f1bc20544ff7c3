package llvm

import (
	"fmt"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Helpers shared by the hand-written op parsers, printers and verifiers.

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// opErrorAt reports an error as MLIR's OpAsmParser::emitError does inside
// a custom op parser: prefixed with "custom op 'NAME' ".
func opErrorAt(p *asm.Parser, st *ir.OperationState, off int, format string, args ...any) {
	p.ErrorAt(off, "custom op '%s' %s", opDisplayName(st), sprintf(format, args...))
}

// opErrorAtName reports a custom-op error at the op name
// (parser.getNameLoc()).
func opErrorAtName(p *asm.Parser, st *ir.OperationState, format string, args ...any) {
	p.Fail(ir.Errorf(st.Loc, "custom op '%s' %s", opDisplayName(st), sprintf(format, args...)))
}

// opDisplayName is the op name as written (MLIR prints the name the
// parser was given).
func opDisplayName(st *ir.OperationState) string { return st.Name }

// expectKeyword is OpAsmParser::parseKeyword(kw).
func expectKeyword(p *asm.Parser, st *ir.OperationState, kw string) {
	off := p.Offset()
	if !p.ConsumeKeyword(kw) {
		opErrorAt(p, st, off, "expected '%s'", kw)
	}
}

// parseSymbolName is OpAsmParser::parseSymbolName.
func parseSymbolName(p *asm.Parser, st *ir.OperationState) string {
	off := p.Offset()
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		opErrorAt(p, st, off, "expected valid '@'-identifier for symbol name")
	}
	return name
}

// enumCase returns the value of the enum case spelled s.
func enumCase(e *ods.Enum, s string) (uint64, bool) {
	for _, c := range e.Cases {
		if c.Str == s && s != "" {
			return c.Value, true
		}
	}
	return 0, false
}

// parseOptionalEnumKeyword is parseOptionalLLVMKeyword: one of the enum's
// case strings as a keyword, else def.
func parseOptionalEnumKeyword(p *asm.Parser, e *ods.Enum, def uint64) uint64 {
	if !p.IsBareIdent() {
		return def
	}
	if v, ok := enumCase(e, p.TokenText()); ok {
		p.ConsumeKeyword(p.TokenText())
		return v
	}
	return def
}

// intAttrValue returns the integer value of an IntegerAttr, or def.
func intAttrValue(a ir.Attribute, def int64) int64 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Int64()
	}
	return def
}

// enumAttrValue returns the enum of an LLVM enum-valued attribute such as
// #llvm.linkage<...> (its first parameter), or def.
func enumAttrValue(a ir.Attribute, def uint64) uint64 {
	if la, ok := a.(*Attr); ok && len(la.Vals) > 0 {
		if v, ok := la.Vals[0].(uint64); ok {
			return v
		}
	}
	return def
}

// enumString returns e's case string for v ("" when none).
func enumString(e *ods.Enum, v uint64) string {
	if c := e.Case(v); c != nil {
		return c.Str
	}
	return ""
}

var (
	enLinkage      = enumByName("Linkage")
	enCConv        = enumByName("CConv")
	enTailCallKind = enumByName("TailCallKind")
	enVisibility   = enumByName("Visibility")
	enUnnamedAddr  = enumByName("UnnamedAddr")
	enICmp         = enumByName("ICmpPredicate")
	enFCmp         = enumByName("FCmpPredicate")
)

// Linkage values.
const (
	LinkagePrivate   = 0
	LinkageInternal  = 1
	LinkageCommon    = 5
	LinkageAppending = 6
	LinkageExternal  = 10
)

// LinkageAttr returns #llvm.linkage<v>.
func LinkageAttr(ctx *ir.Context, v uint64) *Attr { return NewAttr(ctx, "linkage", v) }

// CConvAttr returns #llvm.cconv<v>.
func CConvAttr(ctx *ir.Context, v uint64) *Attr { return NewAttr(ctx, "cconv", v) }

// TailCallKindAttr returns #llvm.tailcallkind<v>.
func TailCallKindAttr(ctx *ir.Context, v uint64) *Attr { return NewAttr(ctx, "tailcallkind", v) }

// fastmathNone reports whether a is #llvm.fastmath<none> (the default that
// processFMFAttr leaves out when printing).
func fastmathNone(a ir.Attribute) bool {
	ea, ok := a.(*ods.EnumAttr)
	return ok && ea.Def.Mnemonic == "fastmath" && ea.Value == 0
}

// processFMF drops a default fastmathFlags attribute.
func processFMF(attrs []ir.NamedAttr) []ir.NamedAttr {
	out := make([]ir.NamedAttr, 0, len(attrs))
	for _, a := range attrs {
		if a.Name == "fastmathFlags" && fastmathNone(a.Value) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// printFunctionalType prints `(inputs) -> results` as
// OpAsmPrinter::printFunctionalType.
func printFunctionalType(pr *asm.Printer, inputs, results []ir.Type) {
	pr.WriteString("(")
	pr.PrintTypes(inputs)
	pr.WriteString(")")
	pr.WriteString(" -> ")
	wrapped := len(results) != 1
	if !wrapped {
		if _, ok := results[0].(*ir.FunctionType); ok {
			wrapped = true
		}
	}
	if wrapped {
		pr.WriteString("(")
	}
	pr.PrintTypes(results)
	if wrapped {
		pr.WriteString(")")
	}
}

func typesOf(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

func hasAttr(op *ir.Operation, name string) bool { return op.Attr(name) != nil }

// MemoryEffectsNone returns #llvm.memory_effects with every location
// NoModRef (what func's llvm.readnone becomes).
func MemoryEffectsNone(ctx *ir.Context) *Attr {
	return NewAttr(ctx, "memory_effects", uint64(0), uint64(0), uint64(0))
}
