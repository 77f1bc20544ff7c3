// FLAGS: --mlir-disable-threading --gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,"wide">>
// A spec that does not verify is reported at the first kernel module
// (the launch's location) after the pass. Without threads: mlir-opt-19
// verifies the two kernel modules in parallel and reports one or both
// failures from run to run (both in 15 of 20 runs, measured); on one
// thread it reports the first, as gpuc does.
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
