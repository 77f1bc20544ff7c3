func.func @f(%i: index) -> index {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  "my.use"(%i, %j) : (index, index) -> ()
  %k = arith.muli %j, %j : index
  "my.use"(%k, %i) : (index, index) -> ()
  return %k : index
}
func.func @g(%a: memref<?xf32>, %i: index) {
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  "my.use"(%c, %a) : (memref<*xf32>, memref<?xf32>) -> ()
  %d = memref.cast %c : memref<*xf32> to memref<?xf32>
  "my.use"(%d) : (memref<?xf32>) -> ()
  %v = memref.load %d[%i] : memref<?xf32>
  return
}
