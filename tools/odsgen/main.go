// Command odsgen turns MLIR 19's operation definitions (.td files, read
// through `llvm-tblgen -dump-json`) into the op specs internal/ods
// interprets. It writes one ops_gen.go per dialect package.
//
// Usage: go run ./tools/odsgen [-include /usr/lib/llvm-19/include] [-out internal/dialect]
//
// It needs llvm-19 (llvm-tblgen) and libmlir-19-dev (the .td files); the
// generated files are committed, so building gpuc needs neither.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gpuc/tools/internal/tblgen"
)

type dialectSrc struct {
	pkg     string   // Go package directory under -out
	name    string   // MLIR dialect name
	files   []string // .td files relative to mlir/Dialect
	comment string
	// ops, when set, are the only ops generated (by name without the
	// dialect prefix): dialects gpuc registers in part.
	ops []string
}

var dialects = []dialectSrc{
	{"arith", "arith", []string{"Arith/IR/ArithOps.td"}, "", nil},
	{"math", "math", []string{"Math/IR/MathOps.td"}, "", nil},
	{"index", "index", []string{"Index/IR/IndexOps.td"}, "", nil},
	{"cf", "cf", []string{"ControlFlow/IR/ControlFlowOps.td"}, "", nil},
	{"scf", "scf", []string{"SCF/IR/SCFOps.td"}, "", nil},
	{"memref", "memref", []string{"MemRef/IR/MemRefOps.td"}, "", nil},
	{"gpu", "gpu", []string{"GPU/IR/GPUOps.td"}, "", nil},
	{"async", "async", []string{"Async/IR/AsyncOps.td"}, "", nil},
	{"llvm", "llvm", []string{"LLVMIR/LLVMOps.td", "LLVMIR/LLVMIntrinsicOps.td"}, "", nil},
	{"nvvm", "nvvm", []string{"LLVMIR/NVVMOps.td"}, "", nil},
	{"rocdl", "rocdl", []string{"LLVMIR/ROCDLOps.td"}, "", nil},
	{"affine", "affine", []string{"Affine/IR/AffineOps.td"}, "", []string{"apply", "max", "min"}},
	{"vector", "vector", []string{"Vector/IR/VectorOps.td"}, "", []string{"extract", "insert"}},
	{"ub", "ub", []string{"UB/IR/UBOps.td"}, "", nil},
}

type (
	rec = tblgen.Record
	db  = tblgen.DB
)

// load dumps the records of file, a .td file under include's mlir/Dialect.
func load(tool, include, file string) (*db, error) {
	dir := filepath.Join(include, "mlir/Dialect", filepath.Dir(file))
	return tblgen.Load(tool, "-I", include, "-I", dir, filepath.Join(include, "mlir/Dialect", file))
}

// dagArgs returns (def, name) pairs of a dag value.
func dagArgs(v any) [][2]any {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	args, _ := m["args"].([]any)
	var out [][2]any
	for _, a := range args {
		p, _ := a.([]any)
		if len(p) == 2 {
			out = append(out, [2]any{p[0], p[1]})
		}
	}
	return out
}

type gen struct {
	d        *db
	w        *bytes.Buffer
	names    map[string]string // record name -> Go var
	n        int
	decls    bytes.Buffer
	enums    []string
	opClass  map[string]string // C++ class -> op name
	dialect  string
	skipped  []string
	printers map[string]bool // C++ classes with a print method (TypeDef/AttrDef)
}

func (g *gen) varFor(prefix, key string, build func() string) string {
	if v, ok := g.names[prefix+key]; ok {
		return v
	}
	g.n++
	v := fmt.Sprintf("%s%d", prefix, g.n)
	g.names[prefix+key] = v
	body := build()
	fmt.Fprintf(&g.decls, "\t%s = %s\n", v, body)
	return v
}

var builders = map[string]string{}

func builtType(call string) string {
	call = strings.TrimSpace(call)
	switch {
	case strings.HasPrefix(call, "$_builder.getIntegerType("):
		inner := strings.TrimSuffix(strings.TrimPrefix(call, "$_builder.getIntegerType("), ")")
		parts := strings.Split(inner, ",")
		if len(parts) == 1 {
			return "i" + strings.TrimSpace(parts[0])
		}
		if strings.TrimSpace(parts[1]) == "/*isSigned=*/true" || strings.TrimSpace(parts[1]) == "true" {
			return "si" + strings.TrimSpace(parts[0])
		}
		return "ui" + strings.TrimSpace(parts[0])
	case call == "$_builder.getIndexType()":
		return "index"
	case call == "$_builder.getI1Type()":
		return "i1"
	case strings.HasPrefix(call, "$_builder.getF") && strings.HasSuffix(call, "Type()"):
		return strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(call, "$_builder.get"), "Type()"))
	case call == "$_builder.getNoneType()" || call == "$_builder.getType<::mlir::NoneType>()":
		return "none"
	case strings.Contains(call, "AsyncTokenType"):
		return "!gpu.async.token"
	case strings.Contains(call, "LLVMTokenType"):
		return "!llvm.token"
	case strings.Contains(call, "LLVMMetadataType"):
		return "!llvm.metadata"
	case strings.Contains(call, "LLVMPointerType::get($_builder.getContext())") || call == "$_builder.getType<::mlir::LLVM::LLVMPointerType>(0)":
		return "!llvm.ptr"
	case strings.HasPrefix(call, "$_builder.getType<::mlir::LLVM::LLVMPointerType>("):
		return "!llvm.ptr<" + strings.TrimSuffix(strings.TrimPrefix(call, "$_builder.getType<::mlir::LLVM::LLVMPointerType>("), ")") + ">"
	case strings.Contains(call, "SparseDnTensorHandleType"):
		return "!gpu.sparse.dntensor_handle"
	case strings.Contains(call, "SparseSpMatHandleType"):
		return "!gpu.sparse.spmat_handle"
	case strings.Contains(call, "SparseSpGEMMOpHandleType"):
		return "!gpu.sparse.spgemmop_handle"
	case strings.HasPrefix(call, "$_builder.getType<::mlir::async::") && strings.HasSuffix(call, "Type>()"):
		name := strings.TrimSuffix(strings.TrimPrefix(call, "$_builder.getType<::mlir::async::"), "Type>()")
		return map[string]string{"Token": "!async.token", "Group": "!async.group", "CoroId": "!async.coro.id",
			"CoroHandle": "!async.coro.handle", "CoroState": "!async.coro.state"}[name]
	}
	if call != "" {
		builders[call] = ""
	}
	return ""
}

func (g *gen) typeCons(v any) string {
	name, r := g.d.Ref(v)
	if r == nil {
		return "nil"
	}
	return g.varFor("tc", name, func() string {
		cpp := r.Str("cppClassName")
		if cpp == "" {
			cpp = r.Str("cppType")
		}
		b := builtType(r.Str("builderCall"))
		cls := strings.TrimPrefix(cpp, "::")
		if r.IsA("TypeDef") {
			// A TypeDef used as a constraint names its class without the
			// namespace (async's `ValueType`).
			cls = defClass(g.d, r)
		}
		stripped := g.printers[cls] || allPrinters[cls].mnemonic != ""
		extra := ""
		if info := allPrinters[cls]; stripped && info.mnemonic != "" {
			extra = fmt.Sprintf(", Dialect: %q, Mnemonic: %q", info.dialect, info.mnemonic)
		}
		return fmt.Sprintf("&ods.TypeCons{Def: %q, Summary: %q, CppType: %q, Build: %q, Stripped: %v%s}",
			name, r.Str("summary"), cpp, b, stripped, extra)
	})
}

func (g *gen) enum(v any) string {
	name, r := g.d.Ref(v)
	if r == nil {
		return "nil"
	}
	return g.varFor("en", name, func() string {
		var b strings.Builder
		bit := r.IsA("BitEnumAttr") || r.IsA("BitEnumAttrBase") || r.IsA("I32BitEnumAttr") || r.IsA("I64BitEnumAttr")
		width := 32
		if strings.Contains(r.Str("underlyingType"), "64") {
			width = 64
		}
		fmt.Fprintf(&b, "&ods.Enum{Name: %q, Bit: %v, Separator: %q, Width: %d, Cases: []ods.EnumCase{", r.Str("className"), bit, r.Str("separator"), width)
		cases, _ := r["enumerants"].([]any)
		for _, c := range cases {
			_, cr := g.d.Ref(c)
			if cr == nil {
				continue
			}
			fmt.Fprintf(&b, "{Sym: %q, Str: %q, Value: %d}, ", cr.Str("symbol"), cr.Str("str"), uint64(cr.Num("value")))
		}
		b.WriteString("}}")
		return b.String()
	})
}

func (g *gen) attrCons(name string, r rec) string {
	return g.varFor("ac", name, func() string {
		base := r
		for {
			_, br := g.d.Ref(base["baseAttr"])
			if br == nil {
				break
			}
			base = br
		}
		baseName := ""
		if m, ok := r["baseAttr"].(map[string]any); ok {
			baseName, _ = m["def"].(string)
		}
		_ = baseName
		storage := strings.TrimSpace(base.Str("storageType"))
		kind := "ods.AttrAny"
		extra := ""
		vt := ""
		if _, vr := g.d.Ref(base["valueType"]); vr != nil {
			vt = builtType(vr.Str("builderCall"))
		}
		switch {
		case base.IsA("EnumAttrInfo"):
			kind = "ods.AttrIntEnum"
			extra = ", Enum: " + g.enum(map[string]any{"def": base["!name"]})
		case base.IsA("EnumAttr"):
			kind = "ods.AttrDialectEnum"
			attrName := base.Str("attrName")
			dia, mn, _ := strings.Cut(attrName, ".")
			extra = fmt.Sprintf(", Enum: %s, Dialect: %q, Mnemonic: %q", g.enum(base["enum"]), dia, mn)
		case base.IsA("AttrDef"):
			kind = "ods.AttrDialect"
			attrName := base.Str("attrName")
			dia, mn, _ := strings.Cut(attrName, ".")
			extra = fmt.Sprintf(", Dialect: %q, Mnemonic: %q", dia, mn)
		case storage == "::mlir::UnitAttr":
			kind = "ods.AttrUnit"
		case storage == "::mlir::BoolAttr":
			kind = "ods.AttrBool"
		case storage == "::mlir::IntegerAttr":
			kind = "ods.AttrInt"
		case storage == "::mlir::FloatAttr":
			kind = "ods.AttrFloat"
		case storage == "::mlir::StringAttr":
			kind = "ods.AttrString"
			if base.IsA("SymbolNameAttr") || base["!name"] == "SymbolNameAttr" {
				kind = "ods.AttrSymbolName"
			}
		case storage == "::mlir::SymbolRefAttr":
			kind = "ods.AttrSymbolRef"
		case storage == "::mlir::FlatSymbolRefAttr":
			kind = "ods.AttrFlatSymbolRef"
		case storage == "::mlir::TypeAttr":
			kind = "ods.AttrType"
		case storage == "::mlir::ArrayAttr":
			kind = "ods.AttrArray"
		case storage == "::mlir::DictionaryAttr":
			kind = "ods.AttrDict"
		case strings.HasPrefix(storage, "::mlir::Dense") && strings.HasSuffix(storage, "ArrayAttr"):
			kind = "ods.AttrDenseArray"
			el := strings.TrimSuffix(strings.TrimPrefix(storage, "::mlir::Dense"), "ArrayAttr")
			vt = map[string]string{"I8": "i8", "I16": "i16", "I32": "i32", "I64": "i64", "F32": "f32", "F64": "f64", "Bool": "i1"}[el]
		case strings.Contains(storage, "ElementsAttr"):
			kind = "ods.AttrElements"
		case storage == "::mlir::LocationAttr":
			kind = "ods.AttrLocation"
		}
		if base["!name"] == "SymbolNameAttr" {
			kind = "ods.AttrSymbolName"
		}
		// A ConfinedAttr's own summary names its confinement ("with at
		// least 1 elements"); wrappers repeat their base's.
		summary := r.Str("summary")
		if summary == "" {
			summary = base.Str("summary")
		}
		def := base["!name"]
		if r.IsA("ConfinedAttr") {
			def = r["!name"]
		}
		return fmt.Sprintf("&ods.AttrCons{Def: %q, Summary: %q, Kind: %s, ValueType: %q%s}", def, summary, kind, vt, extra)
	})
}

func (g *gen) op(name string, r rec) string {
	var b strings.Builder
	_, dr := g.d.Ref(r["opDialect"])
	full := dr.Str("name") + "." + r.Str("opName")
	fmt.Fprintf(&b, "\t{Name: %q", full)
	var operands, attrs []string
	for _, a := range dagArgs(r["arguments"]) {
		an, _ := a[1].(string)
		cname, cr := g.d.Ref(a[0])
		if cr == nil {
			continue
		}
		for cr.IsA("OpVariable") {
			cname, cr = g.d.Ref(cr["constraint"])
		}
		switch {
		case cr.IsA("Attr") || cr.IsA("AttrConstraint"):
			opt := cr.Num("isOptional") != 0 || cr.IsA("OptionalAttr")
			def := cr.Str("defaultValue")
			acname := cname
			if cr.IsA("OptionalAttr") || cr.IsA("DefaultValuedAttr") || cr.IsA("DefaultValuedOptionalAttr") {
				if bn, _ := g.d.Ref(cr["baseAttr"]); bn != "" {
					acname = bn
				}
			}
			if strings.HasPrefix(acname, "anonymous") {
				acname = cname
			}
			ac := g.attrCons(acname, cr)
			s := fmt.Sprintf("{Name: %q, Cons: %s", an, ac)
			if opt {
				s += ", Optional: true"
			}
			if def != "" {
				s += fmt.Sprintf(", Default: %q", def)
			}
			attrs = append(attrs, s+"}")
		case cr.IsA("TypeConstraint"):
			operands = append(operands, g.arg(an, cname, cr))
		case cr.IsA("EnumProperty"):
			// An enum stored as a property (MLIR 19's llvm overflow flags):
			// it prints as its dialect enum attribute and is always set.
			if ea := g.enumAttrFor(cr.Str("storageType")); ea != "" {
				attrs = append(attrs, fmt.Sprintf("{Name: %q, Cons: %s, Default: %q}", an, ea, "0"))
				break
			}
			g.skipped = append(g.skipped, full+": property "+an)
		case cr.IsA("Property") || cr.IsA("PropConstraint"):
			g.skipped = append(g.skipped, full+": property "+an)
		default:
			g.skipped = append(g.skipped, full+": argument "+an+" of "+cname)
		}
	}
	if len(operands) > 0 {
		fmt.Fprintf(&b, ",\n\t\tOperands: []ods.Arg{%s}", strings.Join(operands, ", "))
	}
	var results []string
	for _, a := range dagArgs(r["results"]) {
		an, _ := a[1].(string)
		cname, cr := g.d.Ref(a[0])
		for cr != nil && cr.IsA("OpVariable") {
			cname, cr = g.d.Ref(cr["constraint"])
		}
		if cr != nil {
			results = append(results, g.arg(an, cname, cr))
		}
	}
	if len(results) > 0 {
		fmt.Fprintf(&b, ",\n\t\tResults: []ods.Arg{%s}", strings.Join(results, ", "))
	}
	if len(attrs) > 0 {
		fmt.Fprintf(&b, ",\n\t\tAttrs: []ods.AttrArg{%s}", strings.Join(attrs, ", "))
	}
	for _, part := range []struct{ key, field, variadic string }{{"regions", "Regions", "VariadicRegion"}, {"successors", "Successors", "VariadicSuccessor"}} {
		var rs []string
		for _, a := range dagArgs(r[part.key]) {
			an, _ := a[1].(string)
			_, cr := g.d.Ref(a[0])
			kind := "ods.Single"
			if cr != nil && cr.IsA(part.variadic) {
				kind = "ods.Variadic"
			}
			rs = append(rs, fmt.Sprintf("{Name: %q, Kind: %s}", an, kind))
		}
		if len(rs) > 0 {
			fmt.Fprintf(&b, ",\n\t\t%s: []ods.Arg{%s}", part.field, strings.Join(rs, ", "))
		}
	}
	if effects, ok := g.effects(r); ok {
		fmt.Fprintf(&b, ",\n\t\tEffects: []ods.Effect{%s}, HasEffects: true", strings.Join(effects, ", "))
	}
	traits := g.traits(r["traits"], full)
	if len(traits) > 0 {
		var qs []string
		for _, t := range traits {
			qs = append(qs, strconv.Quote(t))
		}
		fmt.Fprintf(&b, ",\n\t\tTraits: []string{%s}", strings.Join(qs, ", "))
	}
	if f := strings.TrimSpace(r.Str("assemblyFormat")); f != "" {
		fmt.Fprintf(&b, ",\n\t\tFormat: %q", normalizeSpace(f))
	}
	if r.Num("hasCustomAssemblyFormat") != 0 {
		b.WriteString(", Custom: true")
	}
	b.WriteString("},\n")
	return b.String()
}

// effects returns the memory effects ODS declares for an op, in the order
// mlir-tblgen's generated getEffects adds them (the traits' static effects,
// then operand and symbol-attribute decorators in argument order, then
// result decorators), and whether the op has a declared
// MemoryEffectOpInterface at all (MemoryEffects<[]> included). Only
// MemoryEffects::Effect instances are kept.
func (g *gen) effects(r rec) ([]string, bool) {
	var out []string
	has := false
	add := func(e rec, on string, index int, attr string) {
		if e.Str("baseEffectName") != "::mlir::MemoryEffects::Effect" {
			return
		}
		has = true
		kind := strings.TrimPrefix(e.Str("effect"), "::mlir::MemoryEffects::")
		res := e.Str("resource")
		res = res[strings.LastIndex(res, ":")+1:]
		s := fmt.Sprintf("{Kind: ods.Effect%s, On: ods.On%s, Index: %d, Resource: %q", kind, on, index, res)
		if attr != "" {
			s += fmt.Sprintf(", Attr: %q", attr)
		}
		if e.Num("effectOnFullRegion") != 0 {
			s += ", FullRegion: true"
		}
		if st := e.Num("stage"); st != 0 {
			s += fmt.Sprintf(", Stage: %d", st)
		}
		out = append(out, s+"}")
	}
	var walkTraits func(v any)
	walkTraits = func(v any) {
		list, _ := v.([]any)
		for _, t := range list {
			_, tr := g.d.Ref(t)
			if tr == nil {
				continue
			}
			if tr.IsA("TraitList") {
				walkTraits(tr["traits"])
				continue
			}
			if tr.IsA("SideEffectsTraitBase") && tr.Str("baseEffectName") == "::mlir::MemoryEffects::Effect" {
				has = true
				effs, _ := tr["effects"].([]any)
				for _, e := range effs {
					if _, er := g.d.Ref(e); er != nil {
						add(er, "Op", 0, "")
					}
				}
			}
		}
	}
	walkTraits(r["traits"])
	decorators := func(cr rec, on string, index int, attr string) {
		ds, _ := cr["decorators"].([]any)
		for _, dv := range ds {
			if _, dr := g.d.Ref(dv); dr != nil && dr.IsA("SideEffect") {
				add(dr, on, index, attr)
			}
		}
	}
	operandIt := 0
	for i, a := range dagArgs(r["arguments"]) {
		_, cr := g.d.Ref(a[0])
		if cr == nil {
			continue
		}
		base := cr
		for base.IsA("OpVariable") {
			_, base = g.d.Ref(base["constraint"])
		}
		switch {
		case base.IsA("TypeConstraint"):
			if cr.IsA("OpVariable") {
				decorators(cr, "Operand", operandIt, "")
			}
			operandIt++
		case base.IsA("Attr") || base.IsA("AttrConstraint"):
			if cr.IsA("OpVariable") {
				an, _ := a[1].(string)
				decorators(cr, "Symbol", i, an)
			}
		}
	}
	for i, a := range dagArgs(r["results"]) {
		if _, cr := g.d.Ref(a[0]); cr != nil && cr.IsA("OpVariable") {
			decorators(cr, "Result", i, "")
		}
	}
	return out, has
}

// enumAttrFor returns the constraint of the EnumAttr wrapping the enum
// class cls.
func (g *gen) enumAttrFor(cls string) string {
	for _, n := range g.d.InstanceOf["EnumAttr"] {
		r := g.d.Records[n]
		if _, er := g.d.Ref(r["enum"]); er != nil && er.Str("className") == cls {
			return g.attrCons(n, r)
		}
	}
	return ""
}

func normalizeSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

func (g *gen) arg(an, cname string, cr rec) string {
	kind := "ods.Single"
	base := cr
	seg := ""
	switch {
	case cr.IsA("VariadicOfVariadic"):
		kind = "ods.VariadicOfVariadic"
		seg = cr.Str("segmentAttrName")
		_, base = g.d.Ref(cr["baseType"])
	case cr.IsA("Variadic"):
		kind = "ods.Variadic"
		_, base = g.d.Ref(cr["baseType"])
	case cr.IsA("Optional"):
		kind = "ods.Optional"
		_, base = g.d.Ref(cr["baseType"])
	}
	tc := "nil"
	if base != nil {
		tc = g.typeCons(map[string]any{"def": base["!name"]})
	} else {
		tc = g.typeCons(map[string]any{"def": cname})
	}
	s := fmt.Sprintf("{Name: %q, Kind: %s, Type: %s", an, kind, tc)
	if seg != "" {
		s += fmt.Sprintf(", Segment: %q", seg)
	}
	return s + "}"
}

func (g *gen) traits(v any, full string) []string {
	list, _ := v.([]any)
	var out []string
	for _, t := range list {
		name, r := g.d.Ref(t)
		if r == nil {
			continue
		}
		switch {
		case r.IsA("TraitList"):
			out = append(out, g.traits(r["traits"], full)...)
			if r.IsA("SingleBlockImplicitTerminator") {
				// The terminator class is in the nested native trait.
			}
			continue
		case r.IsA("AllTypesMatch") || r.IsA("AllElementTypesMatch") || r.IsA("AllShapesMatch") || r.IsA("AllRanksMatch") || r.IsA("AllElementCountsMatch"):
			var vs []string
			for _, x := range r["values"].([]any) {
				vs = append(vs, x.(string))
			}
			cls := r["!superclasses"].([]any)
			out = append(out, cls[len(cls)-1].(string)+":"+strings.Join(vs, ","))
			continue
		case r.IsA("TypesMatchWith"):
			out = append(out, "TypesMatchWith:"+r.Str("lhs")+","+r.Str("rhs")+","+normalizeSpace(r.Str("transformer")))
			if sm := r.Str("summary"); sm != "" {
				out = append(out, "TypesMatchWithSummary:"+r.Str("lhs")+","+r.Str("rhs")+","+sm)
			}
			continue
		case r.IsA("SideEffectsTraitBase"):
			// MemoryEffects<[...]>: the effects are emitted as the spec's
			// Effects (see effects).
			continue
		case r.IsA("DeclareOpInterfaceMethods") || r.IsA("OpInterface") || r.IsA("OpInterfaceTrait"):
			ci := r.Str("cppInterfaceName")
			if ci == "InferTypeOpInterface" {
				out = append(out, "InferType")
			}
			if ci != "" {
				out = append(out, "Interface:"+ci)
			}
			continue
		}
		tr := r.Str("trait")
		switch {
		case strings.HasPrefix(tr, "HasParent<"):
			inner := strings.TrimSuffix(strings.TrimPrefix(tr, "HasParent<"), ">::Impl")
			var ps []string
			for _, c := range strings.Split(inner, ",") {
				c = strings.TrimSpace(c)
				c = c[strings.LastIndex(c, ":")+1:]
				if n, ok := g.opClass[c]; ok {
					ps = append(ps, n)
				} else {
					ps = append(ps, "?"+c)
				}
			}
			out = append(out, "HasParent:"+strings.Join(ps, ","))
		case strings.HasPrefix(tr, "SingleBlockImplicitTerminator<"):
			c := strings.TrimSuffix(strings.TrimPrefix(tr, "SingleBlockImplicitTerminator<"), ">::Impl")
			c = c[strings.LastIndex(c, ":")+1:]
			out = append(out, "SingleBlockImplicitTerminator:"+g.opClass[c])
		case strings.HasPrefix(tr, "InferTypeOpAdaptor") || tr == "InferTypeOpInterface::Trait":
			out = append(out, "InferType")
		case name == "InferTypeOpAdaptor" || name == "InferTypeOpAdaptorWithIsCompatible":
			out = append(out, "InferType")
		case strings.HasPrefix(name, "anonymous"):
			// Predicate traits and the like: verification only.
			if s := r.Str("summary"); s != "" && r.IsA("PredOpTrait") {
				out = append(out, "Pred:"+s)
			}
		default:
			out = append(out, name)
		}
	}
	return out
}

func main() {
	include := flag.String("include", tblgen.DefaultInclude, "LLVM/MLIR include directory")
	outDir := flag.String("out", "internal/dialect", "directory holding the dialect packages")
	tblgen := flag.String("tblgen", tblgen.DefaultTool, "llvm-tblgen")
	only := flag.String("only", "", "comma-separated packages to generate (default all)")
	flag.Parse()
	if err := collectPrinters(*tblgen, *include); err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	for _, ds := range dialects {
		if *only != "" && !strings.Contains(","+*only+",", ","+ds.pkg+",") {
			continue
		}
		if err := generate(*tblgen, *include, *outDir, ds); err != nil {
			fmt.Fprintln(os.Stderr, "odsgen:", err)
			os.Exit(1)
		}
	}
	if len(builders) > 0 {
		var ks []string
		for k := range builders {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		fmt.Fprintln(os.Stderr, "odsgen: unmapped type builders:\n  "+strings.Join(ks, "\n  "))
	}
}

type defInfo struct{ dialect, mnemonic string }

// defClass is the qualified C++ class of a TypeDef or AttrDef (without the
// leading "::"); the namespace defaults to its dialect's.
func defClass(d *db, r rec) string {
	ns := r.Str("cppNamespace")
	if ns == "" {
		if _, dr := d.Ref(r["dialect"]); dr != nil {
			ns = dr.Str("cppNamespace")
		}
	}
	return strings.TrimPrefix(ns, "::") + "::" + r.Str("cppClassName")
}

// allPrinters holds, for every TypeDef of the dialects generated, by C++
// class, its dialect and mnemonic when it has its own printer (types of one
// dialect appear in constraints of others: LLVMPointerType in nvvm ops).
var allPrinters = map[string]defInfo{}

func collectPrinters(tblgen, include string) error {
	for _, ds := range append(dialects, dialectSrc{files: []string{"LLVMIR/LLVMTypes.td"}}) {
		for _, f := range ds.files {
			d, err := load(tblgen, include, f)
			if err != nil {
				return err
			}
			for _, n := range d.InstanceOf["TypeDef"] {
				r := d.Records[n]
				if r.Num("hasCustomAssemblyFormat") == 0 && r.Str("assemblyFormat") == "" {
					continue
				}
				cls := defClass(d, r)
				dia := ""
				if _, dr := d.Ref(r["dialect"]); dr != nil {
					dia = dr.Str("name")
				}
				allPrinters[cls] = defInfo{dia, r.Str("mnemonic")}
			}
		}
	}
	return nil
}

func generate(tblgen, include, outDir string, ds dialectSrc) error {
	var ops bytes.Buffer
	g := &gen{names: map[string]string{}, opClass: map[string]string{}, dialect: ds.name, printers: map[string]bool{}}
	seenOps := map[string]bool{}
	var enumAttrs []string
	seenEA := map[string]bool{}
	for _, f := range ds.files {
		d, err := load(tblgen, include, f)
		if err != nil {
			return err
		}
		g.d = d
		for _, n := range append(d.InstanceOf["TypeDef"], d.InstanceOf["AttrDef"]...) {
			r := d.Records[n]
			if r.Num("hasCustomAssemblyFormat") != 0 || r.Str("assemblyFormat") != "" {
				g.printers[defClass(d, r)] = true
			}
		}
		for cls, name := range d.OpClasses() {
			g.opClass[cls] = name
		}
		names := append([]string(nil), d.InstanceOf["Op"]...)
		sort.Slice(names, func(i, j int) bool {
			return d.Records[names[i]].Str("opName") < d.Records[names[j]].Str("opName")
		})
		for _, n := range names {
			r := d.Records[n]
			_, dr := d.Ref(r["opDialect"])
			if dr == nil || dr.Str("name") != ds.name {
				continue
			}
			full := ds.name + "." + r.Str("opName")
			if seenOps[full] || len(ds.ops) > 0 && !slices.Contains(ds.ops, r.Str("opName")) {
				continue
			}
			seenOps[full] = true
			ops.WriteString(g.op(n, r))
		}
		for _, n := range d.InstanceOf["EnumAttr"] {
			r := d.Records[n]
			dia, mn, _ := strings.Cut(r.Str("attrName"), ".")
			if dia != ds.name || seenEA[mn] {
				continue
			}
			seenEA[mn] = true
			_, er := d.Ref(r["enum"])
			cpp := ""
			if er != nil {
				cpp = er.Str("cppNamespace") + "::" + er.Str("className")
				if !strings.HasPrefix(cpp, "::") {
					cpp = "::" + cpp
				}
			}
			enumAttrs = append(enumAttrs, fmt.Sprintf("\t{Dialect: %q, Mnemonic: %q, Enum: %s, Format: %q, CppEnum: %q, DefName: %q},\n",
				dia, mn, g.enum(r["enum"]), normalizeSpace(r.Str("assemblyFormat")), cpp, n))
		}
		// All enums of the dialect, for LookupEnum.
		for _, n := range d.InstanceOf["EnumAttrInfo"] {
			r := d.Records[n]
			ns := r.Str("cppNamespace")
			if !strings.Contains(strings.ToLower(ns), "::"+ds.name) && !(ds.name == "cf" && strings.Contains(ns, "cf")) {
				continue
			}
			g.enum(map[string]any{"def": n})
		}
	}
	sort.Strings(enumAttrs)
	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by tools/odsgen from MLIR 19's %s; DO NOT EDIT.\n\n", strings.Join(ds.files, ", "))
	fmt.Fprintf(&out, "package %s\n\nimport \"gpuc/internal/ods\"\n\n", ds.pkg)
	out.WriteString("var (\n")
	out.Write(g.decls.Bytes())
	out.WriteString(")\n\n")
	out.WriteString("var genEnums = []*ods.Enum{")
	var evs []string
	for k, v := range g.names {
		if strings.HasPrefix(k, "en") {
			evs = append(evs, v)
		}
	}
	sort.Slice(evs, func(i, j int) bool {
		return len(evs[i]) < len(evs[j]) || (len(evs[i]) == len(evs[j]) && evs[i] < evs[j])
	})
	out.WriteString(strings.Join(evs, ", "))
	out.WriteString("}\n\n")
	out.WriteString("var genEnumAttrs = []*ods.EnumAttrDef{\n")
	for _, e := range enumAttrs {
		out.WriteString(e)
	}
	out.WriteString("}\n\n")
	out.WriteString("var genOps = []*ods.Spec{\n")
	out.Write(ops.Bytes())
	out.WriteString("}\n")
	if len(g.skipped) > 0 {
		out.WriteString("\n// Not represented:\n")
		for _, s := range g.skipped {
			out.WriteString("//   " + s + "\n")
		}
	}
	src, err := format.Source(out.Bytes())
	if err != nil {
		os.WriteFile("/tmp/odsgen_bad.go", out.Bytes(), 0o644)
		return fmt.Errorf("%s: gofmt: %v", ds.pkg, err)
	}
	dir := filepath.Join(outDir, ds.pkg)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "ops_gen.go"), src, 0o644)
}
