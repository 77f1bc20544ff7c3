// Parse errors of the legacy rocdl.raw.buffer.* ops (hand-written parsers
// with a fixed operand count).
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset, %soffset : f32
  return
}
// -----
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load (%rsrc, %offset, %soffset) : f32
  return
}
// -----
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load : f32
  return
}
// -----
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux {a} : f32
  return
}
// -----
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : f32
  rocdl.raw.buffer.store %vdata1, %rsrc, %offset, %soffset, %aux : f32
  rocdl.raw.buffer.atomic.fadd %vdata1, %rsrc, %offset, %soffset, %aux : f32
  rocdl.raw.buffer.atomic.fmax %vdata1, %rsrc, %offset, %soffset, %aux : f32
  rocdl.raw.buffer.atomic.smax %offset, %rsrc, %offset, %soffset, %aux : i32
  rocdl.raw.buffer.atomic.umin %offset, %rsrc, %offset, %soffset, %aux : i32
  %s = rocdl.raw.buffer.atomic.cmpswap(%offset, %offset, %rsrc, %offset, %soffset, %aux) : i32, vector<4xi32>
  return
}
// -----
func.func @a(%rsrc : vector<4xi32>, %offset : i32, %soffset : i32, %aux : i32, %vdata1 : f32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %offset : vector<4xi32>
  return
}
// -----
func.func @store_count(%rsrc : vector<4xi32>, %i : i32, %f : f32) {
  rocdl.raw.buffer.store %f, %rsrc, %i, %i, %i, %i : f32
  return
}
// -----
func.func @store_type(%rsrc : vector<4xi32>, %i : i32, %f : f32) {
  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %i, %i, %i : i32
  return
}
// -----
func.func @rsrc_type(%rsrc : vector<2xi32>, %i : i32) {
  %0 = rocdl.raw.buffer.load %rsrc, %i, %i, %i : i32
  return
}
// -----
func.func @no_type(%rsrc : vector<4xi32>, %i : i32) {
  %0 = rocdl.raw.buffer.load %rsrc, %i, %i, %i
  return
}
