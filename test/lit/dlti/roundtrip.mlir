// RUN: gpuc opt %s -split-input-file | FileCheck %s
// RUN: gpuc opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// DLTI's data layout entries and specs print as MLIR 19 prints them, however
// they were spelled.

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>}
// GENERIC: "builtin.module"() ({
// GENERIC: }) {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>} : () -> ()
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index,32:i32>, #dlti.dl_entry<i64, dense<[64,64]>:vector<2xi64>>, #dlti.dl_entry<"dlti.endianness","little">>} {
}

// -----

// CHECK: gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<>}
// CHECK: gpu.module @ptrs attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<3xi64>>, #dlti.dl_entry<!llvm.ptr<3>, dense<32> : vector<4xi64>>>}
module {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec< >} {
  }
  gpu.module @ptrs attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64,64,64]> : vector<3xi64>>,#dlti.dl_entry<!llvm.ptr<3>, dense<32> : vector<4xi64>>>} {
  }
}

// -----

// An entry given through an alias prints in full.
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>}
#align = #dlti.dl_entry<"dlti.stack_alignment", 128>
module attributes {dlti.dl_spec = #dlti.dl_spec<#align>} {
}
