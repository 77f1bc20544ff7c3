package llvm_test

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	return ctx
}

func TestTypesRoundTrip(t *testing.T) {
	ctx := newCtx()
	i32, f32 := ctx.I(32), ctx.Float(ir.F32)
	ptr := llvm.Pointer(ctx, 0)
	rec := llvm.IdentifiedStruct(ctx, "rec")
	rec.SetBody([]ir.Type{ptr, rec}, false)
	cases := []struct {
		src  string
		want ir.Type
	}{
		{"!llvm.ptr", ptr},
		{"!llvm.ptr<3>", llvm.Pointer(ctx, 3)},
		{"!llvm.void", llvm.Void(ctx)},
		{"!llvm.token", llvm.Token(ctx)},
		{"!llvm.label", llvm.Label(ctx)},
		{"!llvm.metadata", llvm.Metadata(ctx)},
		{"!llvm.array<4 x i32>", llvm.Array(ctx, i32, 4)},
		{"!llvm.array<2 x ptr<1>>", llvm.Array(ctx, llvm.Pointer(ctx, 1), 2)},
		{"!llvm.func<i32 (f32, ...)>", llvm.Func(ctx, i32, []ir.Type{f32}, true)},
		{"!llvm.func<void ()>", llvm.Func(ctx, llvm.Void(ctx), nil, false)},
		{"!llvm.struct<(i32, f32)>", llvm.LiteralStruct(ctx, []ir.Type{i32, f32}, false)},
		{"!llvm.struct<packed (i32)>", llvm.LiteralStruct(ctx, []ir.Type{i32}, true)},
		{`!llvm.struct<"rec", (ptr, struct<"rec">)>`, rec},
		{"!llvm.vec<4 x ptr>", llvm.FixedVector(ctx, ptr, 4)},
		{"!llvm.vec<? x 4 x  i32>", llvm.ScalableVector(ctx, i32, 4)},
		{`!llvm.target<"foo", i32, 1>`, llvm.TargetExt(ctx, "foo", []ir.Type{i32}, []uint32{1})},
		{"!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>", llvm.LiteralStruct(ctx,
			[]ir.Type{ptr, ptr, ctx.I(64), llvm.Array(ctx, ctx.I(64), 1), llvm.Array(ctx, ctx.I(64), 1)}, false)},
	}
	for _, c := range cases {
		src := c.src
		if src == "!llvm.vec<? x 4 x  i32>" {
			src = "!llvm.vec<? x 4 x i32>"
		}
		got, errs := asm.ParseType(ctx, "t", []byte(src))
		if len(errs) > 0 {
			t.Errorf("%s: %v", src, errs[0].Msg)
			continue
		}
		if got != c.want {
			t.Errorf("%s: parsed a different (not uniqued) type", src)
		}
		if s := asm.TypeString(got); s != c.src {
			t.Errorf("%s printed as %s", src, s)
		}
	}
}

// TestTypedPointers checks that the seed-era typed pointers read as opaque
// pointers in their address space.
func TestTypedPointers(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	for src, want := range map[string]uint32{"!llvm.ptr<f32>": 0, "!llvm.ptr<f32, 3>": 3, "!llvm.ptr<struct<(i32)>, 1>": 1} {
		ty, errs := asm.ParseType(ctx, "t", []byte(src))
		if len(errs) > 0 {
			t.Fatalf("%s: %s", src, errs[0].Msg)
		}
		if p, ok := ty.(*llvm.PointerType); !ok || p.AddrSpace != want {
			t.Errorf("%s parsed as %s", src, asm.TypeString(ty))
		}
	}
}

func TestTypeErrors(t *testing.T) {
	ctx := newCtx()
	cases := map[string]string{
		"!llvm.vec<4 x i32>":        "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
		"!llvm.nope":                "unknown LLVM type: nope",
		"!llvm.i32":                 "unexpected type, expected keyword",
		"!llvm.array<2 x void>":     "invalid array element type: '!llvm.void'",
		"!llvm.struct<opaque>":      "only identified structs can be opaque",
		`!llvm.struct<"lonely">`:    "struct without a body only allowed in a recursive struct",
		"!llvm.func<void (void)>":   "invalid function argument type: '!llvm.void'",
		"!llvm.vec<0 x ptr>":        "the number of vector elements must be positive",
		"!llvm.ptr<4294967296>":     "integer value too large",
		"!llvm.vec<? x ptr>":        "expected '? x <integer> x <type>' or '<integer> x <type>'",
		`!llvm.target<"t", 1, i32>`: "failed to parse parameter list for target extension type",
	}
	for src, msg := range cases {
		_, errs := asm.ParseType(ctx, "t", []byte(src))
		if len(errs) == 0 || errs[0].Msg != msg {
			t.Errorf("%s: want error %q, got %v", src, msg, errs)
		}
	}
}

func TestIdentifiedStructBody(t *testing.T) {
	ctx := newCtx()
	s := llvm.IdentifiedStruct(ctx, "s")
	if !s.IsOpaque() {
		t.Fatal("a new identified struct should be opaque")
	}
	if !s.SetBody([]ir.Type{ctx.I(8)}, true) || s.IsOpaque() || !s.IsPacked() {
		t.Fatal("SetBody failed")
	}
	if !s.SetBody([]ir.Type{ctx.I(8)}, true) {
		t.Fatal("setting the same body again should succeed")
	}
	if s.SetBody([]ir.Type{ctx.I(16)}, true) {
		t.Fatal("setting a different body should fail")
	}
	if o := llvm.OpaqueStruct(ctx, "s"); o != s || o.IsOpaque() {
		t.Fatal("OpaqueStruct should return the defined struct")
	}
}

func TestCompatibility(t *testing.T) {
	ctx := newCtx()
	ptr := llvm.Pointer(ctx, 0)
	mem := ctx.MemRef([]int64{2}, ctx.Float(ir.F32), nil, nil)
	yes := []ir.Type{ctx.I(32), ctx.Float(ir.BF16), ptr, llvm.LiteralStruct(ctx, []ir.Type{ptr}, false),
		ctx.Vector([]int64{4}, nil, ctx.Float(ir.F32)), llvm.Array(ctx, ptr, 2)}
	no := []ir.Type{ctx.Index(), ctx.IntegerType(32, ir.Signed), mem, llvm.LiteralStruct(ctx, []ir.Type{mem}, false),
		ctx.Float(ir.TF32), ctx.Vector([]int64{2, 2}, nil, ctx.I(1))}
	for _, ty := range yes {
		if !llvm.IsCompatibleType(ty) {
			t.Errorf("%s should be LLVM-compatible", asm.TypeString(ty))
		}
	}
	for _, ty := range no {
		if llvm.IsCompatibleType(ty) {
			t.Errorf("%s should not be LLVM-compatible", asm.TypeString(ty))
		}
	}
	pv := llvm.FixedVector(ctx, ptr, 2)
	if got := llvm.I1SameShape(ctx, pv); got != ctx.Vector([]int64{2}, nil, ctx.I(1)) {
		t.Errorf("I1SameShape(%s) = %s", asm.TypeString(pv), asm.TypeString(got))
	}
}

func TestAttributes(t *testing.T) {
	ctx := newCtx()
	cases := []string{
		"#llvm.linkage<internal>",
		"#llvm.cconv<fastcc>",
		"#llvm.tailcallkind<musttail>",
		`#llvm.framePointerKind<"non-leaf">`,
		"#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>",
		"#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>",
		`#llvm.target_features<["+sme", "-sve"]>`,
		"#llvm.loop_annotation<disableNonforced = true, vectorize = <disable = false, width = 16 : i32>, mustProgress = true>",
		`#llvm.tbaa_type_desc<id = "char", members = {<#llvm.tbaa_root, 0>}>`,
		"#llvm.zero",
	}
	for _, src := range cases {
		a, errs := asm.ParseAttribute(ctx, "t", []byte(src))
		if len(errs) > 0 {
			t.Errorf("%s: %v", src, errs[0].Msg)
			continue
		}
		if s := asm.AttrString(a); s != src {
			t.Errorf("%s printed as %s", src, s)
		}
	}
	if llvm.LinkageAttr(ctx, llvm.LinkageInternal) != llvm.NewAttr(ctx, "linkage", uint64(llvm.LinkageInternal)) {
		t.Error("linkage attributes are not uniqued")
	}
}
