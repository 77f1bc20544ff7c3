package llvmir

import (
	"strconv"
	"strings"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// enumVal returns the value of an enum-valued attribute: an LLVM dialect
// enum attribute (#llvm.linkage<...>), an ODS enum attribute or an
// integer-stored enum.
func enumVal(a ir.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *llvm.Attr:
		if len(a.Vals) > 0 {
			v, ok := a.Vals[0].(uint64)
			return v, ok
		}
	case *ir.IntegerAttr:
		return uint64(a.Int64()), true
	}
	return 0, false
}

// linkageOf maps MLIR's Linkage enum to LLVM's.
func linkageOf(a ir.Attribute) ll.Linkage {
	v, ok := enumVal(a)
	if !ok {
		return ll.External
	}
	return [...]ll.Linkage{ll.Private, ll.Internal, ll.AvailableExternally, ll.LinkOnce, ll.Weak,
		ll.Common, ll.Appending, ll.ExternWeak, ll.LinkOnceODR, ll.WeakODR, ll.External}[min(v, 10)]
}

func visibilityOf(a ir.Attribute) ll.Visibility {
	v, _ := enumVal(a)
	return ll.Visibility(min(v, 2))
}

func unnamedAddrOf(a ir.Attribute) ll.UnnamedAddr {
	v, _ := enumVal(a)
	return ll.UnnamedAddr(min(v, 2))
}

// callConvNames are the calling conventions LLVM's AsmWriter prints by
// name; the others print as `cc N`.
var callConvNames = map[uint64]string{
	0: "", 8: "fastcc", 9: "coldcc", 10: "ghccc", 13: "anyregcc", 14: "preserve_mostcc",
	15: "preserve_allcc", 16: "swiftcc", 17: "cxx_fast_tlscc", 18: "tailcc", 19: "cfguard_checkcc",
	20: "swifttailcc", 21: "preserve_nonecc", 64: "x86_stdcallcc", 65: "x86_fastcallcc",
	66: "arm_apcscc", 67: "arm_aapcscc", 68: "arm_aapcs_vfpcc", 69: "msp430_intrcc",
	70: "x86_thiscallcc", 71: "ptx_kernel", 72: "ptx_device", 75: "spir_func", 76: "spir_kernel",
	77: "intel_ocl_bicc", 78: "x86_64_sysvcc", 79: "win64cc", 80: "x86_vectorcallcc",
	81: "hhvmcc", 82: "hhvm_ccc", 83: "x86_intrcc", 84: "avr_intrcc", 85: "avr_signalcc",
	87: "amdgpu_vs", 88: "amdgpu_gs", 89: "amdgpu_ps", 90: "amdgpu_cs", 91: "amdgpu_kernel",
	92: "x86_regcallcc", 93: "amdgpu_hs", 95: "amdgpu_ls", 96: "amdgpu_es",
	97: "aarch64_vector_pcs", 98: "aarch64_sve_vector_pcs", 100: "amdgpu_gfx",
	102: "aarch64_sme_preservemost_from_x0", 103: "aarch64_sme_preservemost_from_x2",
	104: "amdgpu_cs_chain", 105: "amdgpu_cs_chain_preserve", 106: "m68k_rtdcc", 107: "graalcc",
	109: "riscv_vector_cc",
}

// callConvOf returns the LLVM spelling of a #llvm.cconv attribute.
func callConvOf(a ir.Attribute) string {
	v, ok := enumVal(a)
	if !ok {
		return ""
	}
	if s, ok := callConvNames[v]; ok {
		return s
	}
	return "cc " + strconv.FormatUint(v, 10)
}

// paramAttrKinds maps MLIR's `llvm.*` argument/result attribute names to
// LLVM attribute kinds (MLIR's getAttrNameToKindMapping).
var paramAttrKinds = map[string]string{
	"llvm.align": "align", "llvm.allocalign": "allocalign", "llvm.allocptr": "allocptr",
	"llvm.byval": "byval", "llvm.byref": "byref", "llvm.noundef": "noundef",
	"llvm.dereferenceable": "dereferenceable", "llvm.dereferenceable_or_null": "dereferenceable_or_null",
	"llvm.inalloca": "inalloca", "llvm.inreg": "inreg", "llvm.nest": "nest", "llvm.noalias": "noalias",
	"llvm.nocapture": "nocapture", "llvm.nofree": "nofree", "llvm.nonnull": "nonnull",
	"llvm.preallocated": "preallocated", "llvm.readonly": "readonly", "llvm.readnone": "readnone",
	"llvm.returned": "returned", "llvm.signext": "signext", "llvm.alignstack": "alignstack",
	"llvm.sret": "sret", "llvm.writeonly": "writeonly", "llvm.zeroext": "zeroext",
	"llvm.elementtype": "elementtype",
}

// paramAttrs converts an argument or result attribute dictionary
// (convertParameterAttrs); attributes of other names are left to the
// dialects' amenders.
func (t *Translator) paramAttrs(op *ir.Operation, d *ir.DictionaryAttr) (ll.AttrSet, error) {
	var out ll.AttrSet
	if d == nil {
		return nil, nil
	}
	for _, na := range d.Entries {
		kind, ok := paramAttrKinds[na.Name]
		if !ok {
			continue
		}
		switch v := na.Value.(type) {
		case *ir.TypeAttr:
			ty, err := t.opType(op, v.Type)
			if err != nil {
				return nil, err
			}
			out = append(out, ll.TypeAttr(kind, ty))
		case *ir.IntegerAttr:
			out = append(out, ll.IntAttr(kind, uint64(v.Int64())))
		case *ir.UnitAttr:
			out = append(out, ll.EnumAttr(kind))
		default:
			return nil, t.Errorf(op, "unsupported parameter attribute type")
		}
	}
	return out, nil
}

// isIntAttrKind lists the LLVM attributes that take an integer.
var isIntAttrKind = map[string]bool{
	"align": true, "alignstack": true, "allocsize": true, "dereferenceable": true,
	"dereferenceable_or_null": true, "uwtable": true, "vscale_range": true, "memory": true,
	"nofpclass": true, "allockind": true,
}

// knownEnumAttrs are LLVM's enum attribute kinds accepted in passthrough
// (getAttrKindFromName); other names become string attributes.
var knownEnumAttrs = map[string]bool{
	"alwaysinline": true, "builtin": true, "cold": true, "convergent": true, "disable_sanitizer_instrumentation": true,
	"fn_ret_thunk_extern": true, "hot": true, "hybrid_patchable": true, "immarg": true, "inlinehint": true,
	"jumptable": true, "minsize": true, "mustprogress": true, "naked": true, "nest": true, "noalias": true,
	"nobuiltin": true, "nocallback": true, "nocapture": true, "nocf_check": true, "noduplicate": true,
	"nofree": true, "noimplicitfloat": true, "noinline": true, "nomerge": true, "noprofile": true,
	"norecurse": true, "noredzone": true, "noreturn": true, "nosanitize_bounds": true,
	"nosanitize_coverage": true, "nosync": true, "noundef": true, "nounwind": true, "nonlazybind": true,
	"nonnull": true, "null_pointer_is_valid": true, "optforfuzzing": true, "optdebug": true, "optsize": true,
	"optnone": true, "presplitcoroutine": true, "readnone": true, "readonly": true, "returned": true,
	"returns_twice": true, "signext": true, "safestack": true, "sanitize_address": true,
	"sanitize_hwaddress": true, "sanitize_memtag": true, "sanitize_memory": true, "sanitize_thread": true,
	"sanitize_numerical_stability": true, "shadowcallstack": true, "skipprofile": true, "speculatable": true,
	"speculative_load_hardening": true, "ssp": true, "sspreq": true, "sspstrong": true, "strictfp": true,
	"swiftasync": true, "swifterror": true, "swiftself": true, "willreturn": true, "writable": true,
	"writeonly": true, "zeroext": true, "dead_on_unwind": true, "coro_only_destroy_when_complete": true,
	"coro_elide_safe": true, "allocalign": true, "allocptr": true, "inreg": true, "noext": true,
}

// packedIntAttr builds an integer attribute from its raw value as
// llvm::Attribute::get(ctx, kind, raw) does: allocsize, vscale_range and
// uwtable pack their arguments into the integer, so they print decoded
// (allocsize(E[,N]), vscale_range(Min,Max), uwtable[(sync)]).
func packedIntAttr(kind string, raw uint64) ll.Attr {
	switch kind {
	case "allocsize":
		text := "(" + strconv.FormatUint(raw>>32, 10)
		if n := raw & 0xffffffff; n != 0xffffffff {
			text += "," + strconv.FormatUint(n, 10)
		}
		return ll.Attr{Kind: kind, Text: text + ")"}
	case "vscale_range":
		return ll.Attr{Kind: kind, Text: "(" + strconv.FormatUint(raw>>32, 10) + "," + strconv.FormatUint(raw&0xffffffff, 10) + ")"}
	case "uwtable":
		switch raw {
		case 1:
			return ll.Attr{Kind: kind, Text: "(sync)"}
		case 2:
			return ll.EnumAttr(kind)
		}
	}
	return ll.IntAttr(kind, raw)
}

// passthroughAttr converts one `passthrough` entry
// (convertMLIRAttributeToLLVM).
func (t *Translator) passthroughAttr(op *ir.Operation, key, value string, hasValue bool) (ll.Attr, error) {
	if isIntAttrKind[key] {
		if value == "" {
			return ll.Attr{}, locErrorf(op, "LLVM attribute '%s' expects a value", key)
		}
		if n, err := strconv.ParseInt(value, 0, 64); err == nil {
			return packedIntAttr(key, uint64(n)), nil
		}
		return ll.StringAttr(key, value), nil
	}
	if knownEnumAttrs[key] {
		if value != "" {
			return ll.Attr{}, locErrorf(op, "LLVM attribute '%s' does not expect a value, found '%s'", key, value)
		}
		return ll.EnumAttr(key), nil
	}
	return ll.StringAttr(key, value), nil
}

// functionAttrs converts the function-level attributes of an llvm.func
// (convertFunctionAttributes, the passthrough list and the string
// attributes convertOneFunction adds).
func (t *Translator) functionAttrs(op *ir.Operation, f *ll.Function) error {
	add := func(a ll.Attr) { f.FnAttrs = append(f.FnAttrs, a) }
	unit := func(name, kind string) {
		if _, ok := op.Attr(name).(*ir.UnitAttr); ok {
			add(ll.EnumAttr(kind))
		}
	}
	unit("no_inline", "noinline")
	unit("always_inline", "alwaysinline")
	unit("optimize_none", "optnone")
	unit("convergent", "convergent")
	unit("no_unwind", "nounwind")
	unit("will_return", "willreturn")
	if m, ok := op.Attr("memory").(*llvm.Attr); ok && len(m.Vals) == 3 {
		add(ll.Attr{Kind: "memory", Text: memoryText(m)})
	}
	if arr, ok := op.Attr("passthrough").(*ir.ArrayAttr); ok {
		for _, e := range arr.Elems {
			switch e := e.(type) {
			case *ir.StringAttr:
				a, err := t.passthroughAttr(op, e.Value, "", false)
				if err != nil {
					return err
				}
				add(a)
			case *ir.ArrayAttr:
				if len(e.Elems) != 2 {
					return locErrorf(op, "expected 'passthrough' to contain string or array attributes")
				}
				k, ok1 := e.Elems[0].(*ir.StringAttr)
				v, ok2 := e.Elems[1].(*ir.StringAttr)
				if !ok1 || !ok2 {
					return locErrorf(op, "expected arrays within 'passthrough' to contain two strings")
				}
				a, err := t.passthroughAttr(op, k.Value, v.Value, true)
				if err != nil {
					return err
				}
				add(a)
			default:
				return locErrorf(op, "expected 'passthrough' to contain string or array attributes")
			}
		}
	}
	return nil
}

// definitionAttrs adds the attributes MLIR 19 sets only on function
// definitions (convertOneFunction): section, target and floating-point
// settings.
func (t *Translator) definitionAttrs(op *ir.Operation, f *ll.Function) {
	add := func(a ll.Attr) { f.FnAttrs = append(f.FnAttrs, a) }
	if s, ok := op.Attr("section").(*ir.StringAttr); ok {
		f.Section = s.Value
	}
	if sym, ok := op.Attr("personality").(*ir.SymbolRefAttr); ok {
		if g := t.M.Lookup(sym.Leaf()); g != nil {
			f.Personality = g
		}
	}
	str := func(name, key string) {
		if s, ok := op.Attr(name).(*ir.StringAttr); ok {
			add(ll.StringAttr(key, s.Value))
		}
	}
	boolStr := func(name, key string) {
		if b, ok := op.Attr(name).(*ir.IntegerAttr); ok {
			v := "false"
			if b.Int64() != 0 {
				v = "true"
			}
			add(ll.StringAttr(key, v))
		}
	}
	if fp, ok := op.Attr("frame_pointer").(*llvm.Attr); ok {
		if v, ok := enumVal(fp); ok {
			add(ll.StringAttr("frame-pointer", [...]string{"none", "non-leaf", "all", "reserved"}[min(v, 3)]))
		}
	}
	// AArch64 SME streaming and ZA-state modes are string attributes the
	// backend reads; each group is exclusive, the first set one wins.
	firstUnit := func(names ...string) {
		for i := 0; i+1 < len(names); i += 2 {
			if _, ok := op.Attr(names[i]).(*ir.UnitAttr); ok {
				add(ll.StringAttr(names[i+1], ""))
				return
			}
		}
	}
	firstUnit("arm_streaming", "aarch64_pstate_sm_enabled", "arm_locally_streaming", "aarch64_pstate_sm_body",
		"arm_streaming_compatible", "aarch64_pstate_sm_compatible")
	firstUnit("arm_new_za", "aarch64_new_za", "arm_in_za", "aarch64_in_za", "arm_out_za", "aarch64_out_za",
		"arm_inout_za", "aarch64_inout_za", "arm_preserves_za", "aarch64_preserves_za")
	str("target_cpu", "target-cpu")
	str("tune_cpu", "tune-cpu")
	if tf, ok := op.Attr("target_features").(*llvm.Attr); ok && len(tf.Vals) > 0 {
		feats, _ := tf.Vals[0].([]ir.Attribute)
		var parts []string
		for _, x := range feats {
			if s, ok := x.(*ir.StringAttr); ok {
				parts = append(parts, s.Value)
			}
		}
		if len(parts) > 0 {
			add(ll.StringAttr("target-features", strings.Join(parts, ",")))
		}
	}
	if vr, ok := op.Attr("vscale_range").(*llvm.Attr); ok && len(vr.Vals) == 2 {
		lo, _ := vr.Vals[0].(*ir.IntegerAttr)
		hi, _ := vr.Vals[1].(*ir.IntegerAttr)
		if lo != nil && hi != nil {
			add(ll.Attr{Kind: "vscale_range", Text: "(" + strconv.FormatInt(lo.Int64(), 10) + "," + strconv.FormatInt(hi.Int64(), 10) + ")"})
		}
	}
	boolStr("unsafe_fp_math", "unsafe-fp-math")
	boolStr("no_infs_fp_math", "no-infs-fp-math")
	boolStr("no_nans_fp_math", "no-nans-fp-math")
	boolStr("approx_func_fp_math", "approx-func-fp-math")
	boolStr("no_signed_zeros_fp_math", "no-signed-zeros-fp-math")
	str("denormal_fp_math", "denormal-fp-math")
	str("denormal_fp_math_f32", "denormal-fp-math-f32")
	str("fp_contract", "fp-contract")
}

// memoryText prints a #llvm.memory_effects as LLVM's `memory(...)`
// attribute text (other, argMem, inaccessibleMem).
func memoryText(m *llvm.Attr) string {
	names := [...]string{"none", "read", "write", "readwrite"}
	get := func(i int) uint64 { v, _ := m.Vals[i].(uint64); return min(v, 3) }
	other, arg, inacc := get(0), get(1), get(2)
	var b strings.Builder
	b.WriteByte('(')
	first := true
	if other != 0 || (other|arg|inacc) == other {
		b.WriteString(names[other])
		first = false
	}
	for _, l := range []struct {
		name string
		v    uint64
	}{{"argmem: ", arg}, {"inaccessiblemem: ", inacc}} {
		if l.v == other {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(l.name)
		b.WriteString(names[l.v])
	}
	b.WriteByte(')')
	return b.String()
}
