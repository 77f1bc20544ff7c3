// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics --split-input-file %s

// Translation errors about attributes and constants are reported at the
// op's location only: mlir-translate adds no "see current operation" note
// to them (a note here would be an unexpected diagnostic).

// expected-error @below {{LLVM attribute 'nounwind' does not expect a value, found '1'}}
llvm.func @enum_with_value() attributes {passthrough = [["nounwind", "1"]]}

// -----

// expected-error @below {{LLVM attribute 'allocsize' expects a value}}
llvm.func @int_without_value() attributes {passthrough = ["allocsize"]}

// -----

// expected-error @below {{expected 'passthrough' to contain string or array attributes}}
llvm.func @not_a_string() attributes {passthrough = [1.5 : f32]}

// -----

llvm.comdat @c1 {
  llvm.comdat_selector @sel any
}
llvm.comdat @c2 {
  // expected-error @below {{comdat selection symbols must be unique even in different comdat regions}}
  llvm.comdat_selector @sel largest
}

// -----

// expected-error @below {{FloatAttr does not match expected type of the constant}}
llvm.mlir.global internal @float_into_int(2.5 : f32) : i64

// -----

// expected-error @below {{resource does not exist}}
llvm.mlir.global internal constant @missing(dense_resource<nothing> : tensor<2xi32>) : !llvm.array<2 x i32>

// -----

// expected-error @below {{raw data size does not match element type size}}
llvm.mlir.global internal constant @short(dense_resource<blob> : tensor<3xi32>) : !llvm.array<3 x i32>

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// -----

// expected-error @below {{unsupported dense_resource type}}
llvm.mlir.global internal constant @memref(dense_resource<blob> : memref<2xi32>) : !llvm.array<2 x i32>

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// -----

// expected-error @below {{no known conversion for innermost element type}}
llvm.mlir.global internal constant @i2(dense_resource<blob> : tensor<2xi2>) : !llvm.array<2 x i2>

// -----

// An llvm.mlir.constant that cannot be converted is reported, but as in
// MLIR 19 it does not fail the translation when nothing uses it.
llvm.mlir.global private constant @str("a\00") : !llvm.array<2 x i8>
llvm.func @unused_symbol_array() {
  // expected-error @below {{unsupported constant value}}
  %0 = llvm.mlir.constant([@str]) : !llvm.array<1 x ptr>
  llvm.return
}
