// finalize-memref-to-llvm runs on the module (func.func is legal): malloc, or aligned_alloc with
// use-aligned-alloc, or MLIR's generic allocation functions; the index bitwidth of the option, else of the
// module's data layout; an alloc in a gpu.module declares its allocation function there.
// RUN: gpuc opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --finalize-memref-to-llvm='use-aligned-alloc=1 index-bitwidth=32' | FileCheck %s --check-prefix=ALIGNED
// RUN: gpuc opt %s --split-input-file --pass-pipeline='builtin.module(finalize-memref-to-llvm{use-generic-functions use-aligned-alloc=0})' | FileCheck %s --check-prefix=GENERIC
// RUN: not gpuc opt %s --finalize-memref-to-llvm=use-aligned-alloc=on 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(func.func(finalize-memref-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NEST

// CHECK:       llvm.func @free(!llvm.ptr)
// CHECK:       llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc(
// CHECK:         llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK:         llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()

// ALIGNED:       llvm.func @free(!llvm.ptr)
// ALIGNED:       llvm.func @aligned_alloc(i32, i32) -> !llvm.ptr
// ALIGNED-LABEL: func.func @alloc(
// ALIGNED:         %[[ALIGN:.*]] = llvm.mlir.constant(16 : index) : i32
// ALIGNED:         llvm.call @aligned_alloc(%[[ALIGN]], %{{.*}}) : (i32, i32) -> !llvm.ptr

// GENERIC:       llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC:       llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC:         llvm.call @_mlir_memref_to_llvm_alloc
// GENERIC:         llvm.call @_mlir_memref_to_llvm_free

// BAD: for the --use-aligned-alloc option: 'on' is invalid value for boolean argument! Try 0 or 1
// NEST: Can't add pass 'FinalizeMemRefToLLVMConversionPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?

func.func @alloc(%n: index) -> f32 {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %m : memref<?x4xf32>
  return %v : f32
}

// -----

// A 32-bit index in the data layout; an index-bitwidth option wins over it.
// CHECK-LABEL: module attributes {dlti.dl_spec
// CHECK:         llvm.func @malloc(i32) -> !llvm.ptr
// ALIGNED-LABEL: module attributes {dlti.dl_spec
// ALIGNED:         llvm.func @aligned_alloc(i32, i32) -> !llvm.ptr
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} {
  func.func @dl() {
    %m = memref.alloc() : memref<8xi8>
    return
  }
}

// -----

// CHECK-LABEL: gpu.module @kernels {
// CHECK-NEXT:    llvm.func @malloc(i64) -> !llvm.ptr
// CHECK:         llvm.call @malloc
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @device_alloc() {
      %m = memref.alloc() : memref<4xf32>
      return
    }
  }
}

// -----

// A memory space with no LLVM address space: MLIR's error, at an unknown location, and the ops stay.
// RUN: gpuc opt %s --split-input-file --finalize-memref-to-llvm 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: error: conversion of memref memory space "shared" to integer address space failed. Consider adding memory space conversions.
// SPACE: memref.store
func.func @bad_space(%a: memref<2xf32, "shared">, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xf32, "shared">
  return
}
