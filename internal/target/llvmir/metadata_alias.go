package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// aliasAnalysisMetadata attaches the alias-analysis metadata an op that
// implements MLIR's AccessGroupOpInterface and AliasAnalysisOpInterface
// carries (loads, stores, atomics, memory intrinsics, calls):
// `!llvm.access.group`, `!alias.scope`, `!noalias` and `!tbaa`, as
// ModuleTranslation's setAccessGroupsMetadata, setAliasScopeMetadata and
// setTBAAMetadata. The printer orders attachments by kind, so the order
// here does not matter.
func (t *Translator) aliasAnalysisMetadata(op *ir.Operation, inst *ll.Inst) error {
	if g := t.accessGroups(op); g != nil {
		inst.MD = append(inst.MD, ll.MDAttachment{Kind: "llvm.access.group", Node: g})
	}
	for _, k := range [...]struct{ attr, kind string }{{"alias_scopes", "alias.scope"}, {"noalias_scopes", "noalias"}} {
		arr, ok := op.Attr(k.attr).(*ir.ArrayAttr)
		if !ok || len(arr.Elems) == 0 {
			continue
		}
		list, err := t.AliasScopes(op, arr.Elems)
		if err != nil {
			return err
		}
		inst.MD = append(inst.MD, ll.MDAttachment{Kind: k.kind, Node: list})
	}
	return t.tbaaMetadata(op, inst)
}

// accessGroupKey keys the access-group node cache in Translator.Extra.
type accessGroupKey struct{}

// accessGroup returns the node of a #llvm.access_group: `distinct !{}`,
// one per attribute, as LoopAnnotationTranslation::getAccessGroup.
func (t *Translator) accessGroup(a ir.Attribute) *ll.MDNode {
	if t.Extra == nil {
		t.Extra = map[any]any{}
	}
	cache, _ := t.Extra[accessGroupKey{}].(map[ir.Attribute]*ll.MDNode)
	if cache == nil {
		cache = map[ir.Attribute]*ll.MDNode{}
		t.Extra[accessGroupKey{}] = cache
	}
	n := cache[a]
	if n == nil {
		n = &ll.MDNode{Distinct: true, Ops: []ll.Metadata{}}
		cache[a] = n
	}
	return n
}

// accessGroups returns the `!llvm.access.group` node of op's
// access_groups: the group itself when there is one, else the (uniqued)
// list of groups, as LoopAnnotationTranslation::getAccessGroups.
func (t *Translator) accessGroups(op *ir.Operation) *ll.MDNode {
	arr, ok := op.Attr("access_groups").(*ir.ArrayAttr)
	if !ok || len(arr.Elems) == 0 {
		return nil
	}
	if len(arr.Elems) == 1 {
		return t.accessGroup(arr.Elems[0])
	}
	var ops []ll.Metadata
	for _, g := range arr.Elems {
		ops = append(ops, t.accessGroup(g))
	}
	return ll.Tuple(ops...)
}
