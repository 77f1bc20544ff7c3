// Float attributes: short and long decimal forms, hex forms, specials, small types.

"my.floats"() {
  a = 1.0 : f32, b = 0.1 : f32, c = 0.1 : f64, d = 1.5, e = -0.0 : f32, f = 0.0 : f16,
  g = 1.0e-45 : f32, h = 3.4028234663852886e+38 : f32, i = 65504.0 : f16,
  j = 1.0 : bf16, k = 0.3 : bf16, l = 1.0 : f80, m = 1.0 : f128, n = 1.0 : tf32,
  o = 123456789.0 : f64, p = 1.0e100, q = 1.0e-300, r = 2.5e-8 : f32,
  s = 100.0 : f64, t = 1000000.0 : f64, u = 1.0e7 : f32, v = 0.0001 : f64,
  w = 12.5 : f64, x = 3.14159265358979 : f64, y = 1.0e16, z = 4.9e-324 : f64
} : () -> ()

// -----

// Values whose 6-digit exponential form does not round-trip: long form or hex.
"my.floats_long"() {
  a = 1.1 : f32, b = 1.0000001 : f32, c = 16777216.0 : f32, d = 16777217.0 : f64,
  e = 0.000123456789 : f64, f = 1.2345678e-10 : f64, g = 1.0e23 : f64,
  h = 123456.7 : f32, i = 1234567.0 : f32, j = 3.0e38 : f32, k = 0.3 : f64,
  l = 0.333333333333 : f64, m = 2.0e-7 : f32, n = 1.0e-7 : f64, o = -3.5e+12 : f64,
  p = 9007199254740993.0 : f64, q = 1.5e300 : f64, r = 7.0e-3 : f64,
  s = 0.1 : f80, t = 0.1 : f128, u = 0.1 : f16, v = 0.1 : tf32, w = 1.0e-310 : f64,
  x = 123.456 : f32, y = 2.718281828 : f64, z = -1.0e-5 : f32
} : () -> ()

// -----

// Hex input, infinities and NaNs (printed in hex), negative zero.
"my.floats_hex"() {
  a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32,
  d = 0x7FF8000000000000 : f64, e = 0x3FF0000000000000 : f64, f = 0x7FF0000000000001 : f64,
  g = 0x7C00 : f16, h = 0xFC00 : f16, i = 0x7E00 : f16, j = 0x0001 : f16, k = 0x3C00 : f16,
  l = 0x7F80 : bf16, m = 0x7FC0 : bf16, n = 0x8000 : f16,
  o = 0x7FFF8000000000000000 : f80, p = 0x7FFF0000000000000000000000000000 : f128,
  q = 0x0 : f32, r = 0x80000000 : f32, s = 0x00000001 : f32, t = 0x1 : f64,
  u = 0xFFFFFFFF : f32, v = 0xFFF0000000000000 : f64, w = -0.0 : f64, x = -0.0 : bf16,
  y = 0x7F800 : tf32, z = 0x3F800000 : f32
} : () -> ()

// -----

// 8-bit float types.
"my.floats_f8"() {
  a = 1.0 : f8E5M2, b = 448.0 : f8E4M3FN, c = 3.0 : f8E4M3, d = 0.1 : f8E4M3B11FNUZ,
  e = 0x80 : f8E4M3FNUZ, f = 0.5 : f8E5M2FNUZ, g = -1.25 : f8E4M3, h = 57344.0 : f8E5M2,
  i = 4.0 : f8E4M3FNUZ, j = 0x7C : f8E5M2, k = 0x7F : f8E4M3FN, l = 0x80 : f8E5M2FNUZ,
  m = 0x7F : f8E4M3, n = 0x80 : f8E4M3B11FNUZ, o = 0x01 : f8E4M3FN, p = 0xFF : f8E5M2
} : () -> ()

// -----

// In arrays an f64 type is elided.
"my.floats_in_arrays"() {
  a = [1.0, 2.5 : f32, -0.0, 0x7FF0000000000000 : f64, 1.0 : f16],
  b = [[1.0e10]]
} : () -> ()
