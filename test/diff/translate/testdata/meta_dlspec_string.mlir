// llvm.data_layout takes precedence over dlti.dl_spec.
module attributes {llvm.data_layout = "e-p:32:32-i64:32", dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<"dlti.endianness", "big">,
  #dlti.dl_entry<i64, dense<[64, 128]> : vector<2xi64>>>} {
  llvm.func @f(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}
