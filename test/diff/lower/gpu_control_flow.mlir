// Tokens through block arguments (the type converter turns them into pointers), and arith constants
// feeding the gpu ops.
module attributes {gpu.container_module} {
  func.func @branches(%c: i1, %n: index) {
    %t0 = gpu.wait async
    cf.cond_br %c, ^a(%t0 : !gpu.async.token), ^b
  ^a(%t: !gpu.async.token):
    %m, %t1 = gpu.alloc async [%t] (%n) : memref<?xf32>
    cf.br ^c(%t1 : !gpu.async.token)
  ^b:
    %t2 = gpu.wait async [%t0]
    cf.br ^c(%t2 : !gpu.async.token)
  ^c(%tc: !gpu.async.token):
    %t3 = gpu.wait async [%tc]
    gpu.wait [%t3, %tc]
    return
  }
  func.func @consts(%m: memref<?xf32>) {
    %c0 = arith.constant 0.0 : f32
    %c4 = arith.constant 4 : index
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %m, %c0 : memref<?xf32>, f32
    %a, %t2 = gpu.alloc async [%t1] (%c4) : memref<?x2xi32>
    %d = arith.constant 3 : i32
    gpu.set_default_device %d
    gpu.wait [%t2]
    return
  }
}
