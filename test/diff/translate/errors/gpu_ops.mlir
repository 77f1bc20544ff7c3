// gpu ops left in llvm.func bodies: the gpu dialect's translation rejects them.
llvm.func @f() {
  %0 = gpu.thread_id x
  llvm.return
}

// -----

llvm.func @g() -> index {
  %0 = gpu.block_dim y
  llvm.return %0 : index
}

// -----

// A good chunk between bad ones still prints.
llvm.func @ok() {
  llvm.return
}

// -----

llvm.func @h() {
  gpu.barrier
  llvm.return
}
