// A gpu.binary object in assembly format is embedded as its bytes, without
// a terminating null, and loaded with mgpuModuleLoadJIT at its O level.
module attributes {gpu.container_module} {
  gpu.binary @jit [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, assembly = "ptx text">]
  llvm.func @launch() {
    %0 = llvm.mlir.constant(1 : index) : i64
    gpu.launch_func @jit::@k blocks in (%0, %0, %0) threads in (%0, %0, %0) : i64
    llvm.return
  }
}
