// Every function attribute MLIR 19 translates, on a definition, a
// declaration (which gets fewer) and a call.
llvm.func @f() attributes {denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", no_inline, optimize_none, convergent, will_return, no_unwind, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, target_cpu = "x", tune_cpu = "y", unsafe_fp_math = false, function_entry_count = 7 : i64, garbageCollector = "gc", section = "s", alignment = 16 : i64, vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 4>, frame_pointer = #llvm.framePointerKind<all>, target_features = #llvm.target_features<["+x"]>, passthrough = ["noreturn", ["key", "val"]], dso_local} {
  llvm.return
}
llvm.func @g() attributes {denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", no_inline, optimize_none, convergent, will_return, no_unwind, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, target_cpu = "x", tune_cpu = "y", unsafe_fp_math = false, garbageCollector = "gc", section = "s", alignment = 16 : i64, vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 4>, frame_pointer = #llvm.framePointerKind<all>, target_features = #llvm.target_features<["+x"]>, passthrough = ["noreturn", ["key", "val"]], dso_local}
llvm.func @h() attributes {always_inline} {
  llvm.call @g() {no_inline, always_inline, convergent, no_unwind, will_return, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} : () -> ()
  llvm.return
}
