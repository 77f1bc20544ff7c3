module {
  llvm.func @pers(...) -> i32
  llvm.func @callee(f32) -> f32
  llvm.func @vcallee(i32, ...)
  llvm.func @throws(i32) -> i32
  llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
  llvm.func @f(%p: !llvm.ptr, %x: f32, %i: i32, %v: vector<4xf32>, %c: i1) -> f32 attributes {personality = @pers} {
    %0 = llvm.call @callee(%x) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
    %1 = llvm.call %p(%0) : !llvm.ptr, (f32) -> f32
    llvm.call @vcallee(%i, %x) vararg(!llvm.func<void (i32, ...)>) : (i32, f32) -> ()
    %2 = llvm.call fastcc @callee(%1) : (f32) -> f32
    %3 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %i : (i32) -> i32
    %e = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f32
    %s = llvm.shufflevector %v, %v [0, 1, -1, 7] : vector<4xf32>
    %ins = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
    %fn = llvm.fneg %x : f32
    %fr = llvm.freeze %i : i32
    %cst = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
    %sp = llvm.mlir.constant(dense<2.0> : vector<4xf32>) : vector<4xf32>
    %z = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %add = llvm.fadd %cst, %v : vector<4xf32>
    %add2 = llvm.fadd %sp, %add : vector<4xf32>
    %cmpv = llvm.icmp "eq" %z, %z : vector<4xi32>
    %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %r = llvm.invoke @throws(%i) to ^bb1 unwind ^bb2 : (i32) -> i32
  ^bb1:
    llvm.switch %i : i32, ^bb3 [
      1: ^bb3,
      7: ^bb4
    ] {branch_weights = array<i32: 3, 5, 8>}
  ^bb2:
    %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.resume %lp : !llvm.struct<(ptr, i32)>
  ^bb3:
    llvm.return %2 : f32
  ^bb4:
    llvm.cond_br %c, ^bb5(%x : f32), ^bb5(%fn : f32)
  ^bb5(%a: f32):
    llvm.return %a : f32
  }
  llvm.func @order(%c: i1) -> i32 {
    llvm.br ^bb2
  ^bb1(%x: i32):
    llvm.return %x : i32
  ^bb2:
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %0, %0 : i32
    llvm.cond_br %c, ^bb1(%1 : i32), ^bb3
  ^bb3:
    %2 = llvm.mul %1, %1 : i32
    llvm.br ^bb1(%2 : i32)
  }
  llvm.func @casts(%p: !llvm.ptr, %i: i64) -> !llvm.ptr<1> {
    %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
    %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<1>
    %2 = llvm.inttoptr %i : i64 to !llvm.ptr
    %3 = llvm.ptrtoint %2 : !llvm.ptr to i32
    %4 = llvm.mlir.constant(5 : i64) : i64
    %5 = llvm.trunc %4 : i64 to i32
    %6 = llvm.sext %5 : i32 to i64
    %7 = llvm.getelementptr %p[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.alloca %i x i8 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %9 = llvm.alloca %4 x !llvm.struct<(i8, i8)> : (i64) -> !llvm.ptr<5>
    llvm.fence syncscope("agent") acquire
    %10 = llvm.load %p {invariant, nontemporal} : !llvm.ptr -> vector<3xi32>
    %11 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("block") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
    %onef = llvm.mlir.constant(1.0 : f32) : f32
    %12 = llvm.atomicrmw volatile fadd %p, %onef seq_cst : !llvm.ptr, f32
    llvm.return %1 : !llvm.ptr<1>
  }
}
