// Element types and confined attributes MLIR 19 rejects.
func.func @memref_of_llvm_ptr() {
  "my.op"() : () -> memref<4x!llvm.ptr>
  return
}
// -----
func.func @memref_of_llvm_struct() {
  "my.op"() : () -> memref<*x!llvm.struct<(i32)>>
  return
}
// -----
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i64, value = 1 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()
// -----
func.func @switch_default_result_number(%flag: i32) {
  %0:2 = "my.pair"() : () -> (i32, i32)
  cf.switch %flag : i32, [
    default: ^bb1(%0#0 : i32)
  ]
^bb1(%x: i32):
  return
}
