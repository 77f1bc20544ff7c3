// llvm.func and llvm.mlir.global with linkage variations inside a gpu.module, called from a kernel.
module attributes {gpu.container_module} {
  gpu.module @llvm_linkage {
    llvm.mlir.global internal constant @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 1 : i32} : !llvm.array<4 x f32>
    llvm.mlir.global private @counter(0 : i32) {addr_space = 1 : i32} : i32
    llvm.func internal @scale(%v: f32) -> f32 {
      %0 = llvm.mlir.constant(3.0 : f32) : f32
      %1 = llvm.fmul %v, %0 : f32
      llvm.return %1 : f32
    }
    llvm.func linkonce_odr @offset(%v: f32) -> f32 attributes {passthrough = ["alwaysinline"]} {
      %0 = llvm.mlir.constant(1.0 : f32) : f32
      %1 = llvm.fadd %v, %0 : f32
      llvm.return %1 : f32
    }
    llvm.func private @bump() -> i32 {
      %0 = llvm.mlir.addressof @counter : !llvm.ptr<1>
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.atomicrmw add %0, %1 monotonic : !llvm.ptr<1>, i32
      llvm.return %2 : i32
    }
    llvm.func weak @weak_id(%v: i32) -> i32 {
      llvm.return %v : i32
    }
    gpu.func @use_linkage(%x: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c3 = arith.constant 3 : index
      %k = arith.andi %i, %c3 : index
      %ki = arith.index_cast %k : index to i64
      %tab = llvm.mlir.addressof @table : !llvm.ptr<1>
      %p = llvm.getelementptr %tab[0, %ki] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x f32>
      %t = llvm.load %p : !llvm.ptr<1> -> f32
      %v = memref.load %x[%i] : memref<?xf32>
      %a = llvm.call @scale(%v) : (f32) -> f32
      %b = llvm.call @offset(%a) : (f32) -> f32
      %c = arith.addf %b, %t : f32
      %n = llvm.call @bump() : () -> i32
      %w = llvm.call @weak_id(%n) : (i32) -> i32
      %wf = arith.sitofp %w : i32 to f32
      %r = arith.addf %c, %wf : f32
      memref.store %r, %x[%i] : memref<?xf32>
      gpu.return
    }
  }
}
