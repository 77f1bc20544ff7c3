package ll

import (
	"strings"
	"testing"
)

func TestReplaceAllUsesAndErase(t *testing.T) {
	m := NewModule("m")
	stub := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "k_gpubin_stub", Linkage: Internal}, ValueType: I8, Init: Int(I8, 0), IsConstant: true})
	cst := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "k_gpubin_cst", Linkage: Internal, Align: 8},
		ValueType: NewArrayType(3, I8), Init: String("abc", false), IsConstant: true})
	tab := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "tab"}, ValueType: NewStructType([]Type{Ptr, I64}, false),
		Init: NewStruct(NewStructType([]Type{Ptr, I64}, false), []Constant{
			&ConstExpr{Op: OpGEP, Typ: Ptr, SrcElem: I8, Ops: []Constant{stub, Int(I64, 0)}},
			&ConstExpr{Op: OpPtrToInt, Typ: I64, Ops: []Constant{stub}},
		})})
	_ = tab
	reg := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "register"}, Sig: NewFuncType(Void, []Type{Ptr}, false)})
	f := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "ctor"}, Sig: NewFuncType(Void, nil, false)})
	b := f.NewBlock("")
	b.Append(&Inst{Op: OpCall, Typ: Void, Callee: reg, FnTy: reg.Sig, Operands: []Value{stub}})
	b.Append(&Inst{Op: OpRet, Typ: Void})

	m.ReplaceAllUses(stub, cst)
	m.EraseGlobal(stub)
	if m.Lookup("k_gpubin_stub") != nil {
		t.Fatal("stub still registered")
	}
	got := m.String()
	if strings.Contains(got, "stub") {
		t.Errorf("stub still used:\n%s", got)
	}
	for _, want := range []string{
		`@k_gpubin_cst = internal constant [3 x i8] c"abc", align 8`,
		`@tab = global { ptr, i64 } { ptr getelementptr (i8, ptr @k_gpubin_cst, i64 0), i64 ptrtoint (ptr @k_gpubin_cst to i64) }`,
		`call void @register(ptr @k_gpubin_cst)`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if n := m.Rename(cst, "tab"); n != "tab.1" || m.Lookup("tab.1") != cst || m.Lookup("k_gpubin_cst") != nil {
		t.Errorf("Rename gave %q", n)
	}
}

func TestConstantCanonicalization(t *testing.T) {
	at := NewArrayType(2, I32)
	if _, ok := NewArray(at, []Constant{Int(I32, 0), Int(I32, 0)}).(*ZeroInit); !ok {
		t.Error("all-zero array is not zeroinitializer")
	}
	if _, ok := NewArray(at, []Constant{&Undef{Typ: I32}, &Undef{Typ: I32}}).(*Undef); !ok {
		t.Error("all-undef array is not undef")
	}
	if _, ok := NewArray(at, []Constant{&Poison{Typ: I32}, &Poison{Typ: I32}}).(*Poison); !ok {
		t.Error("all-poison array is not poison")
	}
	if _, ok := NewArray(at, []Constant{&Undef{Typ: I32}, &Poison{Typ: I32}}).(*ConstArray); !ok {
		t.Error("undef+poison array folded")
	}
	st := NewStructType([]Type{I32, Ptr, Float}, false)
	if _, ok := NewStruct(st, []Constant{Int(I32, 0), &ConstNull{Typ: Ptr}, Float32(0)}).(*ZeroInit); !ok {
		t.Error("null struct is not zeroinitializer")
	}
	if _, ok := NewStruct(st, []Constant{Int(I32, 0), &ConstNull{Typ: Ptr}, Float32(float32(minusZero()))}).(*ConstStruct); !ok {
		t.Error("-0.0 counted as null")
	}
	if _, ok := NewStruct(st, []Constant{&Poison{Typ: I32}, &Undef{Typ: Ptr}, &Undef{Typ: Float}}).(*Undef); ok {
		t.Error("poison+undef struct is undef (LLVM keeps the struct)")
	}
	if _, ok := NewVector(NewVectorType(2, Float, false), []Constant{Float32(0), Float32(0)}).(*ZeroInit); !ok {
		t.Error("zero vector is not zeroinitializer")
	}
	if !IsZeroValue(ZeroValue(PtrIn(3))) || !IsZeroValue(ZeroValue(st)) || !IsZeroValue(ZeroValue(I64)) || !IsZeroValue(ZeroValue(Half)) {
		t.Error("ZeroValue is not a zero value")
	}
	if s, ok := String("hi", true).(*ConstData); !ok || s.Len() != 3 || string(s.Data) != "hi\x00" {
		t.Errorf("String(\"hi\", true) = %#v, want 3 raw bytes", String("hi", true))
	}
}

func minusZero() float64 {
	z := 0.0
	return -z
}
