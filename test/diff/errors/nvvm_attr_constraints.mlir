// NVVM_MMAShapeAttr as an op attribute.
llvm.func @f(%a : vector<2xf16>, %c : f32) {
  %0 = "nvvm.mma.sync"(%a, %a, %a, %a, %c, %c) {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = [8, 8, 4], operandSegmentSizes = array<i32: 2, 2, 2>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @f(%a : i64, %in : !llvm.struct<(f32, f32)>) {
  %0 = "nvvm.wgmma.mma_async"(%in, %a, %a) {shape = #nvvm.mma_layout<row>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>, scaleD = #nvvm.wgmma_scale_out<one>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>} : (!llvm.struct<(f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32)>
  llvm.return
}
