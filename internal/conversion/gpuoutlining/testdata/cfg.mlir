// FLAGS: --gpu-kernel-outlining
// A launch body with several blocks: block arguments are copied, the
// gpu.terminator of each block becomes gpu.return.
func.func @cfg(%m: memref<16xf32>, %a: index, %b: i1) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    cf.cond_br %b, ^bb1(%tx : index), ^bb2
  ^bb1(%x: index):
    memref.store %cst, %m[%x] : memref<16xf32>
    cf.br ^bb3
  ^bb2:
    %y = arith.addi %a, %bx : index
    cf.cond_br %b, ^bb1(%y : index), ^bb4
  ^bb3:
    gpu.terminator
  ^bb4:
    gpu.terminator
  }
  return
}
