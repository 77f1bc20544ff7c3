// arith.select's operand list: parseOperandList(operands, 3).
func.func @no_operand(%c : i1, %a : f32) {
  %0 = arith.select , %c, %a, %a : f32
  return
}
// -----
func.func @paren(%c : i1, %a : f32) {
  %0 = arith.select (%c, %a, %a) : f32
  return
}
// -----
func.func @square(%c : i1, %a : f32) {
  %0 = arith.select [%c] : f32
  return
}
// -----
func.func @next_line(%c : i1, %a : f32) {
  %0 = arith.select
      : f32
  return
}
// -----
func.func @two(%c : i1, %a : f32) {
  %0 = arith.select %c, %a : f32
  return
}
