// gpu.memcpy and gpu.memset: static and dynamic sizes (stride[0] * size[0]),
// address-space casts, 16- and 32-bit values of both kinds.
module attributes {gpu.container_module} {
  func.func @copies(%d: memref<?x4xf32>, %s: memref<?x4xf32>, %g: memref<8xi8, 1>, %h: memref<8xi8, 3>, %z: memref<f16>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %d, %s : memref<?x4xf32>, memref<?x4xf32>
    %t2 = gpu.memcpy async [%t1] %g, %h : memref<8xi8, 1>, memref<8xi8, 3>
    %t3 = gpu.memcpy async [%t2] %z, %z : memref<f16>, memref<f16>
    gpu.wait [%t3]
    return
  }
  func.func @sets(%a: memref<?xi32>, %b: memref<4x2xf32, 1>, %c: memref<3xi16>, %d: memref<?x?xf16>, %e: memref<5xbf16>,
                  %i: i32, %f: f32, %s: i16, %h: f16, %bf: bf16) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %i : memref<?xi32>, i32
    %t2 = gpu.memset async [%t1] %b, %f : memref<4x2xf32, 1>, f32
    %t3 = gpu.memset async [%t2] %c, %s : memref<3xi16>, i16
    %t4 = gpu.memset async [%t3] %d, %h : memref<?x?xf16>, f16
    %t5 = gpu.memset async [%t4] %e, %bf : memref<5xbf16>, bf16
    gpu.wait [%t5]
    return
  }
}

// -----

// Left unconverted: synchronous forms, several dependencies, values that
// are not 16 or 32 bits wide, non-identity layouts.
module attributes {gpu.container_module} {
  func.func @left_alone(%a: memref<4xi64>, %b: memref<4xi8>, %l: memref<4xf32, strided<[2]>>, %x: i64, %y: i8, %f: f32) {
    gpu.memcpy %a, %a : memref<4xi64>, memref<4xi64>
    gpu.memset %b, %y : memref<4xi8>, i8
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %a, %x : memref<4xi64>, i64
    %t2 = gpu.memset async [%t1] %b, %y : memref<4xi8>, i8
    %t3 = gpu.memcpy async [%t2] %l, %l : memref<4xf32, strided<[2]>>, memref<4xf32, strided<[2]>>
    %t4 = gpu.memset async [%t3] %l, %f : memref<4xf32, strided<[2]>>, f32
    %t5 = gpu.memcpy async [%t4, %t0] %a, %a : memref<4xi64>, memref<4xi64>
    gpu.wait [%t5]
    return
  }
}
