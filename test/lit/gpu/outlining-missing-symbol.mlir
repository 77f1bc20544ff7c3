// A kernel that uses a symbol the module does not define (possible through
// an unregistered op's attribute, which nothing verifies): MLIR 19
// dereferences the missing symbol and crashes; gpuc reports it at the use.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --allow-unregistered-dialect --gpu-kernel-outlining --verify-diagnostics

func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    // expected-error@+1 {{gpu-kernel-outlining: the kernel uses the symbol '@nowhere', which is not defined in the module (MLIR 19 crashes here)}}
    "my.use"() {s = @nowhere} : () -> ()
    gpu.terminator
  }
  return
}
