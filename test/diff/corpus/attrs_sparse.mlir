// Sparse elements attributes.

"my.sparse"() {
  a = sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>,
  b = sparse<[[0], [2]], [1.5, 2.5]> : tensor<4xf32>,
  c = sparse<[[0, 0, 0]], [true]> : tensor<2x2x2xi1>,
  d = sparse<[0, 1], [5, 6]> : tensor<4xi64>,
  e = sparse<[[1, 1]], "s"> : tensor<2x2x!foo.s>,
  f = sparse<[[0, 0], [0, 1], [1, 1]], [(1, 2), (3, 4), (5, 6)]> : tensor<2x2xcomplex<i32>>,
  g = sparse<[[0, 0]], [1.0]> : tensor<2x2xf32>, h = sparse<> : tensor<4xi32>,
  i = sparse<[[1]], [7]> : vector<4xi8>
} : () -> ()
