// String attributes and escapes.

"my.strings"() {
  a = "plain", b = "q\"uote", c = "back\\slash", d = "new\nline", e = "tab\tx",
  f = "\00\01\7F\ff", g = "héllo ✓", h = "", i = "\41\42", l = "\1b[0m",
  m = "'single'", n = "{}<>[]", o = "#!%@^&*()", p = "multi\n\nline\n",
  q = "\"", r = "\\", s = "   leading and trailing spaces   ", t = "日本語",
  u = "\e2\9c\93", v = "nul\00in middle", w = "ctrl\01\02\03\1f", x = "del\7f",
  y = "high\80\fe", z = "a\nb\tc\\d\"e"
} : () -> ()

// -----

// Typed strings.
"my.typed_strings"() {
  a = "a\"b" : i32, b = "x" : !foo.t, c = "" : none, d = "s" : tensor<4xi8>, e = "t" : () -> ()
} : () -> ()

// -----

// Strings in other positions: arrays, dicts, op names, symbol names.
"my.str\"ing.op"() {
  a = ["x\n", "y\t"], b = {"key with space" = "val\00", "k\"q" = "v"}
} : () -> ()
func.func private @"sym\nwith newline"()
