// A program address space from the spec puts every function LLVM creates
// into it: definitions, declarations and intrinsic declarations, and so
// their calls (`call addrspace(1)`).
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.program_memory_space", 1 : ui32>>} {
  llvm.func @ext(i64) -> i64
  llvm.func @f(%p: !llvm.ptr, %n: i64) -> i64 {
    "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %0 = llvm.intr.smax(%n, %n) : (i64, i64) -> i64
    %1 = llvm.call @ext(%0) : (i64) -> i64
    llvm.return %1 : i64
  }
}
