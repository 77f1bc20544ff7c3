// Alias scopes and domains (with and without descriptions) on loads,
// stores, atomics, memory intrinsics and calls; the same scope list on two
// ops is one node; the noalias scope declaration shares the scope nodes.
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#dom2 = #llvm.alias_scope_domain<id = distinct[1]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "first">
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #dom>
#s3 = #llvm.alias_scope<id = distinct[4]<>, domain = #dom2, description = "third">
#tag_root = #llvm.tbaa_root<id = "root">
#tag_t = #llvm.tbaa_type_desc<id = "t", members = {<#tag_root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #tag_t, access_type = #tag_t, offset = 0>
#g = #llvm.access_group<id = distinct[5]<>>

llvm.func @ext(i32) -> i32

llvm.func @scopes(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32) -> i32 {
  "llvm.intr.experimental.noalias.scope.decl"() {scope = #s1} : () -> ()
  %0 = llvm.load %a {alias_scopes = [#s1], noalias_scopes = [#s2, #s3]} : !llvm.ptr -> i32
  llvm.store %0, %b {alias_scopes = [#s2], noalias_scopes = [#s1]} : i32, !llvm.ptr
  %1 = llvm.load %b {alias_scopes = [#s1], noalias_scopes = [#s2, #s3], tbaa = [#tag], access_groups = [#g]} : !llvm.ptr -> i32
  %2 = llvm.atomicrmw xchg %a, %1 seq_cst {noalias_scopes = [#s3]} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %b, %1, %2 seq_cst seq_cst {alias_scopes = [#s3, #s1]} : !llvm.ptr, i32
  "llvm.intr.memmove"(%a, %b, %n) <{isVolatile = true}> {alias_scopes = [#s2], noalias_scopes = [#s1]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %4 = llvm.call @ext(%2) {noalias_scopes = [#s1, #s2]} : (i32) -> i32
  "llvm.intr.experimental.noalias.scope.decl"() {scope = #s3} : () -> ()
  llvm.return %4 : i32
}
