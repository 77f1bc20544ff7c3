// memref.global with and without visibility, constant and alignment.
memref.global @pub : memref<4xi32> = uninitialized
memref.global constant @pubc : memref<2xf32> = dense<0.5>
memref.global @decl : memref<3xf32>
memref.global "private" constant @priv : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16}
func.func @use() -> memref<4xi32> {
  %0 = memref.get_global @pub : memref<4xi32>
  return %0 : memref<4xi32>
}
