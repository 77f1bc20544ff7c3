package diag

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// expectedRe is the pattern MLIR 19 uses to find expectations. It is matched
// against each line with trailing whitespace removed and need not start the
// line; (.*) is greedy, so `{{a}} {{b}}` expects "a}} {{b".
var expectedRe = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}$`)

type expectation struct {
	sev     Severity
	line    int // line the diagnostic is expected on
	buf     *Buffer
	off     int // offset of "expected-" in buf
	substr  string
	isRe    bool
	re      *matcher // nil for an -re whose combined regex is invalid
	matched bool
}

func (e *expectation) match(msg string) bool {
	if !e.isRe {
		return strings.Contains(msg, e.substr)
	}
	return e.re != nil && e.re.match(msg)
}

// errorAt returns an error anchored at e's "expected-", underlining as many
// bytes as the expected text has.
func (e *expectation) errorAt(msg string, underline bool) Diagnostic {
	d := Diagnostic{Sev: Error, Loc: posAt(e.buf, e.off), Msg: msg, buf: e.buf, off: e.off}
	if underline {
		d.span = len(e.substr)
	}
	return d
}

type expFile struct {
	name string
	exps []*expectation
}

// Verifier checks diagnostics against the expected-* comments of the
// buffers of a SourceMgr, as mlir-opt-19 --verify-diagnostics does with
// MLIR's SourceMgrDiagnosticVerifierHandler.
//
// An expectation is a line containing (anywhere, up to the end of the line
// once trailing whitespace is trimmed)
//
//	expected-(error|note|remark|warning)[-re] *[@(+N|-N|above|below)] *{{TEXT}}
//
// and expects a diagnostic of that severity on a line: its own, or N lines
// after or before it (N is read as by getAsInteger with radix 0, so "@+010"
// means 8; a number that does not parse reuses the previous successfully
// parsed offset of the buffer, as the uninitialised variable in MLIR does;
// initially 0), or for @above the nearest preceding line that holds no
// expectation (line 1 if none), or for @below the next line that holds no
// expectation (one past the last line if none; a file ending in "\n" has an
// empty last line). TEXT runs to the last "}}" of the line. A diagnostic
// matches if it is on that line (of the same file; the column is ignored)
// and TEXT is a substring of its message, or for -re if the regex made of
// TEXT matches part of it: the text outside {{ }} blocks is literal, each
// {{block}} is a POSIX extended regex (llvm::Regex). Expectations can match
// any number of diagnostics. Expectations are also read, on first use, from
// any other file a diagnostic points into, if the SourceMgr can find it.
type Verifier struct {
	sm     *SourceMgr
	files  []*expFile
	byName map[string]*expFile
	failed bool
}

// NewVerifier reads the expectations of every buffer of sm. It returns the
// errors for malformed -re expectations ("found start of regex with no end
// '}}'", "invalid regex: MESSAGE"), which mlir-opt prints before processing
// the input; such expectations are ignored and make the verification fail.
func NewVerifier(sm *SourceMgr) (*Verifier, []Diagnostic) {
	v := &Verifier{sm: sm, byName: map[string]*expFile{}}
	var errs []Diagnostic
	for _, b := range sm.Buffers() {
		errs = append(errs, v.compute(b)...)
	}
	return v, errs
}

// compute mirrors SourceMgrDiagnosticVerifierHandlerImpl::computeExpectedDiags.
func (v *Verifier) compute(b *Buffer) []Diagnostic {
	f := v.byName[b.Name]
	if f == nil {
		f = &expFile{name: b.Name}
		v.byName[b.Name] = f
		v.files = append(v.files, f)
	}
	var errs []Diagnostic
	lastNonDesignator := 0 // 0-based
	var forNext []*expectation
	offset := 0
	n := b.NumLines()
	data := b.Data
	start := 0
	for lineNo := 0; lineNo < n; lineNo++ {
		end := len(data)
		if i := bytes.IndexByte(data[start:], '\n'); i >= 0 {
			end = start + i
		}
		text := bytes.TrimRight(data[start:end], " \t\n\v\f\r")
		m := expectedRe.FindSubmatchIndex(text)
		if m == nil {
			for _, e := range forNext {
				e.line = lineNo + 1
			}
			forNext = nil
			lastNonDesignator = lineNo
			start = end + 1
			continue
		}
		e := &expectation{
			line:   lineNo + 1,
			buf:    b,
			off:    start + m[0],
			substr: string(text[m[10]:m[11]]),
			isRe:   m[4] >= 0,
		}
		switch string(text[m[2]:m[3]]) {
		case "error":
			e.sev = Error
		case "warning":
			e.sev = Warning
		case "remark":
			e.sev = Remark
		default:
			e.sev = Note
		}
		start = end + 1
		if e.isRe {
			combined, err := buildRegex(e.substr)
			if err != "" {
				v.failed = true
				errs = append(errs, e.errorAt(err, true))
				continue
			}
			e.re, _ = compileERE(combined)
		}
		if m[6] >= 0 {
			switch d := string(text[m[6]+1 : m[7]]); d {
			case "above":
				e.line = lastNonDesignator + 1
			case "below":
				forNext = append(forNext, e)
				e.line = n
			default:
				if x, err := strconv.ParseInt(d[1:], 0, 32); err == nil {
					offset = int(x)
				}
				if d[0] == '+' {
					e.line += offset
				} else {
					e.line -= offset
				}
			}
		}
		f.exps = append(f.exps, e)
	}
	return errs
}

// buildRegex mirrors ExpectedDiag::computeRegex, returning the combined
// regex or an error message.
func buildRegex(s string) (string, string) {
	var sb strings.Builder
	for s != "" {
		i := strings.Index(s, "{{")
		if i < 0 {
			sb.WriteString(ereEscape(s))
			break
		}
		sb.WriteString(ereEscape(s[:i]))
		s = s[i+2:]
		j := strings.Index(s, "}}")
		if j < 0 {
			return "", "found start of regex with no end '}}'"
		}
		block := s[:j]
		if _, _, err := parseERE(block); err != "" {
			return "", "invalid regex: " + err
		}
		sb.WriteString("(" + block + ")")
		s = s[j+2:]
	}
	return sb.String(), ""
}

// Handle checks d and then each of its notes (CalledFrom is ignored) against
// the expectations, marking those matched, and returns the errors mlir-opt
// prints at this point, in order (none if everything was expected):
//
//   - for a location without a file: "unexpected SEV: MSG" at that location
//     (so "<unknown>:0: error: unexpected note: MSG", or with "DESC: ");
//   - if an expectation on the line matches the text but not the severity
//     (the last such one): "'SEV' diagnostic emitted when expecting a
//     'EXPECTEDSEV'" at the expectation's "expected-";
//   - otherwise "unexpected SEV: MSG" at the diagnostic's file:line:col;
//   - before these, errors for malformed expectations of a file read for the
//     first time.
//
// Print the results with the SourceMgr given to NewVerifier.
func (v *Verifier) Handle(d Diagnostic) []Diagnostic {
	out := v.process(d.Sev, d.Loc, d.Msg, nil)
	for _, n := range d.Notes {
		out = v.process(n.Sev, n.Loc, n.Msg, out)
	}
	return out
}

func (v *Verifier) process(sev Severity, l Loc, msg string, out []Diagnostic) []Diagnostic {
	unexpected := fmt.Sprintf("unexpected %s: %s", sev, msg)
	if !l.Known() {
		v.failed = true
		return append(out, Diagnostic{Sev: Error, Loc: Loc{Desc: l.Desc}, Msg: unexpected})
	}
	f := v.byName[l.File]
	if f == nil {
		if b := v.sm.Find(l.File); b != nil {
			out = append(out, v.compute(b)...)
			f = v.byName[l.File]
		}
	}
	var near *expectation
	if f != nil {
		for _, e := range f.exps {
			if e.line == l.Line && e.match(msg) {
				if e.sev == sev {
					e.matched = true
					return out
				}
				near = e
			}
		}
	}
	v.failed = true
	if near != nil {
		return append(out, near.errorAt(fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", sev, near.sev), false))
	}
	return append(out, Diagnostic{Sev: Error, Loc: Loc{File: l.File, Line: l.Line, Col: l.Col}, Msg: unexpected})
}

// Finish returns an error `expected SEV "TEXT" was not produced` for each
// expectation that matched nothing, at its "expected-" with TEXT's length
// underlined, file by file in the order the files were read and in source
// order within a file (MLIR iterates a hash map over files; with one file
// the order is the same). ok reports whether verification succeeded: no
// malformed expectation, no unexpected diagnostic, nothing missing. Finish
// forgets the expectations; a second call returns no errors.
func (v *Verifier) Finish() (errs []Diagnostic, ok bool) {
	for _, f := range v.files {
		for _, e := range f.exps {
			if !e.matched {
				v.failed = true
				errs = append(errs, e.errorAt(fmt.Sprintf("expected %s \"%s\" was not produced", e.sev, e.substr), true))
			}
		}
	}
	v.files = nil
	v.byName = map[string]*expFile{}
	return errs, !v.failed
}
