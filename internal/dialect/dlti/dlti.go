// Package dlti is MLIR 19's DLTI dialect (data layout and target
// information) as far as gpuc needs it: `#dlti.dl_entry<key, value>` and
// `#dlti.dl_spec<entries>` are parsed and verified as MLIR does and kept as
// opaque attributes whose text is what MLIR prints for them (the LLVM IR
// translation reads that text, in contexts without this dialect too); the
// `dlti.dl_spec` attribute of builtin.module and gpu.module is checked as
// MLIR's DataLayoutOpInterface verifier does. Other DLTI attributes
// (target system and device specs) stay as written.
package dlti

import (
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Name is the dialect's name.
const Name = "dlti"

// DataLayoutAttrName is the attribute holding an op's data layout spec.
const DataLayoutAttrName = "dlti.dl_spec"

// TargetSystemDescAttrName is the attribute holding a target system spec.
const TargetSystemDescAttrName = "dlti.target_system_spec"

// Register adds the dialect to reg.
func Register(reg *ir.Registry) {
	d := reg.AddDialect(Name)
	d.Syntax = &asm.DialectSyntax{ParseAttr: parseAttr}
	d.VerifyOpAttr = verifyOpAttr
}

// Entry is one `#dlti.dl_entry`: a type key (Type) or an identifier key
// (ID), and its value.
type Entry struct {
	Type  ir.Type
	ID    string
	Value ir.Attribute
	// Attr is the entry attribute itself.
	Attr *ir.OpaqueAttr
}

// Text is the entry as MLIR prints it.
func (e *Entry) Text() string { return "#dlti." + e.Attr.Data }

type entryKey struct{ a *ir.OpaqueAttr }
type specKey struct{ a *ir.OpaqueAttr }

func parseAttr(p *asm.Parser, body string, _ ir.Type) ir.Attribute {
	nameOff := p.Offset()
	switch {
	case strings.HasPrefix(body, "dl_entry"):
		p.ExpectKeyword("dl_entry", "expected 'dl_entry'")
		return parseEntry(p)
	case strings.HasPrefix(body, "dl_spec"):
		p.ExpectKeyword("dl_spec", "expected 'dl_spec'")
		return parseSpec(p, nameOff)
	}
	// Target system and device specs are kept as written.
	p.SkipRest()
	return nil
}

// parseEntry parses `<` (type | quoted-string) `,` attr `>`
// (DataLayoutEntryAttr::parse).
func parseEntry(p *asm.Parser) ir.Attribute {
	ctx := p.Context()
	p.Expect("<", "expected '<'")
	e := &Entry{}
	idOff := p.Offset()
	if t, ok := p.ParseOptionalType(); ok {
		e.Type = t
	} else if p.IsString() {
		e.ID = p.StringLiteralValue()
		p.ConsumeToken()
	} else {
		p.ErrorAt(idOff, "expected a type or a quoted string")
	}
	p.Expect(",", "expected ','")
	e.Value = p.ParseAttribute()
	p.Expect(">", "expected '>'")
	var b strings.Builder
	b.WriteString("dl_entry<")
	if e.Type != nil {
		b.WriteString(asm.TypeString(e.Type))
	} else {
		// MLIR prints the identifier between quotes as it is.
		b.WriteString("\"" + e.ID + "\"")
	}
	b.WriteString(", ")
	b.WriteString(asm.AttrString(e.Value))
	b.WriteString(">")
	a := ctx.OpaqueAttr(Name, b.String(), nil)
	e.Attr = a
	ctx.CacheStore(entryKey{a}, e)
	return a
}

// parseSpec parses `<` (entry (`,` entry)*)? `>` and checks that no key
// repeats (DataLayoutSpecAttr::parse and verify).
func parseSpec(p *asm.Parser, nameOff int) ir.Attribute {
	ctx := p.Context()
	p.Expect("<", "expected '<'")
	var entries []*Entry
	if !p.ConsumeIf(">") {
		for {
			off := p.Offset()
			a := p.ParseAttribute()
			e := EntryOf(ctx, a)
			if e == nil {
				p.ErrorAt(off, "invalid kind of attribute specified")
			}
			entries = append(entries, e)
			if !p.ConsumeIf(",") {
				break
			}
		}
		p.Expect(">", "expected '>'")
	}
	types := map[ir.Type]bool{}
	ids := map[string]bool{}
	for _, e := range entries {
		if e.Type != nil {
			if types[e.Type] {
				p.ErrorAt(nameOff, "repeated layout entry key: '%s'", asm.TypeString(e.Type))
			}
			types[e.Type] = true
		} else {
			if ids[e.ID] {
				p.ErrorAt(nameOff, "repeated layout entry key: %s", e.ID)
			}
			ids[e.ID] = true
		}
	}
	texts := make([]string, len(entries))
	for i, e := range entries {
		texts[i] = e.Text()
	}
	a := ctx.OpaqueAttr(Name, "dl_spec<"+strings.Join(texts, ", ")+">", nil)
	ctx.CacheStore(specKey{a}, entries)
	return a
}

// EntryOf returns the entry a is, or nil when a is no `#dlti.dl_entry`.
func EntryOf(ctx *ir.Context, a ir.Attribute) *Entry {
	o, ok := a.(*ir.OpaqueAttr)
	if !ok || o.Dialect != Name || !strings.HasPrefix(o.Data, "dl_entry") {
		return nil
	}
	if e, ok := ctx.CacheLoad(entryKey{o}); ok {
		return e.(*Entry)
	}
	reparse(ctx, o)
	if e, ok := ctx.CacheLoad(entryKey{o}); ok {
		return e.(*Entry)
	}
	return nil
}

// SpecEntries returns the entries of a `#dlti.dl_spec`; ok is false when a
// is no data layout spec.
func SpecEntries(ctx *ir.Context, a ir.Attribute) (entries []*Entry, ok bool) {
	o, isOpaque := a.(*ir.OpaqueAttr)
	if !isOpaque || o.Dialect != Name || !strings.HasPrefix(o.Data, "dl_spec") {
		return nil, false
	}
	if e, ok := ctx.CacheLoad(specKey{o}); ok {
		return e.([]*Entry), true
	}
	reparse(ctx, o)
	if e, ok := ctx.CacheLoad(specKey{o}); ok {
		return e.([]*Entry), true
	}
	return nil, false
}

// IsSpec reports whether a is a `#dlti.dl_spec` (MLIR's
// DataLayoutSpecInterface, which only that attribute implements).
func IsSpec(ctx *ir.Context, a ir.Attribute) bool {
	_, ok := SpecEntries(ctx, a)
	return ok
}

// reparse parses an opaque DLTI attribute made elsewhere than by this
// dialect's parser, which records what its text means.
func reparse(ctx *ir.Context, o *ir.OpaqueAttr) {
	if ctx.Registry.Dialect(Name) == nil {
		return
	}
	asm.ParseAttribute(ctx, "dlti", []byte("#"+Name+"."+o.Data))
}
