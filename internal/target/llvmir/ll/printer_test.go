package ll

import (
	"bytes"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gpuc/internal/testutil/linediff"
)

// sampleModule builds a module touching most of what the printer
// prints: header, identified structs, comdats, globals and aliases with
// their keywords, declarations and definitions with attributes, every
// instruction family, constants, attribute groups and metadata.
func sampleModule() *Module {
	m := NewModule("sample")
	m.DataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
	m.Triple = "nvptx64-nvidia-cuda"

	pair := &StructType{Name: "struct.pair", Fields: []Type{I32, Ptr}}
	opq := &StructType{Name: "opaque.t", Opaque: true}
	outer := &StructType{Name: "outer", Fields: []Type{pair, NewArrayType(2, I8)}}

	cd := &Comdat{Name: "cg", Kind: "any"}
	cf := &Comdat{Name: "kf", Kind: "any"}

	str := m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "str", Linkage: Private, UnnamedAddr: GlobalUnnamedAddr, Align: 1},
		ValueType:    NewArrayType(6, I8), Init: String("hello", true), IsConstant: true,
	})
	m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "shared", Linkage: Internal, AddrSpace: 3, Align: 4},
		ValueType:    NewArrayType(16, Float), Init: &Undef{Typ: NewArrayType(16, Float)},
	})
	g := m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "cg", Comdat: cd, DSOLocal: true, Visibility: Hidden, Section: ".data.x", Align: 8},
		ValueType:    outer,
		Init: NewStruct(outer, []Constant{
			NewStruct(pair, []Constant{Int(I32, -7), &ConstNull{Typ: Ptr}}),
			NewArray(NewArrayType(2, I8), []Constant{Int(I8, 1), Int(I8, 2)}),
		}),
	})
	m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "tls var", ThreadLocal: "thread_local", Linkage: Weak},
		ValueType:    I64, Init: Int(I64, 0), ExternallyInitialized: true,
	})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "ext"}, ValueType: opq})
	m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "vals"},
		ValueType:    NewStructType([]Type{Double, Float, Half, NewVectorType(2, I32, false), I1, IntN(128)}, true),
		Init: NewStruct(NewStructType([]Type{Double, Float, Half, NewVectorType(2, I32, false), I1, IntN(128)}, true), []Constant{
			Float64(0.1), Float32(0.1), FloatBits(Half, 0, 0x3c00),
			NewVector(NewVectorType(2, I32, false), []Constant{Int(I32, 1), &Poison{Typ: I32}}),
			Bool(true), IntBig(IntN(128), bigPow2(127)),
		}),
		Attrs: AttrSet{StringAttr("bss-section", "b")},
	})
	m.AddGlobal(&GlobalVariable{
		GlobalCommon: GlobalCommon{Name: "cexpr", Linkage: Internal, AddrSpace: 1},
		ValueType:    NewArrayType(2, I64),
		Init: NewArray(NewArrayType(2, I64), []Constant{
			&ConstExpr{Op: OpPtrToInt, Typ: I64, Ops: []Constant{&ConstExpr{Op: OpGEP, Typ: Ptr, SrcElem: I8, Flags: InBounds, Ops: []Constant{str, Int(I64, 4)}}}},
			&ConstExpr{Op: OpPtrToInt, Typ: I64, Ops: []Constant{g}},
		}),
	})
	m.AddAlias(&Alias{GlobalCommon: GlobalCommon{Name: "al"}, ValueType: I8,
		Aliasee: &ConstExpr{Op: OpGEP, Typ: Ptr, SrcElem: I8, Ops: []Constant{g, Int(I64, 1)}}})
	m.AddAlias(&Alias{GlobalCommon: GlobalCommon{Name: "al2", Linkage: Internal}, ValueType: outer, Aliasee: g})

	// Declarations.
	tid := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "llvm.nvvm.read.ptx.sreg.tid.x"},
		Sig: NewFuncType(I32, nil, false), RetAttrs: AttrSet{EnumAttr("noundef")},
		FnAttrs: AttrSet{EnumAttr("speculatable"), EnumAttr("nounwind"), {Kind: "memory", Text: "(none)"},
			EnumAttr("willreturn"), EnumAttr("nosync"), EnumAttr("nocallback"), EnumAttr("nofree")}})
	printf := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "printf"},
		Sig: NewFuncType(I32, []Type{Ptr}, true), Params: []*Argument{{Typ: Ptr, Attrs: AttrSet{EnumAttr("noundef"), EnumAttr("nocapture")}}}})
	pers := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "__gxx_personality_v0"}, Sig: NewFuncType(I32, nil, true)})
	dbgv := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "llvm.dbg.value"},
		Sig: NewFuncType(Void, []Type{MDType, MDType, MDType}, false),
		FnAttrs: AttrSet{EnumAttr("nounwind"), EnumAttr("speculatable"), EnumAttr("nocallback"), EnumAttr("nofree"),
			EnumAttr("nosync"), EnumAttr("willreturn"), {Kind: "memory", Text: "(none)"}}})

	// Debug info.
	file := &MDNode{Kind: "DIFile", Fields: []MDField{{Name: "filename", MD: MDString("k.cu")}, {Name: "directory", MD: MDString("/tmp")}}}
	cu := &MDNode{Kind: "DICompileUnit", Distinct: true, Fields: []MDField{{Name: "language", Raw: "DW_LANG_C"},
		{Name: "file", MD: file}, {Name: "producer", MD: MDString("gpuc")}, {Name: "isOptimized", Raw: "false"},
		{Name: "runtimeVersion", Raw: "0"}, {Name: "emissionKind", Raw: "LineTablesOnly"}}}
	stype := &MDNode{Kind: "DISubroutineType", Fields: []MDField{{Name: "types", MD: Tuple()}}}
	sp := &MDNode{Kind: "DISubprogram", Distinct: true, Fields: []MDField{{Name: "name", MD: MDString("kernel")},
		{Name: "scope", MD: file}, {Name: "file", MD: file}, {Name: "line", Raw: "3"}, {Name: "type", MD: stype},
		{Name: "scopeLine", Raw: "3"}, {Name: "spFlags", Raw: "DISPFlagDefinition"}, {Name: "unit", MD: cu}}}
	loc := &MDNode{Kind: "DILocation", Fields: []MDField{{Name: "line", Raw: "4"}, {Name: "column", Raw: "7"}, {Name: "scope", MD: sp}}}
	lvar := &MDNode{Kind: "DILocalVariable", Fields: []MDField{{Name: "name", MD: MDString("x")}, {Name: "scope", MD: sp},
		{Name: "file", MD: file}, {Name: "line", Raw: "4"}, {Name: "type", MD: &MDNode{Kind: "DIBasicType",
			Fields: []MDField{{Name: "name", MD: MDString("int")}, {Name: "size", Raw: "32"}, {Name: "encoding", Raw: "DW_ATE_signed"}}}}}}
	expr := &MDNode{Kind: "DIExpression", Inline: true}
	rng := Tuple(&ValueMD{V: Int(I32, 0)}, &ValueMD{V: Int(I32, 1024)})
	m.NamedMD("llvm.dbg.cu").Ops = []*MDNode{cu}
	m.NamedMD("llvm.module.flags").Ops = []*MDNode{
		Tuple(&ValueMD{V: Int(I32, 2)}, MDString("Debug Info Version"), &ValueMD{V: Int(I32, 3)}),
	}
	m.NamedMD("nvvm.annotations").Ops = []*MDNode{Tuple(nil, MDString("kernel"), &ValueMD{V: Int(I32, 1)})}

	// A kernel with control flow.
	k := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "kernel", Comdat: cf, DSOLocal: true, MD: []MDAttachment{{Kind: "dbg", Node: sp}}},
		Sig:      NewFuncType(Void, []Type{Ptr, I32, PtrIn(1), Float}, false),
		Params:   []*Argument{{Typ: Ptr, Attrs: AttrSet{IntAttr("align", 16), EnumAttr("noalias")}}, {Typ: I32, Name: "n"}, {Typ: PtrIn(1)}, {Typ: Float}},
		FnAttrs:  AttrSet{StringAttr("target-cpu", "sm_80"), EnumAttr("nounwind"), StringAttr("no-nans", "")},
		CallConv: "ptx_kernel",
	})
	entry := k.NewBlock("")
	loop := k.NewBlock("")
	body := k.NewBlock("loop.body")
	exit := k.NewBlock("")
	a0, n, a2, fa := k.Params[0], k.Params[1], k.Params[2], k.Params[3]
	x := entry.Append(&Inst{Op: OpCall, Typ: I32, Callee: tid, FnTy: tid.Sig, Dbg: loc, MD: []MDAttachment{{Kind: "range", Node: rng}}})
	entry.Append(&Inst{Op: OpCall, Typ: Void, Callee: dbgv, FnTy: dbgv.Sig, Operands: []Value{
		&MetadataValue{MD: &ValueMD{V: x}}, &MetadataValue{MD: lvar}, &MetadataValue{MD: expr}}, Dbg: loc})
	al := entry.Append(&Inst{Op: OpAlloca, Typ: PtrIn(5), ElemTy: I32, Operands: []Value{Int(I32, 1)}, Align: 4, X: &InstExt{AddrSpace: 5}})
	al2 := entry.Append(&Inst{Op: OpAlloca, Typ: Ptr, ElemTy: pair, Operands: []Value{Int(I64, 3)}, Align: 8})
	entry.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{x, al}, Align: 4, Flags: Volatile})
	c0 := entry.Append(&Inst{Op: OpICmp, Typ: I1, Pred: "slt", Operands: []Value{x, n}})
	entry.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{c0}, Succs: []*Block{loop, exit}})

	phi := loop.Append(&Inst{Op: OpPhi, Typ: I32, Name: "i", Operands: []Value{x, nil}, X: &InstExt{Incoming: []*Block{entry, body}}})
	gep := loop.Append(&Inst{Op: OpGEP, Typ: Ptr, ElemTy: Float, Operands: []Value{a0, phi}, Flags: InBounds})
	ld := loop.Append(&Inst{Op: OpLoad, Typ: Float, Operands: []Value{gep}, Align: 4, MD: []MDAttachment{{Kind: "nontemporal", Node: Tuple(&ValueMD{V: Int(I32, 1)})}}})
	fm := loop.Append(&Inst{Op: OpFMul, Typ: Float, Operands: []Value{ld, fa}, FMF: FMFFast})
	fa2 := loop.Append(&Inst{Op: OpFAdd, Typ: Float, Operands: []Value{fm, Float32(1.5)}, FMF: FMFNNaN | FMFContract | FMFReassoc})
	ng := loop.Append(&Inst{Op: OpFNeg, Typ: Float, Operands: []Value{fa2}})
	fc := loop.Append(&Inst{Op: OpFCmp, Typ: I1, Pred: "olt", Operands: []Value{ng, Float32(0)}})
	sel := loop.Append(&Inst{Op: OpSelect, Typ: Float, Operands: []Value{fc, ng, fa2}})
	loop.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{sel, gep}, Align: 4})
	sw := loop.Append(&Inst{Op: OpSwitch, Typ: Void, Operands: []Value{phi}, Succs: []*Block{body, exit, exit}, X: &InstExt{CaseVals: []Constant{Int(I32, 1), Int(I32, -2)}}})
	_ = sw

	add := body.Append(&Inst{Op: OpAdd, Typ: I32, Operands: []Value{phi, Int(I32, 1)}, Flags: NUW | NSW})
	phi.Operands[1] = add
	z := body.Append(&Inst{Op: OpZExt, Typ: I64, Operands: []Value{add}, Flags: NNeg})
	sh := body.Append(&Inst{Op: OpLShr, Typ: I64, Operands: []Value{z, Int(I64, 2)}, Flags: Exact})
	or := body.Append(&Inst{Op: OpOr, Typ: I64, Operands: []Value{sh, Int(I64, 1)}, Flags: Disjoint})
	tr := body.Append(&Inst{Op: OpTrunc, Typ: I16, Operands: []Value{or}})
	body.Append(&Inst{Op: OpSExt, Typ: I32, Operands: []Value{tr}})
	asc := body.Append(&Inst{Op: OpAddrSpaceCast, Typ: Ptr, Operands: []Value{a2}})
	body.Append(&Inst{Op: OpAtomicRMW, Typ: I32, Operands: []Value{asc, Int(I32, 1)}, Align: 4, X: &InstExt{RMWOp: "add", Ordering: "monotonic", SyncScope: "agent"}})
	cx := body.Append(&Inst{Op: OpCmpXchg, Typ: NewStructType([]Type{I32, I1}, false), Operands: []Value{asc, Int(I32, 0), add},
		Flags: WeakCmpXchg | Volatile, Align: 4, X: &InstExt{Ordering: "acq_rel", FailOrdering: "monotonic", SyncScope: "block"}})
	ev := body.Append(&Inst{Op: OpExtractValue, Typ: I1, Operands: []Value{cx}, Indices: []uint32{1}})
	iv := body.Append(&Inst{Op: OpInsertValue, Typ: pair, Operands: []Value{&Undef{Typ: pair}, add}, Indices: []uint32{0}})
	body.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{iv, al2}, Align: 8})
	body.Append(&Inst{Op: OpLoad, Typ: I32, Operands: []Value{asc}, Align: 4, X: &InstExt{Ordering: "seq_cst", SyncScope: ""}})
	body.Append(&Inst{Op: OpFence, Typ: Void, X: &InstExt{Ordering: "release", SyncScope: "workgroup"}})
	vec := body.Append(&Inst{Op: OpInsertElement, Typ: NewVectorType(4, Float, false), Operands: []Value{&Poison{Typ: NewVectorType(4, Float, false)}, sel, Int(I64, 0)}})
	sv := body.Append(&Inst{Op: OpShuffleVector, Typ: NewVectorType(4, Float, false), Operands: []Value{vec, &Poison{Typ: NewVectorType(4, Float, false)}}, X: &InstExt{Mask: []int32{0, 0, 0, 0}}})
	sv2 := body.Append(&Inst{Op: OpShuffleVector, Typ: NewVectorType(2, Float, false), Operands: []Value{sv, vec}, X: &InstExt{Mask: []int32{1, -1}}})
	body.Append(&Inst{Op: OpExtractElement, Typ: Float, Operands: []Value{sv2, Int(I32, 1)}})
	fz := body.Append(&Inst{Op: OpFreeze, Typ: I32, Operands: []Value{add}})
	body.Append(&Inst{Op: OpCall, Typ: I32, Callee: printf, FnTy: printf.Sig, Operands: []Value{str, fz}, Flags: Tail, X: &InstExt{FnAttrs: AttrSet{EnumAttr("cold")}, ParamAttrs: []AttrSet{{EnumAttr("noundef")}}}})
	body.Append(&Inst{Op: OpCall, Typ: Void, Callee: &InlineAsm{FnTy: NewFuncType(Void, []Type{I32}, false), Asm: "mov.u32 $0, \"x\";", Constraints: "r", SideEffects: true},
		FnTy: NewFuncType(Void, []Type{I32}, false), Operands: []Value{add}})
	body.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{ev}, Succs: []*Block{loop, exit}})

	exit.Append(&Inst{Op: OpRet, Typ: Void})

	// A function with invoke/landingpad and more types.
	h := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "host", Linkage: Internal, UnnamedAddr: LocalUnnamedAddr},
		Sig: NewFuncType(I64, []Type{I64, Double}, false), Params: []*Argument{{Typ: I64}, {Typ: Double, Name: "d"}},
		Personality: pers, FnAttrs: AttrSet{EnumAttr("nounwind"), StringAttr("no-nans", "")}})
	hb := h.NewBlock("entry")
	ok := h.NewBlock("ok")
	lp := h.NewBlock("lpad")
	r := hb.Append(&Inst{Op: OpInvoke, Typ: I32, Callee: printf, FnTy: printf.Sig, Operands: []Value{str}, Succs: []*Block{ok, lp}})
	lpi := lp.Append(&Inst{Op: OpLandingPad, Typ: NewStructType([]Type{Ptr, I32}, false), Flags: Cleanup, X: &InstExt{Clauses: []Clause{{Val: &ConstNull{Typ: Ptr}}}}})
	lp.Append(&Inst{Op: OpResume, Typ: Void, Operands: []Value{lpi}})
	s := ok.Append(&Inst{Op: OpSExt, Typ: I64, Operands: []Value{r}})
	u := ok.Append(&Inst{Op: OpUDiv, Typ: I64, Operands: []Value{h.Params[0], s}})
	fp := ok.Append(&Inst{Op: OpFPToSI, Typ: I64, Operands: []Value{h.Params[1]}})
	mu := ok.Append(&Inst{Op: OpMul, Typ: I64, Operands: []Value{u, fp}})
	ok.Append(&Inst{Op: OpRet, Typ: Void, Operands: []Value{mu}})
	return m
}

func TestPrintSampleGolden(t *testing.T) {
	checkGolden(t, sampleModule(), "sample.ll")
}

// checkGolden compares m's printed text with testdata/name, which
// UPDATE_GOLDEN=1 rewrites.
func checkGolden(t *testing.T, m *Module, name string) {
	t.Helper()
	got := m.String()
	golden := filepath.Join("testdata", name)
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("printed module differs from %s:\n%s", golden, firstDiff(got, string(want)))
	}
}

// TestGoldenIsLLVMs checks the golden text is what LLVM itself prints
// for that module: opt -S must reproduce it byte for byte (the ModuleID
// line aside).
func TestGoldenIsLLVMs(t *testing.T) {
	opt, err := exec.LookPath("opt-19")
	if err != nil {
		t.Skip("opt-19 not installed")
	}
	for name, build := range map[string]func() *Module{"sample": sampleModule, "sample2": sample2Module} {
		text := build().String()
		cmd := exec.Command(opt, "-S", "-o", "-")
		cmd.Stdin = strings.NewReader(text)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: opt-19: %v\n%s", name, err, stderr.String())
		}
		got, want := dropModuleID(out.String()), dropModuleID(text)
		if got != want {
			t.Errorf("%s: opt-19 prints differently:\n%s", name, firstDiff(want, got))
		}
	}
}

func dropModuleID(s string) string {
	if strings.HasPrefix(s, "; ModuleID") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return s[i+1:]
		}
	}
	return s
}

// firstDiff shows the first differing line of two texts, ours and LLVM's.
func firstDiff(a, b string) string {
	return linediff.First(strings.Split(a, "\n"), strings.Split(b, "\n"), "ours", "llvm")
}

func itoa(i int) string { return strconv.Itoa(i) }

func bigPow2(n uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), n) }

// TestTextIsPrint checks that Text returns exactly what Print writes, for
// a module whose text spans several of Text's chunks and for the sample.
func TestTextIsPrint(t *testing.T) {
	for i, m := range []*Module{sampleModule(), bigModule(3000)} {
		var want bytes.Buffer
		if err := m.Print(&want); err != nil {
			t.Fatal(err)
		}
		if i == 1 && want.Len() < 2*textChunk {
			t.Fatalf("the big module prints %d bytes, want several chunks: make it larger", want.Len())
		}
		got := m.Text()
		if !bytes.Equal(got, want.Bytes()) || len(got) != cap(got) {
			t.Errorf("Text: %d bytes (cap %d), want Print's %d bytes in a slice of that size; %s",
				len(got), cap(got), want.Len(), firstDiff(string(got), want.String()))
		}
	}
}

// TestChunkWriter checks that writes of any size, across chunk
// boundaries and larger than a chunk, come back in order.
func TestChunkWriter(t *testing.T) {
	var c chunkWriter
	var want []byte
	for i, n := range []int{0, 5, textChunk - 3, 7, 2*textChunk + 1, 1, textChunk} {
		b := bytes.Repeat([]byte{byte('a' + i)}, n)
		if k, err := c.Write(b); k != n || err != nil {
			t.Fatalf("Write(%d bytes) = %d, %v", n, k, err)
		}
		want = append(want, b...)
	}
	if got := c.join(); !bytes.Equal(got, want) {
		t.Errorf("join: %d bytes, want %d; %s", len(got), len(want), firstDiff(string(got), string(want)))
	}
}
