// llvm.icmp, llvm.fcmp, llvm.alloca, comparisons on vectors and pointers.
llvm.func @cmp(%a: i32, %b: f32, %p: !llvm.ptr, %v: !llvm.vec<2 x ptr>, %fv: vector<4xf32>, %iv: vector<[4]xi8>) {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "ne" %p, %p : !llvm.ptr
  %2 = llvm.icmp "ult" %v, %v : !llvm.vec<2 x ptr>
  %3 = llvm.icmp "sge" %iv, %iv : vector<[4]xi8>
  %4 = llvm.fcmp "oeq" %b, %b : f32
  %5 = llvm.fcmp "_true" %fv, %fv {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %6 = llvm.fcmp "uno" %b, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  %7 = llvm.icmp "slt" %a, %a {my.extra} : i32
  llvm.return
}
llvm.func @alloca(%size: i64) {
  %0 = llvm.alloca %size x i32 {alignment = 0} : (i64) -> !llvm.ptr
  %1 = llvm.alloca inalloca %size x i32 {alignment = 8} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %size x !llvm.struct<"alloca_s", (ptr, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr<5>
  %3 = llvm.alloca %size x !llvm.array<4 x f32> : (i64) -> !llvm.ptr
  llvm.return
}
