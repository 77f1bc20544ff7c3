// Branches with block arguments become phis; loops; switch; unreachable.

llvm.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb3(%x, %b : i32, i32)
^bb2:
  llvm.br ^bb3(%b, %a : i32, i32)
^bb3(%y: i32, %z: i32):
  %0 = llvm.add %y, %z : i32
  llvm.return %0 : i32
}

llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %acc1 = llvm.add %acc, %i : i64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i1, %acc1 : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @switch(%v: i32, %a: i32) -> i32 {
  llvm.switch %v : i32, ^def [
    0: ^bb1(%a : i32),
    5: ^bb2
  ]
^def:
  llvm.unreachable
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.return %v : i32
}

