// LLVM attributes that get aliases: alias scopes, access groups, TBAA and
// loop annotations, nested in each other (alias depths and numbering).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#root2 = #llvm.tbaa_root
#desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#desc2 = #llvm.tbaa_type_desc<id = "agg", members = {<#desc, 0>, <#desc, 8>}>
#tag = #llvm.tbaa_tag<base_type = #desc2, access_type = #desc, offset = 0, constant = true>
#ag = #llvm.access_group<id = distinct[0]<>>
#lv = #llvm.loop_vectorize<disable = false, width = 16 : i32>
#la = #llvm.loop_annotation<disableNonforced = true, vectorize = #lv, unroll = <count = 4 : i32>, mustProgress = true, parallelAccesses = #ag, #ag>
"my.op"() {a = #tag, b = #la, c = #llvm.linkage<internal>, d = #llvm.cconv<fastcc>, e = #llvm.framePointerKind<"non-leaf">, f = #llvm.tailcallkind<musttail>, g = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>, h = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, i = #llvm.target_features<["+sme", "+sve"]>, j = #llvm.target_features<[]>, k = #root2, l = #llvm.zero, m = #llvm.undef, n = #llvm.poison, o = #llvm.framePointerKind<all>} : () -> ()
"my.op"() {x = #llvm.loop_annotation<vectorize = <width = 4 : i64>>} : () -> ()
// -----
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#sc = #llvm.alias_scope<id = distinct[0]<>, domain = #dom, description = "The domain">
"my.op"() {a = #sc} : () -> ()
// -----
"my.op"() {a = #llvm.access_group<id = distinct[0]<>>, b = distinct[1]<42 : i32>} : () -> ()
