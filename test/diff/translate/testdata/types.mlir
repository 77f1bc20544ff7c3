// Every scalar, vector and aggregate type through arguments, arithmetic,
// memory and aggregates.
llvm.func @ints(%a: i1, %b: i8, %c: i16, %d: i64, %e: i128, %f: i7) -> i128 {
  %0 = llvm.xor %a, %a : i1
  %1 = llvm.add %b, %b : i8
  %2 = llvm.mul %c, %c : i16
  %3 = llvm.sdiv %d, %d : i64
  %4 = llvm.shl %e, %e : i128
  %5 = llvm.zext %0 : i1 to i128
  %6 = llvm.sext %1 : i8 to i128
  %7 = llvm.add %4, %5 : i128
  %8 = llvm.sub %7, %6 : i128
  %9 = llvm.add %f, %f : i7
  %10 = llvm.zext %9 : i7 to i128
  %11 = llvm.or %8, %10 : i128
  llvm.return %11 : i128
}

llvm.func @floats(%h: f16, %b: bf16, %f: f32, %d: f64, %x: f80, %q: f128) -> f64 {
  %0 = llvm.fadd %h, %h : f16
  %1 = llvm.fmul %b, %b : bf16
  %2 = llvm.fpext %0 : f16 to f64
  %3 = llvm.fpext %1 : bf16 to f64
  %4 = llvm.fadd %2, %3 : f64
  %5 = llvm.fdiv %x, %x : f80
  %6 = llvm.fsub %q, %q : f128
  %7 = llvm.fptrunc %5 : f80 to f64
  %8 = llvm.fptrunc %6 : f128 to f64
  %9 = llvm.fadd %7, %8 : f64
  %10 = llvm.fadd %9, %4 : f64
  llvm.return %10 : f64
}

llvm.func @vectors(%a: vector<2xi1>, %b: vector<8xi8>, %c: vector<4xf16>, %d: vector<2xf64>, %p: !llvm.vec<2 x ptr>) -> vector<2xf64> {
  %0 = llvm.add %b, %b : vector<8xi8>
  %1 = llvm.fmul %c, %c : vector<4xf16>
  %2 = llvm.select %a, %d, %d : vector<2xi1>, vector<2xf64>
  %3 = llvm.fpext %1 : vector<4xf16> to vector<4xf32>
  %4 = llvm.ptrtoint %p : !llvm.vec<2 x ptr> to vector<2xi64>
  %5 = llvm.sitofp %4 : vector<2xi64> to vector<2xf64>
  %6 = llvm.fadd %2, %5 : vector<2xf64>
  llvm.return %6 : vector<2xf64>
}

llvm.func @aggregates(%s: !llvm.struct<(i8, struct<(f32, array<3 x i16>)>)>, %a: !llvm.array<2 x array<3 x f32>>, %p: !llvm.struct<packed (i8, i32)>, %n: !llvm.struct<"named", (i32, ptr)>) -> f32 {
  %0 = llvm.extractvalue %s[1, 1, 2] : !llvm.struct<(i8, struct<(f32, array<3 x i16>)>)>
  %1 = llvm.extractvalue %a[1, 2] : !llvm.array<2 x array<3 x f32>>
  %2 = llvm.extractvalue %p[1] : !llvm.struct<packed (i8, i32)>
  %3 = llvm.insertvalue %2, %n[0] : !llvm.struct<"named", (i32, ptr)>
  llvm.return %1 : f32
}

llvm.func @addrspaces(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<4>, %l: !llvm.ptr<5>) -> f32 {
  %0 = llvm.load %g : !llvm.ptr<1> -> f32
  llvm.store %0, %s : f32, !llvm.ptr<3>
  %1 = llvm.getelementptr %c[1] : (!llvm.ptr<4>) -> !llvm.ptr<4>, i64
  %2 = llvm.load %1 : !llvm.ptr<4> -> i64
  llvm.store %2, %l : i64, !llvm.ptr<5>
  %3 = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %4 = llvm.load %3 : !llvm.ptr -> f32
  llvm.return %4 : f32
}
