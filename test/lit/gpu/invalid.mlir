// gpu dialect verifier and parser errors, upstream --verify-diagnostics style.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @launch_terminator(%sz : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    %one = arith.constant 1 : i32
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "gpu.yield"(%one) : (i32) -> ()
  }
  return
}

// -----

func.func @no_container(%sz : index) {
  // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-note@+1 {{see the kernel definition here}}
    memref.global "private" @kernel_1 : memref<4xi32>
  }
  func.func @not_a_function(%sz : index) {
    // expected-error@+1 {{referenced kernel '@kernels::@kernel_1' is not a function}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
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
  func.func @operand_count(%sz : index, %arg : f32) {
    // expected-error@+1 {{got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32, %arg : f32)
    return
  }
}

// -----

func.func @reduce_op_type(%arg0 : f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %res = gpu.all_reduce and %arg0 {} : (f32) -> (f32)
  return
}

// -----

func.func @reduce_kind(%arg0 : f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %res = gpu.all_reduce foo %arg0 {} : (f32) -> (f32)
  return
}

// -----

gpu.module @m {
  // expected-note@+1 {{return type declared here}}
  gpu.func @kernel() {
    %0 = arith.constant 0 : index
    // expected-error@+1 {{'gpu.return' op expected 0 result operands}}
    gpu.return %0 : index
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel() -> index kernel {
    %0 = arith.constant 0 : index
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@below {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @kernel() workgroup(%0: memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @kernel_1(f32, f32) {
  ^bb0(%arg0: f32):
    gpu.return
  }
}

// -----

func.func @unnamed_wait() {
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
"my.x"() {a = !gpu.mma_matrix<16x16xf64, "AOp">} : () -> ()

// -----

// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<1, "">]

// -----

// expected-error@+2 {{expected '='}}
// expected-error@+1 {{expected an equal sign}}
gpu.binary @b [#gpu.object<#nvvm.target, bin "">]
