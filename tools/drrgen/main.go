// Command drrgen turns MLIR 19's declarative rewrite rules (DRR: the
// `Pat<...>` and `Pattern<...>` records of a .td file, read through
// `llvm-tblgen -dump-json`) into gpuc rewrite patterns, as mlir-tblgen
// -gen-rewriters turns them into C++ (mlir/tools/mlir-tblgen/RewriterGen.cpp).
//
// Usage: go run ./tools/drrgen [-src MLIR] -td lib/Dialect/Arith/IR/ArithCanonicalization.td \
//
//	-pkg arith -prefix '(anonymous namespace)::' -out internal/dialect/arith/canonicalize_gen.go
//
// MLIR is the root of an MLIR 19 source tree (its include/ and the .td
// file); the generated file is committed, so building gpuc needs neither.
//
// A generated pattern does what RewriterGen's does, in the same order:
// it matches the source dag (nested ops through their operands' defining
// ops, ConstantLikeMatcher through m_Constant, attributes with their
// defaults), collects the matched ops in RewriterGen's order (each nested
// op after the ops nested in it), checks the constraints, then creates the
// result ops, children first, at the fused location of the first N matched
// ops where N is the number of ops of the source pattern (RewriterGen's
// odsLoc), and replaces the root with the values of the last result
// patterns. Result types follow RewriterGen's rules: ops with
// SameOperandsAndResultType take their first operand's type, ops that are
// nested, auxiliary or partly used take the type their ODS builder infers
// (AllTypesMatch, TypesMatchWith), and the other ops replacing the root take
// the root's result types.
//
// The C++ snippets of CPred constraints and NativeCodeCall results have no
// generic Go translation: the table `snippets` maps each one the .td uses to
// a Go expression over hand-written helpers of the target package, and an
// unknown snippet is an error.
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

type rec = tblgen.Record

// snippets maps the C++ expressions of predicates and native code calls
// (with $0.., $_self and $_builder placeholders, outer parentheses removed)
// to Go. In Go, $_builder is the *rewrite.Rewriter rw and $0.. are the
// bound values (*ir.Value), attributes (ir.Attribute) or results of ops.
var snippets = map[string]string{
	// Attribute constraints.
	"true": "true",
	"::llvm::isa<::mlir::IntegerAttr>($_self)":                           "isIntegerAttr($_self)",
	"::llvm::isa<::mlir::TypedAttr>($_self)":                             "isTypedAttr($_self)",
	"$_self == $_builder.getIntegerAttr($_builder.getIntegerType(1), 1)": "$_self == rw.Ctx.IntegerAttrInt64(rw.Ctx.I(1), 1)",
	"$_self == $_builder.getIntegerAttr($_builder.getIntegerType(1), 0)": "$_self == rw.Ctx.IntegerAttrInt64(rw.Ctx.I(1), 0)",
	// Attribute builders (constBuilderCall, $0 the value).
	"$_builder.getIntegerAttr($_builder.getIntegerType(1), $0)": "rw.Ctx.IntegerAttrInt64(rw.Ctx.I(1), $0)",
	// Constraints.
	"succeeded(getIntOrSplatIntValue($0))":                                                      "intOrSplatIntValue($0) != nil",
	"succeeded(getIntOrSplatIntValue($2))":                                                      "intOrSplatIntValue($2) != nil",
	"getIntOrSplatIntValue($0)->isAllOnes()":                                                    "intOrSplatIntValue($0).isAllOnes()",
	"getIntOrSplatIntValue($0)->isStrictlyPositive()":                                           "intOrSplatIntValue($0).isStrictlyPositive()",
	"*getIntOrSplatIntValue($0) == 1":                                                           "intOrSplatIntValue($0).eq(1)",
	"$0.getUses().empty()":                                                                      "!$0.HasUses()",
	"$0.getType() == $1.getType()":                                                              "$0.Type() == $1.Type()",
	"llvm::all_equal({$0.getType(), $1.getType(), $2.getType()})":                               "$0.Type() == $1.Type() && $1.Type() == $2.Type()",
	"$0.getValue() == arith::CmpIPredicate::eq || $0.getValue() == arith::CmpIPredicate::ne":    "enumValue($0) == CmpIEq || enumValue($0) == CmpINe",
	"getScalarOrElementWidth($0) > getScalarOrElementWidth($1)":                                 "scalarOrElementWidth($0) > scalarOrElementWidth($1)",
	"getScalarOrElementWidth($1) > 0":                                                           "scalarOrElementWidth($1) > 0",
	"(getScalarOrElementWidth($0) - getScalarOrElementWidth($1)) == *getIntOrSplatIntValue($2)": "intOrSplatIntValue($2).eq(uint64(scalarOrElementWidth($0) - scalarOrElementWidth($1)))",
	// Native code calls.
	"$_builder.getZeroAttr($0.getType())":    "zeroAttr(rw.Ctx, $0.Type())",
	"addIntegerAttrs($_builder, $0, $1, $2)": "addIntegerAttrs(rw, $0, $1, $2)",
	"subIntegerAttrs($_builder, $0, $1, $2)": "subIntegerAttrs(rw, $0, $1, $2)",
	"mulIntegerAttrs($_builder, $0, $1, $2)": "mulIntegerAttrs(rw, $0, $1, $2)",
	"mergeOverflowFlags($0, $1)":             "mergeOverflowFlags(rw, $0, $1)",
	"invertPredicate($0)":                    "invertPredicate(rw, $0)",
	"::mlir::cast<TypedAttr>($0)":            "$0.(ir.TypedAttr)",
	"::getI1SameShape($_self)":               "i1SameShape(rw.Ctx, $_self)",
}

// constantLikeMatcher is PatternBase.td's ConstantLikeMatcher expression.
const constantLikeMatcher = "::mlir::success(::mlir::matchPattern($_self->getResult(0), ::mlir::m_Constant(&$0)))"

func main() {
	src := flag.String("src", defaultSrc(), "MLIR 19 source tree (include/ and the .td file); default $MLIR_SRC")
	td := flag.String("td", "", ".td file with the patterns, relative to -src")
	pkg := flag.String("pkg", "", "Go package name")
	prefix := flag.String("prefix", "", "C++ scope of the generated patterns, for their debug names")
	out := flag.String("out", "", "output file")
	tool := flag.String("tblgen", tblgen.DefaultTool, "llvm-tblgen")
	flag.Parse()
	if *td == "" || *pkg == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	file := filepath.Join(*src, *td)
	d, err := tblgen.Load(*tool, "-I", filepath.Join(*src, "include"), "-I", filepath.Dir(file), file)
	if err != nil {
		fail(err)
	}
	code, err := generate(d, filepath.Base(*td), *td, *pkg, *prefix)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, code, 0o644); err != nil {
		fail(err)
	}
}

// defaultSrc is $MLIR_SRC, else the MLIR 19 sources where this project's
// machines unpack them.
func defaultSrc() string {
	if s := os.Getenv("MLIR_SRC"); s != "" {
		return s
	}
	return "/work/mlirsrc/llvm-toolchain-19_19.1.7/mlir"
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "drrgen:", err)
	os.Exit(1)
}

// generate writes the Go file for the patterns defined in the file named
// base (the records whose location is in it).
func generate(d *tblgen.DB, base, srcName, pkg, prefix string) ([]byte, error) {
	var names []string
	for _, n := range d.InstanceOf["Pattern"] {
		r := d.Records[n]
		locs, _ := r["!locs"].([]any)
		if len(locs) > 0 {
			if l, _ := locs[0].(string); strings.HasPrefix(l, base+":") {
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by tools/drrgen from MLIR 19's %s; DO NOT EDIT.\n\n", srcName)
	fmt.Fprintf(&b, "package %s\n\nimport (\n\t\"gpuc/internal/ir\"\n\t\"gpuc/internal/rewrite\"\n)\n\n", pkg)
	var all []string
	for _, n := range names {
		g := &gen{d: d, name: n, rec: d.Records[n], syms: map[string]*sym{}}
		if err := g.pattern(&b, prefix); err != nil {
			return nil, fmt.Errorf("%s: %v", n, err)
		}
		all = append(all, "drr"+n)
	}
	fmt.Fprintf(&b, "// drrPatterns are the patterns of %s by name.\nvar drrPatterns = map[string]*rewrite.Pattern{\n", base)
	for i, n := range names {
		fmt.Fprintf(&b, "\t%q: %s,\n", n, all[i])
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

// dag is a dag value of the dump.
type dag struct {
	op   string // operator record name
	name string // bound symbol, "" if none
	args []dagArg
}

type dagArg struct {
	name string
	leaf string // def record name of a leaf, "" if unset
	str  string // string or number leaf
	sub  *dag   // nested dag
}

func parseDag(v any) *dag {
	m, ok := v.(map[string]any)
	if !ok || m["kind"] != "dag" {
		return nil
	}
	out := &dag{}
	if op, ok := m["operator"].(map[string]any); ok {
		out.op, _ = op["def"].(string)
	}
	out.name, _ = m["name"].(string)
	args, _ := m["args"].([]any)
	for _, a := range args {
		p, _ := a.([]any)
		var da dagArg
		if len(p) == 2 {
			da.name, _ = p[1].(string)
			switch x := p[0].(type) {
			case map[string]any:
				if x["kind"] == "dag" {
					da.sub = parseDag(x)
				} else {
					da.leaf, _ = x["def"].(string)
				}
			case string:
				da.str = x
			case float64:
				da.str = strconv.FormatInt(int64(x), 10)
			}
		}
		out.args = append(out.args, da)
	}
	return out
}

// opArg is an argument of an op definition.
type opArg struct {
	name    string
	operand int // operand index, -1 for an attribute
	def     string
}

type opInfo struct {
	rec     rec
	name    string
	args    []opArg
	results []string
}

func (g *gen) op(recName string) (*opInfo, error) {
	r := g.d.Records[recName]
	if r == nil || !r.IsA("Op") {
		return nil, fmt.Errorf("%s is not an op", recName)
	}
	_, dr := g.d.Ref(r["opDialect"])
	info := &opInfo{rec: r, name: dr.Str("name") + "." + r.Str("opName")}
	args := parseDag(r["arguments"])
	n := 0
	for _, a := range args.args {
		ar := g.d.Records[a.leaf]
		switch {
		case ar == nil:
			return nil, fmt.Errorf("%s: argument %s", recName, a.name)
		case ar.IsA("Variadic") || ar.IsA("Optional"):
			return nil, fmt.Errorf("%s: variadic or optional operand %s not supported", recName, a.name)
		case ar.IsA("TypeConstraint"):
			info.args = append(info.args, opArg{a.name, n, a.leaf})
			n++
		case ar.IsA("AttrConstraint"):
			info.args = append(info.args, opArg{a.name, -1, a.leaf})
		default:
			return nil, fmt.Errorf("%s: argument %s of unknown kind", recName, a.name)
		}
	}
	for _, a := range parseDag(r["results"]).args {
		if ar := g.d.Records[a.leaf]; ar != nil && ar.IsA("Variadic") {
			return nil, fmt.Errorf("%s: variadic result not supported", recName)
		}
		info.results = append(info.results, a.name)
	}
	return info, nil
}

func (o *opInfo) hasTrait(name string) bool {
	for _, t := range o.rec.Defs("traits") {
		if t == name {
			return true
		}
	}
	return false
}

// sym is a symbol bound by a pattern.
type sym struct {
	kind  int    // symValue, symAttr, symOp
	expr  string // Go variable
	index int    // symOp: the result a `name__N` symbol refers to, -1 for all
	nres  int    // symOp: number of results
}

const (
	symValue = iota
	symAttr
	symOp
)

type gen struct {
	d     *tblgen.DB
	name  string
	rec   rec
	syms  map[string]*sym
	w     bytes.Buffer
	next  int
	nops  int // ops of the source pattern
	dupID int
}

func (g *gen) printf(format string, args ...any) { fmt.Fprintf(&g.w, format, args...) }

func (g *gen) fresh(p string) string {
	g.next++
	return fmt.Sprintf("%s%d", p, g.next)
}

// goName is the Go variable of symbol s.
func goName(s string) string {
	switch s {
	case "rw", "ops", "loc", "ok", "repl", "ir", "rewrite", "type", "func", "var", "range", "map", "go", "select", "case", "default":
		return s + "_"
	}
	return "s" + s
}

// splitSym splits `name__N` into name and N (-1 without a suffix).
func splitSym(s string) (string, int) {
	if i := strings.LastIndex(s, "__"); i > 0 {
		if n, err := strconv.Atoi(s[i+2:]); err == nil {
			return s[:i], n
		}
	}
	return s, -1
}

// use returns the Go expression of symbol s as a value or attribute
// (RewriterGen's getValueAndRangeUse for a single value).
func (g *gen) use(s string) (string, error) {
	base, idx := splitSym(s)
	sy := g.syms[base]
	if sy == nil {
		return "", fmt.Errorf("unbound symbol $%s", s)
	}
	switch sy.kind {
	case symOp:
		if idx < 0 {
			if sy.nres != 1 {
				return "", fmt.Errorf("symbol $%s names %d results", s, sy.nres)
			}
			idx = 0
		}
		return fmt.Sprintf("%s.Result(%d)", sy.expr, idx), nil
	default:
		if idx >= 0 {
			return "", fmt.Errorf("symbol $%s is not an op", s)
		}
		return sy.expr, nil
	}
}

// values returns the values symbol s stands for in a replacement.
func (g *gen) values(s string) ([]string, error) {
	base, idx := splitSym(s)
	sy := g.syms[base]
	if sy == nil {
		return nil, fmt.Errorf("unbound symbol $%s", s)
	}
	if sy.kind == symOp && idx < 0 {
		var out []string
		for i := 0; i < sy.nres; i++ {
			out = append(out, fmt.Sprintf("%s.Result(%d)", sy.expr, i))
		}
		return out, nil
	}
	v, err := g.use(s)
	return []string{v}, err
}

var placeholder = regexp.MustCompile(`\$(_self|_builder|[0-9]+)`)

// snippet translates the C++ expression e with its placeholders bound.
func snippet(e, self string, args []string) (string, error) {
	e = strings.TrimSpace(e)
	for strings.HasPrefix(e, "(") && strings.HasSuffix(e, ")") && balanced(e[1:len(e)-1]) {
		e = strings.TrimSpace(e[1 : len(e)-1])
	}
	goExpr, ok := snippets[e]
	if !ok {
		return "", fmt.Errorf("no Go translation for C++ snippet %q", e)
	}
	var err error
	out := placeholder.ReplaceAllStringFunc(goExpr, func(p string) string {
		switch p {
		case "$_self":
			return self
		case "$_builder":
			return "rw"
		}
		n, _ := strconv.Atoi(p[1:])
		if n >= len(args) {
			err = fmt.Errorf("snippet %q: no argument %s", e, p)
			return p
		}
		return args[n]
	})
	return out, err
}

func balanced(s string) bool {
	depth := 0
	for _, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// pred translates a Pred record.
func (g *gen) pred(name, self string, args []string) (string, error) {
	r := g.d.Records[name]
	switch {
	case r == nil:
		return "", fmt.Errorf("no predicate %s", name)
	case r.IsA("CPred"):
		s, err := snippet(r.Str("predExpr"), self, args)
		return "(" + s + ")", err
	case r.IsA("And"), r.IsA("Or"):
		op := " && "
		if r.IsA("Or") {
			op = " || "
		}
		var parts []string
		for _, c := range r.Defs("children") {
			s, err := g.pred(c, self, args)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		return "(" + strings.Join(parts, op) + ")", nil
	case r.IsA("Neg"):
		c := r.Defs("children")
		s, err := g.pred(c[0], self, args)
		return "!" + s, err
	}
	return "", fmt.Errorf("predicate %s of unsupported kind", name)
}

func (g *gen) numOps(n *dag) int {
	c := 0
	if r := g.d.Records[n.op]; r != nil && r.IsA("Op") {
		c = 1
	}
	for _, a := range n.args {
		if a.sub != nil {
			c += g.numOps(a.sub)
		}
	}
	return c
}

func (g *gen) bind(name string, s *sym) error {
	if name == "" || name == "_" {
		return nil
	}
	if _, dup := g.syms[name]; dup {
		return fmt.Errorf("symbol $%s bound twice", name)
	}
	g.syms[name] = s
	return nil
}

func (g *gen) pattern(b *bytes.Buffer, prefix string) error {
	src := parseDag(g.rec["sourcePattern"])
	root, err := g.op(src.op)
	if err != nil {
		return err
	}
	g.nops = g.numOps(src)
	benefit := g.nops
	if delta := parseDag(g.rec["benefitDelta"]); delta != nil && len(delta.args) == 1 {
		n, _ := strconv.Atoi(delta.args[0].str)
		benefit += n
	}
	g.printf("ops := []*ir.Operation{op0}\n")
	if err := g.matchOp(src, root, "op0", 0); err != nil {
		return err
	}
	// Constraints.
	for _, c := range g.rec["constraints"].([]any) {
		cd := parseDag(c)
		var args []string
		for _, a := range cd.args {
			v, err := g.use(a.name)
			if err != nil {
				return err
			}
			args = append(args, v)
		}
		cr := g.d.Records[cd.op]
		if cr == nil || !cr.IsA("Constraint") {
			return fmt.Errorf("constraint %s", cd.op)
		}
		p, err := g.pred(cr.Def("predicate"), "", args)
		if err != nil {
			return err
		}
		g.printf("if !%s {\nreturn rewrite.NoMatch(%q)\n}\n", p, "entities failed to satisfy constraint "+cd.op)
	}
	if err := g.rewrite(root); err != nil {
		return err
	}
	locs, _ := g.rec["!locs"].([]any)
	loc, _ := locs[0].(string)
	fmt.Fprintf(b, "// drr%s is %s (%s).\n", g.name, g.name, loc)
	fmt.Fprintf(b, "var drr%s = &rewrite.Pattern{Name: %q, Root: %q, Benefit: %d,\n", g.name, prefix+g.name, root.name, benefit)
	fmt.Fprintf(b, "Rewrite: func(op0 *ir.Operation, rw *rewrite.Rewriter) error {\n")
	b.Write(g.w.Bytes())
	b.WriteString("}}\n\n")
	return nil
}

// matchOp matches the op dag n against the op in variable v (of op o).
func (g *gen) matchOp(n *dag, o *opInfo, v string, depth int) error {
	if depth > 0 {
		g.printf("if %s.Name() != %q {\nreturn rewrite.NoMatch(\"%s is not %s\")\n}\n", v, o.name, v, o.name)
	}
	if err := g.bind(n.name, &sym{kind: symOp, expr: v, index: -1, nres: len(o.results)}); err != nil {
		return err
	}
	if len(n.args) != len(o.args) {
		return fmt.Errorf("%s: %d arguments in pattern, %d in op", o.name, len(n.args), len(o.args))
	}
	for i, a := range n.args {
		oa := o.args[i]
		if oa.operand >= 0 {
			if err := g.matchOperand(a, fmt.Sprintf("%s.Operand(%d)", v, oa.operand), v, oa.operand); err != nil {
				return err
			}
			continue
		}
		if err := g.matchAttr(a, o, oa, v); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) matchOperand(a dagArg, val, opVar string, idx int) error {
	if a.sub == nil {
		if a.leaf != "" {
			r := g.d.Records[a.leaf]
			if r == nil || !r.IsA("TypeConstraint") || r.Def("predicate") == "" {
				return fmt.Errorf("operand leaf %s not supported", a.leaf)
			}
			return fmt.Errorf("type constraint %s on an operand not supported", a.leaf)
		}
		if a.name == "" || a.name == "_" {
			return nil
		}
		if prev, dup := g.syms[a.name]; dup {
			if prev.kind != symValue {
				return fmt.Errorf("$%s bound to a value and something else", a.name)
			}
			g.printf("if %s != %s {\nreturn rewrite.NoMatch(\"operands '%s' must be equal\")\n}\n", val, prev.expr, a.name)
			return nil
		}
		vn := goName(a.name)
		g.printf("%s := %s\n_ = %s\n", vn, val, vn)
		return g.bind(a.name, &sym{kind: symValue, expr: vn})
	}
	d := g.fresh("op")
	g.printf("%s := %s.DefiningOp()\nif %s == nil {\nreturn rewrite.NoMatch(\"there's no operation that defines operand %d of %s\")\n}\n", d, val, d, idx, opVar)
	sub := a.sub
	sr := g.d.Records[sub.op]
	switch {
	case sr != nil && sr.IsA("NativeCodeCall") && sr.Str("expression") == constantLikeMatcher:
		if len(sub.args) != 1 || sub.args[0].sub != nil {
			return fmt.Errorf("ConstantLikeMatcher takes one attribute")
		}
		ca := sub.args[0]
		an := g.fresh("attr")
		g.printf("%s := ir.ConstantValue(%s.Result(0))\nif %s == nil {\nreturn rewrite.NoMatch(\"%s is not a constant\")\n}\n", an, d, an, d)
		if ca.leaf != "" {
			p, err := g.attrConstraint(ca.leaf, an)
			if err != nil {
				return err
			}
			g.printf("if !%s {\nreturn rewrite.NoMatch(\"constant of %s fails %s\")\n}\n", p, d, ca.leaf)
		}
		if ca.name != "" {
			vn := goName(ca.name)
			g.printf("%s := %s\n_ = %s\n", vn, an, vn)
			if err := g.bind(ca.name, &sym{kind: symAttr, expr: vn}); err != nil {
				return err
			}
		}
	case sr != nil && sr.IsA("Op"):
		o, err := g.op(sub.op)
		if err != nil {
			return err
		}
		if err := g.matchOp(sub, o, d, 1); err != nil {
			return err
		}
	default:
		return fmt.Errorf("source dag %s not supported", sub.op)
	}
	g.printf("ops = append(ops, %s)\n", d)
	return nil
}

// attrConstraint is the Go condition for attribute constraint def on the
// attribute in variable v.
func (g *gen) attrConstraint(def, v string) (string, error) {
	r := g.d.Records[def]
	if r == nil || !r.IsA("AttrConstraint") {
		return "", fmt.Errorf("%s is not an attribute constraint", def)
	}
	return g.pred(r.Def("predicate"), v, nil)
}

func (g *gen) matchAttr(a dagArg, o *opInfo, oa opArg, v string) error {
	if a.sub != nil {
		return fmt.Errorf("nested dag on attribute %s not supported", oa.name)
	}
	if (a.name == "" || a.name == "_") && a.leaf == "" {
		return nil
	}
	an := g.fresh("attr")
	ar := g.d.Records[oa.def]
	g.printf("%s := %s.Attr(%q)\n", an, v, oa.name)
	switch {
	case ar.IsA("DefaultValuedAttr"):
		g.printf("if %s == nil {\n%s = defaultAttr(%s, %q)\n}\n", an, an, v, oa.name)
	case ar.IsA("OptionalAttr"):
	default:
		g.printf("if %s == nil {\nreturn rewrite.NoMatch(\"%s has no %s\")\n}\n", an, v, oa.name)
	}
	if a.leaf != "" {
		p, err := g.attrConstraint(a.leaf, an)
		if err != nil {
			return err
		}
		g.printf("if !%s {\nreturn rewrite.NoMatch(\"attribute %s fails %s\")\n}\n", p, oa.name, a.leaf)
	}
	if a.name == "" || a.name == "_" {
		g.printf("_ = %s\n", an)
		return nil
	}
	vn := goName(a.name)
	g.printf("%s := %s\n_ = %s\n", vn, an, vn)
	return g.bind(a.name, &sym{kind: symAttr, expr: vn})
}

// result is what a result pattern produced.
type result struct {
	values []string // the values it stands for
	expr   string   // a native code call's value, "" otherwise
}

func (g *gen) valueCount(n *dag) (int, error) {
	r := g.d.Records[n.op]
	switch {
	case r != nil && r.IsA("Op"):
		if n.name != "" {
			if _, idx := splitSym(n.name); idx >= 0 {
				return 1, nil
			}
		}
		o, err := g.op(n.op)
		if err != nil {
			return 0, err
		}
		return len(o.results), nil
	case r != nil && r.IsA("NativeCodeCall"):
		return r.Int("numReturns"), nil
	}
	return 1, nil
}

func (g *gen) rewrite(root *opInfo) error {
	var results []*dag
	for _, r := range g.rec["resultPatterns"].([]any) {
		results = append(results, parseDag(r))
	}
	if sup, _ := g.rec["supplementalPatterns"].([]any); len(sup) > 0 {
		return fmt.Errorf("supplemental patterns not supported")
	}
	nExpected := len(root.results)
	offsets := make([]int, len(results)+1)
	for i := range offsets {
		offsets[i] = nExpected
	}
	replStart := -1
	if nExpected == 0 {
		replStart = len(results)
	}
	for i := len(results) - 1; i >= 0; i-- {
		n, err := g.valueCount(results[i])
		if err != nil {
			return err
		}
		offsets[i] = offsets[i+1] - n
		if offsets[i] == 0 {
			if replStart == -1 {
				replStart = i
			}
		} else if offsets[i] < 0 && offsets[i+1] > 0 {
			return fmt.Errorf("a multi-result op both auxiliary and replacing")
		}
	}
	if offsets[0] > 0 {
		return fmt.Errorf("not enough values generated to replace the matched op")
	}
	var locs []string
	for i := 0; i < g.nops; i++ {
		locs = append(locs, fmt.Sprintf("ops[%d].Loc()", i))
	}
	g.printf("loc := rw.Ctx.Fused([]ir.Location{%s}, nil)\n_ = loc\n", strings.Join(locs, ", "))
	for i := 0; i < replStart; i++ {
		r, err := g.resultPattern(results[i], root, offsets[i], 0)
		if err != nil {
			return err
		}
		if r.expr != "" {
			g.printf("_ = %s\n", r.expr)
		}
	}
	if nExpected == 0 {
		g.printf("rw.EraseOp(op0)\nreturn nil\n")
		return nil
	}
	var repl []string
	for i := replStart; i < len(results); i++ {
		r, err := g.resultPattern(results[i], root, offsets[i], 0)
		if err != nil {
			return err
		}
		if r.expr != "" {
			repl = append(repl, r.expr)
		} else {
			repl = append(repl, r.values...)
		}
	}
	g.printf("rw.ReplaceOp(op0, %s)\nreturn nil\n", strings.Join(repl, ", "))
	return nil
}

// argExpr is the Go expression of a result op's or native call's leaf
// argument.
func (g *gen) argExpr(a dagArg) (string, error) {
	if a.leaf != "" {
		r := g.d.Records[a.leaf]
		switch {
		case r != nil && r.IsA("ConstantAttr"):
			return g.constantAttr(r)
		case r != nil && r.IsA("NativeCodeCall"):
			return "", fmt.Errorf("native code call leaf %s not supported", a.leaf)
		}
		return "", fmt.Errorf("leaf %s not supported in a result", a.leaf)
	}
	if a.str != "" {
		return "", fmt.Errorf("literal %q not supported in a result", a.str)
	}
	return g.use(a.name)
}

// constantAttr is the Go value of a ConstantAttr (ConstantEnumCase
// included).
func (g *gen) constantAttr(r rec) (string, error) {
	attrName := r.Def("attr")
	ar := g.d.Records[attrName]
	value := r.Str("value")
	if r.IsA("ConstantEnumCase") {
		enumRec := ar
		if ar.IsA("EnumAttr") {
			enumRec = g.d.Records[ar.Def("enum")]
		}
		sym := value[strings.LastIndex(value, "::")+2:]
		var num int64 = -1
		for _, c := range enumRec.Defs("enumerants") {
			cr := g.d.Records[c]
			if cr.Str("symbol") == sym {
				num = cr.Num("value")
			}
		}
		if num < 0 {
			return "", fmt.Errorf("enum case %s of %s", value, attrName)
		}
		switch {
		case ar.IsA("EnumAttr"):
			return fmt.Sprintf("enumAttr(rw, %q, %q, %d)", g.d.Records[ar.Def("dialect")].Str("name"), ar.Str("mnemonic"), num), nil
		case ar.IsA("IntEnumAttr"):
			w := 64
			if ar.IsA("I32EnumAttr") {
				w = 32
			}
			return fmt.Sprintf("rw.Ctx.IntegerAttrInt64(rw.Ctx.I(%d), %d)", w, num), nil
		}
		return "", fmt.Errorf("enum attribute %s of unsupported kind", attrName)
	}
	return snippet(ar.Str("constBuilderCall"), "", []string{value})
}

func (g *gen) resultPattern(n *dag, root *opInfo, resultIndex, depth int) (result, error) {
	r := g.d.Records[n.op]
	switch {
	case n.op == "replaceWithValue":
		if len(n.args) != 1 {
			return result{}, fmt.Errorf("replaceWithValue takes one argument")
		}
		vs, err := g.values(n.args[0].name)
		return result{values: vs}, err
	case r != nil && r.IsA("NativeCodeCall"):
		var args []string
		for _, a := range n.args {
			if a.sub != nil {
				sr, err := g.resultPattern(a.sub, root, 0, depth+1)
				if err != nil {
					return result{}, err
				}
				args = append(args, sr.single())
				continue
			}
			e, err := g.argExpr(a)
			if err != nil {
				return result{}, err
			}
			args = append(args, e)
		}
		e, err := snippet(r.Str("expression"), "", args)
		if err != nil {
			return result{}, err
		}
		if r.Int("numReturns") == 0 {
			return result{expr: e}, nil
		}
		v := g.fresh("native")
		g.printf("%s := %s\n", v, e)
		return result{expr: v}, nil
	case r != nil && r.IsA("Op"):
		return g.createOp(n, root, resultIndex, depth)
	}
	return result{}, fmt.Errorf("result dag %s not supported", n.op)
}

func (r result) single() string {
	if r.expr != "" {
		return r.expr
	}
	if len(r.values) > 0 {
		return r.values[0]
	}
	return "nil"
}

func (g *gen) createOp(n *dag, root *opInfo, resultIndex, depth int) (result, error) {
	o, err := g.op(n.op)
	if err != nil {
		return result{}, err
	}
	if len(n.args) != len(o.args) {
		return result{}, fmt.Errorf("resultant op %s: %d arguments in pattern, %d in definition", o.name, len(n.args), len(o.args))
	}
	// Children first, in argument order.
	child := map[int]string{}
	for i, a := range n.args {
		if a.sub != nil {
			r, err := g.resultPattern(a.sub, root, i, depth+1)
			if err != nil {
				return result{}, err
			}
			child[i] = r.single()
		}
	}
	var operands, attrs []string
	byName := map[string]string{}
	for i, a := range n.args {
		e, ok := child[i]
		if !ok {
			if e, err = g.argExpr(a); err != nil {
				return result{}, err
			}
		}
		byName[o.args[i].name] = e
		if o.args[i].operand >= 0 {
			operands = append(operands, e)
		} else {
			attrs = append(attrs, fmt.Sprintf("ir.NamedAttr{Name: %q, Value: %s}", o.args[i].name, e))
		}
	}
	packName, resIdx := "", -1
	if n.name != "" {
		packName, resIdx = splitSym(n.name)
	}
	// Result types, as RewriterGen picks the builder.
	var types []string
	switch {
	case o.hasTrait("SameOperandsAndResultType"):
		for range o.results {
			types = append(types, operands[0]+".Type()")
		}
	case o.hasTrait("FirstAttrDerivedResultType"):
		return result{}, fmt.Errorf("%s: FirstAttrDerivedResultType not supported", o.name)
	case resIdx >= 0 || depth > 0 || resultIndex < 0:
		for _, res := range o.results {
			t, err := g.inferredType(o, res, byName)
			if err != nil {
				return result{}, err
			}
			types = append(types, t)
		}
	default:
		for i := range o.results {
			types = append(types, fmt.Sprintf("op0.Result(%d).Type()", resultIndex+i))
		}
	}
	v := g.fresh("new")
	g.printf("%s := rw.Create(&ir.OperationState{Name: %q, Loc: loc", v, o.name)
	if len(operands) > 0 {
		g.printf(", Operands: []*ir.Value{%s}", strings.Join(operands, ", "))
	}
	if len(types) > 0 {
		g.printf(", Types: []ir.Type{%s}", strings.Join(types, ", "))
	}
	if len(attrs) > 0 {
		g.printf(", Attrs: nonNilAttrs(%s)", strings.Join(attrs, ", "))
	}
	g.printf("})\n")
	s := &sym{kind: symOp, expr: v, index: -1, nres: len(o.results)}
	if packName != "" {
		if err := g.bind(packName, s); err != nil {
			return result{}, err
		}
	}
	var vals []string
	for i := range o.results {
		if resIdx < 0 || resIdx == i {
			vals = append(vals, fmt.Sprintf("%s.Result(%d)", v, i))
		}
	}
	return result{values: vals}, nil
}

// inferredType is the type op o's ODS builder gives result res, from the
// op's AllTypesMatch and TypesMatchWith traits; args holds the Go
// expressions of the op's arguments by name.
func (g *gen) inferredType(o *opInfo, res string, args map[string]string) (string, error) {
	typeOf := func(name string) (string, bool) {
		e, ok := args[name]
		if !ok {
			return "", false
		}
		for _, a := range o.args {
			if a.name == name && a.operand < 0 {
				return "attrType(" + e + ")", true
			}
		}
		return e + ".Type()", true
	}
	for _, t := range o.rec.Defs("traits") {
		tr := g.d.Records[t]
		switch {
		case tr.IsA("AllTypesMatch"):
			vals, _ := tr["values"].([]any)
			has := false
			for _, x := range vals {
				if x == res {
					has = true
				}
			}
			if !has {
				continue
			}
			for _, x := range vals {
				if s, _ := x.(string); s != res {
					if e, ok := typeOf(s); ok {
						return e, nil
					}
				}
			}
		case tr.IsA("TypesMatchWith"):
			if tr.Str("rhs") != res {
				continue
			}
			if e, ok := typeOf(tr.Str("lhs")); ok {
				return snippet(tr.Str("transformer"), e, nil)
			}
		}
	}
	return "", fmt.Errorf("%s: cannot infer the type of result %s", o.name, res)
}
