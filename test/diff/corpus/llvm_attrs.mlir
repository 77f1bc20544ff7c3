// LLVM dialect attributes without aliases: linkage, calling conventions,
// tail call kinds, frame pointer kinds, memory effects, vscale ranges,
// target features and the constant placeholders.
"my.op"() {a = #llvm.linkage<internal>, b = #llvm.linkage<extern_weak>, c = #llvm.linkage<available_externally>} : () -> ()
"my.op"() {a = #llvm.cconv<ccc>, b = #llvm.cconv<fastcc>, c = #llvm.cconv<cc_10>, d = #llvm.cconv<amdgpu_kernelcc>, e = #llvm.cconv<"ptx_kernelcc">} : () -> ()
"my.op"() {a = #llvm.tailcallkind<none>, b = #llvm.tailcallkind<musttail>, c = #llvm.tailcallkind<"notail">} : () -> ()
"my.op"() {a = #llvm.framePointerKind<all>, b = #llvm.framePointerKind<"non-leaf">, c = #llvm.framePointerKind<none>, d = #llvm.framePointerKind<reserved>} : () -> ()
"my.op"() {a = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>, b = #llvm.memory_effects<inaccessibleMem = write, other = readwrite, argMem = none>} : () -> ()
"my.op"() {a = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, b = #llvm.vscale_range<maxRange = 2, minRange = 1>} : () -> ()
"my.op"() {a = #llvm.target_features<["+sme", "+sve"]>, b = #llvm.target_features<[]>, c = #llvm.target_features<["-x"]>} : () -> ()
"my.op"() {a = #llvm.zero, b = #llvm.undef, c = #llvm.poison} : () -> ()
"my.op"() {a = [#llvm.linkage<private>, #llvm.cconv<coldcc>], b = {x = #llvm.tailcallkind<tail>}} : () -> ()
