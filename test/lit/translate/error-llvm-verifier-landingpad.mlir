// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// A landingpad filter must be an array of constants in LLVM's sense (a
// ConstantArray or zeroinitializer): an array of plain bytes is a
// ConstantDataArray, which MLIR accepts and LLVM's verifier rejects.

// CHECK-NOT: define
// CHECK: Filter operand is not an array of constants!
// CHECK-NEXT: {{^}}  %3 = landingpad { ptr, i32 }{{$}}
// CHECK-NEXT: {{^}}          filter [1 x i8] c"\01"{{$}}
// CHECK-NOT: define
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw()
llvm.func @f() -> i32 attributes {personality = @__gxx_personality_v0} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %filter = llvm.mlir.constant(dense<1> : vector<1xi8>) : !llvm.array<1 x i8>
  llvm.invoke @may_throw() to ^ok unwind ^lpad : () -> ()
^ok:
  llvm.return %c1 : i32
^lpad:
  %lp = llvm.landingpad (filter %filter : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
