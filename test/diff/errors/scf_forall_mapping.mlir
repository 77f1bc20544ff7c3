// scf.forall's mapping must hold device mapping attributes; the check runs
// on the inherent attributes while the generic form is parsed.
func.func @ints(%n : index) {
  "scf.forall"(%n) <{mapping = [1, 2], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}
// -----
func.func @address_space(%n : index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.address_space<workgroup>]}
  return
}
