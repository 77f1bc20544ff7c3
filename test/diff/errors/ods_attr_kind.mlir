// An attribute of the wrong class in a declarative format: MLIR's typed parseAttribute error.
gpu.module @k {
  gpu.func @f() kernel { gpu.return }
}
func.func @g(%c: index) {
  gpu.launch_func "foo" blocks in (%c, %c, %c) threads in (%c, %c, %c)
  return
}
