package dlti

import (
	"fmt"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The identifier keys the DLTI dialect knows (DLTIDialect::kDataLayout*Key).
const (
	EndiannessKey         = "dlti.endianness"
	AllocaMemorySpaceKey  = "dlti.alloca_memory_space"
	ProgramMemorySpaceKey = "dlti.program_memory_space"
	GlobalMemorySpaceKey  = "dlti.global_memory_space"
	StackAlignmentKey     = "dlti.stack_alignment"
)

// verifyOpAttr checks a `dlti.*` attribute of an op
// (DLTIDialect::verifyOperationAttribute), and for the ops implementing
// DataLayoutOpInterface (builtin.module, gpu.module) the spec itself, as
// their interface verifier (verifyDataLayoutOp).
func verifyOpAttr(op *ir.Operation, a ir.NamedAttr) error {
	ctx := op.Context()
	switch a.Name {
	case DataLayoutAttrName:
		if !IsSpec(ctx, a.Value) {
			return op.EmitError("'%s' is expected to be a #dlti.dl_spec attribute", DataLayoutAttrName)
		}
		if op.Name() == "builtin.module" || op.Name() == "gpu.module" {
			return VerifyDataLayoutOp(op)
		}
		return nil
	case TargetSystemDescAttrName:
		if o, ok := a.Value.(*ir.OpaqueAttr); !ok || o.Dialect != Name || !strings.HasPrefix(o.Data, "target_system_spec") {
			return op.EmitError("'%s' is expected to be a #dlti.target_system_spec attribute", TargetSystemDescAttrName)
		}
		return nil
	}
	return op.EmitError("attribute '%s' not supported by dialect", a.Name)
}

// VerifyDataLayoutOp checks the data layout spec of op, if it has one
// (mlir::detail::verifyDataLayoutOp): its entries, then that it combines
// with the specs of the ops around it.
func VerifyDataLayoutOp(op *ir.Operation) error {
	ctx := op.Context()
	entries, ok := SpecEntries(ctx, op.Attr(DataLayoutAttrName))
	if !ok {
		return nil
	}
	if err := VerifySpec(ctx, entries, op.Loc(), loadedIn(op)); err != nil {
		return err
	}
	return verifyCombines(op, entries)
}

// VerifySpec checks the entries of a data layout spec as
// verifyDataLayoutSpec: the entries of each type kind (in the order the
// kinds first appear; MLIR visits them in hash order), then the identifier
// entries. Errors are located at loc.
func VerifySpec(ctx *ir.Context, entries []*Entry, loc ir.Location, loaded func(ctx *ir.Context, dialect string) bool) error {
	var kinds []string
	byKind := map[string][]*Entry{}
	for _, e := range entries {
		if e.Type == nil {
			continue
		}
		k := typeKind(e.Type)
		if _, seen := byKind[k]; !seen {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], e)
	}
	fail := func(format string, args ...any) error { return ir.Errorf(loc, format, args...) }
	for _, k := range kinds {
		group := byKind[k]
		sample := group[0].Type
		switch sample.(type) {
		case *ir.IndexType:
			if _, ok := group[0].Value.(*ir.IntegerAttr); !ok {
				return fail("expected integer attribute in the data layout entry for '%s'", asm.TypeString(sample))
			}
			continue
		case *ir.IntegerType, *ir.FloatType:
			for _, e := range group {
				vals, ok := denseI64(e.Value)
				if !ok {
					return fail("expected a dense i64 elements attribute in the data layout entry %s", e.Text())
				}
				if len(vals) < 1 || len(vals) > 2 {
					return fail("expected 1 or 2 elements in the data layout entry %s", e.Text())
				}
				if len(vals) == 2 && vals[1] < vals[0] {
					return fail("preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry %s", e.Text())
				}
			}
			continue
		}
		if err := verifyTypeEntries(group, loc); err != nil {
			return err
		}
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if e.Type != nil || seen[e.ID] {
			continue
		}
		seen[e.ID] = true
		dialect, _, _ := strings.Cut(e.ID, ".")
		if !strings.Contains(e.ID, ".") || !loaded(ctx, dialect) {
			// An identifier of a dialect not loaded is not checked.
			continue
		}
		if dialect != Name {
			return fail("the '%s' dialect does not support identifier data layout entries", dialect)
		}
		if err := verifyIDEntry(e, loc); err != nil {
			return err
		}
	}
	return nil
}

// loadedIn approximates MLIR's loaded dialects, whose identifier entries
// are checked (those of dialects not loaded are not): the DLTI and builtin
// dialects, and the dialects of the ops of the IR op is part of, which
// parsing them loaded.
func loadedIn(op *ir.Operation) func(ctx *ir.Context, dialect string) bool {
	return func(ctx *ir.Context, dialect string) bool {
		if ctx.Registry.Dialect(dialect) == nil {
			return false
		}
		if dialect == Name || dialect == "builtin" {
			return true
		}
		root := op
		for root.ParentOp() != nil {
			root = root.ParentOp()
		}
		found := false
		root.WalkPre(func(o *ir.Operation) ir.WalkResult {
			if ir.DialectOf(o.Name()) == dialect {
				found = true
				return ir.Interrupt
			}
			return ir.Advance
		})
		return found
	}
}

// typeKind groups type keys as MLIR's TypeIDs do: one kind per Go type,
// floats by format.
func typeKind(t ir.Type) string {
	if f, ok := t.(*ir.FloatType); ok {
		return "float:" + f.Kind.String()
	}
	return fmt.Sprintf("%T", t)
}

// verifyTypeEntries checks the entries of a non-integer, non-float type
// kind: other builtin types have no layout; LLVM pointers and structs check
// theirs (LLVMPointerType/LLVMStructType::verifyEntries), LLVM arrays
// accept anything, and other dialect types do not support layouts.
func verifyTypeEntries(group []*Entry, loc ir.Location) error {
	fail := func(format string, args ...any) error { return ir.Errorf(loc, format, args...) }
	sample := group[0].Type
	text := asm.TypeString(sample)
	_, opaque := sample.(*ir.OpaqueType)
	if !strings.HasPrefix(text, "!") || opaque {
		return fail("unexpected data layout for a built-in type")
	}
	switch sample.(type) {
	case *llvm.ArrayType:
		return nil
	case *llvm.PointerType:
		for _, e := range group {
			key := asm.TypeString(e.Type)
			d, ok := e.Value.(*ir.DenseElementsAttr)
			if !ok || !isIntElements(d) || (ir.NumElements(d.Type) != 3 && ir.NumElements(d.Type) != 4) {
				return fail("expected layout attribute for '%s' to be a dense integer elements attribute with 3 or 4 elements", key)
			}
			if it, ok := d.Type.ElementType().(*ir.IntegerType); !ok || it.Width != 64 {
				return fail("expected i64 parameters for '%s'", key)
			}
			vals := words(d)
			if vals[1] > vals[2] {
				return fail("preferred alignment is expected to be at least as large as ABI alignment")
			}
		}
		return nil
	case *llvm.StructType:
		for _, e := range group {
			key := asm.TypeString(e.Type)
			d, ok := e.Value.(*ir.DenseElementsAttr)
			if !ok || !isIntElements(d) || (ir.NumElements(d.Type) != 1 && ir.NumElements(d.Type) != 2) {
				return fail("expected layout attribute for '%s' to be a dense integer elements attribute of 1 or 2 elements", key)
			}
			if it, ok := d.Type.ElementType().(*ir.IntegerType); !ok || it.Width != 64 {
				return fail("expected i64 entries for '%s'", key)
			}
			st := e.Type.(*llvm.StructType)
			if st.Identified || len(st.Body()) > 0 {
				return fail("unexpected layout attribute for struct '%s'", key)
			}
			if vals := words(d); len(vals) == 2 && vals[0] > vals[1] {
				return fail("preferred alignment is expected to be at least as large as ABI alignment")
			}
		}
		return nil
	}
	return fail("data layout specified for a type that does not support it")
}

// verifyIDEntry is the DLTI dialect's check of its identifier entries
// (TargetDataLayoutInterface::verifyEntry).
func verifyIDEntry(e *Entry, loc ir.Location) error {
	switch e.ID {
	case EndiannessKey:
		if s, ok := e.Value.(*ir.StringAttr); ok && (s.Value == "big" || s.Value == "little") {
			return nil
		}
		return ir.Errorf(loc, "'%s' data layout entry is expected to be either 'big' or 'little'", e.ID)
	case AllocaMemorySpaceKey, ProgramMemorySpaceKey, GlobalMemorySpaceKey, StackAlignmentKey:
		return nil
	}
	return ir.Errorf(loc, "unknown data layout entry name: %s", e.ID)
}

// verifyCombines checks that op's identifier entries agree with those of
// the specs of the ops around it, as combining them does (the DLTI
// dialect's default combination accepts equal values only); a note names
// each enclosing op with a spec. (Type keys of builtin types given in both
// make MLIR 19 crash; gpuc accepts them.)
func verifyCombines(op *ir.Operation, entries []*Entry) error {
	ctx := op.Context()
	var parents []*ir.Operation
	var outer [][]*Entry
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() != "builtin.module" && p.Name() != "gpu.module" {
			continue
		}
		if es, ok := SpecEntries(ctx, p.Attr(DataLayoutAttrName)); ok {
			parents = append(parents, p)
			outer = append(outer, es)
		}
	}
	if len(parents) == 0 {
		return nil
	}
	// The specs combine from the outermost in, the op's own last.
	ids := map[string]ir.Attribute{}
	conflict := false
	for i := len(outer) - 1; i >= -1 && !conflict; i-- {
		es := entries
		if i >= 0 {
			es = outer[i]
		}
		for _, e := range es {
			if e.Type != nil {
				continue
			}
			if v, ok := ids[e.ID]; ok && v != e.Attr {
				conflict = true
				break
			}
			ids[e.ID] = e.Attr
		}
	}
	if !conflict {
		return nil
	}
	d := op.EmitError("data layout does not combine with layouts of enclosing ops")
	for _, p := range parents {
		d.Note(p.Loc(), "enclosing op with data layout")
	}
	return d
}

func isIntElements(d *ir.DenseElementsAttr) bool {
	switch d.Type.ElementType().(type) {
	case *ir.IntegerType, *ir.IndexType:
		return true
	}
	return false
}

// denseI64 returns the elements of a dense i64 elements attribute.
func denseI64(a ir.Attribute) ([]uint64, bool) {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil, false
	}
	if it, ok := d.Type.ElementType().(*ir.IntegerType); !ok || it.Width != 64 || it.Signedness != ir.Signless {
		return nil, false
	}
	return words(d), true
}

func words(d *ir.DenseElementsAttr) []uint64 {
	n := ir.NumElements(d.Type)
	out := make([]uint64, 0, max(n, 0))
	stride := max(d.Stride, 1)
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
