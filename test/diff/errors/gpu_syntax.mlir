// gpu dialect parse errors: custom op syntax, types and attributes.
func.func @few_sizes(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @missing_in(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) to (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @missing_blocks(%sz : index) {
  gpu.launch threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @result_number(%sz : index) {
  gpu.launch blocks(%bx#1, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @unnamed_async(%sz : index) {
  gpu.launch async blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @size_type(%sz : index, %f : f32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %f)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
// -----
func.func @attribution_attrs(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) workgroup(%w : i32 {a}) {
    gpu.terminator
  }
  return
}
// -----
func.func @shmem_type(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) dynamic_shared_memory_size %sz {
    gpu.terminator
  }
  return
}
// -----
func.func @unnamed_wait() {
  gpu.wait async
  return
}
// -----
func.func @launch_func_args(%sz : index) {
  gpu.launch_func @a::@b blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz)
  return
}
// -----
func.func @launch_func_arg_attr(%sz : index) {
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz : index {foo})
  return
}
// -----
func.func @reduce_kind(%arg0 : f32) {
  %res = gpu.all_reduce foo %arg0 {} : (f32) -> (f32)
  return
}
// -----
gpu.module @m {
  gpu.func @no_body(%a : f32)
}
// -----
gpu.module @m {
  gpu.func @mixed(%a : f32, f32) {
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @unnamed(f32, f32) {
  ^bb0(%arg0: f32):
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @untyped_attribution(%a : f32) workgroup(%b) {
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @order(%a : f32) kernel workgroup(%b : memref<4xf32, 3>) {
    gpu.return
  }
}
// -----
gpu.module @m attributes {a} [#nvvm.target] {
}
// -----
gpu.module m {
}
// -----
gpu.module @m <#gpu.select_object {
}
// -----
gpu.binary @b [#gpu.object<1, "">]
// -----
gpu.binary @b [#gpu.object<#nvvm.target, foo = "">]
// -----
gpu.binary @b [#gpu.object<#nvvm.target, bin "">]
// -----
gpu.binary @b [#gpu.object<#nvvm.target>]
// -----
gpu.binary @b [#gpu.object<#nvvm.target, properties "">]
// -----
gpu.binary @b [#gpu.object<#nvvm.target, properties = 1, "">]
// -----
gpu.binary @b [#gpu.object<#nvvm.target, properties = {}, offload = 1>]
// -----
gpu.binary @b <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "">]
// -----
gpu.binary @b <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "">]
// -----
"my.x"() {a = #gpu.select_object<1} : () -> ()
// -----
"my.x"() {a = #gpu.block<w>} : () -> ()
// -----
"my.x"() {a = #gpu.thread<1>} : () -> ()
// -----
"my.x"() {a = #gpu.memory_space<shared>} : () -> ()
// -----
"my.x"() {a = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0)>} : () -> ()
// -----
"my.x"() {a = #gpu.loop_dim_map<processor = block_x, processor = block_x, map = (d0) -> (d0)>} : () -> ()
// -----
"my.x"() {a = #gpu.loop_dim_map<processor = block_w, map = (d0) -> (d0), bound = (d0) -> (d0)>} : () -> ()
// -----
"my.x"() {a = #gpu.loop_dim_map<processor = block_x, map = 1, bound = (d0) -> (d0)>} : () -> ()
// -----
"my.x"() {a = #gpu.loop_dim_map<1 = block_x>} : () -> ()
// -----
"my.x"() {a = !gpu.mma_matrix<16x16xf64, "AOp">} : () -> ()
// -----
"my.x"() {a = !gpu.mma_matrix<16x16xf16, "DOp">} : () -> ()
// -----
"my.x"() {a = !gpu.mma_matrix<16xf16, "AOp">} : () -> ()
// -----
"my.x"() {a = !gpu.mma_matrix<16x?xf16, "AOp">} : () -> ()
// -----
"my.x"() {a = !gpu.mma_matrix<16x16xf16 "AOp">} : () -> ()
// -----
"my.x"() {a = !gpu.foo} : () -> ()
// -----
func.func @deps_without_async(%sz : index, %t : !gpu.async.token) {
  gpu.launch [%t] blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
    gpu.terminator
  }
  return
}
