// gpu.container_module is verified before the launches inside it: kernel
// operands are read through the raw operandSegmentSizes.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a : f32, %b : i32) kernel {
      gpu.return
    }
  }
  func.func @too_many_segment(%sz : index, %a : f32, %b : i32) {
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz, %a, %b) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, f32, i32) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a : f32, %b : i32) kernel {
      gpu.return
    }
  }
  func.func @shifted(%sz : index, %a : f32, %b : i32) {
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz, %a, %b) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, f32, i32) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @negative(%sz : index) {
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, -1, 0>}> : (index, index, index, index, index, index) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a : f32) kernel {
      gpu.return
    }
  }
  func.func @types(%sz : index, %a : f16) {
    gpu.launch_func @m::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : f16)
    return
  }
}
