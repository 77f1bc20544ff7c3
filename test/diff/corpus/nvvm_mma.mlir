// nvvm.mma.sync and nvvm.vote.ballot.sync, whose syntax is hand-written in
// MLIR 19's NVVMDialect.cpp.

// The multiplicand PTX types are inferred from the operand types when not
// given, and elided when printing whenever the first A operand's type gives
// one (even if the attribute says otherwise).
func.func @mma_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                   %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32, %c4 : f32, %c5 : f32, %c6 : f32, %c7 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %1 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, multiplicandAPtxType = #nvvm.mma_type<f16>, my.extra = 1 : i32, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1] C[%b0, %b1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %3 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// Integer multiplicands cannot be inferred: the attributes stay.
func.func @mma_int(%a : i32, %c : i32, %f : f32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a] C[%c, %c, %c, %c]
    {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %1 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %2 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %3 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%f, %f, %f, %f]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>,
     multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}
    : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

func.func @mma_f64(%a : f64, %c : f64) -> !llvm.struct<(f64, f64)> {
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return %0 : !llvm.struct<(f64, f64)>
}

// A fourth type in the list is accepted and ignored.
func.func @mma_extra_type(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32, i64) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}

// -----

// vote.ballot.sync prints no attribute dictionary.
func.func @vote(%mask : i32, %pred : i1) -> i32 {
  %0 = nvvm.vote.ballot.sync %mask, %pred : i32
  %1 = nvvm.vote.ballot.sync %mask, %pred {my.dropped} : i32
  return %1 : i32
}

// -----

// Generic form.
func.func @generic(%a : vector<2xf16>, %c : f32, %m : i32, %p : i1) {
  %0 = "nvvm.mma.sync"(%a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 8>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %1 = "nvvm.vote.ballot.sync"(%m, %p) : (i32, i1) -> i32
  return
}
