package llvmir

import (
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// loopAnnotationKey keys the loop-annotation node cache in Translator.Extra.
type loopAnnotationKey struct{}

// loopAnnotation attaches `!llvm.loop` for op's #llvm.loop_annotation (on
// llvm.br and llvm.cond_br), as MLIR's LoopAnnotationTranslation.
func (t *Translator) loopAnnotation(op *ir.Operation, inst *ll.Inst) error {
	a := op.Attr("loop_annotation")
	if a == nil {
		return nil
	}
	n, err := t.loopNode(op, a)
	if err != nil {
		return err
	}
	inst.MD = append(inst.MD, ll.MDAttachment{Kind: "llvm.loop", Node: n})
	return nil
}

// loopNode translates a #llvm.loop_annotation to its loop ID: a distinct
// node whose first operand is itself, followed by the start and end
// locations and one property node per option, in the order LLVM's loop
// passes document them. Each annotation attribute becomes one node, so a
// followup shared by several options is one node too.
func (t *Translator) loopNode(op *ir.Operation, a ir.Attribute) (*ll.MDNode, error) {
	if t.Extra == nil {
		t.Extra = map[any]any{}
	}
	cache, _ := t.Extra[loopAnnotationKey{}].(map[ir.Attribute]*ll.MDNode)
	if cache == nil {
		cache = map[ir.Attribute]*ll.MDNode{}
		t.Extra[loopAnnotationKey{}] = cache
	}
	if n := cache[a]; n != nil {
		return n, nil
	}
	la, _ := a.(*llvm.Attr)
	if la == nil || la.Mnemonic() != "loop_annotation" {
		return nil, t.Errorf(op, "expected a loop annotation attribute")
	}
	loop := &ll.MDNode{Distinct: true}
	loop.Ops = []ll.Metadata{loop}
	c := loopConv{t: t, op: op}
	for _, name := range [...]string{"startLoc", "endLoc"} {
		c.location(la.GetAttr(name))
	}
	c.unit("llvm.loop.disable_nonforced", la.GetAttr("disableNonforced"))
	c.unit("llvm.loop.mustprogress", la.GetAttr("mustProgress"))
	if v, ok := boolOf(la.GetAttr("isVectorized")); ok {
		c.i32("llvm.loop.isvectorized", loopBit(v))
	}
	sub := func(name string) *llvm.Attr { s, _ := la.GetAttr(name).(*llvm.Attr); return s }
	if o := sub("vectorize"); o != nil {
		c.boolean("llvm.loop.vectorize.enable", o.GetAttr("disable"), true)
		c.boolean("llvm.loop.vectorize.predicate.enable", o.GetAttr("predicateEnable"), false)
		c.boolean("llvm.loop.vectorize.scalable.enable", o.GetAttr("scalableEnable"), false)
		c.int32("llvm.loop.vectorize.width", o.GetAttr("width"))
		c.followups(o, "llvm.loop.vectorize.", "followupVectorized", "followup_vectorized",
			"followupEpilogue", "followup_epilogue", "followupAll", "followup_all")
	}
	if o := sub("interleave"); o != nil {
		c.int32("llvm.loop.interleave.count", o.GetAttr("count"))
	}
	if o := sub("unroll"); o != nil {
		c.enableDisable("llvm.loop.unroll.", o.GetAttr("disable"))
		c.int32("llvm.loop.unroll.count", o.GetAttr("count"))
		c.boolean("llvm.loop.unroll.runtime.disable", o.GetAttr("runtimeDisable"), false)
		c.unit("llvm.loop.unroll.full", o.GetAttr("full"))
		c.followups(o, "llvm.loop.unroll.", "followupUnrolled", "followup_unrolled",
			"followupRemainder", "followup_remainder", "followupAll", "followup_all")
	}
	if o := sub("unrollAndJam"); o != nil {
		c.enableDisable("llvm.loop.unroll_and_jam.", o.GetAttr("disable"))
		c.int32("llvm.loop.unroll_and_jam.count", o.GetAttr("count"))
		c.followups(o, "llvm.loop.unroll_and_jam.", "followupOuter", "followup_outer",
			"followupInner", "followup_inner", "followupRemainderOuter", "followup_remainder_outer",
			"followupRemainderInner", "followup_remainder_inner", "followupAll", "followup_all")
	}
	if o := sub("licm"); o != nil {
		c.unit("llvm.licm.disable", o.GetAttr("disable"))
		c.unit("llvm.loop.licm_versioning.disable", o.GetAttr("versioningDisable"))
	}
	if o := sub("distribute"); o != nil {
		c.boolean("llvm.loop.distribute.enable", o.GetAttr("disable"), true)
		c.followups(o, "llvm.loop.distribute.", "followupCoincident", "followup_coincident",
			"followupSequential", "followup_sequential", "followupFallback", "followup_fallback",
			"followupAll", "followup_all")
	}
	if o := sub("pipeline"); o != nil {
		c.boolean("llvm.loop.pipeline.disable", o.GetAttr("disable"), false)
		c.int32("llvm.loop.pipeline.initiationinterval", o.GetAttr("initiationinterval"))
	}
	if o := sub("peeled"); o != nil {
		c.int32("llvm.loop.peeled.count", o.GetAttr("count"))
	}
	if o := sub("unswitch"); o != nil {
		c.unit("llvm.loop.unswitch.partial.disable", o.GetAttr("partialDisable"))
	}
	if groups, _ := la.Get("parallelAccesses").([]ir.Attribute); len(groups) > 0 {
		ops := []ll.Metadata{ll.MDString("llvm.loop.parallel_accesses")}
		for _, g := range groups {
			ops = append(ops, t.accessGroup(g))
		}
		c.nodes = append(c.nodes, ll.Tuple(ops...))
	}
	if c.err != nil {
		return nil, c.err
	}
	loop.Ops = append(loop.Ops, c.nodes...)
	cache[a] = loop
	return loop, nil
}

// loopConv collects the property nodes of one loop annotation.
type loopConv struct {
	t     *Translator
	op    *ir.Operation
	nodes []ll.Metadata
	err   error
}

func boolOf(a ir.Attribute) (v, ok bool) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return false, false
	}
	return ia.Int64() != 0, true
}

// loopBit is a bool as a metadata integer.
func loopBit(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// unit adds `!{!"name"}` when a is true.
func (c *loopConv) unit(name string, a ir.Attribute) {
	if v, ok := boolOf(a); ok && v {
		c.nodes = append(c.nodes, ll.Tuple(ll.MDString(name)))
	}
}

// enableDisable adds prefix+"disable" or prefix+"enable" by a's value.
func (c *loopConv) enableDisable(prefix string, a ir.Attribute) {
	if v, ok := boolOf(a); ok {
		if v {
			c.nodes = append(c.nodes, ll.Tuple(ll.MDString(prefix+"disable")))
		} else {
			c.nodes = append(c.nodes, ll.Tuple(ll.MDString(prefix+"enable")))
		}
	}
}

// boolean adds `!{!"name", i1 v}` (v negated when negate is set).
func (c *loopConv) boolean(name string, a ir.Attribute, negate bool) {
	if v, ok := boolOf(a); ok {
		c.nodes = append(c.nodes, ll.Tuple(ll.MDString(name), &ll.ValueMD{V: ll.Int(ll.I1, loopBit(v != negate))}))
	}
}

// i32 adds `!{!"name", i32 v}`.
func (c *loopConv) i32(name string, v int64) {
	c.nodes = append(c.nodes, ll.Tuple(ll.MDString(name), &ll.ValueMD{V: ll.Int(ll.I32, int64(uint32(v)))}))
}

// int32 adds `!{!"name", i32 v}` for an integer attribute a.
func (c *loopConv) int32(name string, a ir.Attribute) {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		c.i32(name, ia.Int64())
	}
}

// followups adds `!{!"prefix+key", !loop}` for each (parameter, key)
// pair whose followup annotation o sets.
func (c *loopConv) followups(o *llvm.Attr, prefix string, pairs ...string) {
	for i := 0; i+1 < len(pairs); i += 2 {
		f := o.GetAttr(pairs[i])
		if f == nil || c.err != nil {
			continue
		}
		n, err := c.t.loopNode(c.op, f)
		if err != nil {
			c.err = err
			return
		}
		c.nodes = append(c.nodes, ll.Tuple(ll.MDString(prefix+pairs[i+1]), n))
	}
}

// location adds the DILocation of a fused start/end location whose
// metadata is a local scope (a subprogram or lexical block).
func (c *loopConv) location(a ir.Attribute) {
	fl, ok := a.(*ir.FusedLoc)
	if !ok {
		return
	}
	scope := c.t.diNode(fl.Metadata)
	if scope == nil {
		return
	}
	switch scope.Kind {
	case "DISubprogram", "DILexicalBlock", "DILexicalBlockFile":
	default:
		return
	}
	if loc := c.t.diLoc(fl, scope, nil); loc != nil {
		c.nodes = append(c.nodes, loc)
	}
}
