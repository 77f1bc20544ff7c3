// convert-func-to-llvm (with the arith and cf patterns it still carries in MLIR 19), its options, C wrappers
// from llvm-request-c-wrappers (a func.func pass) and the index bitwidth of the module's data layout.
// RUN: gpuc opt %s --split-input-file --llvm-request-c-wrappers --convert-func-to-llvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --convert-func-to-llvm='use-bare-ptr-memref-call-conv=1 index-bitwidth=32' | FileCheck %s --check-prefix=BARE
// RUN: not gpuc opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=2 2>&1 | FileCheck %s --check-prefix=BADBOOL
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(llvm-request-c-wrappers)' 2>&1 | FileCheck %s --check-prefix=NEST

// CHECK-LABEL: llvm.func @add(
// CHECK-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32) -> i32
// CHECK-SAME:      attributes {llvm.emit_c_interface}
// CHECK:         llvm.add
// CHECK:         llvm.br ^bb1
// CHECK-LABEL: llvm.func @_mlir_ciface_add(
// CHECK-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: i32) -> i32 attributes {llvm.emit_c_interface}
// CHECK:         llvm.call @add(

// BARE-LABEL: llvm.func @add(
// BARE-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: i32) -> i32
// BARE:         llvm.mlir.constant(0 : index) : i32
// BARE:         llvm.mlir.constant(4 : index) : i32
// BARE:         builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// BARE:         memref.load

// BADBOOL: for the --use-bare-ptr-memref-call-conv option: '2' is invalid value for boolean argument! Try 0 or 1
// NEST: Can't add pass 'LLVMRequestCWrappers' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?

func.func @add(%m: memref<4xf32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %f = memref.load %m[%c0] : memref<4xf32>
  %0 = arith.addi %x, %x : i32
  cf.br ^bb1
^bb1:
  return %0 : i32
}

// -----

// A data layout with 32-bit index: the functions take i32 for index.
// CHECK-LABEL: module attributes {dlti.dl_spec
// CHECK:         llvm.func @idx(%{{.*}}: i32) -> i32
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} {
  func.func @idx(%i: index) -> index {
    return %i : index
  }
}
