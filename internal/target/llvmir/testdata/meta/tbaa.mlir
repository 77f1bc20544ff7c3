// TBAA access tags on every op that carries them: the root, type
// descriptors with members and offsets, shared descriptors, a constant
// tag, a second root, and an op with two tags (LLVM takes one, so none is
// attached).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#root2 = #llvm.tbaa_root<id = "Other root">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#long = #llvm.tbaa_type_desc<id = "long long", members = {<#char, 0>}>
#float = #llvm.tbaa_type_desc<id = "float", members = {<#char, 0>}>
#agg = #llvm.tbaa_type_desc<id = "agg_t", members = {<#int, 0>, <#long, 8>, <#float, 16>}>
#other = #llvm.tbaa_type_desc<id = "other", members = {<#root2, 0>}>
#t_int = #llvm.tbaa_tag<base_type = #agg, access_type = #int, offset = 0>
#t_long = #llvm.tbaa_tag<base_type = #agg, access_type = #long, offset = 8>
#t_float = #llvm.tbaa_tag<base_type = #float, access_type = #float, offset = 0, constant = true>
#t_char = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0>
#t_other = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0>

llvm.func @callee(!llvm.ptr)

llvm.func @tbaa(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) -> f32 {
  %0 = llvm.load %p {tbaa = [#t_int]} : !llvm.ptr -> i32
  %1 = llvm.getelementptr %p[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %2 = llvm.load %1 {tbaa = [#t_long]} : !llvm.ptr -> i64
  llvm.store %0, %q {tbaa = [#t_int]} : i32, !llvm.ptr
  %3 = llvm.load %q {tbaa = [#t_float]} : !llvm.ptr -> f32
  %4 = llvm.atomicrmw add %1, %2 monotonic {tbaa = [#t_long]} : !llvm.ptr, i64
  %5 = llvm.cmpxchg %p, %0, %0 acq_rel monotonic {tbaa = [#t_int]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%q, %p, %n) <{isVolatile = false}> {tbaa = [#t_char]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%q, %c, %n) <{isVolatile = false}> {tbaa = [#t_other]} : (!llvm.ptr, i8, i64) -> ()
  llvm.call @callee(%p) {tbaa = [#t_char]} : (!llvm.ptr) -> ()
  %6 = llvm.load %q {tbaa = [#t_int, #t_long]} : !llvm.ptr -> i32
  llvm.store volatile %6, %p {alignment = 2 : i64, tbaa = [#t_other], nontemporal} : i32, !llvm.ptr
  llvm.return %3 : f32
}
