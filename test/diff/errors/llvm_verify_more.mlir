// More LLVM dialect verifiers: extension shapes, switch branch weights,
// the vector intrinsics' predicates, global regions, comdat symbols.
llvm.func @f(%a : vector<4xi8>) {
  %0 = llvm.sext %a : vector<4xi8> to vector<8xi16>
  llvm.return
}
// -----
llvm.func @f(%a : vector<[4]xi8>) {
  %0 = llvm.zext %a : vector<[4]xi8> to vector<4xi16>
  llvm.return
}
// -----
llvm.func @f(%a : vector<2xi16>) {
  %0 = llvm.sext %a : vector<2xi16> to i64
  llvm.return
}
// -----
llvm.func @f(%a : i8) {
  %0 = llvm.zext %a : i8 to vector<2xi8>
  llvm.return
}
// -----
llvm.func @f(%a : i16) {
  llvm.switch %a : i16, ^bb1 [
    3: ^bb2,
    5: ^bb2
  ] {branch_weights = array<i32: 1, 2>}
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @f(%a : vector<[4]xf64>, %b : vector<8xf64>) {
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[4]xf64> into vector<8xf64>
  llvm.return
}
// -----
llvm.func @f(%a : vector<4xi64>, %b : vector<[4096]xi64>) {
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<4xi64> into vector<[4096]xi64>
  llvm.return
}
// -----
llvm.func @f(%b : vector<8xi32>) {
  %0 = llvm.intr.vector.extract %b[0] : vector<[2]xi32> from vector<8xi32>
  llvm.return
}
// -----
llvm.func @f(%b : vector<[8]xi32>) {
  %0 = llvm.intr.vector.extract %b[0] : vector<8192xi32> from vector<[8]xi32>
  llvm.return
}
// -----
llvm.func @f(%a : vector<3xi8>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<3xi8>, vector<3xi8>) -> vector<6xi16>
  llvm.return
}
// -----
llvm.func @f(%a : vector<3xi8>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<3xi8>, vector<3xi8>) -> vector<[6]xi8>
  llvm.return
}
// -----
llvm.mlir.global private @g() : i64 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.br ^next
^next:
  llvm.return %0 : i64
}
// -----
llvm.comdat @cd {
  llvm.comdat_selector @x largest
  llvm.comdat_selector @y any
  llvm.comdat_selector @x nodeduplicate
}
// -----
llvm.linker_options ["-lm", 7 : i32]
// -----
// Inherent attributes of the wrong class in the dictionary of a
// hand-written parser are dropped, as setInherentAttr does.
llvm.mlir.global internal @g(1 : i16) {section = 3, alignment = 8 : i64} : i16
llvm.func @h() attributes {garbageCollector = 1, vscale_range = 2 : i32, personality = "p"} {
  llvm.return
}
llvm.func @k() attributes {no_inline = 1} {
  llvm.return
}
