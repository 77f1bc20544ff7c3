// scf.forall / scf.parallel induction variables are an argument list:
// MLIR says "in argument list" when its parentheses are missing.
func.func @forall_close(%n : index) {
  scf.forall (%i, %j in (%n, 2) {
  }
  return
}
// -----
func.func @forall_open(%n : index) {
  scf.forall %i) in (%n) {
  }
  return
}
// -----
func.func @parallel_close(%n : index) {
  scf.parallel (%i, %j = (%n, %n) to (%n, %n) step (%n, %n) {
  }
  return
}
// -----
func.func @parallel_open(%n : index) {
  scf.parallel %i) = (%n) to (%n) step (%n) {
  }
  return
}
