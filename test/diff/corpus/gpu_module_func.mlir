// gpu.module (targets, offloading handler, attributes, implicit
// terminator) and gpu.func (kernels, attributions, argument and result
// attributes, launch size hints, results, generic form).

gpu.module @empty {
}

gpu.module @explicit_end {
  gpu.module_end
}

gpu.module @attrs attributes {my.flag, my.value = 3 : i64} {
}

gpu.module @targets [#nvvm.target<chip = "sm_90">, #rocdl.target<chip = "gfx90a">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

gpu.module @handler <#gpu.select_object<1>> [#nvvm.target, #nvvm.target<O = 3>] attributes {my.flag} {
}

gpu.module @handler_no_targets <#gpu.select_object<#nvvm.target>> {
}

gpu.module @funcs {
  gpu.func @kernel(%a : f32, %b : memref<?xf32, 1>) kernel {
    gpu.return
  }
  gpu.func @device(%a : f32 {my.arg}, %b : i32) -> (f32 {my.res = 1 : i64}, i32) {
    gpu.return %a, %b : f32, i32
  }
  gpu.func @single_result(%a : f32) -> f32 {
    gpu.return %a : f32
  }
  gpu.func @attributions(%a : f32)
      workgroup(%w0 : memref<32xf32, 3> {my.w}, %w1 : memref<2xf32, #gpu.address_space<workgroup>>)
      private(%p0 : memref<1xf32, 5>, %p1 : memref<1xi32, 5> {my.p = "x"})
      kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 8, 4, 1>, my.other} {
    "my.use"(%w0, %w1, %p0, %p1) : (memref<32xf32, 3>, memref<2xf32, #gpu.address_space<workgroup>>, memref<1xf32, 5>, memref<1xi32, 5>) -> ()
    gpu.return
  }
  gpu.func @empty_attributions() workgroup() private() {
    gpu.return
  }
  gpu.func @with_blocks(%c : i1) {
    "my.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    gpu.return
  ^bb2:
    gpu.return
  }
  gpu.func @discardable() attributes {gpu.known_block_size = array<i32: 1, 2, 3>} {
    gpu.return
  }
  "gpu.func"() ({
  ^bb0(%arg0: f32, %arg1: memref<5xf32, 3>, %arg2: memref<5xf32, 5>):
    "gpu.return"() : () -> ()
  }) {function_type = (f32) -> (), gpu.kernel, sym_name = "generic", workgroup_attributions = 1 : i64} : () -> ()
  "gpu.func"() ({
    "gpu.return"() : () -> ()
  }) {function_type = () -> (), sym_name = "no_count"} : () -> ()
}
