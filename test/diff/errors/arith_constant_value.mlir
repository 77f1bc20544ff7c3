// arith.constant's value must be a TypedAttr (checked with the op's
// inherent attributes, while parsing the generic form).
func.func @array() {
  %0 = "arith.constant"() {value = [1, 2]} : () -> i32
  return
}
// -----
func.func @unit() {
  %0 = "arith.constant"() {value = unit} : () -> i32
  return
}
// -----
func.func @enum_attr() {
  %0 = "arith.constant"() {value = #gpu.address_space<workgroup>} : () -> i32
  return
}
// -----
func.func @string_is_typed() {
  %0 = "arith.constant"() {value = "s"} : () -> i32
  return
}
