// FLAGS: --gpu-launch-sink-index-computations --gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,32:i32>,#dlti.dl_entry<"dlti.endianness","little">>
// The option's spec is attached to every new kernel module as MLIR prints it.
func.func @f(%a: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
