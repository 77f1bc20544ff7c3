package rewrite

import (
	"slices"
	"testing"

	"gpuc/internal/ir"
)

func names(ps []*Pattern) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return out
}

// The canonicalizer's patterns come by op name, each op's in the order
// they were registered, as MLIR walks the context's sorted registered
// operations; and the filters keep or drop them by name.
func TestCanonicalizationPatternsOrderAndFilters(t *testing.T) {
	saved := canonical.byOp
	t.Cleanup(func() {
		canonical.Lock()
		canonical.byOp, canonical.all = saved, nil
		canonical.Unlock()
	})
	canonical.Lock()
	canonical.byOp, canonical.all = nil, nil
	canonical.Unlock()
	RegisterCanonicalization("z.op", &Pattern{Name: "Z1", Root: "z.op"})
	RegisterCanonicalization("a.op", &Pattern{Name: "A1", Root: "a.op"}, &Pattern{Name: "A2", Root: "b.op"})
	RegisterCanonicalization("z.op", &Pattern{Name: "Z2", Root: "z.op"})
	all := CanonicalizationPatterns()
	if got, want := names(all), []string{"A1", "A2", "Z1", "Z2"}; !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
	if got, want := names(FilterPatterns(all, []string{"A2", "nothing"}, nil)), []string{"A1", "Z1", "Z2"}; !slices.Equal(got, want) {
		t.Errorf("disabled: %v, want %v", got, want)
	}
	if got, want := names(FilterPatterns(all, nil, []string{"Z2", "A1"})), []string{"A1", "Z2"}; !slices.Equal(got, want) {
		t.Errorf("enabled: %v, want %v", got, want)
	}
	if got, want := names(FilterPatterns(all, []string{"A1"}, []string{"A1", "Z1"})), []string{"Z1"}; !slices.Equal(got, want) {
		t.Errorf("disabled and enabled: %v, want %v", got, want)
	}
	set := NewPatternSet(all)
	for op, want := range map[string]bool{"a.op": true, "b.op": true, "z.op": true, "c.op": false} {
		if got := set.MayApply(&ir.OpDef{Name: op}); got != want {
			t.Errorf("MayApply(%s) = %v, want %v", op, got, want)
		}
	}
	trait := NewPatternSet([]*Pattern{{Name: "T", RootIf: func(d *ir.OpDef) bool { return d.Traits&ir.Commutative != 0 }}})
	if !trait.MayApply(&ir.OpDef{Name: "x.c", Traits: ir.Commutative}) || trait.MayApply(&ir.OpDef{Name: "x.n"}) {
		t.Error("MayApply does not follow RootIf")
	}
	if !NewPatternSet([]*Pattern{{Name: "Any"}}).MayApply(&ir.OpDef{Name: "x.n"}) {
		t.Error("a pattern for any op may apply to every op")
	}
}
