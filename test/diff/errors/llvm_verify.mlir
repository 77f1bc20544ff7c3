// LLVM dialect verifier errors (messages of MLIR 19's LLVMDialect.cpp).
llvm.func @f(%a: i32) {
  %0 = llvm.sext %a : i32 to i16
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xi32>) {
  %0 = llvm.zext %a : vector<2xi32> to vector<2xi32>
  llvm.return
}
// -----
llvm.func @f(%a: i64) {
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.bitcast %a : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %a[0] : !llvm.struct<(i32)>
  %1 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>) -> i64
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %1 = "llvm.extractvalue"(%a) <{position = array<i64: 1>}> : (!llvm.struct<(i32)>) -> i64
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %1 = llvm.extractvalue %a[3] : !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.struct<(i32)>, %b: i64) {
  %1 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f() -> i32 {
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<2 x i8>
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(@f) : i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i17
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: f32) {
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f() {
  llvm.fence monotonic
  llvm.return
}
// -----
llvm.func @f(%v: vector<[4]xf32>) {
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i, 0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.addressof @nothere : !llvm.ptr
  llvm.return
}
// -----
llvm.mlir.global internal @g() {addr_space = 3 : i32} : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.call_intrinsic "foo.bar"() : () -> (i32)
  llvm.return
}
// -----
llvm.func common @f()
// -----
llvm.func internal @f()
// -----
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}
// -----
llvm.func @f() attributes {optimize_none} {
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
^bb0(%b: i64):
  llvm.return
}
// -----
llvm.func @f(%a: memref<f32>) {
  llvm.return
}
// -----
llvm.func @f() -> (i32, i32)
// -----
llvm.func @f() -> memref<f32>
// -----
llvm.func @f(i32, ..., i32)
// -----
llvm.mlir.global internal @g() : !llvm.void
// -----
llvm.mlir.global internal @g("abc") : !llvm.array<4 x i8>
// -----
llvm.mlir.global internal @g() : i32 loc("x")
llvm.mlir.global common @c(1 : i32) : i32
// -----
llvm.mlir.global appending @a() : i32
// -----
llvm.mlir.global internal @g() {alignment = 3 : i64} : i32
// -----
llvm.mlir.global internal @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
llvm.mlir.global internal @g(1 : i32) : i32, i64
// -----
llvm.mlir.global internal @g(1 : i32)
// -----
llvm.func @f() {
  llvm.mlir.global internal @g(1 : i32) : i32
  llvm.return
}
// -----
llvm.func @f() {
  llvm.return
}
llvm.mlir.global internal @g() : i32 comdat(@f)
// -----
llvm.func @foo()
llvm.func @f() {
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @foo()
llvm.func @f() attributes {personality = @foo} {
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}
// -----
llvm.func @foo()
llvm.func @f(%p: !llvm.ptr) attributes {personality = @foo} {
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}
// -----
llvm.func @foo()
llvm.func @f() {
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
// -----
llvm.func @f(%s: i32) {
  %0 = llvm.alloca %s x i32 {alignment = "x"} : (i32) -> !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%s: i32) {
  %0 = llvm.alloca %s x i32 : i32
  llvm.return
}
// -----
llvm.func @f(%s: i32) {
  %0 = llvm.icmp "foo" %s, %s : i32
  llvm.return
}
// -----
llvm.func @f(%s: i32) {
  %0 = llvm.icmp 3 %s, %s : i32
  llvm.return
}
// -----
llvm.func @f(%s: index) {
  %0 = llvm.icmp "eq" %s, %s : index
  llvm.return
}
// -----
llvm.func @f(%s: i32) {
  %0 = llvm.fcmp "oeq" %s, %s : i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<foo> : i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<1> : i32
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %a[0, 1] : !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.extractvalue %a[0] : i32
  llvm.return
}
// -----
llvm.func @f(%a: index) {
  %0 = llvm.extractvalue %a[0] : index
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.shufflevector %a, %a [0] : i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[3000000000] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    x: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1(%a : i32)
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.vec<4 x ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  %0 = llvm.intr.masked.gather %p, %m, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.vec<2 x ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  %0 = llvm.intr.masked.gather %p, %m, %v {alignment = 4 : i32} : (!llvm.vec<2 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.vec<2 x ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<2 x ptr>
  llvm.return
}
