package driver

import (
	"testing"

	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
)

// FuzzParseTargets feeds --target's parser arbitrary lists: it must return
// targets or an error, never panic.
//
//	go test -run '^$' -fuzz=FuzzParseTargets -fuzztime=60s ./internal/driver/
func FuzzParseTargets(f *testing.F) {
	for _, s := range []string{"sm_90", "sm_80,sm_90,gfx90a,gfx942", "gfx942:xnack+:sramecc-", `#nvvm.target<chip = "sm_90", O = 3>`,
		`#rocdl.target<chip = "gfx90a", flags = {fast}>,sm_70`, "sm_", "gfx", ",", `#nvvm.target<chip = "`, "<<>>", "\"a,b\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, list string) {
		ctx := ir.NewContext()
		all.Register(ctx.Registry)
		ts, err := ParseTargets(ctx, list)
		if err == nil {
			for _, tg := range ts {
				if tg.Chip() == "" && tg.Vendor == 0 {
					t.Fatalf("a target without vendor or chip from %q", list)
				}
			}
		}
	})
}
