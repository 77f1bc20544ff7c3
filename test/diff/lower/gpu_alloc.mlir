// gpu.alloc and gpu.dealloc: async with one dependency, static and dynamic
// shapes, host_shared allocations (null stream or the dependency).
module attributes {gpu.container_module} {
  func.func @dynamic(%n: index, %m: index) {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] (%n, %m) : memref<?x4x?xf32>
    %t2 = gpu.dealloc async [%t1] %a : memref<?x4x?xf32>
    gpu.wait [%t2]
    return
  }
  func.func @static() -> memref<2x3x5xi16> {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<2x3x5xi16>
    %b, %t2 = gpu.alloc async [%t1] () : memref<f64>
    %t3 = gpu.dealloc async [%t2] %b : memref<f64>
    gpu.wait [%t3]
    return %a : memref<2x3x5xi16>
  }
  func.func @shared(%n: index) -> memref<?x8xi64> {
    %a = gpu.alloc host_shared (%n) : memref<?x8xi64>
    %t0 = gpu.wait async
    %b = gpu.alloc [%t0] host_shared () : memref<16xindex>
    gpu.wait [%t0]
    return %a : memref<?x8xi64>
  }
  func.func @vector_elements() {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<4xvector<2xf32>>
    %t2 = gpu.dealloc async [%t1] %a : memref<4xvector<2xf32>>
    gpu.wait [%t2]
    return
  }
}

// -----

// What MLIR 19 leaves unconverted: synchronous and multi-dependency allocs,
// async host_shared, non-identity layouts, synchronous deallocs.
module attributes {gpu.container_module} {
  func.func @left_alone(%n: index) {
    %s = gpu.alloc (%n) : memref<?xf32>
    gpu.dealloc %s : memref<?xf32>
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    %m, %t2 = gpu.alloc async [%t0, %t1] (%n) : memref<?xf32>
    %h, %t3 = gpu.alloc async [%t2] host_shared () : memref<4xf32>
    %l, %t4 = gpu.alloc async [%t3] () : memref<4x4xf32, strided<[1, 4]>>
    %t5 = gpu.dealloc async [%t4, %t0] %m : memref<?xf32>
    gpu.wait [%t5]
    return
  }
}
