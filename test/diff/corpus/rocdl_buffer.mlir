// rocdl.make.buffer.rsrc: type($res), an !llvm.ptr<8>, prints stripped (`<8>`).
func.func @rsrc(%base : !llvm.ptr, %stride : i16, %n : i32, %flags : i32, %off : i32) -> f32 {
  %r = rocdl.make.buffer.rsrc %base, %stride, %n, %flags : !llvm.ptr to <8>
  %0 = rocdl.raw.ptr.buffer.load %r, %off, %off, %off : f32
  return %0 : f32
}

// -----

func.func @qualified(%base : !llvm.ptr<1>, %stride : i16, %n : i32, %flags : i32) {
  %r = rocdl.make.buffer.rsrc %base, %stride, %n, %flags : <1> to !llvm.ptr<8>
  return
}
