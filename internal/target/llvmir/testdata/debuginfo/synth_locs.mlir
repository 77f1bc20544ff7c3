module {
  llvm.func @n() {
    llvm.return loc("x.c":3:3)
  } loc("name"("sub/n.c":5:6))
  llvm.func @c() {
    llvm.return loc("x.c":3:3)
  } loc(callsite("c.c":7:8 at "d.c":9:10))
  llvm.func @f() {
    llvm.return loc("x.c":3:3)
  } loc(fused["e.c":11:12, "f.c":1:1])
  llvm.func @u() {
    llvm.return loc("x.c":3:3)
  } loc(unknown)
} loc("top/mod.mlir":1:1)
