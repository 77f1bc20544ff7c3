// Syntax errors, one per chunk.
func.func @f() {
  %0 = "my.a"() : () -> i32
  "my.b"(%0 : (i32) -> ()
}
// -----
"my.op"() {a = "unterminated} : () -> ()
// -----
"my.op"() ` : () -> ()
// -----
"my.op"() : () -> (
// -----
func.bogus @x
// -----
bogus %x
// -----
"my.op"() {"" = 6} : () -> ()
// -----
%3 = "my.nores"() : () -> ()
// -----
%0:2 = "my.op"() : () -> i32
