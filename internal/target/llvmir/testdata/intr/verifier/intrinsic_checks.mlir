// Intrinsic-specific checks of LLVM's verifier on modules MLIR 19 accepts.

llvm.func @va(%p: !llvm.ptr) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @insert(%v: vector<8xi32>, %s: vector<4xi32>) -> vector<8xi32> {
  %0 = llvm.intr.vector.insert %s, %v[2] : vector<4xi32> into vector<8xi32>
  llvm.return %0 : vector<8xi32>
}

// -----

llvm.func @insert_overrun(%v: vector<8xi32>, %s: vector<4xi32>) -> vector<8xi32> {
  %0 = llvm.intr.vector.insert %s, %v[8] : vector<4xi32> into vector<8xi32>
  llvm.return %0 : vector<8xi32>
}

// -----

llvm.func @extract(%v: vector<8xi32>) -> vector<4xi32> {
  %0 = llvm.intr.vector.extract %v[6] : vector<4xi32> from vector<8xi32>
  llvm.return %0 : vector<4xi32>
}

// -----

llvm.func @extract_overrun(%v: vector<8xi32>) -> vector<4xi32> {
  %0 = llvm.intr.vector.extract %v[8] : vector<4xi32> from vector<8xi32>
  llvm.return %0 : vector<4xi32>
}

// -----

llvm.func @tls(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = "llvm.intr.threadlocal.address"(%p) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @lane_mask(%a: i32, %b: i32) -> vector<4xi32> {
  %0 = "llvm.intr.get.active.lane.mask"(%a, %b) : (i32, i32) -> vector<4xi32>
  llvm.return %0 : vector<4xi32>
}

// -----

llvm.func @coro(%p: !llvm.ptr, %info: !llvm.ptr) {
  %k = llvm.mlir.constant(0 : i32) : i32
  %0 = llvm.intr.coro.id %k, %p, %p, %info : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  llvm.return
}

// -----

llvm.func @takes_token(%t: !llvm.token, %p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.intr.coro.begin %t, %p : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
