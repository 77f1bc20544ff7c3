// Host loops that carry index and memref values around launches: the
// pipelines' first passes rebuild scf.for, scf.if and scf.while with LLVM
// types before outlining.
func.func @main(%n: index, %buf: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f1 = arith.constant 1.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      %g = arith.muli %bx, %sx : index
      %t = arith.addi %g, %tx : index
      %len = memref.dim %buf, %c0 : memref<?xf32>
      %in = arith.cmpi ult, %t, %len : index
      scf.if %in {
        %v = memref.load %buf[%t] : memref<?xf32>
        %w = arith.addf %v, %f1 : f32
        memref.store %w, %buf[%t] : memref<?xf32>
      }
      gpu.terminator
    }
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  %pos = arith.cmpi sgt, %sum, %c4 : index
  %pick = scf.if %pos -> (memref<?xf32>) {
    scf.yield %buf : memref<?xf32>
  } else {
    %other = memref.alloc(%n) : memref<?xf32>
    scf.yield %other : memref<?xf32>
  }
  %w:2 = scf.while (%a = %c0, %b = %pick) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %more = arith.cmpi slt, %a, %n : index
    scf.condition(%more) %a, %b : index, memref<?xf32>
  } do {
  ^bb0(%a2: index, %b2: memref<?xf32>):
    %a3 = arith.addi %a2, %c1 : index
    scf.yield %a3, %b2 : index, memref<?xf32>
  }
  return %w#0 : index
}
