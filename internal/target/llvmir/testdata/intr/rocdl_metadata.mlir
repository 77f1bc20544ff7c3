// Alias scopes and TBAA tags on the rocdl buffer ops and memset: the
// memory intrinsics carry the metadata like loads and stores.

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
#tbaa_root = #llvm.tbaa_root<id = "root">
#tbaa_type = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type, access_type = #tbaa_type, offset = 0>
llvm.func @buf(%r: !llvm.ptr<8>, %off: i32, %v: i32, %p: !llvm.ptr, %n: i64, %b: i8) {
  %z = llvm.mlir.constant(0 : i32) : i32
  %l = rocdl.raw.ptr.buffer.load %r, %off, %z, %z {alias_scopes = [#scope], tbaa = [#tbaa_tag]} : i32
  rocdl.raw.ptr.buffer.store %v, %r, %off, %z, %z {noalias_scopes = [#scope]} : i32
  rocdl.raw.ptr.buffer.atomic.smax %v, %r, %off, %z, %z {tbaa = [#tbaa_tag]} : i32
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false, alias_scopes = [#scope], tbaa = [#tbaa_tag]}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
