// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics --split-input-file %s

// A data layout computed from dlti.dl_spec: entries that MLIR's DLTI
// verifier or its translateDataLayout reject, reported at the module.

// expected-error @below {{unsupported data layout key "foo"}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"foo", dense<[64, 128]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{unsupported data layout for non-signless integer 'ui64'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<ui64, dense<[64, 128]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{unsupported type in data layout: 'bf16'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<bf16, dense<[16, 16]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<vector<4xf32>, dense<[128, 256]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "middle">>} {}

// -----

// expected-error @below {{unknown data layout entry name: dlti.mangling_mode}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.mangling_mode", "e">>} {}

// -----

// expected-error @below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i32, dense<[32, 64, 128]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[32,64,128]> : vector<3xi64>>>} {}

// -----

// expected-error @below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, 32 : i64>>} {}

// -----

// expected-error @below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f32, dense<32> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<32> : vector<2xi32>>>} {}

// -----

// expected-error @below {{expected layout attribute for '!llvm.ptr<3>' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<3>, dense<[32, 32]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64, 64, 64]> : vector<3xi32>>>} {}

// -----

// expected-error @below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>>} {}

// -----

// expected-error @below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64, 64, 32]> : vector<3xi64>>>} {}

// -----

// expected-error @below {{repeated layout entry key: 'i32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[32]> : vector<1xi64>>, #dlti.dl_entry<i32, dense<[64]> : vector<1xi64>>>} {}

// -----

// expected-error @below {{repeated layout entry key: dlti.endianness}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<"dlti.endianness", "little">>} {}

// -----

// expected-error @below {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1 : i32} {}
