// FLAGS: --gpu-async-region
// Which ops make the host wait: each function has one op between two launches,
// with effects (loads, stores in regions, calls, allocas, side-effecting asm,
// asserts, barriers, printf) or without (pure ops, views, asm without side effects).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }
  func.func @f1(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.dim %m, %c0 : memref<?xf32>
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f2(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.load %m[%c0] : memref<?xf32>
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f3(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.subview %m[0][4][1] : memref<?xf32> to memref<4xf32, strided<[1]>>
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f4(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    scf.if %b { %y = arith.addi %c0, %c0 : index }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f5(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    scf.if %b { memref.store %f, %m[%c0] : memref<?xf32> }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f6(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.load %p : !llvm.ptr -> i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f7(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.inline_asm "nop", "=r" : () -> i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f8(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.inline_asm has_side_effects "nop", "=r" : () -> i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f9(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    cf.assert %b, "msg"
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f10(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = math.sqrt %f : f32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f11(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = index.add %c0, %c0
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f12(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.barrier
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f13(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.mlir.constant(1 : i32) : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f14(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = scf.for %i = %c0 to %c0 step %c0 iter_args(%a = %c0) -> (index) { scf.yield %a : index }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f15(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.alloca() : memref<4xf32>
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f16(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.cast %m : memref<?xf32> to memref<*xf32>
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f17(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f18(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = scf.execute_region -> index { scf.yield %c0 : index }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f19(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.mlir.zero : !llvm.ptr
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f20(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.alloca %c1i x i32 : (i32) -> !llvm.ptr
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f21(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f22(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = arith.index_cast %c0 : index to i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f23(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.printf "x"
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f24(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = nvvm.read.ptx.sreg.tid.x : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f25(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = rocdl.workitem.id.x : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f26(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = gpu.thread_id x
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  func.func @f27(%sz : index, %m: memref<?xf32>, %b: i1, %f: f32, %p: !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %x = llvm.call @ext() : () -> i32
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
  llvm.func @ext() -> i32
}
