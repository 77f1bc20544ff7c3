// A type of the wrong builtin class where a format's constraint names one: MLIR's typed parseType error.
llvm.func @a(%a : f32) {
  %0 = rocdl.ds_bpermute %a, %a : (f32, f32) -> f32
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  llvm.switch %a : f32, ^bb1 [
    1: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
func.func @f() {
  %0 = memref.alloc() : tensor<4xf32>
  return
}
// -----

func.func @gep_non_function_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  llvm.getelementptr %base[%pos] : !llvm.ptr
}

// -----
llvm.func @f(%a : i32) -> i32 {
  %0 = llvm.call_intrinsic "llvm.foo"(%a) : i32 -> i32
  llvm.return %a : i32
}
