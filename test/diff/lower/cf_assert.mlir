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
