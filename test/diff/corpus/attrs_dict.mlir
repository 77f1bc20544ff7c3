// Dictionary attributes: sorting, nesting, empty, keys that need quoting.

"my.dicts"() {
  z = 1, a = 2, m = {}, n = {c = {d = {}}}, k = {b = 1, a = 2},
  u = {unit_key}, "a b" = 1, "9x" = 2, _ok = 3, "x.y" = 4, "x$" = 5,
  "a-b" = 6, "\"weird" = 7, "ü" = 8, A = 9, B_ = 10, "quoted" = 11
} : () -> ()

// -----

"my.dicts_nested"() {
  d = {arr = [{x = 1}, {}], dict = {"key with space" = {inner}}, typ = i32},
  e = [{b = 2, a = 1}]
} : () -> ()
"my.empty_dict"() {} : () -> ()
"my.no_dict"() : () -> ()
