package ods

import (
	"sort"
	"sync"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

var dialects sync.Map // name -> *Dialect

var syntaxes sync.Map // name -> *asm.DialectSyntax (registered with asm once)

func dialectByName(name string) *Dialect {
	if d, ok := dialects.Load(name); ok {
		return d.(*Dialect)
	}
	return nil
}

// dialectSyntax combines a dialect's hand-written type and attribute
// syntax with its generated enum attributes.
func dialectSyntax(d *Dialect) *asm.DialectSyntax {
	if syn, ok := syntaxes.Load(d.Name); ok {
		return syn.(*asm.DialectSyntax)
	}
	syn := buildSyntax(d)
	if syn == nil {
		return nil
	}
	if prev, loaded := syntaxes.LoadOrStore(d.Name, syn); loaded {
		return prev.(*asm.DialectSyntax)
	}
	asm.RegisterDialectSyntax(syn)
	return syn
}

func buildSyntax(d *Dialect) *asm.DialectSyntax {
	dialects.Store(d.Name, d)
	hand := d.Syntax
	if hand == nil {
		hand = &asm.DialectSyntax{}
	}
	if len(d.EnumAttrs) == 0 && len(d.TypeParsers) == 0 && len(d.AttrParsers) == 0 && d.Syntax == nil {
		return nil
	}
	enums := map[string]*EnumAttrDef{}
	for _, e := range d.EnumAttrs {
		enums[e.Mnemonic] = e
	}
	syn := &asm.DialectSyntax{
		Name:      d.Name,
		TypeAlias: hand.TypeAlias,
		AttrAlias: hand.AttrAlias,
		PrintType: hand.PrintType,
	}
	syn.ParseType = func(p *asm.Parser, body string) ir.Type {
		if p.IsBareIdent() {
			if f := d.TypeParsers[p.TokenText()]; f != nil {
				p.ConsumeKeyword(p.TokenText())
				return f(p)
			}
		}
		if hand.ParseType != nil {
			return hand.ParseType(p, body)
		}
		if p.Context().AllowUnregistered {
			return nil
		}
		p.Errorf("unknown type '%s' in dialect '%s'", p.TokenText(), d.Name)
		return nil
	}
	syn.ParseAttr = func(p *asm.Parser, body string, t ir.Type) ir.Attribute {
		if p.IsBareIdent() {
			w := p.TokenText()
			if e := enums[w]; e != nil {
				p.ConsumeKeyword(w)
				return parseEnumAttrBody(p, p.Context(), e)
			}
			if f := d.AttrParsers[w]; f != nil {
				p.ConsumeKeyword(w)
				return f(p, t)
			}
		}
		if hand.ParseAttr != nil {
			return hand.ParseAttr(p, body, t)
		}
		if p.IsBareIdent() {
			p.ErrorAt(p.Offset(), "unknown attribute `%s` in dialect `%s`", p.TokenText(), d.Name)
		}
		p.Errorf("expected valid keyword")
		return nil
	}
	syn.PrintAttr = func(pr *asm.Printer, a ir.Attribute) bool {
		if ea, ok := a.(*EnumAttr); ok && ea.Def.Dialect == d.Name {
			pr.WriteString(ea.Def.Mnemonic)
			if ea.Def.Format == "$value" {
				pr.WriteString(" ")
				printKeywordOrString(pr, ea.String())
			} else {
				pr.WriteString("<" + ea.String() + ">")
			}
			return true
		}
		if hand.PrintAttr != nil {
			return hand.PrintAttr(pr, a)
		}
		return false
	}
	return syn
}

// Registered returns the dialects registered through Register, by name.
func Registered() []*Dialect {
	var out []*Dialect
	dialects.Range(func(_, v any) bool { out = append(out, v.(*Dialect)); return true })
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Directives returns the names of the custom directives d's formats use.
func Directives(d *Dialect) []string {
	seen := map[string]bool{}
	var out []string
	var walk func(els []*elem)
	walk = func(els []*elem) {
		for _, e := range els {
			if e.kind == eCustom && !seen[e.text] {
				seen[e.text] = true
				out = append(out, e.text)
			}
			walk(e.args)
			walk(e.then)
			walk(e.els)
		}
	}
	for _, s := range d.Ops {
		if s.Format == "" || s.Custom {
			continue
		}
		if els, err := parseFormat(s); err == nil {
			walk(els)
		}
	}
	sort.Strings(out)
	return out
}
