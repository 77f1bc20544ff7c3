// Command llvmirgen writes internal/target/llvmir/intrinsics_gen.go: the
// table of LLVM intrinsics the MLIR-to-LLVM-IR translation knows (name,
// types and the attributes LLVM gives their declarations: every
// target-independent, nvvm and amdgcn intrinsic, and those of other
// targets that an op produces) and the table of ops whose translation is
// MLIR's uniform createIntrinsicCall.
//
// Inputs (needed only at generation time, like tools/odsgen):
//   - MLIR 19's generated op→LLVM IR builders
//     (mlir/Dialect/LLVMIR/{LLVMIntrinsic,NVVM,ROCDL}Conversions.inc),
//   - the op definitions (.td, through llvm-tblgen -dump-json) to map the
//     builders' C++ classes to op names,
//   - LLVM's intrinsic records (llvm/IR/Intrinsics.td through
//     llvm-tblgen -dump-json), from which the declarations' attributes are
//     derived with the rules of LLVM's IntrinsicEmitter.
//
// Usage: go run ./tools/llvmirgen [-include /usr/lib/llvm-19/include] [-out internal/target/llvmir/intrinsics_gen.go]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gpuc/tools/internal/tblgen"
)

// incFiles are the generated builders, with the C++ namespace of their
// ops and the .td file defining them.
var incFiles = []struct{ inc, ns, td string }{
	{"LLVMIntrinsicConversions.inc", "LLVM", "LLVMIntrinsicOps.td"},
	{"NVVMConversions.inc", "NVVM", "NVVMOps.td"},
	{"ROCDLConversions.inc", "ROCDL", "ROCDLOps.td"},
}

// tableTargets are the target prefixes whose intrinsics all go in the
// table besides the target-independent ones: those of the GPU targets, so
// that llvm.call_intrinsic and declarations of functions named like an
// intrinsic (which LLVM gives the intrinsic's attributes) know every
// nvvm and amdgcn intrinsic, not only those an op produces. Intrinsics of
// other targets are listed only when an op uses them.
var tableTargets = map[string]bool{"": true, "nvvm": true, "amdgcn": true}

// selectorClasses are the NVVM ops whose intrinsic MLIR picks with a
// generated getIntrinsicID (NVVMOps.h.inc) from their attributes.
var selectorClasses = map[string]string{"WMMALoadOp": "nvvm.wmma.load", "WMMAStoreOp": "nvvm.wmma.store", "WMMAMmaOp": "nvvm.wmma.mma",
	"MmaOp": "nvvm.mma.sync"}

var (
	condRE   = regexp.MustCompile(`^\s*if \((.*)\)\s*return llvm::Intrinsic::(\w+);\s*$`)
	satRE    = regexp.MustCompile(`^\s*\(sat\.has_value\(\)\s*\? (\d+) == static_cast<int>\(\*sat\) : true\)\s*$`)
	b1RE     = regexp.MustCompile(`^\s*\(b1Op\.has_value\(\) \? MMAB1Op::(\w+) == \*b1Op : true\)\s*$`)
	ifRetRE  = regexp.MustCompile(`\)\s*\n\s*return llvm::Intrinsic::`)
	eqRE     = regexp.MustCompile(`^\s*(?:(\w+) == "([^"]*)"|"([^"]*)" == (\w+)|(\w+) == (\d+))\s*$`)
	classRE  = regexp.MustCompile(`(?m)^class (\w+) : public ::mlir::Op<`)
	selectID = "static llvm::Intrinsic::ID getIntrinsicID("
)

// selectorCase is one `if (attr == value && ...) return ID;` of a
// getIntrinsicID: the values of the op attributes named by the op's
// selector variables (sorted), and the intrinsic.
// sat and b1 are MmaOp's optional conditions on its overflow behaviour
// and b1 operation ("" when the case has none): an absent attribute
// matches any.
type selectorCase struct {
	op, key, id string
	sat, b1     string
}

// selectors parses the getIntrinsicID functions of selectorClasses.
func selectors(text string) (vars map[string][]string, cases []selectorCase, err error) {
	vars = map[string][]string{}
	locs := classRE.FindAllStringSubmatchIndex(text, -1)
	for i, l := range locs {
		op, ok := selectorClasses[text[l[2]:l[3]]]
		if !ok {
			continue
		}
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		body := text[l[0]:end]
		j := strings.Index(body, selectID)
		if j < 0 {
			return nil, nil, fmt.Errorf("%s: no getIntrinsicID", op)
		}
		body = body[j:]
		if k := strings.Index(body, "return 0;}"); k >= 0 {
			body = body[:k]
		} else if k := strings.Index(body, "return 0;\n"); k >= 0 {
			body = body[:k]
		}
		body = ifRetRE.ReplaceAllString(body, ") return llvm::Intrinsic::")
		for _, line := range strings.Split(body, "\n") {
			m := condRE.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			kv := map[string]string{}
			var sat, b1 string
			for _, c := range strings.Split(m[1], "&&") {
				if x := satRE.FindStringSubmatch(c); x != nil {
					sat = x[1]
					continue
				}
				if x := b1RE.FindStringSubmatch(c); x != nil {
					b1 = x[1]
					continue
				}
				e := eqRE.FindStringSubmatch(c)
				switch {
				case e == nil:
					return nil, nil, fmt.Errorf("%s: cannot parse condition %q", op, c)
				case e[1] != "":
					kv[e[1]] = e[2]
				case e[4] != "":
					kv[e[4]] = e[3]
				default:
					kv[e[5]] = e[6]
				}
			}
			names := make([]string, 0, len(kv))
			for k := range kv {
				names = append(names, k)
			}
			sort.Strings(names)
			if prev, ok := vars[op]; ok && strings.Join(prev, ",") != strings.Join(names, ",") {
				return nil, nil, fmt.Errorf("%s: conditions on different attributes", op)
			}
			vars[op] = names
			vals := make([]string, len(names))
			for i, n := range names {
				vals[i] = kv[n]
			}
			cases = append(cases, selectorCase{op: op, key: strings.Join(vals, ","), id: m[2], sat: sat, b1: b1})
		}
	}
	return vars, cases, nil
}

type (
	rec = tblgen.Record
	db  = tblgen.DB
)

func load(tool string, args ...string) (*db, error) { return tblgen.Load(tool, args...) }

// uniformOp is one `createIntrinsicCall(builder, moduleTranslation,
// &opInst, ID, numResults, {ovRes}, {ovOps}, {immPos}, {immNames})` entry.
type uniformOp struct {
	op, id               string
	numResults           int
	ovRes, ovOps, immPos []int
	immNames             []string
	mapsResult           bool
	memoryMD             bool
}

var (
	blockRE   = regexp.MustCompile(`(?s)if \(auto op = dyn_cast<::mlir::(\w+)::(\w+)>\(opInst\)\) \{(.*?)\n  return success\(\);\n\}`)
	uniformRE = regexp.MustCompile(`^\s*auto \*inst = LLVM::detail::createIntrinsicCall\(\s*builder, moduleTranslation, &opInst, llvm::Intrinsic::(\w+),(\d+),\{([^}]*)\},\{([^}]*)\},\{([^}]*)\},\{([^}]*)\}\);\s*\(void\) inst;\s*(moduleTranslation\.mapValue\(op\.get\w+\(\)\) = inst;)?\s*((?:moduleTranslation\.set(?:AccessGroups|AliasScope|TBAA)Metadata\(op, inst\);\s*)*)(moduleTranslation\.mapValue\(op\.get\w+\(\)\) = inst;)?\s*$`)
	// simpleRE is a call without operands or results (barrier0, fences).
	simpleRE = regexp.MustCompile(`^\s*createIntrinsicCall\(builder, llvm::Intrinsic::(\w+)\);\s*$`)
	idRE     = regexp.MustCompile(`llvm::Intrinsic::(\w+)`)
	nameRE   = regexp.MustCompile(`StringLiteral\("(\w+)"\)`)
)

func ints(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			n, err := strconv.Atoi(f)
			if err != nil {
				panic(err)
			}
			out = append(out, n)
		}
	}
	return out
}

func main() {
	include := flag.String("include", tblgen.DefaultInclude, "LLVM/MLIR include directory")
	tblgen := flag.String("tblgen", tblgen.DefaultTool, "llvm-tblgen")
	out := flag.String("out", "internal/target/llvmir/intrinsics_gen.go", "output file")
	flag.Parse()
	src, err := generate(*tblgen, *include)
	if err != nil {
		fmt.Fprintln(os.Stderr, "llvmirgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "llvmirgen:", err)
		os.Exit(1)
	}
}

func generate(tblgen, include string) ([]byte, error) {
	dir := filepath.Join(include, "mlir/Dialect/LLVMIR")
	var ops []uniformOp
	used := map[string]bool{}
	for _, f := range incFiles {
		td, err := load(tblgen, "-I", include, "-I", dir, filepath.Join(dir, f.td))
		if err != nil {
			return nil, err
		}
		class := td.OpClasses()
		text, err := os.ReadFile(filepath.Join(dir, f.inc))
		if err != nil {
			return nil, err
		}
		for _, m := range idRE.FindAllStringSubmatch(string(text), -1) {
			used[m[1]] = true
		}
		for _, m := range blockRE.FindAllStringSubmatch(string(text), -1) {
			if m[1] != f.ns {
				continue
			}
			name, ok := class[m[2]]
			if !ok {
				return nil, fmt.Errorf("%s: no op for class %s", f.inc, m[2])
			}
			if u := uniformRE.FindStringSubmatch(m[3]); u != nil {
				n, _ := strconv.Atoi(u[2])
				var names []string
				for _, x := range nameRE.FindAllStringSubmatch(u[6], -1) {
					names = append(names, x[1])
				}
				ops = append(ops, uniformOp{op: name, id: u[1], numResults: n, ovRes: ints(u[3]), ovOps: ints(u[4]),
					immPos: ints(u[5]), immNames: names, mapsResult: u[7] != "" || u[9] != "", memoryMD: u[8] != ""})
			} else if s := simpleRE.FindStringSubmatch(m[3]); s != nil {
				ops = append(ops, uniformOp{op: name, id: s[1]})
			} else if os.Getenv("LLVMIRGEN_DEBUG") != "" {
				fmt.Fprintln(os.Stderr, "hand-written:", name)
			}
		}
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].op < ops[j].op })
	hinc, err := os.ReadFile(filepath.Join(dir, "NVVMOps.h.inc"))
	if err != nil {
		return nil, err
	}
	selVars, selCases, err := selectors(string(hinc))
	if err != nil {
		return nil, err
	}
	for _, c := range selCases {
		used[c.id] = true
	}

	intr, err := load(tblgen, "-I", include, filepath.Join(include, "llvm/IR/Intrinsics.td"))
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, n := range intr.InstanceOf["Intrinsic"] {
		id := strings.TrimPrefix(n, "int_")
		r := intr.Records[n]
		if used[id] || tableTargets[r.Str("TargetPrefix")] {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)

	var b bytes.Buffer
	b.WriteString("// Code generated by tools/llvmirgen from MLIR 19's *Conversions.inc and LLVM 19's Intrinsics.td. DO NOT EDIT.\n\n")
	b.WriteString("package llvmir\n\n")
	b.WriteString("// uniformOps are the ops MLIR 19 translates with the generic createIntrinsicCall.\n")
	b.WriteString("var uniformOps = []uniformOp{\n")
	for _, o := range ops {
		fmt.Fprintf(&b, "\t{Op: %q, ID: %q, NumResults: %d, OvRes: %s, OvOps: %s, ImmPos: %s, ImmNames: %s, MapsResult: %v, MemoryMD: %v},\n",
			o.op, o.id, o.numResults, intList(o.ovRes), intList(o.ovOps), intList(o.immPos), strList(o.immNames), o.mapsResult, o.memoryMD)
	}
	b.WriteString("}\n\n")
	b.WriteString("// selectorVars are the attributes whose values pick the intrinsic of the\n// ops MLIR translates with a generated getIntrinsicID.\n")
	b.WriteString("var selectorVars = map[string][]string{\n")
	selOps := make([]string, 0, len(selVars))
	for op := range selVars {
		selOps = append(selOps, op)
	}
	sort.Strings(selOps)
	for _, op := range selOps {
		fmt.Fprintf(&b, "\t%q: %s,\n", op, strList(selVars[op]))
	}
	b.WriteString("}\n\n")
	b.WriteString("// selectorCases lists, per op and in MLIR's order (the first match wins),\n// the selectorVars values (comma separated) picking each intrinsic.\n")
	b.WriteString("var selectorCases = map[string][]selectorCase{\n")
	for _, op := range selOps {
		fmt.Fprintf(&b, "\t%q: {\n", op)
		for _, c := range selCases {
			if c.op == op {
				fmt.Fprintf(&b, "\t\t{Key: %q, ID: %q", c.key, c.id)
				if c.sat != "" {
					fmt.Fprintf(&b, ", Sat: %q", c.sat)
				}
				if c.b1 != "" {
					fmt.Fprintf(&b, ", B1: %q", c.b1)
				}
				b.WriteString("},\n")
			}
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n\n")
	// The intrinsics are one line each in a string (parsed at first use),
	// their function attribute lists numbered in intrinsicFnAttrs: a
	// composite literal per intrinsic would make a much larger file and
	// binary.
	var lines []string
	fnIndex := map[string]int{}
	var fnList []string
	for _, id := range ids {
		r := intr.Records["int_"+id]
		info, err := describe(intr, id, r)
		if err != nil {
			return nil, err
		}
		n, ok := fnIndex[info.fn]
		if !ok {
			n = len(fnList)
			fnIndex[info.fn] = n
			fnList = append(fnList, info.fn)
		}
		lines = append(lines, info.line(n))
	}
	b.WriteString("// intrinsicFnAttrs are the distinct function attribute lists of the\n// intrinsics, numbered for intrinsicData.\n")
	b.WriteString("var intrinsicFnAttrs = []string{\n")
	for _, f := range fnList {
		fmt.Fprintf(&b, "\t%q,\n", f)
	}
	b.WriteString("}\n\n")
	b.WriteString("// intrinsicData describes each intrinsic (by its LLVM enum name), one\n// per line: ID;name (empty: the default);1 when overloaded;return types;\n// parameter types (',' separated);index in intrinsicFnAttrs;attributes of\n// the return value (key 0) and parameter i (key i+1), as key:attrs\n// separated by '|'.\n")
	b.WriteString("const intrinsicData = \"\" +\n")
	for i, l := range lines {
		sep := " +\n"
		if i == len(lines)-1 {
			sep = "\n"
		}
		fmt.Fprintf(&b, "\t%q%s", l+"\n", sep)
	}
	return format.Source(b.Bytes())
}

func intList(l []int) string {
	if len(l) == 0 {
		return "nil"
	}
	s := make([]string, len(l))
	for i, x := range l {
		s[i] = strconv.Itoa(x)
	}
	return "[]int{" + strings.Join(s, ", ") + "}"
}

func strList(l []string) string {
	if len(l) == 0 {
		return "nil"
	}
	s := make([]string, len(l))
	for i, x := range l {
		s[i] = strconv.Quote(x)
	}
	return "[]string{" + strings.Join(s, ", ") + "}"
}

// Memory locations and access bits of LLVM's MemoryEffects.
const (
	locArg = iota
	locInaccessible
	locOther
	ref = 1
	mod = 2
)

type memEffects [3]int

func (m memEffects) and(o memEffects) memEffects {
	for i := range m {
		m[i] &= o[i]
	}
	return m
}

func modRefStr(x int) string {
	return [...]string{"none", "read", "write", "readwrite"}[x]
}

// String prints the effects as LLVM's `memory(...)` attribute.
func (m memEffects) String() string {
	var parts []string
	other := m[locOther]
	all := 0
	for _, x := range m {
		all |= x
	}
	if other != 0 || all == other {
		parts = append(parts, modRefStr(other))
	}
	for loc, name := range []string{"argmem: ", "inaccessiblemem: "} {
		if m[loc] != other {
			parts = append(parts, name+modRefStr(m[loc]))
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// intrDesc is one intrinsic's table entry.
type intrDesc struct {
	id, name, fn string
	overloaded   bool
	ret, params  []string
	args         []string // "key:attrs"
}

// line is the entry's intrinsicData line, fn being its attribute list's
// number.
func (d intrDesc) line(fn int) string {
	ov := ""
	if d.overloaded {
		ov = "1"
	}
	return strings.Join([]string{d.id, d.name, ov, strings.Join(d.ret, ","), strings.Join(d.params, ","),
		strconv.Itoa(fn), strings.Join(d.args, "|")}, ";")
}

// describe builds one intrinsic's table entry, deriving attributes as
// LLVM's CodeGenIntrinsic and IntrinsicEmitter do.
func describe(d *db, id string, r rec) (intrDesc, error) {
	name := r.Str("LLVMName")
	if name == "" {
		name = defaultName(id)
	}
	props := r.Defs("IntrProperties")
	if r.Int("DisableDefaultAttributes") == 0 {
		for _, p := range d.InstanceOf["IntrinsicProperty"] {
			if d.Records[p].Int("IsDefault") != 0 {
				props = append(props, p)
			}
		}
	}
	var (
		me                                                       = memEffects{3, 3, 3}
		throws, noReturn, noCallback, noSync, noFree, willReturn bool
		sideEffects                                              bool
		cold, noDup, noMerge, convergent, speculatable, strictFP bool
	)
	argAttrs := map[int][]string{}
	for _, p := range props {
		pr := d.Records[p]
		switch p {
		case "IntrNoMem":
			me = memEffects{}
		case "IntrReadMem":
			me = me.and(memEffects{ref, ref, ref})
		case "IntrWriteMem":
			me = me.and(memEffects{mod, mod, mod})
		case "IntrArgMemOnly":
			me = me.and(memEffects{3, 0, 0})
		case "IntrInaccessibleMemOnly":
			me = me.and(memEffects{0, 3, 0})
		case "IntrInaccessibleMemOrArgMemOnly":
			me = me.and(memEffects{3, 3, 0})
		case "Throws":
			throws = true
		case "IntrNoReturn":
			noReturn = true
		case "IntrNoCallback":
			noCallback = true
		case "IntrNoSync":
			noSync = true
		case "IntrNoFree":
			noFree = true
		case "IntrWillReturn":
			willReturn = true
		case "IntrCold":
			cold = true
		case "IntrNoDuplicate":
			noDup = true
		case "IntrNoMerge":
			noMerge = true
		case "IntrConvergent":
			convergent = true
		case "IntrSpeculatable":
			speculatable = true
		case "IntrStrictFP":
			strictFP = true
		case "IntrHasSideEffects":
			sideEffects = true
		case "Commutative":
		default:
			idx := pr.Int("ArgNo")
			var a string
			switch {
			case pr.IsA("NoCapture"):
				a = "nocapture"
			case pr.IsA("NoAlias"):
				a = "noalias"
			case pr.IsA("NoUndef"):
				a = "noundef"
			case pr.IsA("NonNull"):
				a = "nonnull"
			case pr.IsA("Returned"):
				a = "returned"
			case pr.IsA("ReadOnly"):
				a = "readonly"
			case pr.IsA("WriteOnly"):
				a = "writeonly"
			case pr.IsA("ReadNone"):
				a = "readnone"
			case pr.IsA("ImmArg"):
				a = "immarg"
			case pr.IsA("Align"):
				a = "align=" + strconv.Itoa(pr.Int("Align"))
			case pr.IsA("Dereferenceable"):
				a = "dereferenceable=" + strconv.Itoa(pr.Int("Bytes"))
			default:
				return intrDesc{}, fmt.Errorf("%s: unknown intrinsic property %s %v", id, p, pr.Superclasses())
			}
			argAttrs[idx] = append(argAttrs[idx], a)
		}
	}
	var fn []string
	add := func(ok bool, s string) {
		if ok {
			fn = append(fn, s)
		}
	}
	add(!throws, "nounwind")
	add(noReturn, "noreturn")
	add(noCallback, "nocallback")
	add(noSync, "nosync")
	add(noFree, "nofree")
	add(willReturn, "willreturn")
	add(cold, "cold")
	add(noDup, "noduplicate")
	add(noMerge, "nomerge")
	add(convergent, "convergent")
	add(speculatable, "speculatable")
	add(strictFP, "strictfp")
	// As LLVM's emitter: side effects hide only a readnone memory effect.
	if me != (memEffects{3, 3, 3}) && !(sideEffects && me == memEffects{}) {
		fn = append(fn, "memory"+me.String())
	}

	// Return and parameter types: fixed types by their LLVM spelling, "@N"
	// where the N-th overload type is defined (an "any" type, or a type
	// matched to an earlier one that opens the next overload slot; ":i",
	// ":f", ":v" or ":p" follow when it must be an integer, floating-point,
	// vector or pointer type), "$N" for a use of it, "..." for varargs,
	// "?" for types derived in other ways.
	var ret, par []string
	slots := 0
	spec := func(t string) string {
		tr := d.Records[t]
		switch {
		case tr.Int("isAny") != 0 || tr.IsA("LLVMMatchTypeNextArg"):
			slots++
			// The class an "any" type restricts its overload type to, as
			// Intrinsic::matchIntrinsicSignature checks it.
			class := map[string]string{"iAny": ":i", "fAny": ":f", "vAny": ":v", "iPTRAny": ":p"}[tr.Def("VT")]
			return "@" + strconv.Itoa(slots-1) + class
		case tr.IsA("LLVMMatchType") && len(tr.Superclasses()) == 2:
			return "$" + strconv.Itoa(tr.Int("Number"))
		case tr.IsA("LLVMMatchType"):
			return "?"
		case t == "llvm_vararg_ty":
			return "..."
		case tr.IsA("LLVMQualPointerType") || tr.Def("VT") == "iPTR":
			if sig, ok := tr["Sig"].([]any); ok && len(sig) == 2 {
				if as, _ := sig[1].(float64); as != 0 {
					return fmt.Sprintf("ptr addrspace(%d)", int(as))
				}
			}
			return "ptr"
		}
		if s := vtType(tr.Def("VT")); s != "" && len(tr.Superclasses()) == 1 {
			return s
		}
		return "?"
	}
	for _, t := range r.Defs("RetTypes") {
		ret = append(ret, spec(t))
	}
	for _, t := range r.Defs("ParamTypes") {
		par = append(par, spec(t))
	}
	keys := make([]int, 0, len(argAttrs))
	for k := range argAttrs {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	desc := intrDesc{id: id, fn: strings.Join(fn, " "), overloaded: r.Int("isOverloaded") != 0, ret: ret, params: par}
	for _, k := range keys {
		sort.Strings(argAttrs[k])
		desc.args = append(desc.args, fmt.Sprintf("%d:%s", k, strings.Join(argAttrs[k], " ")))
	}
	// A name derived from the ID as LLVM's default is left out.
	if name != defaultName(id) {
		desc.name = name
	}
	return desc, nil
}

// defaultName is the name LLVM gives an intrinsic without an explicit
// one: "llvm." and the enum name with '_' as '.'.
func defaultName(id string) string { return "llvm." + strings.ReplaceAll(id, "_", ".") }

// vtType spells a fixed MVT as an LLVM type ("" when not simple).
func vtType(vt string) string {
	switch vt {
	case "f16":
		return "half"
	case "bf16":
		return "bfloat"
	case "f32":
		return "float"
	case "f64":
		return "double"
	case "f80":
		return "x86_fp80"
	case "f128":
		return "fp128"
	case "token":
		return "token"
	case "MetadataVT":
		return "metadata"
	case "isVoid":
		return "void"
	}
	if m := regexp.MustCompile(`^i(\d+)$`).FindStringSubmatch(vt); m != nil {
		return vt
	}
	if m := regexp.MustCompile(`^(nx)?v(\d+)(i\d+|f16|bf16|f32|f64)$`).FindStringSubmatch(vt); m != nil {
		e := vtType(m[3])
		if m[1] != "" {
			return "<vscale x " + m[2] + " x " + e + ">"
		}
		return "<" + m[2] + " x " + e + ">"
	}
	return ""
}
