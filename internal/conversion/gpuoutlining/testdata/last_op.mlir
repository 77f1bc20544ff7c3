// FLAGS: --gpu-kernel-outlining
// The last op of the module launches: its kernel modules go at the end.
llvm.func @last(%a: i64) {
  %c = arith.index_cast %a : i64 to index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    "my.use"(%a) : (i64) -> ()
    gpu.terminator
  }
  llvm.return
}
