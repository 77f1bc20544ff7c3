package ll

import (
	"sort"
	"strconv"
	"strings"
)

// attrRank is the position of each attribute kind in LLVM 19's
// Attribute::AttrKind enum (llvm/IR/Attributes.inc): attribute sets are
// sorted by it, string attributes after all of them.
var attrRank = func() map[string]int {
	kinds := []string{"allocalign", "allocptr", "alwaysinline", "builtin", "cold", "convergent",
		"coro_only_destroy_when_complete", "dead_on_unwind", "disable_sanitizer_instrumentation",
		"fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg", "inlinehint", "jumptable",
		"minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin", "nocallback", "nocapture",
		"nocf_check", "noduplicate", "nofree", "noimplicitfloat", "noinline", "nomerge", "noprofile",
		"norecurse", "noredzone", "noreturn", "nosanitize_bounds", "nosanitize_coverage", "nosync",
		"noundef", "nounwind", "nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing",
		"optdebug", "optsize", "optnone", "presplitcoroutine", "readnone", "readonly", "returned",
		"returns_twice", "signext", "safestack", "sanitize_address", "sanitize_hwaddress",
		"sanitize_memtag", "sanitize_memory", "sanitize_numerical_stability", "sanitize_thread",
		"shadowcallstack", "skipprofile", "speculatable", "speculative_load_hardening", "ssp", "sspreq",
		"sspstrong", "strictfp", "swiftasync", "swifterror", "swiftself", "willreturn", "writable",
		"writeonly", "zeroext", "byref", "byval", "elementtype", "inalloca", "preallocated", "sret",
		"align", "allockind", "allocsize", "dereferenceable", "dereferenceable_or_null", "memory",
		"nofpclass", "alignstack", "uwtable", "vscale_range", "range", "initializes"}
	m := make(map[string]int, len(kinds))
	for i, k := range kinds {
		m[k] = i
	}
	return m
}()

// attrLess orders attributes as LLVM's AttributeImpl::operator<: enum
// kinds by enum value (unknown keywords after known ones, by name), then
// string attributes by key and value.
func attrLess(a, b Attr) bool {
	if a.String != b.String {
		return !a.String
	}
	if a.String {
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		return a.Val < b.Val
	}
	ra, oka := attrRank[a.Kind]
	rb, okb := attrRank[b.Kind]
	if oka != okb {
		return oka
	}
	if ra != rb {
		return ra < rb
	}
	return a.Kind < b.Kind
}

// sortedAttrs returns s in LLVM's order; s itself is left alone.
func sortedAttrs(s AttrSet) AttrSet {
	sorted := true
	for i := 1; i < len(s); i++ {
		if attrLess(s[i], s[i-1]) {
			sorted = false
			break
		}
	}
	if sorted {
		return s
	}
	c := append(AttrSet(nil), s...)
	sort.SliceStable(c, func(i, j int) bool { return attrLess(c[i], c[j]) })
	return c
}

// attrSet prints a set space-separated in LLVM's order; inGroup selects
// the `attributes #N` spelling (align=4, alignstack=8).
func (p *printer) attrSet(s AttrSet, inGroup bool) {
	for i, a := range sortedAttrs(s) {
		if i > 0 {
			p.c(' ')
		}
		p.attr(a, inGroup)
	}
}

// attr prints one attribute as Attribute::getAsString.
func (p *printer) attr(a Attr, inGroup bool) {
	if a.String {
		p.quoted(a.Kind)
		if a.Val != "" {
			p.s("=")
			p.quoted(a.Val)
		}
		return
	}
	p.s(a.Kind)
	switch {
	case a.Ty != nil:
		p.c('(')
		p.typ(a.Ty)
		p.c(')')
	case a.Text != "":
		p.s(a.Text)
	case a.HasInt:
		switch {
		case a.Kind == "align" && inGroup, a.Kind == "alignstack" && inGroup:
			p.c('=')
			p.u(a.Int)
		case a.Kind == "align":
			p.c(' ')
			p.u(a.Int)
		default:
			p.c('(')
			p.u(a.Int)
			p.c(')')
		}
	}
}

// attrKey identifies an attribute set by content, as LLVM uniques them.
func attrKey(s AttrSet) string {
	var sb strings.Builder
	for _, a := range sortedAttrs(s) {
		if a.String {
			sb.WriteByte('"')
		}
		sb.WriteString(a.Kind)
		sb.WriteByte(0)
		sb.WriteString(a.Val)
		sb.WriteByte(0)
		if a.HasInt {
			sb.WriteString(strconv.FormatUint(a.Int, 10))
		}
		sb.WriteByte(0)
		if a.Ty != nil {
			sb.WriteString(a.Ty.String())
		}
		sb.WriteByte(0)
		sb.WriteString(a.Text)
		sb.WriteByte(1)
	}
	return sb.String()
}
