// index dialect cast verification.
func.func @casts(%i: i32) {
  %0 = index.casts %i : i32 to i64
  return
}
// -----
func.func @castu(%i: index) {
  %0 = index.castu %i : index to index
  return
}
