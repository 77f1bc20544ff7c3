// cf.br, cf.cond_br and cf.switch (SwitchOpCases: default and case
// destinations with operands, negative case values printed unsigned), cf.assert.

func.func @branches(%c: i1, %x: i32, %f: i64) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb3, ^bb4(%x, %f : i32, i64)
^bb3:
  cf.switch %x : i32, [
    default: ^bb5(%x : i32),
    42: ^bb6,
    -1: ^bb5(%x : i32),
    7: ^bb4(%x, %f : i32, i64)
  ]
^bb4(%p: i32, %q: i64):
  cf.switch %f : i64, [
    default: ^bb6
  ]
^bb5(%b: i32):
  cf.switch %b : i32, [
    default: ^bb6,
    0: ^bb6
  ]
^bb6:
  return %x : i32
}
