// complex, tuple and none types.

func.func private @complex(complex<f32>, complex<f64>, complex<i32>, complex<bf16>, complex<f8E5M2>, complex<si8>) -> complex<f16>
func.func private @tuple(tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<>, tuple<tuple<i1>>>, tuple<none, index>) -> tuple<i8, !foo.t>
func.func private @none(none) -> none

// -----

"my.misc"() {
  a = complex<f32>, b = tuple<>, c = tuple<i32, tuple<f32>>, d = none,
  e = tuple<tuple<>, () -> (), none>, f = tuple<memref<4xf32>, tensor<*xi8>, vector<[2]xf32>>
} : () -> ()
%0 = "my.pack"() : () -> tuple<complex<f32>, none>
%1:2 = "my.unpack"(%0) : (tuple<complex<f32>, none>) -> (complex<f32>, none)
"my.use"(%1#1, %1#0) : (none, complex<f32>) -> ()
