package ll

import (
	"fmt"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"
)

// foldCase is one oracle probe: steps build constants and fold operations
// on them (one per line, operands %N name earlier steps); want is the
// `ret` line mlir-translate-19 printed for the last step, or NOFOLD when
// LLVM emitted an instruction. testdata/fold_cases.txt holds the table
// (`= name`, the steps, `-> want`, a blank line), made by
// testdata/foldprobes/gen.py from mlir-translate-19's output.
type foldCase struct {
	name  string
	steps []string
	want  string
}

func loadFoldCases(t *testing.T) []foldCase {
	data, err := os.ReadFile("testdata/fold_cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	var cases []foldCase
	for _, block := range strings.Split(strings.TrimSpace(string(data)), "\n\n") {
		lines := strings.Split(block, "\n")
		if len(lines) < 2 || !strings.HasPrefix(lines[0], "= ") || !strings.HasPrefix(lines[len(lines)-1], "-> ") {
			t.Fatalf("testdata/fold_cases.txt: malformed case %q", block)
		}
		cases = append(cases, foldCase{
			name:  lines[0][2:],
			steps: lines[1 : len(lines)-1],
			want:  lines[len(lines)-1][3:],
		})
	}
	return cases
}

func TestFoldOracle(t *testing.T) {
	cases := loadFoldCases(t)
	if len(cases) < 1000 {
		t.Fatalf("only %d fold cases loaded", len(cases))
	}
	for _, c := range cases {
		got := runFoldSteps(t, c.steps, mkVector)
		if got != c.want {
			t.Errorf("%s:\n  steps: %q\n  got:  %s\n  want: %s", c.name, c.steps, got, c.want)
		}
	}
}

// TestFoldOracleRawData runs the probes again with their vector operands
// built by NewVector, which stores vectors of plain numbers as raw data
// (ConstData, LLVM's ConstantDataVector): the folders must give the same
// answers on that form.
func TestFoldOracleRawData(t *testing.T) {
	cases := loadFoldCases(t)
	raw := 0
	build := func(vt *VectorType, es []Constant) Constant {
		c := NewVector(vt, es)
		if _, ok := c.(*ConstData); ok {
			raw++
		}
		return c
	}
	for _, c := range cases {
		got := runFoldSteps(t, c.steps, build)
		if got != c.want {
			t.Errorf("%s:\n  steps: %q\n  got:  %s\n  want: %s", c.name, c.steps, got, c.want)
		}
	}
	if raw < 100 {
		t.Errorf("only %d probe vectors were raw data", raw)
	}
}

// probeGlobals are the globals the probe module declares, added to a
// module (without a data layout) as the translator adds them.
func probeGlobals() map[string]Constant {
	m := NewModule("probe")
	gv := func(g *GlobalVariable) Constant { return m.AddGlobal(g) }
	return map[string]Constant{
		"g":   gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "g"}, ValueType: I32}),
		"h":   gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "h"}, ValueType: NewArrayType(4, I32)}),
		"w":   gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "w", Linkage: ExternWeak}, ValueType: I32}),
		"d":   gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "d", Linkage: Internal}, ValueType: I64, Init: Int(I64, 0)}),
		"big": gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "big", Linkage: Internal}, ValueType: NewArrayType(8, I32), Init: &ZeroInit{Typ: NewArrayType(8, I32)}}),
		"al":  gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "al", Align: 32}, ValueType: I8}),
		"st":  gv(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "st"}, ValueType: NewStructType([]Type{I8, Double}, false)}),
		"fn":  m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "fn"}, Sig: NewFuncType(Void, nil, false)}),
	}
}

// parseProbeType reads the probes' short type syntax: iN, f16, bf16,
// f32, f64, f80, f128, ptr[N] (address space), vN<T>, aN<T>, s(T,T...).
func parseProbeType(s string) (Type, string) {
	switch {
	case strings.HasPrefix(s, "bf16"):
		return BFloat, s[4:]
	case strings.HasPrefix(s, "f128"):
		return FP128, s[4:]
	case strings.HasPrefix(s, "f80"):
		return X86FP80, s[3:]
	case strings.HasPrefix(s, "f16"):
		return Half, s[3:]
	case strings.HasPrefix(s, "f32"):
		return Float, s[3:]
	case strings.HasPrefix(s, "f64"):
		return Double, s[3:]
	case strings.HasPrefix(s, "ptr"):
		n, rest := leadingInt(s[3:])
		return PtrIn(uint32(n)), rest
	case s[0] == 'i':
		n, rest := leadingInt(s[1:])
		return IntN(uint32(n)), rest
	case s[0] == 'v' || s[0] == 'a':
		n, rest := leadingInt(s[1:])
		e, rest := parseProbeType(rest)
		if s[0] == 'v' {
			return NewVectorType(uint32(n), e, false), rest
		}
		return NewArrayType(uint64(n), e), rest
	case s[0] == 's':
		rest := s[2:]
		var fs []Type
		for rest[0] != ')' {
			var f Type
			f, rest = parseProbeType(rest)
			fs = append(fs, f)
			if rest[0] == ',' {
				rest = rest[1:]
			}
		}
		return NewStructType(fs, false), rest[1:]
	}
	panic("bad type " + s)
}

func leadingInt(s string) (int, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, s
	}
	n, _ := strconv.Atoi(s[:i])
	return n, s[i:]
}

func probeType(s string) Type {
	t, rest := parseProbeType(s)
	if rest != "" {
		panic("bad type " + s)
	}
	return t
}

// scalarConst builds a scalar constant from probe text: integers in
// decimal, floats as hex bit patterns.
func scalarConst(t Type, s string) Constant {
	switch t := t.(type) {
	case *IntType:
		v, ok := new(big.Int).SetString(s, 0)
		if !ok {
			panic("bad int " + s)
		}
		return mkInt(t, v)
	case *FloatType:
		h := strings.TrimPrefix(s, "0x")
		lo, hi := h, ""
		if len(h) > 16 {
			lo, hi = h[len(h)-16:], h[:len(h)-16]
		}
		var c ConstFloat
		c.Typ = t
		var err error
		if c.Lo, err = strconv.ParseUint(lo, 16, 64); err != nil {
			panic("bad float " + s)
		}
		if hi != "" {
			if c.Hi, err = strconv.ParseUint(hi, 16, 64); err != nil {
				panic("bad float " + s)
			}
		}
		return &c
	}
	panic("bad const type")
}

var binOps = map[string]Opcode{"add": OpAdd, "sub": OpSub, "mul": OpMul, "udiv": OpUDiv, "sdiv": OpSDiv,
	"urem": OpURem, "srem": OpSRem, "shl": OpShl, "lshr": OpLShr, "ashr": OpAShr, "and": OpAnd, "or": OpOr,
	"xor": OpXor, "fadd": OpFAdd, "fsub": OpFSub, "fmul": OpFMul, "fdiv": OpFDiv, "frem": OpFRem}

var castOps = map[string]Opcode{"trunc": OpTrunc, "zext": OpZExt, "sext": OpSExt, "fptrunc": OpFPTrunc,
	"fpext": OpFPExt, "fptoui": OpFPToUI, "fptosi": OpFPToSI, "uitofp": OpUIToFP, "sitofp": OpSIToFP,
	"ptrtoint": OpPtrToInt, "inttoptr": OpIntToPtr, "bitcast": OpBitCast, "addrspacecast": OpAddrSpaceCast}

// runFoldSteps interprets the steps with the folders and formats the
// last result as `ret T V`, or NOFOLD.
func runFoldSteps(t *testing.T, steps []string, vector func(*VectorType, []Constant) Constant) string {
	globals := probeGlobals()
	var vals []Constant
	arg := func(s string) Constant {
		n, err := strconv.Atoi(strings.TrimPrefix(s, "%"))
		if err != nil {
			t.Fatalf("bad operand %q", s)
		}
		return vals[n]
	}
	u32s := func(ss []string) []uint32 {
		var r []uint32
		for _, s := range ss {
			n, _ := strconv.Atoi(s)
			r = append(r, uint32(n))
		}
		return r
	}
	for _, st := range steps {
		w := strings.Fields(st)
		var r Constant
		switch op := w[0]; {
		case op == "const":
			ty := probeType(w[1])
			if vt, ok := ty.(*VectorType); ok {
				var es []Constant
				for _, e := range strings.Split(strings.Trim(w[2], "[]"), ",") {
					es = append(es, scalarConst(vt.Elem, e))
				}
				r = vector(vt, es)
			} else {
				r = scalarConst(ty, w[2])
			}
		case op == "undef":
			r = &Undef{Typ: probeType(w[1])}
		case op == "poison":
			r = &Poison{Typ: probeType(w[1])}
		case op == "zero":
			r = ZeroValue(probeType(w[1]))
		case op == "addr":
			r = globals[w[1]]
		case binOps[op] != 0:
			var fl Flags
			for _, f := range w[3:] {
				fl |= map[string]Flags{"nsw": NSW, "nuw": NUW, "exact": Exact}[f]
			}
			r = FoldBinary(binOps[op], arg(w[1]), arg(w[2]), fl)
		case op == "fneg":
			r = FoldUnary(OpFNeg, arg(w[1]))
		case castOps[op] != 0:
			r = FoldCast(castOps[op], arg(w[1]), probeType(w[2]), 0)
		case op == "icmp":
			r = FoldICmp(w[1], arg(w[2]), arg(w[3]))
		case op == "fcmp":
			r = FoldFCmp(w[1], arg(w[2]), arg(w[3]))
		case op == "gep":
			var fl Flags
			if w[1] == "inbounds" {
				fl, w = InBounds, w[1:]
			}
			var idx []Constant
			for _, x := range w[3:] {
				if strings.HasPrefix(x, "%") {
					idx = append(idx, arg(x))
				} else {
					n, _ := strconv.Atoi(x)
					idx = append(idx, Int(I32, int64(n)))
				}
			}
			r = FoldGEP(probeType(w[1]), arg(w[2]), idx, fl)
		case op == "select":
			r = FoldSelect(arg(w[1]), arg(w[2]), arg(w[3]))
		case op == "extractvalue":
			r = FoldExtractValue(arg(w[1]), u32s(w[2:]))
		case op == "insertvalue":
			r = FoldInsertValue(arg(w[1]), arg(w[2]), u32s(w[3:]))
		case op == "extractelement":
			r = FoldExtractElement(arg(w[1]), arg(w[2]))
		case op == "insertelement":
			r = FoldInsertElement(arg(w[1]), arg(w[2]), arg(w[3]))
		case op == "shuffle":
			var m []int32
			for _, s := range w[3:] {
				n, _ := strconv.Atoi(s)
				m = append(m, int32(n))
			}
			r = FoldShuffleVector(arg(w[1]), arg(w[2]), m)
		default:
			t.Fatalf("bad step %q", st)
		}
		if r == nil {
			return "NOFOLD"
		}
		vals = append(vals, r)
	}
	last := vals[len(vals)-1]
	return "ret " + last.Type().String() + " " + fmtConst(last)
}

// fmtConst is a test-only rendering of a constant as LLVM 19 prints it.
func fmtConst(c Constant) string {
	typed := func(c Constant) string { return c.Type().String() + " " + fmtConst(c) }
	list := func(cs []Constant) string {
		var s []string
		for _, e := range cs {
			s = append(s, typed(e))
		}
		return strings.Join(s, ", ")
	}
	switch c := c.(type) {
	case *ConstInt:
		if c.Typ.Bits == 1 {
			return strconv.FormatBool(c.V.Sign() != 0)
		}
		return intSVal(c).String()
	case *ConstFloat:
		return fmtFloat(c)
	case *ConstNull:
		return "null"
	case *ConstNone:
		return "none"
	case *Undef:
		return "undef"
	case *Poison:
		return "poison"
	case *ZeroInit:
		return "zeroinitializer"
	case *ConstArray:
		if it, ok := c.Typ.Elem.(*IntType); ok && it.Bits == 8 {
			str := true
			var b strings.Builder
			for _, e := range c.Elems {
				ci, ok := e.(*ConstInt)
				if !ok {
					str = false
					break
				}
				ch := byte(intVal(ci).Uint64())
				if ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\' {
					b.WriteByte(ch)
				} else {
					fmt.Fprintf(&b, "\\%02X", ch)
				}
			}
			if str {
				return `c"` + b.String() + `"`
			}
		}
		return "[" + list(c.Elems) + "]"
	case *ConstStruct:
		if len(c.Elems) == 0 {
			return "{}"
		}
		s := "{ " + list(c.Elems) + " }"
		if c.Typ.Packed {
			s = "<" + s + ">"
		}
		return s
	case *ConstVector:
		return "<" + list(c.Elems) + ">"
	case *ConstData:
		return fmtConst(c.expand())
	case GlobalValue:
		return "@" + QuoteName(c.GlobalName())
	case *ConstExpr:
		switch {
		case c.Op.IsCast():
			return fmt.Sprintf("%s (%s to %s)", c.Op, typed(c.Ops[0]), c.Typ)
		case c.Op == OpGEP:
			kw := "getelementptr"
			if c.Flags&InBounds != 0 {
				kw += " inbounds"
			}
			return fmt.Sprintf("%s (%s, %s)", kw, c.SrcElem, list(c.Ops))
		}
		kw := c.Op.String()
		if c.Flags&NUW != 0 {
			kw += " nuw"
		}
		if c.Flags&NSW != 0 {
			kw += " nsw"
		}
		return fmt.Sprintf("%s (%s)", kw, list(c.Ops))
	}
	return fmt.Sprintf("<%T>", c)
}

// fmtFloat prints as LLVM's AsmWriter: half and bfloat in hex; float and
// double in decimal when six significant digits (printed as %e with a
// seventh, always 0) read back exactly, else the double's bits in hex
// (no leading zeros).
func fmtFloat(c *ConstFloat) string {
	switch c.Typ.Kind {
	case FHalf:
		return fmt.Sprintf("0xH%04X", c.Lo)
	case FBFloat:
		return fmt.Sprintf("0xR%04X", c.Lo)
	case FFP128:
		return fmt.Sprintf("0xL%016X%016X", c.Lo, c.Hi)
	case FX86FP80:
		return fmt.Sprintf("0xK%04X%016X", c.Hi, c.Lo)
	}
	f, _ := formatOf(c.Typ)
	bits := c.Lo
	if c.Typ.Kind == FFloat {
		if f.isNaN(bits) {
			sign := bits >> 31 << 63
			bits = sign | 0x7ff<<52 | (bits&f.mantMask())<<29
		} else {
			bits = math.Float64bits(f.decode(bits))
		}
	}
	x := math.Float64frombits(bits)
	if !math.IsInf(x, 0) && !math.IsNaN(x) {
		s := strconv.FormatFloat(x, 'e', 5, 64)
		s = strings.Replace(s, "e", "0e", 1)
		if y, err := strconv.ParseFloat(s, 64); err == nil && y == x {
			return s
		}
	}
	return fmt.Sprintf("0x%X", bits)
}

// TestFoldAndWithDataLayout checks `and (ptrtoint @g), mask` under a
// module data layout; the expectations are mlir-translate-19's for the
// same module (llvm.data_layout = "e-i32:64-i64:64-Fi16-a:0:32").
func TestFoldAndWithDataLayout(t *testing.T) {
	m := NewModule("dl")
	m.DataLayout = "e-i32:64-i64:64-Fi16-a:0:32"
	st := NewStructType([]Type{I8, I8}, false)
	g := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "g"}, ValueType: I32})
	d := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "d", Linkage: Internal}, ValueType: I64, Init: Int(I64, 0)})
	s := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "s"}, ValueType: st})
	si := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "si", Linkage: Internal}, ValueType: st, Init: &ZeroInit{Typ: st}})
	fn := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "fn"}, Sig: NewFuncType(Void, nil, false)})
	for _, c := range []struct {
		g    Constant
		mask int64
		fold bool
	}{{g, 7, true}, {fn, 1, true}, {fn, 3, false}, {s, 1, false}, {si, 3, true}, {d, 7, true}} {
		p := FoldCast(OpPtrToInt, c.g, I64, 0)
		r := FoldBinary(OpAnd, p, Int(I64, c.mask), 0)
		if got := r != nil; got != c.fold {
			t.Errorf("and (ptrtoint @%s), %d: folded %v, want %v", c.g.(GlobalValue).GlobalName(), c.mask, got, c.fold)
		} else if r != nil && !isNull(r) {
			t.Errorf("and (ptrtoint @%s), %d = %s, want 0", c.g.(GlobalValue).GlobalName(), c.mask, fmtConst(r))
		}
	}
}

// TestFoldNonCanonicalAggregates: aggregates built without the
// canonicalizing constructors fold as LLVM's uniqued forms would.
func TestFoldNonCanonicalAggregates(t *testing.T) {
	st := NewStructType([]Type{I32, Float}, false)
	zeros := &ConstStruct{Typ: st, Elems: []Constant{Int(I32, 0), &ConstFloat{Typ: Float}}}
	r := FoldInsertValue(zeros, Int(I32, 0), []uint32{0})
	if _, ok := r.(*ZeroInit); !ok {
		t.Errorf("insertvalue of 0 into a struct of zeros = %s, want zeroinitializer", fmtConst(r))
	}
	vt := NewVectorType(2, I32, false)
	zv := &ConstVector{Typ: vt, Elems: []Constant{Int(I32, 0), Int(I32, 0)}}
	x := &ConstVector{Typ: vt, Elems: []Constant{Int(I32, 3), Int(I32, 4)}}
	if r := FoldBinary(OpAdd, x, zv, 0); r != x {
		t.Errorf("add x, <0, 0> = %s, want x itself", fmtConst(r))
	}
	undefs := &ConstVector{Typ: vt, Elems: []Constant{&Undef{Typ: I32}, &Undef{Typ: I32}}}
	if r := FoldCast(OpZExt, undefs, NewVectorType(2, I64, false), 0); fmtConst(r) != "zeroinitializer" {
		t.Errorf("zext of an all-undef vector = %s, want zeroinitializer", fmtConst(r))
	}
	if r := FoldBinary(OpAdd, &ConstInt{Typ: I32}, Int(I32, 5), 0); fmtConst(r) != "5" {
		t.Errorf("add of a ConstInt with nil V = %s, want 5", fmtConst(r))
	}
}
