// Every rocdl op, in the custom form MLIR 19 prints, inside func.func.

func.func @ids() -> i32 {
  %0 = rocdl.workitem.id.x : i32
  %1 = rocdl.workitem.id.y : i32
  %2 = rocdl.workitem.id.z : i32
  %3 = rocdl.workgroup.id.x : i32
  %4 = rocdl.workgroup.id.y : i32
  %5 = rocdl.workgroup.id.z : i32
  %6 = rocdl.workgroup.dim.x : i32
  %7 = rocdl.workgroup.dim.y : i32
  %8 = rocdl.workgroup.dim.z : i32
  %9 = rocdl.grid.dim.x : i32
  %10 = rocdl.grid.dim.y : i32
  %11 = rocdl.grid.dim.z : i64
  %12 = rocdl.workitem.id.x {range = array<i32: 0, 64>} : i32
  %13 = rocdl.workgroup.dim.x {range = array<i32: 1, 1025>} : i32
  return %0 : i32
}

func.func @sync(%p : i1, %i : i32) {
  rocdl.barrier
  rocdl.s.barrier
  rocdl.sched.barrier 0
  rocdl.s.setprio 3
  rocdl.waitcnt 0
  %0 = rocdl.ballot %p : i32
  %1 = rocdl.ballot %p : i64
  %2 = rocdl.mbcnt.lo %i, %i : (i32, i32) -> i32
  %3 = rocdl.mbcnt.hi %i, %i : (i32, i32) -> i32
  %4 = rocdl.ds_swizzle %i, %i : (i32, i32) -> i32
  %5 = rocdl.ds_bpermute %i, %i : (i32, i32) -> i32
  return
}

func.func @cvt(%f : f32, %i : i32, %p : i1, %v : vector<2xi16>) {
  %0 = rocdl.cvt.f32.bf8 %i[%i] : f32
  %1 = rocdl.cvt.f32.fp8 %i[%i] : f32
  %2 = rocdl.cvt.pk.bf8.f32 %f, %f -> %i[%p] : i32
  %3 = rocdl.cvt.pk.fp8.f32 %f, %f -> %i[%p] : i32
  %4 = rocdl.cvt.sr.bf8.f32 %f, %i -> %i[%i] : i32
  %5 = rocdl.cvt.sr.fp8.f32 %f, %i -> %i[%i] : i32
  return
}

func.func @mfma(%f : f32, %v32 : vector<32xf32>, %i : i32, %v16 : vector<16xf32>, %v4 : vector<4xf32>, %h4 : vector<4xf16>, %d : f64, %d4 : vector<4xf64>, %l : i64, %iv4 : vector<4xi32>, %b : i1) {
  %0 = rocdl.mfma.f32.32x32x1f32 %f, %f, %v32, %i, %i, %i : (f32, f32, vector<32xf32>, i32, i32, i32) -> vector<32xf32>
  %1 = rocdl.mfma.f32.16x16x4f16 %h4, %h4, %v16, %i, %i, %i : (vector<4xf16>, vector<4xf16>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  %2 = rocdl.mfma.f64.4x4x4f64 %d, %d, %d, %i, %i, %i : (f64, f64, f64, i32, i32, i32) -> f64
  %3 = rocdl.mfma.f64.16x16x4f64 %d, %d, %d4, %i, %i, %i : (f64, f64, vector<4xf64>, i32, i32, i32) -> vector<4xf64>
  %4 = rocdl.mfma.i32.16x16x32.i8 %l, %l, %iv4, %i, %i, %i : (i64, i64, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
  %5 = rocdl.mfma.f32.16x16x32.bf8.fp8 %l, %l, %v4, %i, %i, %i : (i64, i64, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %6 = rocdl.wmma.f32.16x16x16.f16 %h4, %h4, %v4 : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  %7 = rocdl.wmma.i32.16x16x16.iu8 %b, %iv4, %b, %iv4, %iv4, %b : (i1, vector<4xi32>, i1, vector<4xi32>, vector<4xi32>, i1) -> vector<4xi32>
  return
}

func.func @buffers(%rsrc : vector<4xi32>, %off : i32, %soff : i32, %aux : i32, %f : f32, %v : vector<2xf16>, %base : !llvm.ptr, %stride : i16, %n : i32, %flags : i32, %r : !llvm.ptr<8>) {
  %0 = rocdl.raw.buffer.load %rsrc, %off, %soff, %aux : f32
  %1 = rocdl.raw.buffer.load %rsrc, %off, %soff, %aux : vector<2xf16>
  rocdl.raw.buffer.store %f, %rsrc, %off, %soff, %aux : f32
  rocdl.raw.buffer.atomic.fadd %v, %rsrc, %off, %soff, %aux : vector<2xf16>
  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %off, %soff, %aux : f32
  rocdl.raw.buffer.atomic.smax %off, %rsrc, %off, %soff, %aux : i32
  rocdl.raw.buffer.atomic.umin %off, %rsrc, %off, %soff, %aux : i32
  %2 = rocdl.raw.buffer.atomic.cmpswap(%off, %off, %rsrc, %off, %soff, %aux) : i32, vector<4xi32>
  %3 = rocdl.raw.ptr.buffer.load %r, %off, %soff, %aux : f32
  rocdl.raw.ptr.buffer.store %f, %r, %off, %soff, %aux : f32
  rocdl.raw.ptr.buffer.atomic.fadd %f, %r, %off, %soff, %aux : f32
  rocdl.raw.ptr.buffer.atomic.fmax %f, %r, %off, %soff, %aux : f32
  rocdl.raw.ptr.buffer.atomic.smax %off, %r, %off, %soff, %aux : i32
  rocdl.raw.ptr.buffer.atomic.umin %off, %r, %off, %soff, %aux : i32
  %4 = rocdl.raw.ptr.buffer.atomic.cmpswap %off, %off, %r, %off, %soff, %aux : i32
  return
}
