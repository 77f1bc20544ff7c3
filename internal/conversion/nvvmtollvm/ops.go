package nvvmtollvm

import (
	"fmt"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// ptxOps are the ops with BasicPtxBuilderOpInterface, their getPtx as
// NVVMOps.td (and NVVMDialect.cpp for wgmma.mma_async) defines it.
var ptxOps = map[string]*ptxOp{
	"nvvm.mbarrier.init": {
		ptx:          constPtx("mbarrier.init.b64 [%0], %1;"),
		hasIntrinsic: noOperand(2),
		predicate:    trailing(2),
	},
	"nvvm.mbarrier.init.shared": {
		ptx:          constPtx("mbarrier.init.shared.b64 [%0], %1;"),
		hasIntrinsic: noOperand(2),
		predicate:    trailing(2),
	},
	"nvvm.mbarrier.arrive.expect_tx": {
		ptx:       constPtx("mbarrier.arrive.expect_tx.b64 _, [%0], %1;"),
		predicate: trailing(2),
	},
	"nvvm.mbarrier.arrive.expect_tx.shared": {
		ptx:       constPtx("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;"),
		predicate: trailing(2),
	},
	"nvvm.mbarrier.try_wait.parity": {
		ptx: constPtx("{\n\t" +
			".reg .pred       P1; \n\t" +
			"LAB_WAIT: \n\t" +
			"mbarrier.try_wait.parity.b64 P1, [%0], %1, %2; \n\t" +
			"@P1 bra.uni DONE; \n\t" +
			"bra.uni     LAB_WAIT; \n\t" +
			"DONE: \n\t" +
			"}"),
	},
	"nvvm.mbarrier.try_wait.parity.shared": {
		ptx: constPtx("{\n\t" +
			".reg .pred       P1; \n\t" +
			"LAB_WAIT: \n\t" +
			"mbarrier.try_wait.parity.shared.b64 P1, [%0], %1, %2; \n\t" +
			"@P1 bra.uni DONE; \n\t" +
			"bra.uni     LAB_WAIT; \n\t" +
			"DONE: \n\t" +
			"}"),
	},
	"nvvm.barrier.arrive": {
		ptx: func(op *ir.Operation) string {
			// The barrier id is the optional first operand.
			if op.NumOperands() == 2 {
				return "bar.arrive %0, %1;"
			}
			return "bar.arrive 0, %0;"
		},
	},
	"nvvm.fence.proxy": {
		ptx: func(op *ir.Operation) string {
			kind := enumString(op.Attr("kind"))
			ptx := "fence.proxy." + kind
			if kind == "async.shared" {
				ptx += "::" + enumString(op.Attr("space"))
			}
			return ptx + ";"
		},
	},
	"nvvm.fence.mbarrier.init": {ptx: constPtx("fence.mbarrier_init.release.cluster;")},
	"nvvm.elect.sync": {
		ptx: constPtx("{                                  \n" +
			".reg .u32 rx;                      \n" +
			".reg .pred px;                     \n" +
			" mov.pred %0, 0;                   \n" +
			"    elect.sync rx | px, 0xFFFFFFFF;\n" +
			"@px mov.pred %0, 1;                \n" +
			"}\n"),
	},
	"nvvm.cp.async.shared.global": {
		ptx: func(op *ir.Operation) string {
			switch enumString(op.Attr("modifier")) {
			case "cg":
				return "cp.async.cg.shared.global [%0], [%1], %2, %3;\n"
			case "ca":
				return "cp.async.ca.shared.global [%0], [%1], %2, %3;\n"
			}
			return ""
		},
		hasIntrinsic: noOperand(2),
		asmValues: func(op *ir.Operation, rw *conversion.Rewriter) []asmValue {
			size := int32(0)
			if a, ok := op.Attr("size").(*ir.IntegerAttr); ok {
				size = int32(getInt(a))
			}
			return []asmValue{
				{op.Operand(0), modRead},
				{op.Operand(1), modRead},
				{makeConstantI32(op, rw, size), modRead},
				{op.Operand(2), modRead},
			}
		},
	},
	"nvvm.stmatrix": {
		ptx: func(op *ir.Operation) string {
			d := op.NumOperands() - 1
			ptx := "stmatrix.sync.aligned.x" + strconv.Itoa(d)
			if enumString(op.Attr("layout")) == "col" {
				ptx += ".trans"
			}
			switch d {
			case 1:
				ptx += ".m8n8.shared.b16 [%0], {%1};"
			case 2:
				ptx += ".m8n8.shared.b16 [%0], {%1, %2};"
			case 4:
				ptx += ".m8n8.shared.b16 [%0], {%1, %2, %3, %4};"
			}
			return ptx
		},
	},
	"nvvm.cp.async.bulk.tensor.shared.cluster.global": {
		ptx:       tmaLoadPtx,
		predicate: segment(7),
	},
	"nvvm.cp.async.bulk.tensor.global.shared.cta": {
		ptx: func(op *ir.Operation) string {
			dim := len(operandGroup(op, 2))
			ptx := "cp.async.bulk.tensor." + strconv.Itoa(dim) + "d.global.shared::cta.bulk_group"
			switch dim {
			case 1:
				ptx += " [%0, {%2} ], [%1];"
			case 2:
				ptx += " [%0, {%2, %3} ], [%1];"
			case 3:
				ptx += " [%0, {%2, %3, %4} ], [%1];"
			case 4:
				ptx += " [%0, {%2, %3, %4, %5} ], [%1];"
			case 5:
				ptx += " [%0, {%2, %3, %4, %5, %6} ], [%1];"
			}
			return ptx
		},
		predicate: segment(3),
	},
	"nvvm.prefetch.tensormap": {
		ptx:       constPtx("prefetch.tensormap [%0];"),
		predicate: trailing(1),
	},
	"nvvm.wgmma.fence.aligned":             {ptx: constPtx("wgmma.fence.sync.aligned;")},
	"nvvm.wgmma.commit.group.sync.aligned": {ptx: constPtx("wgmma.commit_group.sync.aligned;")},
	"nvvm.wgmma.wait.group.sync.aligned":   {ptx: constPtx("wgmma.wait_group.sync.aligned %0;")},
	"nvvm.wgmma.mma_async": {
		ptx:       wgmmaPtx,
		asmValues: wgmmaAsmValues,
	},
}

func constPtx(s string) func(*ir.Operation) string { return func(*ir.Operation) string { return s } }

// noOperand is a hasIntrinsic that holds when the optional operand at
// index i (the last) is absent.
func noOperand(i int) func(op *ir.Operation) bool {
	return func(op *ir.Operation) bool { return op.NumOperands() <= i }
}

// trailing is getPredicate for an op whose predicate is the optional
// operand after n others.
func trailing(n int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value {
		if op.NumOperands() > n {
			return op.Operand(n)
		}
		return nil
	}
}

// segment is getPredicate for an op whose predicate is operand group i.
func segment(i int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value {
		if g := operandGroup(op, i); len(g) > 0 {
			return g[0]
		}
		return nil
	}
}

// enumString is the name of an enum attribute's case (stringifyEnum).
func enumString(a ir.Attribute) string {
	if e, ok := a.(*ods.EnumAttr); ok {
		return e.String()
	}
	return ""
}

// tmaLoadPtx is CpAsyncBulkTensorGlobalToSharedClusterOp::getPtx.
func tmaLoadPtx(op *ir.Operation) string {
	im2colDim := len(operandGroup(op, 4))
	dim := len(operandGroup(op, 2))
	multicast := len(operandGroup(op, 5)) > 0
	cacheHint := len(operandGroup(op, 6)) > 0
	var b strings.Builder
	fmt.Fprintf(&b, "cp.async.bulk.tensor.%dd.shared::cluster.global.mbarrier::complete_tx::bytes", dim)
	if im2colDim > 0 {
		b.WriteString(".im2col")
	}
	if multicast {
		b.WriteString(".multicast::cluster")
	}
	if cacheHint {
		b.WriteString(".L2::cache_hint")
	}
	regs := func(first, n int) string {
		var s []string
		for i := 0; i < n; i++ {
			s = append(s, "%"+strconv.Itoa(first+i))
		}
		return strings.Join(s, ",")
	}
	b.WriteString(" [%0], [%1, {")
	r := 2
	// MLIR pops the last character after the registers, a comma, or the
	// brace when there are none.
	if dim > 0 {
		b.WriteString(regs(r, dim))
	} else {
		s := b.String()
		b.Reset()
		b.WriteString(s[:len(s)-1])
	}
	r += dim
	fmt.Fprintf(&b, "} ], [%%%d]", r)
	r++
	if im2colDim > 0 {
		b.WriteString(",{" + regs(r, im2colDim) + "}")
		r += im2colDim
	}
	if multicast {
		fmt.Fprintf(&b, ", %%%d", r)
		r++
	}
	if cacheHint {
		fmt.Fprintf(&b, ", %%%d", r)
	}
	b.WriteString(";")
	return b.String()
}

// wgmma returns the attributes wgmma.mma_async's PTX depends on.
type wgmma struct {
	m, n, k             int
	typeA, typeB, typeD string
	scaleD              int64
	scaleA, scaleB      string
	layoutA, layoutB    int64
	satfinite           bool
}

func wgmmaOf(op *ir.Operation) wgmma {
	w := wgmma{
		typeA: enumString(op.Attr("typeA")), typeB: enumString(op.Attr("typeB")), typeD: enumString(op.Attr("typeD")),
		scaleA: enumString(op.Attr("scaleA")), scaleB: enumString(op.Attr("scaleB")),
		satfinite: enumString(op.Attr("satfinite")) == "satfinite",
	}
	if s, ok := op.Attr("shape").(*nvvm.MMAShapeAttr); ok {
		w.m, w.n, w.k = s.M, s.N, s.K
	}
	if e, ok := op.Attr("scaleD").(*ods.EnumAttr); ok {
		w.scaleD = int64(int32(e.Value))
	}
	if e, ok := op.Attr("layoutA").(*ods.EnumAttr); ok {
		w.layoutA = int64(int32(e.Value))
	}
	if e, ok := op.Attr("layoutB").(*ods.EnumAttr); ok {
		w.layoutB = int64(int32(e.Value))
	}
	return w
}

func (w wgmma) isF16() bool { return w.typeA == "f16" || w.typeA == "bf16" }

// wgmmaPtx is WgmmaMmaAsyncOp::getPtx.
func wgmmaPtx(op *ir.Operation) string {
	w := wgmmaOf(op)
	expected := w.n / 2
	if w.typeD == "f16" {
		expected = w.n / 4
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n.reg .pred p;\nsetp.ne.b32 p, $%d, 0;\nwgmma.mma_async.sync.aligned.m%dn%dk%d.%s.%s.%s",
		expected*2+2, w.m, w.n, w.k, w.typeD, w.typeA, w.typeB)
	if w.satfinite {
		b.WriteString(".satfinite")
	}
	b.WriteString(" {")
	reg := 0
	for ; reg < expected; reg++ {
		fmt.Fprintf(&b, "$%d", reg)
		if reg != expected-1 {
			b.WriteString(", ")
		}
	}
	b.WriteString("},")
	reg *= 2
	fmt.Fprintf(&b, " $%d, $%d, p", reg, reg+1)
	if w.typeD != "s32" {
		fmt.Fprintf(&b, ", $%d,  $%d", reg+3, reg+4)
	}
	if w.isF16() {
		fmt.Fprintf(&b, ", $%d,  $%d", reg+5, reg+6)
	}
	b.WriteString(";\n}\n")
	return b.String()
}

// wgmmaAsmValues is WgmmaMmaAsyncOp::getAsmValues.
func wgmmaAsmValues(op *ir.Operation, rw *conversion.Rewriter) []asmValue {
	w := wgmmaOf(op)
	out := []asmValue{
		{op.Result(0), modWrite},
		{op.Operand(0), modReadWrite},
		{op.Operand(1), modRead},
		{op.Operand(2), modRead},
		{makeConstantI32(op, rw, int32(w.scaleD)), modRead},
	}
	scale := func(s string) int32 {
		if s == "neg" {
			return -1
		}
		return 1
	}
	if w.typeD != "s32" {
		out = append(out,
			asmValue{makeConstantI32(op, rw, scale(w.scaleA)), modRead},
			asmValue{makeConstantI32(op, rw, scale(w.scaleB)), modRead})
	}
	if w.isF16() {
		out = append(out,
			asmValue{makeConstantI32(op, rw, int32(w.layoutA)), modRead},
			asmValue{makeConstantI32(op, rw, int32(1-w.layoutB)), modRead})
	}
	return out
}

func typeString(t ir.Type) string { return asm.TypeString(t) }
