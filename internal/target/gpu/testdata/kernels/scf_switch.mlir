// scf.index_switch, scf.execute_region, and an early-exit scf.while over memory.
module attributes {gpu.container_module} {
  gpu.module @scf_switch {
    gpu.func @switch(%x: memref<?xf32>, %sel: memref<?xindex>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %s = memref.load %sel[%i] : memref<?xindex>
      %v = memref.load %x[%i] : memref<?xf32>
      %r = scf.index_switch %s -> f32
      case 0 {
        %a = arith.addf %v, %v : f32
        scf.yield %a : f32
      }
      case 2 {
        %a = arith.mulf %v, %v : f32
        scf.yield %a : f32
      }
      case 7 {
        %a = arith.negf %v : f32
        scf.yield %a : f32
      }
      default {
        scf.yield %v : f32
      }
      %e = scf.execute_region -> f32 {
        %z = arith.constant 0.0 : f32
        %p = arith.cmpf olt, %r, %z : f32
        cf.cond_br %p, ^neg, ^pos
      ^neg:
        %n = arith.negf %r : f32
        scf.yield %n : f32
      ^pos:
        scf.yield %r : f32
      }
      memref.store %e, %x[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @find(%x: memref<?xi32>, %n: index, %key: i32, %out: memref<1xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %pos = scf.while (%k = %c0) : (index) -> index {
        %inb = arith.cmpi ult, %k, %n : index
        %v = scf.if %inb -> (i1) {
          %e = memref.load %x[%k] : memref<?xi32>
          %ne = arith.cmpi ne, %e, %key : i32
          scf.yield %ne : i1
        } else {
          %f = arith.constant false
          scf.yield %f : i1
        }
        scf.condition(%v) %k : index
      } do {
      ^bb0(%k: index):
        %k1 = arith.addi %k, %c1 : index
        scf.yield %k1 : index
      }
      memref.store %pos, %out[%c0] : memref<1xindex>
      gpu.return
    }
  }
}
