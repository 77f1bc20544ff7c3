// gpu.host_register, gpu.host_unregister and gpu.set_default_device.
module attributes {gpu.container_module} {
  func.func @register(%a: memref<*xf32>, %b: memref<*xi64, 1>, %c: memref<*xindex>, %d: memref<*xvector<4xf16>>) {
    gpu.host_register %a : memref<*xf32>
    gpu.host_register %b : memref<*xi64, 1>
    gpu.host_register %c : memref<*xindex>
    gpu.host_register %d : memref<*xvector<4xf16>>
    gpu.host_unregister %d : memref<*xvector<4xf16>>
    gpu.host_unregister %a : memref<*xf32>
    return
  }
  func.func @device(%i: i32, %j: i32) {
    gpu.set_default_device %i
    gpu.set_default_device %j
    return
  }
}

// -----

// The sparse handle types convert to pointers too.
module attributes {gpu.container_module} {
  func.func @handles(%a: !gpu.sparse.dntensor_handle, %b: !gpu.sparse.spmat_handle, %c: !gpu.sparse.spgemmop_handle) -> !gpu.sparse.spmat_handle {
    return %b : !gpu.sparse.spmat_handle
  }
}

// -----

// Runtime functions already declared are reused.
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  func.func @declared(%i: i32) {
    %t = gpu.wait async
    gpu.wait [%t]
    gpu.set_default_device %i
    return
  }
  llvm.func @mgpuSetDefaultDevice(i32)
}
