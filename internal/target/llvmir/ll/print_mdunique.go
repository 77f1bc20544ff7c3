package ll

import (
	"fmt"
	"strings"
)

// LLVM uniques metadata nodes that are not distinct: two tuples or two
// DILocations with the same operands are one node and get one number.
// The model may hold equal nodes as separate objects, so the printer maps
// every node to one representative per content before numbering.

// canon returns the representative of n.
func (st *slots) canon(n *MDNode) *MDNode {
	if n == nil || n.Distinct {
		return n
	}
	if st.canonOf == nil {
		st.canonOf = map[*MDNode]*MDNode{}
		st.byContent = map[string]*MDNode{}
		st.keyOf = map[*MDNode]string{}
	}
	if c, ok := st.canonOf[n]; ok {
		return c
	}
	st.canonOf[n] = n // provisional, guards cycles
	k := st.nodeKey(n)
	c, ok := st.byContent[k]
	if !ok {
		st.byContent[k] = n
		c = n
	}
	st.canonOf[n] = c
	return c
}

// nodeKey describes a uniqued node's content.
func (st *slots) nodeKey(n *MDNode) string {
	if k, ok := st.keyOf[n]; ok {
		return k
	}
	var sb strings.Builder
	sb.WriteString(n.Kind)
	if n.Inline {
		sb.WriteString("/i")
	}
	sb.WriteByte('(')
	for _, op := range n.Ops {
		st.mdKey(&sb, op)
		sb.WriteByte(',')
	}
	for _, f := range n.Fields {
		sb.WriteString(f.Name)
		sb.WriteByte(':')
		sb.WriteString(f.Raw)
		sb.WriteByte('=')
		st.mdKey(&sb, f.MD)
		sb.WriteByte(',')
	}
	sb.WriteByte(')')
	k := sb.String()
	st.keyOf[n] = k
	return k
}

func (st *slots) mdKey(sb *strings.Builder, md Metadata) {
	switch md := md.(type) {
	case nil:
		sb.WriteString("null")
	case MDString:
		fmt.Fprintf(sb, "%q", string(md))
	case *MDNode:
		// A representative stands for its content; nested keys name it
		// by identity so that keys stay short.
		fmt.Fprintf(sb, "@%p", st.canon(md))
	case *ValueMD:
		st.valueKey(sb, md.V)
	}
}

// valueKey identifies a value wrapped in metadata: constants by their
// text (LLVM uniques constants), everything else by identity.
func (st *slots) valueKey(sb *strings.Builder, v Value) {
	switch v.(type) {
	case *Inst, *Argument, *Block, GlobalValue, *InlineAsm, *MetadataValue, nil:
		fmt.Fprintf(sb, "v%p", v)
		return
	}
	p := &printer{m: st.m, st: st}
	p.operand(v, true)
	sb.WriteString("c:")
	sb.Write(p.b)
}
