package ods_test

import (
	"sync"
	"testing"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// TestRegisterConcurrently registers one dialect (with a multi-result op
// whose result names ODS derives) into several registries at once: the
// dialect's specs and hooks are shared, so Register must only read them
// (run with -race to check).
func TestRegisterConcurrently(t *testing.T) {
	d := testDialect()
	d.Hooks = map[string]*ods.OpHooks{"t.pair": {}}
	var wg sync.WaitGroup
	defs := make([]*ir.OpDef, 4)
	for i := range defs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := ir.NewContext()
			ods.Register(ctx.Registry, d)
			defs[i] = ctx.Registry.Lookup("t.pair").Def
		}()
	}
	wg.Wait()
	if d.Hooks["t.pair"].ResultNames != nil {
		t.Errorf("Register wrote the shared hooks' ResultNames")
	}
	for i, def := range defs {
		if def == nil || def.Syntax == nil {
			t.Fatalf("registry %d: t.pair has no syntax", i)
		}
	}
}
