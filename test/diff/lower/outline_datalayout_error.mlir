// FLAGS: --gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,"wide">>
// A spec that does not verify is reported at the first kernel module
// (the launch's location) after the pass.
func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  return
}

// -----

func.func @g(%a: index) {
  return
}
