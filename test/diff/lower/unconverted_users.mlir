func.func @f(%a: memref<?xf32>, %i: index) -> index {
  %r = "my.op"(%a, %i) : (memref<?xf32>, index) -> index
  "my.use"(%r) : (index) -> ()
  return %r : index
}
func.func @g(%i: index) -> index {
  %r = func.call @f2(%i) : (index) -> index
  "my.use"(%r) : (index) -> ()
  %s = "my.op2"() : () -> memref<2xf32>
  %t = func.call @f3(%s) : (memref<2xf32>) -> memref<2xf32>
  "my.use"(%t) : (memref<2xf32>) -> ()
  return %r : index
}
func.func private @f2(index) -> index
func.func private @f3(memref<2xf32>) -> memref<2xf32>
func.func @blocks(%i: index) -> index {
  "my.br"(%i)[^bb1] : (index) -> ()
^bb1(%x: index):
  "my.use"(%x) : (index) -> ()
  return %x : index
}
// -----
func.func @f(%a: memref<?xf32>) {
  "my.op"(%a) : (memref<?xf32>) -> ()
  return
}
