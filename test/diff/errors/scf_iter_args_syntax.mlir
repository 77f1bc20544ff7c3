// iter_args / shared_outs without their assignment list.
func.func @for_no_list(%n : index, %x : f32) {
  %r = scf.for %i = %n to %n step %n iter_args -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @for_next_line(%n : index, %x : f32) {
  %r = scf.for %i = %n to %n step %n iter_args
      -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @forall_no_list(%n : index, %t : tensor<4xf32>) {
  %r = scf.forall (%i) in (%n) shared_outs -> (tensor<4xf32>) {
  }
  return
}
