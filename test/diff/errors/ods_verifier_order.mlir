// The generic ODS verifier: count traits in MLIR's order, 'variadic of' constraints, optional groups, enum widths, terminators, ops without custom syntax, unknown ops of registered dialects.
func.func @c() {
  "arith.addi"() ({ }) : () -> ()
  return
}
// -----
func.func @c() {
  "arith.addi"() : () -> ()
  return
}
// -----
func.func @c() {
  "llvm.br"() : () -> ()
  return
}
// -----

func.func @call_non_llvm_arg(%arg0 : tensor<*xi32>) {
  // expected-error@+1 {{'llvm.call' op operand #0 must be variadic of LLVM dialect-compatible type}}
  "llvm.call"(%arg0) {operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>} : (tensor<*xi32>) -> ()
  llvm.return
}


// -----
// -----
func.func @c(%arg0 : tensor<*xi32>) {
  "llvm.call_intrinsic"(%arg0) {intrin="llvm.foo", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>} : (tensor<*xi32>) -> ()
  return
}
// -----
// -----
llvm.func @f(%a : f32) {
  "llvm.return"(%a, %a) : (f32, f32) -> ()
}
// -----
llvm.func @f(%a : f32) {
  %0:2 = "llvm.inline_asm"(%a) <{asm_string = "", constraints = ""}> : (f32) -> (tensor<2xf32>, f32)
  llvm.return
}
// -----
// -----
llvm.func @f(%a : i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  %0 = "llvm.icmp"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  llvm.unreachable
  llvm.return
}
// -----
func.func @f() {
  return
  return
}
// -----
llvm.func @f(%a : i32) -> i32 {
  %0 = llvm.intr.ctlz(%a) <{is_zero_poison = 2}> : (i32) -> i32
  llvm.return %a : i32
}
// -----
llvm.func @f(%p : !llvm.ptr, %n : i32) {
  llvm.intr.memset %p, %n, %n, false : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.bogus"(%a) : (f32) -> i1
  %1 = "memref.bogus"(%a) : (f32) -> i1
  return
}
