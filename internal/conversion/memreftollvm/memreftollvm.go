// Package memreftollvm converts the memref dialect to the LLVM dialect, after
// MLIR 19's populateFinalizeMemRefToLLVMConversionPatterns: memref.alloc
// calls malloc (or aligned_alloc, or MLIR's generic allocation functions,
// as the Options say). As in MLIR 19, memref.subview,
// memref.expand_shape, memref.collapse_shape, memref.realloc and the DMA ops
// are left alone (they must be expanded by other passes first), and so are
// the memref.atomic_rmw kinds that have no llvm.atomicrmw counterpart.
package memreftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Options are the parts of MLIR's LowerToLLVMOptions that only the memref
// patterns read.
type Options struct {
	// AlignedAlloc lowers memref.alloc to aligned_alloc instead of malloc
	// (AllocLowering::AlignedAlloc).
	AlignedAlloc bool
	// GenericFunctions calls _mlir_memref_to_llvm_alloc,
	// _mlir_memref_to_llvm_aligned_alloc and _mlir_memref_to_llvm_free
	// instead of malloc, aligned_alloc and free.
	GenericFunctions bool
}

// Patterns returns the memref-to-LLVM patterns with the default options
// (malloc and free).
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return PatternsWithOptions(tc, Options{})
}

// PatternsWithOptions returns the memref-to-LLVM patterns, in MLIR 19's
// order.
func PatternsWithOptions(tc *lc.TypeConverter, opts Options) []*conversion.Pattern {
	l := &lowering{tc: tc, opts: opts}
	base := tc.Base()
	p := func(name, root string, f func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: 1, Converter: base, Rewrite: f}
	}
	allocPattern := p("AllocOpLowering", "memref.alloc", l.alloc)
	if opts.AlignedAlloc {
		allocPattern = p("AlignedAllocOpLowering", "memref.alloc", l.alignedAlloc)
	}
	return []*conversion.Pattern{
		p("AllocaOpLowering", "memref.alloca", l.alloca),
		p("AllocaScopeOpLowering", "memref.alloca_scope", l.allocaScope),
		p("AtomicRMWOpLowering", "memref.atomic_rmw", l.atomicRMW),
		p("AssumeAlignmentOpLowering", "memref.assume_alignment", l.assumeAlignment),
		p("ConvertExtractAlignedPointerAsIndex", "memref.extract_aligned_pointer_as_index", l.extractAlignedPointer),
		p("DimOpLowering", "memref.dim", l.dim),
		p("ExtractStridedMetadataOpLowering", "memref.extract_strided_metadata", l.extractStridedMetadata),
		p("GenericAtomicRMWOpLowering", "memref.generic_atomic_rmw", l.genericAtomicRMW),
		p("GlobalMemrefOpLowering", "memref.global", l.global),
		p("GetGlobalMemrefOpLowering", "memref.get_global", l.getGlobal),
		p("LoadOpLowering", "memref.load", l.load),
		p("MemRefCastOpLowering", "memref.cast", l.cast),
		p("MemRefCopyOpLowering", "memref.copy", l.copy),
		p("MemorySpaceCastOpLowering", "memref.memory_space_cast", l.memorySpaceCast),
		p("MemRefReinterpretCastOpLowering", "memref.reinterpret_cast", l.reinterpretCast),
		p("MemRefReshapeOpLowering", "memref.reshape", l.reshape),
		p("PrefetchOpLowering", "memref.prefetch", l.prefetch),
		p("RankOpLowering", "memref.rank", l.rank),
		p("StoreOpLowering", "memref.store", l.store),
		p("TransposeOpLowering", "memref.transpose", l.transpose),
		p("ViewOpLowering", "memref.view", l.view),
		allocPattern,
		p("DeallocOpLowering", "memref.dealloc", l.dealloc),
	}
}

type lowering struct {
	tc   *lc.TypeConverter
	opts Options
}

func (l *lowering) indexType() ir.Type { return l.tc.IndexType() }

func (l *lowering) ptr(as uint32) ir.Type { return llvm.Pointer(l.tc.Ctx, as) }

// idx creates llvm.mlir.constant(v : index) of the converted index type
// (MLIR's createIndexAttrConstant).
func (l *lowering) idx(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	return lc.IndexConstant(rw, loc, l.indexType(), v)
}

// intc creates llvm.mlir.constant(v : i64) (LLVM::ConstantOp built from an
// integer of the converted index type).
func (l *lowering) intc(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	return lc.IntConstant(rw, loc, l.indexType(), v)
}

func cast1(rw *conversion.Rewriter, name string, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return lc.Op(rw, name, loc, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// addrSpace returns the LLVM address space of a memref type.
func (l *lowering) addrSpace(t ir.Type) (uint32, bool) { return l.tc.MemRefAddressSpace(t) }

// elemPtrType is the pointer type of a memref's buffer.
func (l *lowering) elemPtrType(t ir.Type) ir.Type {
	as, _ := l.addrSpace(t)
	return l.ptr(as)
}

// stridedElementPtr is getStridedElementPtr (lc.StridedElementPtr).
func (l *lowering) stridedElementPtr(rw *conversion.Rewriter, loc ir.Location, m *ir.MemRefType, desc *ir.Value, indices []*ir.Value) *ir.Value {
	return lc.StridedElementPtr(rw, loc, l.tc, m, desc, indices)
}

// module returns the module new declarations go into.
func module(op *ir.Operation) *ir.Operation { return lc.ParentModule(op) }

// symbolTable returns the closest symbol table around op, where the
// allocation functions are declared (a gpu.module's own for an alloc in
// it; free and memrefCopy go into the builtin.module).
func symbolTable(op *ir.Operation) *ir.Operation { return ir.NearestSymbolTable(op.ParentOp()) }

func (l *lowering) mallocFn(rw *conversion.Rewriter, op *ir.Operation) *ir.Operation {
	name := "malloc"
	if l.opts.GenericFunctions {
		name = "_mlir_memref_to_llvm_alloc"
	}
	return lc.LookupOrCreateFunc(rw, symbolTable(op), name, llvm.Func(l.tc.Ctx, l.ptr(0), []ir.Type{l.indexType()}, false))
}

func (l *lowering) alignedAllocFn(rw *conversion.Rewriter, op *ir.Operation) *ir.Operation {
	name := "aligned_alloc"
	if l.opts.GenericFunctions {
		name = "_mlir_memref_to_llvm_aligned_alloc"
	}
	return lc.LookupOrCreateFunc(rw, symbolTable(op), name, llvm.Func(l.tc.Ctx, l.ptr(0), []ir.Type{l.indexType(), l.indexType()}, false))
}

func (l *lowering) freeFn(rw *conversion.Rewriter, op *ir.Operation) *ir.Operation {
	name := "free"
	if l.opts.GenericFunctions {
		name = "_mlir_memref_to_llvm_free"
	}
	return lc.LookupOrCreateFunc(rw, module(op), name, llvm.Func(l.tc.Ctx, llvm.Void(l.tc.Ctx), []ir.Type{l.ptr(0)}, false))
}

// call calls an llvm.func with its result type.
func call(rw *conversion.Rewriter, loc ir.Location, fn *ir.Operation, args ...*ir.Value) *ir.Operation {
	name, _ := fn.Attr("sym_name").(*ir.StringAttr)
	ft, _ := fn.Attr("function_type").(*ir.TypeAttr)
	var res ir.Type
	if ft != nil {
		if f, ok := ft.Type.(*llvm.FunctionType); ok {
			res = f.Result
		}
	}
	return lc.Call(rw, loc, name.Value, res, args)
}

// constantIndex returns the integer an index operand is known to be: the
// value of the constant op defining it (arith.constant, or an
// llvm.mlir.constant).
func constantIndex(v *ir.Value) (int64, bool) {
	if ia, ok := ir.ConstantValue(v).(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	if d := v.DefiningOp(); d != nil && d.Name() == "llvm.mlir.constant" {
		if ia, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			return ia.Int64(), true
		}
	}
	return 0, false
}

// memorySpaceInt is BaseMemRefType::getMemorySpaceAsInt.
func memorySpaceInt(a ir.Attribute) uint32 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return uint32(ia.Int64())
	}
	return 0
}
