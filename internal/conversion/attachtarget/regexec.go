package attachtarget

import "strings"

// The matching engine of regengine.inc, run as Regex::match runs it
// (REG_STARTEND over the whole string, no submatches): fast() decides,
// except with back-references, where slow() and backref() confirm. The
// state sets are bit vectors; regexec picks the "small" engine (one machine
// word, passed by value) up to 64 states and the "large" one (byte arrays,
// passed by pointer) beyond, and the two differ where a step reads the set
// it writes: with the large one a single word-boundary step can cross
// several boundary operators. Both are kept.

// Flag "characters" of the engine, beyond any byte and OUT.
const (
	chBOL = outChar + 1 + iota
	chEOL
	chBOLEOL
	chNOTHING
	chBOW
	chEOW
)

type reMatch struct {
	g        *reGuts
	s        string
	small    bool
	pmatch   [][2]int // [nsub+1]{so, eo}, -1 when unset
	lastpos  []int
	coldp    int
	st, tmp  []bool
	fresh    []bool
	empty    []bool
	nstates  int
	hasMatch bool
}

// MatchString reports whether s has a substring the pattern matches
// (Regex::match with no submatches).
func (r *Regex) MatchString(s string) bool {
	g := r.g
	if g == nil {
		return false
	}
	if g.must != "" && !strings.Contains(s, g.must) {
		return false
	}
	n := len(g.strip)
	m := &reMatch{g: g, s: s, small: n <= 64, nstates: n,
		st: make([]bool, n), tmp: make([]bool, n), fresh: make([]bool, n), empty: make([]bool, n)}
	gf, gl := g.firststate+1, g.laststate
	start, stop := 0, len(s)
	for {
		endp := m.fast(start, stop, gf, gl)
		if endp < 0 {
			return false
		}
		if !g.backrefs {
			return true
		}
		for {
			endp = m.slow(m.coldp, stop, gf, gl)
			if endp >= 0 {
				break
			}
			m.coldp++
		}
		if m.pmatch == nil {
			m.pmatch = make([][2]int, g.nsub+1)
		}
		for i := 1; i <= g.nsub; i++ {
			m.pmatch[i] = [2]int{-1, -1}
		}
		if g.nplus > 0 && m.lastpos == nil {
			m.lastpos = make([]int, g.nplus+1)
		}
		dp := m.backref(m.coldp, endp, gf, gl, 0, 0)
		for dp < 0 && endp > m.coldp {
			endp = m.slow(m.coldp, endp-1, gf, gl)
			if endp < 0 {
				break
			}
			dp = m.backref(m.coldp, endp, gf, gl, 0, 0)
		}
		if dp >= 0 {
			return true
		}
		// regexec's "false alarm" exit: with no start left it leaves the
		// loop as if it had matched, and reports a match.
		if m.coldp == stop {
			return true
		}
		start = m.coldp + 1
	}
}

// at returns the byte at i as the engine sees it (OUT past the end).
func (m *reMatch) at(i int) int {
	if i >= len(m.s) {
		return outChar
	}
	return int(m.s[i])
}

func clear(v []bool) {
	for i := range v {
		v[i] = false
	}
}

func equal(a, b []bool) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// flagSteps runs the BOL/EOL and BOW/EOW steps between lastc and c, as
// fast() and slow() do: every anchor step first (as many as the pattern
// has anchors), then one word-boundary step.
func (m *reMatch) flagSteps(st []bool, startst, stopst, lastc, c int) {
	flagch, i := 0, 0
	if lastc == outChar {
		flagch, i = chBOL, m.g.nbol
	}
	if c == outChar {
		if flagch == chBOL {
			flagch = chBOLEOL
		} else {
			flagch = chEOL
		}
		i += m.g.neol
	}
	for ; i > 0; i-- {
		m.stepSelf(st, startst, stopst, flagch)
	}
	if (flagch == chBOL || lastc != outChar && !isWord(lastc)) && c != outChar && isWord(c) {
		flagch = chBOW
	}
	if lastc != outChar && isWord(lastc) && (flagch == chEOL || c != outChar && !isWord(c)) {
		flagch = chEOW
	}
	if flagch == chBOW || flagch == chEOW {
		m.stepSelf(st, startst, stopst, flagch)
	}
}

// stepSelf is step(g, startst, stopst, st, ch, st): the small engine reads
// a copy of st, the large one st itself.
func (m *reMatch) stepSelf(st []bool, startst, stopst, ch int) {
	bef := st
	if m.small {
		bef = append([]bool(nil), st...)
	}
	m.step(startst, stopst, bef, ch, st)
}

// fast is fast(): where a match ends, or -1; it sets coldp.
func (m *reMatch) fast(start, stop, startst, stopst int) int {
	st, fresh, tmp := m.st, m.fresh, m.tmp
	p := start
	c := outChar
	if start > 0 {
		c = int(m.s[start-1])
	}
	clear(st)
	st[startst] = true
	m.stepSelf(st, startst, stopst, chNOTHING)
	copy(fresh, st)
	coldp := -1
	for {
		lastc := c
		c = m.at(p)
		if equal(st, fresh) {
			coldp = p
		}
		m.flagSteps(st, startst, stopst, lastc, c)
		if st[stopst] || p == stop {
			break
		}
		copy(tmp, st)
		copy(st, fresh)
		m.step(startst, stopst, tmp, c, st)
		p++
	}
	m.coldp = coldp
	if st[stopst] {
		return p + 1
	}
	return -1
}

// slow is slow(): where the longest match from start ends, or -1.
func (m *reMatch) slow(start, stop, startst, stopst int) int {
	p := start
	// Fixed characters at the start are matched directly.
	for ; startst < stopst; startst++ {
		s := m.g.strip[startst]
		if s.op == oLPAREN || s.op == oRPAREN {
			continue
		}
		if s.op != oCHAR {
			break
		}
		if p == stop || int(m.s[p]) != s.opnd {
			return -1
		}
		p++
	}
	st, empty, tmp := m.st, m.empty, m.tmp
	c := outChar
	if p > 0 {
		c = int(m.s[p-1])
	}
	clear(st)
	st[startst] = true
	m.stepSelf(st, startst, stopst, chNOTHING)
	matchp := -1
	for {
		lastc := c
		c = m.at(p)
		m.flagSteps(st, startst, stopst, lastc, c)
		if st[stopst] {
			matchp = p
		}
		if equal(st, empty) || p == stop {
			break
		}
		copy(tmp, st)
		copy(st, empty)
		m.step(startst, stopst, tmp, c, st)
		p++
	}
	return matchp
}

// step is step(): the states reachable after ch from those in bef, added
// to aft (which bef may be).
func (m *reMatch) step(start, stop int, bef []bool, ch int, aft []bool) {
	strip := m.g.strip
	for pc := start; pc != stop; pc++ {
		s := strip[pc]
		fwd := func(src []bool, n int) {
			if src[pc] {
				aft[pc+n] = true
			}
		}
		switch s.op {
		case oCHAR:
			if ch == s.opnd {
				fwd(bef, 1)
			}
		case oBOL:
			if ch == chBOL || ch == chBOLEOL {
				fwd(bef, 1)
			}
		case oEOL:
			if ch == chEOL || ch == chBOLEOL {
				fwd(bef, 1)
			}
		case oBOW:
			if ch == chBOW {
				fwd(bef, 1)
			}
		case oEOW:
			if ch == chEOW {
				fwd(bef, 1)
			}
		case oANY:
			if ch < outChar {
				fwd(bef, 1)
			}
		case oANYOF:
			if ch < outChar && m.g.sets[s.opnd][ch] {
				fwd(bef, 1)
			}
		case oBACK_, o_BACK, oPLUS_, o_QUEST, oLPAREN, oRPAREN, o_CH:
			fwd(aft, 1)
		case o_PLUS:
			fwd(aft, 1)
			i := aft[pc-s.opnd]
			if aft[pc] {
				aft[pc-s.opnd] = true
			}
			if !i && aft[pc-s.opnd] {
				// The loop body must be considered again.
				pc -= s.opnd + 1
			}
		case oQUEST_:
			fwd(aft, 1)
			fwd(aft, s.opnd)
		case oCH_:
			fwd(aft, 1)
			fwd(aft, s.opnd)
		case oOR1:
			if aft[pc] {
				look := 1
				for strip[pc+look].op != o_CH {
					look += strip[pc+look].opnd
				}
				aft[pc+look] = true
			}
		case oOR2:
			fwd(aft, 1)
			if strip[pc+s.opnd].op != o_CH {
				fwd(aft, s.opnd)
			}
		}
	}
}

// backref is backref(): a match of the strip from startst to stopst that
// covers exactly start to stop, minding back-references; its end or -1.
func (m *reMatch) backref(start, stop, startst, stopst, lev, rec int) int {
	strip := m.g.strip
	sp := start
	ss := startst
	hard := false
	for ; !hard && ss < stopst; ss++ {
		s := strip[ss]
		switch s.op {
		case oCHAR:
			if sp == stop || int(m.s[sp]) != s.opnd {
				return -1
			}
			sp++
		case oANY:
			if sp == stop {
				return -1
			}
			sp++
		case oANYOF:
			if sp == stop || !m.g.sets[s.opnd][m.s[sp]] {
				return -1
			}
			sp++
		case oBOL:
			if sp != 0 {
				return -1
			}
		case oEOL:
			if sp != len(m.s) {
				return -1
			}
		case oBOW:
			if !((sp == 0 || sp > 0 && !isWord(int(m.s[sp-1]))) && sp < len(m.s) && isWord(int(m.s[sp]))) {
				return -1
			}
		case oEOW:
			if !((sp == len(m.s) || sp < len(m.s) && !isWord(int(m.s[sp]))) && sp > 0 && isWord(int(m.s[sp-1]))) {
				return -1
			}
		case o_QUEST, o_CH:
		case oOR1: // matches null but needs to skip
			ss++
			s = strip[ss]
			for {
				ss += s.opnd
				s = strip[ss]
				if s.op == o_CH {
					break
				}
			}
		default:
			hard = true
		}
	}
	if !hard {
		if sp != stop {
			return -1
		}
		return sp
	}
	ss--
	s := strip[ss]
	switch s.op {
	case oBACK_:
		i := s.opnd
		if m.pmatch[i][1] == -1 {
			return -1
		}
		n := m.pmatch[i][1] - m.pmatch[i][0]
		if n < 0 {
			return -1 // a size_t length past the string
		}
		if n == 0 {
			if rec > maxRecurse {
				return -1
			}
			rec++
		}
		if sp > stop-n {
			return -1
		}
		if m.s[sp:sp+n] != m.s[m.pmatch[i][0]:m.pmatch[i][0]+n] {
			return -1
		}
		for strip[ss] != (sop{o_BACK, i}) {
			ss++
		}
		return m.backref(sp+n, stop, ss+1, stopst, lev, rec)
	case oQUEST_:
		if dp := m.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		return m.backref(sp, stop, ss+s.opnd+1, stopst, lev, rec)
	case oPLUS_:
		m.lastpos[lev+1] = sp
		return m.backref(sp, stop, ss+1, stopst, lev+1, rec)
	case o_PLUS:
		if sp == m.lastpos[lev] { // the last pass matched null
			return m.backref(sp, stop, ss+1, stopst, lev-1, rec)
		}
		m.lastpos[lev] = sp
		if dp := m.backref(sp, stop, ss-s.opnd+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		return m.backref(sp, stop, ss+1, stopst, lev-1, rec)
	case oCH_:
		ssub := ss + 1
		esub := ss + s.opnd - 1
		for {
			if dp := m.backref(sp, stop, ssub, stopst, lev, rec); dp >= 0 {
				return dp
			}
			if strip[esub].op == o_CH {
				return -1
			}
			esub++
			ssub = esub + 1
			esub += strip[esub].opnd
			if strip[esub].op == oOR2 {
				esub--
			}
		}
	case oLPAREN:
		i := s.opnd
		save := m.pmatch[i][0]
		m.pmatch[i][0] = sp
		if dp := m.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		m.pmatch[i][0] = save
		return -1
	case oRPAREN:
		i := s.opnd
		save := m.pmatch[i][1]
		m.pmatch[i][1] = sp
		if dp := m.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		m.pmatch[i][1] = save
		return -1
	}
	return -1
}
