// Package gputonvvm is MLIR 19's convert-gpu-to-nvvm pass
// (mlir/lib/Conversion/GPUToNVVM): on each gpu.module, the GPU dialect's
// own rewrites (all-reduce, global ids, shuffles) through the greedy driver,
// then a partial conversion of gpu, arith, cf, func and memref ops to the
// LLVM dialect with NVVM intrinsics: thread and block ids as NVVM special
// registers, barriers, shuffles, gpu.func as an llvm.func kernel, and math
// ops as calls to libdevice's __nv_* functions.
package gputonvvm

import (
	"gpuc/internal/conversion"
	"gpuc/internal/conversion/arithtollvm"
	"gpuc/internal/conversion/cftollvm"
	"gpuc/internal/conversion/functollvm"
	gc "gpuc/internal/conversion/gpucommon"
	"gpuc/internal/conversion/gpurewrite"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/conversion/memreftollvm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

// Options are the pass options.
type Options struct {
	// IndexBitwidth is the width of index (0: from the data layout).
	IndexBitwidth int
	// HasRedux lowers uniform 32-bit subgroup reductions to nvvm.redux.
	HasRedux bool
	// UseBarePtrCallConv passes memref arguments as bare pointers.
	UseBarePtrCallConv bool
}

type pass_ struct {
	opts Options
	// The converter and frozen patterns of the last index width, reused
	// for the next gpu.module (each worker has its own pass instance).
	bitwidth int
	tc       *lc.TypeConverter
	frozen   *conversion.FrozenPatterns
}

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-gpu-to-nvvm",
		Title:   "ConvertGpuOpsToNVVMOps",
		Summary: "Generate NVVM operations for gpu operations",
		OpName:  "gpu.module",
		Options: []pass.Option{
			{Name: "index-bitwidth", Kind: pass.Uint, Default: "0", Desc: "Bitwidth of the index type, 0 to use size of machine word"},
			{Name: "has-redux", Kind: pass.Bool, Default: "false", Desc: "Target gpu supports redux"},
			{Name: "use-bare-ptr-memref-call-conv", Kind: pass.Bool, Default: "false", Desc: "Replace memref arguments in GPU functions with bare pointers. All memrefs must have static shape."},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &pass_{opts: Options{
				IndexBitwidth:      int(v.Int("index-bitwidth")),
				HasRedux:           v.Bool("has-redux"),
				UseBarePtrCallConv: v.Bool("use-bare-ptr-memref-call-conv"),
			}}, nil
		},
	})
}

// nvvmSharedMemoryAlignmentBit is NVVM::kSharedMemoryAlignmentBit.
const nvvmSharedMemoryAlignmentBit = 128

// NVVM's address spaces (NVVMMemorySpace).
const (
	globalMemorySpace = 1
	sharedMemorySpace = 3
)

// mathFuncs are the libdevice functions of populateGpuToNVVMConversionPatterns,
// in its order.
var mathFuncs = [][3]string{
	{"math.absf", "__nv_fabsf", "__nv_fabs"},
	{"math.atan", "__nv_atanf", "__nv_atan"},
	{"math.atan2", "__nv_atan2f", "__nv_atan2"},
	{"math.cbrt", "__nv_cbrtf", "__nv_cbrt"},
	{"math.ceil", "__nv_ceilf", "__nv_ceil"},
	{"math.cos", "__nv_cosf", "__nv_cos"},
	{"math.erf", "__nv_erff", "__nv_erf"},
	{"math.exp", "__nv_expf", "__nv_exp"},
	{"math.exp2", "__nv_exp2f", "__nv_exp2"},
	{"math.expm1", "__nv_expm1f", "__nv_expm1"},
	{"math.floor", "__nv_floorf", "__nv_floor"},
	{"arith.remf", "__nv_fmodf", "__nv_fmod"},
	{"math.log", "__nv_logf", "__nv_log"},
	{"math.log1p", "__nv_log1pf", "__nv_log1p"},
	{"math.log10", "__nv_log10f", "__nv_log10"},
	{"math.log2", "__nv_log2f", "__nv_log2"},
	{"math.powf", "__nv_powf", "__nv_pow"},
	{"math.rsqrt", "__nv_rsqrtf", "__nv_rsqrt"},
	{"math.sin", "__nv_sinf", "__nv_sin"},
	{"math.sqrt", "__nv_sqrtf", "__nv_sqrt"},
	{"math.tanh", "__nv_tanhf", "__nv_tanh"},
	{"math.tan", "__nv_tanf", "__nv_tan"},
}

// Run lowers one gpu.module.
func (p *pass_) Run(m *ir.Operation) error {
	ctx := m.Context()
	for op := m.Region(0).First().First(); op != nil; op = op.Next() {
		if op.Name() == "func.func" {
			op.SetAttr("llvm.emit_c_interface", ctx.Unit())
		}
	}
	if !rewrite.ApplyPatternsAndFoldGreedily(m, rewrite.NewPatternSet(gpurewrite.Patterns()), rewrite.DefaultConfig()) {
		return pass.ErrFailed
	}
	bitwidth := p.opts.IndexBitwidth
	if bitwidth == 0 {
		bitwidth = gc.DataLayoutIndexBitwidth(m)
	}
	if p.frozen == nil || p.bitwidth != bitwidth {
		tc := lc.NewTypeConverter(ctx, lc.Options{IndexBitwidth: bitwidth, UseBarePtrCallConv: p.opts.UseBarePtrCallConv})
		gc.MemorySpaces(tc, globalMemorySpace, sharedMemorySpace, 0)
		AddMMATypeConversion(tc)
		var patterns []*conversion.Pattern
		patterns = append(patterns, arithtollvm.Patterns(tc)...)
		patterns = append(patterns, cftollvm.Patterns(tc)...)
		patterns = append(patterns, functollvm.Patterns(tc)...)
		patterns = append(patterns, memreftollvm.Patterns(tc)...)
		patterns = append(patterns, Patterns(tc)...)
		patterns = append(patterns, WMMAPatterns(tc)...)
		if p.opts.HasRedux {
			patterns = append(patterns, reduxPattern(tc))
		}
		target := conversion.NewTarget()
		ConfigureLegality(target)
		p.bitwidth, p.tc, p.frozen = bitwidth, tc, conversion.Freeze(target, patterns)
	} else {
		p.tc.ResetCache()
	}
	return conversion.ApplyPartialConversionFrozen(m, p.frozen)
}

// ConfigureLegality is configureGpuToNVVMConversionLegality on MLIR's
// LLVMConversionTarget.
func ConfigureLegality(t *conversion.Target) {
	t.AddLegalDialect("llvm")
	t.AddLegalOp(conversion.CastOpName)
	t.AddIllegalOp("func.func")
	t.AddLegalDialect("nvvm")
	t.AddIllegalDialect("gpu")
	t.AddIllegalOp(gc.IllegalLLVMMathOps...)
	t.AddLegalOp("gpu.yield", "gpu.module", "gpu.module_end")
}

// Patterns returns populateGpuToNVVMConversionPatterns, in its order.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	index := func(from, reg string) *conversion.Pattern {
		return gc.IndexPattern(tc, from, [3]string{reg + ".x", reg + ".y", reg + ".z"}, gc.IndexOther, gc.IntrNone)
	}
	ps := []*conversion.Pattern{
		gc.ReplacePattern("gpu.barrier", "nvvm.barrier0"),
		gc.VPrintfPattern(tc),
		index("gpu.thread_id", "nvvm.read.ptx.sreg.tid"),
		index("gpu.block_dim", "nvvm.read.ptx.sreg.ntid"),
		index("gpu.cluster_id", "nvvm.read.ptx.sreg.clusterid"),
		index("gpu.cluster_dim", "nvvm.read.ptx.sreg.nclusterid"),
		index("gpu.cluster_block_id", "nvvm.read.ptx.sreg.cluster.ctaid"),
		index("gpu.cluster_dim", "nvvm.read.ptx.sreg.nclusterid"),
		index("gpu.block_id", "nvvm.read.ptx.sreg.ctaid"),
		index("gpu.grid_dim", "nvvm.read.ptx.sreg.nctaid"),
		laneIDPattern(tc),
		shufflePattern(tc),
		gc.ReturnPattern(tc),
		gc.DynamicSharedMemoryPattern(tc, nvvmSharedMemoryAlignmentBit),
		gc.FuncPattern(tc, gc.FuncOptions{
			AllocaAddrSpace:    0,
			WorkgroupAddrSpace: sharedMemorySpace,
			KernelAttr:         "nvvm.kernel",
			BlockSizeAttr:      "nvvm.maxntid",
		}),
	}
	ps = append(ps, gc.FuncCallPatterns(tc, mathFuncs)...)
	return ps
}

func laneIDPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPULaneIdOpToNVVM", Root: "gpu.lane_id", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			v := lc.Op(rw, "nvvm.read.ptx.sreg.laneid", op.Loc(), nil, []ir.Type{rw.Context().I(32)}).Result(0)
			rw.ReplaceOp(op, gc.ExtendOrTruncIndex(rw, op.Loc(), tc, v))
			return nil
		}}
}

// shflKind maps a gpu.shuffle mode to NVVM's shuffle kind (xor is bfly).
func shflKind(ctx *ir.Context, mode uint64) ir.Attribute {
	kind := map[uint64]uint64{gc.ShuffleXor: 0, gc.ShuffleUp: 1, gc.ShuffleDown: 2, gc.ShuffleIdx: 3}[mode]
	return ods.NewEnumAttr(ctx, ods.LookupEnumAttr("nvvm", "shfl_kind"), kind)
}

func shufflePattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUShuffleOpLowering", Root: "gpu.shuffle", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			value, offset, width := operands[0], operands[1], operands[2]
			i32 := ctx.I(32)
			one := lc.IntConstant(rw, loc, i32, 1)
			minusOne := lc.IntConstant(rw, loc, i32, -1)
			thirtyTwo := lc.IntConstant(rw, loc, i32, 32)
			numLeadInactive := lc.Sub(rw, loc, thirtyTwo, width)
			activeMask := lc.Binary(rw, loc, "llvm.lshr", minusOne, numLeadInactive)
			mode := gc.ShuffleMode(op)
			var maskAndClamp *ir.Value
			if mode == gc.ShuffleUp {
				maskAndClamp = numLeadInactive
			} else {
				maskAndClamp = lc.Sub(rw, loc, width, one)
			}
			predUsed := op.Result(1).HasUses()
			resultType := value.Type()
			attrs := []ir.NamedAttr{lc.Attr("kind", shflKind(ctx, mode))}
			if predUsed {
				resultType = llvm.LiteralStruct(ctx, []ir.Type{value.Type(), ctx.I(1)}, false)
				attrs = append(attrs, lc.Attr("return_value_and_is_valid", ctx.Unit()))
			}
			shfl := lc.Op(rw, "nvvm.shfl.sync", loc, []*ir.Value{activeMask, value, offset, maskAndClamp}, []ir.Type{resultType}, attrs...).Result(0)
			if predUsed {
				v := lc.ExtractValue(rw, loc, shfl, 0)
				pred := lc.ExtractValue(rw, loc, shfl, 1)
				rw.ReplaceOp(op, v, pred)
			} else {
				rw.ReplaceOp(op, shfl, nil)
			}
			return nil
		}}
}

// reduxKinds maps gpu.all_reduce operations to nvvm.redux kinds (add 1,
// and 2, max 3, min 4, or 5, umax 6, umin 7, xor 8); the others have none
// (MLIR's convertReduxKind).
var reduxKinds = map[string]int64{
	"add": 1, "minsi": 4, "minnumf": 4, "maxsi": 3, "maxnumf": 3, "and": 2, "or": 5, "xor": 8,
}

func reduxPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUSubgroupReduceOpLowering", Root: "gpu.subgroup_reduce", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			if op.Attr("uniform") == nil {
				return conversion.NoMatch("cannot be lowered to redux as the op must be run uniformly (entire subgroup).")
			}
			if it, ok := op.Operand(0).Type().(*ir.IntegerType); !ok || it.Width != 32 {
				return conversion.NoMatch("unsupported data type")
			}
			kind, ok := reduxKinds[gc.ReduceOperation(op)]
			if !ok {
				return conversion.NoMatch("unsupported reduction mode for redux")
			}
			loc := op.Loc()
			i32 := ctx.I(32)
			offset := lc.IntConstant(rw, loc, i32, -1)
			r := lc.Op(rw, "nvvm.redux.sync", loc, []*ir.Value{operands[0], offset}, []ir.Type{i32},
				lc.Attr("kind", ods.NewEnumAttr(ctx, ods.LookupEnumAttr("nvvm", "redux_kind"), uint64(kind))))
			rw.ReplaceOp(op, r.Result(0))
			return nil
		}}
}
