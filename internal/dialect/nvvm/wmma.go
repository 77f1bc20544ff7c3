package nvvm

import (
	"strconv"

	"gpuc/internal/ir"
)

// WMMA helpers of MLIR 19's NVVM dialect: the functions mlir-tblgen
// generates for nvvm.wmma.load, nvvm.wmma.store and nvvm.wmma.mma from
// NVVMOps.td's NVVM_MMA_OPS lists (getIntrinsicID, inferNDimension,
// inferMDimension, inferKDimension), and NVVMDialect.cpp's inferMMAType.
// The verifiers and convert-gpu-to-nvvm's WMMA patterns share them. The
// generated code tests the configurations one by one in the lists' order
// and returns at the first match; the infer functions depend on that order
// (an f32 accumulator of 16x16 is k = 16, from m16n16k16, before m16n16k8).
// Element types, layouts and fragments are the enums' strings ("f16",
// "row", "a"); an intrinsic is named as its llvm::Intrinsic enumerator
// (nvvm_wmma_m16n16k16_load_a_f16_row_stride), "" when there is none (the
// generated code's 0).

// wmmaRegs is NVVMOps.td's WMMA_REGS: a fragment of a geometry.
type wmmaRegs struct {
	m, n, k int
	frag    string
	elt     string
}

func (r wmmaRegs) geom() string {
	return "m" + strconv.Itoa(r.m) + "n" + strconv.Itoa(r.n) + "k" + strconv.Itoa(r.k)
}

type wmmaGeom struct{ m, n, k int }

// mmaLdStOps is MMA_LDST_OPS: geometries, then fragments, then types.
func mmaLdStOps(geoms []wmmaGeom, frags, types []string) []wmmaRegs {
	var out []wmmaRegs
	for _, g := range geoms {
		for _, f := range frags {
			for _, t := range types {
				out = append(out, wmmaRegs{g.m, g.n, g.k, f, t})
			}
		}
	}
	return out
}

// mmaOps is MMA_OPS: 4-tuples of fragments a, b, c, d, folded over
// geometries, then A, B, C and D types; an empty typeB or typeD takes the
// A or C type.
func mmaOps(geoms []wmmaGeom, typeA, typeB, typeC, typeD []string) [][4]wmmaRegs {
	var out [][4]wmmaRegs
	for _, g := range geoms {
		for _, ta := range typeA {
			tbs := typeB
			if len(tbs) == 0 {
				tbs = []string{ta}
			}
			for _, tb := range tbs {
				for _, tc := range typeC {
					tds := typeD
					if len(tds) == 0 {
						tds = []string{tc}
					}
					for _, td := range tds {
						out = append(out, [4]wmmaRegs{
							{g.m, g.n, g.k, "a", ta}, {g.m, g.n, g.k, "b", tb},
							{g.m, g.n, g.k, "c", tc}, {g.m, g.n, g.k, "d", td},
						})
					}
				}
			}
		}
	}
	return out
}

var (
	wmmaGeomsF16 = []wmmaGeom{{16, 16, 16}, {32, 8, 16}, {8, 32, 16}}
	wmmaGeomTF32 = []wmmaGeom{{16, 16, 8}}

	// allWmmaOps is NVVM_MMA_OPS.all_wmma_ops.
	allWmmaOps = concat(
		mmaOps(wmmaGeomTF32, []string{"tf32"}, nil, []string{"f32"}, nil),
		mmaOps(wmmaGeomsF16, []string{"f16"}, nil, []string{"f16", "f32"}, nil),
		mmaOps(wmmaGeomsF16, []string{"s8", "u8"}, nil, []string{"s32"}, nil),
	)
	// allLdStOps is NVVM_MMA_OPS.all_ldst_ops; allLdOps and allStOps its
	// a/b/c and d fragments.
	allLdStOps = concat(
		mmaLdStOps(wmmaGeomsF16, []string{"a", "b"}, []string{"f16", "s8", "u8"}),
		mmaLdStOps(wmmaGeomsF16, []string{"c", "d"}, []string{"f16", "f32", "s32"}),
		mmaLdStOps(wmmaGeomTF32, []string{"a", "b"}, []string{"tf32"}),
		mmaLdStOps(wmmaGeomTF32, []string{"c", "d"}, []string{"f32"}),
	)
	allLdOps = filterFrags(allLdStOps, func(f string) bool { return f != "d" })
	allStOps = filterFrags(allLdStOps, func(f string) bool { return f == "d" })
)

func concat[T any](lists ...[]T) []T {
	var out []T
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func filterFrags(ops []wmmaRegs, keep func(frag string) bool) []wmmaRegs {
	var out []wmmaRegs
	for _, op := range ops {
		if keep(op.frag) {
			out = append(out, op)
		}
	}
	return out
}

var wmmaLayouts = [2]string{"row", "col"}

// wmmaNameLdSt is WMMA_NAME_LDST with a stride.
func wmmaNameLdSt(op string, r wmmaRegs, layout string) string {
	return "nvvm_wmma_" + r.geom() + "_" + op + "_" + r.frag + "_" + r.elt + "_" + layout + "_stride"
}

// WMMALoadIntrinsicID is WMMALoadOp::getIntrinsicID.
func WMMALoadIntrinsicID(m, n, k int, layout, eltype, frag string) string {
	for _, r := range allLdOps {
		for _, l := range wmmaLayouts {
			if layout == l && m == r.m && n == r.n && k == r.k && r.elt == eltype && frag == r.frag {
				return wmmaNameLdSt("load", r, l)
			}
		}
	}
	return ""
}

// WMMAStoreIntrinsicID is WMMAStoreOp::getIntrinsicID.
func WMMAStoreIntrinsicID(m, n, k int, layout, eltype string) string {
	for _, r := range allStOps {
		for _, l := range wmmaLayouts {
			if layout == l && m == r.m && n == r.n && k == r.k && r.elt == eltype {
				return wmmaNameLdSt("store", r, l)
			}
		}
	}
	return ""
}

// WMMALoadInferNDimension is WMMALoadOp::inferNDimension: the n of the
// first A-fragment load of shape m x k (0 if none).
func WMMALoadInferNDimension(m, k int, eltype string) int {
	for _, r := range allLdOps {
		if r.frag == "a" && m == r.m && k == r.k && r.elt == eltype {
			return r.n
		}
	}
	return 0
}

// WMMALoadInferMDimension is WMMALoadOp::inferMDimension: the m of the
// first B-fragment load of shape k x n.
func WMMALoadInferMDimension(k, n int, eltype string) int {
	for _, r := range allLdOps {
		if r.frag == "b" && n == r.n && k == r.k && r.elt == eltype {
			return r.m
		}
	}
	return 0
}

// WMMALoadInferKDimension is WMMALoadOp::inferKDimension: the k of the
// first C-fragment load of shape m x n.
func WMMALoadInferKDimension(m, n int, eltype string) int {
	for _, r := range allLdOps {
		if r.frag == "c" && m == r.m && n == r.n && r.elt == eltype {
			return r.k
		}
	}
	return 0
}

// WMMAStoreInferKDimension is WMMAStoreOp::inferKDimension.
func WMMAStoreInferKDimension(m, n int, eltype string) int {
	for _, r := range allStOps {
		if m == r.m && n == r.n && r.elt == eltype {
			return r.k
		}
	}
	return 0
}

// mmaSignature is MMA_SIGNATURE: f16 ops are named by their D and C
// types, mixed-input ops by A and B, the others by A.
func mmaSignature(op [4]wmmaRegs) string {
	switch {
	case op[0].elt == "f16":
		return "_" + op[3].elt + "_" + op[2].elt
	case op[0].elt != op[1].elt:
		return "_" + op[0].elt + "_" + op[1].elt
	}
	return "_" + op[0].elt
}

// WMMAMmaIntrinsicID is WMMAMmaOp::getIntrinsicID; eltypeA is the A
// fragment's type and eltypeB the result's (D).
func WMMAMmaIntrinsicID(m, n, k int, layoutA, layoutB, eltypeA, eltypeB string) string {
	for _, op := range allWmmaOps {
		for _, la := range wmmaLayouts {
			for _, lb := range wmmaLayouts {
				if layoutA == la && layoutB == lb && m == op[0].m && n == op[0].n && k == op[0].k &&
					op[0].elt == eltypeA && op[3].elt == eltypeB {
					return "nvvm_wmma_" + op[0].geom() + "_mma_" + la + "_" + lb + mmaSignature(op)
				}
			}
		}
	}
	return ""
}

// InferMMAType is NVVM::inferMMAType: the element type and number of
// elements of a thread's part of a fragment of nRow x nCol. MLIR asserts
// that the number is not 0; its release builds (mlir-opt-19) go on with
// 0, which an s8 or u8 fragment of an unsupported size, or a C fragment
// of s8 or u8, gives, and so does this.
func InferMMAType(ctx *ir.Context, eltype, frag string, nRow, nCol int) (ir.Type, int) {
	switch eltype {
	case "f16":
		f16x2 := ctx.Vector([]int64{2}, nil, ctx.Float(ir.F16))
		if frag == "a" || frag == "b" {
			return f16x2, 8
		}
		return f16x2, 4
	case "f32":
		return ctx.Float(ir.F32), 8
	case "tf32":
		return ctx.I(32), 4
	case "s8", "u8":
		parallel := 0
		if frag == "a" {
			parallel = nRow
		}
		if frag == "b" {
			parallel = nCol
		}
		switch parallel {
		case 16:
			return ctx.I(32), 2
		case 8:
			return ctx.I(32), 1
		case 32:
			return ctx.I(32), 4
		}
		return ctx.I(32), 0
	case "s32":
		return ctx.I(32), 8
	}
	return nil, 0
}

// inferMMATypeFromMNK is NVVMDialect.cpp's inferMMATypeFromMNK: the
// fragment's rows and columns from the geometry.
func inferMMATypeFromMNK(ctx *ir.Context, eltype, frag string, m, n, k int) (ir.Type, int) {
	switch frag {
	case "a":
		return InferMMAType(ctx, eltype, frag, m, k)
	case "b":
		return InferMMAType(ctx, eltype, frag, k, n)
	}
	return InferMMAType(ctx, eltype, frag, m, n)
}
