package ll

import (
	"bufio"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Print writes m as LLVM 19 textual IR, laid out exactly as LLVM's
// AssemblyWriter lays out the same module, so that the text can be
// compared byte for byte with mlir-translate's and opt's output.
func (m *Module) Print(w io.Writer) error {
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriterSize(w, 1<<16)
	}
	p := newPrinter(m, bw)
	p.module()
	p.flush()
	if p.err != nil {
		return p.err
	}
	return bw.Flush()
}

// Text returns m as LLVM 19 textual IR in a slice of exactly its length.
// Printing a large module into a growing buffer leaves the buffer's
// earlier copies, about as much again as the text, as garbage while the
// module is still live, and sets the peak memory of a caller that keeps
// the text (gpuc translate, whose verifier reads it before it is
// written; 13 MB of its peak on the 20 MiB translate bench): Text prints
// into fixed-size chunks and copies them once.
func (m *Module) Text() []byte {
	var c chunkWriter
	_ = m.Print(&c) // chunkWriter does not fail
	return c.join()
}

// chunkWriter collects written bytes in chunks of textChunk bytes or
// more, which never move once written.
type chunkWriter struct {
	chunks [][]byte
	n      int
}

const textChunk = 1 << 20

func (c *chunkWriter) Write(b []byte) (int, error) {
	written := len(b)
	c.n += written
	for len(b) > 0 {
		if k := len(c.chunks); k > 0 {
			last := c.chunks[k-1]
			if free := cap(last) - len(last); free > 0 {
				n := min(free, len(b))
				c.chunks[k-1] = append(last, b[:n]...)
				b = b[n:]
				continue
			}
		}
		c.chunks = append(c.chunks, make([]byte, 0, max(textChunk, len(b))))
	}
	return written, nil
}

// join returns the bytes written, in one slice, and drops the chunks.
func (c *chunkWriter) join() []byte {
	out := make([]byte, 0, c.n)
	for i, ch := range c.chunks {
		out = append(out, ch...)
		c.chunks[i] = nil
	}
	c.chunks = nil
	return out
}

// String returns m as LLVM 19 textual IR.
func (m *Module) String() string {
	var sb strings.Builder
	_ = m.Print(&sb)
	return sb.String()
}

// printer holds the output buffer and the numbering state of one Print.
type printer struct {
	m   *Module
	w   *bufio.Writer
	b   []byte // pending output; flushed when large
	err error
	st  *slots
}

func newPrinter(m *Module, w *bufio.Writer) *printer {
	p := &printer{m: m, w: w, b: make([]byte, 0, 1<<16)}
	p.st = newSlots(m)
	return p
}

func (p *printer) flush() {
	if len(p.b) == 0 || p.err != nil {
		p.b = p.b[:0]
		return
	}
	_, p.err = p.w.Write(p.b)
	p.b = p.b[:0]
}

// maybeFlush hands the buffer to the writer once it is large; called at
// line boundaries only.
func (p *printer) maybeFlush() {
	if len(p.b) >= 1<<16 {
		p.flush()
	}
}

func (p *printer) s(s string)   { p.b = append(p.b, s...) }
func (p *printer) c(c byte)     { p.b = append(p.b, c) }
func (p *printer) u(v uint64)   { p.b = strconv.AppendUint(p.b, v, 10) }
func (p *printer) i(v int64)    { p.b = strconv.AppendInt(p.b, v, 10) }
func (p *printer) typ(t Type)   { p.s(typeString(t)) }
func (p *printer) esc(s string) { p.b = appendEscaped(p.b, s) }

// quoted prints s escaped between double quotes.
func (p *printer) quoted(s string) {
	p.c('"')
	p.esc(s)
	p.c('"')
}

// typeString tolerates a nil type (malformed IR) as LLVM prints it.
func typeString(t Type) string {
	if t == nil {
		return "<null Type>"
	}
	return t.String()
}

// appendEscaped is LLVM's printEscapedString.
func appendEscaped[S string | []byte](b []byte, s S) []byte {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' {
			b = append(b, '\\', '\\')
			continue
		}
		if c >= 0x20 && c < 0x7f && c != '"' {
			b = append(b, c)
			continue
		}
		b = append(b, '\\', hex[c>>4], hex[c&15])
	}
	return b
}

// module prints the whole module in AssemblyWriter::printModule's order.
func (p *printer) module() {
	m := p.m
	if m.ModuleID != "" && !strings.Contains(m.ModuleID, "\n") {
		p.s("; ModuleID = '")
		p.s(m.ModuleID)
		p.s("'\n")
	}
	if m.SourceFilename != "" {
		p.s("source_filename = \"")
		p.esc(m.SourceFilename)
		p.s("\"\n")
	}
	if m.DataLayout != "" {
		p.s("target datalayout = \"")
		p.s(m.DataLayout)
		p.s("\"\n")
	}
	if m.Triple != "" {
		p.s("target triple = \"")
		p.s(m.Triple)
		p.s("\"\n")
	}
	if len(m.ModuleAsm) > 0 {
		p.c('\n')
		for _, l := range m.ModuleAsm {
			p.s("module asm \"")
			p.esc(l)
			p.s("\"\n")
		}
	}
	if structs := p.st.structs(); len(structs) > 0 {
		// Numbered (unnamed) structs first, by number, then named ones
		// in TypeFinder order (printTypeIdentities).
		var numbered, named []*StructType
		for _, t := range structs {
			if t.Name == "" {
				numbered = append(numbered, t)
			} else {
				named = append(named, t)
			}
		}
		sort.SliceStable(numbered, func(i, j int) bool { return numbered[i].Num < numbered[j].Num })
		p.c('\n')
		for _, t := range append(numbered, named...) {
			p.s(t.String())
			p.s(" = type ")
			p.s(t.Body())
			p.c('\n')
		}
	}
	comdats := usedComdats(m)
	if len(comdats) > 0 {
		p.c('\n')
	}
	for i, c := range comdats {
		p.comdat(c)
		if i != len(comdats)-1 {
			p.c('\n')
		}
	}
	if len(m.Globals) > 0 {
		p.c('\n')
	}
	for _, g := range m.Globals {
		p.global(g)
		p.c('\n')
		p.maybeFlush()
	}
	if len(m.Aliases) > 0 {
		p.c('\n')
	}
	for _, a := range m.Aliases {
		p.alias(a)
	}
	for _, f := range m.Funcs {
		if dbgIntrinsic(f) != "" {
			continue // calls to it print as debug records
		}
		p.c('\n')
		p.function(f)
		p.maybeFlush()
	}
	if len(p.st.attrSets) > 0 {
		p.c('\n')
		for i, s := range p.st.attrSets {
			p.s("attributes #")
			p.u(uint64(i))
			p.s(" = { ")
			p.attrSet(s, true)
			p.s(" }\n")
		}
	}
	if len(m.NamedMDs) > 0 {
		p.c('\n')
	}
	for _, n := range m.NamedMDs {
		p.c('!')
		p.mdIdent(n.Name)
		p.s(" = !{")
		for i, op := range n.Ops {
			if i > 0 {
				p.s(", ")
			}
			p.mdRef(op)
		}
		p.s("}\n")
	}
	if len(p.st.mdList) > 0 {
		p.c('\n')
		for i, n := range p.st.mdList {
			p.c('!')
			p.u(uint64(i))
			p.s(" = ")
			p.mdBody(n)
			p.c('\n')
			p.maybeFlush()
		}
	}
}

// usedComdats lists the comdats global objects use, functions first then
// global variables, as AssemblyWriter collects them (unused comdats are
// not printed).
func usedComdats(m *Module) []*Comdat {
	var out []*Comdat
	seen := map[*Comdat]bool{}
	add := func(c *Comdat) {
		if c != nil && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, f := range m.Funcs {
		add(f.Comdat)
	}
	for _, g := range m.Globals {
		add(g.Comdat)
	}
	return out
}

func (p *printer) comdat(c *Comdat) {
	p.c('$')
	p.s(QuoteName(c.Name))
	p.s(" = comdat ")
	if c.Kind == "" {
		p.s("any")
	} else {
		p.s(c.Kind)
	}
	p.c('\n')
}

// globalRef prints @name, or @N for an unnamed global.
func (p *printer) globalRef(g GlobalValue) {
	p.c('@')
	if n := g.GlobalName(); n != "" {
		p.s(QuoteName(n))
		return
	}
	if n, ok := p.st.globalSlot[g]; ok {
		p.u(uint64(n))
		return
	}
	p.s("<badref>")
}

// linkagePrefix prints what globals, aliases and functions share before
// their kind keyword.
func (p *printer) commonPrefix(g *GlobalCommon, tls bool) {
	if g.Linkage != External {
		p.s(g.Linkage.String())
		p.c(' ')
	}
	// dso_local is implied (and not printed) for local linkage and
	// non-default visibility (GlobalValue::isImplicitDSOLocal).
	implicit := g.Linkage == Private || g.Linkage == Internal ||
		(g.Visibility != Default && g.Linkage != ExternWeak)
	if g.DSOLocal && !implicit {
		p.s("dso_local ")
	}
	switch g.Visibility {
	case Hidden:
		p.s("hidden ")
	case Protected:
		p.s("protected ")
	}
	if g.DLLStorage != "" {
		p.s(g.DLLStorage)
		p.c(' ')
	}
	if tls && g.ThreadLocal != "" {
		p.s(g.ThreadLocal)
		p.c(' ')
	}
}

func unnamedAddr(u UnnamedAddr) string {
	switch u {
	case LocalUnnamedAddr:
		return "local_unnamed_addr"
	case GlobalUnnamedAddr:
		return "unnamed_addr"
	}
	return ""
}

func (p *printer) global(g *GlobalVariable) {
	p.globalRef(g)
	p.s(" = ")
	if g.Init == nil && g.Linkage == External {
		p.s("external ")
	}
	p.commonPrefix(&g.GlobalCommon, true)
	if ua := unnamedAddr(g.UnnamedAddr); ua != "" {
		p.s(ua)
		p.c(' ')
	}
	if g.AddrSpace != 0 {
		p.s("addrspace(")
		p.u(uint64(g.AddrSpace))
		p.s(") ")
	}
	if g.ExternallyInitialized {
		p.s("externally_initialized ")
	}
	if g.IsConstant {
		p.s("constant ")
	} else {
		p.s("global ")
	}
	p.typ(g.ValueType)
	if g.Init != nil {
		p.c(' ')
		p.valueRef(g.Init)
	}
	if g.Section != "" {
		p.s(", section ")
		p.quoted(g.Section)
	}
	if g.Partition != "" {
		p.s(", partition ")
		p.quoted(g.Partition)
	}
	if g.CodeModel != "" {
		p.s(", code_model \"")
		p.s(g.CodeModel)
		p.c('"')
	}
	p.comdatRef(g.Comdat, g.Name, true)
	if g.Align != 0 {
		p.s(", align ")
		p.u(g.Align)
	}
	p.attachments(g.MD, nil, ", ")
	if len(g.Attrs) > 0 {
		p.s(" #")
		p.u(uint64(p.st.attrSlot(g.Attrs)))
	}
}

func (p *printer) comdatRef(c *Comdat, name string, comma bool) {
	if c == nil {
		return
	}
	if comma {
		p.c(',')
	}
	p.s(" comdat")
	if c.Name == name {
		return
	}
	p.s("($")
	p.s(QuoteName(c.Name))
	p.c(')')
}

func (p *printer) alias(a *Alias) {
	p.globalRef(a)
	p.s(" = ")
	p.commonPrefix(&a.GlobalCommon, true)
	if ua := unnamedAddr(a.UnnamedAddr); ua != "" {
		p.s(ua)
		p.c(' ')
	}
	p.s("alias ")
	p.typ(a.ValueType)
	p.s(", ")
	if a.Aliasee == nil {
		p.s("<<NULL ALIASEE>>")
	} else {
		if _, isExpr := a.Aliasee.(*ConstExpr); !isExpr {
			p.typ(a.Aliasee.Type())
			p.c(' ')
		}
		p.valueRef(a.Aliasee)
	}
	if a.Partition != "" {
		p.s(", partition ")
		p.quoted(a.Partition)
	}
	p.c('\n')
}
