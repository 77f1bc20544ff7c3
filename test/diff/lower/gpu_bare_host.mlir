// FLAGS: --gpu-to-llvm=use-bare-pointers-for-host=1
// A host function with a bare-pointer memref argument around the gpu ops.
// (One memref argument only: with several, gpuc's func-to-llvm packs the
// bare pointers into descriptors in another order than MLIR 19.)
module attributes {gpu.container_module} {
  func.func @f(%a: memref<16xf32, 1>, %v: f32) -> memref<4x4xf32> {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] () : memref<4x4xf32>
    %t2 = gpu.memcpy async [%t1] %a, %a : memref<16xf32, 1>, memref<16xf32, 1>
    %t3 = gpu.memset async [%t2] %a, %v : memref<16xf32, 1>, f32
    %t4 = gpu.dealloc async [%t3] %m : memref<4x4xf32>
    gpu.wait [%t4]
    return %m : memref<4x4xf32>
  }
}
