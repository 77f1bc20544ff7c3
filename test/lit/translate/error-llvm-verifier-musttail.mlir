// RUN: not gpuc translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s

// A musttail call must be followed by the ret that returns its result, in
// a caller whose signature and calling convention are the callee's. MLIR
// accepts any placement; LLVM's verifier rejects the module, and its report
// is printed as it is.

// CHECK: musttail call must precede a ret with an optional bitcast
// CHECK-NEXT: {{^}}  musttail call void @f(i32 %0){{$}}
llvm.func @f(i32)
llvm.func @g(%a: i32) {
  llvm.call musttail @f(%a) : (i32) -> ()
  llvm.call @f(%a) : (i32) -> ()
  llvm.return
}

// -----

// CHECK: musttail call result must be returned
// CHECK-NEXT: {{^}}  ret i32 %0{{$}}
llvm.func @h(i32) -> i32
llvm.func @k(%a: i32) -> i32 {
  %0 = llvm.call musttail @h(%a) : (i32) -> i32
  llvm.return %a : i32
}

// -----

// CHECK: cannot guarantee tail call due to mismatched parameter counts
// CHECK-NEXT: {{^}}  %2 = musttail call i32 @two(i32 %0, i32 %0){{$}}
llvm.func @two(i32, i32) -> i32
llvm.func @one(%a: i32) -> i32 {
  %0 = llvm.call musttail @two(%a, %a) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

// CHECK: cannot guarantee tail call due to mismatched return types
llvm.func @r64(i32) -> i64
llvm.func @r32(%a: i32) -> i32 {
  %0 = llvm.call musttail @r64(%a) : (i32) -> i64
  %1 = llvm.trunc %0 : i64 to i32
  llvm.return %1 : i32
}

// -----

// CHECK-NOT: error
// CHECK: define i32 @ok(i32 %0)
// CHECK-NEXT: %2 = musttail call i32 @h2(i32 %0)
llvm.func @h2(i32) -> i32
llvm.func @ok(%a: i32) -> i32 {
  %0 = llvm.call musttail @h2(%a) : (i32) -> i32
  llvm.return %0 : i32
}
