// Integer and bool attributes: widths, signedness, negative and big values, hex input.

"my.ints"() {
  a = 0 : i1, b = 1 : i1, c = -1 : i1, d = true, e = false,
  f = 42, g = -42 : i8, h = 255 : i8, i = 255 : ui8, j = -128 : si8, k = 127 : si8,
  l = 170141183460469231731687303715884105727 : i128,
  m = -170141183460469231731687303715884105728 : i128,
  n = 340282366920938463463374607431768211455 : ui128,
  o = 0x1F : i32, p = 0xFFFFFFFF : i32, q = 5 : index, r = -1 : index,
  s = 0 : i0, t = 18446744073709551615 : i64, u = 9223372036854775807 : i64,
  v = -1 : si1, w = 1 : ui1, x = 100 : i7, y = 0xFF : ui8, z = 0 : si1
} : () -> ()

// -----

"my.ints"() {
  a = 0x8000000000000000 : i64, b = -9223372036854775808 : i64,
  c = 12345678901234567890123456789 : i256, d = 1 : i1024, e = -1 : i1024,
  f = 65535 : ui16, g = 32767 : si16, h = -32768 : si16, i = 0 : ui64,
  j = 18446744073709551615 : ui64, k = -9223372036854775808 : si64,
  l = 0xDEADBEEF : i64, m = 0x0 : i8, n = 7 : i3, o = -4 : i3, p = 3 : si3, q = 7 : ui3,
  r = 1, s = -1, t = 0, u = 1 : index
} : () -> ()

// -----

// In arrays an i64 type is elided, other widths are not.
"my.ints_in_arrays"() {
  a = [1, 2 : i32, -3, 4 : ui8, 5 : si8, true, false, 0 : index],
  b = [[0 : i1, 1 : i1]],
  c = {inner = 5, inner_i32 = 5 : i32}
} : () -> ()
