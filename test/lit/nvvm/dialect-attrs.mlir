// Function attributes of the nvvm dialect, checked as NVVMDialect::verifyOperationAttribute
// and verifyRegionArgAttribute check them (mlir-opt-19's wording).
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

llvm.func @kernel_func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>, nvvm.minctasm = 16, nvvm.maxnreg = 32} {
  llvm.return
}

// -----

// expected-error @below {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @not_llvm_func() attributes {nvvm.kernel} {
  return
}

// -----

// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @four_dims() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @not_dense() attributes {nvvm.reqntid = [1, 2]} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @i64_elements() attributes {nvvm.maxntid = array<i64: 1>} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @minctasm_string() attributes {nvvm.minctasm = "a"} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.maxnreg"' attribute must be integer constant}}
llvm.func @maxnreg_array() attributes {nvvm.maxnreg = array<i32: 1>} {
  llvm.return
}

// -----

// Attributes are checked in name order: nvvm.maxnreg before nvvm.maxntid.
// expected-error @below {{'"nvvm.maxnreg"' attribute must be integer constant}}
llvm.func @order() attributes {nvvm.maxntid = 1, nvvm.maxnreg = array<i32: 1>} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @not_kernel(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'}}
llvm.func @no_byval(%arg0: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' must be a unit attribute}}
llvm.func @not_unit(%arg0: !llvm.ptr {nvvm.grid_constant = 1}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// Operation attributes are checked before argument attributes.
// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @op_attrs_first(%arg0: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.maxntid = 1} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
func.func @func_func_arg(%arg0: !llvm.ptr {nvvm.grid_constant}) {
  return
}
