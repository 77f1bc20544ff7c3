// Integer, float and pointer casts.

llvm.func @int_casts(%a: i32, %b: i64, %c: i1) -> i64 {
  %0 = llvm.trunc %b : i64 to i8
  %1 = llvm.zext %0 : i8 to i32
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.zext %c : i1 to i64
  %4 = llvm.add %2, %3 : i64
  %5 = llvm.trunc %4 : i64 to i16
  %6 = llvm.sext %5 : i16 to i64
  llvm.return %6 : i64
}

llvm.func @float_casts(%a: f32, %d: f64, %h: f16, %i: i32) -> f64 {
  %0 = llvm.fpext %a : f32 to f64
  %1 = llvm.fptrunc %d : f64 to f32
  %2 = llvm.fpext %h : f16 to f32
  %3 = llvm.fptosi %1 : f32 to i32
  %4 = llvm.fptoui %2 : f32 to i64
  %5 = llvm.sitofp %i : i32 to f64
  %6 = llvm.uitofp %4 : i64 to f32
  %7 = llvm.bitcast %6 : f32 to i32
  %8 = llvm.fadd %0, %5 : f64
  llvm.return %8 : f64
}

llvm.func @ptr_casts(%p: !llvm.ptr, %q: !llvm.ptr<1>, %i: i64) -> !llvm.ptr {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.add %0, %i : i64
  %2 = llvm.inttoptr %1 : i64 to !llvm.ptr
  %3 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %4 = llvm.bitcast %3 : !llvm.ptr to !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

