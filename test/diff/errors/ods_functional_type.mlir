// functional-type(operands, results): all operands resolved at once (at the op name), zero result types mean zero results, the arrow's message; a wrong parent is reported before a misplaced terminator.

func.func @gep_missing_input_result_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 0 types}}
  llvm.getelementptr %base[%pos] : () -> (), i64
}

// -----

func.func @gep_missing_result_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
}

// -----


gpu.module @reductions {
  gpu.func @r(%f : f32, %i : i32, %v : vector<4xf16>) {
    %0 = gpu.all_reduce %f {
    ^bb0(%lhs : f32, %rhs : f32):
      %s = arith.addf %lhs, %rhs : f32
      gpu.yield %s : f32
    } : (f32) -> f32
    %1 = gpu.all_reduce mul %i uniform {} : (i32) -> i32
    %2 = gpu.all_reduce minimumf %f {} : (f32) -> f32
    %3 = gpu.subgroup_reduce xor %i : (i32) < i32
    %4 = gpu.subgroup_reduce maxnumf %v uniform : (vector<4xf16>) -> vector<4xf16>
    %5 = "gpu.all_reduce"(%f) ({}) {op = #gpu<all_reduce_op maxnumf>, uniform} : (f32) -> f32
    gpu.return
  }
}


// -----
func.func @reduce_outside_parallel(%a : f32) {
  scf.reduce(%a : f32) {
  ^bb0(%l : f32, %r : f32):
    scf.reduce.return %l : f32
  }
  return
}
