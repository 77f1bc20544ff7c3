// FLAGS: --nvvm-attach-target=chip=sm_90 --rocdl-attach-target=module=^r --nvvm-attach-target=module=[[:digit:]]$ --rocdl-attach-target=l=a.bc,b.bc --nvvm-attach-target=module=(o)\1
// nvvm-attach-target and rocdl-attach-target: appended targets, the module regex, dedup of a repeated last target.
module attributes {gpu.container_module} {
  gpu.module @k1 {
  }
  gpu.module @rocdl_2 [#rocdl.target<chip = "gfx90a">] {
  }
  gpu.module @noo <#gpu.select_object<0>> [#nvvm.target<chip = "sm_90">] attributes {my.attr = 1} {
  }
  gpu.module @"quoted name 7" {
  }
  func.func @host() {
    return
  }
}
// -----
gpu.module @top_level {
}
// -----
module {
  module @nested {
    gpu.module @inner_3 {
    }
  }
}
