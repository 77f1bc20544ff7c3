package ll

import (
	"io"
	"math/rand"
	"os/exec"
	"testing"
)

// bigModule generates n kernel-like functions: a loop nest over
// loads, arithmetic, compares, phis and stores with metadata, calls
// and diamonds. Instructions are created in text order, as LLVM's parser
// creates them, so that opt prints predecessors in the same order.
func bigModule(n int) *Module {
	m := NewModule("big")
	r := rand.New(rand.NewSource(7))
	tid := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "get_tid"}, Sig: NewFuncType(I32, nil, false),
		FnAttrs: AttrSet{EnumAttr("nounwind"), {Kind: "memory", Text: "(none)"}}})
	shared := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "smem", Linkage: Internal, AddrSpace: 3, Align: 4},
		ValueType: NewArrayType(256, Float), Init: &Undef{Typ: NewArrayType(256, Float)}})
	tbaa := Tuple(MDString("float"), Tuple(MDString("root")), &ValueMD{V: Int(I64, 0)})
	for fi := 0; fi < n; fi++ {
		f := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "k" + itoa(fi)}, Sig: NewFuncType(Void, []Type{Ptr, Ptr, I64}, false),
			Params: []*Argument{{Typ: Ptr}, {Typ: Ptr}, {Typ: I64}}, CallConv: "ptx_kernel",
			FnAttrs: AttrSet{StringAttr("kernel-id", itoa(fi%5))}})
		entry, head, body, then, els, join, exit := f.NewBlock(""), f.NewBlock(""), f.NewBlock(""), f.NewBlock(""), f.NewBlock(""), f.NewBlock(""), f.NewBlock("")
		t := entry.Append(&Inst{Op: OpCall, Typ: I32, Callee: tid, FnTy: tid.Sig})
		t64 := entry.Append(&Inst{Op: OpSExt, Typ: I64, Operands: []Value{t}})
		entry.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{head}})
		iv := head.Append(&Inst{Op: OpPhi, Typ: I64, Operands: []Value{t64, nil}, X: &InstExt{Incoming: []*Block{entry, join}}})
		acc := head.Append(&Inst{Op: OpPhi, Typ: Float, Operands: []Value{Float32(0), nil}, X: &InstExt{Incoming: []*Block{entry, join}}})
		c := head.Append(&Inst{Op: OpICmp, Typ: I1, Pred: "slt", Operands: []Value{iv, f.Params[2]}})
		head.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{c}, Succs: []*Block{body, exit}})
		g := body.Append(&Inst{Op: OpGEP, Typ: Ptr, ElemTy: Float, Operands: []Value{f.Params[0], iv}})
		var v Value = body.Append(&Inst{Op: OpLoad, Typ: Float, Operands: []Value{g}, Align: 4, MD: []MDAttachment{{Kind: "tbaa", Node: Tuple(tbaa, tbaa, &ValueMD{V: Int(I64, 0)})}}})
		for k := 0; k < 1+r.Intn(12); k++ {
			ops := []Opcode{OpFAdd, OpFMul, OpFSub, OpFDiv}
			v = body.Append(&Inst{Op: ops[r.Intn(len(ops))], Typ: Float, Operands: []Value{v, Float32(float32(r.Intn(1000)) / 8)}, FMF: FastMath(r.Intn(128))})
		}
		cc := body.Append(&Inst{Op: OpFCmp, Typ: I1, Pred: "ogt", Operands: []Value{v, acc}})
		body.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{cc}, Succs: []*Block{then, els}})
		tv := then.Append(&Inst{Op: OpFNeg, Typ: Float, Operands: []Value{v}})
		then.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{join}})
		sg := els.Append(&Inst{Op: OpGEP, Typ: PtrIn(3), ElemTy: NewArrayType(256, Float), Flags: InBounds,
			Operands: []Value{shared, Int(I64, 0), Int(I64, int64(fi%256))}})
		els.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{v, sg}, Align: 4})
		els.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{join}})
		nacc := join.Append(&Inst{Op: OpPhi, Typ: Float, Operands: []Value{tv, acc}, X: &InstExt{Incoming: []*Block{then, els}}})
		next := join.Append(&Inst{Op: OpAdd, Typ: I64, Operands: []Value{iv, Int(I64, 1)}, Flags: NSW})
		join.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{head}})
		iv.Operands[1], acc.Operands[1] = next, nacc
		og := exit.Append(&Inst{Op: OpGEP, Typ: Ptr, ElemTy: Float, Operands: []Value{f.Params[1], t64}})
		exit.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{acc, og}, Align: 4})
		exit.Append(&Inst{Op: OpRet, Typ: Void})
	}
	return m
}

// TestBigModuleMatchesOpt checks a generated module is valid IR that
// opt -S prints exactly as we do.
func TestBigModuleMatchesOpt(t *testing.T) {
	opt, err := exec.LookPath("opt-19")
	if err != nil {
		t.Skip("opt-19 not installed")
	}
	text := bigModule(60).String()
	if as, err := exec.LookPath("llvm-as-19"); err == nil {
		if _, err := run(as, text, "-o", "/dev/null"); err != nil {
			t.Fatalf("llvm-as-19 rejects the module: %v", err)
		}
	}
	back, err := run(opt, text, "-S", "-o", "-")
	if err != nil {
		t.Fatalf("opt-19: %v", err)
	}
	if dropModuleID(back) != dropModuleID(text) {
		t.Errorf("opt-19 prints differently:\n%s", firstDiff(dropModuleID(text), dropModuleID(back)))
	}
}

func BenchmarkPrintBig(b *testing.B) {
	m := bigModule(2000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := m.Print(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// TestPredsFollowCreationOrder rebuilds what mlir-translate-19 prints
// for a diamond whose blocks it converts in dominance order (else
// before then): the join block lists the newest branch first.
func TestPredsFollowCreationOrder(t *testing.T) {
	m := NewModule("LLVMDialectModule")
	f := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "f"}, Sig: NewFuncType(I32, []Type{I1, I32}, false),
		Params: []*Argument{{Typ: I1}, {Typ: I32}}})
	e, b1, b2, b3 := f.NewBlock(""), f.NewBlock(""), f.NewBlock(""), f.NewBlock("")
	c, x := f.Params[0], f.Params[1]
	e.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{c}, Succs: []*Block{b1, b2}})
	mul := b2.Append(&Inst{Op: OpMul, Typ: I32, Operands: []Value{x, x}})
	b2.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{b3}})
	add := b1.Append(&Inst{Op: OpAdd, Typ: I32, Operands: []Value{x, x}})
	b1.Append(&Inst{Op: OpBr, Typ: Void, Succs: []*Block{b3}})
	phi := b3.Append(&Inst{Op: OpPhi, Typ: I32, Operands: []Value{mul, add}, X: &InstExt{Incoming: []*Block{b2, b1}}})
	b3.Append(&Inst{Op: OpRet, Typ: Void, Operands: []Value{phi}})
	m.NamedMD("llvm.module.flags").Ops = []*MDNode{Tuple(&ValueMD{V: Int(I32, 2)}, MDString("Debug Info Version"), &ValueMD{V: Int(I32, 3)})}
	const want = `; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @f(i1 %0, i32 %1) {
  br i1 %0, label %3, label %5

3:                                                ; preds = %2
  %4 = add i32 %1, %1
  br label %7

5:                                                ; preds = %2
  %6 = mul i32 %1, %1
  br label %7

7:                                                ; preds = %3, %5
  %8 = phi i32 [ %6, %5 ], [ %4, %3 ]
  ret i32 %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
`
	if got := m.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
