func.func @f() {
  "my.use"(%missing) : (i32) -> ()
  return
}
