// MemRef types: ranked, dynamic, unranked, layouts, memory spaces.

func.func private @ranked(memref<4xf32>, memref<4x8xi32>, memref<f32>, memref<0xf32>, memref<1x2x3x4xi8>) -> memref<16xf64>
func.func private @dynamic(memref<?xf32>, memref<4x?xf32>, memref<?x?x?xi8>) -> memref<?x4xindex>
func.func private @unranked(memref<*xf32>, memref<*xi8, 1>, memref<*xf16, "shared">) -> memref<*xi1>
func.func private @elements(memref<4xvector<4xf32>>, memref<4xcomplex<f32>>, memref<2xmemref<4xf32>>, memref<4xindex>, memref<4xi0>) -> ()

// -----

// Layouts: affine maps (identity maps are dropped), strided layouts.
func.func private @layouts(
    memref<4xf32, affine_map<(d0) -> (d0)>>,
    memref<4xf32, affine_map<(d0) -> (d0 + 1)>>,
    memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
    memref<4x4xf32, strided<[4, 1], offset: ?>>,
    memref<4xf32, strided<[1], offset: 0>>,
    memref<f32, strided<[]>>,
    memref<f32, strided<[], offset: 3>>,
    memref<2x3xf32, strided<[3, 1]>>,
    memref<?xf32, strided<[?], offset: ?>>,
    memref<4xf32, strided<[-1], offset: 3>>,
    memref<4x4xf32, strided<[?, ?], offset: 5>>) -> memref<8xf32, strided<[2]>>

// -----

// Memory spaces: integers (0 is dropped, i64 type elided), typed integers, strings.
func.func private @spaces(
    memref<4xf32, 0>,
    memref<4xf32, 1>,
    memref<4xf32, 3>,
    memref<4xf32, 1 : i8>,
    memref<4xf32, "shared">,
    memref<*xf32, 0>,
    memref<*xf32, 2>,
    memref<4xf32, affine_map<(d0) -> (d0)>, 0>,
    memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>,
    memref<4xf32, strided<[1], offset: ?>, "global">) -> ()
