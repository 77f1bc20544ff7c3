// String attributes in a declarative format (StrAttr, value type none)
// never take the `: type` that follows them: it is the op's.
llvm.func @f(%v: vector<4xf32>, %i: i32, %p: !llvm.ptr) -> f32 {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %1 = llvm.inline_asm "mov $0, $1", "=r,r" %i : (i32) -> i32
  llvm.inline_asm asm_dialect = intel "nop", "r" %p : (!llvm.ptr) -> ()
  %2 = llvm.insertelement %0, %v[%i : i32] : vector<4xf32>
  llvm.return %0 : f32
}
