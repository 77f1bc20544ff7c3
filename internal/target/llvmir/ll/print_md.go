package ll

// attachments prints `sep!kind !node` for each attachment, !dbg first and
// the rest by kind id (printMetadataAttachments).
func (p *printer) attachments(md []MDAttachment, dbg *MDNode, sep string) {
	for _, a := range p.st.sortAttachments(md, dbg) {
		p.s(sep)
		p.c('!')
		p.mdIdent(a.Kind)
		p.c(' ')
		p.mdRef(a.Node)
	}
}

// mdIdent prints a metadata name with LLVM's escapes
// (printMetadataIdentifier).
func (p *printer) mdIdent(name string) {
	if name == "" {
		p.s("<empty name> ")
		return
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_'
		if i > 0 {
			ok = ok || c >= '0' && c <= '9'
		}
		if ok {
			p.c(c)
		} else {
			p.c('\\')
			p.c(hexUpper[c>>4])
			p.c(hexUpper[c&15])
		}
	}
}

// mdRef prints a node reference: !N, or the node itself when inline.
func (p *printer) mdRef(n *MDNode) {
	if n == nil {
		p.s("null")
		return
	}
	if n.Inline {
		p.mdBody(n)
		return
	}
	if k, ok := p.st.mdSlot[p.st.canon(n)]; ok {
		p.c('!')
		p.u(uint64(k))
		return
	}
	p.s("<badref>")
}

// mdOperand prints metadata in an operand position (generic node
// operands, `metadata` call arguments).
func (p *printer) mdOperand(md Metadata) {
	switch md := md.(type) {
	case nil:
		p.s("null")
	case *MDNode:
		p.mdRef(md)
	case MDString:
		p.s("!")
		p.quoted(string(md))
	case *ValueMD:
		p.operand(md.V, true)
	}
}

// mdBody prints a node's definition: `distinct !{...}` or
// `!DIKind(field: value, ...)`. In specialized nodes a string field
// prints as "text", a field with an empty Name prints its value alone
// (DIExpression operations).
func (p *printer) mdBody(n *MDNode) {
	if n.Distinct {
		p.s("distinct ")
	}
	if n.Kind == "" {
		p.s("!{")
		for i, op := range n.Ops {
			if i > 0 {
				p.s(", ")
			}
			p.mdOperand(op)
		}
		p.c('}')
		return
	}
	p.c('!')
	p.s(n.Kind)
	p.c('(')
	for i, f := range n.Fields {
		if i > 0 {
			p.s(", ")
		}
		if f.Name != "" {
			p.s(f.Name)
			p.s(": ")
		}
		switch md := f.MD.(type) {
		case nil:
			if f.Raw != "" {
				p.s(f.Raw)
			} else {
				p.s("null")
			}
		case MDString:
			p.quoted(string(md))
		default:
			p.mdOperand(md)
		}
	}
	p.c(')')
}
