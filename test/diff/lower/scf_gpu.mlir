// FLAGS: --convert-scf-to-cf
// scf ops in gpu.func kernels and in gpu.launch bodies.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%m: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %z = arith.constant 0.0 : f32
      %s = scf.for %i = %tid to %n step %c1 iter_args(%acc = %z) -> f32 {
        %v = memref.load %m[%i] : memref<?xf32>
        %p = arith.cmpf ogt, %v, %z : f32
        %w = scf.if %p -> f32 {
          scf.yield %v : f32
        } else {
          %neg = arith.negf %v : f32
          scf.yield %neg : f32
        }
        %a = arith.addf %acc, %w : f32
        scf.yield %a : f32
      }
      memref.store %s, %m[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%m: memref<?xf32>, %n: index, %b: i1) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    scf.if %b {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
        scf.for %i = %c0 to %n step %c1 {
          %f = arith.constant 1.0 : f32
          %c = arith.cmpi eq, %i, %tx : index
          scf.if %c {
            memref.store %f, %m[%i] : memref<?xf32>
          }
        }
        %r = scf.while (%x = %tx) : (index) -> index {
          %c = arith.cmpi slt, %x, %n : index
          scf.condition(%c) %x : index
        } do {
        ^bb0(%y: index):
          %y1 = arith.addi %y, %c1 : index
          scf.yield %y1 : index
        }
        gpu.terminator
      }
    }
    return
  }
}
