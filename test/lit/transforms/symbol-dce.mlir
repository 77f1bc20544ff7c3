// symbol-dce as MLIR 19: private (and, in hidden tables, nested) symbols no live op references are erased,
// references through nested symbol tables keep every symbol on their path.
// RUN: gpuc opt %s -allow-unregistered-dialect --symbol-dce | FileCheck %s
// RUN: not gpuc opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE
// RUN: not gpuc opt %S/Inputs/symbol-dce-unknown.mlir -allow-unregistered-dialect --symbol-dce 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NOT:     @dead
// CHECK:         func.func private @live_private
// CHECK:         func.func @public
// CHECK:         func.func private @live_chain
// CHECK:         func.func private @live_through_chain
// CHECK-NOT:     @dead
// A public table's public symbols stay, used or not.
// CHECK:         gpu.module @kernels
// CHECK-NEXT:      gpu.func @k
// CHECK:           gpu.func @unused_kernel
// In a private table, symbols of nested visibility are discardable; public ones are not.
// CHECK:         module @inner attributes {sym_visibility = "private"}
// CHECK-NEXT:      func.func nested @used_nested
// CHECK-NEXT:      func.func @kept_public
// CHECK-NOT:     @dead
module attributes {gpu.container_module} {
func.func private @dead()
func.func private @live_private()
func.func @public() {
  %c = arith.constant 1 : index
  call @live_private() : () -> ()
  gpu.launch_func @kernels::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
  "foo.op"() {ref = @live_chain, nested = @inner::@kept_public} : () -> ()
  return
}
func.func private @live_chain() {
  call @live_through_chain() : () -> ()
  return
}
func.func private @live_through_chain()
func.func private @dead_chain() {
  call @dead() : () -> ()
  return
}
gpu.module @kernels {
  gpu.func @k() kernel { gpu.return }
  gpu.func @unused_kernel() kernel { gpu.return }
}
module @inner attributes {sym_visibility = "private"} {
  func.func nested @used_nested()
  func.func @kept_public() {
    call @used_nested() : () -> ()
    return
  }
  func.func nested @dead_nested()
}
}

// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// UNKNOWN: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
