package all

import (
	"testing"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// TestFormatsCompile checks that every generated op's declarative assembly
// format is understood by the ods interpreter, and that every custom op and
// custom directive has a hand-written implementation.
func TestFormatsCompile(t *testing.T) {
	ctx := ir.NewContext()
	Register(ctx.Registry)
	for _, d := range ods.Registered() {
		for _, s := range d.Ops {
			if s.Format != "" && !s.Custom {
				if err := ods.FormatError(s); err != nil {
					t.Errorf("%v", err)
				}
			}
			if s.Custom {
				if h := d.Hooks[s.Name]; h == nil || h.Syntax == nil {
					t.Logf("%s: custom assembly format not implemented", s.Name)
				}
			}
		}
		for _, name := range ods.Directives(d) {
			if d.Directive[name] == nil {
				t.Logf("%s: custom<%s> not implemented", d.Name, name)
			}
		}
	}
}
