// Round trip: mlir-opt's own generic + debuginfo output of big_matmul.mlir, fed back in
// (trailing location aliases, resource trailer, generic func.func).
#loc4 = loc("big_matmul.mlir":15:24)
#loc9 = loc("big_matmul.mlir":21:24)
#loc10 = loc("big_matmul.mlir":21:45)
#loc11 = loc("big_matmul.mlir":21:56)
#loc17 = loc("big_matmul.mlir":28:27)
#loc18 = loc("big_matmul.mlir":28:38)
#loc19 = loc("big_matmul.mlir":28:49)
#loc20 = loc("big_matmul.mlir":28:60)
#loc26 = loc("big_matmul.mlir":33:10)
#loc27 = loc("big_matmul.mlir":33:21)
#loc36 = loc("big_matmul.mlir":43:31)
#loc37 = loc("big_matmul.mlir":43:42)
#loc38 = loc("big_matmul.mlir":43:52)
#loc41 = loc("big_matmul.mlir":46:8)
#loc51 = loc("big_matmul.mlir":59:9)
#loc54 = loc("big_matmul.mlir":63:21)
#loc55 = loc("big_matmul.mlir":63:42)
#loc56 = loc("big_matmul.mlir":63:63)
#loc62 = loc("big_matmul.mlir":69:10)
#loc63 = loc("big_matmul.mlir":69:21)
#loc73 = loc("big_matmul.mlir":80:10)
#loc74 = loc("big_matmul.mlir":80:29)
#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
"builtin.module"() <{sym_name = "kernels"}> ({
  "func.func"() <{function_type = (memref<?x?xf32>, f32) -> (), sym_name = "llvm_memset", sym_visibility = "private"}> ({
  }) {foo.extern = "memset_f32"} : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, !foo.status) -> (), sym_name = "report", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc2)
  "func.func"() <{arg_attrs = [{foo.align = 64 : i64, foo.noalias}], function_type = (memref<?x?xf32>) -> (), sym_name = "zero_fill"}> ({
  ^bb0(%arg19: memref<?x?xf32> loc("big_matmul.mlir":15:24)):
    %35 = "my.constant"() {value = 0.000000e+00 : f32} : () -> f32 loc(#loc5)
    "func.call"(%arg19, %35) <{callee = @llvm_memset}> : (memref<?x?xf32>, f32) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc3)
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<32x32xf32, strided<[32, 1], offset: ?>>, sym_name = "load_tile"}> ({
  ^bb0(%arg16: memref<?x?xf32> loc("big_matmul.mlir":21:24), %arg17: index loc("big_matmul.mlir":21:45), %arg18: index loc("big_matmul.mlir":21:56)):
    %32 = "my.constant"() {value = 32 : index} : () -> index loc(#loc12)
    %33 = "my.apply"(%arg17, %arg18, %32) {map = #map} : (index, index, index) -> index loc(#loc13)
    %34 = "my.subview"(%arg16, %33) {static_sizes = array<i64: 32, 32>, static_strides = array<i64: 32, 1>} : (memref<?x?xf32>, index) -> memref<32x32xf32, strided<[32, 1], offset: ?>> loc(#loc14)
    "func.return"(%34) : (memref<32x32xf32, strided<[32, 1], offset: ?>>) -> () loc(#loc15)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (memref<32x32xf32, strided<[32, 1], offset: ?>>, memref<32x32xf32, strided<[32, 1], offset: ?>>, memref<32x32xf32, strided<[32, 1], offset: ?>>, index) -> (vector<8x[4]xf32>, i1), sym_name = "micro_kernel"}> ({
  ^bb0(%arg10: memref<32x32xf32, strided<[32, 1], offset: ?>> loc("big_matmul.mlir":28:27), %arg11: memref<32x32xf32, strided<[32, 1], offset: ?>> loc("big_matmul.mlir":28:38), %arg12: memref<32x32xf32, strided<[32, 1], offset: ?>> loc("big_matmul.mlir":28:49), %arg13: index loc("big_matmul.mlir":28:60)):
    %24 = "my.broadcast"() {value = dense<0.000000e+00> : vector<8x[4]xf32>} : () -> vector<8x[4]xf32> loc(#loc21)
    %25 = "my.constant"() {value = 0 : index} : () -> index loc(#loc22)
    %26 = "my.constant"() {value = 1 : index} : () -> index loc(#loc23)
    %27:2 = "my.for"(%25, %arg13, %26, %24) ({
    ^bb0(%arg14: index loc("big_matmul.mlir":33:10), %arg15: vector<8x[4]xf32> loc("big_matmul.mlir":33:21)):
      %28 = "my.load"(%arg10, %arg14) {in_bounds = [true, false], permutation = #map1} : (memref<32x32xf32, strided<[32, 1], offset: ?>>, index) -> vector<8xf32> loc(#loc28)
      %29 = "my.load"(%arg11, %arg14) {permutation = #map2} : (memref<32x32xf32, strided<[32, 1], offset: ?>>, index) -> vector<[4]xf32> loc(#loc29)
      %30 = "my.outer"(%28, %29, %arg15) <{kind = #foo.kind<add>}> : (vector<8xf32>, vector<[4]xf32>, vector<8x[4]xf32>) -> vector<8x[4]xf32> loc(#loc30)
      %31 = "my.check"(%arg14, %arg13) {set = #set} : (index, index) -> i1 loc(#loc31)
      "my.yield"(%30, %31) : (vector<8x[4]xf32>, i1) -> () loc(#loc88)
    }) {foo.pipeline = {depth = 2 : i32, stages = 3 : i32}, foo.unroll = 4 : i32} : (index, index, index, vector<8x[4]xf32>) -> (vector<8x[4]xf32>, i1) loc(#loc87)
    "func.return"(%27#0, %27#1) : (vector<8x[4]xf32>, i1) -> () loc(#loc34)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (memref<32x32xf32, strided<[32, 1], offset: ?>>, vector<8x[4]xf32>, i32) -> i32, sym_name = "store_with_retry"}> ({
  ^bb0(%arg7: memref<32x32xf32, strided<[32, 1], offset: ?>> loc("big_matmul.mlir":43:31), %arg8: vector<8x[4]xf32> loc("big_matmul.mlir":43:42), %arg9: i32 loc("big_matmul.mlir":43:52)):
    %17 = "my.constant"() {value = 0 : i32} : () -> i32 loc(#loc39)
    "my.br"(%17)[^bb1] : (i32) -> () loc(#loc40)
  ^bb1(%18: i32 loc("big_matmul.mlir":46:8)):  // 2 preds: ^bb0, ^bb2
    %19 = "my.store"(%arg8, %arg7) : (vector<8x[4]xf32>, memref<32x32xf32, strided<[32, 1], offset: ?>>) -> !foo.status loc(#loc42)
    %20 = "my.is_ok"(%19) : (!foo.status) -> i1 loc(#loc43)
    "my.cond_br"(%20)[^bb4, ^bb2] : (i1) -> () loc(#loc44)
  ^bb2:  // pred: ^bb1
    %21 = "my.add"(%18, %18) : (i32, i32) -> i32 loc(#loc45)
    %22 = "my.lt"(%21, %arg9) : (i32, i32) -> i1 loc(#loc46)
    "my.cond_br"(%22, %21)[^bb1, ^bb3] : (i1, i32) -> () loc(#loc47)
  ^bb3:  // pred: ^bb2
    "func.call"(%18, %19) <{callee = @report}> : (i32, !foo.status) -> () loc(#loc48)
    "my.br"(%18)[^bb5] : (i32) -> () loc(#loc49)
  ^bb4:  // pred: ^bb1
    "my.br"(%18)[^bb5] : (i32) -> () loc(#loc50)
  ^bb5(%23: i32 loc("big_matmul.mlir":59:9)):  // 2 preds: ^bb3, ^bb4
    "func.return"(%23) : (i32) -> () loc(#loc52)
  }) : () -> () loc(#loc35)
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul"}> ({
  ^bb0(%arg0: memref<?x?xf32> loc("big_matmul.mlir":63:21), %arg1: memref<?x?xf32> loc("big_matmul.mlir":63:42), %arg2: memref<?x?xf32> loc("big_matmul.mlir":63:63)):
    "func.call"(%arg2) <{callee = @zero_fill}> : (memref<?x?xf32>) -> () loc(#loc57)
    %6 = "my.dim"(%arg0) {index = 0 : index} : (memref<?x?xf32>) -> index loc(#loc58)
    %7 = "my.dim"(%arg1) {index = 1 : index} : (memref<?x?xf32>) -> index loc(#loc59)
    %8 = "my.dim"(%arg0) {index = 1 : index} : (memref<?x?xf32>) -> index loc(#loc60)
    "my.parallel"(%6, %7) ({
    ^bb0(%arg5: index loc("big_matmul.mlir":69:10), %arg6: index loc("big_matmul.mlir":69:21)):
      %9 = "func.call"(%arg0, %arg5, %arg6) <{callee = @load_tile}> : (memref<?x?xf32>, index, index) -> memref<32x32xf32, strided<[32, 1], offset: ?>> loc(#loc64)
      %10 = "func.call"(%arg1, %arg6, %arg5) <{callee = @load_tile}> : (memref<?x?xf32>, index, index) -> memref<32x32xf32, strided<[32, 1], offset: ?>> loc(#loc65)
      %11 = "func.call"(%arg2, %arg5, %arg6) <{callee = @load_tile}> : (memref<?x?xf32>, index, index) -> memref<32x32xf32, strided<[32, 1], offset: ?>> loc(#loc66)
      %12:2 = "func.call"(%9, %10, %11, %8) <{callee = @micro_kernel}> : (memref<32x32xf32, strided<[32, 1], offset: ?>>, memref<32x32xf32, strided<[32, 1], offset: ?>>, memref<32x32xf32, strided<[32, 1], offset: ?>>, index) -> (vector<8x[4]xf32>, i1) loc(#loc67)
      %13 = "my.constant"() {value = 3 : i32} : () -> i32 loc(#loc68)
      %14 = "func.call"(%11, %12#0, %13) <{callee = @store_with_retry}> : (memref<32x32xf32, strided<[32, 1], offset: ?>>, vector<8x[4]xf32>, i32) -> i32 loc(#loc69)
      %15 = "func.constant"() <{value = @store_with_retry}> : () -> ((memref<32x32xf32, strided<[32, 1], offset: ?>>, vector<8x[4]xf32>, i32) -> i32) loc(#loc70)
      %16 = "func.call_indirect"(%15, %11, %12#0, %14) : ((memref<32x32xf32, strided<[32, 1], offset: ?>>, vector<8x[4]xf32>, i32) -> i32, memref<32x32xf32, strided<[32, 1], offset: ?>>, vector<8x[4]xf32>, i32) -> i32 loc(#loc71)
      "my.yield"() : () -> () loc(#loc72)
    }, {
    ^bb0(%arg3: !foo.status loc("big_matmul.mlir":80:10), %arg4: i32 loc("big_matmul.mlir":80:29)):
      "func.call"(%arg4, %arg3) <{callee = @report}> : (i32, !foo.status) -> () loc(#loc75)
      "my.yield"() : () -> () loc(#loc76)
    }) {mapping = [#foo.block<x>, #foo.block<y>]} : (index, index) -> () loc(#loc61)
    "func.return"() : () -> () loc(#loc77)
  }) {foo.entry, foo.grid = array<i32: 16, 16, 1>} : () -> () loc(#loc53)
  "func.func"() <{function_type = () -> (tensor<4x4xf32>, tensor<8xi8>, tensor<2x2xcomplex<f32>>, tensor<3x!foo.str>), sym_name = "tables"}> ({
    %0 = "my.const"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32> loc(#loc79)
    %1 = "my.const"() {value = dense<[-128, -1, 0, 1, 2, 4, 8, 127]> : tensor<8xi8>} : () -> tensor<8xi8> loc(#loc80)
    %2 = "my.const"() {value = dense<[[(1.000000e+00,-1.000000e+00), (5.000000e-01,2.500000e-01)], [(0.000000e+00,0.000000e+00), (3.000000e+10,1.000000e-10)]]> : tensor<2x2xcomplex<f32>>} : () -> tensor<2x2xcomplex<f32>> loc(#loc81)
    %3 = "my.const"() {value = dense<["relu", "gelu\00", "tanh\0A"]> : tensor<3x!foo.str>} : () -> tensor<3x!foo.str> loc(#loc82)
    %4 = "my.const"() {value = dense_resource<matmul_weights> : tensor<4xf32>} : () -> tensor<4xf32> loc(#loc83)
    %5 = "builtin.unrealized_conversion_cast"(%4) : (tensor<4xf32>) -> !foo.weights<4> loc(#loc84)
    "my.register"(%5) {meta = {checksum = 51966 : i32, version = 2 : i8}, name = "weights", tags = ["a", "b"]} : (!foo.weights<4>) -> () loc(#loc85)
    "func.return"(%0, %1, %2, %3) : (tensor<4x4xf32>, tensor<8xi8>, tensor<2x2xcomplex<f32>>, tensor<3x!foo.str>) -> () loc(#loc86)
  }) : () -> () loc(#loc78)
}) {foo.target = #foo.target<"sm_90", features = ["+ptx80"]>, foo.version = 3 : i32} : () -> () loc(#loc)
#loc = loc("big_matmul.mlir":11:1)
#loc1 = loc("big_matmul.mlir":12:3)
#loc2 = loc("big_matmul.mlir":13:3)
#loc3 = loc("matmul.py":9:1)
#loc5 = loc("matmul.py":10:5)
#loc6 = loc("matmul.py":11:5)
#loc7 = loc("matmul.py":12:5)
#loc8 = loc("matmul.py":1:1)
#loc12 = loc("big_matmul.mlir":22:12)
#loc13 = loc("big_matmul.mlir":23:12)
#loc14 = loc("big_matmul.mlir":24:13)
#loc15 = loc("big_matmul.mlir":25:5)
#loc16 = loc("big_matmul.mlir":28:3)
#loc21 = loc("big_matmul.mlir":29:13)
#loc22 = loc("big_matmul.mlir":30:11)
#loc23 = loc("big_matmul.mlir":31:13)
#loc24 = loc("micro")
#loc25 = loc("matmul.py":38:3)
#loc28 = loc("big_matmul.mlir":34:13)
#loc29 = loc("big_matmul.mlir":35:13)
#loc30 = loc("big_matmul.mlir":36:15)
#loc31 = loc("big_matmul.mlir":37:13)
#loc32 = loc("matmul.py":40:7)
#loc33 = loc("matmul.py":41:7)
#loc34 = loc("big_matmul.mlir":40:5)
#loc35 = loc("big_matmul.mlir":43:3)
#loc39 = loc("big_matmul.mlir":44:13)
#loc40 = loc("big_matmul.mlir":45:5)
#loc42 = loc("big_matmul.mlir":47:15)
#loc43 = loc("big_matmul.mlir":48:11)
#loc44 = loc("big_matmul.mlir":49:5)
#loc45 = loc("big_matmul.mlir":51:13)
#loc46 = loc("big_matmul.mlir":52:14)
#loc47 = loc("big_matmul.mlir":53:5)
#loc48 = loc("big_matmul.mlir":55:5)
#loc49 = loc("big_matmul.mlir":56:5)
#loc50 = loc("big_matmul.mlir":58:5)
#loc52 = loc("big_matmul.mlir":60:5)
#loc53 = loc("big_matmul.mlir":63:3)
#loc57 = loc("big_matmul.mlir":64:5)
#loc58 = loc("big_matmul.mlir":65:10)
#loc59 = loc("big_matmul.mlir":66:10)
#loc60 = loc("big_matmul.mlir":67:10)
#loc61 = loc("big_matmul.mlir":68:5)
#loc64 = loc("big_matmul.mlir":70:13)
#loc65 = loc("big_matmul.mlir":71:13)
#loc66 = loc("big_matmul.mlir":72:13)
#loc67 = loc("big_matmul.mlir":73:16)
#loc68 = loc("big_matmul.mlir":74:14)
#loc69 = loc("big_matmul.mlir":75:16)
#loc70 = loc("big_matmul.mlir":76:12)
#loc71 = loc("big_matmul.mlir":77:17)
#loc72 = loc("big_matmul.mlir":78:7)
#loc75 = loc("big_matmul.mlir":81:7)
#loc76 = loc("big_matmul.mlir":82:7)
#loc77 = loc("big_matmul.mlir":84:5)
#loc78 = loc("big_matmul.mlir":88:3)
#loc79 = loc("big_matmul.mlir":89:11)
#loc80 = loc("big_matmul.mlir":90:11)
#loc81 = loc("big_matmul.mlir":91:11)
#loc82 = loc("big_matmul.mlir":92:11)
#loc83 = loc("big_matmul.mlir":93:10)
#loc84 = loc("big_matmul.mlir":94:13)
#loc85 = loc("big_matmul.mlir":95:5)
#loc86 = loc("big_matmul.mlir":96:5)
#loc87 = loc(callsite(#loc24 at #loc25))
#loc88 = loc(fused<"unrolled">[#loc32, #loc33])

{-#
  dialect_resources: {
    builtin: {
      matmul_weights: "0x040000000000803F000000400000404000008040"
    }
  }
#-}

