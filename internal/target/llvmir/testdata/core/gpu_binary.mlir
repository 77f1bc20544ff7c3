module attributes {gpu.container_module} {
  gpu.binary @bin <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "AB">, #gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 3}, "CD\00">]
  gpu.binary @bin2 [#gpu.object<#rocdl.target, offload = "XY">]
  llvm.func @f() {
    llvm.return
  }
}
