// convert-cf-to-llvm runs on the module: branches, switches and asserts become LLVM ops; a branch whose
// destination block keeps unconverted arguments is left as it is (cf.br to an index block argument of a
// func.func, whose signature no pattern converts here).
// RUN: gpuc opt %s --convert-cf-to-llvm | FileCheck %s
// RUN: gpuc opt %s --convert-cf-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(func.func(convert-cf-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not gpuc opt %s --convert-cf-to-llvm=index-bitwidth=0x1z 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @branches(
// CHECK:         llvm.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK:         llvm.switch %{{.*}} : i32, ^bb2 [
// CHECK-NEXT:      1: ^bb1
// CHECK-NEXT:    ]
// CHECK:       ^bb2:
// CHECK:         llvm.cond_br %{{.*}}, ^bb3, ^bb4
// CHECK:       ^bb3:
// CHECK:         return
// CHECK:       ^bb4:
// CHECK:         llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK:         llvm.call @puts
// CHECK:         llvm.call @abort() : () -> ()
// CHECK-LABEL: func.func @index_arg(
// CHECK:         cf.br ^bb1(%{{.*}} : index)

// I32-LABEL: func.func @index_arg(
// I32:         cf.br ^bb1(%{{.*}} : index)

// NEST: Can't add pass 'ConvertControlFlowToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// BAD: for the --index-bitwidth option: '0x1z' value invalid for uint argument!

func.func @branches(%c: i1, %v: i32) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.switch %v : i32, [
    default: ^b,
    1: ^a
  ]
^b:
  cf.assert %c, "failed"
  return
}

func.func @index_arg(%i: index) {
  cf.br ^next(%i : index)
^next(%j: index):
  return
}
