// convert-nvvm-to-llvm: NVVM ops with a PTX builder become llvm.inline_asm with MLIR 19's PTX and constraints
// (test/diff/lower/nvvm_to_llvm.mlir compares whole outputs with mlir-opt-19).
// RUN: gpuc opt %s --convert-nvvm-to-llvm | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(llvm.func(convert-nvvm-to-llvm))' | FileCheck %s

// A predicate guards the instruction with the last operand; an op with an intrinsic for its form stays.
// CHECK-LABEL: llvm.func @mbarrier(
// CHECK-SAME: %[[GEN:[^:]*]]: !llvm.ptr, %[[SH:[^:]*]]: !llvm.ptr<3>, %[[N:[^:]*]]: i32, %[[P:[^:]*]]: i1)
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %[[SH]], %[[N]], %[[P]] : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT:   nvvm.mbarrier.init %[[GEN]], %[[N]] : !llvm.ptr, i32
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.expect_tx.b64 _, [$0], $1;", "l,r" %[[GEN]], %[[N]] : (!llvm.ptr, i32) -> ()
llvm.func @mbarrier(%gen: !llvm.ptr, %shared: !llvm.ptr<3>, %n: i32, %p: i1) {
  nvvm.mbarrier.init.shared %shared, %n, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init %gen, %n : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx %gen, %n : !llvm.ptr, i32
  llvm.return
}

// Integer attributes are immediates ("n"), made before the asm; results are written registers.
// CHECK-LABEL: llvm.func @immediates(
// CHECK-NEXT:   %[[G:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "wgmma.wait_group.sync.aligned $0;", "n" %[[G]] : (i32) -> ()
// CHECK-NEXT:   %[[SIZE:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %{{.*}}, %{{.*}}, %[[SIZE]], %{{.*}} : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
// CHECK-NEXT:   %{{.*}} = llvm.inline_asm has_side_effects asm_dialect = att "{{.*}}elect.sync rx | px, 0xFFFFFFFF;{{.*}}", "=b"  : () -> i1
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
llvm.func @immediates(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %n: i32) -> i1 {
  nvvm.wgmma.wait.group.sync.aligned 2
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  %e = nvvm.elect.sync -> i1
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  llvm.return %e : i1
}

// A struct read-write operand is read element by element, each tied to its written result register.
// CHECK-LABEL: llvm.func @wgmma(
// CHECK-COUNT-5: llvm.mlir.constant
// CHECK-COUNT-4: llvm.extractvalue
// CHECK-NEXT:   llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, $11,  $12, $13,  $14;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,l,l,n,n,n,n,n"
!acc = !llvm.struct<(f32, f32, f32, f32)>
llvm.func @wgmma(%a: i64, %b: i64, %acc: !acc) -> !acc {
  %0 = nvvm.wgmma.mma_async %a, %b, %acc,
      #nvvm.shape<m = 64, n = 8, k = 16>,
      D [<f32>, #nvvm.wgmma_scale_out<one>],
      A [<f16>, #nvvm.wgmma_scale_in<one>, <row>],
      B [<f16>, #nvvm.wgmma_scale_in<one>, <col>]
      : !acc -> !acc
  llvm.return %0 : !acc
}
