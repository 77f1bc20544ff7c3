// gpu dialect types and attributes, generic and pretty.

func.func @types(%a : !gpu.async.token, %b : !gpu.mma_matrix<16x16xf16, "AOp">, %c : !gpu.mma_matrix<8x32xsi8, "BOp">,
                 %d : !gpu.mma_matrix<16x8xui8, "COp">, %e : !gpu.mma_matrix<16x16xi32, "COp">, %f : !gpu.mma_matrix<16x16xf32, "COp">,
                 %g : !gpu.sparse.dntensor_handle, %h : !gpu.sparse.spmat_handle, %i : !gpu.sparse.spgemmop_handle) {
  return
}

"my.attrs"() {
  block = #gpu.block<x>, block_linear = #gpu.block<linear_dim_9>,
  warpgroup = #gpu.warpgroup<y>, warp = #gpu.warp<linear_dim_0>, thread = #gpu.thread<z>,
  memory_space = #gpu.memory_space<workgroup>, private = #gpu.memory_space<private>,
  address_space = #gpu.address_space<global>,
  loop = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>,
  loop2 = #gpu.loop_dim_map<bound = (d0)[s0] -> (d0 * s0), processor = sequential, map = (d0) -> (d0 + 1)>,
  mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>],
  dim = #gpu<dim z>, reduce = #gpu<all_reduce_op add>, shuffle = #gpu<shuffle_mode idx>,
  select = #gpu.select_object, select_index = #gpu.select_object<2>,
  object = #gpu.object<#nvvm.target<chip = "sm_80">, properties = {my.k = "v"}, assembly = "ptx">,
  fat = #gpu.object<#rocdl.target, fatbin = "">
} : () -> ()

"my.memrefs"() : () -> (memref<4xf32, #gpu.address_space<workgroup>>, memref<?xi8, #gpu.address_space<private>>)
