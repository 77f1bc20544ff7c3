// Array, bool and unit attributes.

"my.arrays"() {
  a = [], b = [[]], c = [[], [[1]]], d = [1, 2, 3], e = [true, false],
  f = [unit], g = [i32, f32, index], h = ["a", "b"], i = [@sym, @a::@b],
  j = [1.0, 2.0 : f32], k = [[1, 2], [3, [4, [5]]]], l = [{}, {a = 1}],
  m = [array<i32: 1>, dense<1> : tensor<2xi8>], n = [affine_map<(d0) -> (d0)>],
  o = [#foo.attr, !foo.type]
} : () -> ()

// -----

"my.units_and_bools"() {
  a, b = unit, c = true, d = false, e = [unit, true], f = {g, h = unit}
} : () -> ()
"my.unit_only"() {x} : () -> ()
