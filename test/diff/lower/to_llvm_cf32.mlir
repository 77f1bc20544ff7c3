// FLAGS: --convert-func-to-llvm=index-bitwidth=32
// convert-func-to-llvm with its arith and cf patterns and a 32-bit index.
// cf.assert splits its block: the failure block, at the end of the region,
// prints the message with `puts` and calls `abort`, both declared at the
// start of the module after the message global.
func.func @one(%c: i1) {
  cf.assert %c, "expected \"c\" to hold\n\tand more"
  return
}

// -----

// Several asserts: the globals are named assert_msg, assert_msg_N with N
// from a counter MLIR keeps for the whole process (across split chunks).
func.func @several(%c: i1, %d: i1, %i: index) -> index {
  cf.assert %c, ""
  %0 = "my.op"(%i) : (index) -> index
  cf.assert %d, "aa"
  cf.assert %c, "x"
  return %0 : index
}

func.func @other(%c: i1) {
  cf.assert %c, "é ✓ \00 end"
  return
}

// -----

func.func @counter_continues(%c: i1) {
  cf.assert %c, "a"
  cf.assert %c, "b"
  return
}

// -----

// Existing declarations are reused.
llvm.func @abort()
llvm.func @puts(!llvm.ptr)
func.func @declared(%c: i1) {
  cf.assert %c, "m"
  return
}

// -----

// A func.func @abort converted before the assert is found; @puts is
// declared.
func.func private @abort()
func.func @func_abort(%c: i1) {
  cf.assert %c, "m"
  return
}

// -----

// In blocks with arguments and in branches.
func.func @in_cfg(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  cf.assert %c, "in bb1"
  cf.br ^bb2
^bb2:
  cf.assert %c, "in bb2"
  return %a : index
}

// -----

// The declarations and globals go into the closest module.
module @inner {
  func.func @a(%c: i1) {
    cf.assert %c, "inner"
    return
  }
}
func.func @b(%c: i1) {
  cf.assert %c, "outer"
  return
}
// -----
// cf.br, cf.cond_br and cf.switch with converted block arguments (index,
// memref), branch weights, discardable attributes, blocks out of order,
// loops and unreachable blocks.
func.func @br_args(%a: index, %b: memref<?xf32>, %c: i1, %s: i32) -> index {
  cf.br ^bb1(%a, %b : index, memref<?xf32>)
^bb1(%x: index, %m: memref<?xf32>):
  cf.cond_br %c, ^bb2(%x : index), ^bb3 {branch_weights = array<i32: 3, 5>}
^bb2(%y: index):
  cf.switch %s : i32, [
    default: ^bb3,
    4: ^bb2(%y : index),
    7: ^bb4(%y, %y : index, index)
  ]
^bb3:
  return %a : index
^bb4(%p: index, %q: index):
  return %p : index
}

// -----

func.func @out_of_order(%n: index, %c: i1) -> index {
  cf.br ^h(%n : index)
^exit(%r: index):
  return %r : index
^body(%j: index):
  cf.br ^h(%j : index)
^h(%i: index):
  cf.cond_br %c, ^body(%i : index), ^exit(%i : index)
}

// -----

func.func @attrs(%c: i1, %v: i64) {
  cf.br ^bb1 {my.tag = 1 : i32}
^bb1:
  cf.cond_br %c, ^bb2, ^bb3 {my.other, branch_weights = array<i32: 1, 99>}
^bb2:
  cf.switch %v : i64, [
    default: ^bb3,
    -1: ^bb3,
    9223372036854775807: ^bb2
  ] {my.dropped = "x"}
^bb3:
  return
}

// -----

func.func @switch_forms(%f: i8, %g: i1, %m: memref<2x3xf32>, %k: index) -> index {
  cf.switch %f : i8, [
    default: ^bb1(%m : memref<2x3xf32>)
  ]
^bb1(%x: memref<2x3xf32>):
  cf.switch %g : i1, [
    default: ^bb2(%k : index),
    0: ^bb2(%k : index),
    1: ^bb3(%x, %k : memref<2x3xf32>, index)
  ]
^bb2(%i: index):
  return %i : index
^bb3(%y: memref<2x3xf32>, %j: index):
  return %j : index
}

// -----

func.func @unreachable(%a: index, %c: i1) -> index {
  cf.br ^bb2(%a : index)
^bb1(%x: index):
  "my.dead"(%x) : (index) -> ()
  cf.br ^bb3
^bb2(%y: index):
  cf.cond_br %c, ^bb3, ^bb4(%y : index)
^bb3:
  return %a : index
^bb4(%z: index):
  return %z : index
}

// -----

func.func @self_loop(%a: index) {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  %d = "my.step"(%x) : (index) -> index
  %c = "my.cond"(%d) : (index) -> i1
  cf.cond_br %c, ^bb1(%d : index), ^bb2
^bb2:
  return
}

// -----

// Blocks of an op that is not converted keep their index arguments: branches
// to them are left alone, branches without converted operands are lowered.
func.func @nested(%a: index, %b: i32) {
  "my.region"() ({
    cf.br ^bb1(%a : index)
  ^bb1(%x: index):
    "my.use"(%x) : (index) -> ()
    "my.term"() : () -> ()
  }) : () -> ()
  "my.region"() ({
    cf.br ^bb1(%b : i32)
  ^bb1(%y: i32):
    "my.use"(%y) : (i32) -> ()
    "my.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

llvm.func @in_llvm_func(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  cf.br ^bb1(%0 : index)
^bb1(%x: index):
  llvm.return
}

llvm.func @in_llvm_func_i64(%a: i64) {
  cf.br ^bb1(%a : i64)
^bb1(%x: i64):
  llvm.return
}

// -----

// Constant conditions: cf has no folders, nothing is simplified.
func.func @f(%a: index) -> index {
  %t = arith.constant true
  cf.assert %t, "never"
  cf.cond_br %t, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  return %x : index
^bb2:
  %c = index.constant 3
  cf.switch %t : i1, [default: ^bb1(%c : index)]
}
