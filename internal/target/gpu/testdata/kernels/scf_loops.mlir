// scf.for with several iter_args, scf.while, nested scf.if with yields, nested loops.
module attributes {gpu.container_module} {
  gpu.module @scf_loops {
    gpu.func @collatz(%x: memref<?xi32>, %steps: memref<?xi32>) kernel {
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %n0 = memref.load %x[%i] : memref<?xi32>
      %r:2 = scf.while (%n = %n0, %s = %zero) : (i32, i32) -> (i32, i32) {
        %more = arith.cmpi sgt, %n, %one : i32
        scf.condition(%more) %n, %s : i32, i32
      } do {
      ^bb0(%n: i32, %s: i32):
        %rem = arith.remui %n, %two : i32
        %even = arith.cmpi eq, %rem, %zero : i32
        %next = scf.if %even -> (i32) {
          %h = arith.divui %n, %two : i32
          scf.yield %h : i32
        } else {
          %t = arith.muli %n, %three : i32
          %t1 = arith.addi %t, %one : i32
          scf.yield %t1 : i32
        }
        %s1 = arith.addi %s, %one : i32
        scf.yield %next, %s1 : i32, i32
      }
      memref.store %r#1, %steps[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @nested(%a: memref<?x?xf32>, %out: memref<?xf32>, %n: index, %m: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %zero = arith.constant 0.0 : f32
      %big = arith.constant 1.0e30 : f32
      %t = gpu.thread_id x
      %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero, %mn = %big) -> (f32, f32) {
        %inner:2 = scf.for %j = %c0 to %m step %c2 iter_args(%s2 = %sum, %m2 = %mn) -> (f32, f32) {
          %v = memref.load %a[%i, %j] : memref<?x?xf32>
          %pos = arith.cmpf ogt, %v, %zero : f32
          %ns:2 = scf.if %pos -> (f32, f32) {
            %s3 = arith.addf %s2, %v : f32
            scf.yield %s3, %m2 : f32, f32
          } else {
            %m3 = arith.minimumf %m2, %v : f32
            scf.yield %s2, %m3 : f32, f32
          }
          scf.yield %ns#0, %ns#1 : f32, f32
        }
        scf.yield %inner#0, %inner#1 : f32, f32
      }
      %r = arith.addf %res#0, %res#1 : f32
      memref.store %r, %out[%t] : memref<?xf32>
      gpu.return
    }
  }
}
