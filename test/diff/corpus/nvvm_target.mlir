// #nvvm.target: parameters in any order, defaults elided when printed, no
// range checks at parse time (as MLIR 19's release build); #nvvm.shape;
// nvvm enum attributes in both their pretty and `#nvvm<...>` forms.
module attributes {gpu.container_module} {
  gpu.module @defaults [#nvvm.target, #nvvm.target<>, #nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "+ptx60">] {
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  }
  gpu.module @all [#nvvm.target<link = ["a.bc", "dir/b.bc"], flags = {fast, ftz, opt = "x"}, features = "+ptx80", chip = "sm_90a", O = 3, triple = "nvptx-nvidia-cuda">] {
  }
  gpu.module @multi [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80", O = 1>, #nvvm.target<chip = "sm_70", O = 0>] {
  }
  gpu.module @unchecked [#nvvm.target<O = 7, chip = "", triple = "", link = [1, "x"]>, #nvvm.target<O = -1>] {
  }
  gpu.module @empty_containers [#nvvm.target<flags = {}, link = []>] {
  }
  gpu.module @escapes [#nvvm.target<chip = "sm\"90\n", features = "+a\\b">] {
  }
  gpu.module @integers [#nvvm.target<O = 0x3>, #nvvm.target<O = true>, #nvvm.target<O = false>] {
  }
}

// -----

"my.op"() {
  shapes = [#nvvm.shape<m = 16, n = 8, k = 16>, #nvvm.shape<k = 4, n = 8, m = 8>, #nvvm.shape<m = 64, n = 256, k = 16>],
  target = #nvvm.target<chip = "sm_80">,
  shfl = #nvvm<shfl_kind bfly>, redux = #nvvm<redux_kind umin>, action = #nvvm<action increase>,
  cache = #nvvm<load_cache_modifier cg>, b1 = #nvvm.mma_b1op<xor_popc>, frag = #nvvm.mma_frag<c>,
  overflow = #nvvm.mma_int_overflow<wrapped>, layout = #nvvm.mma_layout<col>, type = #nvvm.mma_type<bf16>,
  proxy = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cluster>,
  scale_in = #nvvm.wgmma_scale_in<neg>, scale_out = #nvvm.wgmma_scale_out<zero>, wgmma = #nvvm.wgmma_type<e5m2>
} : () -> ()

// -----

#target = #nvvm.target<O = 1, chip = "sm_75">
"my.op"() {t = #target, same = #nvvm.target<chip = "sm_75", O = 1>} : () -> ()
