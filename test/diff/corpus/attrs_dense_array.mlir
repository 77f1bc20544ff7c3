// Dense array attributes.

"my.dense_arrays"() {
  a = array<i32: 1, 2, -3>, b = array<i1: true, false>, c = array<f32: 1.0, 2.5>,
  d = array<i64>, e = array<i8: 255>, f = array<f64: 0x7FF0000000000000>,
  g = array<i16: -1>, h = array<f16: 1.0>, i = array<i1>, j = array<ui8: 255>,
  k = array<si8: -1>, l = array<bf16: 1.5>, m = array<i0: 0>, n = array<i1: true>,
  o = array<f32: 1.0>, p = array<i64: 9223372036854775807, -9223372036854775808>,
  q = array<f64: 0.1, 1.0e100, -0.0>, r = array<i32>, s = array<f32>,
  t = array<i128: 170141183460469231731687303715884105727>,
  u = array<i16: 32767, -32768>, v = array<f8E5M2: 1.0>
} : () -> ()

// -----

"my.dense_arrays_in_props"() <{sizes = array<i32: 1, 1, 0>}> {
  nested = [array<i64: 4, 8>, array<i1>]
} : () -> ()
