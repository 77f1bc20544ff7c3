// Operand resolution errors where MLIR reports them: at the operand group, at the operands directive, and a type list needing one type.
llvm.func @a(%r : !llvm.ptr<8>, %i : i32) {
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i : i32
  llvm.return
}
// -----
// Other gpu ops: launch_func forms, binaries and objects, reductions with
// bodies, result names from ODS, async ops.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : f32, %b : memref<?xf32>) kernel {
      gpu.return
    }
    gpu.func @k0() kernel {
      gpu.return
    }
  }
  gpu.binary @bin [#gpu.object<#nvvm.target, "blob">]
  gpu.binary @bin_handler <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target<chip = "sm_90">, properties = {my.p = 1 : i32}, bin = "b">]
  gpu.binary @bin_formats [#gpu.object<#rocdl.target, offload = "\00\01">, #gpu.object<#rocdl.target, assembly = "x">, #gpu.object<#rocdl.target, properties = {}, fatbin = "y">]
  gpu.binary @bin_index <#gpu.select_object<0>> {my.flag} [#gpu.object<#nvvm.target, "z">]

  func.func @launches(%f : f32, %m : memref<?xf32>, %sz : index, %i64 : i64, %i32 : i32, %p : !llvm.ptr) {
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32>)
    gpu.launch_func @kernels::@k0 clusters in (%sz, , %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func @kernels::@k0 blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 dynamic_shared_memory_size %i32
    gpu.launch_func @kernels::@k0 clusters in (%i32, %i32, %i32) blocks in (%i32, %i32, %i32) threads in (%i32, %i32, %i32) : i32
    %t = gpu.wait async
    %t1 = gpu.launch_func async [%t] @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) {my.attr}
    %t2 = gpu.launch_func async @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func <%p : !llvm.ptr> @bin::@anything blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t1, %t2]
    return
  }
}


// -----
func.func @f(%z: f32) {
  scf.execute_region {
    scf.yield %z : %zz
  }
  return
}
