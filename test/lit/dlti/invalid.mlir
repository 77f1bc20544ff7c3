// RUN: gpuc opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{repeated layout entry key: 'i32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<32> : vector<1xi64>>, #dlti.dl_entry<i32, dense<64> : vector<1xi64>>>} {
}

// -----

// expected-error@+1 {{repeated layout entry key: dlti.endianness}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<"dlti.endianness", "big">>} {
}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<1>} {
}

// -----

// expected-error@+1 {{expected a type or a quoted string}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<1, 1>>} {
}

// -----

// expected-error@+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "x">>} {
}

// -----

// expected-error@+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 1 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, 1>>} {
}

// -----

// expected-error@+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<[64, 32, 2]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<[64,32,2]> : vector<3xi64>>>} {
}

// -----

// expected-error@+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<f32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<[64,32]> : vector<2xi64>>>} {
}

// -----

// expected-error@+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<memref<4xf32>, 1>>} {
}

// -----

// expected-error@+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!gpu.async.token, 1>>} {
}

// -----

// expected-error@+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64,64]> : vector<2xi64>>>} {
}

// -----

// expected-error@+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<[64,64,32]> : vector<3xi64>>>} {
}

// -----

// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "middle">>} {
}

// -----

// expected-error@+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", 1>>} {
}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {
}

// -----

// expected-error@+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {
}

// -----

// expected-note@+1 {{enclosing op with data layout}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">>} {
  // expected-error@+1 {{data layout does not combine with layouts of enclosing ops}}
  gpu.module @m attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">>} {
  }
}
