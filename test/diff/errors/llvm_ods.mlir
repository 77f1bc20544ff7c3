// ODS operand constraints of LLVM ops and llvm.call's symbol use checks.
llvm.func @f(%a: f32) {
  %0 = llvm.add %a, %a : f32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.load %a : i32 -> i32
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.load %a : !llvm.ptr -> !llvm.void
  llvm.return
}
// -----
llvm.func @f(%a: index) {
  %0 = llvm.freeze %a : index
  llvm.return
}
// -----
llvm.func @f(%a: vector<2xf32>) {
  %0 = llvm.extractvalue %a[0] : vector<2xf32>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr, %v: i32) {
  %0 = llvm.intr.vastart %v : i32
  llvm.return
}
// -----
llvm.func @f(%a: i1, %b: i32) {
  %0 = llvm.select %b, %b, %b : i32, i32
  llvm.return
}
// -----
llvm.func @f(i32) -> i32
llvm.func @v(i32, ...)
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @v(%0, %0) : (i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @v(i32, ...)
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @v(%0, %0) vararg(!llvm.func<void (i32)>) : (i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @v(i32, ...)
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @v(%0, %0) vararg(!llvm.func<void (i64, ...)>) : (i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @v(i32, ...)
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @v(%0, %0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(i32) -> i32
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @f(%0, %0) : (i32, i32) -> (i32)
  llvm.return
}
// -----
llvm.func @f(i32) -> i32
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @f(%0) : (i32) -> (i64)
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @nope(%0) : (i32) -> (i64)
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call %0(%0) : i32, (i32) -> (i64)
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @g(%0) : (i32) -> (!llvm.void)
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @g(%0) : (i32) -> (i32, i32)
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @g(%0) : i32
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @g(%0) : i32, (i32) -> ()
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call %0(%0) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call fastcc tail @g() : () -> ()
  llvm.call tail fastcc @g() : () -> ()
  llvm.return
}
// -----
llvm.func @g(%a: i32) {
  llvm.call @nope(%a) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @g(%a: i32) {
  llvm.call @nope(%a) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  %0 = llvm.sext %a : i32 to i16
  llvm.return
}
