// Vector types: fixed, scalable, multi-dimensional, 0-d.

func.func private @fixed(vector<4xf32>, vector<1xi1>, vector<16xi8>, vector<2xindex>) -> vector<8xf16>
func.func private @multi(vector<2x3xf32>, vector<1x1x1xi32>, vector<4x4x4x4xbf16>) -> vector<2x2xf64>
func.func private @scalable(vector<[4]xf32>, vector<[1]xi1>, vector<2x[4]xi8>, vector<[4]x[8]xf32>, vector<[4]x4x[2]xi8>) -> vector<[16]xi8>
func.func private @zero_d(vector<f32>, vector<i1>, vector<index>) -> vector<f8E5M2>

// -----

"my.vector_attrs"() {
  a = vector<4xf32>, b = vector<[4]xf32>, c = vector<2x[4]x8xi1>, d = vector<f32>,
  e = vector<4xi0>, f = vector<3xf8E4M3FN>, g = vector<1x1xi1>
} : () -> ()
%0 = "my.splat"() : () -> vector<4x[8]xf32>
%1 = "my.reduce"(%0) : (vector<4x[8]xf32>) -> vector<f32>
"my.use"(%1) : (vector<f32>) -> ()
