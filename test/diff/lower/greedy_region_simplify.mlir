// FLAGS: --test-patterns
// The greedy driver alone (mlir-opt's test-patterns has no pattern for these dialects): folding, constant
// uniquing and hoisting, dead ops, unreachable blocks, identical blocks merged, redundant block arguments.
func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %a, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @merge2(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %x = arith.muli %p, %b : i32
  cf.br ^bb3(%x, %a : i32, i32)
^bb2(%q: i32):
  %y = arith.muli %q, %b : i32
  cf.br ^bb3(%y, %a : i32, i32)
^bb3(%r: i32, %s: i32):
  %z = arith.addi %r, %s : i32
  return %z : i32
}
// -----
func.func @dead(%c: i1, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %d = arith.addi %a, %c0 : i32
  %e = arith.muli %d, %c1 : i32
  cf.br ^bb2(%e, %a : i32, i32)
^bb1:
  %u = arith.subi %a, %a : i32
  cf.br ^bb2(%u, %u : i32, i32)
^bb2(%p: i32, %q: i32):
  %t = arith.addi %q, %q : i32
  return %p : i32
}
// -----
func.func @loop(%n: index, %a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %dead: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %c1b = arith.constant 1 : index
  memref.store %f, %a[%i] : memref<?xf32>
  %next = arith.addi %i, %c1b : index
  %dn = arith.addi %dead, %c1 : index
  cf.br ^bb1(%next, %dn : index, index)
^bb3:
  return
}
// -----
func.func @switch(%x: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a : i32),
    2: ^bb3(%b : i32)
  ]
^bb1(%p: i32):
  cf.br ^bb4(%p : i32)
^bb2(%q: i32):
  cf.br ^bb4(%q : i32)
^bb3(%r: i32):
  cf.br ^bb4(%r : i32)
^bb4(%s: i32):
  return %s : i32
}
// -----
func.func @nested(%c: i1, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %c7 = arith.constant 7 : i32
    %c0b = arith.constant 0 : index
    memref.store %c7, %m[%c0b] : memref<4xi32>
  } else {
    %c7 = arith.constant 7 : i32
    %x = arith.addi %c7, %c7 : i32
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  %c3 = arith.constant 3 : index
  %v = memref.load %m[%c3] : memref<4xi32>
  return
}
