// Launches of the seed's flow that its runtime ABI cannot express. gpuc marks such a gpu.launch_func illegal (it
// must become runtime calls), so a launch the lowering does not apply to fails with MLIR's legalization error; what the ABI lacks
// (clusters, an async object, unranked memrefs as bare pointers) and a clash with the globals the lowering
// needs are reported as such.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --gpu-to-llvm
// RUN: not gpuc opt %s --split-input-file --gpu-to-llvm 2>&1 | FileCheck %s --check-prefix=NOTE

// More than one async dependency (the seed's pattern does not apply).
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @two_deps(%n: index) {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    %t2 = gpu.launch_func async [%t0, %t1] @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%t2]
    return
  }
}
// NOTE: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
// NOTE-NEXT: gpu.launch_func async [%t0, %t1]
// NOTE-NEXT: ^
// NOTE-NEXT: note: see current operation: %{{.*}} = "gpu.launch_func"

// -----

// A synchronous launch with an async dependency: the lowering would destroy a stream it does not own.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_with_dep(%n: index) {
    %t0 = gpu.wait async
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    gpu.launch_func [%t0] @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// A kernel operand that is not an LLVM type after conversion.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%t: tensor<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @tensor_operand(%n: index, %t: tensor<4xf32>) {
    // expected-error@+1 {{failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%t : tensor<4xf32>)
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
  func.func @clusters(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op with a cluster size cannot be lowered to the GPU runtime calls: mgpuLaunchKernel has no cluster dimensions}}
    gpu.launch_func @m::@k clusters in (%n, %n, %n) blocks in (%n, %n, %n) threads in (%n, %n, %n)
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
  func.func @async_object(%n: index, %s: !llvm.ptr) {
    // expected-error@+1 {{'gpu.launch_func' op with an async object cannot be lowered to the GPU runtime calls: the stream is the async dependency (or a new one)}}
    gpu.launch_func <%s : !llvm.ptr> @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// The binary stub's name is taken by something else.
module attributes {gpu.container_module} {
  llvm.func @m_gpubin_stub()
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @stub_name_taken(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op needs the global 'm_gpubin_stub' for the runtime calls, but the module defines another symbol with that name}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// A global of that name with another value.
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @m_k_kernel_name("x\00") {addr_space = 0 : i32}
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @name_taken(%n: index) {
    // expected-error@+1 {{'gpu.launch_func' op needs the global 'm_k_kernel_name' for the runtime calls, but the module defines another symbol with that name}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
