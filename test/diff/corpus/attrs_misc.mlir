// Type attributes, strided layouts as attributes, locations used as attribute values.

"my.type_attrs"() {
  a = i32, b = f32, c = memref<4xf32>, d = !foo.t, e = tensor<*xf32>, f = () -> (),
  g = [i1, index, none], h = {t = vector<[4]xf32>}, i = tuple<>, j = complex<f64>
} : () -> ()

// -----

"my.strided"() {a = strided<[1]>, b = strided<[?, 4], offset: ?>, c = strided<[]>, d = strided<[], offset: 0>, e = strided<[2, 1], offset: 7>} : () -> ()

// -----

// A location is a valid attribute value and is aliased (non-deferred) even without debuginfo.
"my.loc_attrs"() {
  f = loc("x":1:2), g = loc(unknown), h = loc("name"), i = [loc(callsite("a" at "b":3:4))],
  j = loc(fused["p", "q"])
} : () -> ()
