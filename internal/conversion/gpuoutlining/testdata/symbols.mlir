// FLAGS: --gpu-kernel-outlining
// The symbols a kernel uses are copied into its module, with the symbols
// those use, in MLIR's order; recursion copies once.
llvm.mlir.global internal @g1(1 : i32) : i32
llvm.mlir.global internal @g2(2 : i32) : i32
func.func private @ext(index) -> index
func.func @helper(%x: index) -> index {
  %y = func.call @ext(%x) : (index) -> index
  %p = llvm.mlir.addressof @g2 : !llvm.ptr
  %z = func.call @helper2(%y) : (index) -> index
  return %z : index
}
func.func @helper2(%x: index) -> index {
  %z = func.call @helper(%x) : (index) -> index
  return %z : index
}
func.func @host(%a: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    %p = llvm.mlir.addressof @g1 : !llvm.ptr
    scf.execute_region {
      %r = func.call @helper(%tx) : (index) -> index
      %q = llvm.mlir.addressof @g2 : !llvm.ptr
      scf.yield
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    %r = func.call @helper2(%tx) : (index) -> index
    gpu.terminator
  }
  return
}
