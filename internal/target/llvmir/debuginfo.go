package llvmir

// Debug locations and debug-info metadata, as MLIR 19's DebugTranslation
// (this file: the state and the entry points; debuginfo_nodes.go: the
// #llvm.di_* attributes; debuginfo_loc.go: locations).
//
// Entry points, called by the core translation:
//   - FunctionDebugInfo(fnOp, f): for each function, definition or
//     declaration, when its signature is converted (MLIR 19 attaches a
//     declaration's subprogram too); attaches `!dbg` DISubprogram when the
//     llvm.func's location holds a FusedLoc with a #llvm.di_subprogram and
//     records it as the scope of the locations in the body.
//   - OpDebugLoc(op): before translating each op of the body of t.Fn; the
//     DILocation to pass to SetDebugLoc. As in MLIR 19, a file location
//     without a scope is none: only functions with a subprogram, or ops
//     whose location is fused with a local scope (#llvm.di_subprogram,
//     di_lexical_block, di_lexical_block_file), get locations. A module
//     whose ops all have unknown locations gets no debug info at all.
//   - GlobalDebugInfo(globalOp, gv): for each llvm.mlir.global; its
//     dbg_expr becomes `!dbg` and an entry of its compile unit's globals.
//   - FinalizeDebugInfo(): once at the end; completes the compile units.
//
// The "Debug Info Version" module flag is the core translation's. The ops
// llvm.intr.dbg.{value,declare,label} are in ops_debug.go.
//
// Options.DebugInfo (a gpuc extension) synthesises line-table debug info
// for functions without a subprogram (see synthSubprogram).
//
// Nodes are built as ll.MDNode values with the fields LLVM 19's AsmWriter
// prints for the node LLVM would build, defaults omitted as it omits them.
// Non-distinct nodes are uniqued by content (LLVM uniques them in its
// context), so equal nodes are one pointer and print as one number.

import (
	"path/filepath"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// dbgKey keys the debug-info state in Translator.Extra.
type dbgKey struct{}

// locKey caches a location's translation in a scope and inlining context.
type locKey struct {
	loc              ir.Location
	scope, inlinedAt *ll.MDNode
}

// dbgState is the per-translation debug-info state.
type dbgState struct {
	// enabled: the module has an op with a known location (MLIR's
	// debugEmissionIsEnabled).
	enabled bool
	nodes   map[ir.Attribute]*ll.MDNode
	uniq    map[string]*ll.MDNode
	ids     map[*ll.MDNode]int
	// rec holds the nodes of recursive types being translated, by recId.
	rec map[*ir.DistinctAttr]*ll.MDNode
	// spByID is the subprogram node of each distinct id: subprograms
	// that share one are one node (MLIR's distinctAttrToNode).
	spByID map[*ir.DistinctAttr]*ll.MDNode
	locs   map[locKey]*ll.MDNode
	// spOf is the subprogram of each function that has one: the scope of
	// the locations in its body.
	spOf map[*ll.Function]*ll.MDNode
	// Facts about built nodes that location merging needs.
	parent  map[*ll.MDNode]*ll.MDNode // scope of a scope node
	locUniq map[dilocation]*ll.MDNode
	// The compile units, in creation order, and their global variables.
	cus       []*ll.MDNode
	cuGlobals map[*ll.MDNode][]ll.Metadata
	// unitOf is the compile unit of a subprogram; modScope the scope of a
	// module.
	unitOf   map[*ll.MDNode]*ll.MDNode
	modScope map[*ll.MDNode]*ll.MDNode
	// synthCU is the compile unit synthesised for Options.DebugInfo.
	synthCU ir.Attribute
}

// dilocation is what a DILocation node holds.
type dilocation struct {
	line, col        uint32
	scope, inlinedAt *ll.MDNode
}

// debug returns the translation's debug-info state, creating it on first use.
func (t *Translator) debug() *dbgState {
	if t.Extra == nil {
		t.Extra = map[any]any{}
	}
	if s, ok := t.Extra[dbgKey{}].(*dbgState); ok {
		return s
	}
	s := &dbgState{
		nodes: map[ir.Attribute]*ll.MDNode{}, uniq: map[string]*ll.MDNode{}, ids: map[*ll.MDNode]int{},
		rec: map[*ir.DistinctAttr]*ll.MDNode{}, spByID: map[*ir.DistinctAttr]*ll.MDNode{}, locs: map[locKey]*ll.MDNode{},
		parent: map[*ll.MDNode]*ll.MDNode{}, locUniq: map[dilocation]*ll.MDNode{},
		cuGlobals: map[*ll.MDNode][]ll.Metadata{}, unitOf: map[*ll.MDNode]*ll.MDNode{},
		modScope: map[*ll.MDNode]*ll.MDNode{}, spOf: map[*ll.Function]*ll.MDNode{},
	}
	s.enabled = true
	if t.Top != nil {
		s.enabled = t.Top.Walk(func(op *ir.Operation) ir.WalkResult {
			if _, unknown := op.Loc().(*ir.UnknownLoc); unknown || op.Loc() == nil {
				return ir.Advance
			}
			return ir.Interrupt
		}) == ir.Interrupt
	}
	t.Extra[dbgKey{}] = s
	return s
}

// FunctionDebugInfo attaches the DISubprogram of fn's location (a FusedLoc
// whose metadata is a #llvm.di_subprogram) to f as `!dbg` and makes it the
// scope of the locations of fn's ops, as MLIR's
// DebugTranslation::translate(LLVMFuncOp). Without one, the ops get no
// locations, except that Options.DebugInfo (a gpuc extension) synthesises
// the subprogram and compile unit MLIR's
// --ensure-debug-info-scope-on-llvm-func pass would add, so that a
// module with only file locations still gets a line table.
func (t *Translator) FunctionDebugInfo(fn *ir.Operation, f *ll.Function) {
	s := t.debug()
	if !s.enabled {
		return
	}
	spAttr := findSubprogram(fn.Loc())
	if spAttr == nil && t.Opts.DebugInfo {
		spAttr = t.synthSubprogram(fn, f)
	}
	if spAttr == nil {
		return
	}
	sp := t.diNode(spAttr)
	if sp == nil {
		return
	}
	f.MD = append(f.MD, ll.MDAttachment{Kind: "dbg", Node: sp})
	s.spOf[f] = sp
}

// findSubprogram returns the #llvm.di_subprogram of fn's location.
func findSubprogram(l ir.Location) ir.Attribute { return findFusedWith(l, "di_subprogram") }

// findFusedWith returns the metadata of the first FusedLoc in l (pre-order,
// as Location::findInstanceOf<FusedLocWith<...>>) whose metadata is the
// LLVM attribute mnemonic.
func findFusedWith(l ir.Location, mnemonic string) ir.Attribute {
	switch l := l.(type) {
	case *ir.FusedLoc:
		if llvm.IsA(l.Metadata, mnemonic) {
			return l.Metadata
		}
		for _, c := range l.Locs {
			if a := findFusedWith(c, mnemonic); a != nil {
				return a
			}
		}
	case *ir.NameLoc:
		return findFusedWith(l.Child, mnemonic)
	case *ir.CallSiteLoc:
		if a := findFusedWith(l.Callee, mnemonic); a != nil {
			return a
		}
		return findFusedWith(l.Caller, mnemonic)
	}
	return nil
}

// OpDebugLoc returns the DILocation of op's location in the scope of the
// current function (t.Fn)'s subprogram, or nil.
func (t *Translator) OpDebugLoc(op *ir.Operation) *ll.MDNode {
	s := t.debug()
	if !s.enabled {
		return nil
	}
	return t.diLoc(op.Loc(), s.spOf[t.Fn], nil)
}

// GlobalDebugInfo attaches the global variable expression of g's dbg_expr
// to gv as `!dbg` and records it in the globals of its compile unit (the
// variable's scope, or the scope of a module or the unit of a subprogram
// in between), as MLIR's ModuleTranslation::convertGlobals.
func (t *Translator) GlobalDebugInfo(g *ir.Operation, gv *ll.GlobalVariable) {
	expr := g.Attr("dbg_expr")
	if !llvm.IsA(expr, "di_global_variable_expression") {
		return
	}
	s := t.debug()
	n := t.diNode(expr)
	if n == nil {
		return
	}
	gv.MD = append(gv.MD, ll.MDAttachment{Kind: "dbg", Node: n})
	scope := fieldMD(fieldMD(n, "var"), "scope")
	if scope == nil {
		return
	}
	switch scope.Kind {
	case "DIModule":
		scope = s.modScope[scope]
	case "DISubprogram":
		scope = s.unitOf[scope]
	}
	if scope != nil && scope.Kind == "DICompileUnit" {
		s.cuGlobals[scope] = append(s.cuGlobals[scope], n)
	}
}

// FinalizeDebugInfo gives each compile unit the list of its global
// variables (MLIR's replaceGlobalVariables after the globals).
func (t *Translator) FinalizeDebugInfo() {
	s := t.debug()
	for _, cu := range s.cus {
		gs := s.cuGlobals[cu]
		if len(gs) == 0 {
			continue
		}
		list := s.tuple(gs)
		for i, f := range cu.Fields {
			if f.Name == "emissionKind" {
				cu.Fields = append(cu.Fields[:i+1], append([]ll.MDField{{Name: "globals", MD: list}}, cu.Fields[i+1:]...)...)
				break
			}
		}
	}
}

// synthSubprogram builds, for Options.DebugInfo, the subprogram MLIR 19's
// --ensure-debug-info-scope-on-llvm-func gives a function without one, so
// that the output is that pass's followed by mlir-translate: the compile
// unit fused with the module's location, else a LineTablesOnly one named
// after the module's file; the function's file, line and column (as scope
// line) when its location is a file location (possibly named), else the
// unit's file at 1:1; DW_CC_normal; definitions are distinct and in the
// unit, declarations neither.
func (t *Translator) synthSubprogram(fn *ir.Operation, f *ll.Function) ir.Attribute {
	s := t.debug()
	ctx := fn.Context()
	fileOf := func(path string) ir.Attribute {
		dir := filepath.Dir(path)
		if dir == "." {
			dir = ""
		}
		return llvm.NewAttr(ctx, "di_file", ctx.String(filepath.Base(path)), ctx.String(dir))
	}
	if s.synthCU == nil && t.Top != nil {
		s.synthCU = findFusedWith(t.Top.Loc(), "di_compile_unit")
	}
	if s.synthCU == nil {
		var file ir.Attribute
		if t.Top != nil {
			if fl := extractFileLoc(t.Top.Loc()); fl != nil {
				file = fileOf(fl.File)
			}
		}
		if file == nil {
			file = llvm.NewAttr(ctx, "di_file", ctx.String("<unknown>"), ctx.String(""))
		}
		const dwLangC, lineTablesOnly = 0x2, 2
		s.synthCU = llvm.NewAttr(ctx, "di_compile_unit", ctx.Distinct(ctx.Unit()), uint64(dwLangC), file,
			ctx.String("MLIR"), true, uint64(lineTablesOnly))
	}
	cu := s.synthCU
	line, col := uint64(1), uint64(1)
	var file ir.Attribute
	if fl := extractFileLoc(fn.Loc()); fl != nil {
		line, col = uint64(fl.Line), uint64(fl.Col)
		file = fileOf(fl.File)
	} else {
		file = cu.(*llvm.Attr).GetAttr("file")
	}
	const dwCCNormal = 0x1
	ty := llvm.NewAttr(ctx, "di_subroutine_type", uint64(dwCCNormal))
	flags := uint64(spOptimized)
	var id ir.Attribute
	if fn.NumRegions() == 0 || fn.Region(0).First() == nil {
		cu = nil // a declaration (f has no blocks yet either way)
	} else {
		id = ctx.Distinct(ctx.Unit())
		flags |= spDefinition
	}
	name := ctx.String(f.Name)
	return llvm.NewAttr(ctx, "di_subprogram", id, cu, file, name, name, file, line, col, flags, ty)
}

// extractFileLoc is the pass's file location of a location: itself, or a
// name location's child's (not inside call sites or fused locations).
func extractFileLoc(l ir.Location) *ir.FileLineColLoc {
	for {
		switch x := l.(type) {
		case *ir.FileLineColLoc:
			return x
		case *ir.NameLoc:
			l = x.Child
		default:
			return nil
		}
	}
}
