// A missing keyword of an LLVM type or attribute (parseKeyword) is reported
// at the token found, not after the previous one.
"my.op"() : () -> !llvm.array<16   f32>
// -----
"my.op"() : () -> !llvm.array<16
  y f32>
// -----
"my.op"() {a = #llvm.di_file<"k.c"    "/tmp">} : () -> ()
// -----
"my.op"() {a = #llvm.di_file<"k.c"
  from "/tmp">} : () -> ()
