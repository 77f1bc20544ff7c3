func.func @f() {
  "unknown.table"() ({
  ^bb0:
  }) : () -> ()
  return
}
