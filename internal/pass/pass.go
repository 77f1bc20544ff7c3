// Package pass is gpuc's pass manager: a registry of passes with options,
// MLIR's textual pipeline syntax (`builtin.module(pass{opt=val}, func.func(pass))`),
// MLIR's pass-option syntax (`opt=val opt2="quoted value" opt3={braced}`),
// nested pass managers anchored on op names, and per-pass wall times.
package pass

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gpuc/internal/ir"
)

// Pass transforms the op it is scheduled on.
type Pass interface {
	Run(op *ir.Operation) error
}

// Preserving is implemented by passes that can tell they left the IR as
// they found it (MLIR's markAllAnalysesPreserved): PreservedAll reports it
// for the last Run, and the pass manager then does not verify the op
// again, as MLIR's does not.
type Preserving interface {
	PreservedAll() bool
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
	// KeepQuotes passes a quoted value on with its quotes (and a braced
	// one without its braces, whatever its length), for the pass to tell
	// `"BODY"` from `KEY` (the seed's gpu-to-llvm target option); other
	// values lose one pair of outer quotes or braces, as MLIR's option
	// parser drops them.
	KeepQuotes bool
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
	// Expand, instead of New, makes the entry a pass pipeline (MLIR's
	// PassPipelineRegistration): it adds the pipeline's passes to b for
	// the option values. A pipeline runs on builtin.module.
	Expand func(opts Values, b *Builder)
}

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

// List returns a List option's elements: none when the option was not
// given, else those of every occurrence in order (`l=a l=b,c` is a, b, c;
// `l=` is one empty element), as MLIR's ListOption.
func (v Values) List(name string) []string {
	s := v[name]
	if s == "" {
		return nil
	}
	return strings.Split(s[1:], listSep)
}

// listSep separates the elements of a List option's value in Values, which
// starts with it when the option was given.
const listSep = "\x00"

// Text returns a String option's value as MLIR's std::string option holds
// it (one pair of outer quotes or braces was already dropped by the
// option parser unless the option keeps them).
func (v Values) Text(name string) string { return v[name] }

// SplitList splits a list option's value at the commas outside quotes,
// braces, brackets and parentheses, keeping each element as written
// (quotes included, spaces too), as MLIR 19's parseCommaSeparatedList: an
// empty value is one empty element.
func SplitList(s string) []string {
	var out []string
	for {
		i := findListChar(s, 0, ',')
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s = s[i+1:]
	}
}

// findListChar is parseCommaSeparatedList's findChar: the index of c in s
// from i on, skipping {...}, (...), [...] (nested) and quoted ranges; -1
// when absent. An unclosed range runs to the end (where MLIR 19 loops
// forever).
func findListChar(s string, i int, c byte) int {
	for ; i < len(s); i++ {
		if s[i] == c {
			return i
		}
		var j int
		switch s[i] {
		case '{':
			j = findListChar(s, i+1, '}')
		case '(':
			j = findListChar(s, i+1, ')')
		case '[':
			j = findListChar(s, i+1, ']')
		case '"', '\'':
			j = strings.IndexByte(s[i+1:], s[i])
			if j >= 0 {
				j += i + 1
			}
		default:
			continue
		}
		if j < 0 {
			return -1
		}
		i = j
	}
	return -1
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

// ErrFailed is what a pass returns when it fails having reported why
// through the context's diagnostics, or, as MLIR's signalPassFailure
// without a diagnostic, silently.
var ErrFailed = errors.New("pass failed")

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
			if info.Expand != nil {
				els, err := Expand(info, el.Options)
				if err == nil && anchor != "builtin.module" && anchor != "any" {
					err = &Error{Msg: fmt.Sprintf("pipeline '%s' runs on 'builtin.module', not on '%s'", name, anchor)}
				}
				if err != nil {
					pe := asError(err)
					msg := pe.Msg
					if msg != "" {
						msg += "\n"
					}
					return nil, &Error{Pre: pe.Pre, Msg: msg + "failed to add `" + name + "` with options `" + el.Options + "`\n"}
				}
				out = append(out, els...)
				p.skipSpace()
				if p.pos < len(p.src) && p.src[p.pos] == ',' {
					p.pos++
					continue
				}
				return out, nil
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
		if o.Kind == List && o.Default != "" {
			vals[o.Name] = listSep + strings.Join(SplitList(o.Default), listSep)
		}
	}
	given := map[string]bool{}
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
		if key == "" {
			continue // `=value` with no name: MLIR's parser skips it
		}
		opt := findOption(info, key)
		if opt == nil {
			return nil, &Error{Msg: "<Pass-Options-Parser>: no such option " + key + "\n"}
		}
		bad := func(what string) error {
			return &Error{Pre: fmt.Sprintf("%s: for the %s option: %s\n", PreProgram, optionFlag(key), what)}
		}
		if !hasValue {
			if opt.Kind != Bool {
				return nil, bad("requires a value!")
			}
			value = "true"
		}
		if opt.KeepQuotes {
			value = unquoteOption(value)
		} else {
			value = stripOptionValue(value)
		}
		switch opt.Kind {
		case Bool:
			b, err := ParseBool(value)
			if err != nil {
				return nil, bad(fmt.Sprintf("'%s' is invalid value for boolean argument! Try 0 or 1", value))
			}
			value = strconv.FormatBool(b)
		case Int, Long:
			n, err := parseCLInt(value, false)
			if err != nil || opt.Kind == Int && (n < -1<<31 || n >= 1<<31) {
				return nil, bad(fmt.Sprintf("'%s' value invalid for %s argument!", value, map[OptionKind]string{Int: "integer", Long: "long"}[opt.Kind]))
			}
			value = strconv.FormatInt(n, 10)
		case Uint:
			n, err := parseCLInt(value, true)
			if err != nil || n < 0 || n >= 1<<32 {
				return nil, bad(fmt.Sprintf("'%s' value invalid for uint argument!", value))
			}
			value = strconv.FormatInt(n, 10)
		case List:
			// Each occurrence adds its elements.
			prev := vals[key]
			if !given[key] {
				prev = "" // the first occurrence replaces the default
			}
			given[key] = true
			value = prev + listSep + strings.Join(SplitList(value), listSep)
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

// stripOptionValue is what MLIR's parseNextArg does to a value: a value
// longer than two characters that is wrapped in '...', "..." or {...}
// loses the pair, and the spaces inside it.
func stripOptionValue(v string) string {
	v = strings.TrimSpace(v)
	if len(v) > 2 {
		for _, q := range []string{"''", `""`, "{}"} {
			if v[0] == q[0] && v[len(v)-1] == q[1] {
				return strings.TrimSpace(v[1 : len(v)-1])
			}
		}
	}
	return v
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
// with radix 0): an optional '-' (not for unsigned), then 0x/0X hex, 0b/0B
// binary, 0o or a leading 0 octal, else decimal; no '+', no '_'.
func parseCLInt(v string, unsigned bool) (int64, error) {
	s, neg := v, false
	if !unsigned && strings.HasPrefix(s, "-") {
		s, neg = s[1:], true
	}
	radix := 10
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		radix, s = 16, s[2:]
	case len(s) >= 2 && (s[:2] == "0b" || s[:2] == "0B"):
		radix, s = 2, s[2:]
	case strings.HasPrefix(s, "0o"):
		radix, s = 8, s[2:]
	case len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9':
		radix, s = 8, s[1:]
	}
	if s == "" || s[0] == '+' || s[0] == '-' {
		return 0, fmt.Errorf("not an integer")
	}
	u, err := strconv.ParseUint(s, radix, 64)
	if err != nil {
		return 0, err
	}
	if neg {
		if u > 1<<63 {
			return 0, fmt.Errorf("out of range")
		}
		return -int64(u), nil
	}
	if u > 1<<63-1 {
		return 0, fmt.Errorf("out of range")
	}
	return int64(u), nil
}

// ParseBool is llvm::cl's parser<bool>: an empty value (the flag alone),
// 1, true, TRUE, True are true; 0, false, FALSE, False are false.
func ParseBool(v string) (bool, error) {
	switch v {
	case "", "1", "true", "TRUE", "True":
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

// Timing collects per-pass times (--mlir-timing) as MLIR's default timing
// manager: a tree of named timers, repeated names under one parent merged,
// nested pipelines under their "'op' Pipeline" timer. Passes that ran on
// several ops at once add their time on each to the user time, so that
// user time then exceeds wall time.
type Timing struct {
	mu   sync.Mutex
	root timingNode
}

type timingNode struct {
	name       string
	wall, user time.Duration
	kids       []*timingNode
}

func (n *timingNode) child(name string) *timingNode {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	k := &timingNode{name: name}
	n.kids = append(n.kids, k)
	return k
}

// Add records a top-level step (Parser, Output).
func (t *Timing) Add(name string, d time.Duration) { t.add(nil, name, d, d) }

func (t *Timing) add(path []string, name string, wall, user time.Duration) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	n := &t.root
	for _, p := range path {
		n = n.child(p)
	}
	n = n.child(name)
	n.wall += wall
	n.user += user
}

// mergeWorkers adds the workers' timing trees of one parallel run to t:
// per node the sum of the user times and the longest wall time.
func (t *Timing) mergeWorkers(trees []*Timing) {
	if t == nil || len(trees) == 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var merge func(dst *timingNode, srcs []*timingNode)
	merge = func(dst *timingNode, srcs []*timingNode) {
		var names []string
		seen := map[string]bool{}
		for _, s := range srcs {
			for _, k := range s.kids {
				if !seen[k.name] {
					seen[k.name] = true
					names = append(names, k.name)
				}
			}
		}
		for _, name := range names {
			d := dst.child(name)
			var kids []*timingNode
			var wall time.Duration
			for _, s := range srcs {
				for _, k := range s.kids {
					if k.name == name {
						d.user += k.user
						wall = max(wall, k.wall)
						kids = append(kids, k)
					}
				}
			}
			d.wall += wall
			merge(d, kids)
		}
	}
	roots := make([]*timingNode, len(trees))
	for i, tr := range trees {
		roots[i] = &tr.root
	}
	merge(&t.root, roots)
}

// Report writes MLIR's execution time report.
func (t *Timing) Report(total time.Duration) string {
	var b strings.Builder
	line := "===" + strings.Repeat("-", 73) + "==="
	b.WriteString(line + "\n")
	b.WriteString("                         ... Execution time report ...\n")
	b.WriteString(line + "\n")
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	var sum time.Duration
	totalUser := total
	for _, k := range t.root.kids {
		sum += k.wall
		totalUser += k.user - k.wall
	}
	rest := total - sum
	showUser := totalUser != total
	if showUser {
		b.WriteString("  ----User Time----")
	}
	b.WriteString("  ----Wall Time----  ----Name----\n")
	pct := func(d, of time.Duration) float64 {
		if of <= 0 {
			return 0
		}
		return 100 * d.Seconds() / of.Seconds()
	}
	row := func(user, wall time.Duration, indent int, name string) {
		if showUser {
			fmt.Fprintf(&b, "  %8.4f (%5.1f%%)", user.Seconds(), pct(user, totalUser))
		}
		fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  %s%s\n", wall.Seconds(), pct(wall, total), strings.Repeat("  ", indent), name)
	}
	var walk func(n *timingNode, indent int)
	walk = func(n *timingNode, indent int) {
		for _, k := range n.kids {
			row(k.user, k.wall, indent, k.name)
			walk(k, indent+1)
		}
	}
	walk(&t.root, 0)
	if rest > 0 {
		row(rest, rest, 0, "Rest")
	}
	row(totalUser, total, 0, "Total")
	return b.String()
}

// Run runs the pipeline on op, whose name must be the pipeline's anchor.
// Errors are diagnostics located at the op the failing pass ran on.
func (pl *Pipeline) Run(op *ir.Operation, timing *Timing) error {
	if pl.Anchor != op.Name() && pl.Anchor != "any" {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", pl.Anchor, op.Name())
	}
	return runElements(pl.Elements, op, timing, nil)
}

// Threads is the number of ops a nested pipeline runs on at once (MLIR's
// thread pool size: the CPUs Go may use); 1 runs them one after another,
// stopping at the first failure, as mlir-opt --mlir-disable-threading.
var Threads = runtime.GOMAXPROCS(0)

func runElements(els []*Element, op *ir.Operation, timing *Timing, path []string) error {
	for _, el := range els {
		if el.Pass != nil {
			start := time.Now()
			err := el.pass.Run(op)
			d := time.Since(start)
			timing.add(path, title(el.Pass), d, d)
			if err != nil {
				return err
			}
			// The op a pass ran on is verified after it, as mlir-opt's
			// pass manager does (verify-each), unless the pass left it
			// unchanged.
			if p, ok := el.pass.(Preserving); ok && p.PreservedAll() {
				continue
			}
			if err := ir.Verify(op); err != nil {
				return err
			}
			continue
		}
		// A nested pipeline runs on the ops named el.Anchor directly
		// inside op's regions, as MLIR's OpToOpPassAdaptor.
		var ops []*ir.Operation
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if o.Name() == el.Anchor || el.Anchor == "any" {
						ops = append(ops, o)
					}
				}
			}
		}
		nested := append(append([]string(nil), path...), "'"+el.Anchor+"' Pipeline")
		start := time.Now()
		var err error
		var user time.Duration
		if Threads <= 1 || len(ops) <= 1 {
			for _, o := range ops {
				if err = runElements(el.Nested, o, timing, nested); err != nil {
					break
				}
			}
		} else {
			user, err = runParallel(el, ops, timing, nested)
		}
		d := time.Since(start)
		if user == 0 {
			user = d
		}
		timing.add(path, "'"+el.Anchor+"' Pipeline", d, user)
		if err != nil {
			return err
		}
	}
	return nil
}

// runParallel runs a nested pipeline on ops with Threads workers, each
// with pass instances of its own, taking ops in order until one fails (as
// MLIR's failableParallelForEach); failures are reported up to the end of
// the wave of ops the first one was in. The diagnostics they emit are held back
// and then reported in the order of the ops they concern, failures
// included (MLIR's ParallelDiagnosticHandler).
func runParallel(el *Element, ops []*ir.Operation, timing *Timing, path []string) (time.Duration, error) {
	ctx := ops[0].Context()
	index := make(map[*ir.Operation]int, len(ops))
	for i, o := range ops {
		index[o] = i
	}
	owner := func(d *ir.Diagnostic) int {
		for o := d.Op; o != nil; o = o.ParentOp() {
			if i, ok := index[o]; ok {
				return i
			}
		}
		return -1
	}
	type held struct {
		d   *ir.Diagnostic
		idx int
		seq int
	}
	var mu sync.Mutex
	var diags []held
	report := ctx.Diagnose
	if report != nil {
		ctx.Diagnose = func(d *ir.Diagnostic) {
			mu.Lock()
			diags = append(diags, held{d, owner(d), len(diags)})
			mu.Unlock()
		}
		defer func() { ctx.Diagnose = report }()
	}
	errs := make([]error, len(ops))
	workers := min(Threads, len(ops))
	// Which failures are reported must not depend on timing: ops are
	// taken in waves of one per worker, as they start at once in MLIR's
	// thread pool, and after the first failing op only the rest of its wave
	// still runs.
	var mu2 sync.Mutex
	next, limit := 0, len(ops)
	take := func() int {
		mu2.Lock()
		defer mu2.Unlock()
		if next >= limit {
			return -1
		}
		next++
		return next - 1
	}
	fail := func(i int) {
		mu2.Lock()
		defer mu2.Unlock()
		if end := (i/workers + 1) * workers; end < limit {
			limit = end
		}
	}
	var wg sync.WaitGroup
	var buildErr error
	var busy atomic.Int64
	// Each worker times its passes on a tree of its own; merged, a pass's
	// user time is the sum over the workers and its wall time the longest
	// worker's, as MLIR reports passes run on several threads.
	var trees []*Timing
	defer func() { timing.mergeWorkers(trees) }()
	for w := 0; w < workers; w++ {
		els, err := cloneElements(el.Nested)
		if err != nil {
			buildErr = err
			break
		}
		var own *Timing
		if timing != nil {
			own = &Timing{}
			trees = append(trees, own)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			defer func() { busy.Add(int64(time.Since(start))) }()
			for {
				i := take()
				if i < 0 {
					return
				}
				if err := runElements(els, ops[i], own, path); err != nil {
					errs[i] = err
					fail(i)
				}
			}
		}()
	}
	wg.Wait()
	user := time.Duration(busy.Load())
	if buildErr != nil {
		return user, buildErr
	}
	// A worker may have taken an op past the failing op's wave before the
	// failure was known: what it did is not reported, so that the
	// failures reported are those of the first failing op's wave, however
	// the workers were scheduled.
	for i := limit; i < len(errs); i++ {
		errs[i] = nil
	}
	kept := diags[:0]
	for _, h := range diags {
		if h.idx < limit {
			kept = append(kept, h)
		}
	}
	diags = kept
	if report == nil {
		for _, err := range errs {
			if err != nil {
				return user, err
			}
		}
		return user, nil
	}
	for i, err := range errs {
		if d, ok := err.(*ir.Diagnostic); ok {
			diags = append(diags, held{d, i, len(diags)})
		} else if err != nil && err != ErrFailed {
			diags = append(diags, held{&ir.Diagnostic{Msg: err.Error()}, i, len(diags)})
		}
	}
	sort.SliceStable(diags, func(a, b int) bool { return diags[a].idx < diags[b].idx })
	ctx.Diagnose = report
	for _, h := range diags {
		report(h.d)
	}
	for _, err := range errs {
		if err != nil {
			return user, ErrFailed
		}
	}
	return user, nil
}

// cloneElements builds new instances of the passes of a pipeline (MLIR
// gives each thread clones of the passes).
func cloneElements(els []*Element) ([]*Element, error) {
	out := make([]*Element, len(els))
	for i, el := range els {
		c := *el
		if el.Pass != nil {
			p, err := Build(el.Pass, el.Options)
			if err != nil {
				return nil, err
			}
			c.pass = p
		} else {
			nested, err := cloneElements(el.Nested)
			if err != nil {
				return nil, err
			}
			c.Nested = nested
		}
		out[i] = &c
	}
	return out, nil
}

func title(info *Info) string {
	if info.Title != "" {
		return info.Title
	}
	return info.Name
}

// ForEach calls f(i) for i in [0, n) on up to Threads goroutines, for a
// pass that splits its work over ops that cannot affect one another (the
// isolated ops of a module); it returns when every call returned.
func ForEach(n int, f func(i int)) {
	workers := min(Threads, n)
	if workers <= 1 {
		for i := 0; i < n; i++ {
			f(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
