// nvvm.wgmma.mma_async: the PredOpTrait on the struct types comes before the
// op's own checks.
llvm.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, i32)>
  llvm.return
}
// -----
llvm.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @w(%d : i64, %acc : !llvm.struct<(f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return
}
