package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The LLVM dialect's non-enum attributes (LLVMAttrDefs.td), other than
// debug info (see diattrs.go).

// enumByName returns the generated enum named name.
func enumByName(name string) *ods.Enum {
	for _, e := range genEnums {
		if e.Name == name {
			return e
		}
	}
	panic("llvm: no enum " + name)
}

// Attribute classes of parameters.
var (
	clsAny      = &AttrClass{}
	clsBool     = &AttrClass{Check: func(a ir.Attribute) bool { ia, ok := a.(*ir.IntegerAttr); return ok && ia.IsBool() }}
	clsInt      = &AttrClass{Check: func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }}
	clsString   = &AttrClass{Check: func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }}
	clsDistinct = &AttrClass{Check: func(a ir.Attribute) bool { _, ok := a.(*ir.DistinctAttr); return ok }}
	clsFusedLoc = &AttrClass{Check: func(a ir.Attribute) bool { _, ok := a.(*ir.FusedLoc); return ok }}
)

// clsOf is the concrete LLVM attribute class with mnemonic m.
func clsOf(m string) *AttrClass {
	return &AttrClass{defName: m, Check: func(a ir.Attribute) bool { return IsA(a, m) }}
}

// clsOneOf is a base class or interface implemented by the attributes
// with the given mnemonics (parsed and printed in full).
func clsOneOf(ms ...string) *AttrClass {
	return &AttrClass{Check: func(a ir.Attribute) bool {
		la, ok := a.(*Attr)
		if !ok {
			return false
		}
		for _, m := range ms {
			if la.Def.Mnemonic == m {
				return true
			}
		}
		return false
	}}
}

func optAttr(name, cpp string, c *AttrClass) Param {
	return Param{Name: name, Kind: PAttr, Cpp: cpp, Optional: true, Class: c}
}

func reqAttr(name, cpp string, c *AttrClass) Param {
	return Param{Name: name, Kind: PAttr, Cpp: cpp, Class: c}
}

func enumParam(name, cpp, enum, desc string) Param {
	return Param{Name: name, Kind: PEnum, Cpp: cpp, Enum: enumByName(enum), EnumDesc: desc}
}

func init() {
	// Enum-valued attributes with `<` $value `>`.
	for _, e := range []struct{ mnemonic, def, param, cpp, enum, desc string }{
		{"cconv", "CConvAttr", "CallingConv", "CConv", "CConv", "Calling Conventions"},
		{"linkage", "LinkageAttr", "linkage", "linkage::Linkage", "Linkage", "LLVM linkage types"},
		{"framePointerKind", "FramePointerKindAttr", "framePointerKind", "framePointerKind::FramePointerKind", "FramePointerKind", "LLVM FramePointerKind"},
		{"tailcallkind", "TailCallKindAttr", "tailCallKind", "TailCallKind", "TailCallKind", "Tail Call Kind"},
	} {
		defineAttr(&AttrDef{Mnemonic: e.mnemonic, DefName: e.def, Format: FmtParams,
			Params: []Param{enumParam(e.param, e.cpp, e.enum, e.desc)}})
	}
	defineAttr(&AttrDef{Mnemonic: "comdat", DefName: "ComdatAttr", Format: FmtBare,
		Params: []Param{enumParam("comdat", "comdat::Comdat", "Comdat", "LLVM Comdat Types")}})

	// Loop annotations.
	bo := func(n string) Param { return optAttr(n, "BoolAttr", clsBool) }
	in := func(n string) Param { return optAttr(n, "IntegerAttr", clsInt) }
	la := func(n string) Param { return optAttr(n, "LoopAnnotationAttr", clsOf("loop_annotation")) }
	loop := func(m, def string, ps ...Param) {
		defineAttr(&AttrDef{Mnemonic: m, DefName: def, Format: FmtStruct, Alias: true, Params: ps})
	}
	loop("loop_vectorize", "LoopVectorizeAttr", bo("disable"), bo("predicateEnable"), bo("scalableEnable"), in("width"),
		la("followupVectorized"), la("followupEpilogue"), la("followupAll"))
	loop("loop_interleave", "LoopInterleaveAttr", reqAttr("count", "IntegerAttr", clsInt))
	loop("loop_unroll", "LoopUnrollAttr", bo("disable"), in("count"), bo("runtimeDisable"), bo("full"),
		la("followupUnrolled"), la("followupRemainder"), la("followupAll"))
	loop("loop_unroll_and_jam", "LoopUnrollAndJamAttr", bo("disable"), in("count"), la("followupOuter"),
		la("followupInner"), la("followupRemainderOuter"), la("followupRemainderInner"), la("followupAll"))
	loop("loop_licm", "LoopLICMAttr", bo("disable"), bo("versioningDisable"))
	loop("loop_distribute", "LoopDistributeAttr", bo("disable"), la("followupCoincident"), la("followupSequential"),
		la("followupFallback"), la("followupAll"))
	loop("loop_pipeline", "LoopPipelineAttr", bo("disable"), in("initiationinterval"))
	loop("loop_peeled", "LoopPeeledAttr", in("count"))
	loop("loop_unswitch", "LoopUnswitchAttr", bo("partialDisable"))
	loop("loop_annotation", "LoopAnnotationAttr", bo("disableNonforced"),
		optAttr("vectorize", "LoopVectorizeAttr", clsOf("loop_vectorize")),
		optAttr("interleave", "LoopInterleaveAttr", clsOf("loop_interleave")),
		optAttr("unroll", "LoopUnrollAttr", clsOf("loop_unroll")),
		optAttr("unrollAndJam", "LoopUnrollAndJamAttr", clsOf("loop_unroll_and_jam")),
		optAttr("licm", "LoopLICMAttr", clsOf("loop_licm")),
		optAttr("distribute", "LoopDistributeAttr", clsOf("loop_distribute")),
		optAttr("pipeline", "LoopPipelineAttr", clsOf("loop_pipeline")),
		optAttr("peeled", "LoopPeeledAttr", clsOf("loop_peeled")),
		optAttr("unswitch", "LoopUnswitchAttr", clsOf("loop_unswitch")),
		bo("mustProgress"), bo("isVectorized"),
		optAttr("startLoc", "FusedLoc", clsFusedLoc), optAttr("endLoc", "FusedLoc", clsFusedLoc),
		Param{Name: "parallelAccesses", Kind: PAttrArray, Cpp: "::llvm::ArrayRef<AccessGroupAttr>", Optional: true, Class: clsOf("access_group")})

	// Memory effects and function attributes.
	modRef := func(n string) Param { return enumParam(n, "ModRefInfo", "ModRefInfo", "LLVM ModRefInfo") }
	defineAttr(&AttrDef{Mnemonic: "memory_effects", DefName: "LLVM_MemoryEffectsAttr", Format: FmtStruct,
		Params: []Param{modRef("other"), modRef("argMem"), modRef("inaccessibleMem")}})
	defineAttr(&AttrDef{Mnemonic: "vscale_range", DefName: "LLVM_VScaleRangeAttr", Format: FmtStruct,
		Params: []Param{reqAttr("minRange", "IntegerAttr", clsInt), reqAttr("maxRange", "IntegerAttr", clsInt)}})
	defineAttr(&AttrDef{Mnemonic: "target_features", DefName: "LLVM_TargetFeaturesAttr", Format: FmtCustom,
		Params:    []Param{{Name: "features", Kind: PAttrArray, Cpp: "::llvm::ArrayRef<StringAttr>", Optional: true, Class: clsString}},
		ParseBody: parseTargetFeatures, PrintBody: printTargetFeatures, Verify: verifyTargetFeatures})

	// Alias analysis metadata.
	defineAttr(&AttrDef{Mnemonic: "alias_scope_domain", DefName: "LLVM_AliasScopeDomainAttr", Format: FmtStruct, Alias: true,
		Params: []Param{reqAttr("id", "DistinctAttr", clsDistinct), optAttr("description", "StringAttr", clsString)}})
	defineAttr(&AttrDef{Mnemonic: "alias_scope", DefName: "LLVM_AliasScopeAttr", Format: FmtStruct, Alias: true,
		Params: []Param{reqAttr("id", "DistinctAttr", clsDistinct),
			reqAttr("domain", "AliasScopeDomainAttr", clsOf("alias_scope_domain")),
			optAttr("description", "StringAttr", clsString)}})
	defineAttr(&AttrDef{Mnemonic: "access_group", DefName: "LLVM_AccessGroupAttr", Format: FmtStruct, Alias: true,
		Params: []Param{reqAttr("id", "DistinctAttr", clsDistinct)}})

	// TBAA.
	tbaaNode := clsOneOf("tbaa_root", "tbaa_type_desc")
	defineAttr(&AttrDef{Mnemonic: "tbaa_root", DefName: "LLVM_TBAARootAttr", Format: FmtOptStruct, Alias: true,
		Params: []Param{optAttr("id", "StringAttr", clsString)}})
	defineAttr(&AttrDef{Mnemonic: "tbaa_member", DefName: "LLVM_TBAAMemberAttr", Format: FmtParams,
		Params: []Param{reqAttr("typeDesc", "TBAANodeAttr", tbaaNode), {Name: "offset", Kind: PInt, Cpp: "int64_t"}}})
	member := clsOf("tbaa_member")
	defineAttr(&AttrDef{Mnemonic: "tbaa_type_desc", DefName: "LLVM_TBAATypeDescriptorAttr", Format: FmtStruct, Alias: true,
		Params: []Param{{Name: "id", Kind: PString, Cpp: "::llvm::StringRef"},
			{Name: "members", Kind: PCustom, Cpp: "::llvm::ArrayRef<TBAAMemberAttr>",
				Parse: func(p *asm.Parser) any { return parseTBAAMembers(p, member) },
				Print: func(pr *asm.Printer, v any) { printTBAAMembers(pr, member, v) }}}})
	defineAttr(&AttrDef{Mnemonic: "tbaa_tag", DefName: "LLVM_TBAATagAttr", Format: FmtStruct, Alias: true,
		Params: []Param{reqAttr("base_type", "TBAATypeDescriptorAttr", clsOf("tbaa_type_desc")),
			reqAttr("access_type", "TBAATypeDescriptorAttr", clsOf("tbaa_type_desc")),
			{Name: "offset", Kind: PInt, Cpp: "int64_t"},
			{Name: "constant", Kind: PBool, Cpp: "bool", Optional: true}}})

	// Constant values folded from llvm.mlir.undef / poison / zero.
	defineAttr(&AttrDef{Mnemonic: "undef", DefName: "LLVM_UndefAttr", Format: FmtNone})
	defineAttr(&AttrDef{Mnemonic: "poison", DefName: "LLVM_PoisonAttr", Format: FmtNone})
	defineAttr(&AttrDef{Mnemonic: "zero", DefName: "LLVM_ZeroAttr", Format: FmtNone})
}

// parseTBAAMembers parses `{` member (`,` member)* `}`.
func parseTBAAMembers(p *asm.Parser, member *AttrClass) any {
	p.Expect("{", "expected '{'")
	var elems []ir.Attribute
	elems = append(elems, parseClassAttr(p, member))
	for p.ConsumeIf(",") {
		elems = append(elems, parseClassAttr(p, member))
	}
	p.Expect("}", "expected '}'")
	return elems
}

func printTBAAMembers(pr *asm.Printer, member *AttrClass, v any) {
	pr.WriteString("{")
	elems, _ := v.([]ir.Attribute)
	for i, e := range elems {
		if i > 0 {
			pr.WriteString(", ")
		}
		printClassAttr(pr, member, e)
	}
	pr.WriteString("}")
}

// target_features: "`<` `[` (`]`) : ($features^ `]`)? `>`".
func parseTargetFeatures(p *asm.Parser, d *AttrDef) []any {
	p.Expect("<", "expected '<'")
	p.Expect("[", "expected '['")
	var feats []ir.Attribute
	if !p.ConsumeIf("]") {
		feats = parseParamValue(p, d, d.Params[0]).([]ir.Attribute)
		p.Expect("]", "expected ']'")
	}
	p.Expect(">", "expected '>'")
	return []any{feats}
}

func printTargetFeatures(pr *asm.Printer, a *Attr) {
	pr.WriteString("<[")
	feats, _ := a.Vals[0].([]ir.Attribute)
	for i, f := range feats {
		if i > 0 {
			pr.WriteString(", ")
		}
		pr.PrintAttribute(f)
	}
	pr.WriteString("]>")
}

func verifyTargetFeatures(vals []any) string {
	feats, _ := vals[0].([]ir.Attribute)
	for _, f := range feats {
		s, _ := f.(*ir.StringAttr)
		if s == nil {
			continue
		}
		if s.Value == "" {
			return "target features can not be null or empty"
		}
		if s.Value[0] != '+' && s.Value[0] != '-' {
			return "target features must start with '+' or '-'"
		}
		for _, c := range s.Value {
			if c == ',' {
				return "target features can not contain ','"
			}
		}
	}
	return ""
}
