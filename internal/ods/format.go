package ods

import (
	"fmt"
	"strings"
)

// elemKind is the kind of a declarative assembly format element.
type elemKind uint8

const (
	eLiteral    elemKind = iota // `keyword` or punctuation
	eSpace                      // ` ` or `` (Text "" or " ") or `\n`
	eOperand                    // $operand
	eAttr                       // $attribute
	eRegion                     // $region
	eSuccessor                  // $successor
	eAttrDict                   // attr-dict / attr-dict-with-keyword
	ePropDict                   // prop-dict
	eType                       // type(x)
	eFuncType                   // functional-type(x, y)
	eOperands                   // operands
	eResults                    // results (only inside type())
	eRegions                    // regions
	eSuccessors                 // successors
	eCustom                     // custom<Name>(args)
	eOptional                   // ( ... )? with optional else group
	eRef                        // ref(x) inside custom
	eQualified                  // qualified(x)
	eResult                     // $result (only inside type())
	eOIList                     // oilist(...)
)

// elem is one element of a parsed format.
type elem struct {
	kind    elemKind
	text    string // literal text, variable name, custom directive name
	keyword bool   // attr-dict-with-keyword; a literal that is a keyword
	args    []*elem
	then    []*elem
	els     []*elem
	anchor  *elem
	// Static printer spacing state before this element (computed as
	// MLIR's OpFormatGen does at generation time).
	emitSpace, lastPunct bool
	// For variables: the index into the spec's operands, attrs, ...
	idx      int
	anchored bool
	unit     bool   // a UnitAttr variable
	msg      string // a literal's "expected 'x'"
}

type formatLexer struct {
	s   string
	pos int
}

func (l *formatLexer) skipSpace() {
	for l.pos < len(l.s) && (l.s[l.pos] == ' ' || l.s[l.pos] == '\n' || l.s[l.pos] == '\t') {
		l.pos++
	}
}

// parseFormat parses an assemblyFormat string against spec s.
func parseFormat(s *Spec) ([]*elem, error) {
	l := &formatLexer{s: s.Format}
	els, err := parseElems(l, s, "")
	if err != nil {
		return nil, err
	}
	l.skipSpace()
	if l.pos != len(l.s) {
		return nil, fmt.Errorf("%s: unexpected %q in format at %d", s.Name, l.s[l.pos:], l.pos)
	}
	return els, nil
}

func parseElems(l *formatLexer, s *Spec, end string) ([]*elem, error) {
	var out []*elem
	for {
		l.skipSpace()
		if l.pos >= len(l.s) {
			return out, nil
		}
		if end != "" && strings.HasPrefix(l.s[l.pos:], end) {
			return out, nil
		}
		if l.s[l.pos] == ')' || l.s[l.pos] == ',' {
			return out, nil
		}
		e, err := parseElem(l, s)
		if err != nil {
			return nil, err
		}
		if l.pos < len(l.s) && l.s[l.pos] == '^' {
			l.pos++
			e.anchored = true
		}
		out = append(out, e)
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func parseElem(l *formatLexer, s *Spec) (*elem, error) {
	l.skipSpace()
	c := l.s[l.pos]
	switch {
	case c == '`':
		end := strings.IndexByte(l.s[l.pos+1:], '`')
		if end < 0 {
			return nil, fmt.Errorf("%s: unterminated literal", s.Name)
		}
		text := l.s[l.pos+1 : l.pos+1+end]
		l.pos += end + 2
		if text == "" || text == " " || text == `\n` {
			return &elem{kind: eSpace, text: text}, nil
		}
		kw := isKeyword(text) || isAlpha(text[0])
		return &elem{kind: eLiteral, text: text, keyword: kw, msg: "expected '" + text + "'"}, nil
	case c == '$':
		l.pos++
		start := l.pos
		for l.pos < len(l.s) && (isIdentByte(l.s[l.pos]) && l.s[l.pos] != '-') {
			l.pos++
		}
		return resolveVar(s, l.s[start:l.pos])
	case c == '(':
		l.pos++
		then, err := parseElems(l, s, "")
		if err != nil {
			return nil, err
		}
		l.skipSpace()
		if l.pos >= len(l.s) || l.s[l.pos] != ')' {
			return nil, fmt.Errorf("%s: expected ')' in optional group", s.Name)
		}
		l.pos++
		l.skipSpace()
		g := &elem{kind: eOptional, then: then}
		if l.pos < len(l.s) && l.s[l.pos] == '?' {
			l.pos++
		} else {
			return nil, fmt.Errorf("%s: expected '?' after group", s.Name)
		}
		// Else group: `: (...)`.
		save := l.pos
		l.skipSpace()
		if l.pos < len(l.s) && l.s[l.pos] == ':' {
			l.pos++
			l.skipSpace()
			if l.pos < len(l.s) && l.s[l.pos] == '(' {
				l.pos++
				els, err := parseElems(l, s, "")
				if err != nil {
					return nil, err
				}
				l.skipSpace()
				if l.pos >= len(l.s) || l.s[l.pos] != ')' {
					return nil, fmt.Errorf("%s: expected ')' in else group", s.Name)
				}
				l.pos++
				g.els = els
			} else {
				l.pos = save
			}
		} else {
			l.pos = save
		}
		findAnchor(g)
		return g, nil
	default:
		start := l.pos
		for l.pos < len(l.s) && isIdentByte(l.s[l.pos]) {
			l.pos++
		}
		word := l.s[start:l.pos]
		switch word {
		case "attr-dict":
			return &elem{kind: eAttrDict}, nil
		case "attr-dict-with-keyword":
			return &elem{kind: eAttrDict, keyword: true}, nil
		case "prop-dict":
			return &elem{kind: ePropDict}, nil
		case "operands":
			return &elem{kind: eOperands}, nil
		case "results":
			return &elem{kind: eResults}, nil
		case "regions":
			return &elem{kind: eRegions}, nil
		case "successors":
			return &elem{kind: eSuccessors}, nil
		case "type", "qualified", "ref", "functional-type", "oilist":
			args, err := parseArgs(l, s)
			if err != nil {
				return nil, err
			}
			k := map[string]elemKind{"type": eType, "qualified": eQualified, "ref": eRef, "functional-type": eFuncType, "oilist": eOIList}[word]
			return &elem{kind: k, args: args}, nil
		case "custom":
			if l.pos >= len(l.s) || l.s[l.pos] != '<' {
				return nil, fmt.Errorf("%s: expected '<' after custom", s.Name)
			}
			end := strings.IndexByte(l.s[l.pos:], '>')
			name := l.s[l.pos+1 : l.pos+end]
			l.pos += end + 1
			args, err := parseArgs(l, s)
			if err != nil {
				return nil, err
			}
			return &elem{kind: eCustom, text: name, args: args}, nil
		}
		if l.pos < len(l.s) && l.s[l.pos] == '^' {
			return nil, fmt.Errorf("%s: unexpected '^'", s.Name)
		}
		return nil, fmt.Errorf("%s: unknown format element %q at %d", s.Name, word, start)
	}
}

func parseArgs(l *formatLexer, s *Spec) ([]*elem, error) {
	l.skipSpace()
	if l.pos >= len(l.s) || l.s[l.pos] != '(' {
		return nil, fmt.Errorf("%s: expected '('", s.Name)
	}
	l.pos++
	var args []*elem
	for {
		l.skipSpace()
		if l.pos < len(l.s) && l.s[l.pos] == ')' {
			l.pos++
			return args, nil
		}
		if l.pos < len(l.s) && l.s[l.pos] == ',' {
			l.pos++
			continue
		}
		if l.pos >= len(l.s) {
			return nil, fmt.Errorf("%s: unterminated argument list", s.Name)
		}
		e, err := parseElem(l, s)
		if err != nil {
			return nil, err
		}
		// oilist clauses are `literal elements...` separated by `|`.
		args = append(args, e)
		l.skipSpace()
		if l.pos < len(l.s) && l.s[l.pos] == '|' {
			l.pos++
			args = append(args, &elem{kind: eLiteral, text: "|"})
		}
	}
}

func resolveVar(s *Spec, name string) (*elem, error) {
	for i, o := range s.Operands {
		if o.Name == name {
			return &elem{kind: eOperand, text: name, idx: i}, nil
		}
	}
	for i, a := range s.Attrs {
		if a.Name == name {
			return &elem{kind: eAttr, text: name, idx: i}, nil
		}
	}
	for i, r := range s.Results {
		if r.Name == name {
			return &elem{kind: eResult, text: name, idx: i}, nil
		}
	}
	for i, r := range s.Regions {
		if r.Name == name {
			return &elem{kind: eRegion, text: name, idx: i}, nil
		}
	}
	for i, r := range s.Successors {
		if r.Name == name {
			return &elem{kind: eSuccessor, text: name, idx: i}, nil
		}
	}
	return nil, fmt.Errorf("%s: unknown variable $%s", s.Name, name)
}

// findAnchor sets the `^`-marked element of an optional group.
func findAnchor(g *elem) {
	for _, e := range g.then {
		if e.anchored {
			g.anchor = e
			return
		}
	}
	for _, e := range g.then {
		if e.kind == eOptional && e.anchor != nil {
			g.anchor = e.anchor
			return
		}
	}
}
