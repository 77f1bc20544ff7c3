module {
  llvm.func @pers(...) -> i32
  llvm.func hidden unnamed_addr @h(i32) -> f32 attributes {dso_local, garbageCollector = "shadow-stack", personality = @pers}
  llvm.func protected @p() attributes {passthrough = [["alignstack", "16"], "noreturn", ["key", "val"]], memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>}
  llvm.func @q(%a: !llvm.ptr {llvm.sret = !llvm.struct<(i32)>, llvm.align = 4 : i64, llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>, optimize_none, no_inline} {
    "llvm.call"() <{callee = @p, TailCallKind = #llvm.tailcallkind<tail>, CConv = #llvm.cconv<ccc>, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = "llvm.call"(%1) <{callee = @h, TailCallKind = #llvm.tailcallkind<notail>, CConv = #llvm.cconv<ccc>, fastmathFlags = #llvm.fastmath<fast>, branch_weights = array<i32: 4>}> : (i32) -> f32
    llvm.return
  }
  llvm.func amdgpu_kernelcc @k() attributes {rocdl.kernel} {
    llvm.return
  }
  llvm.func ptx_kernelcc @k2() {
    llvm.return
  }
  llvm.func cc_10 @k3()
}
