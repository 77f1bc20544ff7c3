func.func @d(%x: i32) {
  %0 = "arith.addi"(%x, %x) <{foo = 3 : i32}> : (i32, i32) -> i32
  return
}
