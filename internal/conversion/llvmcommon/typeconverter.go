// Package llvmcommon holds what every conversion to the LLVM dialect
// shares, after MLIR 19's Conversion/LLVMCommon: the LLVM type converter
// (builtin types to LLVM types, memrefs to descriptors, function
// signatures), memref descriptor helpers, and builders for the LLVM dialect
// ops that patterns create.
package llvmcommon

import (
	"gpuc/internal/asm"
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
)

// Options are MLIR's LowerToLLVMOptions.
type Options struct {
	// IndexBitwidth is the width index converts to (64 when zero).
	IndexBitwidth int
	// UseBarePtrCallConv passes memrefs of static shape as bare pointers
	// in function signatures.
	UseBarePtrCallConv bool
	// DataLayout is the LLVM data layout string whose pointer sizes the
	// lowering uses (LowerToLLVMOptions::dataLayout; convert-func-to-llvm
	// takes the module's llvm.data_layout); empty is LLVM's default, 64-bit
	// pointers in every address space.
	DataLayout string
}

// TypeConverter is MLIR's LLVMTypeConverter.
type TypeConverter struct {
	conversion.TypeConverter
	Ctx     *ir.Context
	Options Options
	// MemorySpaceConversions map memory space attributes that are not
	// integers to address spaces (MLIR's type attribute conversions, e.g.
	// populateGpuMemorySpaceAttributeConversions); tried last-added
	// first, each returning false when it does not handle the attribute.
	MemorySpaceConversions []func(a ir.Attribute) (uint32, bool)
}

// NewTypeConverter returns an LLVM type converter with MLIR 19's
// conversions and materializations.
func NewTypeConverter(ctx *ir.Context, opts Options) *TypeConverter {
	if opts.IndexBitwidth == 0 {
		opts.IndexBitwidth = 64
	}
	tc := &TypeConverter{Ctx: ctx, Options: opts}
	// Builtin types (tried after the pass-through below).
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if c, ok := t.(*ir.ComplexType); ok {
			e := tc.ConvertType(c.Elem)
			if e == nil {
				return nil
			}
			return llvm.LiteralStruct(ctx, []ir.Type{e, e}, false)
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if f, ok := t.(*ir.FloatType); ok {
			switch f.Kind {
			case ir.F8E5M2, ir.F8E4M3, ir.F8E4M3FN, ir.F8E5M2FNUZ, ir.F8E4M3FNUZ, ir.F8E4M3B11FNUZ:
				return ctx.I(f.Width())
			}
			return f
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if _, ok := t.(*ir.FunctionType); ok {
			return llvm.Pointer(ctx, 0)
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if _, ok := t.(*ir.IndexType); ok {
			return tc.IndexType()
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if it, ok := t.(*ir.IntegerType); ok {
			return ctx.I(it.Width)
		}
		return nil
	})
	tc.AddConversion(func(t ir.Type) ([]ir.Type, bool, bool) {
		m, ok := t.(*ir.MemRefType)
		if !ok {
			return nil, false, false
		}
		r := tc.ConvertMemRefType(m)
		if r == nil {
			return nil, true, false
		}
		return []ir.Type{r}, true, true
	})
	tc.AddConversion(func(t ir.Type) ([]ir.Type, bool, bool) {
		m, ok := t.(*ir.UnrankedMemRefType)
		if !ok {
			return nil, false, false
		}
		if tc.ConvertType(m.Elem) == nil {
			return nil, true, false
		}
		return []ir.Type{llvm.LiteralStruct(ctx, tc.UnrankedDescriptorFields(), false)}, true, true
	})
	tc.AddConversion(func(t ir.Type) ([]ir.Type, bool, bool) {
		v, ok := t.(*ir.VectorType)
		if !ok {
			return nil, false, false
		}
		r := tc.convertVectorType(v)
		if r == nil {
			return nil, false, false
		}
		return []ir.Type{r}, true, true
	})
	// LLVM-compatible types are legal.
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if llvm.IsCompatibleType(t) {
			return t
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if s, ok := t.(*llvm.StructType); ok && !s.Identified {
			var body []ir.Type
			for _, e := range s.Body() {
				c := tc.ConvertType(e)
				if c == nil {
					return nil
				}
				body = append(body, c)
			}
			return llvm.LiteralStruct(ctx, body, s.IsPacked())
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if a, ok := t.(*llvm.ArrayType); ok {
			if e := tc.ConvertType(a.Elem); e != nil {
				return llvm.Array(ctx, e, a.Len)
			}
		}
		return nil
	})
	tc.AddConversion1(func(t ir.Type) ir.Type {
		if f, ok := t.(*llvm.FunctionType); ok {
			res := tc.ConvertType(f.Result)
			if res == nil {
				return nil
			}
			var params []ir.Type
			for _, p := range f.Params {
				c := tc.ConvertType(p)
				if c == nil {
					return nil
				}
				params = append(params, c)
			}
			return llvm.Func(ctx, res, params, f.VarArg)
		}
		return nil
	})

	// A memref expanded to descriptor fields (or a bare pointer) in a
	// signature is packed back into a descriptor for the function body.
	tc.AddArgumentMaterialization(func(rw *conversion.Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		u, ok := t.(*ir.UnrankedMemRefType)
		if !ok || len(inputs) == 1 {
			return nil
		}
		desc := PackUnrankedDescriptor(rw, loc, tc, u, inputs)
		return Cast(rw, loc, t, desc)
	})
	tc.AddArgumentMaterialization(func(rw *conversion.Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		m, ok := t.(*ir.MemRefType)
		if !ok {
			return nil
		}
		var desc *ir.Value
		if len(inputs) == 1 {
			a := inputs[0]
			if !a.IsBlockArgument() {
				return nil
			}
			b := a.OwnerBlock()
			if !b.IsEntry() || !isFunctionLike(b.ParentOp()) {
				return nil
			}
			desc = DescriptorFromStaticShape(rw, loc, tc, m, a)
		} else {
			desc = PackDescriptor(rw, loc, tc, m, inputs)
		}
		return Cast(rw, loc, t, desc)
	})
	// Non-LLVM types that survive the conversion get casts.
	tc.AddSourceMaterialization(func(rw *conversion.Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		if len(inputs) != 1 {
			return nil
		}
		return Cast(rw, loc, t, inputs[0])
	})
	tc.AddTargetMaterialization(func(rw *conversion.Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		if len(inputs) != 1 {
			return nil
		}
		return Cast(rw, loc, t, inputs[0])
	})
	return tc
}

func isFunctionLike(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	switch op.Name() {
	case "func.func", "llvm.func", "gpu.func":
		return true
	}
	return false
}

// Base returns the embedded generic converter (for conversion.Pattern).
func (tc *TypeConverter) Base() *conversion.TypeConverter { return &tc.TypeConverter }

// IndexType returns the integer type index converts to.
func (tc *TypeConverter) IndexType() *ir.IntegerType { return tc.Ctx.I(tc.Options.IndexBitwidth) }

// IndexBitwidth returns the width of the index type.
func (tc *TypeConverter) IndexBitwidth() int { return tc.Options.IndexBitwidth }

// PointerBitwidth returns the width of pointers in address space 0.
func (tc *TypeConverter) PointerBitwidth() int { return tc.PointerBitwidthIn(0) }

// PointerBitwidthIn returns the width of pointers in an address space, as
// the data layout says (getPointerBitwidth).
func (tc *TypeConverter) PointerBitwidthIn(as uint32) int {
	return PointerSizeInBits(tc.Options.DataLayout, as)
}

// MemorySpace returns the LLVM address space of a memref memory space
// attribute (none is 0, an integer is itself).
func (tc *TypeConverter) MemorySpace(a ir.Attribute) (uint32, bool) {
	if a == nil {
		return 0, true
	}
	for i := len(tc.MemorySpaceConversions) - 1; i >= 0; i-- {
		if as, ok := tc.MemorySpaceConversions[i](a); ok {
			return as, true
		}
	}
	if ia, ok := a.(*ir.IntegerAttr); ok {
		switch t := ia.Type.(type) {
		case *ir.IndexType:
			return uint32(ia.Int64()), true
		case *ir.IntegerType:
			if t.IsSignless() {
				return uint32(ia.Int64()), true
			}
		}
	}
	return 0, false
}

// MemRefAddressSpace returns the address space of a memref type.
func (tc *TypeConverter) MemRefAddressSpace(t ir.Type) (uint32, bool) {
	switch m := t.(type) {
	case *ir.MemRefType:
		return tc.MemorySpace(m.MemorySpace)
	case *ir.UnrankedMemRefType:
		return tc.MemorySpace(m.MemorySpace)
	}
	return 0, false
}

// DescriptorFields returns the fields of a ranked memref descriptor:
// allocated and aligned pointers, offset, then sizes and strides (as two
// arrays, or as 2*rank index values when unpacked, for signatures).
func (tc *TypeConverter) DescriptorFields(m *ir.MemRefType, unpack bool) []ir.Type {
	if !memref.IsStrided(m) {
		return nil
	}
	if tc.ConvertType(m.Elem) == nil {
		return nil
	}
	as, ok := tc.MemorySpace(m.MemorySpace)
	if !ok {
		tc.Ctx.Emit(ir.Errorf(tc.Ctx.Unknown(), "conversion of memref memory space %s to integer address space failed. Consider adding memory space conversions.", asm.AttrString(m.MemorySpace)))
		return nil
	}
	ptr := llvm.Pointer(tc.Ctx, as)
	idx := tc.IndexType()
	fields := []ir.Type{ptr, ptr, idx}
	rank := len(m.Shape())
	if rank == 0 {
		return fields
	}
	if unpack {
		for i := 0; i < 2*rank; i++ {
			fields = append(fields, idx)
		}
		return fields
	}
	arr := llvm.Array(tc.Ctx, idx, uint64(rank))
	return append(fields, arr, arr)
}

// UnrankedDescriptorFields returns the fields of an unranked memref
// descriptor: rank and a pointer to a ranked descriptor.
func (tc *TypeConverter) UnrankedDescriptorFields() []ir.Type {
	return []ir.Type{tc.IndexType(), llvm.Pointer(tc.Ctx, 0)}
}

// ConvertMemRefType returns the descriptor struct of a memref, or nil.
func (tc *TypeConverter) ConvertMemRefType(m *ir.MemRefType) ir.Type {
	f := tc.DescriptorFields(m, false)
	if f == nil {
		return nil
	}
	return llvm.LiteralStruct(tc.Ctx, f, false)
}

func (tc *TypeConverter) convertVectorType(v *ir.VectorType) ir.Type {
	elem := tc.ConvertType(v.Elem)
	if elem == nil {
		return nil
	}
	if len(v.Dims) == 0 {
		return llvm.VectorType(tc.Ctx, elem, 1, false)
	}
	last := len(v.Dims) - 1
	scalable := v.Scalable != nil && v.Scalable[last]
	for i := 0; i < last; i++ {
		if v.Scalable != nil && v.Scalable[i] {
			return nil
		}
	}
	var t ir.Type = llvm.VectorType(tc.Ctx, elem, v.Dims[last], scalable)
	for i := last - 1; i >= 0; i-- {
		t = llvm.Array(tc.Ctx, t, uint64(v.Dims[i]))
	}
	return t
}

// ConvertCallingConventionType converts a function argument or result
// type: a memref of static shape becomes a bare pointer when bare is set.
func (tc *TypeConverter) ConvertCallingConventionType(t ir.Type, bare bool) ir.Type {
	if bare {
		if m, ok := t.(*ir.MemRefType); ok {
			return tc.BarePointerType(m)
		}
		if _, ok := t.(*ir.UnrankedMemRefType); ok {
			return nil
		}
	}
	return tc.ConvertType(t)
}

// BarePointerType returns the pointer a memref of static shape and
// identity-like layout is passed as under the bare-pointer convention, or
// nil.
func (tc *TypeConverter) BarePointerType(m *ir.MemRefType) ir.Type {
	if !canBarePtr(m) {
		return nil
	}
	if tc.ConvertType(m.Elem) == nil {
		return nil
	}
	as, ok := tc.MemorySpace(m.MemorySpace)
	if !ok {
		return nil
	}
	return llvm.Pointer(tc.Ctx, as)
}

func canBarePtr(m *ir.MemRefType) bool {
	strides, offset, ok := memref.StridesAndOffset(m)
	if !ok || offset == ir.Dynamic {
		return false
	}
	for _, s := range strides {
		if s == ir.Dynamic {
			return false
		}
	}
	for _, d := range m.Shape() {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

// PackFunctionResults converts result types: one result converts alone,
// several are packed into a literal struct.
func (tc *TypeConverter) PackFunctionResults(types []ir.Type, bare bool) ir.Type {
	if len(types) == 1 {
		return tc.ConvertCallingConventionType(types[0], bare)
	}
	var conv []ir.Type
	for _, t := range types {
		c := tc.ConvertCallingConventionType(t, bare)
		if c == nil || !llvm.IsCompatibleType(c) {
			return nil
		}
		conv = append(conv, c)
	}
	return llvm.LiteralStruct(tc.Ctx, conv, false)
}

// ConvertFunctionSignature converts a function type to an LLVM function
// type, filling sig with where each argument went (memrefs expand to their
// descriptor fields, or a bare pointer).
func (tc *TypeConverter) ConvertFunctionSignature(ft *ir.FunctionType, variadic, bare bool, sig *conversion.SignatureConversion) *llvm.FunctionType {
	bare = bare || tc.Options.UseBarePtrCallConv
	for i, t := range ft.Inputs {
		conv, ok := tc.funcArgTypes(t, bare)
		if !ok {
			return nil
		}
		sig.AddInputs(i, conv)
	}
	var res ir.Type
	if len(ft.Results) == 0 {
		res = llvm.Void(tc.Ctx)
	} else if res = tc.PackFunctionResults(ft.Results, bare); res == nil {
		return nil
	}
	return llvm.Func(tc.Ctx, res, sig.ConvertedTypes(), variadic)
}

func (tc *TypeConverter) funcArgTypes(t ir.Type, bare bool) ([]ir.Type, bool) {
	if bare {
		if m, ok := t.(*ir.MemRefType); ok {
			p := tc.BarePointerType(m)
			if p == nil {
				return nil, false
			}
			return []ir.Type{p}, true
		}
		if _, ok := t.(*ir.UnrankedMemRefType); ok {
			return nil, false
		}
	}
	switch m := t.(type) {
	case *ir.MemRefType:
		f := tc.DescriptorFields(m, true)
		return f, f != nil
	case *ir.UnrankedMemRefType:
		if tc.ConvertType(t) == nil {
			return nil, false
		}
		return tc.UnrankedDescriptorFields(), true
	}
	c := tc.ConvertType(t)
	if c == nil {
		return nil, false
	}
	return []ir.Type{c}, true
}

// ConvertCallResults converts the result types of a call: nil for none,
// one converted type, or the packed struct.
func (tc *TypeConverter) ConvertCallResults(types []ir.Type, bare bool) ir.Type {
	if len(types) == 0 {
		return nil
	}
	return tc.PackFunctionResults(types, bare)
}
