package affine

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Differential test against mlir-opt-19. It is skipped unless GPUC_ORACLE=1
// (and mlir-opt-19 is installed); GPUC_ORACLE_N and GPUC_ORACLE_SEED tune
// the number of random cases and the seed.

const oracleBin = "mlir-opt-19"

var consts = []string{"0", "1", "2", "3", "4", "5", "7", "8", "16", "64", "128", "6", "12",
	"9223372036854775807", "4611686018427387904", "0x10", "3037000500", "1000000007"}

type gen struct {
	r      *rand.Rand
	nd, ns int
	names  []string // dims then symbols
}

var namePool = []string{"i", "j", "k", "N", "M", "d1", "d0", "s0", "s1", "mod", "floordiv", "ceildiv",
	"i32", "x.y", "_a$", "affine_map", "true", "symbol", "d10", "s9", "f16", "index", "si8"}

func (g *gen) dim(i int) string     { return g.names[i] }
func (g *gen) symName(i int) string { return g.names[g.nd+i] }

func (g *gen) leaf() string {
	switch g.r.Intn(4) {
	case 0, 1:
		if g.nd > 0 {
			return g.dim(g.r.Intn(g.nd))
		}
		fallthrough
	case 2:
		if g.ns > 0 {
			return g.symName(g.r.Intn(g.ns))
		}
		fallthrough
	default:
		c := consts[g.r.Intn(len(consts))]
		if g.r.Intn(3) == 0 {
			return "-" + c
		}
		return c
	}
}

// sym returns a symbolic-or-constant expression.
func (g *gen) sym(depth int) string {
	if depth <= 0 || g.r.Intn(3) > 0 {
		if g.ns > 0 && g.r.Intn(3) == 0 {
			return g.symName(g.r.Intn(g.ns))
		}
		c := consts[g.r.Intn(len(consts))]
		if g.r.Intn(4) == 0 {
			return "-" + c
		}
		return c
	}
	ops := []string{" + ", " - ", " * ", " floordiv ", " mod ", " ceildiv "}
	return "(" + g.sym(depth-1) + ops[g.r.Intn(len(ops))] + g.sym(depth-1) + ")"
}

func (g *gen) expr(depth int) string {
	if depth <= 0 || g.r.Intn(5) == 0 {
		return g.leaf()
	}
	wrap := func(s string) string {
		if g.r.Intn(2) == 0 {
			return "(" + s + ")"
		}
		return s
	}
	if g.r.Intn(4) == 0 {
		return g.pattern(depth)
	}
	switch g.r.Intn(10) {
	case 0, 1, 2:
		return wrap(g.expr(depth-1) + " + " + g.expr(depth-1))
	case 3, 4:
		return wrap(g.expr(depth-1) + " - " + g.expr(depth-1))
	case 5:
		if g.r.Intn(2) == 0 {
			return wrap(g.sym(1) + " * " + g.expr(depth-1))
		}
		return wrap(g.expr(depth-1) + " * " + g.sym(1))
	case 6:
		return wrap(g.expr(depth-1) + " floordiv " + g.sym(1))
	case 7:
		return wrap(g.expr(depth-1) + " ceildiv " + g.sym(1))
	case 8:
		return wrap(g.expr(depth-1) + " mod " + g.sym(1))
	default:
		return "-" + "(" + g.expr(depth-1) + ")"
	}
}

// pattern builds shapes that trigger the specific simplification rules.
func (g *gen) pattern(depth int) string {
	x := g.expr(depth - 1)
	y := g.expr(depth - 1)
	c := []string{"2", "3", "4", "8", "16", "-2", "-4", "1", "0", "-1"}
	c1 := c[g.r.Intn(len(c))]
	c2 := c[g.r.Intn(len(c))]
	q := c1
	if g.ns > 0 && g.r.Intn(3) == 0 {
		q = g.symName(g.r.Intn(g.ns))
	}
	switch g.r.Intn(16) {
	case 0:
		return "(" + x + " - (" + x + " floordiv " + q + ") * " + q + ")"
	case 1:
		return "(" + x + " + (" + x + " floordiv " + q + ") * -" + q + ")"
	case 2:
		return "(" + x + " - " + q + " * (" + x + " floordiv " + q + "))"
	case 3:
		return "(" + x + " * " + c1 + " + " + x + " * " + c2 + ")"
	case 4:
		return "(" + x + " + " + x + ")"
	case 5:
		return "((" + x + " + " + c1 + ") + " + c2 + ")"
	case 6:
		return "((" + x + " + " + c1 + ") + " + y + ")"
	case 7:
		return "((" + x + " * " + c1 + ") floordiv " + c2 + ")"
	case 8:
		return "((" + x + " * " + c1 + " + " + y + ") floordiv " + c2 + ")"
	case 9:
		return "((" + x + " * " + c1 + " + " + y + ") mod " + c2 + ")"
	case 10:
		return "((" + x + " mod " + c1 + ") mod " + c2 + ")"
	case 11:
		return "((" + x + " * " + c1 + ") ceildiv " + c2 + ")"
	case 12:
		return "((" + x + " * " + c1 + ") * " + q + ")"
	case 13:
		return "(" + q + " * (" + x + " * " + c1 + "))"
	case 14:
		return "((" + x + " floordiv " + c1 + ") mod " + c2 + ")"
	default:
		return "(" + x + " - " + x + ")"
	}
}

func (g *gen) header() string {
	var b strings.Builder
	b.WriteByte('(')
	for i := 0; i < g.nd; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.dim(i))
	}
	b.WriteByte(')')
	if g.ns > 0 || g.r.Intn(4) == 0 {
		b.WriteByte('[')
		for i := 0; i < g.ns; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(g.symName(i))
		}
		b.WriteByte(']')
	}
	return b.String()
}

func (g *gen) attr() string {
	g.nd, g.ns = g.r.Intn(4), g.r.Intn(3)
	g.names = g.names[:0]
	for i := 0; i < g.nd; i++ {
		g.names = append(g.names, "d"+strconv.Itoa(i))
	}
	for i := 0; i < g.ns; i++ {
		g.names = append(g.names, "s"+strconv.Itoa(i))
	}
	if g.r.Intn(4) == 0 {
		perm := g.r.Perm(len(namePool))
		for i := range g.names {
			g.names[i] = namePool[perm[i]]
		}
	}
	n := g.r.Intn(4)
	depth := 1 + g.r.Intn(5)
	var parts []string
	if g.r.Intn(5) == 0 {
		ops := []string{" >= ", " <= ", " == "}
		for i := 0; i < n; i++ {
			parts = append(parts, g.expr(depth)+ops[g.r.Intn(3)]+g.expr(depth))
		}
		return "affine_set<" + g.header() + " : (" + strings.Join(parts, ", ") + ")>"
	}
	for i := 0; i < n; i++ {
		parts = append(parts, g.expr(depth))
	}
	return "affine_map<" + g.header() + " -> (" + strings.Join(parts, ", ") + ")>"
}

// spread turns some spaces into line breaks and comments.
func spread(r *rand.Rand, s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if c == ' ' && r.Intn(3) == 0 {
			b.WriteString([]string{"\n", " \n  ", "// note\n", "\n\n   ", " // x y\n\t"}[r.Intn(5)])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func mutate(r *rand.Rand, s string) string {
	alphabet := []string{"(", ")", "[", "]", ",", "-", "+", "*", " ", "d0", "d9", "s0", "x", "mod", "floordiv",
		">", "=", ":", "->", "1", "99999999999999999999", "%a", "symbol", "$", "1.5", "\n", "// c\n",
		"\"", "@", ".", "#x", "!", "^", "{", "?", "...", "0x", "i32", "<=", ">=", "==", "ceildiv", "%"}
	b := []byte(s)
	for k := 0; k < 1+r.Intn(2); k++ {
		pos := len("affine_map<") + r.Intn(len(b)-len("affine_map<"))
		switch r.Intn(3) {
		case 0:
			b = append(b[:pos:pos], b[pos+1:]...)
		case 1:
			ins := alphabet[r.Intn(len(alphabet))]
			b = append(b[:pos:pos], append([]byte(ins), b[pos:]...)...)
		default:
			b[pos] = alphabet[r.Intn(len(alphabet))][0]
		}
	}
	return string(b)
}

type oracleResult struct {
	text      string // printed attribute, or "" on error
	line, col int    // line within the op text (from 1) and column
	msg       string
}

var (
	splitRe = regexp.MustCompile(`^within split at [^:]*:(\d+) offset :(\d+):(\d+): error: (.*)$`)
	firstRe = regexp.MustCompile(`^[^:]*:(\d+):(\d+): error: (.*)$`)
)

// runOracle runs mlir-opt-19 over one chunk per attribute and returns the
// results in order.
func runOracle(t *testing.T, attrs []string) []oracleResult {
	t.Helper()
	var res []oracleResult
	for len(attrs) > 0 {
		n := 200
		if n > len(attrs) {
			n = len(attrs)
		}
		r, ok := runOracleBatch(t, attrs[:n])
		if !ok {
			// mlir-opt crashed (it does on some overflowing inputs): run
			// the batch one by one and leave the crashing inputs out.
			r = nil
			for _, a := range attrs[:n] {
				one, ok := runOracleBatch(t, []string{a})
				if !ok {
					t.Logf("mlir-opt crashes on %s", a)
					one = []oracleResult{{}}
				}
				r = append(r, one...)
			}
		}
		res = append(res, r...)
		attrs = attrs[n:]
	}
	return res
}

func runOracleBatch(t *testing.T, attrs []string) ([]oracleResult, bool) {
	t.Helper()
	dir := t.TempDir()
	if d := os.Getenv("GPUC_ORACLE_KEEP"); d != "" {
		dir = d
	}
	f := filepath.Join(dir, "in.mlir")
	var in bytes.Buffer
	sepLine := map[int]int{1: 0} // split line reported by mlir-opt -> chunk
	line := 1
	for i, a := range attrs {
		if i > 0 {
			in.WriteString("// -----\n")
			sepLine[line] = i
			line++
		}
		fmt.Fprintf(&in, "\"t.op\"() {a = %s} : () -> ()\n", a)
		line += 1 + strings.Count(a, "\n")
	}
	if err := os.WriteFile(f, in.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(oracleBin, "--allow-unregistered-dialect", "--split-input-file", "--mlir-print-local-scope", f)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	_ = cmd.Run()
	res := make([]oracleResult, len(attrs))
	chunks := strings.Split(out.String(), "// -----\n")
	if len(chunks) != len(attrs) {
		return nil, false
	}
	for i, c := range chunks {
		for _, line := range strings.Split(c, "\n") {
			const pre, suf = `  "t.op"() {a = `, `} : () -> ()`
			if strings.HasPrefix(line, pre) && strings.HasSuffix(line, suf) {
				res[i].text = line[len(pre) : len(line)-len(suf)]
			}
		}
	}
	seen := map[int]bool{}
	for _, line := range strings.Split(errb.String(), "\n") {
		var idx, ln, col int
		var msg string
		if m := splitRe.FindStringSubmatch(line); m != nil {
			l, _ := strconv.Atoi(m[1])
			var ok bool
			if idx, ok = sepLine[l]; !ok {
				continue
			}
			ln, _ = strconv.Atoi(m[2])
			if idx > 0 {
				ln--
			}
			col, _ = strconv.Atoi(m[3])
			msg = m[4]
		} else if m := firstRe.FindStringSubmatch(line); m != nil && len(attrs) == 1 {
			ln, _ = strconv.Atoi(m[1])
			col, _ = strconv.Atoi(m[2])
			msg = m[3]
		} else {
			continue
		}
		if idx >= len(attrs) || seen[idx] {
			continue
		}
		seen[idx] = true
		res[idx].line, res[idx].col, res[idx].msg = ln, col, msg
	}
	return res, true
}

// ours parses the op line the way the oracle sees it and returns the
// printed attribute or the first error's column and message.
func ours(attr string) oracleResult {
	line := "\"t.op\"() {a = " + attr + "} : () -> ()\n"
	src := []byte(line)
	off := len("\"t.op\"() {a = affine_map<")
	var err *Error
	var text string
	var end int
	if strings.HasPrefix(attr, "affine_set<") {
		var s Set
		s, end, err = ParseSet(src, off)
		text = s.String()
	} else {
		var m Map
		m, end, err = ParseMap(src, off)
		text = m.String()
	}
	if err == nil && string(src[end:]) != "} : () -> ()\n" {
		return oracleResult{text: "skip"}
	}
	if err != nil {
		lineStart := bytes.LastIndexByte(src[:err.Off], '\n') + 1
		ln := 1 + bytes.Count(src[:err.Off], []byte("\n"))
		return oracleResult{line: ln, col: err.Off - lineStart + 1, msg: err.Msg}
	}
	return oracleResult{text: text}
}

func TestOracleRandom(t *testing.T) {
	if os.Getenv("GPUC_ORACLE") == "" {
		t.Skip("set GPUC_ORACLE=1 to compare against mlir-opt-19")
	}
	if _, err := exec.LookPath(oracleBin); err != nil {
		t.Skip("mlir-opt-19 not installed")
	}
	n := 3000
	if v, err := strconv.Atoi(os.Getenv("GPUC_ORACLE_N")); err == nil {
		n = v
	}
	seed := int64(1)
	if v, err := strconv.ParseInt(os.Getenv("GPUC_ORACLE_SEED"), 10, 64); err == nil {
		seed = v
	}
	r := rand.New(rand.NewSource(seed))
	g := &gen{r: r}
	var attrs []string
	for i := 0; i < n; i++ {
		a := g.attr()
		if r.Intn(4) == 0 {
			a = mutate(r, a)
		}
		if r.Intn(6) == 0 {
			a = spread(r, a)
		}
		attrs = append(attrs, a)
	}
	want := runOracle(t, attrs)
	fails, okN, errN := 0, 0, 0
	for i, a := range attrs {
		got := ours(a)
		w := want[i]
		if got.text == "skip" || (w.text == "" && w.msg == "") {
			// Lexer-level trouble after the attribute; ignore.
			continue
		}
		if w.text != "" {
			okN++
		} else {
			errN++
		}
		if got != w {
			fails++
			if fails <= 30 {
				t.Errorf("input %s\n got %+v\nwant %+v", a, got, w)
			}
		}
	}
	t.Logf("compared %d printed and %d rejected inputs", okN, errN)
	if fails > 0 {
		t.Errorf("%d of %d mismatches", fails, len(attrs))
	}
}

func TestOracleDump(t *testing.T) {
	if os.Getenv("GPUC_ORACLE_DUMP") == "" {
		t.Skip()
	}
	r := rand.New(rand.NewSource(7))
	g := &gen{r: r}
	var attrs []string
	for i := 0; i < 40; i++ {
		a := g.attr()
		if r.Intn(4) == 0 {
			a = strings.ReplaceAll(mutate(r, a), "\n", " ")
		}
		attrs = append(attrs, a)
	}
	want := runOracle(t, attrs)
	for i, a := range attrs {
		t.Logf("%s\n   => %+v\n   ours %+v", a, want[i], ours(a))
	}
}
