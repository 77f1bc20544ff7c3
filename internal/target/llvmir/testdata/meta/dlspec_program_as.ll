; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "P1"

declare i64 @ext(i64) addrspace(1)

define i64 @f(ptr %0, i64 %1) addrspace(1) {
  call addrspace(1) void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 %1, i1 false)
  %3 = call addrspace(1) i64 @llvm.smax.i64(i64 %1, i64 %1)
  %4 = call addrspace(1) i64 @ext(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) addrspace(1) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) addrspace(1) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
