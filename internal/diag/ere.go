package diag

import (
	"fmt"
	"regexp"
	"strings"
)

// This file reimplements the subset of llvm::Regex (Henry Spencer's regcomp,
// POSIX extended syntax, no flags) that expected-*-re needs: the same syntax,
// the same error messages, and byte-wise matching.

// Error messages of llvm_regerror.
const (
	regEEscape  = "trailing backslash (\\)"
	regESubreg  = "invalid backreference number"
	regEBrack   = "brackets ([ ]) not balanced"
	regEParen   = "parentheses not balanced"
	regEBrace   = "braces not balanced"
	regBadBr    = "invalid repetition count(s)"
	regERange   = "invalid character range"
	regBadRpt   = "repetition-operator operand invalid"
	regEmpty    = "empty (sub)expression"
	regECtype   = "invalid character class"
	regECollate = "invalid collating element"
)

const dupMax = 255 // RE_DUP_MAX

type reOp int

const (
	reSet     reOp = iota // one byte from set
	reBOL                 // start of text
	reEOL                 // end of text
	reBOW                 // [[:<:]]
	reEOW                 // [[:>:]]
	reConcat              // subs in sequence (possibly none)
	reAlt                 // one of subs
	reGroup               // capturing group n around subs[0]
	reRepeat              // subs[0] min..max times (max -1: unbounded)
	reBackref             // text of group n
)

type reNode struct {
	op       reOp
	set      *[256]bool
	subs     []*reNode
	n        int
	min, max int
}

// ereParser mirrors the parse functions of regcomp.c. The first error stops
// parsing.
type ereParser struct {
	s      string
	i      int
	err    string
	nsub   int
	closed [10]bool // pend[n] != 0: group n has been closed
	fancy  bool     // uses backreferences or word boundaries
}

func (p *ereParser) more() bool  { return p.err == "" && p.i < len(p.s) }
func (p *ereParser) more2() bool { return p.err == "" && p.i+1 < len(p.s) }
func (p *ereParser) peek() byte  { return p.s[p.i] }
func (p *ereParser) peek2() byte { return p.s[p.i+1] }
func (p *ereParser) see(c byte) bool {
	return p.more() && p.peek() == c
}
func (p *ereParser) seeTwo(a, b byte) bool {
	return p.more2() && p.peek() == a && p.peek2() == b
}
func (p *ereParser) eat(c byte) bool {
	if p.see(c) {
		p.i++
		return true
	}
	return false
}
func (p *ereParser) eatTwo(a, b byte) bool {
	if p.seeTwo(a, b) {
		p.i += 2
		return true
	}
	return false
}
func (p *ereParser) fail(msg string) {
	if p.err == "" {
		p.err = msg
	}
	p.i = len(p.s)
}
func (p *ereParser) require(ok bool, msg string) {
	if !ok {
		p.fail(msg)
	}
}

// parseERE parses an extended regular expression, returning the tree or the
// llvm_regerror message.
func parseERE(s string) (*reNode, bool, string) {
	p := &ereParser{s: s}
	n := p.ere(-1)
	if p.err != "" {
		return nil, false, p.err
	}
	return n, p.fancy, ""
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// ere parses alternatives up to the byte stop (-1: end of input).
func (p *ereParser) ere(stop int) *reNode {
	var alts []*reNode
	for {
		conc := &reNode{op: reConcat}
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			p.ereExp(conc)
		}
		p.require(len(conc.subs) > 0, regEmpty)
		alts = append(alts, conc)
		if !p.eat('|') {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &reNode{op: reAlt, subs: alts}
}

func byteSet(c byte) *reNode {
	var s [256]bool
	s[c] = true
	return &reNode{op: reSet, set: &s}
}

// ereExp parses one atom with its repetitions and appends it to conc.
func (p *ereParser) ereExp(conc *reNode) {
	c := p.peek()
	p.i++
	var atom *reNode
	wasCaret := false
	switch c {
	case '(':
		p.require(p.more(), regEParen)
		if p.err != "" {
			break
		}
		p.nsub++
		sub := p.nsub
		var body *reNode
		if !p.see(')') {
			body = p.ere(')')
		} else {
			body = &reNode{op: reConcat}
		}
		if sub < len(p.closed) {
			p.closed[sub] = true
		}
		if !p.eat(')') {
			p.fail(regEParen)
		}
		atom = &reNode{op: reGroup, n: sub, subs: []*reNode{body}}
	case ')':
		p.fail(regEParen)
	case '^':
		atom = &reNode{op: reBOL}
		wasCaret = true
	case '$':
		atom = &reNode{op: reEOL}
	case '|':
		p.fail(regEmpty)
	case '*', '+', '?':
		p.fail(regBadRpt)
	case '.':
		var s [256]bool
		for i := range s {
			s[i] = true
		}
		atom = &reNode{op: reSet, set: &s}
	case '[':
		atom = p.bracket()
	case '\\':
		p.require(p.more(), regEEscape)
		if p.err != "" {
			break
		}
		c = p.peek()
		p.i++
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if !p.closed[n] {
				p.fail(regESubreg)
				break
			}
			p.fancy = true
			atom = &reNode{op: reBackref, n: n}
		} else {
			atom = byteSet(c)
		}
	case '{':
		p.require(!p.more() || !isDigit(p.peek()), regBadRpt)
		atom = byteSet(c)
	default:
		atom = byteSet(c)
	}
	if p.err != "" {
		return
	}
	conc.subs = append(conc.subs, atom)

	isRep := func() bool {
		if !p.more() {
			return false
		}
		c := p.peek()
		return c == '*' || c == '+' || c == '?' || (c == '{' && p.more2() && isDigit(p.peek2()))
	}
	if !isRep() {
		return
	}
	c = p.peek()
	p.i++
	p.require(!wasCaret, regBadRpt)
	if p.err != "" {
		return
	}
	rep := &reNode{op: reRepeat, subs: []*reNode{atom}}
	switch c {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		rep.min = p.count()
		rep.max = rep.min
		if p.eat(',') {
			if p.more() && isDigit(p.peek()) {
				rep.max = p.count()
				p.require(rep.min <= rep.max, regBadBr)
			} else {
				rep.max = -1
			}
		}
		if !p.eat('}') {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			p.require(p.more(), regEBrace)
			p.fail(regBadBr)
		}
	}
	if p.err != "" {
		return
	}
	conc.subs[len(conc.subs)-1] = rep
	if isRep() {
		p.fail(regBadRpt)
	}
}

func (p *ereParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		digits++
	}
	p.require(digits > 0 && n <= dupMax, regBadBr)
	return n
}

// bracket parses a bracket expression; the '[' has been consumed.
func (p *ereParser) bracket() *reNode {
	rest := p.s[p.i:]
	if len(rest) >= 6 && rest[:6] == "[:<:]]" {
		p.i += 6
		p.fancy = true
		return &reNode{op: reBOW}
	}
	if len(rest) >= 6 && rest[:6] == "[:>:]]" {
		p.i += 6
		p.fancy = true
		return &reNode{op: reEOW}
	}
	var set [256]bool
	invert := p.eat('^')
	if p.eat(']') {
		set[']'] = true
	} else if p.eat('-') {
		set['-'] = true
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.bracketTerm(&set)
	}
	if p.eat('-') {
		set['-'] = true
	}
	if !p.eat(']') {
		p.fail(regEBrack)
	}
	if invert {
		for i := range set {
			set[i] = !set[i]
		}
	}
	return &reNode{op: reSet, set: &set}
}

var ctypeClasses = map[string]func(c byte) bool{
	"alnum":  func(c byte) bool { return isAlpha(c) || isDigit(c) },
	"alpha":  isAlpha,
	"blank":  func(c byte) bool { return c == ' ' || c == '\t' },
	"cntrl":  func(c byte) bool { return c < 0x20 || c == 0x7f },
	"digit":  isDigit,
	"graph":  func(c byte) bool { return c > 0x20 && c < 0x7f },
	"lower":  func(c byte) bool { return 'a' <= c && c <= 'z' },
	"print":  func(c byte) bool { return c >= 0x20 && c < 0x7f },
	"punct":  func(c byte) bool { return c > 0x20 && c < 0x7f && !isAlpha(c) && !isDigit(c) },
	"space":  func(c byte) bool { return c == ' ' || ('\t' <= c && c <= '\r') },
	"upper":  func(c byte) bool { return 'A' <= c && c <= 'Z' },
	"xdigit": func(c byte) bool { return isDigit(c) || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F') },
}

func isAlpha(c byte) bool { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }

func (p *ereParser) bracketTerm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		if p.more2() {
			c = p.peek2()
		}
	case '-':
		p.fail(regERange)
		return
	}
	switch c {
	case ':':
		p.i += 2
		p.require(p.more(), regEBrack)
		if p.err != "" {
			return
		}
		c = p.peek()
		p.require(c != '-' && c != ']', regECtype)
		start := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		fn := ctypeClasses[p.s[start:p.i]]
		if fn == nil {
			p.fail(regECtype)
			return
		}
		for i := range set {
			if fn(byte(i)) {
				set[i] = true
			}
		}
		p.require(p.more(), regEBrack)
		p.require(p.eatTwo(':', ']'), regECtype)
	case '=':
		p.i += 2
		p.require(p.more(), regEBrack)
		if p.err != "" {
			return
		}
		c = p.peek()
		p.require(c != '-' && c != ']', regECollate)
		e := p.collElem('=')
		if p.err != "" {
			return
		}
		set[e] = true
		p.require(p.more(), regEBrack)
		p.require(p.eatTwo('=', ']'), regECollate)
	default:
		start := p.symbol()
		finish := start
		if p.see('-') && p.more2() && p.peek2() != ']' {
			p.i++
			if p.eat('-') {
				finish = '-'
			} else {
				finish = p.symbol()
			}
		}
		if p.err != "" {
			return
		}
		// regcomp compares plain (signed) chars.
		p.require(int8(start) <= int8(finish), regERange)
		for i := int(int8(start)); i <= int(int8(finish)) && p.err == ""; i++ {
			set[byte(i)] = true
		}
	}
}

func (p *ereParser) symbol() byte {
	p.require(p.more(), regEBrack)
	if p.err != "" {
		return 0
	}
	if !p.eatTwo('[', '.') {
		c := p.peek()
		p.i++
		return c
	}
	v := p.collElem('.')
	p.require(p.eatTwo('.', ']'), regECollate)
	return v
}

func (p *ereParser) collElem(end byte) byte {
	start := p.i
	for p.more() && !p.seeTwo(end, ']') {
		p.i++
	}
	if !p.more() {
		p.fail(regEBrack)
		return 0
	}
	name := p.s[start:p.i]
	if c, ok := collNames[name]; ok {
		return c
	}
	if len(name) == 1 {
		return name[0]
	}
	p.fail(regECollate)
	return 0
}

// collNames is regcomp's cname.h.
var collNames = func() map[string]byte {
	m := map[string]byte{}
	ctl := []string{"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
		"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "IS4", "IS3", "IS2", "IS1"}
	for i, n := range ctl {
		m[n] = byte(i)
	}
	for n, c := range map[string]byte{
		"alert": 7, "backspace": 8, "tab": 9, "newline": 10, "vertical-tab": 11, "form-feed": 12,
		"carriage-return": 13, "FS": 28, "GS": 29, "RS": 30, "US": 31, "DEL": 127,
		"space": ' ', "exclamation-mark": '!', "quotation-mark": '"', "number-sign": '#',
		"dollar-sign": '$', "percent-sign": '%', "ampersand": '&', "apostrophe": '\'',
		"left-parenthesis": '(', "right-parenthesis": ')', "asterisk": '*', "plus-sign": '+',
		"comma": ',', "hyphen": '-', "hyphen-minus": '-', "period": '.', "full-stop": '.',
		"slash": '/', "solidus": '/', "zero": '0', "one": '1', "two": '2', "three": '3',
		"four": '4', "five": '5', "six": '6', "seven": '7', "eight": '8', "nine": '9',
		"colon": ':', "semicolon": ';', "less-than-sign": '<', "equals-sign": '=',
		"greater-than-sign": '>', "question-mark": '?', "commercial-at": '@',
		"left-square-bracket": '[', "backslash": '\\', "reverse-solidus": '\\',
		"right-square-bracket": ']', "circumflex": '^', "circumflex-accent": '^',
		"underscore": '_', "low-line": '_', "grave-accent": '`', "left-brace": '{',
		"left-curly-bracket": '{', "vertical-line": '|', "right-brace": '}',
		"right-curly-bracket": '}', "tilde": '~',
	} {
		m[n] = c
	}
	return m
}()

// ereEscape is llvm::Regex::escape.
func ereEscape(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// matcher tests whether an llvm::Regex matches somewhere in a string.
type matcher struct {
	tree *reNode
	re   *regexp.Regexp // nil: use the backtracking matcher
}

// compileERE compiles s, which must be valid. Matching is byte-wise: the
// tree is translated to Go syntax over runes 0-255, and subjects are mapped
// byte by byte to such runes. Backreferences and word boundaries, which Go
// lacks, use a backtracking matcher.
func compileERE(s string) (*matcher, string) {
	tree, fancy, err := parseERE(s)
	if err != "" {
		return nil, err
	}
	m := &matcher{tree: tree}
	if !fancy {
		var sb strings.Builder
		toGo(&sb, tree)
		m.re, _ = regexp.Compile(sb.String())
	}
	return m, ""
}

func toGo(sb *strings.Builder, n *reNode) {
	switch n.op {
	case reSet:
		sb.WriteByte('[')
		any := false
		for i := 0; i < 256; {
			if !n.set[i] {
				i++
				continue
			}
			j := i
			for j+1 < 256 && n.set[j+1] {
				j++
			}
			fmt.Fprintf(sb, `\x{%x}-\x{%x}`, i, j)
			any = true
			i = j + 1
		}
		if !any {
			sb.WriteString(`^\x{0}-\x{10ffff}`)
		}
		sb.WriteByte(']')
	case reBOL:
		sb.WriteString(`\A`)
	case reEOL:
		sb.WriteString(`\z`)
	case reConcat:
		sb.WriteString("(?:")
		for _, s := range n.subs {
			toGo(sb, s)
		}
		sb.WriteString(")")
	case reAlt:
		sb.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				sb.WriteByte('|')
			}
			toGo(sb, s)
		}
		sb.WriteString(")")
	case reGroup:
		toGo(sb, n.subs[0])
	case reRepeat:
		sb.WriteString("(?:")
		toGo(sb, n.subs[0])
		sb.WriteString(")")
		if n.max < 0 {
			fmt.Fprintf(sb, "{%d,}", n.min)
		} else {
			fmt.Fprintf(sb, "{%d,%d}", n.min, n.max)
		}
	}
}

// match reports whether the expression matches a substring of s.
func (m *matcher) match(s string) bool {
	if m.re != nil {
		rs := make([]rune, len(s))
		for i := 0; i < len(s); i++ {
			rs[i] = rune(s[i])
		}
		return m.re.MatchString(string(rs))
	}
	bt := &backtracker{s: s}
	for start := 0; start <= len(s); start++ {
		bt.caps = map[int][2]int{}
		if bt.run(m.tree, start, func(int) bool { return true }) {
			return true
		}
	}
	return false
}

// backtracker is an exhaustive matcher, used only for the constructs Go's
// regexp lacks.
type backtracker struct {
	s    string
	caps map[int][2]int
}

func isWord(c byte) bool { return isAlpha(c) || isDigit(c) || c == '_' }

func (b *backtracker) run(n *reNode, i int, k func(int) bool) bool {
	switch n.op {
	case reSet:
		return i < len(b.s) && n.set[b.s[i]] && k(i+1)
	case reBOL:
		return i == 0 && k(i)
	case reEOL:
		return i == len(b.s) && k(i)
	case reBOW:
		return (i == 0 || !isWord(b.s[i-1])) && i < len(b.s) && isWord(b.s[i]) && k(i)
	case reEOW:
		return i > 0 && isWord(b.s[i-1]) && (i == len(b.s) || !isWord(b.s[i])) && k(i)
	case reConcat:
		return b.seq(n.subs, i, k)
	case reAlt:
		for _, s := range n.subs {
			if b.run(s, i, k) {
				return true
			}
		}
		return false
	case reGroup:
		return b.run(n.subs[0], i, func(j int) bool {
			old, had := b.caps[n.n]
			b.caps[n.n] = [2]int{i, j}
			if k(j) {
				return true
			}
			if had {
				b.caps[n.n] = old
			} else {
				delete(b.caps, n.n)
			}
			return false
		})
	case reRepeat:
		return b.rep(n, 0, i, k)
	case reBackref:
		c, ok := b.caps[n.n]
		if !ok {
			return false
		}
		t := b.s[c[0]:c[1]]
		return strings.HasPrefix(b.s[i:], t) && k(i+len(t))
	}
	return false
}

func (b *backtracker) seq(subs []*reNode, i int, k func(int) bool) bool {
	if len(subs) == 0 {
		return k(i)
	}
	return b.run(subs[0], i, func(j int) bool { return b.seq(subs[1:], j, k) })
}

func (b *backtracker) rep(n *reNode, done, i int, k func(int) bool) bool {
	if n.max < 0 || done < n.max {
		if b.run(n.subs[0], i, func(j int) bool {
			// An iteration that consumes nothing cannot help further.
			if j == i && done >= n.min {
				return false
			}
			return b.rep(n, done+1, j, k)
		}) {
			return true
		}
	}
	return done >= n.min && k(i)
}
