// func.func signatures mixing named and unnamed arguments: the custom-op errors of parseFunctionArgumentList.
func.func @f(%a: i32, i32) {
  return
}
// -----
func.func @g(i32, %a: i32) {
  return
}
