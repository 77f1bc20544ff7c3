// Package llvmir translates MLIR's LLVM dialect (with the nvvm, rocdl,
// builtin and gpu dialect hooks) into the LLVM IR model of package ll, as
// MLIR 19's ModuleTranslation (mlir-translate --mlir-to-llvmir) does.
package llvmir

import (
	"fmt"

	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// Options control a translation.
type Options struct {
	// ModuleName names the LLVM module ("LLVMDialectModule" when empty,
	// as mlir-translate).
	ModuleName string
	// DebugInfo (a gpuc extension, off for mlir-translate parity) also
	// gives line-table debug info to functions whose location carries no
	// #llvm.di_subprogram: each gets the subprogram and compile unit
	// MLIR's --ensure-debug-info-scope-on-llvm-func would add, so that
	// file locations become !dbg. Debug info the input carries (fused
	// locations with #llvm.di_* scopes, dbg_expr) is translated either
	// way, as mlir-translate does.
	DebugInfo bool
	// ReleaseBodies lets Translate empty the body of each llvm.func once
	// it is translated, so that the input's function bodies and the LLVM
	// module are never both held in full: peak memory is then about the
	// larger of the two, not their sum. The initializer regions of globals
	// and the bodies of nested builtin.modules (which translate to
	// nothing) go the same way once they are no longer needed. The input
	// module must not be used afterwards (gpuc translate only prints the
	// result).
	ReleaseBodies bool
	// Resource returns the value text of a builtin dialect resource of
	// the input file (its `{-# dialect_resources #-}` entry) for
	// dense_resource constants; nil when the input has none.
	Resource func(key string) (string, bool)
}

// OpTranslator translates one operation inside a function body at the
// translator's insertion point, mapping the op's results.
type OpTranslator func(t *Translator, op *ir.Operation) error

// ModuleOpTranslator translates one operation found at module scope
// (a global, a function, a gpu.module...). It runs before function bodies
// are translated when it declares something (Declare phase) and again for
// definitions (Define phase).
type ModuleOpTranslator func(t *Translator, op *ir.Operation, phase Phase) error

// Phase of module-level translation.
type Phase int

const (
	// Declare creates globals and function declarations, so that bodies
	// can refer to any symbol.
	Declare Phase = iota
	// Define fills global initializers and function bodies.
	Define
)

// Amender applies a discardable attribute of one dialect (e.g.
// nvvm.kernel, rocdl.flat_work_group_size) to the translated function or
// instruction, as MLIR's amendOperation hooks.
type Amender func(t *Translator, op *ir.Operation, attr ir.NamedAttr, target ll.Value) error

// ParamAmender applies a discardable attribute of one dialect found in a
// function argument's attribute dictionary (e.g. nvvm.grid_constant) to
// the translated function, as MLIR's convertParameterAttr hooks. The
// core calls it while converting function signatures, for each such
// attribute of argument argIdx, in argument order.
type ParamAmender func(t *Translator, fn *ir.Operation, argIdx int, attr ir.NamedAttr, target *ll.Function) error

var (
	paramAmenders     = map[string]ParamAmender{} // by dialect name
	opTranslators     = map[string]OpTranslator{}
	moduleTranslators = map[string]ModuleOpTranslator{}
	amenders          = map[string]Amender{} // by dialect name
)

// RegisterOp registers the translation of an op by its full name.
func RegisterOp(name string, fn OpTranslator) { opTranslators[name] = fn }

// RegisterModuleOp registers the translation of a module-scope op.
func RegisterModuleOp(name string, fn ModuleOpTranslator) { moduleTranslators[name] = fn }

// RegisterAmender registers the discardable-attribute hook of a dialect.
func RegisterAmender(dialect string, fn Amender) { amenders[dialect] = fn }

// RegisterParamAmender registers the argument-attribute hook of a dialect.
func RegisterParamAmender(dialect string, fn ParamAmender) { paramAmenders[dialect] = fn }

// AmendParam calls the parameter hook of attr's dialect, if any.
func (t *Translator) AmendParam(fn *ir.Operation, argIdx int, attr ir.NamedAttr, target *ll.Function) error {
	if h := paramAmenders[ir.DialectOf(attr.Name)]; h != nil {
		return h(t, fn, argIdx, attr, target)
	}
	return nil
}

// Translator holds the state of one module translation.
type Translator struct {
	Opts Options
	M    *ll.Module
	// Top is the builtin.module being translated.
	Top *ir.Operation

	values ir.PtrMap[ir.Value, ll.Value]
	blocks ir.PtrMap[ir.Block, *ll.Block]

	// Cur is the insertion block; Fn the function being translated.
	Cur *ll.Block
	Fn  *ll.Function
	// Loc is the location of the op being translated; Emit attaches it
	// as !dbg when debug info is on.
	Loc ir.Location
	dbg *ll.MDNode
	// FMF are the fast-math flags of the op being translated; Emit sets
	// them on the floating-point instructions it appends, as LLVM's
	// IRBuilder does with its current flags.
	FMF ll.FastMath

	// core is the state of the core translation (types, symbols, layout).
	core *coreState

	// finish are the OnFinish callbacks, in registration order.
	finish []func() error

	// Extra is per-translation state owned by hooks (keyed by the hook's
	// own key type), e.g. debug-info caches.
	Extra map[any]any
}

// Lookup returns the LLVM value of v; it panics when v was not
// translated, which the translation order guarantees never happens for
// verified input.
func (t *Translator) Lookup(v *ir.Value) ll.Value {
	x, ok := t.values.Get(v)
	if !ok {
		panic("llvmir: value used before it was translated")
	}
	return x
}

// LookupAll returns the LLVM values of vs.
func (t *Translator) LookupAll(vs []*ir.Value) []ll.Value {
	out := make([]ll.Value, len(vs))
	for i, v := range vs {
		out[i] = t.Lookup(v)
	}
	return out
}

// Map records x as the LLVM value of v.
func (t *Translator) Map(v *ir.Value, x ll.Value) { t.values.Put(v, x) }

// MapBlock records the LLVM block of b.
func (t *Translator) MapBlock(b *ir.Block, x *ll.Block) { t.blocks.Put(b, x) }

// Block returns the LLVM block of b.
func (t *Translator) Block(b *ir.Block) *ll.Block {
	x, _ := t.blocks.Get(b)
	return x
}

// Emit appends inst at the insertion point (with the current debug
// location) and returns it. Outside a function (an op in the module's
// body that is neither a global nor a function) there is no insertion
// point: inst is returned but placed nowhere, as MLIR's IRBuilder without
// an insertion point makes an instruction no function holds.
func (t *Translator) Emit(inst *ll.Inst) *ll.Inst {
	if t.dbg != nil && inst.Dbg == nil {
		inst.Dbg = t.dbg
	}
	if t.FMF != 0 && inst.FMF == 0 && isFPMathInst(inst) {
		inst.FMF = t.FMF
	}
	if t.Cur == nil {
		return inst
	}
	return t.Cur.Append(inst)
}

// SetDebugLoc sets the !dbg location attached by Emit (nil for none).
func (t *Translator) SetDebugLoc(n *ll.MDNode) { t.dbg = n }

// releaseBody empties fn's body once it is translated, when
// Options.ReleaseBodies allows it: the value and block maps of the
// function go too, as they point into it.
func (t *Translator) releaseBody(fn *ir.Operation) {
	if !t.Opts.ReleaseBodies || fn.NumRegions() == 0 {
		return
	}
	// Whether the module carries debug locations is decided by a walk of
	// the whole input: settle it while every body is still there.
	t.debug()
	t.values.Clear()
	t.blocks.Clear()
	t.state().termBlock.Clear()
	fn.Region(0).DropBody()
}

// releaseNestedModule empties the body of a builtin.module nested in the
// translated one, when Options.ReleaseBodies allows it. Translation
// ignores what a nested module holds (as ModuleTranslation, which only
// converts the top module's own ops, and the module op itself to
// nothing); without the release its ops would stay alive next to the
// LLVM module until translation ends.
func (t *Translator) releaseNestedModule(op *ir.Operation) {
	if !t.Opts.ReleaseBodies || op.NumRegions() == 0 {
		return
	}
	// As in releaseBody: settle the whole-input walk first.
	t.debug()
	for _, r := range op.Regions() {
		r.DropBody()
	}
}

// releaseInitializers empties the initializer region of every
// llvm.mlir.global in body once convertGlobals has made the constants,
// when Options.ReleaseBodies allows it: like function bodies, they would
// otherwise stay alive next to the LLVM module until translation ends
// (a module of many small globals holds a few ops per global). The
// values of the regions go from the value map too.
func (t *Translator) releaseInitializers(body *ir.Block) {
	if !t.Opts.ReleaseBodies {
		return
	}
	released := false
	for op := range body.Ops {
		if op.Name() == "llvm.mlir.global" && op.NumRegions() > 0 && op.Region(0).First() != nil {
			if !released {
				// As in releaseBody: settle the whole-input walk first.
				t.debug()
				released = true
			}
			op.Region(0).DropBody()
		}
	}
	if released {
		t.values.Clear()
		t.blocks.Clear()
	}
}

// OnFinish runs f once every function of the module is translated, before
// debug info is finalised and the module verified: for hooks that need the
// whole module, as the device compiler, which embeds each gpu.module's
// binary in place of its stub global after compiling them all at once.
func (t *Translator) OnFinish(f func() error) { t.finish = append(t.finish, f) }

// Errorf returns a located error about op, as MLIR's op->emitError.
func (t *Translator) Errorf(op *ir.Operation, format string, args ...any) error {
	return op.EmitError(format, args...)
}

// errorf is fmt.Errorf for errors without an op.
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
