// llvm dialect verifier and parser errors, upstream --verify-diagnostics style
// (messages of MLIR 19's LLVMDialect.cpp and LLVMTypeSyntax.cpp).
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
"my.op"() : () -> (!llvm.vec<4 x i32>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
"my.op"() : () -> (!llvm.struct<"lit_nobody">)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
"my.op"() : () -> (!llvm.struct<(!llvm.void)>)

// -----

// expected-error@+1 {{functions cannot have 'common' linkage}}
llvm.func common @f()

// -----

// expected-error@+1 {{external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

llvm.func @f() -> i32 {
  // expected-error@+2 {{'llvm.return' op expected 1 operand}}
  // expected-note@-2 {{when returning from function}}
  llvm.return
}

// -----

llvm.func @f(i32) -> i32

llvm.func @g(%a: i32) {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @f(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @v(i32, ...)

llvm.func @g(%a: i32) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @v(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @g(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %a(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(%a: i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g("abc") : !llvm.array<4 x i8>

// -----

// expected-error@+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@-2 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
  llvm.return %0 : i64
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.struct<(i32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32)>' should produce 'i32' but this op returns 'i64'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>) -> i64
  llvm.return
}

// -----

llvm.func @foo()
llvm.func @f() attributes {personality = @foo} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

"my.op"() {
  // expected-error@+1 {{struct is missing required parameter: id}}
  a = #llvm.alias_scope_domain<description = "x">
} : () -> ()
