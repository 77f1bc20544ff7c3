package ll

import (
	"math/rand"
	"strings"
	"testing"
)

// TestConstDataPrintsAsElements checks that raw data prints exactly as the
// element-by-element constant of the same values: c"..." for byte arrays,
// typed lists otherwise, zeroinitializer when all zero.
func TestConstDataPrintsAsElements(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	elems := []Type{I8, I16, I32, I64, Half, BFloat, Float, Double}
	for _, et := range elems {
		size := DataElemSize(et)
		for _, n := range []int{1, 3, 17} {
			for _, vec := range []bool{false, true} {
				data := make([]byte, n*size)
				rng.Read(data)
				if n == 3 {
					data[0] = 0 // a zero element among others
				}
				var ty Type = NewArrayType(uint64(n), et)
				if vec {
					ty = NewVectorType(uint32(n), et, false)
				}
				c, ok := NewData(ty, data).(*ConstData)
				if !ok {
					t.Fatalf("NewData(%s) = %T", ty, NewData(ty, data))
				}
				got := printInit(ty, c)
				want := printInit(ty, c.expand())
				if got != want {
					t.Errorf("%s raw data prints\n  %s\nwant\n  %s", ty, got, want)
				}
				// NewArray/NewVector of the same plain numbers give the raw form.
				var back Constant
				if vec {
					back = NewVector(ty.(*VectorType), c.Elems())
				} else {
					back = NewArray(ty.(*ArrayType), c.Elems())
				}
				if b, ok := back.(*ConstData); !ok || string(b.Data) != string(data) {
					t.Errorf("%s: NewArray/NewVector of the elements gave %T, not the same raw data", ty, back)
				}
				if !constEqual(c, c.expand()) || !constEqual(c.expand(), c) {
					t.Errorf("%s: raw data differs from its elements", ty)
				}
			}
		}
	}
	if z := NewData(NewArrayType(4, I32), make([]byte, 16)); !IsZeroValue(z) {
		t.Errorf("all-zero data is %T, want zeroinitializer", z)
	}
	if NewData(NewArrayType(2, I1), []byte{1, 0}) != nil || NewData(NewArrayType(2, I32), []byte{1}) != nil {
		t.Error("NewData accepted an element type or length raw data cannot hold")
	}
	if s := printInit(NewArrayType(4, I8), String("a\"\\\n", false)); !strings.Contains(s, `c"a\22\\\0A"`) {
		t.Errorf("string escapes: %s", s)
	}
}

func printInit(ty Type, c Constant) string {
	m := NewModule("m")
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "g"}, ValueType: ty, Init: c, IsConstant: true})
	s := m.String()
	i := strings.Index(s, "@g =")
	return s[i : i+strings.IndexByte(s[i:], '\n')]
}

// TestConstDataFolds checks the folders read raw data: extractvalue and
// extractelement of elements, a splat cast, comparisons of vectors.
func TestConstDataFolds(t *testing.T) {
	at := NewArrayType(3, I16)
	arr := NewArray(at, []Constant{Int(I16, -2), Int(I16, 7), Int(I16, 300)})
	if _, ok := arr.(*ConstData); !ok {
		t.Fatalf("array of i16 is %T", arr)
	}
	if got := FoldExtractValue(arr, []uint32{0}); !constEqual(got, Int(I16, -2)) {
		t.Errorf("extractvalue 0 = %v", fmtConst(got))
	}
	ins := FoldInsertValue(arr, Int(I16, 5), []uint32{2})
	if got := FoldExtractValue(ins, []uint32{2}); got == nil || !constEqual(got, Int(I16, 5)) {
		t.Errorf("insertvalue then extractvalue = %v", got)
	}
	vt := NewVectorType(4, Float, false)
	v := NewVector(vt, []Constant{Float32(1), Float32(1), Float32(1), Float32(1)})
	if got := FoldExtractElement(v, Int(I32, 3)); !constEqual(got, Float32(1)) {
		t.Errorf("extractelement 3 = %v", got)
	}
	d := FoldCast(OpFPToSI, v, NewVectorType(4, I32, false), 0)
	want := NewVector(NewVectorType(4, I32, false), []Constant{Int(I32, 1), Int(I32, 1), Int(I32, 1), Int(I32, 1)})
	if d == nil || !constEqual(d, want) {
		t.Errorf("fptosi splat = %v", d)
	}
	w := NewVector(vt, []Constant{Float32(1), Float32(2), Float32(1), Float32(0)})
	cmp := FoldFCmp("oeq", v, w)
	wantCmp := NewVector(NewVectorType(4, I1, false), []Constant{Bool(true), Bool(false), Bool(true), Bool(false)})
	if cmp == nil || !constEqual(cmp, wantCmp) {
		t.Errorf("fcmp oeq = %v", cmp)
	}
	if IsConstantArrayOrZero(arr) {
		t.Error("an array of i16 is a ConstantDataArray, not a ConstantArray")
	}
}

// TestReplaceAllUsesSkipsData checks that an edit leaves raw data alone
// (it has no operands) next to a use it does rewrite.
func TestReplaceAllUsesSkipsData(t *testing.T) {
	m := NewModule("m")
	old := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "old"}, ValueType: I8, Init: Int(I8, 0)})
	bin := make([]byte, 1<<16)
	for i := range bin {
		bin[i] = byte(i*7 + 1)
	}
	blob := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "blob"}, ValueType: NewArrayType(uint64(len(bin)), I8), Init: Bytes(bin), IsConstant: true})
	ptrs := NewArrayType(2, Ptr)
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "uses"}, ValueType: ptrs, Init: NewArray(ptrs, []Constant{old, blob})})
	m.ReplaceAllUses(old, blob)
	if got := m.String(); !strings.Contains(got, "@uses = global [2 x ptr] [ptr @blob, ptr @blob]") {
		t.Errorf("use not replaced:\n%.400s", got)
	}
	if string(blob.Init.(*ConstData).Data) != string(bin) {
		t.Error("the edit changed raw data")
	}
}
