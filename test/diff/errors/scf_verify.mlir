// scf dialect verifier and custom-parser errors.
func.func @loop_for_single_index_argument(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%i0 : f32):
      "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @not_enough_loop_results(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32):
      "scf.yield"(%iter) : (f32) -> ()
  }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @scf_for_incorrect_result_type(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32):
      "scf.yield"(%iter) : (f32) -> ()
  }) : (index, index, index, f32) -> (f64)
  return
}
// -----
func.func @too_many_iter_args(%arg0: index, %init: f32) {
  %x = "scf.for"(%arg0, %arg0, %arg0, %init) ({
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      "scf.yield"(%iter, %iter) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> (f32)
  return
}
// -----
func.func @too_few_yielded_values(%arg0: index, %init: f32) {
  %x, %x2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) ({
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      "scf.yield"(%iter) : (f32) -> ()
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32) {
  %x, %y = scf.if %arg0 -> (f32, f32) {
    "scf.yield"(%arg1) : (f32) -> ()
  } else {
    "scf.yield"(%arg1, %arg1) : (f32, f32) -> ()
  }
  return
}
// -----
func.func @std_if_missing_else(%arg0: i1, %arg1: f32) {
  %x = scf.if %arg0 -> (f32) {
    "scf.yield"(%arg1) : (f32) -> ()
  }
  return
}
// -----
func.func @std_for_operands_mismatch(%arg0 : index, %arg1 : index, %arg2 : index, %s0 : f32, %t0 : i32) {
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, i32, f32) {
    "scf.yield"(%si, %ti, %si) : (f32, i32, f32) -> ()
  }
  return
}
// -----
func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index, %s0: f32, %t0: f32, %ic: i32) {
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    "scf.yield"(%si, %ic) : (f32, i32) -> ()
  }
  return
}
// -----
func.func @while_parser_type_mismatch(%true: i1) {
  scf.while : (i32) -> () {
    "scf.condition"(%true) : (i1) -> ()
  } do {
    "scf.yield"() : () -> ()
  }
  return
}
// -----
func.func @while_bad_terminator() {
  scf.while : () -> () {
    "some.other_terminator"() : () -> ()
  } do {
    "scf.yield"() : () -> ()
  }
  return
}
// -----
func.func @while_cross_region_type_mismatch(%true: i1) {
  scf.while : () -> () {
    "scf.condition"(%true) : (i1) -> ()
  } do {
  ^bb0(%arg0: i32):
    "scf.yield"() : () -> ()
  }
  return
}
// -----
func.func @while_cross_region_type_mismatch2(%true: i1) {
  %0 = scf.while : () -> (i1) {
    "scf.condition"(%true, %true) : (i1, i1) -> ()
  } do {
  ^bb0(%arg0: i32):
    "scf.yield"() : () -> ()
  }
  return
}
// -----
func.func @while_result_type_mismatch(%true: i1) {
  scf.while : () -> () {
    "scf.condition"(%true, %true) : (i1, i1) -> ()
  } do {
  ^bb0(%arg0: i1):
    "scf.yield"() : () -> ()
  }
  return
}
// -----
func.func @while_bad_terminator2(%true: i1) {
  scf.while : () -> () {
    "scf.condition"(%true) : (i1) -> ()
  } do {
    "some.other_terminator"() : () -> ()
  }
  return
}
// -----
func.func @execute_region() {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @execute_region2() {
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// -----
func.func @parallel_body_arguments_wrong_type(%arg0: index, %arg1: index, %arg2: index) {
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: f32):
      "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}
// -----
func.func @parallel_body_wrong_number_of_arguments(%arg0: index, %arg1: index, %arg2: index) {
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: index, %i1: index):
      "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}
// -----
func.func @parallel_no_tuple_elements() {
  scf.parallel () = () to () step () {
  }
  return
}
// -----
func.func @parallel_arguments_different_tuple_size(%arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}
// -----
func.func @parallel_step_not_positive(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
  %c0 = "arith.constant"() <{value = 1 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 0 : index}> : () -> index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%c0, %c1) {
  }
  return
}
// -----
func.func @parallel_more_results_than_reduces(%arg0 : index, %arg1 : index, %arg2 : index, %zero: f32) {
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) init (%zero) -> f32 {
  }
  return
}
// -----
func.func @parallel_more_results_than_initial_values(%arg0 : index, %arg1: index, %arg2: index) {
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) -> f32 {
    "scf.reduce"() : () -> ()
  }
  return
}
// -----
func.func @parallel_invalid_yield(%arg0: index, %arg1: index, %arg2: index, %c0: f32) {
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    "scf.yield"(%c0) : (f32) -> ()
  }
  return
}
// -----
func.func @yield_invalid_parent_op() {
  "my.op"() ({
   "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @switch_wrong_return_type(%arg0: index, %c: i32) {
  %0 = scf.index_switch %arg0 -> i32
  default {
    %1 = "foo.x"() : () -> i64
    "scf.yield"(%1) : (i64) -> ()
  }
  return
}
// -----
func.func @switch_wrong_count(%arg0: index, %c: i32) {
  %0 = scf.index_switch %arg0 -> i32
  case 0 {
    "scf.yield"() : () -> ()
  }
  default {
    "scf.yield"(%c) : (i32) -> ()
  }
  return
}
// -----
func.func @switch_dup(%arg0: index) {
  scf.index_switch %arg0
  case 0 {
    "scf.yield"() : () -> ()
  }
  case 0 {
    "scf.yield"() : () -> ()
  }
  default {
  }
  return
}
// -----
func.func @switch_bad_term(%arg0: index) {
  scf.index_switch %arg0
  case 0 {
    "foo.t"() : () -> ()
  }
  default {
  }
  return
}
// -----
func.func @switch_case_count(%arg0: index) {
  "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @for_wrong_term(%arg0: index) {
  scf.for %i = %arg0 to %arg0 step %arg0 {
    "scf.condition"() : () -> ()
  }
  return
}
// -----
func.func @loop_for_single_block(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// -----
func.func @loop_if_illegal_block_argument(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}
// -----
func.func @loop_if_more_than_2_regions(%arg0: i1) {
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}
// -----
func.func @while_empty_region() {
  scf.while : () -> () {
  } do {
  }
  return
}
// -----
func.func @while_empty_block() {
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}
// -----
func.func @for_empty(%a: index) {
  "scf.for"(%a, %a, %a) ({}) : (index, index, index) -> ()
  return
}
// -----
func.func @alloca_scope_args() {
  "memref.alloca_scope"() ({
  ^bb0(%x: i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @forall_mapping() {
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.address_space<workgroup>]}
  return
}
// -----
func.func @forall_mapping_rank() {
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return
}
