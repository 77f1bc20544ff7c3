package functollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

func init() { CopyUnrankedDescriptors = copyUnrankedDescriptors }

// copyUnrankedDescriptors copies the ranked descriptor each unranked memref
// in values points to: to the heap (malloc) when toDynamic, for values that
// leave a function, else to the stack (alloca) while freeing the source, for
// values a call returns. Each such value is replaced by a new unranked
// descriptor pointing to the copy (MLIR's
// ConvertToLLVMPattern::copyUnrankedDescriptors).
func copyUnrankedDescriptors(tc *lc.TypeConverter, rw *conversion.Rewriter, loc ir.Location, types []ir.Type, values []*ir.Value, toDynamic bool) bool {
	var descs []*ir.Value
	var spaces []uint32
	for i, t := range types {
		u, ok := t.(*ir.UnrankedMemRefType)
		if !ok {
			continue
		}
		as, ok := tc.MemRefAddressSpace(u)
		if !ok {
			return false
		}
		descs = append(descs, values[i])
		spaces = append(spaces, as)
	}
	if len(descs) == 0 {
		return true
	}
	ctx := rw.Context()
	sizes := lc.UnrankedDescriptorSizes(rw, loc, tc, descs, spaces)
	module := lc.ParentModule(rw.InsertionBlock().ParentOp())
	ptr := llvm.Pointer(ctx, 0)
	var mallocFn, freeFn string
	if toDynamic {
		lc.LookupOrCreateFunc(rw, module, "malloc", llvm.Func(ctx, ptr, []ir.Type{tc.IndexType()}, false))
		mallocFn = "malloc"
	} else {
		lc.LookupOrCreateFunc(rw, module, "free", llvm.Func(ctx, llvm.Void(ctx), []ir.Type{ptr}, false))
		freeFn = "free"
	}
	k := 0
	for i, t := range types {
		if _, ok := t.(*ir.UnrankedMemRefType); !ok {
			continue
		}
		size := sizes[k]
		k++
		var mem *ir.Value
		if toDynamic {
			mem = lc.Call(rw, loc, mallocFn, ptr, []*ir.Value{size}).Result(0)
		} else {
			mem = lc.Alloca(rw, loc, ptr, ctx.I(8), size, 0)
		}
		src := lc.UnrankedDescPtr(rw, loc, values[i])
		lc.Op(rw, "llvm.intr.memcpy", loc, []*ir.Value{mem, src, size}, nil,
			lc.Attr("isVolatile", ctx.IntegerAttrInt64(ctx.I(1), 0)))
		if !toDynamic {
			lc.Call(rw, loc, freeFn, llvm.Void(ctx), []*ir.Value{src})
		}
		descT := tc.ConvertType(t)
		if descT == nil {
			return false
		}
		d := lc.Undef(rw, loc, descT)
		rank := lc.UnrankedRank(rw, loc, values[i])
		d = lc.InsertValue(rw, loc, d, rank, lc.RankPos)
		d = lc.InsertValue(rw, loc, d, mem, lc.DescriptorPtrPos)
		values[i] = d
	}
	return true
}
