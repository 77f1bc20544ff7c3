// Identifier entries with default values (address space 0, stack
// alignment 0) are left out; an explicit llvm.data_layout would win over
// the spec (see dlspec_string.mlir).
module attributes {dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<"dlti.stack_alignment", 0 : i64>,
  #dlti.dl_entry<"dlti.alloca_memory_space", 0 : ui32>,
  #dlti.dl_entry<"dlti.endianness", "little">,
  #dlti.dl_entry<i32, dense<[32]> : vector<1xi64>>,
  #dlti.dl_entry<!llvm.ptr<3>, dense<[32, 32, 32]> : vector<3xi64>>,
  #dlti.dl_entry<i16, dense<[16, 32]> : vector<2xi64>>
>} {
  llvm.func @f(%p: !llvm.ptr<3>) -> i16 {
    %0 = llvm.load %p : !llvm.ptr<3> -> i16
    llvm.return %0 : i16
  }
}
