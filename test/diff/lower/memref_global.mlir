memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @pub : memref<4xi32> = uninitialized
memref.global @ext : memref<4xi32>
memref.global "private" @scalar : memref<f32> = dense<1.0>
memref.global @aligned : memref<8xi8, 3> = dense<0> {alignment = 64}
memref.global "private" @splat : memref<2x2xi16> = dense<7>
memref.global "private" constant @g0 : memref<i32> = dense<-3>
memref.global "nested" @g1 : memref<2xindex> = dense<[1, 2]>
memref.global @g2 : memref<2x2xf16> = uninitialized {alignment = 16}
memref.global "private" @g3 : memref<3xi1> = dense<[true, false, true]>
memref.global @g4 : memref<f64, 5> = dense<2.5>
memref.global @g5 : memref<4xf32, strided<[2]>> = dense<1.0>
func.func @get() -> (memref<2x3xf32>, memref<f32>, memref<8xi8, 3>, memref<i32>, memref<f64, 5>, memref<2x2xf16>) {
  %0 = memref.get_global @cst : memref<2x3xf32>
  %1 = memref.get_global @scalar : memref<f32>
  %2 = memref.get_global @aligned : memref<8xi8, 3>
  %3 = memref.get_global @g0 : memref<i32>
  %4 = memref.get_global @g4 : memref<f64, 5>
  %5 = memref.get_global @g2 : memref<2x2xf16>
  return %0, %1, %2, %3, %4, %5 : memref<2x3xf32>, memref<f32>, memref<8xi8, 3>, memref<i32>, memref<f64, 5>, memref<2x2xf16>
}
