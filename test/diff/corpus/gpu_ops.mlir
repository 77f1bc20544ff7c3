// Other gpu ops: launch_func forms, binaries and objects, reductions with
// bodies, result names from ODS, async ops.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : f32, %b : memref<?xf32>) kernel {
      gpu.return
    }
    gpu.func @k0() kernel {
      gpu.return
    }
  }
  gpu.binary @bin [#gpu.object<#nvvm.target, "blob">]
  gpu.binary @bin_handler <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target<chip = "sm_90">, properties = {my.p = 1 : i32}, bin = "b">]
  gpu.binary @bin_formats [#gpu.object<#rocdl.target, offload = "\00\01">, #gpu.object<#rocdl.target, assembly = "x">, #gpu.object<#rocdl.target, properties = {}, fatbin = "y">]
  gpu.binary @bin_index <#gpu.select_object<0>> {my.flag} [#gpu.object<#nvvm.target, "z">]

  func.func @launches(%f : f32, %m : memref<?xf32>, %sz : index, %i64 : i64, %i32 : i32, %p : !llvm.ptr) {
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32>)
    gpu.launch_func @kernels::@k0 clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func @kernels::@k0 blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 dynamic_shared_memory_size %i32
    gpu.launch_func @kernels::@k0 clusters in (%i32, %i32, %i32) blocks in (%i32, %i32, %i32) threads in (%i32, %i32, %i32) : i32
    %t = gpu.wait async
    %t1 = gpu.launch_func async [%t] @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) {my.attr}
    %t2 = gpu.launch_func async @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func <%p : !llvm.ptr> @bin::@anything blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t1, %t2]
    return
  }
}

// -----

gpu.module @reductions {
  gpu.func @r(%f : f32, %i : i32, %v : vector<4xf16>) {
    %0 = gpu.all_reduce %f {
    ^bb0(%lhs : f32, %rhs : f32):
      %s = arith.addf %lhs, %rhs : f32
      gpu.yield %s : f32
    } : (f32) -> f32
    %1 = gpu.all_reduce mul %i uniform {} : (i32) -> i32
    %2 = gpu.all_reduce minimumf %f {} : (f32) -> f32
    %3 = gpu.subgroup_reduce xor %i : (i32) -> i32
    %4 = gpu.subgroup_reduce maxnumf %v uniform : (vector<4xf16>) -> vector<4xf16>
    %5 = "gpu.all_reduce"(%f) ({}) {op = #gpu<all_reduce_op maxnumf>, uniform} : (f32) -> f32
    gpu.return
  }
}

// -----

func.func @names(%sz : index, %f : f32, %i : i32, %spmat : !gpu.sparse.spmat_handle, %dn : !gpu.sparse.dntensor_handle) {
  %t = gpu.wait async
  %m, %t1 = gpu.alloc async [%t] (%sz) : memref<?xf32>
  %m2 = gpu.alloc host_shared () : memref<4xf32>
  %s, %v = gpu.shuffle down %f, %i, %i : f32
  %rows, %cols, %nnz = gpu.spmat_get_size %spmat
  %bs:2, %t2 = gpu.spmm_buffer_size async [%t1] %spmat, %dn, %dn : index, index into f32
  %desc, %t3 = gpu.spgemm_create_descr async [%t2]
  %tid = gpu.thread_id y
  %bid = gpu.block_id z upper_bound 8
  %gid = gpu.global_id x
  %gdim = gpu.grid_dim y
  %bdim = gpu.block_dim z
  "my.use"(%m, %m2, %s, %v, %rows, %cols, %nnz, %bs#0, %bs#1, %desc, %tid, %bid, %gid, %gdim, %bdim) : (memref<?xf32>, memref<4xf32>, f32, i1, index, index, index, index, index, !gpu.sparse.spgemmop_handle, index, index, index, index, index) -> ()
  gpu.wait [%t3]
  return
}
