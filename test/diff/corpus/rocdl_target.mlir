// #rocdl.target: parameters in any order, defaults elided when printed, no
// range or ABI checks at parse time (as MLIR 19's release build).
module attributes {gpu.container_module} {
  gpu.module @defaults [#rocdl.target, #rocdl.target<>, #rocdl.target<O = 2, triple = "amdgcn-amd-amdhsa", chip = "gfx900", features = "", abi = "500">] {
  }
  gpu.module @kernels [#rocdl.target<chip = "gfx90a">] attributes {llvm.data_layout = "e-p:64:64"} {
  }
  gpu.module @all [#rocdl.target<link = ["ocml.bc", "ockl.bc"], abi = "400", flags = {daz, finite_only, no_wave64, unsafe_math}, features = "+wavefrontsize64", chip = "gfx942", O = 3, triple = "amdgcn-amd-amdpal">] {
  }
  gpu.module @multi [#rocdl.target<chip = "gfx90a">, #rocdl.target<chip = "gfx1100", O = 1>, #nvvm.target<chip = "sm_90">] {
  }
  gpu.module @unchecked [#rocdl.target<O = 9, chip = "", abi = "600", link = [2]>] {
  }
  gpu.module @empty_containers [#rocdl.target<flags = {}, link = []>] {
  }
}

// -----

#amd = #rocdl.target<chip = "gfx1030", flags = {fast}>
"my.op"() {t = #amd, u = #rocdl.target<flags = {fast}, chip = "gfx1030">} : () -> ()
