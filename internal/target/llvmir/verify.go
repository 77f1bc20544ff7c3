package llvmir

import (
	"strings"

	"gpuc/internal/target/llvmir/ll"
)

// verifyGlobals checks the functions and globals of m as LLVM's module
// verifier does (visitFunction, visitGlobalVariable, visitGlobalValue),
// for the faults a module MLIR 19 accepts can still carry: a declaration
// in a comdat or with a !prof or a personality, a kernel calling
// convention with a result, an initializer
// of another type than its global, a 'common' global with a non-zero
// initializer or marked constant. Functions come first, then globals,
// each reporting its first failed check; the results are the verifier's
// text for each part, "" when nothing fails.
func verifyGlobals(m *ll.Module) (funcs, globals string) {
	var fb, gb strings.Builder
	// Globals print the same in any function's slot context.
	noFunc := &ll.Function{Sig: ll.NewFuncType(ll.Void, nil, false)}
	fail := func(b *strings.Builder, msg string, v ll.Value) {
		b.WriteString(msg)
		b.WriteString("\n")
		b.WriteString(m.OperandText(noFunc, v))
		b.WriteString("\n")
	}
	declForLinker := func(g *ll.GlobalCommon, decl bool) bool {
		return decl || g.Linkage == ll.AvailableExternally
	}
	for _, f := range m.Funcs {
		if declForLinker(&f.GlobalCommon, f.IsDeclaration()) && f.Comdat != nil {
			fail(&fb, "Declaration may not be in a Comdat!", f)
		}
		switch f.CallConv {
		case "amdgpu_kernel", "spir_kernel":
			if f.Sig.Ret != ll.Void {
				fail(&fb, "Calling convention requires void return type", f)
				continue
			}
		}
		if f.IsDeclaration() {
			// A declaration's function_entry_count becomes !prof.
			prof := false
			for _, md := range f.MD {
				prof = prof || md.Kind == "prof"
			}
			switch {
			case prof:
				fail(&fb, "function declaration may not have a !prof attachment", f)
			case f.Personality != nil:
				fail(&fb, "Function declaration shouldn't have a personality routine", f)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil && !ll.TypeEqual(g.Init.Type(), g.ValueType) {
			// A dense initializer's rows follow its attribute's kind
			// (tensor: array, vector: vector), whatever the global's type.
			fail(&gb, "Global variable initializer type does not match global variable type!", g)
			continue
		}
		if g.Init != nil && g.Linkage == ll.Common {
			switch {
			case !isNull(g.Init):
				fail(&gb, "'common' global must have a zero initializer!", g)
				continue
			case g.IsConstant:
				fail(&gb, "'common' global may not be marked constant!", g)
				continue
			case g.Comdat != nil:
				fail(&gb, "'common' global may not be in a Comdat!", g)
				continue
			}
		}
		if declForLinker(&g.GlobalCommon, g.Init == nil) && g.Comdat != nil {
			fail(&gb, "Declaration may not be in a Comdat!", g)
		}
	}
	return fb.String(), gb.String()
}
