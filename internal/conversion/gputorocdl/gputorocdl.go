// Package gputorocdl is MLIR 19's convert-gpu-to-rocdl pass
// (mlir/lib/Conversion/GPUToROCDL): on each gpu.module, the AMDGPU data
// layout when none is set, the GPU dialect's own rewrites through the
// greedy driver, then a partial conversion of gpu, arith, cf, func and
// memref ops to the LLVM dialect with ROCDL intrinsics: work-item and
// work-group ids and sizes (with ranges from the known sizes), barriers,
// lane ids and shuffles through mbcnt and ds_bpermute, printf for HIP or
// OpenCL, gpu.func as an llvm.func kernel, and math ops as calls to the ROCm
// device library's __ocml_* functions.
package gputorocdl

import (
	"fmt"
	"gpuc/internal/conversion/arithexpand"
	"strconv"
	"strings"

	"gpuc/internal/conversion"
	"gpuc/internal/conversion/arithtollvm"
	"gpuc/internal/conversion/cftollvm"
	"gpuc/internal/conversion/functollvm"
	gc "gpuc/internal/conversion/gpucommon"
	"gpuc/internal/conversion/gpurewrite"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/conversion/memreftollvm"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

// Runtime is the runtime the code runs on (gpu::amd::Runtime).
type Runtime uint8

const (
	RuntimeUnknown Runtime = iota
	RuntimeHIP
	RuntimeOpenCL
)

// Options are the pass options.
type Options struct {
	Chipset            string
	IndexBitwidth      int
	UseBarePtrCallConv bool
	Runtime            Runtime
}

type pass_ struct {
	opts Options
	// The converter and frozen patterns of the last index width, reused
	// for the next gpu.module (each worker has its own pass instance).
	bitwidth int
	layout   string
	tc       *lc.TypeConverter
	frozen   *conversion.FrozenPatterns
}

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-gpu-to-rocdl",
		Title:   "ConvertGpuOpsToROCDLOps",
		Summary: "Generate ROCDL operations for gpu operations",
		OpName:  "gpu.module",
		Options: []pass.Option{
			{Name: "chipset", Kind: pass.String, Default: "gfx000", Desc: "Chipset that these operations will run on"},
			{Name: "index-bitwidth", Kind: pass.Uint, Default: "0", Desc: "Bitwidth of the index type, 0 to use size of machine word"},
			{Name: "use-bare-ptr-memref-call-conv", Kind: pass.Bool, Default: "false", Desc: "Replace memref arguments in GPU functions with bare pointers.All memrefs must have static shape"},
			{Name: "runtime", Kind: pass.Enum, Default: "unknown", Enum: []string{"unknown", "HIP", "OpenCL"}, Desc: "Runtime code will be run on (default is Unknown, can also use HIP or OpenCl)"},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			rt := map[string]Runtime{"unknown": RuntimeUnknown, "HIP": RuntimeHIP, "OpenCL": RuntimeOpenCL}[v["runtime"]]
			return &pass_{opts: Options{
				Chipset:            unquote(v["chipset"]),
				IndexBitwidth:      int(v.Int("index-bitwidth")),
				UseBarePtrCallConv: v.Bool("use-bare-ptr-memref-call-conv"),
				Runtime:            rt,
			}}, nil
		},
	})
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		return s[1 : len(s)-1]
	}
	return s
}

// DataLayout is the AMDGPU data layout MLIR 19 sets on gpu.modules that
// have none (amdgcnDataLayout).
const DataLayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32" +
	"-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:" +
	"32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:" +
	"64-S32-A5-G1-ni:7:8:9"

// ROCDL's address spaces.
const (
	globalAddrSpace  = 1
	sharedAddrSpace  = 3
	privateAddrSpace = 5
)

// validChipset is amdgpu::Chipset::parse: gfx, a decimal major version,
// then two hexadecimal digits of minor version.
func validChipset(s string) bool {
	if !strings.HasPrefix(s, "gfx") || len(s) < 5 {
		return false
	}
	major, minor := s[3:len(s)-2], s[len(s)-2:]
	if _, err := strconv.ParseUint(major, 10, 32); err != nil || strings.ContainsAny(major, "+-") {
		return false
	}
	if _, err := strconv.ParseUint(minor, 16, 32); err != nil || strings.ContainsAny(minor, "+-") {
		return false
	}
	return true
}

// Run lowers one gpu.module.
func (p *pass_) Run(m *ir.Operation) error {
	ctx := m.Context()
	layout, ok := m.Attr("llvm.data_layout").(*ir.StringAttr)
	if !ok {
		layout = ctx.String(DataLayout)
		m.SetAttr("llvm.data_layout", layout)
	}
	for op := m.Region(0).First().First(); op != nil; op = op.Next() {
		if op.Name() == "func.func" {
			op.SetAttr("llvm.emit_c_interface", ctx.Unit())
		}
	}
	if !validChipset(p.opts.Chipset) {
		ctx.Emit(ir.Errorf(ctx.Unknown(), "Invalid chipset name: %s", p.opts.Chipset))
		return pass.ErrFailed
	}
	bitwidth := p.opts.IndexBitwidth
	if bitwidth == 0 {
		bitwidth = gc.DataLayoutIndexBitwidth(m)
	}
	if p.opts.UseBarePtrCallConv {
		bare := true
		m.Walk(func(op *ir.Operation) ir.WalkResult {
			if op.Name() != "gpu.func" {
				return ir.Advance
			}
			if ft := gpu.FunctionType(op); ft != nil {
				for _, t := range ft.Inputs {
					if !canBeBare(t) {
						bare = false
						return ir.Interrupt
					}
				}
			}
			return ir.Advance
		})
		if !bare {
			ctx.Emit(ir.Errorf(ctx.Unknown(), "bare pointer calling convention requires all memrefs to have static shape and use the identity map"))
			return pass.ErrFailed
		}
	}
	// populateGpuRewritePatterns and arith::populateExpandBFloat16Patterns,
	// in one greedy run.
	pre := append(gpurewrite.Patterns(), arithexpand.BFloat16Patterns()...)
	rewrite.ApplyPatternsAndFoldGreedily(m, rewrite.NewPatternSet(pre), rewrite.DefaultConfig())

	// The converter's data layout is the module's (MLIR sets
	// options.dataLayout from it): pointer widths per address space, as in
	// the i32 of a workgroup global's 0xdeadbeef pointer.
	if p.frozen == nil || p.bitwidth != bitwidth || p.layout != layout.Value {
		tc := lc.NewTypeConverter(ctx, lc.Options{IndexBitwidth: bitwidth, UseBarePtrCallConv: p.opts.UseBarePtrCallConv, DataLayout: layout.Value})
		gc.MemorySpaces(tc, globalAddrSpace, sharedAddrSpace, privateAddrSpace)
		// populateAMDGPUToROCDLConversionPatterns' type conversions (the amdgpu
		// dialect's own patterns have no ops to apply to in gpuc): bf16 is i16.
		tc.AddConversion1(func(t ir.Type) ir.Type {
			if f, ok := t.(*ir.FloatType); ok && f.Kind == ir.BF16 {
				return ctx.I(16)
			}
			return nil
		})
		tc.AddConversion(func(t ir.Type) ([]ir.Type, bool, bool) {
			v, ok := t.(*ir.VectorType)
			if !ok {
				return nil, false, false
			}
			if f, ok := v.Elem.(*ir.FloatType); !ok || f.Kind != ir.BF16 {
				return nil, false, false
			}
			c := tc.ConvertType(ctx.Vector(v.Dims, v.Scalable, ctx.I(16)))
			if c == nil {
				return nil, true, false
			}
			return []ir.Type{c}, true, true
		})
		var patterns []*conversion.Pattern
		patterns = append(patterns, arithtollvm.Patterns(tc)...)
		patterns = append(patterns, cftollvm.Patterns(tc)...)
		patterns = append(patterns, functollvm.Patterns(tc)...)
		patterns = append(patterns, memreftollvm.Patterns(tc)...)
		patterns = append(patterns, Patterns(tc, p.opts.Runtime)...)
		target := conversion.NewTarget()
		ConfigureLegality(target)
		p.bitwidth, p.layout, p.tc, p.frozen = bitwidth, layout.Value, tc, conversion.Freeze(target, patterns)
	} else {
		p.tc.ResetCache()
	}
	if err := conversion.ApplyPartialConversionFrozen(m, p.frozen); err != nil {
		return err
	}
	// The known block size becomes rocdl.flat_work_group_size too, so that
	// translation does not make conflicting metadata.
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() != "llvm.func" {
			return ir.Advance
		}
		if sizes, ok := op.Attr("rocdl.reqd_work_group_size").(*ir.DenseArrayAttr); ok {
			flat := uint32(1)
			for _, s := range sizes.Ints {
				flat *= uint32(s)
			}
			op.SetAttr("rocdl.flat_work_group_size", ctx.String(fmt.Sprintf("%d,%d", flat, flat)))
		}
		return ir.Advance
	})
	return nil
}

// canBeBare is LLVMTypeConverter::canConvertToBarePtr for memref argument
// types; other types are fine.
func canBeBare(t ir.Type) bool {
	switch m := t.(type) {
	case *ir.MemRefType:
		for _, d := range m.Dims {
			if d == ir.Dynamic {
				return false
			}
		}
		strides, offset, ok := memref.StridesAndOffset(m)
		if !ok || offset == ir.Dynamic {
			return false
		}
		for _, s := range strides {
			if s == ir.Dynamic {
				return false
			}
		}
		return true
	case *ir.UnrankedMemRefType:
		return false
	}
	return true
}

// ConfigureLegality is configureGpuToROCDLConversionLegality on MLIR's
// LLVMConversionTarget.
func ConfigureLegality(t *conversion.Target) {
	t.AddLegalDialect("llvm")
	t.AddLegalOp(conversion.CastOpName)
	t.AddIllegalOp("func.func")
	t.AddLegalDialect("rocdl")
	t.AddIllegalDialect("gpu")
	t.AddIllegalOp(gc.IllegalLLVMMathOps...)
	t.AddLegalOp("gpu.yield", "gpu.module", "gpu.module_end")
}

// mathFuncs are populateMathToROCDLConversionPatterns' functions, in its
// order.
var mathFuncs = [][3]string{
	{"math.absf", "__ocml_fabs_f32", "__ocml_fabs_f64"},
	{"math.acos", "__ocml_acos_f32", "__ocml_acos_f64"},
	{"math.acosh", "__ocml_acosh_f32", "__ocml_acosh_f64"},
	{"math.asin", "__ocml_asin_f32", "__ocml_asin_f64"},
	{"math.asinh", "__ocml_asinh_f32", "__ocml_asinh_f64"},
	{"math.atan", "__ocml_atan_f32", "__ocml_atan_f64"},
	{"math.atanh", "__ocml_atanh_f32", "__ocml_atanh_f64"},
	{"math.atan2", "__ocml_atan2_f32", "__ocml_atan2_f64"},
	{"math.cbrt", "__ocml_cbrt_f32", "__ocml_cbrt_f64"},
	{"math.ceil", "__ocml_ceil_f32", "__ocml_ceil_f64"},
	{"math.cos", "__ocml_cos_f32", "__ocml_cos_f64"},
	{"math.cosh", "__ocml_cosh_f32", "__ocml_cosh_f64"},
	{"math.sinh", "__ocml_sinh_f32", "__ocml_sinh_f64"},
	{"math.exp", "__ocml_exp_f32", "__ocml_exp_f64"},
	{"math.exp2", "__ocml_exp2_f32", "__ocml_exp2_f64"},
	{"math.expm1", "__ocml_expm1_f32", "__ocml_expm1_f64"},
	{"math.floor", "__ocml_floor_f32", "__ocml_floor_f64"},
	{"math.log", "__ocml_log_f32", "__ocml_log_f64"},
	{"math.log10", "__ocml_log10_f32", "__ocml_log10_f64"},
	{"math.log1p", "__ocml_log1p_f32", "__ocml_log1p_f64"},
	{"math.log2", "__ocml_log2_f32", "__ocml_log2_f64"},
	{"math.powf", "__ocml_pow_f32", "__ocml_pow_f64"},
	{"math.rsqrt", "__ocml_rsqrt_f32", "__ocml_rsqrt_f64"},
	{"math.sin", "__ocml_sin_f32", "__ocml_sin_f64"},
	{"math.sqrt", "__ocml_sqrt_f32", "__ocml_sqrt_f64"},
	{"math.tanh", "__ocml_tanh_f32", "__ocml_tanh_f64"},
	{"math.tan", "__ocml_tan_f32", "__ocml_tan_f64"},
	{"math.erf", "__ocml_erf_f32", "__ocml_erf_f64"},
	{"arith.remf", "__ocml_fmod_f32", "__ocml_fmod_f64"},
}

// Patterns returns populateGpuToROCDLConversionPatterns, in its order.
func Patterns(tc *lc.TypeConverter, rt Runtime) []*conversion.Pattern {
	index := func(from, prefix string, kind gc.IndexKind, intr gc.IntrType) *conversion.Pattern {
		return gc.IndexPattern(tc, from, [3]string{prefix + ".x", prefix + ".y", prefix + ".z"}, kind, intr)
	}
	ps := []*conversion.Pattern{
		gc.ReplacePattern("gpu.barrier", "rocdl.barrier"),
		index("gpu.thread_id", "rocdl.workitem.id", gc.IndexBlock, gc.IntrID),
		index("gpu.block_id", "rocdl.workgroup.id", gc.IndexGrid, gc.IntrID),
		index("gpu.block_dim", "rocdl.workgroup.dim", gc.IndexBlock, gc.IntrDim),
		index("gpu.grid_dim", "rocdl.grid.dim", gc.IndexGrid, gc.IntrDim),
		gc.ReturnPattern(tc),
		gc.FuncPattern(tc, gc.FuncOptions{
			AllocaAddrSpace:    privateAddrSpace,
			WorkgroupAddrSpace: sharedAddrSpace,
			KernelAttr:         "rocdl.kernel",
			BlockSizeAttr:      "rocdl.reqd_work_group_size",
		}),
	}
	switch rt {
	case RuntimeHIP:
		ps = append(ps, gc.PrintfHIPPattern(tc))
	case RuntimeOpenCL:
		ps = append(ps, gc.PrintfCallPattern(tc, 4))
	}
	ps = append(ps, gc.DynamicSharedMemoryPattern(tc, 0))
	ps = append(ps, shufflePattern(tc), laneIDPattern(tc))
	ps = append(ps, gc.FuncCallPatterns(tc, mathFuncs)...)
	return ps
}

// laneID is getLaneId: mbcnt.hi(-1, mbcnt.lo(-1, 0)), with its constants
// as arith.constant ops that the conversion then lowers.
func laneID(rw *conversion.Rewriter, loc ir.Location) *ir.Value {
	ctx := rw.Context()
	i32 := ctx.I(32)
	zero := arithConst(rw, loc, 0)
	minus1 := arithConst(rw, loc, -1)
	lo := lc.Op(rw, "rocdl.mbcnt.lo", loc, []*ir.Value{minus1, zero}, []ir.Type{i32}).Result(0)
	return lc.Op(rw, "rocdl.mbcnt.hi", loc, []*ir.Value{minus1, lo}, []ir.Type{i32}).Result(0)
}

func arithConst(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Context()
	return lc.Op(rw, "arith.constant", loc, nil, []ir.Type{ctx.I(32)}, lc.Attr("value", ctx.IntegerAttrInt64(ctx.I(32), v))).Result(0)
}

func laneIDPattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPULaneIdOpToROCDL", Root: "gpu.lane_id", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			v := laneID(rw, op.Loc())
			rw.ReplaceOp(op, gc.ExtendOrTruncIndex(rw, op.Loc(), tc, v))
			return nil
		}}
}

func shufflePattern(tc *lc.TypeConverter) *conversion.Pattern {
	return &conversion.Pattern{Name: "GPUShuffleOpLowering", Root: "gpu.shuffle", Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			value, offset, width := operands[0], operands[1], operands[2]
			if ir.IntWidth(value.Type()) != 32 && floatWidth(value.Type()) != 32 {
				return conversion.ErrNoMatch
			}
			src := laneID(rw, loc)
			i32 := ctx.I(32)
			zero := lc.IntConstant(rw, loc, i32, 0)
			negWidth := lc.Sub(rw, loc, zero, width)
			add := lc.Add(rw, loc, src, width)
			widthOrZero := lc.Binary(rw, loc, "llvm.and", add, negWidth)
			var dst *ir.Value
			switch gc.ShuffleMode(op) {
			case gc.ShuffleXor:
				dst = lc.Binary(rw, loc, "llvm.xor", src, offset)
			case gc.ShuffleIdx:
				dst = offset
			default:
				return conversion.ErrNoMatch
			}
			active := lc.ICmp(rw, loc, 2, dst, widthOrZero)
			sel := lc.Op(rw, "llvm.select", loc, []*ir.Value{active, dst, src}, []ir.Type{i32}).Result(0)
			two := lc.IntConstant(rw, loc, i32, 2)
			aligned := lc.Binary(rw, loc, "llvm.shl", sel, two)
			init := value
			isF32 := floatWidth(value.Type()) == 32
			if isF32 {
				init = lc.Bitcast(rw, loc, i32, init)
			}
			shfl := lc.Op(rw, "rocdl.ds_bpermute", loc, []*ir.Value{aligned, init}, []ir.Type{i32}).Result(0)
			if isF32 {
				shfl = lc.Bitcast(rw, loc, value.Type(), shfl)
			}
			rw.ReplaceOp(op, shfl, active)
			return nil
		}}
}

// floatWidth is the width of an f32-like float type (only f32 counts as a
// float of width 32 for the bitcasts, as MLIR's isF32), else 0.
func floatWidth(t ir.Type) int {
	if f, ok := t.(*ir.FloatType); ok && f.Kind == ir.F32 {
		return 32
	}
	return 0
}
