func.func @atomic_rmw(%a: memref<10xf32>, %b: memref<10x?xi32, strided<[?, 1], offset: ?>, 1>, %i: index, %x: f32, %y: i32) {
  %0 = memref.atomic_rmw addf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw mulf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maxnumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw assign %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %7 = memref.atomic_rmw addi %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %8 = memref.atomic_rmw maxs %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %9 = memref.atomic_rmw maxu %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %10 = memref.atomic_rmw mins %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %11 = memref.atomic_rmw minu %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %12 = memref.atomic_rmw ori %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %13 = memref.atomic_rmw andi %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %14 = memref.atomic_rmw muli %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  return
}
// -----
func.func @generic(%a: memref<10xi32>, %b: memref<10x?xi64, strided<[?, 1], offset: ?>>, %i: index, %j: index, %y: i32, %x: i64) -> (i32, i64) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %r = arith.addi %cur, %y : i32
    memref.atomic_yield %r : i32
  }
  %1 = memref.generic_atomic_rmw %b[%i, %j] : memref<10x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i64):
    %c = arith.constant 3 : i64
    %m = arith.muli %cur, %c : i64
    %s = arith.maxsi %m, %x : i64
    memref.atomic_yield %s : i64
  }
  %2 = memref.generic_atomic_rmw %b[%i, %j] : memref<10x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  %3 = arith.addi %1, %2 : i64
  return %0, %3 : i32, i64
}
