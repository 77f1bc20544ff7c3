// Symbol reference attributes: flat, nested, quoted.

"my.symbols"() {
  a = @sym, b = @a::@b, c = @a::@b::@c, d = @"with space", e = @"q\"x"::@"0",
  f = @_under$score.dot, g = @"0digit", h = @"ü", i = [@x, @y::@z],
  j = @"a::b", k = @a::@"b c"::@d
} : () -> ()

// -----

func.func private @"my func"()
func.func private @a.b$c_1()
func.func private @"0starts_digit"()
func.func private @"with\"quote"()
func.func private @"ü"()
func.func @caller() {
  call @"my func"() : () -> ()
  call @a.b$c_1() : () -> ()
  call @"0starts_digit"() : () -> ()
  "my.op"() {r = @"with\"quote", n = @mod::@"inner fn", e = @"ü"} : () -> ()
  return
}
module @mod {
  func.func private @"inner fn"()
}
