package diag

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The testdata/*.mlir inputs run the transform interpreter, which emits a
// remark at every "x.a*" op matched by a transform.structured.match followed
// by transform.debug.emit_remark_at. replay reproduces those remarks, so that
// this package's output can be compared with mlir-opt-19's, captured in
// testdata/*.err by testdata/regen.sh.

var (
	opLineRe = regexp.MustCompile(`^\s*"(x\.a\d*)"\(\) : \(\) -> \(\) loc\((.*)\)$`)
	matchRe  = regexp.MustCompile(`transform\.structured\.match ops\{\["(x\.a\d*)"\]\}`)
	emitRe   = regexp.MustCompile(`transform\.debug\.emit_remark_at %\w+, "(.*)" : `)
)

// tloc is a parsed MLIR location.
type tloc struct {
	kind      string // unknown, file, name, callsite, fused
	file      string
	line, col int
	subs      []*tloc // name: child; callsite: callee, caller; fused: locations
	text      string  // source text, as MLIR prints it for these inputs
}

type locParser struct {
	s string
	i int
	t *testing.T
}

func (p *locParser) skipSpace() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *locParser) eat(tok string) bool {
	p.skipSpace()
	if strings.HasPrefix(p.s[p.i:], tok) {
		p.i += len(tok)
		return true
	}
	return false
}

func (p *locParser) must(tok string) {
	if !p.eat(tok) {
		p.t.Fatalf("loc %q: expected %q at %d", p.s, tok, p.i)
	}
}

func (p *locParser) str() string {
	p.must(`"`)
	j := strings.IndexByte(p.s[p.i:], '"')
	s := p.s[p.i : p.i+j]
	p.i += j + 1
	return s
}

func (p *locParser) num() int {
	j := p.i
	for j < len(p.s) && '0' <= p.s[j] && p.s[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(p.s[p.i:j])
	if err != nil {
		p.t.Fatalf("loc %q: bad number at %d", p.s, p.i)
	}
	p.i = j
	return n
}

func (p *locParser) loc() *tloc {
	p.skipSpace()
	start := p.i
	var l *tloc
	switch {
	case p.eat("unknown"):
		l = &tloc{kind: "unknown"}
	case p.eat("callsite("):
		callee := p.loc()
		p.must("at")
		caller := p.loc()
		p.must(")")
		l = &tloc{kind: "callsite", subs: []*tloc{callee, caller}}
	case p.eat("fused"):
		if p.eat("<") {
			p.str()
			p.must(">")
		}
		p.must("[")
		l = &tloc{kind: "fused"}
		for {
			l.subs = append(l.subs, p.loc())
			if !p.eat(",") {
				break
			}
		}
		p.must("]")
	default:
		s := p.str()
		switch {
		case p.eat(":"):
			l = &tloc{kind: "file", file: s, line: p.num()}
			p.must(":")
			l.col = p.num()
		case p.eat("("):
			l = &tloc{kind: "name", subs: []*tloc{p.loc()}}
			p.must(")")
		default:
			l = &tloc{kind: "name", subs: []*tloc{{kind: "unknown"}}}
		}
	}
	l.text = p.s[start:p.i]
	return l
}

func parseLoc(t *testing.T, s string) *tloc {
	p := &locParser{s: s, t: t}
	l := p.loc()
	if p.i != len(s) {
		t.Fatalf("loc %q: trailing text", s)
	}
	return l
}

// firstFile is Location::findInstanceOf<FileLineColLoc>.
func (l *tloc) firstFile() *tloc {
	if l.kind == "file" {
		return l
	}
	for _, s := range l.subs {
		if f := s.firstFile(); f != nil {
			return f
		}
	}
	return nil
}

// resolve maps l to a Loc as the package documentation prescribes.
func (l *tloc) resolve() Loc {
	if f := l.firstFile(); f != nil {
		return Loc{File: f.file, Line: f.line, Col: f.col}
	}
	if l.kind == "unknown" {
		return Loc{}
	}
	return Loc{Desc: "loc(" + l.text + ")"}
}

// callSite is getCallSiteLoc.
func (l *tloc) callSite() *tloc {
	switch l.kind {
	case "callsite":
		return l
	case "name":
		return l.subs[0].callSite()
	case "fused":
		for _, s := range l.subs {
			if c := s.callSite(); c != nil {
				return c
			}
		}
	}
	return nil
}

func (l *tloc) calledFrom() []Loc {
	var out []Loc
	for c := l.callSite(); c != nil && len(out) <= CallStackLimit; c = c.subs[1].callSite() {
		out = append(out, c.subs[1].resolve())
	}
	return out
}

// unescape decodes an MLIR string literal body.
func unescape(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			sb.WriteByte(s[i])
			continue
		}
		i++
		if v, err := strconv.ParseUint(s[i:i+2], 16, 8); err == nil {
			sb.WriteByte(byte(v))
			i++
			continue
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// replay returns the remarks that running the transform script in data
// emits.
func replay(t *testing.T, data string) []Diagnostic {
	type op struct {
		name string
		loc  *tloc
	}
	var ops []op
	var out []Diagnostic
	matched := ""
	for _, line := range strings.Split(data, "\n") {
		if m := opLineRe.FindStringSubmatch(line); m != nil {
			ops = append(ops, op{m[1], parseLoc(t, m[2])})
		}
		if m := matchRe.FindStringSubmatch(line); m != nil {
			matched = m[1]
		}
		if m := emitRe.FindStringSubmatch(line); m != nil {
			for _, o := range ops {
				if o.name == matched {
					out = append(out, Diagnostic{Sev: Remark, Loc: o.loc.resolve(), Msg: unescape(m[1]), CalledFrom: o.loc.calledFrom()})
				}
			}
		}
	}
	return out
}

// testSourceMgr returns a SourceMgr holding b that loads files from
// testdata, as mlir-opt run in testdata would.
func testSourceMgr(bufs ...*Buffer) *SourceMgr {
	sm := NewSourceMgr(bufs...)
	sm.ReadFile = func(name string) ([]byte, error) { return os.ReadFile(filepath.Join("testdata", name)) }
	return sm
}

func readTestdata(t *testing.T, name string) string {
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// runVerify runs the diagnostics through a Verifier the way mlir-opt
// --verify-diagnostics does and returns what it prints and whether the
// verification succeeded.
func runVerify(sm *SourceMgr, diags []Diagnostic) (string, bool) {
	var sb strings.Builder
	v, errs := NewVerifier(sm)
	for _, e := range errs {
		sm.Print(&sb, e)
	}
	for _, d := range diags {
		for _, e := range v.Handle(d) {
			sm.Print(&sb, e)
		}
	}
	errs, ok := v.Finish()
	for _, e := range errs {
		sm.Print(&sb, e)
	}
	return sb.String(), ok
}

// Expected outputs: testdata/regen.sh, i.e.
//
//	mlir-opt-19 --allow-unregistered-dialect --transform-interpreter --verify-diagnostics X.mlir
func TestReplayVerify(t *testing.T) {
	for _, name := range []string{"basic", "re1", "m1", "m3", "m4", "d1g", "d2g"} {
		t.Run(name, func(t *testing.T) {
			data := readTestdata(t, name+".mlir")
			want := readTestdata(t, name+".err")
			sm := testSourceMgr(NewBuffer(name+".mlir", []byte(data)))
			got, ok := runVerify(sm, replay(t, data))
			if got != want {
				t.Errorf("output mismatch\n--- got\n%s\n--- want\n%s", got, want)
			}
			if ok != (want == "") {
				t.Errorf("ok = %v, want %v", ok, want == "")
			}
		})
	}
}

// Expected outputs: testdata/regen.sh, i.e.
//
//	mlir-opt-19 --allow-unregistered-dialect --transform-interpreter --mlir-print-op-on-diagnostic=false X.mlir
func TestReplayPrint(t *testing.T) {
	for _, name := range []string{"locs", "m5", "lim2"} {
		t.Run(name, func(t *testing.T) {
			data := readTestdata(t, name+".mlir")
			want := readTestdata(t, name+".err")
			sm := testSourceMgr(NewBuffer(name+".mlir", []byte(data)))
			var sb strings.Builder
			for _, d := range replay(t, data) {
				sm.Print(&sb, d)
			}
			if got := sb.String(); got != want {
				t.Errorf("output mismatch\n--- got\n%s\n--- want\n%s", got, want)
			}
		})
	}
}
