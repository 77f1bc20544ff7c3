package attachtarget

// Regex is llvm::Regex as the attach-target passes use it (no flags): a
// POSIX extended regular expression in the dialect of LLVM's regcomp (Henry
// Spencer's BSD regex, llvm/lib/Support/regcomp.c and regengine.inc),
// matched against bytes anywhere in a string. A pattern regcomp rejects
// matches nothing, as Regex::match answers false for it.
//
// The dialect differs from Go's: `\` before any character but 1-9 is that
// character (`\d` is "d"), `\1`-`\9` are back-references, bracket
// expressions take POSIX classes ([:alpha:]), collating symbols ([.hyphen.])
// and equivalence classes ([=a=]) with `\` an ordinary character, `.`
// matches any byte (newline included), `{` not followed by a digit is
// literal, bounds go up to 255, an empty alternative is an error, and
// [[:<:]] / [[:>:]] match the start and end of a word. The engine's quirks
// are kept too: its "strip" program is built and run as regcomp and regexec
// build and run it (anchors, word boundaries and back-references included),
// so that the same names match.
type Regex struct {
	g *reGuts // nil when the pattern did not compile
}

// Strip operators (regex2.h).
const (
	oEND = iota + 1
	oCHAR
	oBOL
	oEOL
	oANY
	oANYOF
	oBACK_
	o_BACK
	oPLUS_
	o_PLUS
	oQUEST_
	o_QUEST
	oLPAREN
	oRPAREN
	oCH_
	oOR1
	oOR2
	o_CH
	oBOW
	oEOW
)

type sop struct {
	op   uint8
	opnd int
}

type reGuts struct {
	strip                 []sop
	sets                  []*[256]bool
	nsub                  int
	nbol, neol            int
	backrefs              bool
	must                  string
	nplus                 int
	firststate, laststate int
}

const (
	nparen      = 10 // groups 1-9 can be back-referenced
	dupMax      = 255
	regInfinity = dupMax + 1
	outChar     = 256 // OUT: the virtual character beyond either end
	maxRecurse  = 100 // MAX_RECURSION of backref()
)

// CompileRegex compiles pattern as llvm_regcomp(REG_EXTENDED) does.
func CompileRegex(pattern string) *Regex {
	p := &reParser{s: pattern, g: &reGuts{}}
	p.emit(oEND, 0)
	p.g.firststate = len(p.strip) - 1
	p.ere(-1)
	p.emit(oEND, 0)
	p.g.laststate = len(p.strip) - 1
	if p.err {
		return &Regex{}
	}
	p.g.strip = p.strip
	if !p.findMust() || !p.plusCount() {
		return &Regex{} // REGEX_BAD: REG_ASSERT
	}
	return &Regex{g: p.g}
}

// Valid reports whether the pattern compiled.
func (r *Regex) Valid() bool { return r.g != nil }

// reParser is regcomp.c's struct parse.
type reParser struct {
	s      string
	i      int
	err    bool
	g      *reGuts
	strip  []sop
	pbegin [nparen]int
	pend   [nparen]int
}

func (p *reParser) more() bool  { return !p.err && p.i < len(p.s) }
func (p *reParser) more2() bool { return !p.err && p.i+1 < len(p.s) }

// peek returns the next byte, or the NUL after the pattern.
func (p *reParser) peek() byte {
	if p.err || p.i >= len(p.s) {
		return 0
	}
	return p.s[p.i]
}

func (p *reParser) peek2() byte {
	if p.err || p.i+1 >= len(p.s) {
		return 0
	}
	return p.s[p.i+1]
}

func (p *reParser) see(c byte) bool       { return p.more() && p.peek() == c }
func (p *reParser) seeTwo(a, b byte) bool { return p.more2() && p.peek() == a && p.peek2() == b }

func (p *reParser) eat(c byte) bool {
	if p.see(c) {
		p.i++
		return true
	}
	return false
}

func (p *reParser) eatTwo(a, b byte) bool {
	if p.seeTwo(a, b) {
		p.i += 2
		return true
	}
	return false
}

func (p *reParser) next() byte {
	c := p.peek()
	p.i++
	return c
}

// setError is seterr: the first error stops the parse.
func (p *reParser) setError() { p.err = true }

func (p *reParser) require(ok bool) {
	if !ok {
		p.setError()
	}
}

func (p *reParser) here() int { return len(p.strip) }

func (p *reParser) emit(op uint8, opnd int) {
	if p.err {
		return
	}
	p.strip = append(p.strip, sop{op, opnd})
}

// insert is INSERT(op, pos): the operand is the distance to the end.
func (p *reParser) insert(op uint8, pos int) {
	if p.err {
		return
	}
	opnd := p.here() - pos + 1
	p.emit(op, opnd)
	s := p.strip[len(p.strip)-1]
	for i := 1; i < nparen; i++ {
		if p.pbegin[i] >= pos {
			p.pbegin[i]++
		}
		if p.pend[i] >= pos {
			p.pend[i]++
		}
	}
	copy(p.strip[pos+1:], p.strip[pos:len(p.strip)-1])
	p.strip[pos] = s
}

// astern is ASTERN(op, pos).
func (p *reParser) astern(op uint8, pos int) { p.emit(op, p.here()-pos) }

// ahead is AHEAD(pos): the operand at pos becomes the distance to here.
func (p *reParser) ahead(pos int) {
	if p.err {
		return
	}
	p.strip[pos].opnd = p.here() - pos
}

func (p *reParser) dupl(start, finish int) int {
	ret := p.here()
	if finish > start {
		p.strip = append(p.strip, p.strip[start:finish]...)
	}
	return ret
}

func (p *reParser) drop(n int) { p.strip = p.strip[:len(p.strip)-n] }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isWord(c int) bool   { return c < 256 && (isAlpha(byte(c)) || isDigit(byte(c)) || c == '_') }

// ere is p_ere: alternatives of concatenations up to stop (-1: the end).
func (p *reParser) ere(stop int) {
	prevback, prevfwd := 0, 0
	first := true
	for {
		conc := p.here()
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			p.exp()
		}
		p.require(p.here() != conc) // REG_EMPTY
		if !p.eat('|') {
			break
		}
		if first {
			p.insert(oCH_, conc)
			prevfwd, prevback = conc, conc
			first = false
		}
		p.astern(oOR1, prevback)
		prevback = p.here() - 1
		p.ahead(prevfwd)
		prevfwd = p.here()
		p.emit(oOR2, 0)
	}
	if !first {
		p.ahead(prevfwd)
		p.astern(o_CH, prevback)
	}
}

// exp is p_ere_exp: an atom and its repetition.
func (p *reParser) exp() {
	c := p.next()
	pos := p.here()
	wasCaret := false
	switch c {
	case '(':
		p.require(p.more())
		p.g.nsub++
		subno := p.g.nsub
		if subno < nparen {
			p.pbegin[subno] = p.here()
		}
		p.emit(oLPAREN, subno)
		if !p.see(')') {
			p.ere(')')
		}
		if subno < nparen {
			p.pend[subno] = p.here()
		}
		p.emit(oRPAREN, subno)
		p.require(p.more() && p.next() == ')')
	case ')': // an unmatched ')' (POSIX_MISTAKE is not defined)
		p.setError()
	case '^':
		p.emit(oBOL, 0)
		p.g.nbol++
		wasCaret = true
	case '$':
		p.emit(oEOL, 0)
		p.g.neol++
	case '|', '*', '+', '?':
		p.setError()
	case '.':
		p.emit(oANY, 0)
	case '[':
		p.bracket()
	case '\\':
		p.require(p.more())
		c = p.next()
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if p.pend[n] == 0 {
				p.setError() // REG_ESUBREG
				break
			}
			p.emit(oBACK_, n)
			p.dupl(p.pbegin[n]+1, p.pend[n])
			p.emit(o_BACK, n)
			p.g.backrefs = true
		} else {
			p.ordinary(c)
		}
	case '{':
		p.require(!p.more() || !isDigit(p.peek()))
		p.ordinary(c)
	default:
		p.ordinary(c)
	}
	if !p.more() {
		return
	}
	c = p.peek()
	if !(c == '*' || c == '+' || c == '?' || c == '{' && p.more2() && isDigit(p.peek2())) {
		return
	}
	p.i++
	p.require(!wasCaret)
	switch c {
	case '*':
		p.insert(oPLUS_, pos)
		p.astern(o_PLUS, pos)
		p.insert(oQUEST_, pos)
		p.astern(o_QUEST, pos)
	case '+':
		p.insert(oPLUS_, pos)
		p.astern(o_PLUS, pos)
	case '?':
		p.insert(oCH_, pos)
		p.astern(oOR1, pos)
		p.ahead(pos)
		p.emit(oOR2, 0)
		p.ahead(p.here() - 1)
		p.astern(o_CH, p.here()-2)
	case '{':
		count := p.count()
		count2 := count
		if p.eat(',') {
			if isDigit(p.peek()) {
				count2 = p.count()
				p.require(count <= count2)
			} else {
				count2 = regInfinity
			}
		}
		p.repeat(pos, count, count2)
		if !p.eat('}') {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			p.require(p.more()) // REG_EBRACE
			p.setError()        // REG_BADBR
		}
	}
	if !p.more() {
		return
	}
	c = p.peek()
	if !(c == '*' || c == '+' || c == '?' || c == '{' && p.more2() && isDigit(p.peek2())) {
		return
	}
	p.setError() // REG_BADRPT
}

// count is p_count.
func (p *reParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.next()-'0')
		digits++
	}
	p.require(digits > 0 && n <= dupMax)
	return n
}

// repeat is regcomp's repeat: x{from,to} from copies of the operand.
func (p *reParser) repeat(start, from, to int) {
	finish := p.here()
	if p.err {
		return
	}
	rmap := func(n int) int {
		switch {
		case n <= 1:
			return n
		case n == regInfinity:
			return 3
		}
		return 2
	}
	const (
		n   = 2
		inf = 3
	)
	switch f, t := rmap(from), rmap(to); {
	case f == 0 && t == 0:
		p.drop(finish - start)
	case f == 0: // x{0,1}, x{0,n}, x{0,} as (x{1,...}|)
		p.insert(oCH_, start)
		p.repeat(start+1, 1, to)
		p.astern(oOR1, start)
		p.ahead(start)
		p.emit(oOR2, 0)
		p.ahead(p.here() - 1)
		p.astern(o_CH, p.here()-2)
	case f == 1 && t == 1:
	case f == 1 && t == n: // as x?x{1,n-1}
		p.insert(oCH_, start)
		p.astern(oOR1, start)
		p.ahead(start)
		p.emit(oOR2, 0)
		p.ahead(p.here() - 1)
		p.astern(o_CH, p.here()-2)
		copyAt := p.dupl(start+1, finish+1)
		p.repeat(copyAt, 1, to-1)
	case f == 1 && t == inf:
		p.insert(oPLUS_, start)
		p.astern(o_PLUS, start)
	case f == n && t == n:
		copyAt := p.dupl(start, finish)
		p.repeat(copyAt, from-1, to-1)
	case f == n && t == inf:
		copyAt := p.dupl(start, finish)
		p.repeat(copyAt, from-1, to)
	default:
		p.setError() // REG_ASSERT
	}
}

// ordinary emits a literal byte.
func (p *reParser) ordinary(c byte) { p.emit(oCHAR, int(c)) }

// bracket is p_bracket, after the '['.
func (p *reParser) bracket() {
	if len(p.s)-p.i > 5 {
		if p.s[p.i:p.i+6] == "[:<:]]" {
			p.emit(oBOW, 0)
			p.i += 6
			return
		}
		if p.s[p.i:p.i+6] == "[:>:]]" {
			p.emit(oEOW, 0)
			p.i += 6
			return
		}
	}
	var cs [256]bool
	invert := p.eat('^')
	if p.eat(']') {
		cs[']'] = true
	} else if p.eat('-') {
		cs['-'] = true
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.term(&cs)
	}
	if p.eat('-') {
		cs['-'] = true
	}
	p.require(p.more() && p.next() == ']')
	if p.err {
		return
	}
	if invert {
		for i := range cs {
			cs[i] = !cs[i]
		}
	}
	n, first := 0, 0
	for i := len(cs) - 1; i >= 0; i-- {
		if cs[i] {
			n++
			first = i
		}
	}
	if n == 1 {
		p.ordinary(byte(first))
		return
	}
	p.g.sets = append(p.g.sets, &cs)
	p.emit(oANYOF, len(p.g.sets)-1)
}

// term is p_b_term: a class, an equivalence class, a symbol or a range
// (whose ends compare as signed chars, as regcomp's do).
func (p *reParser) term(cs *[256]bool) {
	c := byte(0)
	switch p.peek() {
	case '[':
		c = p.peek2()
	case '-':
		p.setError() // REG_ERANGE
		return
	}
	switch c {
	case ':':
		p.i += 2
		p.require(p.more())
		c = p.peek()
		p.require(c != '-' && c != ']')
		start := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		if p.err {
			return
		}
		chars, ok := cclasses[p.s[start:p.i]]
		if !ok {
			p.setError() // REG_ECTYPE
			return
		}
		for i := 0; i < len(chars); i++ {
			cs[chars[i]] = true
		}
		p.require(p.more())
		p.require(p.eatTwo(':', ']'))
	case '=':
		p.i += 2
		p.require(p.more())
		c = p.peek()
		p.require(c != '-' && c != ']')
		e := p.collElem('=')
		if p.err {
			return
		}
		cs[e] = true
		p.require(p.more())
		p.require(p.eatTwo('=', ']'))
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
		p.require(int8(start) <= int8(finish))
		if p.err {
			return
		}
		for i := int(int8(start)); i <= int(int8(finish)); i++ {
			cs[uint8(int8(i))] = true
		}
	}
}

// symbol is p_b_symbol: a byte or a [.name.] collating symbol.
func (p *reParser) symbol() byte {
	p.require(p.more())
	if !p.eatTwo('[', '.') {
		return p.next()
	}
	v := p.collElem('.')
	p.require(p.eatTwo('.', ']'))
	return v
}

// collElem is p_b_coll_elem: a character name of cnames, or one byte, up
// to `end]`.
func (p *reParser) collElem(end byte) byte {
	start := p.i
	for p.more() && !p.seeTwo(end, ']') {
		p.i++
	}
	if !p.more() {
		p.setError()
		return 0
	}
	name := p.s[start:p.i]
	if c, ok := cnames[name]; ok {
		return c
	}
	if len(name) == 1 {
		return name[0]
	}
	p.setError() // REG_ECOLLATE
	return 0
}

// findMust is findmust: the longest literal every match contains, for the
// prescreen; false for a strip it cannot follow (REGEX_BAD).
func (p *reParser) findMust() bool {
	g := p.g
	strip := g.strip
	mlen, newlen, start, newstart := 0, 0, 0, 0
	scan := 1
	for {
		s := strip[scan]
		scan++
		switch s.op {
		case oCHAR:
			if newlen == 0 {
				newstart = scan - 1
			}
			newlen++
			continue
		case oPLUS_, oLPAREN, oRPAREN:
			continue
		case oQUEST_, oCH_:
			scan--
			for {
				scan += s.opnd
				s = strip[scan]
				if s.op != o_QUEST && s.op != o_CH && s.op != oOR2 {
					return false
				}
				if s.op == o_QUEST || s.op == o_CH {
					break
				}
			}
		}
		if newlen > mlen {
			start, mlen = newstart, newlen
		}
		newlen = 0
		if s.op == oEND {
			break
		}
	}
	var must []byte
	for scan := start; len(must) < mlen; scan++ {
		if strip[scan].op == oCHAR {
			must = append(must, byte(strip[scan].opnd))
		}
	}
	g.must = string(must)
	return true
}

// plusCount is pluscount: the nesting depth of + loops.
func (p *reParser) plusCount() bool {
	nest, maxNest := 0, 0
	for scan := 1; ; scan++ {
		switch p.g.strip[scan].op {
		case oPLUS_:
			nest++
		case o_PLUS:
			maxNest = max(maxNest, nest)
			nest--
		case oEND:
			p.g.nplus = maxNest
			return nest == 0
		}
	}
}

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	punct  = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
)

// cclasses are regcomp's character classes (the C locale's).
var cclasses = map[string]string{
	"alnum":  upper + lower + digits,
	"alpha":  upper + lower,
	"blank":  " \t",
	"cntrl":  "\007\b\t\n\v\f\r\001\002\003\004\005\006\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\177",
	"digit":  digits,
	"graph":  upper + lower + digits + punct,
	"lower":  lower,
	"print":  upper + lower + digits + punct + " ",
	"punct":  punct,
	"space":  "\t\n\v\f\r ",
	"upper":  upper,
	"xdigit": "0123456789ABCDEFabcdef",
}

// cnames are regcomp's character names, for [.name.] and [=name=].
var cnames = map[string]byte{
	"NUL": 0, "SOH": 1, "STX": 2, "ETX": 3, "EOT": 4, "ENQ": 5, "ACK": 6, "BEL": 7, "alert": 7,
	"BS": 8, "backspace": 8, "HT": 9, "tab": 9, "LF": 10, "newline": 10, "VT": 11, "vertical-tab": 11,
	"FF": 12, "form-feed": 12, "CR": 13, "carriage-return": 13, "SO": 14, "SI": 15, "DLE": 16,
	"DC1": 17, "DC2": 18, "DC3": 19, "DC4": 20, "NAK": 21, "SYN": 22, "ETB": 23, "CAN": 24, "EM": 25,
	"SUB": 26, "ESC": 27, "IS4": 28, "FS": 28, "IS3": 29, "GS": 29, "IS2": 30, "RS": 30, "IS1": 31, "US": 31,
	"space": ' ', "exclamation-mark": '!', "quotation-mark": '"', "number-sign": '#', "dollar-sign": '$',
	"percent-sign": '%', "ampersand": '&', "apostrophe": '\'', "left-parenthesis": '(', "right-parenthesis": ')',
	"asterisk": '*', "plus-sign": '+', "comma": ',', "hyphen": '-', "hyphen-minus": '-', "period": '.',
	"full-stop": '.', "slash": '/', "solidus": '/', "zero": '0', "one": '1', "two": '2', "three": '3',
	"four": '4', "five": '5', "six": '6', "seven": '7', "eight": '8', "nine": '9', "colon": ':',
	"semicolon": ';', "less-than-sign": '<', "equals-sign": '=', "greater-than-sign": '>', "question-mark": '?',
	"commercial-at": '@', "left-square-bracket": '[', "backslash": '\\', "reverse-solidus": '\\',
	"right-square-bracket": ']', "circumflex": '^', "circumflex-accent": '^', "underscore": '_', "low-line": '_',
	"grave-accent": '`', "left-brace": '{', "left-curly-bracket": '{', "vertical-line": '|', "right-brace": '}',
	"right-curly-bracket": '}', "tilde": '~', "DEL": 127,
}
