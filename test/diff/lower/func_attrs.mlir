func.func @g(%x: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {llvm.linkage = #llvm.linkage<internal>, llvm.readnone, foo = 1} {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @m(%a: memref<?xf32> {llvm.noalias}, %b: i64 {llvm.noundef}) {
  return
}
module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @helper(%x: index) -> index {
      return %x : index
    }
  }
}
