func.func @f(%a: i32, %b: f32, %i: index, %m: memref<?xf32>, %v: vector<4xf32>, %c: i1) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  memref.store %0, %m[%i] {nontemporal = true} : memref<?xf32>
  %1 = memref.alloc(%i) : memref<?xf32>
  %2 = memref.alloca() {alignment = 64 : i64} : memref<4xf32, 3>
  %3 = memref.dim %m, %i : memref<?xf32>
  %4 = memref.cast %1 : memref<?xf32> to memref<*xf32>
  memref.dealloc %1 : memref<?xf32>
  %5 = math.fma %b, %b, %b fastmath<nnan> : f32
  %6 = math.absf %v : vector<4xf32>
  %7 = index.cmp ult(%i, %3)
  %8 = index.castu %a : i32 to index
  %9 = arith.sitofp %a : i32 to f32
  %10 = arith.extf %b : f32 to f64
  %11 = arith.truncf %10 : f64 to f32
  %12 = arith.maxnumf %b, %11 : f32
  %13 = arith.bitcast %a : i32 to f32
  %14, %valid = gpu.shuffle xor %b, %a, %a : f32
  gpu.barrier
  gpu.printf "Hello %d\n" %a : i32
  %15 = arith.negf %b fastmath<fast> : f32
  %16, %17 = arith.mulsi_extended %a, %a : i32
  %18 = arith.cmpf oeq, %b, %b : f32
  %19 = arith.remf %b, %b : f32
  cf.assert %c, "boom"
  cf.cond_br %c, ^bb1(%b : f32), ^bb2
^bb1(%x: f32):
  cf.br ^bb2
^bb2:
  %20 = memref.atomic_rmw addf %b, %m[%i] : (f32, memref<?xf32>) -> f32
  %21 = memref.subview %m[%i] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %22 = arith.index_castui %a : i32 to index
  %23 = math.powf %b, %b : f32
  %24 = math.fpowi %b, %a : f32, i32
  return %0 : f32
}
