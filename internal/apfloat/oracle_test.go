package apfloat

import (
	"bufio"
	"math/big"
	"os"
	"strings"
	"testing"
)

// The files in testdata were generated from LLVM 19 itself (APFloat in
// libLLVM-19 and mlir-opt-19); see testdata/gen.

func readTable(t *testing.T, name string, fields int) [][]string {
	t.Helper()
	fh, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var rows [][]string
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != fields {
			t.Fatalf("%s: bad line %q", name, line)
		}
		rows = append(rows, f)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: empty", name)
	}
	return rows
}

func mustSem(t *testing.T, name string) *Semantics {
	t.Helper()
	s := SemanticsByName(name)
	if s == nil {
		t.Fatalf("unknown semantics %q", name)
	}
	return s
}

func mustHex(t *testing.T, sem *Semantics, hex string) Float {
	t.Helper()
	v, ok := new(big.Int).SetString(hex, 16)
	if !ok {
		t.Fatalf("bad hex %q", hex)
	}
	f, ok := FromBigBits(sem, v)
	if !ok {
		t.Fatalf("hex %q too wide for %s", hex, sem)
	}
	return f
}

func hexOf(f Float) string { return strings.ToUpper(f.BigBits().Text(16)) }

func TestOracleToString(t *testing.T) {
	type args struct {
		p, pad int
		tz     bool
	}
	cols := []args{{6, 0, false}, {0, 3, true}, {0, 0, true}, {0, 0, false}, {3, 5, false}, {10, 2, true}, {1, 1, false}}
	bad := 0
	for _, r := range readTable(t, "tostring.txt", 3+len(cols)) {
		sem := mustSem(t, r[0])
		f := mustHex(t, sem, r[1])
		if got := hexOf(f); got != r[2] {
			t.Errorf("%s FromBits(0x%s).Bits() = 0x%s, want 0x%s", r[0], r[1], got, r[2])
		}
		for i, c := range cols {
			if got := f.String(c.p, c.pad, c.tz); got != r[3+i] {
				t.Errorf("%s 0x%s String(%d,%d,%v) = %q, want %q", r[0], r[1], c.p, c.pad, c.tz, got, r[3+i])
				if bad++; bad > 20 {
					t.FailNow()
				}
			}
		}
	}
}

func TestOracleParseDecimal(t *testing.T) {
	bad := 0
	for _, r := range readTable(t, "parse.txt", 3) {
		sem := mustSem(t, r[0])
		f, err := ParseDecimal(sem, r[1])
		got := "error"
		if err == nil {
			got = hexOf(f)
		}
		if got != r[2] {
			t.Errorf("ParseDecimal(%s, %q) = %s, want %s", r[0], r[1], got, r[2])
			if bad++; bad > 20 {
				t.FailNow()
			}
		}
	}
}

func TestOracleConvert(t *testing.T) {
	bad := 0
	for _, r := range readTable(t, "convert.txt", 5) {
		from, to := mustSem(t, r[0]), mustSem(t, r[2])
		f := mustHex(t, from, r[1])
		g, loses := f.Convert(to)
		wantLoses := r[4] == "1"
		if hexOf(g) != r[3] || loses != wantLoses {
			t.Errorf("Convert(%s 0x%s -> %s) = 0x%s %v, want 0x%s %v", r[0], r[1], r[2], hexOf(g), loses, r[3], wantLoses)
			if bad++; bad > 20 {
				t.FailNow()
			}
		}
	}
}

func TestOracleMLIR(t *testing.T) {
	bad := 0
	for _, r := range readTable(t, "mlir.txt", 4) {
		sem := mustSem(t, r[0])
		lit, neg := r[1], false
		if lit[0] == '-' {
			lit, neg = lit[1:], true
		}
		f, err := ParseMLIRLiteral(sem, lit, neg)
		if msg, ok := strings.CutPrefix(r[2], "error: "); ok {
			le, isLE := err.(*LiteralError)
			if !isLE || le.Msg != msg || le.Note != r[3] {
				t.Errorf("ParseMLIRLiteral(%s, %q, %v) error = %#v, want %q (note %q)", r[0], lit, neg, err, msg, r[3])
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseMLIRLiteral(%s, %q, %v): %v", r[0], lit, neg, err)
			continue
		}
		text, hex := FormatMLIR(f)
		if text != r[2] || hex != strings.HasPrefix(r[2], "0x") {
			t.Errorf("%s %s: FormatMLIR = %q hex=%v, want %q", r[0], r[1], text, hex, r[2])
			if bad++; bad > 20 {
				t.FailNow()
			}
		}
	}
}
