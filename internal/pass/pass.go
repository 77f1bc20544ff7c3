// Package pass is gpuc's pass manager: a registry of passes with options,
// MLIR's textual pipeline syntax (`builtin.module(pass{opt=val}, func.func(pass))`),
// MLIR's pass-option syntax (`opt=val opt2="quoted value" opt3={braced}`),
// nested pass managers anchored on op names, and per-pass wall times.
package pass

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"gpuc/internal/ir"
)

// Pass transforms the op it is scheduled on.
type Pass interface {
	Run(op *ir.Operation) error
}

// OptionKind is the type of a pass option's value.
type OptionKind uint8

const (
	String OptionKind = iota
	Bool
	// Int, Uint and Long are llvm::cl's int, unsigned and int64_t (long)
	// options; each names its type in MLIR's error for a bad value.
	Int
	Uint
	Long
	// Enum takes one of Enum's names.
	Enum
	// List is a ListOption: comma-separated values (quoted or braced
	// elements keep their commas).
	List
)

// Option declares one pass option.
type Option struct {
	Name    string
	Kind    OptionKind
	Default string
	Desc    string
	// Enum lists the names an Enum option takes.
	Enum []string
}

// Info describes a registered pass.
type Info struct {
	Name    string // the flag and pipeline name, "gpu-to-llvm"
	Title   string // the name timing reports use, "GpuToLLVMConversionPass"
	Summary string
	// OpName is the op the pass runs on ("builtin.module", "gpu.module",
	// "func.func"); empty for passes that run on any op. A pass given as a
	// flag nests implicitly under its op, as mlir-opt nests it; in a
	// textual pipeline it must be nested explicitly.
	OpName  string
	Options []Option
	// New builds the pass from its option values (every declared option is
	// present, defaults filled in).
	New func(opts Values) (Pass, error)
}

// ErrFailure is what a pass returns when it fails without a diagnostic to
// report, as an MLIR pass that signals failure having said nothing (or
// having emitted its diagnostics to the context already): drivers report
// nothing more for it.
var ErrFailure = errors.New("pass failed")

// Values are a pass's option values by name.
type Values map[string]string

// Bool returns option name as a boolean.
func (v Values) Bool(name string) bool {
	b, _ := strconv.ParseBool(v[name])
	return b
}

// Int returns an Int, Uint or Long option's value.
func (v Values) Int(name string) int64 {
	n, _ := strconv.ParseInt(v[name], 0, 64)
	return n
}

// List returns a List option's elements (none for an empty value).
func (v Values) List(name string) []string { return SplitList(v[name]) }

// SplitList splits a list option's value at the commas outside quotes and
// braces, dropping one pair of outer quotes or braces from each element,
// as llvm::cl's list parsing of MLIR pass options does.
func SplitList(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			switch c := s[i]; c {
			case '"', '\'':
				if j := strings.IndexByte(s[i+1:], c); j >= 0 {
					i += j + 1
				}
				continue
			case '{':
				if j := matchingBrace(s, i); j >= 0 {
					i = j
				}
				continue
			case ',':
			default:
				continue
			}
		}
		e := strings.TrimSpace(s[start:i])
		if len(e) >= 2 && (e[0] == '"' && e[len(e)-1] == '"' || e[0] == '\'' && e[len(e)-1] == '\'' || e[0] == '{' && e[len(e)-1] == '}') {
			e = e[1 : len(e)-1]
		}
		out = append(out, e)
		start = i + 1
	}
	return out
}

var registry = struct {
	sync.Mutex
	passes map[string]*Info
}{passes: map[string]*Info{}}

// Register makes a pass available to pipelines and as `--name` flags.
func Register(info *Info) {
	registry.Lock()
	defer registry.Unlock()
	registry.passes[info.Name] = info
}

// Lookup returns the registered pass named name, or nil.
func Lookup(name string) *Info {
	registry.Lock()
	defer registry.Unlock()
	return registry.passes[name]
}

// Registered returns the registered passes by name.
func Registered() []*Info {
	registry.Lock()
	defer registry.Unlock()
	var out []*Info
	for _, p := range registry.passes {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Element is one entry of a pipeline: a pass with its options, or a nested
// pipeline anchored on an op name ("any" for every op).
type Element struct {
	Pass    *Info
	Options string // as written
	pass    Pass
	Anchor  string
	Nested  []*Element
}

// NewElement returns a pipeline element running p (built from info with
// options).
func NewElement(info *Info, options string, p Pass) *Element {
	return &Element{Pass: info, Options: options, pass: p}
}

// Pipeline is a parsed pass pipeline anchored on an op name.
type Pipeline struct {
	Anchor   string
	Elements []*Element
}

// Error is a pipeline or option error; mlir-opt prints it as
// "<unknown>:0: error: " + Msg + "\n", after Pre, what llvm::cl printed
// directly to stderr for a bad option value (PreProgram stands for the
// program's name there).
type Error struct{ Msg, Pre string }

// PreProgram is the placeholder for the program name in Error.Pre.
const PreProgram = "\x00prog"

func (e *Error) Error() string { return strings.ReplaceAll(e.Pre, PreProgram, "gpuc") + e.Msg }

// ParsePipeline parses MLIR's textual pipeline, `anchor(elements)`.
func ParsePipeline(text string) (*Pipeline, error) {
	text = strings.TrimSpace(text)
	open := strings.IndexByte(text, '(')
	if open <= 0 || !strings.HasSuffix(text, ")") {
		return nil, &Error{Msg: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"}
	}
	anchor := strings.TrimSpace(text[:open])
	inner := text[open+1 : len(text)-1]
	p := &pipelineParser{src: inner}
	els, err := p.elements(anchor)
	if err != nil {
		return nil, err
	}
	if p.pos != len(p.src) {
		return nil, p.errorf(p.pos, "expected ',' after parsing pipeline")
	}
	return &Pipeline{Anchor: anchor, Elements: els}, nil
}

type pipelineParser struct {
	src string
	pos int
}

func (p *pipelineParser) errorf(at int, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	return &Error{Msg: fmt.Sprintf("MLIR Textual PassPipeline Parser:1:%d: error: %s\n%s\n%s^\n", at+1, msg, p.src, strings.Repeat(" ", at))}
}

func (p *pipelineParser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n') {
		p.pos++
	}
}

func isNameByte(c byte) bool {
	return c == '-' || c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// elements parses a comma-separated list up to the closing paren of the
// pipeline anchored on anchor.
func (p *pipelineParser) elements(anchor string) ([]*Element, error) {
	var out []*Element
	for {
		p.skipSpace()
		if p.pos >= len(p.src) || p.src[p.pos] == ')' {
			return out, nil
		}
		start := p.pos
		for p.pos < len(p.src) && isNameByte(p.src[p.pos]) {
			p.pos++
		}
		name := p.src[start:p.pos]
		if name == "" {
			return nil, p.errorf(p.pos, "expected pass name")
		}
		p.skipSpace()
		el := &Element{}
		switch {
		case p.pos < len(p.src) && p.src[p.pos] == '(':
			p.pos++
			nested, err := p.elements(name)
			if err != nil {
				if pe, ok := err.(*Error); ok && pe.Msg != "" && !strings.HasPrefix(pe.Msg, "MLIR Textual PassPipeline Parser") {
					return nil, &Error{Pre: pe.Pre, Msg: pe.Msg + "failed to add `" + name + "` with options `` to inner pipeline\n"}
				}
				return nil, err
			}
			if p.pos >= len(p.src) || p.src[p.pos] != ')' {
				return nil, p.errorf(p.pos, "expected ')' to close the nested pipeline")
			}
			p.pos++
			el.Anchor, el.Nested = name, nested
		default:
			info := Lookup(name)
			if info == nil {
				return nil, p.errorf(start, "'%s' does not refer to a registered pass or pass pipeline", name)
			}
			el.Pass = info
			if p.pos < len(p.src) && p.src[p.pos] == '{' {
				end := matchingBrace(p.src, p.pos)
				if end < 0 {
					return nil, p.errorf(p.pos, "missing closing '}' while processing pass options")
				}
				el.Options = p.src[p.pos+1 : end]
				p.pos = end + 1
			}
			// As MLIR's pass registry builds a pipeline element: the
			// options' error and the nesting error are each reported
			// through the error handler (each message and a newline), then
			// that the pass was not added.
			pass, err := Build(info, el.Options)
			var msgs strings.Builder
			pre := ""
			if err != nil {
				pe := asError(err)
				pre = pe.Pre
				msgs.WriteString(pe.Msg + "\n")
			}
			if info.OpName != "" && anchor != "any" && info.OpName != anchor {
				fmt.Fprintf(&msgs, "Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?\n", title(info), info.OpName, anchor)
			}
			if msgs.Len() > 0 {
				return nil, &Error{Pre: pre, Msg: msgs.String() + "failed to add `" + name + "` with options `" + el.Options + "`\n"}
			}
			el.pass = pass
		}
		out = append(out, el)
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		return out, nil
	}
}

func asError(err error) *Error {
	if pe, ok := err.(*Error); ok {
		return pe
	}
	return &Error{Msg: err.Error()}
}

// NewFlagPipeline builds the pipeline of passes given as flags, on
// builtin.module: a pass that runs on another op is nested under it, and
// consecutive passes on the same op share one nested pipeline (mlir-opt's
// implicit nesting, its adaptors coalesced).
func NewFlagPipeline(els []*Element) *Pipeline {
	pl := &Pipeline{Anchor: "builtin.module"}
	for _, el := range els {
		op := ""
		if el.Pass != nil {
			op = el.Pass.OpName
		}
		if op == "" || op == pl.Anchor {
			pl.Elements = append(pl.Elements, el)
			continue
		}
		if n := len(pl.Elements); n > 0 && pl.Elements[n-1].Pass == nil && pl.Elements[n-1].Anchor == op {
			last := pl.Elements[n-1]
			last.Nested = append(last.Nested, el)
			continue
		}
		pl.Elements = append(pl.Elements, &Element{Anchor: op, Nested: []*Element{el}})
	}
	return pl
}

// matchingBrace returns the index of the '}' closing the '{' at i, skipping
// quoted strings and nested braces.
func matchingBrace(s string, i int) int {
	depth := 0
	for ; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		case '"', '\'':
			q := s[i]
			j := strings.IndexByte(s[i+1:], q)
			if j < 0 {
				return -1
			}
			i += j + 1
		}
	}
	return -1
}

// Build makes a pass from options written in MLIR's pass-option syntax.
func Build(info *Info, options string) (Pass, error) {
	vals, err := ParseOptions(info, options)
	if err != nil {
		return nil, err
	}
	return info.New(vals)
}

// ParseOptions reads `key=value key2=value2 ...` (values may be "quoted",
// 'quoted' or {braced}, and quotes may nest as in the seed's
// target="NVPTX: chip = "sm_70""), checks every key against the pass's
// options and fills in defaults.
func ParseOptions(info *Info, options string) (Values, error) {
	vals := Values{}
	for _, o := range info.Options {
		vals[o.Name] = o.Default
	}
	s := strings.TrimSpace(options)
	for s != "" {
		// The key runs to '=' or a space.
		i := 0
		for i < len(s) && s[i] != '=' && s[i] != ' ' {
			i++
		}
		key := s[:i]
		value, hasValue := "", false
		rest := s[i:]
		if strings.HasPrefix(rest, "=") {
			hasValue = true
			rest = rest[1:]
			end := valueEnd(rest)
			value, rest = rest[:end], rest[end:]
		}
		s = strings.TrimSpace(rest)
		opt := findOption(info, key)
		if opt == nil {
			return nil, &Error{Msg: "<Pass-Options-Parser>: no such option " + key + "\n"}
		}
		if !hasValue {
			if opt.Kind != Bool {
				// llvm::cl's error for a value-required option given none.
				return nil, &Error{Pre: fmt.Sprintf("%s: for the %s option: requires a value!\n", PreProgram, optionFlag(key))}
			}
			value = "true"
		}
		value = unquoteOption(value)
		bad := func(what string) error {
			return &Error{Pre: fmt.Sprintf("%s: for the %s option: %s\n", PreProgram, optionFlag(key), what)}
		}
		switch opt.Kind {
		case Bool:
			b, err := parseBool(value)
			if err != nil {
				return nil, bad(fmt.Sprintf("'%s' is invalid value for boolean argument! Try 0 or 1", value))
			}
			value = strconv.FormatBool(b)
		case Int, Long:
			n, err := parseCLInt(value)
			if err != nil || opt.Kind == Int && (n < -1<<31 || n >= 1<<31) {
				return nil, bad(fmt.Sprintf("'%s' value invalid for %s argument!", value, map[OptionKind]string{Int: "integer", Long: "long"}[opt.Kind]))
			}
			value = strconv.FormatInt(n, 10)
		case Uint:
			n, err := parseCLInt(value)
			if err != nil || n < 0 || n >= 1<<32 {
				return nil, bad(fmt.Sprintf("'%s' value invalid for uint argument!", value))
			}
			value = strconv.FormatInt(n, 10)
		case Enum:
			found := false
			for _, e := range opt.Enum {
				found = found || e == value
			}
			if !found {
				return nil, bad(fmt.Sprintf("Cannot find option named '%s'!", value))
			}
		}
		vals[key] = value
	}
	return vals, nil
}

// valueEnd finds where an option value ends: at a space outside quotes and
// braces (MLIR's parseNextArg skips over "...", '...' and {...} blocks).
func valueEnd(s string) int {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ':
			return i
		case '"', '\'':
			if j := strings.IndexByte(s[i+1:], c); j >= 0 {
				i += j + 1
			} else {
				return len(s)
			}
		case '{':
			if j := matchingBrace(s, i); j >= 0 {
				i = j
			} else {
				return len(s)
			}
		}
	}
	return len(s)
}

// unquoteOption drops one pair of outer braces from a value longer than
// two characters and trims what is left, as MLIR does for {...} values;
// quotes stay, for the pass to interpret (the seed's target
// option tells `"BODY"` from `KEY` by them).
func unquoteOption(v string) string {
	if len(v) > 2 && v[0] == '{' && v[len(v)-1] == '}' {
		return strings.TrimSpace(v[1 : len(v)-1])
	}
	return v
}

// optionFlag is how llvm::cl names an option in its errors: -O for a
// one-letter name, --name otherwise.
func optionFlag(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// parseCLInt reads an integer as llvm::cl does (StringRef::getAsInteger
// with radix 0: 0x.. hex, 0.. octal, 0b.. binary).
func parseCLInt(v string) (int64, error) {
	return strconv.ParseInt(v, 0, 64)
}

func parseBool(v string) (bool, error) {
	switch strings.Trim(v, `"'`) {
	case "1", "true", "TRUE", "True":
		return true, nil
	case "0", "false", "FALSE", "False":
		return false, nil
	}
	return false, fmt.Errorf("not a boolean")
}

func findOption(info *Info, key string) *Option {
	for i := range info.Options {
		if info.Options[i].Name == key {
			return &info.Options[i]
		}
	}
	return nil
}

// Timing collects per-pass wall times (--mlir-timing).
type Timing struct {
	Entries []TimingEntry
}

// TimingEntry is one timed step.
type TimingEntry struct {
	Name string
	Time time.Duration
}

// Add records a step.
func (t *Timing) Add(name string, d time.Duration) {
	if t != nil {
		t.Entries = append(t.Entries, TimingEntry{name, d})
	}
}

// Report writes MLIR's execution time report (wall time only).
func (t *Timing) Report(total time.Duration) string {
	var b strings.Builder
	line := "===" + strings.Repeat("-", 73) + "==="
	b.WriteString(line + "\n")
	b.WriteString("                         ... Execution time report ...\n")
	b.WriteString(line + "\n")
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	b.WriteString("  ----Wall Time----  ----Name----\n")
	var sum time.Duration
	pct := func(d time.Duration) float64 {
		if total <= 0 {
			return 0
		}
		return 100 * d.Seconds() / total.Seconds()
	}
	for _, e := range t.Entries {
		sum += e.Time
		fmt.Fprintf(&b, "    %.4f (%5.1f%%)  %s\n", e.Time.Seconds(), pct(e.Time), e.Name)
	}
	if rest := total - sum; rest > 0 {
		fmt.Fprintf(&b, "    %.4f (%5.1f%%)  Rest\n", rest.Seconds(), pct(rest))
	}
	fmt.Fprintf(&b, "    %.4f (%5.1f%%)  Total\n", total.Seconds(), pct(total))
	return b.String()
}

// Run runs the pipeline on op, whose name must be the pipeline's anchor.
// Errors are diagnostics located at the op the failing pass ran on.
func (pl *Pipeline) Run(op *ir.Operation, timing *Timing) error {
	if pl.Anchor != op.Name() && pl.Anchor != "any" {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", pl.Anchor, op.Name())
	}
	return runElements(pl.Elements, op, timing)
}

func runElements(els []*Element, op *ir.Operation, timing *Timing) error {
	for _, el := range els {
		if el.Pass != nil {
			start := time.Now()
			err := el.pass.Run(op)
			timing.Add(title(el.Pass), time.Since(start))
			if err != nil {
				return err
			}
			// The op a pass ran on is verified after it, as mlir-opt's
			// pass manager does (verify-each).
			if err := ir.Verify(op); err != nil {
				return err
			}
			continue
		}
		// A nested pipeline runs on the ops named el.Anchor directly
		// inside op's regions, as MLIR's OpToOpPassAdaptor.
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if o.Name() == el.Anchor || el.Anchor == "any" {
						if err := runElements(el.Nested, o, timing); err != nil {
							return err
						}
					}
				}
			}
		}
	}
	return nil
}

func title(info *Info) string {
	if info.Title != "" {
		return info.Title
	}
	return info.Name
}
