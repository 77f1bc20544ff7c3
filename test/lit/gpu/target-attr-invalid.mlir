// Errors of the seed's #gpu.target attribute: its verifier's messages, and located parse errors.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{O5 is not a valid optimization level.}}
module attributes {t = #gpu.target<NVPTX : O = 5>} {}

// -----

// expected-error@+1 {{O-1 is not a valid optimization level.}}
module attributes {t = #gpu.target<NVPTX : O = -1>} {}

// -----

// expected-error@+1 {{All link values must be strings.}}
module attributes {t = #gpu.target<AMDGPU : link = ["a.bc", 1]>} {}

// -----

// expected-error@+2 {{invalid Pipeline to be used during GPU translation. specification: SPIRV}}
// expected-error@+1 {{failed to parse GPU_TranslationTargetAttr parameter 'pipeline' which is to be a `TranslationPipeline`}}
module attributes {t = #gpu.target<SPIRV>} {}

// -----

// expected-error@+2 {{expected keyword for Pipeline to be used during GPU translation.}}
// expected-error@+1 {{failed to parse GPU_TranslationTargetAttr parameter 'pipeline'}}
module attributes {t = #gpu.target<>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: bogus}}
module attributes {t = #gpu.target<NVPTX : bogus = 1>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
module attributes {t = #gpu.target<NVPTX : chip = "a", chip = "b">} {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_TranslationTargetAttr parameter 'chip' which is to be a `StringAttr`}}
module attributes {t = #gpu.target<NVPTX : chip = 3>} {}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse GPU_TranslationTargetAttr parameter 'O' which is to be a `int`}}
module attributes {t = #gpu.target<NVPTX : O = "3">} {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_TranslationTargetAttr parameter 'link' which is to be a `ArrayAttr`}}
module attributes {t = #gpu.target<NVPTX : link = "a.bc">} {}

// -----

// expected-error@+1 {{expected '='}}
module attributes {t = #gpu.target<NVPTX : O 3>} {}

// -----

// expected-error@+1 {{expected a parameter name in struct}}
module attributes {t = #gpu.target<NVPTX : >} {}
