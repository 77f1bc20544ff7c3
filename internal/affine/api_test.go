package affine

import (
	"math"
	"strings"
	"testing"
)

// lineCol converts a byte offset to MLIR's 1-based line:column.
func lineCol(src []byte, off int) (int, int) {
	line := 1 + strings.Count(string(src[:off]), "\n")
	return line, off - strings.LastIndexByte(string(src[:off]), "\n"[0])
}

// Whole-file cases checked against mlir-opt-19 (locations across lines,
// comments and end of input).
func TestErrorLocations(t *testing.T) {
	tests := []struct {
		src       string
		line, col int
		msg       string
	}{
		{"\"t.op\"() {a = affine_map<(d0) -> (d0", 1, 36, "expected ')' in affine map range"},
		{"\"t.op\"() {a = affine_map<(d0) -> (d0 +\n", 1, 39, "missing right operand of binary operator"},
		{"\"t.op\"() {a = affine_map<(d0) -> (d0 + // hi // there\n   // more\n\n  d9)>} : () -> ()\n", 1, 39, "use of undeclared identifier"},
		{"\"t.op\"() {a = affine_map<(d0) -> (d0 ++ 1)>} : () -> ()\n", 1, 39, "missing right operand of binary operator"},
		{"\"t.op\"() {a = affine_map<(d0) -> (d0 + // c\n\n   )>} : () -> ()\n", 3, 4, "missing right operand of binary operator"},
		{"\"t.op\"() {a = affine_map<(d0) -> (d0  // c\n\n   x)>} : () -> ()\n", 1, 37, "expected ')' in affine map range"},
	}
	for _, tc := range tests {
		src := []byte(tc.src)
		_, _, err := ParseMap(src, len(`"t.op"() {a = affine_map<`))
		if err == nil {
			t.Errorf("%q: no error", tc.src)
			continue
		}
		l, c := lineCol(src, err.Off)
		if l != tc.line || c != tc.col || err.Msg != tc.msg {
			t.Errorf("%q: got %d:%d %s; want %d:%d %s", tc.src, l, c, err.Msg, tc.line, tc.col, tc.msg)
		}
	}
}

// MLIR emits extra errors after a failed negation operand.
func TestMoreErrors(t *testing.T) {
	_, err, _ := parseAttr(t, "affine_map<(d0) -> (-)>")
	if err == nil || len(err.More) != 1 || err.More[0].Msg != "missing operand of negation" || err.More[0].Off != err.Off {
		t.Errorf("got %+v", err)
	}
	_, err, _ = parseAttr(t, "affine_map<(d0) -> (- -)>")
	if err == nil || err.Msg != "expected affine expression" || len(err.More) != 2 {
		t.Errorf("got %+v", err)
	}
	// A lexer error suppresses the parser's follow-up errors.
	_, err, src := parseAttr(t, "affine_map<(d0) -> (- $)>")
	if err == nil || err.Msg != "unexpected character" || len(err.More) != 0 || src[err.Off] != '$' {
		t.Errorf("got %+v", err)
	}
}

func TestConstructors(t *testing.T) {
	d0, d1, s0 := Dim(0), Dim(1), Symbol(0)
	tests := []struct {
		e    Expr
		want string
	}{
		{Const(1).Add(d0).AddConst(2), "d0 + 3"},
		{d0.MulConst(2).Add(d0), "d0 * 3"},
		{d0.Sub(d0.FloorDiv(Const(4)).MulConst(4)), "d0 mod 4"},
		{d0.Sub(d1), "d0 - d1"},
		{d0.Add(d1.MulConst(-3)), "d0 - d1 * 3"},
		{d0.Neg(), "-d0"},
		{d0.AddConst(1).Neg(), "-(d0 + 1)"},
		{d0.AddConst(1).FloorDiv(Const(2)), "(d0 + 1) floordiv 2"},
		{d0.CeilDiv(s0), "d0 ceildiv s0"},
		{d0.Mod(Const(4)), "d0 mod 4"},
		{Binary(KindMul, s0, d0), "d0 * s0"},
		{Const(7).FloorDiv(Const(-2)), "-4"},
		{Const(math.MaxInt64).AddConst(1), "9223372036854775807 + 1"},
		{d0.AddConst(math.MinInt64), "d0 - -9223372036854775808"},
		{d0.Mul(d1), "d0 * d1"},
	}
	for _, tc := range tests {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	if !d0.AddConst(3).Equal(Const(1).Add(d0).AddConst(2)) {
		t.Error("equal expressions compare unequal")
	}
	if d0.AddConst(3).Equal(d0.AddConst(4)) || Equal(d0, s0) || Equal(d0, d1) {
		t.Error("distinct expressions compare equal")
	}
	e := d0.MulConst(2).Add(s0)
	if e.Kind() != KindAdd || e.LHS().Kind() != KindMul || e.RHS().Position() != 0 ||
		!e.LHS().RHS().IsConstantValue(2) || e.Depth() != 3 || e.IsSymbolicOrConstant() ||
		!e.IsPureAffine() || e.LargestKnownDivisor() != 1 || !e.IsFunctionOfDim(0) ||
		e.IsFunctionOfDim(1) || !e.IsFunctionOfSymbol(0) {
		t.Errorf("accessors of %s", e)
	}
	if d0.Mul(s0).IsPureAffine() || !s0.Mul(s0).IsSymbolicOrConstant() {
		t.Error("IsPureAffine/IsSymbolicOrConstant")
	}
	r := d0.AddConst(1).ReplaceDimsAndSymbols([]Expr{s0.MulConst(2)}, nil)
	if r.String() != "s0 * 2 + 1" {
		t.Errorf("replace: %s", r)
	}
	var names []string
	d0.Add(s0).Walk(func(x Expr) { names = append(names, x.Kind().String()) })
	if strings.Join(names, ",") != "dim,symbol,add" {
		t.Errorf("walk: %v", names)
	}
	var b strings.Builder
	d0.Add(s0).Print(&b, func(b *strings.Builder, pos int, sym bool) {
		if sym {
			b.WriteString("%N")
		} else {
			b.WriteString("%i")
		}
	})
	if b.String() != "%i + %N" {
		t.Errorf("print with names: %s", b.String())
	}
}

func TestMapHelpers(t *testing.T) {
	id := MultiDimIdentity(3)
	if id.String() != "affine_map<(d0, d1, d2) -> (d0, d1, d2)>" || !id.IsIdentity() || !id.IsPermutation() {
		t.Errorf("identity: %s", id)
	}
	if s := MultiDimIdentity(0).String(); s != "affine_map<() -> ()>" {
		t.Errorf("empty identity: %s", s)
	}
	if !MultiDimIdentity(0).IsIdentity() || !EmptyMap(0, 0).IsEmpty() {
		t.Error("empty map predicates")
	}
	p := PermutationMap([]int{1, 0})
	if p.BodyString() != "(d0, d1) -> (d1, d0)" || p.IsIdentity() || !p.IsPermutation() {
		t.Errorf("permutation: %s", p)
	}
	proj := NewMap(3, 0, Dim(2), Dim(0))
	if !proj.IsProjectedPermutation(false) || proj.IsPermutation() {
		t.Error("projected permutation")
	}
	if NewMap(2, 0, Dim(0), Const(0)).IsProjectedPermutation(false) ||
		!NewMap(2, 0, Dim(0), Const(0)).IsProjectedPermutation(true) ||
		NewMap(2, 0, Dim(0), Dim(0)).IsProjectedPermutation(false) {
		t.Error("projected permutation with zeros/duplicates")
	}
	if !MinorIdentity(3, 2).IsMinorIdentity() || MinorIdentity(3, 2).String() != "affine_map<(d0, d1, d2) -> (d1, d2)>" {
		t.Errorf("minor identity: %s", MinorIdentity(3, 2))
	}
	if c := ConstantMap(5); c.String() != "affine_map<() -> (5)>" || !c.IsSingleConstant() || c.ConstantResults()[0] != 5 {
		t.Errorf("constant map: %s", c)
	}
	withSym := NewMap(1, 1, Dim(0))
	if !withSym.IsIdentity() || withSym.IsPermutation() {
		t.Error("symbols and identity")
	}
	if s := NewMap(2, 2).String(); s != "affine_map<(d0, d1)[s0, s1] -> ()>" {
		t.Errorf("zero results: %s", s)
	}
	sub := NewMap(2, 0, Dim(0), Dim(1)).SubMap([]int{1})
	if sub.String() != "affine_map<(d0, d1) -> (d1)>" {
		t.Errorf("submap: %s", sub)
	}
	rep := NewMap(1, 0, Dim(0).AddConst(1)).Replace([]Expr{Symbol(0)}, nil, 0, 1)
	if rep.String() != "affine_map<()[s0] -> (s0 + 1)>" {
		t.Errorf("replace: %s", rep)
	}
}

func TestSetHelpers(t *testing.T) {
	if s := EmptySet(1, 1); s.String() != "affine_set<(d0)[s0] : (1 == 0)>" || !s.IsEmptyIntegerSet() {
		t.Errorf("empty set: %s", s)
	}
	if s := UniverseSet(0, 0); s.String() != "affine_set<() : (0 == 0)>" || s.IsEmptyIntegerSet() {
		t.Errorf("universe set: %s", s)
	}
	s := NewSet(1, 1, []Expr{Dim(0).Sub(Symbol(0)), Dim(0)}, []bool{false, true})
	if s.String() != "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>" || s.NumEqualities() != 1 || s.NumConstraints() != 2 {
		t.Errorf("set: %s", s)
	}
	if s.BodyString() != "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)" {
		t.Errorf("set body: %s", s.BodyString())
	}
	parsed, err := ParseSetString("(i)[N] : (i - N >= 0, i == 0)")
	if err != nil || !parsed.Equal(s) || parsed.Key() != s.Key() {
		t.Errorf("parsed set %s, %v", parsed, err)
	}
	other := NewSet(1, 1, []Expr{Dim(0).Sub(Symbol(0)), Dim(0)}, []bool{false, false})
	if other.Equal(s) || other.Key() == s.Key() {
		t.Error("sets differing in equality flags compare equal")
	}
}

func TestKeys(t *testing.T) {
	a, err := ParseMapString("(i, j)[N] -> (i + N * 2, j floordiv 4)")
	if err != nil {
		t.Fatal(err)
	}
	b := NewMap(2, 1, Dim(0).Add(Symbol(0).MulConst(2)), Dim(1).FloorDiv(Const(4)))
	if !a.Equal(b) || a.Key() != b.Key() || a.String() != b.String() {
		t.Errorf("%s vs %s", a, b)
	}
	for _, c := range []Map{
		NewMap(2, 2, a.Results...),
		NewMap(3, 1, a.Results...),
		NewMap(2, 1, a.Results[0]),
		NewMap(2, 1, a.Results[1], a.Results[0]),
	} {
		if c.Equal(a) || c.Key() == a.Key() {
			t.Errorf("%s equals %s", c, a)
		}
	}
	// Structurally different trees keep different keys even when MLIR
	// would print them alike.
	x := Const(math.MaxInt64).AddConst(1)
	y := Dim(0).Add(x)
	if Dim(0).AddConst(math.MaxInt64).AddConst(1).Key() == y.Key() {
		t.Error("keys collide")
	}
}

func TestBodyEntryPoints(t *testing.T) {
	src := []byte("memref<4xf32, affine_map<(d0) -> (d0 + 1)>>")
	off := strings.Index(string(src), "(")
	m, end, err := ParseMapBody(src, off)
	if err != nil || m.String() != "affine_map<(d0) -> (d0 + 1)>" || string(src[end:]) != ">>" {
		t.Errorf("ParseMapBody: %s %d %v", m, end, err)
	}
	m, end, err = ParseMap(src, off)
	if err != nil || string(src[end:]) != ">" {
		t.Errorf("ParseMap: %s %d %v", m, end, err)
	}
	_, s, isSet, end, err := ParseMapOrSetBody([]byte("(d0) : (d0 >= 0) tail"), 0)
	if err != nil || !isSet || s.BodyString() != "(d0) : (d0 >= 0)" || end != 16 {
		t.Errorf("ParseMapOrSetBody: %s %v %d %v", s, isSet, end, err)
	}
	if _, _, err := ParseSetBody([]byte("(d0) -> (d0)"), 0); err == nil || err.Msg != "expected IntegerSet, but got AffineMap" {
		t.Errorf("ParseSetBody: %v", err)
	}
	if _, err := ParseMapString("(d0) -> (d0) x"); err == nil || err.Msg != "encountered unexpected token" || err.Off != 13 {
		t.Errorf("ParseMapString: %v", err)
	}
	if m, err := ParseMapString(" (d0)->(d0) "); err != nil || !m.IsIdentity() {
		t.Errorf("ParseMapString: %v", err)
	}
	// Nothing after the closing '>' is lexed, so a bad character there is
	// left for the caller.
	if _, end, err := ParseMap([]byte("() -> ()>$"), 0); err != nil || end != 9 {
		t.Errorf("lexed past '>': %d %v", end, err)
	}
	// Out-of-range offsets do not panic.
	if _, _, err := ParseMap([]byte("()"), 10); err == nil {
		t.Error("expected error")
	}
	if _, _, err := ParseMap(nil, -3); err == nil {
		t.Error("expected error")
	}
}

func TestNestingLimits(t *testing.T) {
	deep := strings.Repeat("(", 20*MaxNesting) + "d0" + strings.Repeat(")", 20*MaxNesting)
	if _, err := ParseMapString("(d0) -> (" + deep + ")"); err == nil ||
		!strings.Contains(err.Msg, "maximum nesting depth") {
		t.Errorf("deep parens: %v", err)
	}
	ok := strings.Repeat("(", 1000) + "d0" + strings.Repeat(")", 1000)
	if m, err := ParseMapString("(d0) -> (" + ok + ")"); err != nil || !m.IsIdentity() {
		t.Errorf("1000 parens: %v", err)
	}
	neg := strings.Repeat("-", 30*MaxNesting) + "d0"
	if _, err := ParseMapString("(d0) -> (" + neg + ")"); err == nil {
		t.Error("deep negation accepted")
	}
	if m, err := ParseMapString("(d0) -> (" + strings.Repeat("-", 1001) + "d0)"); err != nil || m.Results[0].String() != "-d0" {
		t.Errorf("1001 negations: %v", err)
	}
	// A long sum grows a deep left-leaning tree.
	terms := make([]string, MaxDepth+10)
	for i := range terms {
		terms[i] = []string{"d0", "s0", "d0 floordiv 2"}[i%3]
	}
	if _, err := ParseMapString("(d0)[s0] -> (" + strings.Join(terms, " + ") + ")"); err == nil {
		t.Error("over-deep sum accepted")
	}
	if m, err := ParseMapString("(d0)[s0] -> (" + strings.Join(terms[:3000], " + ") + ")"); err != nil ||
		!strings.HasPrefix(m.Results[0].String(), "d0 + s0 + d0 floordiv 2 + d0 + ") {
		t.Errorf("3000-term sum: %v", err)
	}
	// Long sums of foldable terms stay shallow.
	if m, err := ParseMapString("(d0) -> (d0" + strings.Repeat(" + 1", 100000) + ")"); err != nil || m.Results[0].String() != "d0 + 100000" {
		t.Errorf("long constant sum: %v", err)
	}
}

func TestIntegerEdgeCases(t *testing.T) {
	// Must not panic (MLIR itself traps on some of these).
	for _, s := range []string{
		"(d0)[s0] -> (((4611686018427387904 * 6) * s0) floordiv -1)",
		"(d0) -> ((d0 * (-9223372036854775807 - 1)) floordiv -1)",
		"(d0) -> ((d0 * (-9223372036854775807 - 1)) mod 3)",
		"(d0) -> ((-9223372036854775807 - 1) mod 7)",
		"(d0) -> ((-9223372036854775807 - 1) * -1)",
		"(d0) -> (d0 * 9223372036854775807 * 9223372036854775807)",
		"(d0) -> ((d0 * 4611686018427387904 * 4) floordiv 3 mod 5 ceildiv -1)",
	} {
		m, err := ParseMapString(s)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		_ = m.String()
	}
	if FloorDivInt(-7, 2) != -4 || CeilDivInt(-7, 2) != -3 || FloorDivInt(7, -2) != -4 ||
		CeilDivInt(7, -2) != -3 || ModInt(-7, 3) != 2 || FloorDivInt(math.MinInt64, 2) != math.MinInt64/2 {
		t.Error("integer division helpers")
	}
}
