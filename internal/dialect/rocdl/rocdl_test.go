package rocdl_test

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	return ctx
}

func parseAttr(t *testing.T, ctx *ir.Context, src string) ir.Attribute {
	t.Helper()
	a, errs := asm.ParseAttribute(ctx, "test", []byte(src))
	if len(errs) > 0 {
		t.Fatalf("parse %q: %v", src, errs[0].Msg)
	}
	return a
}

func TestTargetAttr(t *testing.T) {
	ctx := newContext()
	cases := []struct{ in, out string }{
		{`#rocdl.target`, `#rocdl.target`},
		{`#rocdl.target<O = 2, abi = "500", chip = "gfx900", features = "", triple = "amdgcn-amd-amdhsa">`, `#rocdl.target`},
		{`#rocdl.target<chip = "gfx90a">`, `#rocdl.target<chip = "gfx90a">`},
		{`#rocdl.target<link = ["x.bc"], abi = "400", flags = {no_wave64, daz}, features = "+wavefrontsize64", O = 3, triple = "t", chip = "gfx942">`,
			`#rocdl.target<O = 3, triple = "t", chip = "gfx942", features = "+wavefrontsize64", abi = "400", flags = {daz, no_wave64}, link = ["x.bc"]>`},
	}
	for _, c := range cases {
		a := parseAttr(t, ctx, c.in)
		if got := asm.AttrString(a); got != c.out {
			t.Errorf("%s prints as %s, want %s", c.in, got, c.out)
		}
	}
	tgt := parseAttr(t, ctx, `#rocdl.target<chip = "gfx90a", flags = {no_wave64, fast, daz, finite_only, unsafe_math, unsafe_sqrt}>`).(*rocdl.TargetAttr)
	if tgt.TargetChip() != "gfx90a" || tgt.OptLevel() != rocdl.DefaultO || tgt.AbiVersion() != "500" || tgt.TargetTriple() != rocdl.DefaultTriple {
		t.Errorf("parameters: %+v", tgt)
	}
	if tgt.HasWave64() || !tgt.HasFastMath() || !tgt.HasDaz() || !tgt.HasFiniteOnly() || !tgt.HasUnsafeMath() || tgt.HasCorrectSqrt() {
		t.Errorf("flags wrong")
	}
	if d := rocdl.DefaultTarget(ctx); !d.HasWave64() || !d.HasCorrectSqrt() || d.LinkFiles() != nil {
		t.Errorf("default flags wrong")
	}
}

func TestVerifyTarget(t *testing.T) {
	ctx := newContext()
	cases := []struct{ in, msg string }{
		{`#rocdl.target<chip = "gfx90a">`, ""},
		{`#rocdl.target<abi = "400">`, ""},
		{`#rocdl.target<O = 7>`, "The optimization level must be a number between 0 and 3."},
		{`#rocdl.target<triple = "">`, "The target triple cannot be empty."},
		{`#rocdl.target<chip = "">`, "The target chip cannot be empty."},
		{`#rocdl.target<abi = "600">`, "Invalid ABI version, it must be either `400` or `500`."},
		{`#rocdl.target<link = [1]>`, "All the elements in the `link` array must be strings."},
	}
	for _, c := range cases {
		err := parseAttr(t, ctx, c.in).(*rocdl.TargetAttr).Verify()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.msg {
			t.Errorf("%s: verify = %q, want %q", c.in, got, c.msg)
		}
	}
}

func TestVerifyOperationAttribute(t *testing.T) {
	ctx := newContext()
	kernel := ir.NamedAttr{Name: "rocdl.kernel", Value: ctx.Unit()}
	for _, c := range []struct{ op, msg string }{
		{"llvm.func", ""},
		{"func.func", `'"rocdl.kernel"' attribute attached to unexpected op`},
		{"gpu.func", `'"rocdl.kernel"' attribute attached to unexpected op`},
	} {
		o := ctx.Create(&ir.OperationState{Name: c.op, Attrs: []ir.NamedAttr{kernel}})
		got := ""
		if err := rocdl.VerifyOperationAttribute(o, kernel); err != nil {
			got = err.Error()
		}
		if got != c.msg {
			t.Errorf("%s: got %q, want %q", c.op, got, c.msg)
		}
	}
	other := ir.NamedAttr{Name: "rocdl.reqd_work_group_size", Value: ctx.Unit()}
	o := ctx.Create(&ir.OperationState{Name: "func.func", Attrs: []ir.NamedAttr{other}})
	if err := rocdl.VerifyOperationAttribute(o, other); err != nil {
		t.Errorf("unexpected error %v", err)
	}
}
