// gpu dialect verifier errors (messages as MLIR 19's GPUDialect.cpp).
func.func @launch_region_args(%sz : index) {
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (index, index, index, index, index, index) -> ()
  return
}
// -----
func.func @launch_terminator(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    %one = arith.constant 1 : i32
    "gpu.yield"(%one) : (i32) -> ()
  }
  return
}
// -----
func.func @launch_partial_cluster(%sz : index) {
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>} : (index, index, index, index, index, index, index) -> ()
  return
}
// -----
func.func @launch_workgroup_type(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) workgroup(%w : i32) {
    gpu.terminator
  }
  return
}
// -----
func.func @launch_private_space(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) private(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.terminator
  }
  return
}
// -----
func.func @no_container(%sz : index) {
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}
// -----
module attributes {gpu.container_module} {
  func.func @undefined_container(%sz : index) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  module @kernels {
  }
  func.func @not_a_gpu_module(%sz : index) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @kernels { }
  func.func @undefined_function(%sz : index) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @kernel_1 : memref<4xi32>
  }
  func.func @not_a_function(%sz : index) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : !llvm.ptr) {
      gpu.return
    }
  }
  func.func @not_a_kernel(%sz : index, %arg : !llvm.ptr) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : !llvm.ptr)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : !llvm.ptr) kernel {
      gpu.return
    }
  }
  func.func @operand_count(%sz : index, %arg : !llvm.ptr) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : !llvm.ptr, %arg : !llvm.ptr)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
  func.func @operand_type(%sz : index, %arg : f64) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f64)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @cluster_types(%sz : index, %c : i32) {
    gpu.launch_func @foo::@bar clusters in (%sz, %c, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
// -----
func.func @container_on_func() attributes {gpu.container_module} {
  return
}
// -----
func.func @reduce_no_op_no_body(%arg0 : f32) {
  %res = "gpu.all_reduce"(%arg0) ({}) : (f32) -> (f32)
  return
}
// -----
func.func @reduce_op_and_body(%arg0 : f32) {
  %res = "gpu.all_reduce"(%arg0) ({
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  }) {op = #gpu<all_reduce_op add>} : (f32) -> (f32)
  return
}
// -----
func.func @reduce_op_type(%arg0 : f32) {
  %res = gpu.all_reduce and %arg0 {} : (f32) -> (f32)
  return
}
// -----
func.func @subgroup_reduce_op_type(%arg0 : i32) {
  %res = gpu.subgroup_reduce maxnumf %arg0 : (i32) -> (i32)
  return
}
// -----
func.func @reduce_region_args(%arg0 : f32) {
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}
// -----
func.func @reduce_region_arg_type(%arg0 : f32) {
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : i32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}
// -----
func.func @reduce_yield_count(%arg0 : f32) {
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs, %rhs) : (f32, f32) -> ()
  } : (f32) -> (f32)
  return
}
// -----
func.func @reduce_yield_type(%arg0 : f32) {
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    %one = arith.constant 1 : i32
    "gpu.yield"(%one) : (i32) -> ()
  } : (f32) -> (f32)
  return
}
// -----
func.func @reduce_no_yield(%arg0 : f32) {
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "my.finish" () : () -> ()
  } : (f32) -> (f32)
  return
}
// -----
gpu.module @gpu_funcs {
  "gpu.func"() ({
    gpu.return
  }) {sym_name="kernel_1", function_type=f32} : () -> ()
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() workgroup(%0: i32) {
    gpu.return
  }
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() workgroup(%0: memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() private(%0: memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() {
    %0 = arith.constant 0 : index
    gpu.return %0 : index
  }
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() -> f32 {
    %0 = arith.constant 0 : index
    gpu.return %0 : index
  }
}
// -----
gpu.module @gpu_funcs {
  gpu.func @kernel() -> index kernel {
    %0 = arith.constant 0 : index
    gpu.return
  }
}
// -----
gpu.module @gpu_funcs {
  "gpu.func"() ({
  ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
    "gpu.return"() : () -> ()
  } ) {function_type = (f32, memref<?xf32>) -> (), gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 3: i64} : () -> ()
}
// -----
gpu.module @gpu_funcs {
  "gpu.func"() ({}) {function_type = () -> (), gpu.kernel, sym_name = "kernel"} : () -> ()
}
// -----
gpu.module @gpu_funcs {
  "gpu.func"() ({
  ^bb0(%arg0: i32):
    "gpu.return"() : () -> ()
  } ) {function_type = (f32) -> (), sym_name = "kernel_1"} : () -> ()
}
// -----
gpu.module @m {
  gpu.func @k(%a : f32 {nodot}) {
    gpu.return
  }
}
// -----
gpu.module @m {
  "gpu.func"() ({
  ^bb0(%arg0: f32):
    "gpu.return"() : () -> ()
  } ) {function_type = (f32) -> (), sym_name = "kernel_1", arg_attrs = [{}, {}]} : () -> ()
}
// -----
gpu.module @m {
  gpu.func @k() kernel attributes {known_block_size = array<i32: 2, 1>} {
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @k() kernel attributes {gpu.known_block_size = 32 : i32} {
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @k() kernel attributes {gpu.known_grid_size = array<i32: 2, 1>} {
    gpu.return
  }
}
// -----
gpu.module @gpu_funcs [] {
}
// -----
gpu.module @gpu_funcs [1] {
}
// -----
"gpu.module"() <{sym_name = "m"}> ({
}) : () -> ()
// -----
gpu.binary @binary []
// -----
gpu.binary @binary <1> [#gpu.object<#nvvm.target, "">]
// -----
func.func @memcpy_element_type(%dst : memref<?xf32>, %src : memref<?xi32>) {
  gpu.memcpy %dst, %src  : memref<?xf32>, memref<?xi32>
  return
}
// -----
func.func @memcpy_shape(%dst : memref<7xf32>, %src : memref<9xf32>) {
  gpu.memcpy %dst, %src  : memref<7xf32>, memref<9xf32>
  return
}
// -----
#col_major = affine_map<(i, j) -> (j, i)>
func.func @mma_load_stride(){
  %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, #col_major, 3>
  %i = arith.constant 16 : index
  %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, #col_major, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
// -----
func.func @mma_store_stride(%arg0 : !gpu.mma_matrix<16x16xf16, "COp">, %sg : memref<32x32xf16, strided<[1, 32]>, 3>) -> () {
  %i = arith.constant 16 : index
  gpu.subgroup_mma_store_matrix %arg0, %sg[%i,%i] {leadDimension= 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[1, 32]>, 3>
  return
}
// -----
func.func @mma_store_operand(%arg0 : !gpu.mma_matrix<16x16xf16, "AOp">) -> () {
  %sg = memref.alloca(){alignment = 32} : memref<32x32xf16, 3>
  %i = arith.constant 16 : index
  gpu.subgroup_mma_store_matrix %arg0, %sg[%i,%i] {leadDimension= 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, 3>
  return
}
// -----
func.func @mma_compute_order(%A : !gpu.mma_matrix<16x16xf16, "AOp">, %B : !gpu.mma_matrix<16x16xf16, "BOp">, %C : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
  %D = gpu.subgroup_mma_compute %B, %A, %C : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
// -----
func.func @mma_compute_shapes(%A : !gpu.mma_matrix<16x32xf16, "AOp">, %B : !gpu.mma_matrix<16x16xf16, "BOp">, %C : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x32xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
// -----
func.func @alloc_symbols() {
  %1 = gpu.alloc() : memref<2x4xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  return
}
// -----
func.func @alloc_symbols_strided(%0 : index) {
  %1 = gpu.alloc()[%0] : memref<2x4xf32, strided<[?, 1], offset: ?>, 1>
  return
}
// -----
func.func @alloc_dims() {
  %0 = arith.constant 7 : index
  %1 = gpu.alloc(%0) : memref<2x?x?xf32, 1>
  return
}
// -----
func.func @dsm_space() {
  %0 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8>
  return
}
// -----
func.func @dsm_static() {
  %0 = "gpu.dynamic_shared_memory"() : () -> memref<4xi8, #gpu.address_space<workgroup>>
  return
}
// -----
"my.op"() ({
  %0 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
}) : () -> ()
// -----
gpu.module @m {
  gpu.func @k() {
    gpu.return
  }
  gpu.func @k() {
    gpu.return
  }
}
// -----
gpu.module @m {
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "f", sym_visibility = "foo"} : () -> ()
}
// -----
gpu.binary @b [#gpu.object<#nvvm.target, "">]
gpu.binary @b [#gpu.object<#nvvm.target, "">]
// -----
func.func @shuffle_type(%arg0 : index, %arg1 : i32, %arg2 : i32) {
  %shfl, %pred = gpu.shuffle xor %arg0, %arg1, %arg2 : index
  return
}
// -----
func.func @mma_memref_type(%src: memref<32x4xvector<4x8xf32>>, %i: index) {
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 4 : index} : memref<32x4xvector<4x8xf32>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
// -----
func.func @mma_constant_type(%f : f64) {
  %0 = "gpu.subgroup_mma_constant_matrix"(%f) : (f64) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}
// -----
func.func @dsm_element_type() {
  %0 = "gpu.dynamic_shared_memory"() : () -> memref<?xf32, #gpu.address_space<workgroup>>
  return
}
// -----
func.func @launch_func_dim_type(%f : f32) {
  "gpu.launch_func"(%f, %f, %f, %f, %f, %f) <{kernel = @a::@b, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (f32, f32, f32, f32, f32, f32) -> ()
  return
}
// -----
func.func @host_register(%m : memref<4xf32>) {
  "gpu.host_register"(%m) : (memref<4xf32>) -> ()
  return
}
// -----
"gpu.module"() <{sym_name = "m"}> ({
^bb0:
}) : () -> ()
