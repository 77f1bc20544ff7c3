package nvvm_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/nvvm"
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
		{`#nvvm.target`, `#nvvm.target`},
		{`#nvvm.target<>`, `#nvvm.target`},
		{`#nvvm.target<O = 2, chip = "sm_50", features = "+ptx60", triple = "nvptx64-nvidia-cuda">`, `#nvvm.target`},
		{`#nvvm.target<chip = "sm_90", O = 3, link = ["a.bc"], flags = {fast, ftz}, features = "+ptx80">`,
			`#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["a.bc"]>`},
		{`#nvvm.target<flags = {}, link = []>`, `#nvvm.target<flags = {}, link = []>`},
		{`#nvvm.target<O = true>`, `#nvvm.target<O = -1>`},
		{`#nvvm.target<O = 0x10>`, `#nvvm.target<O = 16>`},
	}
	for _, c := range cases {
		a := parseAttr(t, ctx, c.in)
		if got := asm.AttrString(a); got != c.out {
			t.Errorf("%s prints as %s, want %s", c.in, got, c.out)
		}
	}
	a := parseAttr(t, ctx, `#nvvm.target<chip = "sm_90", O = 3, link = ["a.bc", "b.bc"], flags = {fast}, triple = "x">`)
	tgt, ok := a.(*nvvm.TargetAttr)
	if !ok {
		t.Fatalf("got %T, want *nvvm.TargetAttr", a)
	}
	if tgt.OptLevel() != 3 || tgt.TargetChip() != "sm_90" || tgt.TargetTriple() != "x" || tgt.TargetFeatures() != nvvm.DefaultFeatures {
		t.Errorf("parameters: %+v", tgt)
	}
	if got := strings.Join(tgt.LinkFiles(), ","); got != "a.bc,b.bc" {
		t.Errorf("LinkFiles = %q", got)
	}
	if !tgt.HasFastMath() || tgt.HasFtz() || tgt.TargetFlags().Len() != 1 {
		t.Errorf("flags: fast=%v ftz=%v", tgt.HasFastMath(), tgt.HasFtz())
	}
	if b := parseAttr(t, ctx, `#nvvm.target<triple = "x", flags = {fast}, link = ["a.bc", "b.bc"], O = 3, chip = "sm_90">`); b != a {
		t.Errorf("equal targets are not uniqued")
	}
	if d := nvvm.DefaultTarget(ctx); d != parseAttr(t, ctx, `#nvvm.target`) {
		t.Errorf("DefaultTarget differs from #nvvm.target")
	}
	if nvvm.NewTarget(ctx, 2, nvvm.DefaultTriple, nvvm.DefaultChip, nvvm.DefaultFeatures, ctx.EmptyDict(), nil) == nvvm.DefaultTarget(ctx) {
		t.Errorf("flags = {} and no flags are the same attribute")
	}
}

func TestVerifyTarget(t *testing.T) {
	ctx := newContext()
	cases := []struct{ in, msg string }{
		{`#nvvm.target<chip = "sm_90">`, ""},
		{`#nvvm.target<O = 4>`, "The optimization level must be a number between 0 and 3."},
		{`#nvvm.target<O = -1>`, "The optimization level must be a number between 0 and 3."},
		{`#nvvm.target<triple = "">`, "The target triple cannot be empty."},
		{`#nvvm.target<chip = "">`, "The target chip cannot be empty."},
		{`#nvvm.target<link = ["a", 1]>`, "All the elements in the `link` array must be strings."},
	}
	for _, c := range cases {
		err := parseAttr(t, ctx, c.in).(*nvvm.TargetAttr).Verify()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.msg {
			t.Errorf("%s: verify = %q, want %q", c.in, got, c.msg)
		}
	}
}

func TestMMAShape(t *testing.T) {
	ctx := newContext()
	a := parseAttr(t, ctx, `#nvvm.shape<k = 16, m = 16, n = 8>`)
	s, ok := a.(*nvvm.MMAShapeAttr)
	if !ok || s.M != 16 || s.N != 8 || s.K != 16 {
		t.Fatalf("got %#v", a)
	}
	if got := asm.AttrString(a); got != `#nvvm.shape<m = 16, n = 8, k = 16>` {
		t.Errorf("prints as %s", got)
	}
	if nvvm.NewMMAShape(ctx, 16, 8, 16) != a {
		t.Errorf("not uniqued")
	}
}

// op builds a detached op with discardable attributes and, for functions,
// argument attributes.
func op(ctx *ir.Context, name string, attrs []ir.NamedAttr, argAttrs ...[]ir.NamedAttr) *ir.Operation {
	st := &ir.OperationState{Name: name, Attrs: attrs}
	if len(argAttrs) > 0 {
		var dicts []ir.Attribute
		for _, a := range argAttrs {
			dicts = append(dicts, ctx.Dict(a))
		}
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "arg_attrs", Value: ctx.Array(dicts)})
	}
	return ctx.Create(st)
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestVerifyOperationAttribute(t *testing.T) {
	ctx := newContext()
	i32 := func(vs ...int64) ir.Attribute { return ctx.DenseArray(ctx.I(32), vs, nil) }
	cases := []struct {
		op   string
		attr ir.NamedAttr
		msg  string
	}{
		{"llvm.func", ir.NamedAttr{Name: "nvvm.kernel", Value: ctx.Unit()}, ""},
		{"func.func", ir.NamedAttr{Name: "nvvm.kernel", Value: ctx.Unit()}, "'nvvm.kernel' attribute attached to unexpected op"},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.maxntid", Value: i32(1, 23, 32)}, ""},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.reqntid", Value: i32(1)}, ""},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.maxntid", Value: i32(1, 2, 3, 4)}, `'"nvvm.maxntid"' attribute must be integer array with maximum 3 index`},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.reqntid", Value: i32()}, `'"nvvm.reqntid"' attribute must be integer array with maximum 3 index`},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.maxntid", Value: ctx.DenseArray(ctx.I(64), []int64{1}, nil)}, `'"nvvm.maxntid"' attribute must be integer array with maximum 3 index`},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.maxntid", Value: ctx.Array([]ir.Attribute{ctx.IntegerAttrInt64(ctx.I(32), 1)})}, `'"nvvm.maxntid"' attribute must be integer array with maximum 3 index`},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.minctasm", Value: ctx.IntegerAttrInt64(ctx.I(64), 16)}, ""},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.maxnreg", Value: ctx.String("a")}, `'"nvvm.maxnreg"' attribute must be integer constant`},
		{"llvm.func", ir.NamedAttr{Name: "nvvm.minctasm", Value: i32(1)}, `'"nvvm.minctasm"' attribute must be integer constant`},
		{"my.op", ir.NamedAttr{Name: "nvvm.maxntid", Value: ctx.Unit()}, `'"nvvm.maxntid"' attribute must be integer array with maximum 3 index`},
		{"my.op", ir.NamedAttr{Name: "nvvm.foo", Value: ctx.Unit()}, ""},
	}
	for _, c := range cases {
		o := op(ctx, c.op, []ir.NamedAttr{c.attr})
		if got := errString(nvvm.VerifyOperationAttribute(o, c.attr)); got != c.msg {
			t.Errorf("%s {%s}: got %q, want %q", c.op, c.attr.Name, got, c.msg)
		}
	}
}

func TestVerifyRegionArgAttribute(t *testing.T) {
	ctx := newContext()
	gc := ir.NamedAttr{Name: "nvvm.grid_constant", Value: ctx.Unit()}
	gc1 := ir.NamedAttr{Name: "nvvm.grid_constant", Value: ctx.IntegerAttrInt64(ctx.I(64), 1)}
	byval := ir.NamedAttr{Name: "llvm.byval", Value: ctx.TypeAttr(ctx.I(32))}
	kernel := []ir.NamedAttr{{Name: "nvvm.kernel", Value: ctx.Unit()}}
	cases := []struct {
		attrs []ir.NamedAttr
		arg   []ir.NamedAttr
		attr  ir.NamedAttr
		msg   string
	}{
		{kernel, []ir.NamedAttr{byval, gc}, gc, ""},
		{nil, []ir.NamedAttr{byval, gc}, gc, `'"nvvm.grid_constant"' attribute must be present only on kernel arguments`},
		{kernel, []ir.NamedAttr{gc}, gc, `'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'`},
		{kernel, []ir.NamedAttr{gc1}, gc1, `'"nvvm.grid_constant"' must be a unit attribute`},
		{nil, []ir.NamedAttr{gc1}, gc1, `'"nvvm.grid_constant"' attribute must be present only on kernel arguments`},
		{nil, []ir.NamedAttr{{Name: "nvvm.other", Value: ctx.Unit()}}, ir.NamedAttr{Name: "nvvm.other", Value: ctx.Unit()}, ""},
	}
	for i, c := range cases {
		o := op(ctx, "llvm.func", c.attrs, c.arg)
		if got := errString(nvvm.VerifyRegionArgAttribute(o, 0, 0, c.attr)); got != c.msg {
			t.Errorf("case %d: got %q, want %q", i, got, c.msg)
		}
	}
}

func TestAttrChildren(t *testing.T) {
	ctx := newContext()
	a := parseAttr(t, ctx, `#nvvm.target<link = ["x"], flags = {fast}>`)
	var got []string
	if !nvvm.AttrChildren(a, func(c any) { got = append(got, asm.AttrString(c.(ir.Attribute))) }) {
		t.Fatal("AttrChildren does not own #nvvm.target")
	}
	if strings.Join(got, " ") != `{fast} ["x"]` {
		t.Errorf("children %q", got)
	}
	if nvvm.AttrChildren(ctx.Unit(), func(any) {}) {
		t.Errorf("AttrChildren claims unit")
	}
}
