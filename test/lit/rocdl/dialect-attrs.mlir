// Function attributes of the rocdl dialect, checked as ROCDLDialect::verifyOperationAttribute
// checks them (mlir-opt-19's wording): only rocdl.kernel's placement.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

llvm.func @kernel(%arg0: i32 {rocdl.kernel}) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 256, 1, 1>, rocdl.max_flat_work_group_size = "x", rocdl.waves_per_eu = [1]} {
  llvm.return
}

// -----

// expected-error @below {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func @not_llvm_func() attributes {rocdl.kernel} {
  return
}

// -----

// expected-error @below {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @nvvm_first() attributes {rocdl.kernel, nvvm.kernel} {
  return
}
