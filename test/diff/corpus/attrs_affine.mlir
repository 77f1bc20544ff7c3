// Affine maps and integer sets as attributes and memref layouts (aliased as #map/#set).

#m1 = affine_map<(d0, d1) -> (d1, d0)>
#s1 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"my.affine"() {
  a = #m1, b = #s1,
  c = affine_map<(d0) -> (d0 * 2 + 1, d0 floordiv 4, d0 ceildiv 3, d0 mod 5)>,
  d = affine_map<()[s0] -> (s0)>, e = affine_map<() -> (0)>,
  f = affine_map<(i, j)[N] -> (i + j - N, -i, i * -3)>,
  g = affine_set<() : (1 == 0)>, h = affine_map<(d0) -> ()>,
  k = affine_map<(d0, d1) -> (d0 + d1 * 4 - (d1 floordiv 2) * 3)>
} : () -> ()
"my.affine"() {x = #m1, y = affine_map<(d0) -> (d0)>} : () -> ()

// -----

// Expressions are simplified by the parser.
"my.simplify"() {
  a = affine_map<(d0, d1)[s0] -> (d0 + 0, 2 * d0, d0 * 1, d0 + d0, 3 + d0, d0 - d0, (d0 + 1) + 2, d0 mod 1, 4 floordiv 2, s0 * d0, d0 * s0, -(d0 + d1), d1 - 1, (d0 * 2) floordiv 2, d0 - d1 * 2, d0 * -1, (d0 + d1) * 3, 7 mod 3, -5 ceildiv 2, d0 + -1)>
} : () -> ()
"my.sets"() {b = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 - s1 == 0, d0 + 5 >= 0)>} : () -> ()
"my.sets"() {c = affine_set<(d0) : (d0 <= 10, d0 >= 2 * d0)>} : () -> ()

// -----

// More than ten maps: numbering #map .. #map12, sets after maps.
"my.op"() {a = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 3)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 4)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 5)>} : () -> ()
"my.op"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 6)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 7)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 8)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 9)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 10)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 11)>} : () -> ()
"my.op"() {a = affine_map<(d0) -> (d0 + 1)>, b = memref<4xf32, affine_map<(d0) -> (d0 * 7)>>, c = [affine_map<(d0) -> (d0 * 9)>]} : () -> ()
%0 = "my.alloc"() : () -> memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
"my.use"(%0) : (memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>) -> ()

// -----

// Maps with many dims and symbols; map with only symbols; empty results.
"my.op"() {
  a = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 * s0 + d1 * s1 + d2 * s2 + d3)>,
  b = affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s0 floordiv s1)>,
  c = affine_map<() -> ()>, d = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 + d1 - 10 == 0)>,
  e = affine_map<(d0) -> (d0 mod 4, (d0 floordiv 4) mod 4, -d0 + 7)>
} : () -> ()
