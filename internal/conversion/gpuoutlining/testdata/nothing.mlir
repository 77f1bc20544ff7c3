// FLAGS: --gpu-kernel-outlining
// Nothing to outline: the module gets no gpu.container_module.
func.func @none(%a: index) {
  return
}
