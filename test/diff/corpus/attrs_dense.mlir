// Dense elements attributes.

"my.dense_int"() {
  a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>,
  c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<7> : tensor<i32>,
  e = dense<200> : tensor<2xui8>, f = dense<255> : tensor<2xi8>, g = dense<-1> : tensor<2xsi8>,
  h = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>, i = dense<[1, 2]> : tensor<2xindex>,
  j = dense<[1, 1, 1]> : tensor<3xi32>, k = dense<1> : vector<2x[4]xi32>,
  l = dense<[0, -1]> : vector<2xi64>, m = dense<170141183460469231731687303715884105727> : tensor<1xi128>,
  n = dense<[1, 2, 3, 4]> : tensor<4xi8>, o = dense<5> : vector<i16>, p = dense<0> : tensor<0x3xi32>,
  q = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
} : () -> ()

// -----

"my.dense_float"() {
  a = dense<1.5> : tensor<2xf32>, b = dense<[1.0, 2.0]> : vector<2xf64>,
  c = dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>, d = dense<0x7FC00000> : tensor<2xf32>,
  e = dense<[0x7F800000, 1.0]> : tensor<2xf32>, f = dense<[[1.0, 1.0], [1.0, 1.0]]> : tensor<2x2xf32>,
  g = dense<[0.1, 123456789.0, 1.0e23, -0.0]> : tensor<4xf64>, h = dense<1.0> : tensor<3xbf16>,
  i = dense<[1.0, 0.5]> : tensor<2xf8E4M3FN>, j = dense<[65504.0, 0x7C00]> : tensor<2xf16>,
  k = dense<2.5> : tensor<f80>, l = dense<[1.1]> : tensor<1xf32>
} : () -> ()

// -----

"my.dense_bool_complex"() {
  a = dense<true> : tensor<3xi1>, b = dense<[true, false]> : tensor<2xi1>,
  c = dense<false> : vector<4xi1>, d = dense<[[true], [true]]> : tensor<2x1xi1>,
  e = dense<(1, 2)> : tensor<2xcomplex<i32>>,
  f = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>,
  g = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i8>>,
  h = dense<(0.5, -0.0)> : tensor<complex<f64>>
} : () -> ()

// -----

"my.dense_string"() {
  a = dense<"foo"> : tensor<2x!foo.str>, b = dense<["a", "b\n"]> : tensor<2x!foo.str>,
  c = dense<["a", "a"]> : tensor<2x!foo.s>, d = dense<"\00\ff"> : tensor<!foo.str>,
  e = dense<[["x", "y"], ["z", "w"]]> : tensor<2x2x!foo.str>
} : () -> ()

// -----

// Hex input is decoded, empty tensors print as dense<>.
"my.dense_hex_empty"() {
  a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x01020304"> : tensor<4xi8>,
  c = dense<"0xDEADBEEF"> : tensor<i32>, d = dense<"0x00003F80"> : tensor<2xbf16>,
  e = dense<"0x0000803F"> : tensor<4xf32>, f = dense<> : tensor<0xi32>, g = dense<[]> : tensor<0xf32>,
  h = dense<"0x01"> : tensor<8xi1>, i = dense<"0x0000803F00000040"> : tensor<1xcomplex<f32>>
} : () -> ()
