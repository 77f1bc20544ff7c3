module attributes {llvm.ident = "gpuc", llvm.commandline = "x y"} {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @big largest
  }
  llvm.mlir.global private constant @arr(dense<[1.0, 2.0, -0.0]> : tensor<3xf32>) : !llvm.array<3 x f32>
  llvm.mlir.global internal @zeros(dense<0> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>
  llvm.mlir.global internal @splat(dense<7> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
  llvm.mlir.global internal @fsplat(dense<0.0> : tensor<4xf64>) : !llvm.array<4 x f64>
  llvm.mlir.global weak @w(1.5 : f64) comdat(@__llvm_comdat::@any) : f64
  llvm.mlir.global external thread_local @tls() : i64
  llvm.mlir.global external @ext_decl() {addr_space = 3 : i32} : !llvm.array<4 x i8>
  llvm.mlir.global linkonce_odr hidden @lo(3 : i8) {alignment = 16 : i64} : i8
  llvm.mlir.global internal @s() : !llvm.struct<"my.S", (i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<"my.S", (i32, ptr)>
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"my.S", (i32, ptr)>
    %3 = llvm.mlir.addressof @w : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"my.S", (i32, ptr)>
    llvm.return %4 : !llvm.struct<"my.S", (i32, ptr)>
  }
  llvm.mlir.global internal @u() : i32
  llvm.mlir.global internal @bools(dense<[true, false]> : tensor<2xi1>) : !llvm.array<2 x i1>
  llvm.mlir.global internal @vec(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  llvm.mlir.global internal @structc() : !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
    llvm.return %1 : !llvm.struct<(i32, f32)>
  }
  llvm.func @ctor() {
    llvm.return
  }
  llvm.mlir.global_ctors {ctors = [@ctor, @ctor], priorities = [65535 : i32, 1 : i32]}
  llvm.func linkonce_odr @cf() comdat(@__llvm_comdat::@big) attributes {no_inline, passthrough = ["nounwind", ["frame-pointer", "all"], "foo"], target_cpu = "sm_80", memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {
    llvm.return
  }
  llvm.func @decl(%a: !llvm.ptr {llvm.byval = i32, llvm.nonnull, llvm.dereferenceable = 8 : i64}, %b: i8 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private", section = "s1", alignment = 32 : i64}
  llvm.func @g() -> !llvm.struct<"my.T", (i64)> attributes {will_return, convergent, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_features = #llvm.target_features<["+ptx70", "+sm_80"]>, always_inline, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 4>, unsafe_fp_math = true, fp_contract = "fast"}
}
