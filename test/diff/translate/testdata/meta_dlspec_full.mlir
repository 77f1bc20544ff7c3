// A data layout computed from dlti.dl_spec (no llvm.data_layout): the
// identifier entries first, in order, then the type entries (index ones
// left out); the layout then gives loads, allocas and functions their
// alignments and program address space.
module attributes {dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<index, 32 : i64>,
  #dlti.dl_entry<i64, dense<[64, 128]> : vector<2xi64>>,
  #dlti.dl_entry<"dlti.endianness", "big">,
  #dlti.dl_entry<f80, dense<[128, 256]> : vector<2xi64>>,
  #dlti.dl_entry<!llvm.ptr, dense<[64, 64, 128]> : vector<3xi64>>,
  #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 32, 16]> : vector<4xi64>>,
  #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui32>,
  #dlti.dl_entry<"dlti.program_memory_space", 3 : ui32>,
  #dlti.dl_entry<"dlti.global_memory_space", 1 : ui32>,
  #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>,
  #dlti.dl_entry<i8, dense<8> : vector<2xi64>>,
  #dlti.dl_entry<i1, dense<[8, 16]> : vector<2xi64>>,
  #dlti.dl_entry<i16, dense<[32]> : vector<1xi64>>,
  #dlti.dl_entry<f16, dense<16> : vector<2xi64>>,
  #dlti.dl_entry<f64, dense<[32, 64]> : vector<2xi64>>,
  #dlti.dl_entry<f128, dense<128> : vector<2xi64>>
>} {
  llvm.func @callee(i64) -> i64
  llvm.func @foo(%p: !llvm.ptr, %q: !llvm.ptr<1>) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    %1 = llvm.load %q : !llvm.ptr<1> -> i16
    %2 = llvm.load %p : !llvm.ptr -> f64
    %c = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c x i64 : (i32) -> !llvm.ptr<5>
    llvm.store %0, %a : i64, !llvm.ptr<5>
    %3 = llvm.call @callee(%0) : (i64) -> i64
    llvm.return %3 : i64
  }
}
