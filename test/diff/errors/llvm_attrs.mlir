// Invalid LLVM dialect attributes (ODS-generated parser messages).
"my.op"() {a = #llvm.linkage<foo>} : () -> ()
// -----
"my.op"() {a = #llvm.linkage<1>} : () -> ()
// -----
"my.op"() {a = #llvm.cconv<>} : () -> ()
// -----
"my.op"() {a = #llvm.framePointerKind<non-leaf>} : () -> ()
// -----
"my.op"() {a = #llvm.memory_effects<other = none>} : () -> ()
// -----
"my.op"() {a = #llvm.memory_effects<other = none, other = read>} : () -> ()
// -----
"my.op"() {a = #llvm.memory_effects<bogus = none>} : () -> ()
// -----
"my.op"() {a = #llvm.memory_effects<other = nothing, argMem = read, inaccessibleMem = read>} : () -> ()
// -----
"my.op"() {a = #llvm.memory_effects<>} : () -> ()
// -----
"my.op"() {a = #llvm.vscale_range<minRange = 1 : i32, maxRange = "x">} : () -> ()
// -----
"my.op"() {a = #llvm.target_features<["sme"]>} : () -> ()
// -----
"my.op"() {a = #llvm.target_features<["+a,b"]>} : () -> ()
// -----
"my.op"() {a = #llvm.target_features<[""]>} : () -> ()
// -----
"my.op"() {a = #llvm.loop_vectorize<disable = 1 : i32>} : () -> ()
// -----
"my.op"() {a = #llvm.loop_annotation<vectorize = #llvm.loop_unroll<count = 2 : i32>>} : () -> ()
// -----
"my.op"() {a = #llvm.loop_interleave<>} : () -> ()
// -----
"my.op"() {a = #llvm.alias_scope_domain<description = "x">} : () -> ()
// -----
"my.op"() {a = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = #llvm.tbaa_root, offset = 0>} : () -> ()
// -----
"my.op"() {a = #llvm.tbaa_type_desc<id = 3, members = {}>} : () -> ()
// -----
"my.op"() {a = #llvm.nope<1>} : () -> ()
