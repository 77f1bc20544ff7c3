// FLAGS: --gpu-kernel-outlining
// Launches in loops and branches take values from every level above:
// induction variables, scf.if results, function arguments.
func.func @loops(%m: memref<?x?xf32>, %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %flag -> (index) {
      %s = arith.addi %i, %c1 : index
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %s, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
        %v = memref.load %m[%i, %s] : memref<?x?xf32>
        %t = arith.addi %tx, %i : index
        memref.store %v, %m[%t, %tx] : memref<?x?xf32>
        gpu.terminator
      }
      scf.yield %s : index
    } else {
      scf.yield %i : index
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %r, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
      scf.for %j = %c0 to %r step %c1 {
        %v = memref.load %m[%j, %i] : memref<?x?xf32>
        memref.store %v, %m[%i, %j] : memref<?x?xf32>
      }
      gpu.terminator
    }
  }
  return
}

// -----

// A launch body with several blocks: block arguments are copied, the
// gpu.terminator of each block becomes gpu.return.
func.func @cfg(%m: memref<16xf32>, %a: index, %b: i1) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    cf.cond_br %b, ^bb1(%tx : index), ^bb2
  ^bb1(%x: index):
    memref.store %cst, %m[%x] : memref<16xf32>
    cf.br ^bb3
  ^bb2:
    %y = arith.addi %a, %bx : index
    cf.cond_br %b, ^bb1(%y : index), ^bb4
  ^bb3:
    gpu.terminator
  ^bb4:
    gpu.terminator
  }
  return
}

// -----

// A launch inside a launch: the inner one is outlined first; the outer
// kernel then launches it.
func.func @nested(%a: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    gpu.launch blocks(%bx2, %by2, %bz2) in (%gx2 = %c1, %gy2 = %c1, %gz2 = %c1) threads(%tx2, %ty2, %tz2) in (%sx2 = %tx, %sy2 = %c1, %sz2 = %c1) {
      "my.use"(%bx, %tx2) : (index, index) -> ()
      gpu.terminator
    }
    gpu.terminator
  }
  return
}
