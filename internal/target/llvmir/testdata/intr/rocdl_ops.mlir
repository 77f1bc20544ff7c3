// ROCDL ops: mfma/wmma, buffer ops, fp8 conversions, waitcnt, ranges, and
// the rocdl attributes of atomics, loads and kernels.
// Each chunk is compared byte for byte with mlir-translate-19 (intrinsics_test.go).

llvm.func @mfma_more(%a0: f32, %c32: vector<32xf32>, %c16: vector<16xf32>, %c4: vector<4xf32>,
    %h: vector<4xf16>, %ci32: vector<32xi32>, %ci16: vector<16xi32>, %ci4: vector<4xi32>,
    %bf: vector<2xi16>, %bf4: vector<4xi16>, %d: f64, %d4: vector<4xf64>, %i: i32, %l: i64, %xf: vector<2xf32>) -> vector<4xf32> {
  %k = llvm.mlir.constant(1 : i32) : i32
  %r0 = rocdl.mfma.f32.4x4x1f32 %a0, %a0, %c4, %k, %k, %k : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %r1 = rocdl.mfma.f32.32x32x2f32 %a0, %a0, %c16, %k, %k, %k : (f32, f32, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  %r2 = rocdl.mfma.f32.16x16x4f32 %a0, %a0, %c4, %k, %k, %k : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %r3 = rocdl.mfma.f32.16x16x16f16 %h, %h, %c4, %k, %k, %k : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %r4 = rocdl.mfma.i32.16x16x16i8 %i, %i, %ci4, %k, %k, %k : (i32, i32, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
  %r5 = rocdl.mfma.f32.32x32x4bf16.1k %bf4, %bf4, %c32, %k, %k, %k : (vector<4xi16>, vector<4xi16>, vector<32xf32>, i32, i32, i32) -> vector<32xf32>
  %r6 = rocdl.mfma.f32.16x16x16bf16.1k %bf4, %bf4, %c4, %k, %k, %k : (vector<4xi16>, vector<4xi16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %r7 = rocdl.mfma.f64.16x16x4f64 %d, %d, %d4, %k, %k, %k : (f64, f64, vector<4xf64>, i32, i32, i32) -> vector<4xf64>
  %r8 = rocdl.mfma.f64.4x4x4f64 %d, %d, %d, %k, %k, %k : (f64, f64, f64, i32, i32, i32) -> f64
  %r9 = rocdl.mfma.i32.16x16x32.i8 %l, %l, %ci4, %k, %k, %k : (i64, i64, vector<4xi32>, i32, i32, i32) -> vector<4xi32>
  %r10 = rocdl.mfma.i32.32x32x16.i8 %l, %l, %ci16, %k, %k, %k : (i64, i64, vector<16xi32>, i32, i32, i32) -> vector<16xi32>
  %r11 = rocdl.mfma.f32.16x16x8.xf32 %xf, %xf, %c4, %k, %k, %k : (vector<2xf32>, vector<2xf32>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %r12 = rocdl.mfma.f32.32x32x4.xf32 %xf, %xf, %c16, %k, %k, %k : (vector<2xf32>, vector<2xf32>, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  %r13 = rocdl.mfma.f32.32x32x16.fp8.bf8 %l, %l, %c16, %k, %k, %k : (i64, i64, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  llvm.return %r2 : vector<4xf32>
}

// -----

llvm.func @wmma(%h16: vector<16xf16>, %f8: vector<8xf32>, %b16: vector<16xi16>, %h8: vector<16xf16>, %i4: vector<4xi32>, %i2: vector<2xi32>, %ri8: vector<8xi32>, %b8: vector<8xi16>) {
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.mlir.constant(false) : i1
  %r0 = rocdl.wmma.f32.16x16x16.f16 %h16, %h16, %f8 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %r1 = rocdl.wmma.f32.16x16x16.bf16 %b16, %b16, %f8 : (vector<16xi16>, vector<16xi16>, vector<8xf32>) -> vector<8xf32>
  %r2 = rocdl.wmma.f16.16x16x16.f16 %h16, %h16, %h8, %t : (vector<16xf16>, vector<16xf16>, vector<16xf16>, i1) -> vector<16xf16>
  %r3 = rocdl.wmma.bf16.16x16x16.bf16 %b16, %b16, %b16, %f : (vector<16xi16>, vector<16xi16>, vector<16xi16>, i1) -> vector<16xi16>
  %r4 = rocdl.wmma.i32.16x16x16.iu8 %t, %i4, %t, %i4, %ri8, %f : (i1, vector<4xi32>, i1, vector<4xi32>, vector<8xi32>, i1) -> vector<8xi32>
  %r5 = rocdl.wmma.i32.16x16x16.iu4 %t, %i2, %t, %i2, %ri8, %f : (i1, vector<2xi32>, i1, vector<2xi32>, vector<8xi32>, i1) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @buffers(%p: !llvm.ptr, %p1: !llvm.ptr<1>, %stride: i16, %n: i32, %flags: i32, %off: i32, %v: vector<2xf32>, %x: i32, %fv: f32) {
  %r = rocdl.make.buffer.rsrc %p, %stride, %n, %flags : !llvm.ptr to !llvm.ptr<8>
  %r1 = rocdl.make.buffer.rsrc %p1, %stride, %n, %flags : !llvm.ptr<1> to !llvm.ptr<8>
  %z = llvm.mlir.constant(0 : i32) : i32
  %l = rocdl.raw.ptr.buffer.load %r, %off, %z, %z : vector<2xf32>
  %l2 = rocdl.raw.ptr.buffer.load %r, %off, %z, %z : i32
  rocdl.raw.ptr.buffer.store %v, %r, %off, %z, %z : vector<2xf32>
  %c = rocdl.raw.ptr.buffer.atomic.cmpswap %x, %x, %r, %off, %z, %z : i32
  rocdl.raw.ptr.buffer.atomic.fadd %fv, %r, %off, %z, %z : f32
  rocdl.raw.ptr.buffer.atomic.fmax %fv, %r, %off, %z, %z : f32
  rocdl.raw.ptr.buffer.atomic.smax %x, %r, %off, %z, %z : i32
  rocdl.raw.ptr.buffer.atomic.umin %x, %r, %off, %z, %z : i32
  llvm.return
}

// -----

llvm.func @old_buffers(%rsrc: vector<4xi32>, %off: i32, %v: vector<2xf32>, %x: i32, %fv: f32) {
  %z = llvm.mlir.constant(0 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  %l = rocdl.raw.buffer.load %rsrc, %off, %z, %z : vector<2xf32>
  rocdl.raw.buffer.store %v, %rsrc, %off, %z, %z : vector<2xf32>
  %c = rocdl.raw.buffer.atomic.cmpswap(%x, %x, %rsrc, %off, %z, %z) : i32, vector<4xi32>
  rocdl.raw.buffer.atomic.fadd %fv, %rsrc, %off, %z, %z : f32
  rocdl.raw.buffer.atomic.fmax %fv, %rsrc, %off, %z, %z : f32
  rocdl.raw.buffer.atomic.smax %x, %rsrc, %off, %z, %z : i32
  rocdl.raw.buffer.atomic.umin %x, %rsrc, %off, %z, %z : i32
  llvm.return
}

// -----

llvm.func @cvt(%a: f32, %b: f32, %s: i32, %old: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %f = llvm.mlir.constant(false) : i1
  %0 = rocdl.cvt.f32.bf8 %s [%c0] : f32
  %1 = rocdl.cvt.f32.fp8 %s [%c0] : f32
  %2 = rocdl.cvt.pk.bf8.f32 %a, %b -> %old [%f] : i32
  %3 = rocdl.cvt.pk.fp8.f32 %a, %b -> %old [%f] : i32
  %4 = rocdl.cvt.sr.bf8.f32 %a, %s -> %old [%c0] : i32
  %5 = rocdl.cvt.sr.fp8.f32 %a, %s -> %old [%c0] : i32
  llvm.return
}

// -----

llvm.func @misc() {
  rocdl.waitcnt 0
  rocdl.waitcnt 49279
  rocdl.s.setprio 3
  rocdl.sched.barrier 2
  llvm.return
}

// -----

llvm.func @rocdl_atomic_attrs(%ptr: !llvm.ptr<1>, %data: f32) {
  llvm.atomicrmw fadd %ptr, %data monotonic {
    rocdl.ignore_denormal_mode,
    rocdl.no_fine_grained_memory,
    rocdl.no_remote_memory} : !llvm.ptr<1>, f32
  llvm.return
}

// -----

llvm.func @rocdl_last_use(%ptr: !llvm.ptr<1>) -> i32 {
  %ret = llvm.load %ptr {rocdl.last_use} : !llvm.ptr<1> -> i32
  llvm.return %ret : i32
}

// -----

llvm.func @rocdl_cmpxchg(%ptr: !llvm.ptr<1>, %a: i32, %b: i32) {
  %0 = llvm.cmpxchg %ptr, %a, %b acq_rel monotonic {rocdl.no_remote_memory} : !llvm.ptr<1>, i32
  llvm.return
}

// -----

llvm.func @rocdl_kernel_args(%a: !llvm.ptr {llvm.noalias}, %b: i32) attributes {rocdl.kernel, rocdl.uniform_work_group_size = true} {
  llvm.return
}

// -----

llvm.func @rocdl_bad_last_use(%ptr: !llvm.ptr<1>, %v: i32) {
  llvm.store %v, %ptr {rocdl.last_use} : i32, !llvm.ptr<1>
  llvm.return
}
