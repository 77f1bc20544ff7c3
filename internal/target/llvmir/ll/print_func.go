package ll

import "sort"

// function prints a definition or declaration as AssemblyWriter's
// printFunction does, numbering its unnamed values first.
func (p *printer) function(f *Function) {
	if len(f.FnAttrs) > 0 {
		sorted := sortedAttrs(f.FnAttrs)
		first := true
		for _, a := range sorted {
			if a.String {
				continue
			}
			if first {
				p.s("; Function Attrs: ")
				first = false
			} else {
				p.c(' ')
			}
			p.attr(a, false)
		}
		if !first {
			p.c('\n')
		}
	}
	p.st.incorporateFunction(f)
	decl := f.IsDeclaration()
	if decl {
		p.s("declare")
		p.attachments(f.MD, nil, " ")
		p.c(' ')
	} else {
		p.s("define ")
	}
	p.commonPrefix(&f.GlobalCommon, false)
	if f.CallConv != "" {
		p.s(f.CallConv)
		p.c(' ')
	}
	if len(f.RetAttrs) > 0 {
		p.attrSet(f.RetAttrs, false)
		p.c(' ')
	}
	sig := f.Sig
	if sig == nil {
		sig = &FuncType{Ret: Void}
	}
	p.typ(sig.Ret)
	p.c(' ')
	p.globalRef(f)
	p.c('(')
	if decl {
		for i, t := range sig.Params {
			if i > 0 {
				p.s(", ")
			}
			p.typ(t)
			if i < len(f.Params) && len(f.Params[i].Attrs) > 0 {
				p.c(' ')
				p.attrSet(f.Params[i].Attrs, false)
			}
		}
	} else {
		for i, a := range f.Params {
			if i > 0 {
				p.s(", ")
			}
			p.typ(a.Typ)
			if len(a.Attrs) > 0 {
				p.c(' ')
				p.attrSet(a.Attrs, false)
			}
			p.c(' ')
			p.localRef(a, a.Name)
		}
	}
	if sig.VarArg {
		if len(sig.Params) > 0 {
			p.s(", ")
		}
		p.s("...")
	}
	p.c(')')
	if ua := unnamedAddr(f.UnnamedAddr); ua != "" {
		p.c(' ')
		p.s(ua)
	}
	if f.AddrSpace != 0 || programAddrSpace(p.m.DataLayout) != 0 {
		p.s(" addrspace(")
		p.u(uint64(f.AddrSpace))
		p.c(')')
	}
	if len(f.FnAttrs) > 0 {
		p.s(" #")
		p.u(uint64(p.st.attrSlot(f.FnAttrs)))
	}
	if f.Section != "" {
		p.s(" section ")
		p.quoted(f.Section)
	}
	if f.Partition != "" {
		p.s(" partition ")
		p.quoted(f.Partition)
	}
	p.comdatRef(f.Comdat, f.Name, false)
	if f.Align != 0 {
		p.s(" align ")
		p.u(f.Align)
	}
	if f.GC != "" {
		p.s(" gc \"")
		p.s(f.GC)
		p.c('"')
	}
	if f.Prefix != nil {
		p.s(" prefix ")
		p.operand(f.Prefix, true)
	}
	if f.Prologue != nil {
		p.s(" prologue ")
		p.operand(f.Prologue, true)
	}
	if f.Personality != nil {
		p.s(" personality ")
		p.operand(f.Personality, true)
	}
	if decl {
		p.c('\n')
		return
	}
	p.attachments(f.MD, nil, " ")
	p.s(" {")
	preds := predecessors(f)
	for bi, b := range f.Blocks {
		p.block(b, bi == 0, preds[b])
		p.maybeFlush()
	}
	p.s("}\n")
}

// programAddrSpace reads the P<n> component of a datalayout.
func programAddrSpace(dl string) uint64 {
	for i := 0; i < len(dl); i++ {
		if dl[i] == 'P' && (i == 0 || dl[i-1] == '-') {
			var n uint64
			for j := i + 1; j < len(dl) && dl[j] >= '0' && dl[j] <= '9'; j++ {
				n = n*10 + uint64(dl[j]-'0')
			}
			return n
		}
	}
	return 0
}

// predecessors lists each block's predecessors as LLVM's pred_iterator
// yields them: one entry per use of the block by a terminator, most
// recently created use first. Creation order is the order terminators
// were appended (Block.Append numbers them); terminators placed without
// Append count in block order.
func predecessors(f *Function) map[*Block][]*Block {
	type use struct {
		from *Block
		key  uint32
		pos  int
	}
	uses := map[*Block][]use{}
	pos := 0
	for _, b := range f.Blocks {
		if len(b.Insts) == 0 {
			continue
		}
		t := b.Insts[len(b.Insts)-1]
		if !t.Op.IsTerminator() {
			continue
		}
		for _, s := range t.Succs {
			if s == nil {
				continue
			}
			uses[s] = append(uses[s], use{from: b, key: t.seq, pos: pos})
			pos++
		}
	}
	out := make(map[*Block][]*Block, len(uses))
	for b, us := range uses {
		sort.SliceStable(us, func(i, j int) bool {
			if us[i].key != us[j].key && us[i].key != 0 && us[j].key != 0 {
				return us[i].key > us[j].key
			}
			return us[i].pos > us[j].pos
		})
		l := make([]*Block, len(us))
		for i, u := range us {
			l[i] = u.from
		}
		out[b] = l
	}
	return out
}

func (p *printer) block(b *Block, entry bool, preds []*Block) {
	start := len(p.b)
	if b.Name != "" {
		p.c('\n')
		start = len(p.b)
		p.s(QuoteName(b.Name))
		p.c(':')
	} else if !entry {
		p.c('\n')
		start = len(p.b)
		if n, ok := p.st.local[b]; ok {
			p.u(uint64(n))
		} else {
			p.s("<badref>")
		}
		p.c(':')
	}
	if !entry {
		col := len(p.b) - start
		if col < 50 {
			for ; col < 50; col++ {
				p.c(' ')
			}
		} else {
			p.c(' ')
		}
		p.c(';')
		if len(preds) == 0 {
			p.s(" No predecessors!")
		} else {
			p.s(" preds = ")
			for i, pb := range preds {
				if i > 0 {
					p.s(", ")
				}
				p.localRef(pb, pb.Name)
			}
		}
	}
	p.c('\n')
	for _, in := range b.Insts {
		p.inst(in)
		p.c('\n')
	}
}

// localRef prints %name or %N.
func (p *printer) localRef(v Value, name string) {
	p.c('%')
	if name != "" {
		p.s(QuoteName(name))
		return
	}
	if n, ok := p.st.local[v]; ok {
		p.u(uint64(n))
		return
	}
	p.s("<badref>")
}
