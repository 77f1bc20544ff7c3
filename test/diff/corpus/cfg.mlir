// CFG regions: block arguments, branches with operands, back edges, multiple successors,
// predecessor comments, unreachable blocks.

func.func @cfg(%arg0: i32, %c: i1) -> i32 {
  "my.br"(%arg0)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "my.cond_br"(%c, %x)[^bb2, ^bb3] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
^bb2(%y: i32):
  "my.br"(%y)[^bb4] : (i32) -> ()
^bb3:
  "my.br"(%x)[^bb4] : (i32) -> ()
^bb4(%z: i32):
  "my.switch"(%z)[^bb1, ^bb5, ^bb6] : (i32) -> ()
^bb5:
  return %z : i32
^bb6:
  "my.br"()[^bb5] : () -> ()
^dead:
  "my.br"()[^bb5] : () -> ()
^dead2:
  "my.unreachable"() : () -> ()
}

// -----

// Predecessors are listed in block order, duplicates included.
func.func @preds(%c: i1) {
  "my.br"()[^bb3] : () -> ()
^bb1:
  "my.br"()[^bb3] : () -> ()
^bb2:
  "my.cond"()[^bb3, ^bb3] : () -> ()
^bb3:
  "my.multi"()[^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
^bb4:
  "my.br"()[^bb3] : () -> ()
^bb5:
  "my.br"()[^bb3] : () -> ()
}

// -----

// Self loop, blocks defined out of order relative to their uses, values defined in dominating blocks.
func.func @loop(%n: index) -> index {
  %zero = "my.const"() {value = 0 : index} : () -> index
  "my.br"(%zero)[^header] : (index) -> ()
^exit:
  return %zero : index
^header(%i: index):
  %cmp = "my.cmp"(%i, %n) : (index, index) -> i1
  "my.cond_br"(%cmp)[^body, ^exit] : (i1) -> ()
^body:
  %next = "my.inc"(%i) : (index) -> index
  "my.br"(%next)[^header] : (index) -> ()
^self:
  "my.br"()[^self] : () -> ()
}

// -----

// Blocks with many arguments; a block with three or more predecessors; several functions.
func.func @many_args(%a: i32, %b: f32) -> (i32, f32) {
  "my.br"(%a, %b, %a)[^join] : (i32, f32, i32) -> ()
^l1:
  "my.br"(%a, %b, %a)[^join] : (i32, f32, i32) -> ()
^l2:
  "my.br"(%a, %b, %a)[^join] : (i32, f32, i32) -> ()
^l3:
  "my.br"(%a, %b, %a)[^join] : (i32, f32, i32) -> ()
^join(%p: i32, %q: f32, %r: i32):
  "my.br3"()[^l1, ^l2, ^l3, ^ret] : () -> ()
^ret:
  return %p, %q : i32, f32
}
func.func @second() {
  "my.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

// An operation with operands, successors, properties, regions and attributes all at once.
func.func @everything(%x: i32) {
  "my.complex_term"(%x, %x)[^bb1, ^bb2] <{p = 1 : i32}> ({
    "my.inner"() : () -> ()
  }, {
  ^bb0(%y: i32):
    "my.inner2"(%y) : (i32) -> ()
  }) {a = "attr"} : (i32, i32) -> ()
^bb1:
  return
^bb2:
  "my.br"()[^bb1] : () -> ()
}
