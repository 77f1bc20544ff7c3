package llvmir

import (
	"strings"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

// coreState is the translation state of the core (LLVM dialect) part.
type coreState struct {
	types   map[string]ll.Type
	structs map[*llvm.StructType]*ll.StructType
	dl      *dataLayout
	comdats map[string]*ll.Comdat
	// termBlock is the LLVM block holding each MLIR block's translated
	// terminator (phi incoming blocks).
	termBlock ir.PtrMap[ir.Block, *ll.Block]
	// symbols are the module's symbol ops by name (for comdat selectors).
	top *ir.Operation
}

func (t *Translator) state() *coreState {
	if t.core == nil {
		t.core = &coreState{
			types:   map[string]ll.Type{},
			structs: map[*llvm.StructType]*ll.StructType{},
			dl:      parseDataLayout(""),
			comdats: map[string]*ll.Comdat{},
		}
	}
	return t.core
}

// Translate translates top (a builtin.module, or any op with the
// builtin.module translation semantics) into an LLVM module, following
// MLIR 19's translateModuleToLLVMIR: module attributes, comdats, function
// signatures, globals, the other top-level ops, then function bodies.
// Like MLIR it first legalizes top in place: a terminator that branches
// twice to a block with arguments gets a forwarding block for each
// repeated edge.
func Translate(top *ir.Operation, opts Options) (*ll.Module, error) {
	if !top.HasTrait(ir.SymbolTable) || top.NumRegions() != 1 {
		return nil, top.EmitError("'%s' op can not be translated to an LLVMIR module", top.Name())
	}
	name := opts.ModuleName
	if name == "" {
		name = "LLVMDialectModule"
	}
	t := &Translator{Opts: opts, M: ll.NewModule(name), Top: top, Extra: map[any]any{}}
	st := t.state()
	st.top = top
	if err := t.prepareModule(top); err != nil {
		return nil, err
	}
	ensureDistinctSuccessors(top)
	if hasValidLocation(top) {
		// MLIR's DebugTranslation marks every module with a location as
		// carrying debug info, before anything else adds metadata.
		t.M.NamedMD("llvm.module.flags").Ops = append(t.M.NamedMD("llvm.module.flags").Ops,
			ll.Tuple(&ll.ValueMD{V: ll.Int(ll.I32, 2)}, ll.MDString("Debug Info Version"), &ll.ValueMD{V: ll.Int(ll.I32, 3)}))
		if tt, ok := top.Attr("llvm.target_triple").(*ir.StringAttr); ok && isKnownWindowsMSVC(tt.Value) {
			// Windows/MSVC debuggers read CodeView rather than DWARF, so
			// DebugTranslation asks for it explicitly.
			t.M.NamedMD("llvm.module.flags").Ops = append(t.M.NamedMD("llvm.module.flags").Ops,
				ll.Tuple(&ll.ValueMD{V: ll.Int(ll.I32, 2)}, ll.MDString("CodeView"), &ll.ValueMD{V: ll.Int(ll.I32, 1)}))
		}
	}
	// The module op itself: builtin.module translates to nothing, its
	// dialect attributes are amended.
	if err := t.amend(top, nil); err != nil {
		return nil, err
	}
	body := top.Region(0).First()
	if body == nil {
		return t.M, nil
	}
	if err := t.convertComdats(body); err != nil {
		return nil, err
	}
	if err := t.convertFunctionSignatures(body); err != nil {
		return nil, err
	}
	if err := t.convertGlobals(body); err != nil {
		return nil, err
	}
	for op := range body.Ops {
		switch op.Name() {
		case "llvm.func", "llvm.mlir.alias", "llvm.mlir.global", "llvm.mlir.global_ctors",
			"llvm.mlir.global_dtors", "llvm.comdat", "llvm.mlir.ifunc":
			continue
		}
		if op.HasTrait(ir.Terminator) {
			continue
		}
		if err := t.convertOperation(op); err != nil {
			return nil, err
		}
		if op.Name() == "builtin.module" {
			t.releaseNestedModule(op)
		}
	}
	t.releaseInitializers(body)
	if err := t.convertFunctions(body); err != nil {
		return nil, err
	}
	for _, f := range t.finish {
		if err := f(); err != nil {
			return nil, err
		}
	}
	t.FinalizeDebugInfo()
	collectStructs(t.M)
	// mlir-translate runs LLVM's verifier on the module; the checks it can
	// fail on a valid MLIR module are those of intrinsic calls and a few
	// on functions and globals (verify.go).
	// Function checks come before module-level ones (verifyModule runs
	// verify(F) for each function, then verify()).
	funcs, globals := verifyGlobals(t.M)
	if msg := funcs + verifyIntrinsicCalls(t.M) + globals; msg != "" {
		return nil, &VerifierError{Text: msg}
	}
	return t.M, nil
}

// prepareModule sets the module's data layout and target triple (MLIR 19
// translates no other module attribute: no module asm, ident or
// dependent libraries).
func (t *Translator) prepareModule(top *ir.Operation) error {
	if a, ok := top.Attr("llvm.data_layout").(*ir.StringAttr); ok {
		t.M.DataLayout = a.Value
	} else if s, ok, err := specDataLayout(top); err != nil || ok {
		t.M.DataLayout = s
		if err != nil {
			return err
		}
	}
	t.state().dl = parseDataLayout(t.M.DataLayout)
	if a, ok := top.Attr("llvm.target_triple").(*ir.StringAttr); ok {
		t.M.Triple = a.Value
	}
	return nil
}

func hasValidLocation(top *ir.Operation) bool {
	return top.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := op.Loc().(*ir.UnknownLoc); ok || op.Loc() == nil {
			return ir.Advance
		}
		return ir.Interrupt
	}) == ir.Interrupt
}

// ensureDistinctSuccessors gives every repeated successor with arguments
// of a terminator its own forwarding block (appended to the region), as
// MLIR's LegalizeForExport does before translation: a phi can take only
// one value per predecessor block.
func ensureDistinctSuccessors(top *ir.Operation) {
	ctx := top.Context()
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		for _, r := range op.Regions() {
			var blocks []*ir.Block
			for b := range r.Blocks {
				blocks = append(blocks, b)
			}
			for _, b := range blocks {
				term := b.Last()
				if term == nil || !term.HasTrait(ir.Terminator) {
					continue
				}
				seen := map[*ir.Block]bool{}
				for i := 0; i < term.NumSuccessors(); i++ {
					s := term.Successor(i)
					if s.NumArgs() == 0 {
						continue
					}
					if !seen[s] {
						seen[s] = true
						continue
					}
					dummy := ir.NewBlock()
					r.Append(dummy)
					term.SetSuccessor(i, dummy)
					var args []*ir.Value
					for _, a := range s.Args() {
						args = append(args, dummy.AddArg(a.Type(), a.Loc()))
					}
					br := ctx.Create(&ir.OperationState{Name: "llvm.br", Loc: term.Loc(), Operands: args, Successors: []*ir.Block{s}})
					dummy.Append(br)
				}
			}
		}
		return ir.Advance
	})
}

// dialectsWithTranslation are the dialects MLIR 19's mlir-translate
// registers an LLVMTranslationDialectInterface for, among those gpuc knows.
var dialectsWithTranslation = map[string]bool{"builtin": true, "llvm": true, "nvvm": true, "rocdl": true, "gpu": true}

// convertOperation translates one op at the insertion point and applies
// its dialect attributes, as ModuleTranslation::convertOperation.
func (t *Translator) convertOperation(op *ir.Operation) error {
	name := op.Name()
	dialect := ir.DialectOf(name)
	// An unregistered op of such a dialect (the llvm, nvvm and rocdl dialects
	// allow unknown ops) has the interface but no translation.
	if !dialectsWithTranslation[dialect] {
		return t.Errorf(op, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: %s", name)
	}
	var err error
	var emitted *ll.Inst
	var before int
	if t.Cur != nil {
		before = len(t.Cur.Insts)
	}
	switch {
	case dialect == "builtin":
		if fn := opTranslators[name]; name != "builtin.module" && (fn == nil || fn(t, op) != nil) {
			err = t.failed(op, nil)
		}
	case dialect == "gpu":
		err = t.convertGPUOp(op)
	default:
		fn := opTranslators[name]
		if fn == nil {
			err = t.failed(op, nil)
			break
		}
		t.FMF = fastMathOf(op)
		err = fn(t, op)
		t.FMF = 0
		if err != nil {
			err = t.failed(op, err)
		}
	}
	if err != nil {
		return err
	}
	if t.Cur != nil && len(t.Cur.Insts) > before {
		emitted = t.Cur.Insts[len(t.Cur.Insts)-1]
	}
	var target ll.Value
	if emitted != nil {
		target = emitted
	} else if op.NumResults() == 1 {
		target, _ = t.values.Get(op.Result(0))
	}
	return t.amend(op, target)
}

// failed returns MLIR's "LLVM Translation failed" error for op, after the
// op's own diagnostic when there is one.
func (t *Translator) failed(op *ir.Operation, cause error) error {
	last := op.EmitError("LLVM Translation failed for operation: %s", op.Name())
	if cause == nil {
		return last
	}
	d, ok := cause.(*ir.Diagnostic)
	if !ok {
		d = op.EmitError("%s", cause.Error())
	}
	d.Then = append(d.Then, last)
	return d
}

// amend calls the registered amender of each discardable attribute's
// dialect, as ModuleTranslation::convertDialectAttributes.
func (t *Translator) amend(op *ir.Operation, target ll.Value) error {
	attrs := op.Attrs()
	if attrs == nil {
		return nil
	}
	for _, na := range attrs.Entries {
		fn := amenders[ir.DialectOf(na.Name)]
		if fn == nil {
			continue
		}
		if err := fn(t, op, na, target); err != nil {
			return err
		}
	}
	return nil
}

// fastMathOf returns the op's fastmathFlags as LLVM flags.
func fastMathOf(op *ir.Operation) ll.FastMath {
	a, ok := op.Attr("fastmathFlags").(*ods.EnumAttr)
	if !ok {
		return 0
	}
	// MLIR's FastmathFlags bits: nnan=1, ninf=2, nsz=4, arcp=8,
	// contract=16, afn=32, reassoc=64 (fast is all of them).
	var f ll.FastMath
	v := a.Value
	bits := []ll.FastMath{ll.FMFNNaN, ll.FMFNInf, ll.FMFNSZ, ll.FMFARcp, ll.FMFContract, ll.FMFAFn, ll.FMFReassoc}
	for i, b := range bits {
		if v&(1<<i) != 0 {
			f |= b
		}
	}
	return f
}

// group returns the named operand group of op.
func group(op *ir.Operation, name string) []*ir.Value {
	vs, _ := ods.OperandGroup(op, name)
	return vs
}

// isKnownWindowsMSVC reports whether a target triple names the Windows OS
// with the MSVC environment, as llvm::Triple parses it positionally
// (arch-vendor-os-environment; the os starts with "win32" or "windows",
// the environment with "msvc").
func isKnownWindowsMSVC(triple string) bool {
	parts := strings.Split(triple, "-")
	if len(parts) < 4 {
		return false
	}
	os := parts[2]
	return (strings.HasPrefix(os, "win32") || strings.HasPrefix(os, "windows")) && strings.HasPrefix(parts[3], "msvc")
}

// locErrorf is an error at op's location that does not name the op: MLIR's
// translation reports most failures with emitError(loc, ...), which prints
// no "see current operation" note, unlike op->emitError.
func locErrorf(op *ir.Operation, format string, args ...any) error {
	return ir.Errorf(op.Loc(), format, args...)
}
