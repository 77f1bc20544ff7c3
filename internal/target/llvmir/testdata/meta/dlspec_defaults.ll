; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i32:32-p3:32:32:32:32-i16:16:32"

define i16 @f(ptr addrspace(3) %0) {
  %2 = load i16, ptr addrspace(3) %0, align 2
  ret i16 %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
