; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "E-A5-P3-G1-S128-i64:64:128-f80:128:256-p0:64:64:128:64-p1:32:32:32:16-i8:8-i1:8:16-i16:32-f16:16-f64:32:64-f128:128"

declare i64 @callee(i64) addrspace(3)

define i64 @foo(ptr %0, ptr addrspace(1) %1) addrspace(3) {
  %3 = load i64, ptr %0, align 8
  %4 = load i16, ptr addrspace(1) %1, align 4
  %5 = load double, ptr %0, align 4
  %6 = alloca i64, align 16, addrspace(5)
  store i64 %3, ptr addrspace(5) %6, align 8
  %7 = call addrspace(3) i64 @callee(i64 %3)
  ret i64 %7
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
