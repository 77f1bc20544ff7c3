package gpu_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
)

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	return ctx
}

func TestTypesRoundTrip(t *testing.T) {
	ctx := newCtx()
	cases := map[string]ir.Type{
		"!gpu.async.token":                  gpu.AsyncToken(ctx),
		"!gpu.sparse.dntensor_handle":       gpu.SparseDnTensorHandle(ctx),
		"!gpu.sparse.spmat_handle":          gpu.SparseSpMatHandle(ctx),
		"!gpu.sparse.spgemmop_handle":       gpu.SparseSpGEMMOpHandle(ctx),
		`!gpu.mma_matrix<16x16xf16, "AOp">`: gpu.MMAMatrix(ctx, []int64{16, 16}, ctx.Float(ir.F16), "AOp"),
		`!gpu.mma_matrix<8x32xsi8, "BOp">`:  gpu.MMAMatrix(ctx, []int64{8, 32}, ctx.IntegerType(8, ir.Signed), "BOp"),
		`!gpu.mma_matrix<16x16xi32, "COp">`: gpu.MMAMatrix(ctx, []int64{16, 16}, ctx.I(32), "COp"),
	}
	for src, want := range cases {
		got, errs := asm.ParseType(ctx, "t", []byte(src))
		if len(errs) > 0 {
			t.Errorf("%s: %v", src, errs[0].Msg)
			continue
		}
		if got != want {
			t.Errorf("%s: parsed a different (not uniqued) type", src)
		}
		if s := asm.TypeString(got); s != src {
			t.Errorf("%s printed as %s", src, s)
		}
	}
}

func TestTypeErrors(t *testing.T) {
	ctx := newCtx()
	cases := map[string]string{
		`!gpu.mma_matrix<16x16xf64, "AOp">`:   "MMAMatrixType elements must be SI8, UI8, I32, F16, or F32",
		`!gpu.mma_matrix<16x16xf16, "XOp">`:   "operand expected to be one of AOp, BOp or COp",
		`!gpu.mma_matrix<4x16x16xf16, "AOp">`: "MMAMatrixType must have exactly two dimensions",
		`!gpu.nope`:                           "unknown gpu type: nope",
	}
	for src, msg := range cases {
		_, errs := asm.ParseType(ctx, "t", []byte(src))
		if len(errs) == 0 || errs[0].Msg != msg {
			t.Errorf("%s: want error %q, got %v", src, msg, errs)
		}
	}
}

func TestAttrsRoundTrip(t *testing.T) {
	ctx := newCtx()
	for _, src := range []string{
		`#gpu.object<#nvvm.target, "">`,
		`#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, bin = "abc">`,
		`#gpu.object<#rocdl.target, offload = "x">`,
		`#gpu.select_object`,
		`#gpu.select_object<1 : i64>`,
		`#gpu.block<x>`,
		`#gpu.thread<linear_dim_2>`,
		`#gpu.warp<z>`,
		`#gpu.warpgroup<y>`,
		`#gpu.memory_space<workgroup>`,
		`#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0)[s0] -> (d0 + s0)>`,
	} {
		a, errs := asm.ParseAttribute(ctx, "a", []byte(src))
		if len(errs) > 0 {
			t.Errorf("%s: %v", src, errs[0].Msg)
			continue
		}
		if s := asm.AttrString(a); s != src {
			t.Errorf("%s printed as %s", src, s)
		}
	}
	// The fatbin format is the default and is elided.
	a, errs := asm.ParseAttribute(ctx, "a", []byte(`#gpu.object<#nvvm.target, fatbin = "x">`))
	if len(errs) > 0 {
		t.Fatal(errs[0].Msg)
	}
	if s := asm.AttrString(a); s != `#gpu.object<#nvvm.target, "x">` {
		t.Errorf("fatbin object printed as %s", s)
	}
	if o, ok := a.(*gpu.ObjectAttr); !ok || o.Format != gpu.Fatbin || o.Object.Value != "x" || !gpu.IsTargetAttr(o.Target) {
		t.Errorf("unexpected object attribute %#v", a)
	}
}

func TestAttrErrors(t *testing.T) {
	ctx := newCtx()
	cases := map[string]string{
		`#gpu.object<1, "">`:                           "the target attribute must implement or promise the `gpu::TargetAttrInterface`",
		`#gpu.object<#nvvm.target, foo = "">`:          "expected keyword for GPU object format",
		`#gpu.select_object<-1>`:                       "the object index must be positive",
		`#gpu.block<w>`:                                "expected ::mlir::gpu::MappingId to be one of: x, y, z",
		`#gpu.loop_dim_map<map = (d0) -> (d0), x = 1>`: "duplicate or unknown struct parameter name: x",
	}
	for src, msg := range cases {
		_, errs := asm.ParseAttribute(ctx, "a", []byte(src))
		if len(errs) == 0 || !strings.HasPrefix(errs[0].Msg, msg) {
			t.Errorf("%s: want error %q, got %v", src, msg, errs)
		}
	}
}

func TestParsePrintOps(t *testing.T) {
	ctx := newCtx()
	src := `module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target] {
    gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<4xf32, 3>) kernel {
      gpu.return
    }
  }
  func.func @f(%arg0: index, %arg1: f32) {
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {
      gpu.terminator
    }
    gpu.launch_func  @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)
    return
  }
}
`
	res := asm.Parse(ctx, asm.Config{Name: "m"}, []byte(src))
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors[0].Msg)
	}
	module := res.Block.First()
	if err := ir.Verify(module); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, module, asm.DefaultFlags(), nil); err != nil {
		t.Fatal(err)
	}
	// The custom form differs from the input only in the gpu.module's
	// double space before its region.
	want := strings.Replace(src, "[#nvvm.target] {", "[#nvvm.target]  {", 1) + "\n"
	if b.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestLaunchFuncInfoRoundTrip(t *testing.T) {
	ctx := newCtx()
	src := `module attributes {gpu.container_module} {
  func.func @f(%sz: i32, %x: f32, %t: !gpu.async.token, %p: !llvm.ptr) {
    %0 = gpu.launch_func async [%t] @m::@k clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) : i32 dynamic_shared_memory_size %sz args(%x : f32, %x : f32)
    gpu.launch_func <%p : !llvm.ptr> @m::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) : i32
    return
  }
}`
	res := asm.Parse(ctx, asm.Config{Name: "m"}, []byte(src))
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors[0].Msg)
	}
	fn := res.Block.First().Region(0).First().First()
	for op := fn.Region(0).First().First(); op.Name() == "gpu.launch_func"; op = op.Next() {
		li, ok := gpu.LaunchFunc(op)
		if !ok {
			t.Fatalf("LaunchFunc failed on %s", asm.OpString(op, asm.DefaultFlags()))
		}
		rebuilt := ctx.Create(gpu.NewLaunchFuncState(ctx, li, op.Loc()))
		op.Block().InsertBefore(rebuilt, op)
		want, got := asm.OpString(op, asm.DefaultFlags()), asm.OpString(rebuilt, asm.DefaultFlags())
		// The rebuilt op's result has another name in its local scope.
		if _, w, _ := strings.Cut(want, "gpu.launch_func"); !strings.HasSuffix(got, w) {
			t.Errorf("rebuilt\n%s\nwant\n%s", got, want)
		}
	}
}

func TestBuilders(t *testing.T) {
	ctx := newCtx()
	loc := ctx.Unknown()
	top := ctx.Create(&ir.OperationState{Name: "builtin.module", Loc: loc, Regions: []*ir.Region{{}}})
	top.Region(0).Append(ir.NewBlock())
	mod := ctx.Create(gpu.NewModuleState(ctx, "kernels", nil, loc))
	top.Region(0).First().Append(mod)
	ws := ctx.MemRef([]int64{4}, ctx.Float(ir.F32), nil, ctx.IntegerAttrInt64(ctx.I(64), 3))
	fn := ctx.Create(gpu.NewFuncState(ctx, "k", ctx.Function([]ir.Type{ctx.Float(ir.F32)}, nil), []ir.Type{ws}, nil, true, loc))
	fn.Region(0).First().Append(ctx.Create(&ir.OperationState{Name: "gpu.return", Loc: loc}))
	mod.Region(0).First().InsertBefore(fn, mod.Region(0).First().Last())
	obj := gpu.Object(ctx, ctx.OpaqueAttr("nvvm", "target", nil), gpu.Assembly, ctx.String("ptx"), nil)
	top.Region(0).First().Append(ctx.Create(gpu.NewBinaryState(ctx, "bin", nil, []ir.Attribute{obj}, loc)))
	if err := ir.Verify(top); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), nil); err != nil {
		t.Fatal(err)
	}
	want := `module {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<4xf32, 3>) kernel {
      gpu.return
    }
  }
  gpu.binary @bin  [#gpu.object<#nvvm.target, assembly = "ptx">]
}

`
	if b.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", b.String(), want)
	}
}

// Unknown `#gpu.` attributes are MLIR 19's error, at the mnemonic.
func TestUnknownAttrIsError(t *testing.T) {
	ctx := newCtx()
	_, errs := asm.ParseAttribute(ctx, "a", []byte(`#gpu.foo<1, "x">`))
	if len(errs) == 0 {
		t.Fatal("no error")
	}
	if want := "unknown attribute `foo` in dialect `gpu`"; errs[0].Msg != want {
		t.Errorf("got %q, want %q", errs[0].Msg, want)
	}
}

func TestTargetAttr(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	a, errs := asm.ParseAttribute(ctx, "t", []byte(`#gpu.target<AMDGPU : opts = {fast}, chip = "gfx90a", O = 2>`))
	if len(errs) > 0 {
		t.Fatal(errs[0].Msg)
	}
	tg, ok := a.(*gpu.TargetAttr)
	if !ok || tg.Pipeline != gpu.AMDGPU || tg.O != 2 || gpu.StringValue(tg.Chip) != "gfx90a" || tg.Triple != nil || tg.Opts == nil {
		t.Fatalf("parsed %#v", a)
	}
	if b := gpu.NewTarget(ctx, gpu.AMDGPU, 2, nil, ctx.String("gfx90a"), nil, nil, nil, tg.Opts); b != tg {
		t.Errorf("target attributes are not uniqued")
	}
	if got := asm.AttrString(a); got != `#gpu.target<AMDGPU : O = 2, chip = "gfx90a", opts = {fast}>` {
		t.Errorf("printed %s", got)
	}
	for o, want := range map[int]string{3: "", 4: "O4 is not a valid optimization level.", -2: "O-2 is not a valid optimization level."} {
		if got := gpu.VerifyTarget(o, nil); got != want {
			t.Errorf("VerifyTarget(%d) = %q, want %q", o, got, want)
		}
	}
	if got := gpu.VerifyTarget(0, ctx.Array([]ir.Attribute{ctx.String("a"), ctx.Unit()})); got != "All link values must be strings." {
		t.Errorf("VerifyTarget(link) = %q", got)
	}
}

func TestTargetSelection(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t"}, []byte(`gpu.module @m attributes {nvvm.cubin = #gpu.target<NVPTX>, rocdl.hsaco = #gpu.target<AMDGPU : chip = "gfx90a">} {
}
`))
	if res.Errors != nil {
		t.Fatal(res.Errors[0].Msg)
	}
	m := res.Block.First()
	if tg, ok, _ := gpu.ParseTargetOption(ctx, "rocdl.hsaco"); !ok || tg != nil {
		t.Fatalf("a key parsed as a target")
	}
	if err := gpu.SelectOrSetTarget(m, "rocdl.hsaco", nil); err != nil {
		t.Fatal(err)
	}
	if got := asm.AttrString(m.Attr("target")); got != `#gpu.target<AMDGPU : chip = "gfx90a">` || m.Attr("rocdl.hsaco") != nil {
		t.Errorf("selected target %s, rocdl.hsaco left %v", got, m.Attr("rocdl.hsaco"))
	}
	if err := gpu.SelectOrSetTarget(m, "nosuch", nil); err == nil || err.Error() != "`nosuch` is not a valid attribute key." {
		t.Errorf("missing key: %v", err)
	}
	tg, ok, _ := gpu.ParseTargetOption(ctx, `"NVPTX: chip = "sm_70", opts = {fast}"`)
	if !ok || tg == nil {
		t.Fatalf("the seed's nested-quote target did not parse")
	}
	if err := gpu.SelectOrSetTarget(m, gpu.TargetAttrName, tg); err != nil {
		t.Fatal(err)
	}
	if got := asm.AttrString(m.Attr("target")); got != `#gpu.target<NVPTX : chip = "sm_70", opts = {fast}>` {
		t.Errorf("set target %s", got)
	}
	for _, bad := range []string{`""`, `"SPIRV"`, `"NVPTX : O = 9"`} {
		if _, ok, reason := gpu.ParseTargetOption(ctx, bad); ok || reason == "" {
			t.Errorf("%s accepted, or rejected without a reason", bad)
		}
	}
	// A body that ends in a string keeps its closing quote (the seed's
	// rtrim would drop it); doubled outer quotes still work as in the seed.
	for _, good := range []string{`"NVPTX: O = 2, chip = "sm_90""`, `""NVPTX: chip = "sm_90", O = 2""`} {
		tg, ok, reason := gpu.ParseTargetOption(ctx, good)
		if !ok || tg == nil {
			t.Errorf("%s: %s", good, reason)
		} else if got := asm.AttrString(tg); got != `#gpu.target<NVPTX : O = 2, chip = "sm_90">` {
			t.Errorf("%s parsed as %s", good, got)
		}
	}
	if gpu.BinaryStubName("m") != "m_gpubin_stub" || gpu.BinaryStorageName("m") != "m_gpubin_cst" {
		t.Errorf("binary global names")
	}
}
