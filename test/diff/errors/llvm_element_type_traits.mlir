// SameOperandsElementType / SameOperandsAndResultElementType of the LLVM
// intrinsics: element types of builtin shaped types, other types as they are.
llvm.func @f(%v : vector<8xi16>) -> i32 {
  %0 = "llvm.intr.vector.reduce.smin"(%v) : (vector<8xi16>) -> i32
  llvm.return %0 : i32
}
// -----
llvm.func @f(%acc : f16, %v : vector<2xf32>) -> f16 {
  %0 = "llvm.intr.vector.reduce.fmul"(%acc, %v) : (f16, vector<2xf32>) -> f16
  llvm.return %0 : f16
}
// -----
llvm.func @f(%v : vector<[4]xf32>) -> f32 {
  %0 = llvm.intr.vector.reduce.fminimum(%v) : (vector<[4]xf32>) -> f32
  llvm.return %0 : f32
}
// -----
llvm.func @f(%a : i8, %b : i16) {
  %0 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i8, i16) -> !llvm.struct<(i8, i1)>
  llvm.return
}
// -----
llvm.func @f(%a : vector<4xi8>, %b : i8) {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (vector<4xi8>, i8) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  llvm.return
}
