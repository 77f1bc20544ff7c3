module attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
  llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<3>, %x: i64, %v: vector<3xf32>) {
    %c = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c x i64 : (i32) -> !llvm.ptr<5>
    %b = llvm.alloca %c x !llvm.ptr<3> : (i32) -> !llvm.ptr<5>
    %s = llvm.alloca %c x !llvm.struct<(i8, i16)> : (i32) -> !llvm.ptr<5>
    %w = llvm.alloca %c x vector<3xf32> : (i32) -> !llvm.ptr<5>
    %arr = llvm.alloca %c x !llvm.array<5 x i8> : (i32) -> !llvm.ptr<5>
    %i128 = llvm.alloca %c x i128 : (i32) -> !llvm.ptr<5>
    %h = llvm.alloca %c x f16 : (i32) -> !llvm.ptr<5>
    %d = llvm.alloca %c x f128 : (i32) -> !llvm.ptr<5>
    %e = llvm.alloca %c x !llvm.ptr<7> : (i32) -> !llvm.ptr<5>
    %l1 = llvm.load %q : !llvm.ptr<3> -> !llvm.ptr<3>
    %l2 = llvm.load %p : !llvm.ptr -> vector<3xf32>
    %l3 = llvm.load %p : !llvm.ptr -> vector<4xi8>
    %l4 = llvm.load %p : !llvm.ptr -> vector<2xi64>
    %l5 = llvm.load %p : !llvm.ptr -> !llvm.struct<packed (i8, i64)>
    %l6 = llvm.load %p : !llvm.ptr -> i1
    %l7 = llvm.load %p : !llvm.ptr -> i24
    %l8 = llvm.load %p : !llvm.ptr -> bf16
    %l9 = llvm.load %p : !llvm.ptr -> f80
    %l10 = llvm.load %p : !llvm.ptr -> !llvm.array<3 x vector<3xi16>>
    %r1 = llvm.atomicrmw add %p, %x monotonic : !llvm.ptr, i64
    %r2 = llvm.atomicrmw xchg %q, %q monotonic : !llvm.ptr<3>, !llvm.ptr<3>
    llvm.return
  }
}
