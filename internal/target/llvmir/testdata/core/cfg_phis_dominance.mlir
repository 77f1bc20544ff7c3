module {
  llvm.func @loop(%n: i32, %c: i1) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^head(%0, %0 : i32, i32)
  ^exit(%r: i32):
    llvm.return %r : i32
  ^head(%i: i32, %acc: i32):
    %cmp = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %cmp, ^body, ^exit(%acc : i32)
  ^body:
    %a2 = llvm.add %acc, %i : i32
    %i2 = llvm.add %i, %1 : i32
    llvm.cond_br %c, ^head(%i2, %a2 : i32, i32), ^head(%i2, %acc : i32, i32)
  ^dead:
    llvm.br ^exit(%1 : i32)
  }
  llvm.func @sw(%v: i32, %x: i32, %y: i32) -> i32 {
    llvm.switch %v : i32, ^a(%x : i32) [
      0: ^a(%y : i32),
      1: ^b(%x : i32),
      2: ^a(%x : i32)
    ]
  ^a(%p: i32):
    llvm.return %p : i32
  ^b(%q: i32):
    llvm.return %q : i32
  }
  llvm.func @same(%c: i1, %x: i32) -> i32 {
    llvm.cond_br %c, ^a(%x : i32), ^a(%x : i32)
  ^a(%p: i32):
    llvm.return %p : i32
  }
}
