// Redefined symbol (verifier), redefined SSA value, redefined block.
func.func @dup() {
  return
}
func.func private @dup()
// -----
%arg0 = "my.v"() : () -> i32
"my.r"() ({
^entry(%arg0: i32):
  "my.x"() : () -> ()
}) : () -> ()
// -----
"my.r"() ({
^bb1:
  "my.x"() : () -> ()
^bb1:
  "my.y"() : () -> ()
}) : () -> ()
