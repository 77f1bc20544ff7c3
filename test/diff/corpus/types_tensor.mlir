// Tensor types: ranked, dynamic, unranked, zero-sized, encodings.

func.func private @ranked(tensor<4xf32>, tensor<2x3x4xi8>, tensor<f32>, tensor<0xi32>, tensor<0x?xi32>) -> tensor<1x2x3x4x5xcomplex<f64>>
func.func private @dynamic(tensor<?xf32>, tensor<?x?xf32>, tensor<4x?x8xbf16>) -> tensor<?xindex>
func.func private @unranked(tensor<*xf32>, tensor<*xi1>, tensor<*x!foo.elem>) -> tensor<*xcomplex<f32>>
func.func private @elements(tensor<4x!foo.t>, tensor<4xi0>, tensor<4xcomplex<i1>>, tensor<2xvector<4xf32>>) -> ()

// -----

func.func private @encodings(
    tensor<4xf32, "enc">,
    tensor<4xf32, 1>,
    tensor<4xf32, 1 : i8>,
    tensor<4xf32, {a = 1, b = "x"}>,
    tensor<?x?xf32, #foo.enc>,
    tensor<4xf32, #foo<"raw">>,
    tensor<4xf32, [1, 2]>,
    tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> tensor<8xi8, "out">

// -----

%0 = "my.empty"() : () -> tensor<9223372036854775807xf32>
%1 = "my.cast"(%0) : (tensor<9223372036854775807xf32>) -> tensor<*xf32>
"my.sink"(%1) : (tensor<*xf32>) -> ()
