// nvvm parser and verifier errors, upstream --verify-diagnostics style.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @shfl(%m : i32, %v : f32) {
  // expected-error@+1 {{expected return type to be a two-element struct with i1 as the second element}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> f32
  return
}

// -----

func.func @vote(%m : i32) {
  // expected-error@+1 {{custom op 'nvvm.vote.ballot.sync' 1 operands present, but expected 2}}
  %0 = nvvm.vote.ballot.sync %m : i32
  return
}

// -----

func.func @mma_shape(%a : vector<2xf16>, %c : f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <32, 8, 4>}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32)>
  return
}

// -----

func.func @mma_operands(%a : vector<2xf16>, %c : f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

func.func @mma_b1(%a : i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%a, %a] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @mma_infer(%a : vector<4xf32>, %c : f32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<4xf32>, vector<4xf32>, f32) -> !llvm.struct<(f32)>
  return
}

// -----

func.func @ldmatrix(%p : !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  return
}

// -----

func.func @wmma_load(%p : !llvm.ptr, %s : i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 1 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @setmaxregister() {
  // expected-error@+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 25
  return
}

// -----

func.func @cp_async(%d : !llvm.ptr<3>, %s : !llvm.ptr<1>) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %d, %s, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

func.func @wgmma(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op given layouts layout_a = row and layout_b = row for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
"my.op"() {a = #nvvm.target<foo = 1>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse NVVM_TargettAttr parameter 'O' which is to be a `int`}}
"my.op"() {a = #nvvm.target<O = "x">} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"my.op"() {a = #nvvm.shape<m = 1, n = 2>} : () -> ()
