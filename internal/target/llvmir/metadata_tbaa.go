package llvmir

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// tbaaKey keys the TBAA node cache in Translator.Extra.
type tbaaKey struct{}

// tbaaNode translates a #llvm.tbaa_root, #llvm.tbaa_type_desc or
// #llvm.tbaa_tag attribute to its metadata node, once per attribute (the
// attributes are uniqued, so identity is equality), as MLIR's
// ModuleTranslation::getTBAANode:
//
//	root       !{!"id"}  (a root without id is `distinct !{!self}`)
//	type desc  !{!"id", !member, i64 offset, ...}
//	tag        !{!base, !access, i64 offset[, i64 1 if constant]}
func (t *Translator) tbaaNode(op *ir.Operation, a ir.Attribute) (*ll.MDNode, error) {
	if t.Extra == nil {
		t.Extra = map[any]any{}
	}
	cache, _ := t.Extra[tbaaKey{}].(map[ir.Attribute]*ll.MDNode)
	if cache == nil {
		cache = map[ir.Attribute]*ll.MDNode{}
		t.Extra[tbaaKey{}] = cache
	}
	if n := cache[a]; n != nil {
		return n, nil
	}
	la, _ := a.(*llvm.Attr)
	if la == nil {
		return nil, t.Errorf(op, "expected a TBAA attribute")
	}
	i64 := func(v int64) ll.Metadata { return &ll.ValueMD{V: ll.Int(ll.I64, v)} }
	var n *ll.MDNode
	switch la.Mnemonic() {
	case "tbaa_root":
		if id, ok := la.GetAttr("id").(*ir.StringAttr); ok {
			n = ll.Tuple(ll.MDString(id.Value))
		} else {
			n = &ll.MDNode{Distinct: true}
			n.Ops = []ll.Metadata{n}
		}
	case "tbaa_type_desc":
		id, _ := la.Get("id").(string)
		ops := []ll.Metadata{ll.MDString(id)}
		members, _ := la.Get("members").([]ir.Attribute)
		for _, m := range members {
			ma, _ := m.(*llvm.Attr)
			if ma == nil {
				return nil, t.Errorf(op, "expected a TBAA member attribute")
			}
			d, err := t.tbaaNode(op, ma.GetAttr("typeDesc"))
			if err != nil {
				return nil, err
			}
			off, _ := ma.Get("offset").(int64)
			ops = append(ops, d, i64(off))
		}
		n = ll.Tuple(ops...)
	case "tbaa_tag":
		base, err := t.tbaaNode(op, la.GetAttr("base_type"))
		if err != nil {
			return nil, err
		}
		access, err := t.tbaaNode(op, la.GetAttr("access_type"))
		if err != nil {
			return nil, err
		}
		off, _ := la.Get("offset").(int64)
		ops := []ll.Metadata{base, access, i64(off)}
		if c, _ := la.Get("constant").(bool); c {
			ops = append(ops, i64(1))
		}
		n = ll.Tuple(ops...)
	default:
		return nil, t.Errorf(op, "expected a TBAA attribute")
	}
	cache[a] = n
	return n, nil
}

// tbaaMetadata attaches `!tbaa` from op's tbaa array, as MLIR's
// ModuleTranslation::setTBAAMetadata: LLVM takes one access tag per
// instruction, so an op with several tags gets none (MLIR warns).
func (t *Translator) tbaaMetadata(op *ir.Operation, inst *ll.Inst) error {
	arr, ok := op.Attr("tbaa").(*ir.ArrayAttr)
	if !ok || len(arr.Elems) == 0 {
		return nil
	}
	if len(arr.Elems) > 1 {
		// Operation::emitWarning shows the op in custom form (errors
		// show it in generic form).
		op.Context().Emit(&ir.Diagnostic{Severity: ir.SevWarning, Loc: op.Loc(), Op: op,
			OpText: asm.OpString(op, asm.DefaultFlags()),
			Msg:    "TBAA access tags were not translated, because LLVM IR only supports a single tag per instruction"})
		return nil
	}
	n, err := t.tbaaNode(op, arr.Elems[0])
	if err != nil {
		return err
	}
	inst.MD = append(inst.MD, ll.MDAttachment{Kind: "tbaa", Node: n})
	return nil
}
