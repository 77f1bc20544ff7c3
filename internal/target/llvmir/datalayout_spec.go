package llvmir

import (
	"fmt"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// dlEntry is one `#dlti.dl_entry<key, value>` of a data layout spec:
// either an identifier key (Name) or a type key (Type).
type dlEntry struct {
	Name  string
	Type  ir.Type
	Value ir.Attribute
	text  string // the entry as MLIR prints it, for diagnostics
}

// specDataLayout computes the LLVM data layout string of a module that has
// a `dlti.dl_spec` attribute and no `llvm.data_layout` string, as MLIR's
// translateDataLayout: first the identifier entries in order (endianness,
// alloca/program/global memory spaces, stack alignment), then one entry
// per type key (integers and floats `i|f<size>:<abi>[:<pref>]`, pointers
// `p<as>:<size>:<abi>:<pref>:<index>`; index entries do not appear). gpuc
// has no DLTI dialect, so the spec is an opaque attribute whose entries
// are parsed here; the checks MLIR's DLTI verifier makes on them are
// reported here too. ok is false when the module has no spec.
func specDataLayout(top *ir.Operation) (layout string, ok bool, err error) {
	a := top.Attr("dlti.dl_spec")
	if a == nil {
		return "", false, nil
	}
	spec, isOpaque := a.(*ir.OpaqueAttr)
	if !isOpaque || spec.Dialect != "dlti" || !strings.HasPrefix(spec.Data, "dl_spec") {
		// The DLTI dialect's check of the module attribute.
		return "", true, ir.Errorf(top.Loc(), "'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute")
	}
	entries, err := parseDLSpec(top, spec.Data)
	if err != nil {
		return "", true, err
	}
	fail := func(format string, args ...any) (string, bool, error) {
		return "", true, ir.Errorf(top.Loc(), format, args...)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		key := e.Name // identifiers print bare, types quoted
		if e.Type != nil {
			key = "'" + asm.TypeString(e.Type) + "'"
		}
		if seen[key] {
			// MLIR reports this while parsing, at the repeated entry.
			return fail("repeated layout entry key: %s", key)
		}
		seen[key] = true
	}
	var parts []string
	for _, e := range entries {
		if e.Type != nil {
			continue
		}
		num := func() (uint64, bool) {
			ia, ok := e.Value.(*ir.IntegerAttr)
			if !ok {
				return 0, false
			}
			return uint64(ia.Int64()), true
		}
		switch e.Name {
		case "dlti.endianness":
			s, _ := e.Value.(*ir.StringAttr)
			switch {
			case s != nil && s.Value == "big":
				parts = append(parts, "E")
			case s != nil && s.Value == "little":
				parts = append(parts, "e")
			default:
				return fail("'dlti.endianness' data layout entry is expected to be either 'big' or 'little'")
			}
		case "dlti.alloca_memory_space", "dlti.program_memory_space", "dlti.global_memory_space", "dlti.stack_alignment":
			v, ok := num()
			if !ok {
				return fail("unsupported data layout key %q", e.Name)
			}
			if v != 0 { // the defaults are left out
				prefix := map[string]string{"dlti.alloca_memory_space": "A", "dlti.program_memory_space": "P",
					"dlti.global_memory_space": "G", "dlti.stack_alignment": "S"}[e.Name]
				parts = append(parts, prefix+strconv.FormatUint(v, 10))
			}
		default:
			if strings.HasPrefix(e.Name, "dlti.") {
				return fail("unknown data layout entry name: %s", e.Name)
			}
			return fail("unsupported data layout key %q", e.Name)
		}
	}
	for _, e := range entries {
		if e.Type == nil {
			continue
		}
		switch ty := e.Type.(type) {
		case *ir.IndexType:
			continue
		case *ir.IntegerType, *ir.FloatType:
			vals, err := dlInts(e, 1, 2, "expected a dense i64 elements attribute in the data layout entry %s",
				"expected 1 or 2 elements in the data layout entry %s")
			if err != nil {
				return fail("%s", err)
			}
			var size uint64
			kind := "f"
			if it, ok := ty.(*ir.IntegerType); ok {
				if it.Signedness != ir.Signless {
					return fail("unsupported data layout for non-signless integer '%s'", asm.TypeString(ty))
				}
				kind, size = "i", uint64(it.Width)
			} else {
				ft := ty.(*ir.FloatType)
				switch ft.Kind {
				case ir.F16, ir.F32, ir.F64, ir.F80, ir.F128:
				default:
					return fail("unsupported type in data layout: '%s'", asm.TypeString(ty))
				}
				size = uint64(ft.Width())
			}
			if len(vals) > 1 && vals[1] < vals[0] {
				return fail("preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry %s", e.text)
			}
			abi := vals[0] / 8 * 8
			pref := abi
			if len(vals) > 1 {
				pref = vals[1] / 8 * 8
			}
			s := fmt.Sprintf("%s%d:%d", kind, size, abi)
			if pref != abi {
				s += fmt.Sprintf(":%d", pref)
			}
			parts = append(parts, s)
		case *llvm.PointerType:
			d, ok := e.Value.(*ir.DenseElementsAttr)
			if !ok || ir.NumElements(d.Type) < 3 || ir.NumElements(d.Type) > 4 {
				return fail("expected layout attribute for '%s' to be a dense integer elements attribute with 3 or 4 elements", asm.TypeString(ty))
			}
			if it, ok := d.Type.ElementType().(*ir.IntegerType); !ok || it.Width != 64 {
				return fail("expected i64 parameters for '%s'", asm.TypeString(ty))
			}
			vals := denseWords(d)
			if vals[2] < vals[1] {
				return fail("preferred alignment is expected to be at least as large as ABI alignment")
			}
			index := vals[0]
			if len(vals) > 3 {
				index = vals[3]
			}
			parts = append(parts, fmt.Sprintf("p%d:%d:%d:%d:%d", ty.AddrSpace, vals[0], vals[1]/8*8, vals[2]/8*8, index))
		default:
			if strings.HasPrefix(asm.TypeString(ty), "!") {
				return fail("unsupported type in data layout: '%s'", asm.TypeString(ty))
			}
			return fail("unexpected data layout for a built-in type")
		}
	}
	return strings.Join(parts, "-"), true, nil
}

// dlInts returns the i64 values of a type entry, checking their count.
func dlInts(e dlEntry, lo, hi int, notDense, badCount string) ([]uint64, error) {
	d, ok := e.Value.(*ir.DenseElementsAttr)
	if ok {
		if it, isInt := d.Type.ElementType().(*ir.IntegerType); !isInt || it.Width != 64 {
			ok = false
		}
	}
	if !ok {
		return nil, fmt.Errorf(notDense, e.text)
	}
	vals := denseWords(d)
	if len(vals) < lo || len(vals) > hi {
		return nil, fmt.Errorf(badCount, e.text)
	}
	return vals, nil
}

// denseWords returns the elements of an integer dense attribute.
func denseWords(d *ir.DenseElementsAttr) []uint64 {
	n := ir.NumElements(d.Type)
	stride := max(d.Stride, 1)
	out := make([]uint64, 0, max(n, 0))
	for i := int64(0); i < n; i++ {
		k := int(i) * stride
		if d.Splat {
			k = 0
		}
		if k < len(d.Raw) {
			out = append(out, d.Raw[k])
		}
	}
	return out
}

// parseDLSpec splits the body `dl_spec<#dlti.dl_entry<key, value>, ...>`
// of an opaque #dlti.dl_spec and parses each key and value.
func parseDLSpec(top *ir.Operation, data string) ([]dlEntry, error) {
	body, ok := strings.CutPrefix(strings.TrimSpace(data), "dl_spec")
	body = strings.TrimSpace(body)
	if !ok || !strings.HasPrefix(body, "<") || !strings.HasSuffix(body, ">") {
		return nil, ir.Errorf(top.Loc(), "expected a data layout specification")
	}
	ctx := top.Context()
	var entries []dlEntry
	for _, item := range splitTopLevel(body[1 : len(body)-1]) {
		inner, ok := strings.CutPrefix(item, "#dlti.dl_entry")
		inner = strings.TrimSpace(inner)
		if !ok || !strings.HasPrefix(inner, "<") || !strings.HasSuffix(inner, ">") {
			// An alias or another attribute: nothing gpuc can read.
			continue
		}
		kv := splitTopLevel(inner[1 : len(inner)-1])
		if len(kv) != 2 {
			return nil, ir.Errorf(top.Loc(), "expected a data layout entry")
		}
		val, errs := asm.ParseAttribute(ctx, "dl_entry", []byte(kv[1]))
		if len(errs) > 0 || val == nil {
			return nil, ir.Errorf(top.Loc(), "invalid data layout entry value %s", kv[1])
		}
		e := dlEntry{Value: val}
		if strings.HasPrefix(kv[0], `"`) {
			k, errs := asm.ParseAttribute(ctx, "dl_entry", []byte(kv[0]))
			s, isStr := k.(*ir.StringAttr)
			if len(errs) > 0 || !isStr {
				return nil, ir.Errorf(top.Loc(), "invalid data layout entry key %s", kv[0])
			}
			e.Name = s.Value
			e.text = fmt.Sprintf("#dlti.dl_entry<%q, %s>", s.Value, asm.AttrString(val))
		} else {
			ty, errs := asm.ParseType(ctx, "dl_entry", []byte(kv[0]))
			if len(errs) > 0 || ty == nil {
				return nil, ir.Errorf(top.Loc(), "invalid data layout entry key %s", kv[0])
			}
			e.Type = ty
			e.text = fmt.Sprintf("#dlti.dl_entry<%s, %s>", asm.TypeString(ty), asm.AttrString(val))
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// splitTopLevel splits s at the commas outside brackets and strings,
// trimming each piece (an arrow's `>` closes nothing).
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '<' || c == '[' || c == '(' || c == '{':
			depth++
		case c == '>' && i > 0 && s[i-1] == '-':
		case c == '>' || c == ']' || c == ')' || c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if last := strings.TrimSpace(s[start:]); last != "" || len(out) > 0 {
		out = append(out, last)
	}
	return out
}
