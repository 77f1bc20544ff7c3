package llvmir

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// The debug-info translation is checked on its own (without the driver):
// each test parses a module, runs the debug-info entry points the way the
// driver does (function signatures with their subprograms, then globals,
// then per op of each body the location, with the debug intrinsics
// translated by their registered translators), and renders the metadata with a small printer that numbers
// nodes in LLVM's SlotTracker order. The expected text (testdata/debuginfo/
// *.ll) is mlir-translate-19 --mlir-to-llvmir's output on the *.mlir input
// (for synth*.mlir see TestDebugInfoText), here reduced to
// the `!dbg` attachments and debug records of each function plus every
// metadata line (reduceLL). TestDebugInfoText then checks the whole
// translator and printer on the same files.

// dbgHarness runs the entry points over a parsed module.
func dbgHarness(t *testing.T, src string, opts Options) (*Translator, []*ll.Function) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if len(res.Errors) > 0 {
		t.Fatalf("parse: %v", res.Errors[0])
	}
	top := res.Block.First()
	tr := &Translator{Opts: opts, Top: top, M: ll.NewModule("LLVMDialectModule")}
	// What the core translation adds before anything else.
	flags := tr.M.NamedMD("llvm.module.flags")
	flags.Ops = append(flags.Ops, ll.Tuple(&ll.ValueMD{V: ll.Int(ll.I32, 2)}, ll.MDString("Debug Info Version"), &ll.ValueMD{V: ll.Int(ll.I32, 3)}))
	// As the driver: function signatures (with their subprograms), then
	// globals, then bodies.
	body := top.Region(0).First()
	var fns []*ll.Function
	var fnOps []*ir.Operation
	for op := range body.Ops {
		if op.Name() != "llvm.func" {
			continue
		}
		f := &ll.Function{GlobalCommon: ll.GlobalCommon{Name: op.Attr("sym_name").(*ir.StringAttr).Value}}
		if op.Region(0).First() != nil {
			f.NewBlock("")
		}
		tr.FunctionDebugInfo(op, f)
		fns, fnOps = append(fns, f), append(fnOps, op)
	}
	for op := range body.Ops {
		if op.Name() == "llvm.mlir.global" {
			name := op.Attr("sym_name").(*ir.StringAttr).Value
			gv := tr.M.AddGlobal(&ll.GlobalVariable{GlobalCommon: ll.GlobalCommon{Name: name}, ValueType: ll.I32})
			tr.GlobalDebugInfo(op, gv)
		}
	}
	for k, op := range fnOps {
		f := fns[k]
		if op.Region(0).First() == nil {
			continue
		}
		tr.Fn, tr.Cur = f, f.Blocks[0]
		// Values are numbered as LLVM numbers them: arguments, the entry
		// block, then instruction results (constants make none).
		args := op.Region(0).First().Args()
		for i, a := range args {
			tr.Map(a, &ll.Argument{Typ: ll.I32, Index: i})
		}
		next := len(args) + 1
		for b := op.Region(0).First(); b != nil; b = b.Next() {
			for o := range b.Ops {
				tr.SetDebugLoc(tr.OpDebugLoc(o))
				if fn := opTranslators[o.Name()]; fn != nil && strings.HasPrefix(o.Name(), "llvm.intr.dbg.") {
					if err := fn(tr, o); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if o.Name() == "llvm.mlir.constant" {
					tr.Map(o.Result(0), &ll.Argument{Typ: ll.I32, Index: -1})
					continue
				}
				for _, r := range o.Results() {
					tr.Map(r, &ll.Argument{Typ: ll.I32, Index: next})
					next++
				}
				tr.Emit(&ll.Inst{Op: ll.OpUnreachable, Typ: ll.Void})
			}
		}
	}
	tr.FinalizeDebugInfo()
	return tr, fns
}

// mdRender numbers and prints metadata as LLVM's AsmWriter does.
type mdRender struct {
	slots map[*ll.MDNode]int
	order []*ll.MDNode
}

func (r *mdRender) visit(n *ll.MDNode) {
	if n == nil || n.Inline {
		return
	}
	if _, ok := r.slots[n]; ok {
		return
	}
	r.slots[n] = len(r.order)
	r.order = append(r.order, n)
	for _, op := range slotOperands(n) {
		if m, ok := op.(*ll.MDNode); ok {
			r.visit(m)
		}
	}
}

func (r *mdRender) ref(m ll.Metadata) string {
	switch m := m.(type) {
	case nil:
		return "null"
	case *ll.MDNode:
		if m == nil {
			return "null"
		}
		if m.Inline {
			return r.body(m)
		}
		return fmt.Sprintf("!%d", r.slots[m])
	case ll.MDString:
		return fmt.Sprintf("!%q", string(m))
	case *ll.ValueMD:
		c := m.V.(*ll.ConstInt)
		return fmt.Sprintf("i%d %s", c.Typ.Bits, c.V)
	}
	return "?"
}

func (r *mdRender) body(n *ll.MDNode) string {
	var b strings.Builder
	if n.Distinct {
		b.WriteString("distinct ")
	}
	if n.Kind == "" {
		b.WriteString("!{")
		for i, o := range n.Ops {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(r.ref(o))
		}
		b.WriteString("}")
		return b.String()
	}
	b.WriteString("!" + n.Kind + "(")
	for i, f := range n.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		if f.Name != "" {
			b.WriteString(f.Name + ": ")
		}
		if f.MD != nil {
			b.WriteString(r.ref(f.MD))
		} else {
			b.WriteString(f.Raw)
		}
	}
	b.WriteString(")")
	return b.String()
}

// dbgKind is the record kind of a call to a debug intrinsic, else "".
func dbgKind(in *ll.Inst) string {
	if f, ok := in.Callee.(*ll.Function); ok && in.Op == ll.OpCall {
		if k, ok := strings.CutPrefix(f.Name, "llvm.dbg."); ok {
			return k
		}
	}
	return ""
}

func dbgAttachment(mds []ll.MDAttachment) *ll.MDNode {
	for _, a := range mds {
		if a.Kind == "dbg" {
			return a.Node
		}
	}
	return nil
}

// render prints the harness's result: per function its !dbg and, per
// instruction, its debug record or !dbg; then the metadata.
func render(tr *Translator, fns []*ll.Function) string {
	r := &mdRender{slots: map[*ll.MDNode]int{}}
	for _, g := range tr.M.Globals {
		r.visit(dbgAttachment(g.MD))
	}
	for _, nmd := range tr.M.NamedMDs {
		for _, n := range nmd.Ops {
			r.visit(n)
		}
	}
	for _, f := range fns {
		r.visit(dbgAttachment(f.MD))
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if dbgKind(in) != "" {
					for _, o := range in.Operands {
						if mv, ok := o.(*ll.MetadataValue); ok {
							if n, ok := mv.MD.(*ll.MDNode); ok {
								r.visit(n)
							}
						}
					}
				}
				r.visit(in.Dbg)
			}
		}
	}
	var b strings.Builder
	for _, g := range tr.M.Globals {
		if n := dbgAttachment(g.MD); n != nil {
			fmt.Fprintf(&b, "@%s !dbg %s\n", g.Name, r.ref(n))
		}
	}
	for _, f := range fns {
		fmt.Fprintf(&b, "@%s", f.Name)
		if n := dbgAttachment(f.MD); n != nil {
			fmt.Fprintf(&b, " !dbg %s", r.ref(n))
		}
		b.WriteString("\n")
		for _, bl := range f.Blocks {
			for _, in := range bl.Insts {
				if kind := dbgKind(in); kind != "" {
					args := []string{}
					for _, o := range in.Operands {
						switch md := o.(*ll.MetadataValue).MD.(type) {
						case *ll.ValueMD:
							if i := md.V.(*ll.Argument).Index; i >= 0 {
								args = append(args, fmt.Sprintf("%%%d", i))
							} else {
								args = append(args, "const")
							}
						default:
							args = append(args, r.ref(md))
						}
					}
					args = append(args, r.ref(in.Dbg))
					fmt.Fprintf(&b, "  #dbg_%s(%s)\n", kind, strings.Join(args, ", "))
					continue
				}
				if in.Dbg != nil {
					fmt.Fprintf(&b, "  !dbg %s\n", r.ref(in.Dbg))
				} else {
					b.WriteString("  -\n")
				}
			}
		}
	}
	for _, nmd := range tr.M.NamedMDs {
		var ops []string
		for _, n := range nmd.Ops {
			ops = append(ops, r.ref(n))
		}
		fmt.Fprintf(&b, "!%s = !{%s}\n", nmd.Name, strings.Join(ops, ", "))
	}
	for i, n := range r.order {
		fmt.Fprintf(&b, "!%d = %s\n", i, r.body(n))
	}
	return b.String()
}

func checkDebug(t *testing.T, src, want string, opts Options) {
	t.Helper()
	tr, fns := dbgHarness(t, src, opts)
	got := render(tr, fns)
	if got != want {
		diffLines(t, got, want)
		t.Logf("got:\n%s", got)
	}
}

// TestDebugInfo runs the harness on testdata/debuginfo/*.mlir and compares
// with the oracle's output there (*.ll), reduced by reduceLL.
func TestDebugInfo(t *testing.T) {
	eachDebugInfoCase(t, func(t *testing.T, src, ll string, opts Options) {
		checkDebug(t, src, reduceLL(ll), opts)
	})
}

// eachDebugInfoCase runs check as a subtest on each testdata/debuginfo
// input with its expected LLVM IR and the options it is translated with
// (DebugInfo for synth*.mlir).
func eachDebugInfoCase(t *testing.T, check func(t *testing.T, src, ll string, opts Options)) {
	files, _ := filepath.Glob("testdata/debuginfo/*.mlir")
	if len(files) == 0 {
		t.Fatal("no test inputs")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".mlir")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ll, err := os.ReadFile(strings.TrimSuffix(f, ".mlir") + ".ll")
			if err != nil {
				t.Fatal(err)
			}
			check(t, string(src), string(ll), Options{DebugInfo: strings.HasPrefix(name, "synth")})
		})
	}
}

var (
	reGlobalDbg = regexp.MustCompile(`^@(\S+) = .*, !dbg (!\d+)$`)
	reFuncLine  = regexp.MustCompile(`^(?:define|declare) (?:!dbg (!\d+) )?.*?@([\w.$-]+)\(.*?(?:\) !dbg (!\d+))?(?: \{)?$`)
	reRecord    = regexp.MustCompile(`^    #dbg_(\w+)\((.*)\)$`)
	reRecordVal = regexp.MustCompile(`^(?:i\d+|ptr) (%\d+)`)
	reRecordCst = regexp.MustCompile(`^(?:i\d+|ptr) (?:-?\d+|null|poison|undef|true|false)\b`)
	reInstDbg   = regexp.MustCompile(`, !dbg (!\d+)$`)
)

// reduceLL reduces printed LLVM IR to what the harness renders: each
// global's and function's !dbg, per instruction its debug record (values
// as %N or "const") or !dbg or "-", then the named and numbered metadata.
func reduceLL(text string) string {
	var globals, funcs, named, mds []string
	for _, line := range strings.Split(text, "\n") {
		if m := reGlobalDbg.FindStringSubmatch(line); m != nil {
			globals = append(globals, "@"+m[1]+" !dbg "+m[2])
			continue
		}
		if m := reFuncLine.FindStringSubmatch(line); m != nil {
			ref := m[1]
			if m[3] != "" {
				ref = m[3]
			}
			if ref != "" {
				ref = " !dbg " + ref
			}
			funcs = append(funcs, "@"+m[2]+ref)
			continue
		}
		if m := reRecord.FindStringSubmatch(line); m != nil {
			args := reRecordVal.ReplaceAllString(m[2], "$1")
			args = reRecordCst.ReplaceAllString(args, "const")
			funcs = append(funcs, "  #dbg_"+m[1]+"("+args+")")
			continue
		}
		if strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   ") {
			if m := reInstDbg.FindStringSubmatch(line); m != nil {
				funcs = append(funcs, "  !dbg "+m[1])
			} else {
				funcs = append(funcs, "  -")
			}
			continue
		}
		if strings.HasPrefix(line, "!llvm.") {
			named = append(named, line)
		} else if len(line) > 1 && line[0] == '!' && line[1] >= '0' && line[1] <= '9' {
			mds = append(mds, line)
		}
	}
	return strings.Join(append(append(append(globals, funcs...), named...), mds...), "\n") + "\n"
}

// TestDebugInfoText translates testdata/debuginfo/*.mlir with the whole
// translator and compares the printed module with mlir-translate-19's
// output (*.ll); for synth*.mlir, with Options.DebugInfo, the expected
// text is that of mlir-opt-19 --ensure-debug-info-scope-on-llvm-func
// --mlir-print-debuginfo piped to mlir-translate-19 on a file named t.mlir.
func TestDebugInfoText(t *testing.T) {
	eachDebugInfoCase(t, func(t *testing.T, src, want string, opts Options) {
		ctx := ir.NewContext()
		all.Register(ctx.Registry)
		res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
		if len(res.Errors) > 0 {
			t.Fatalf("parse: %v", res.Errors[0])
		}
		m, err := Translate(res.Block.First(), opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := printModule(t, m); got != want {
			diffLines(t, got, want)
		}
	})
}

// testSlotOrder lists, per specialized node kind, its fields that hold
// metadata in the order of the LLVM node's operands (DebugInfoMetadata.h),
// which is not the order they print in: LLVM's SlotTracker numbers a node,
// then its operand nodes in operand order.
var testSlotOrder = map[string][]string{
	"DILocation":                 {"scope", "inlinedAt"},
	"DISubrange":                 {"count", "lowerBound", "upperBound", "stride"},
	"DIBasicType":                {"file", "scope"},
	"DIStringType":               {"file", "scope", "stringLength", "stringLengthExpression", "stringLocationExpression"},
	"DIDerivedType":              {"file", "scope", "baseType", "extraData"},
	"DICompositeType":            {"file", "scope", "baseType", "elements", "dataLocation", "associated", "allocated", "rank"},
	"DISubroutineType":           {"types"},
	"DICompileUnit":              {"file", "globals"},
	"DISubprogram":               {"file", "scope", "type", "unit"},
	"DILexicalBlock":             {"file", "scope"},
	"DILexicalBlockFile":         {"file", "scope"},
	"DINamespace":                {"scope"},
	"DIModule":                   {"file", "scope"},
	"DILocalVariable":            {"scope", "file", "type"},
	"DIGlobalVariable":           {"scope", "file", "type"},
	"DILabel":                    {"scope", "file"},
	"DIGlobalVariableExpression": {"var", "expr"},
}

// slotOperands returns the metadata n refers to in LLVM's operand order.
func slotOperands(n *ll.MDNode) []ll.Metadata {
	if n.Kind == "" {
		return n.Ops
	}
	var out []ll.Metadata
	used := make([]bool, len(n.Fields))
	for _, name := range testSlotOrder[n.Kind] {
		for i, f := range n.Fields {
			if f.Name == name && f.MD != nil && !used[i] {
				out = append(out, f.MD)
				used[i] = true
			}
		}
	}
	for i, f := range n.Fields {
		if f.MD != nil && !used[i] {
			out = append(out, f.MD)
		}
	}
	return out
}
