module attributes {llvm.data_layout = "e-i64:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g(42 : i32) {alignment = 4 : i64} : i32
  llvm.func @ext(i32, ...) -> i32
  llvm.func @f(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.noalias, llvm.align = 8 : i64}, %arg2: f32) -> i32 attributes {nvvm.kernel} {
    %0 = llvm.add %arg0, %arg0 overflow<nsw> : i32
    %1 = llvm.icmp "slt" %0, %arg0 : i32
    %c = llvm.mlir.constant(3 : i32) : i32
    %f = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    llvm.cond_br %1, ^bb1(%0 : i32), ^bb2 {branch_weights = array<i32: 1, 2>}
  ^bb1(%a: i32):
    %l = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %a, %arg1 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %g = llvm.getelementptr inbounds %arg1[%a, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, f32)>
    %r = llvm.call @ext(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
    llvm.return %r : i32
  ^bb2:
    %x = llvm.fcmp "olt" %arg2, %arg2 : f32
    %s = llvm.select %x, %arg0, %c : i1, i32
    llvm.switch %s : i32, ^bb1(%s : i32) [ 1: ^bb1(%c : i32), 2: ^bb3 ]
  ^bb3:
    llvm.unreachable
  }
}
