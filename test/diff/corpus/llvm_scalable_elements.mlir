// Builtin scalable vectors are valid llvm.array and llvm.struct elements in MLIR 19.
func.func @f() {
  %0 = "my.op"() : () -> !llvm.array<2 x vector<[4]xf32>>
  %1 = "my.op"() : () -> !llvm.struct<(vector<[2]xi64>, i32)>
  return
}
