package ll

import "sort"

// slots numbers what the printer refers to by number, in the order
// LLVM's SlotTracker does: unnamed globals, attribute groups, metadata
// nodes, and per function the unnamed arguments, blocks and values.
type slots struct {
	m          *Module
	globalSlot map[GlobalValue]int
	attrIndex  map[string]int
	attrSets   []AttrSet
	mdSlot     map[*MDNode]int
	mdList     []*MDNode
	mdKinds    map[string]int
	local      map[Value]int
	// Metadata uniquing (print_mdunique.go).
	canonOf   map[*MDNode]*MDNode
	byContent map[string]*MDNode
	keyOf     map[*MDNode]string
}

func newSlots(m *Module) *slots {
	st := &slots{
		m:          m,
		globalSlot: map[GlobalValue]int{},
		attrIndex:  map[string]int{},
		mdSlot:     map[*MDNode]int{},
		local:      map[Value]int{},
	}
	st.mdKinds = mdKindOrder(m)
	n := 0
	for _, g := range m.Globals {
		if g.Name == "" {
			st.globalSlot[g] = n
			n++
		}
		for _, a := range st.sortAttachments(g.MD, nil) {
			st.createMD(a.Node)
		}
		if len(g.Attrs) > 0 {
			st.attrSlot(g.Attrs)
		}
	}
	for _, a := range m.Aliases {
		if a.Name == "" {
			st.globalSlot[a] = n
			n++
		}
	}
	for _, nm := range m.NamedMDs {
		for _, op := range nm.Ops {
			st.createMD(op)
		}
	}
	for _, f := range m.Funcs {
		if f.Name == "" {
			st.globalSlot[f] = n
			n++
		}
		if len(f.FnAttrs) > 0 && dbgIntrinsic(f) == "" {
			st.attrSlot(f.FnAttrs)
		}
	}
	return st
}

// attrSlot returns the attribute group number of s, creating it.
func (st *slots) attrSlot(s AttrSet) int {
	k := attrKey(s)
	if n, ok := st.attrIndex[k]; ok {
		return n
	}
	n := len(st.attrSets)
	st.attrIndex[k] = n
	st.attrSets = append(st.attrSets, s)
	return n
}

// createMD numbers n and then, depth first, the nodes among its operands
// (in LLVM's operand order), skipping inline nodes (DIExpression).
func (st *slots) createMD(n *MDNode) {
	if n == nil || n.Inline {
		return
	}
	n = st.canon(n)
	if _, ok := st.mdSlot[n]; ok {
		return
	}
	st.mdSlot[n] = len(st.mdList)
	st.mdList = append(st.mdList, n)
	if n.Kind == "" {
		for _, op := range n.Ops {
			if c, ok := op.(*MDNode); ok {
				st.createMD(c)
			}
		}
		return
	}
	for _, f := range operandOrder(n) {
		if c, ok := f.MD.(*MDNode); ok {
			st.createMD(c)
		}
	}
}

// incorporateFunction numbers f's unnamed values, its metadata and its
// call-site attribute groups (SlotTracker::processFunction).
func (st *slots) incorporateFunction(f *Function) {
	clear(st.local)
	for _, a := range st.sortAttachments(f.MD, nil) {
		st.createMD(a.Node)
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if kind := dbgRecordKind(in); kind != "" {
				st.recordMD(in, kind)
				continue
			}
			if in.Op == OpCall || in.Op == OpInvoke {
				if in.Op == OpCall {
					if cf, ok := in.Callee.(*Function); ok && len(cf.Name) > 5 && cf.Name[:5] == "llvm." {
						for _, o := range in.Operands {
							if mv, ok := o.(*MetadataValue); ok {
								if n, ok := mv.MD.(*MDNode); ok {
									st.createMD(n)
								}
							}
						}
					}
				}
			}
			for _, a := range st.sortAttachments(in.MD, in.Dbg) {
				st.createMD(a.Node)
			}
		}
	}
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			st.local[a] = n
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			st.local[b] = n
			n++
		}
		for _, in := range b.Insts {
			if in.Name == "" && !isVoid(in.Typ) {
				st.local[in] = n
				n++
			}
			if (in.Op == OpCall || in.Op == OpInvoke) && len(in.Rare().FnAttrs) > 0 && dbgRecordKind(in) == "" {
				st.attrSlot(in.Rare().FnAttrs)
			}
		}
	}
}

// fixedMDKinds are LLVM's fixed metadata kind ids (FixedMetadataKinds.def);
// attachments print sorted by kind id.
var fixedMDKinds = []string{"dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct",
	"invariant.load", "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access",
	"nonnull", "dereferenceable", "dereferenceable_or_null", "make.implicit", "unpredictable",
	"invariant.group", "align", "llvm.loop", "type", "section_prefix", "absolute_symbol",
	"associated", "callees", "irr_loop", "llvm.access.group", "callback",
	"llvm.preserve.access.index", "vcall_visibility", "noundef", "annotation", "nosanitize",
	"func_sanitize", "exclude", "memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID",
	"coro.outside.frame"}

// mdKindOrder gives every attachment kind of m an id: LLVM's fixed ids,
// then custom kinds in the order they first appear (the order a parser
// or builder would have registered them).
func mdKindOrder(m *Module) map[string]int {
	ids := make(map[string]int, len(fixedMDKinds)+4)
	for i, k := range fixedMDKinds {
		ids[k] = i
	}
	add := func(md []MDAttachment) {
		for _, a := range md {
			if _, ok := ids[a.Kind]; !ok {
				ids[a.Kind] = len(ids)
			}
		}
	}
	for _, g := range m.Globals {
		add(g.MD)
	}
	for _, f := range m.Funcs {
		add(f.MD)
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if len(in.MD) > 0 {
					add(in.MD)
				}
			}
		}
	}
	return ids
}

// sortAttachments returns !dbg (when set) and md ordered by kind id, as
// getAllMetadata returns them.
func (st *slots) sortAttachments(md []MDAttachment, dbg *MDNode) []MDAttachment {
	if dbg == nil && len(md) == 0 {
		return nil
	}
	out := make([]MDAttachment, 0, len(md)+1)
	if dbg != nil {
		out = append(out, MDAttachment{Kind: "dbg", Node: dbg})
	}
	out = append(out, md...)
	if len(out) > 1 {
		sort.SliceStable(out, func(i, j int) bool { return st.mdKinds[out[i].Kind] < st.mdKinds[out[j].Kind] })
	}
	return out
}

// diOperandOrder lists, per specialized node kind, the fields that hold
// nodes in the order of the node's operands in LLVM (which is not the
// printed order); SlotTracker numbers operand nodes in this order.
var diOperandOrder = map[string][]string{
	"DILocation":                 {"scope", "inlinedAt"},
	"DISubprogram":               {"file", "scope", "name", "linkageName", "type", "unit", "declaration", "retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations", "targetFuncName"},
	"DICompileUnit":              {"file", "producer", "flags", "splitDebugFilename", "enums", "retainedTypes", "globals", "imports", "macros", "sysroot", "sdk"},
	"DIDerivedType":              {"file", "scope", "name", "baseType", "extraData", "annotations"},
	"DICompositeType":            {"file", "scope", "name", "baseType", "elements", "vtableHolder", "templateParams", "identifier", "discriminator", "dataLocation", "associated", "allocated", "rank", "annotations"},
	"DISubroutineType":           {"types"},
	"DILexicalBlock":             {"file", "scope"},
	"DILexicalBlockFile":         {"file", "scope"},
	"DINamespace":                {"scope"},
	"DIModule":                   {"file", "scope"},
	"DILocalVariable":            {"scope", "name", "file", "type", "annotations"},
	"DIGlobalVariable":           {"scope", "name", "file", "type", "linkageName", "declaration", "templateParams", "annotations"},
	"DIGlobalVariableExpression": {"var", "expr"},
	"DILabel":                    {"scope", "name", "file"},
	"DISubrange":                 {"count", "lowerBound", "upperBound", "stride"},
	"DIGenericSubrange":          {"count", "lowerBound", "upperBound", "stride"},
	"DIImportedEntity":           {"scope", "entity", "name", "file", "elements"},
	"DICommonBlock":              {"scope", "declaration", "name", "file"},
	"DITemplateTypeParameter":    {"name", "type"},
	"DITemplateValueParameter":   {"name", "type", "value"},
	"DIObjCProperty":             {"name", "file", "getter", "setter", "type"},
}

// operandOrder returns n's fields in LLVM's operand order: the known
// ones by the table, then any others as given.
func operandOrder(n *MDNode) []MDField {
	order, ok := diOperandOrder[n.Kind]
	if !ok {
		return n.Fields
	}
	out := make([]MDField, 0, len(n.Fields))
	used := make([]bool, len(n.Fields))
	for _, name := range order {
		for i, f := range n.Fields {
			if !used[i] && f.Name == name {
				out = append(out, f)
				used[i] = true
			}
		}
	}
	for i, f := range n.Fields {
		if !used[i] {
			out = append(out, f)
		}
	}
	return out
}

// recordMD numbers the metadata of a debug record as
// SlotTracker::processDbgRecordMetadata: an empty-node location, the
// variable (or label), for dbg_assign the assign id and an empty-node
// address, then the location.
func (st *slots) recordMD(in *Inst, kind string) {
	node := func(i int) *MDNode {
		if i < len(in.Operands) {
			if mv, ok := in.Operands[i].(*MetadataValue); ok {
				n, _ := mv.MD.(*MDNode)
				return n
			}
		}
		return nil
	}
	if kind == "label" {
		st.createMD(node(0))
	} else {
		st.createMD(node(0))
		st.createMD(node(1))
		if kind == "assign" {
			st.createMD(node(3))
			st.createMD(node(4))
		}
	}
	st.createMD(in.Dbg)
}
