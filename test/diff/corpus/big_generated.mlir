// A larger generated-style file: many functions mixing types, attributes, locations,
// nested regions and CFGs, so that alias numbering and ordering interact.

#gl = loc("global.py":1:1)
#shared_map = affine_map<(d0, d1) -> (d1, d0)>
!shared_t = memref<4x4xf32, #shared_map>

module @outer {
  func.func private @inner(i32) -> i32
}
func.func private @callee(i32) -> i32
func.func @gen_0(%a0: i1 {foo.arg = 0 : i32}) -> f16 {
  %v0_1 = "my.compute"(%a0) {e = true} : (i1) -> i32 loc("node_1")
  %v0_2 = "my.compute"() {p = #foo<"opaque body">, q = affine_map<(d0) -> (d0 * 2)>} : () -> index loc("node_2")
  %r0_3 = "my.region"() ({
  ^bb0(%b0_3: vector<[8]xi8>):
    %v0_4 = "my.fold"(%v0_2, %a0, %v0_1) {o = @callee, l = -7, y = affine_set<(d0) : (d0 - 1 >= 0)>} : (index, i1, i32) -> !foo.handle loc(fused["gen.py":4:39, "tag"])
    %v0_5 = "my.load"(%v0_2, %v0_1, %b0_3) : (index, i32, vector<[8]xi8>) -> i32 loc(#gl)
    %v0_6 = "my.probe"() {c = i32, z = #foo<"opaque body">} : () -> none loc(fused<"pass">["gen.py":6:11])
    "my.yield"(%v0_1) : (i32) -> ()
  }) {b = i32, y = @outer::@inner, v = affine_map<(d0) -> (d0 * 2)>} : () -> vector<[8]xi8> loc(#gl)
  %v0_7 = "my.mix"(%v0_1, %r0_3) {j = [1, 2, 3], o = memref<2xf32, 1>} : (i32, vector<[8]xi8>) -> !foo.handle loc(callsite("f7" at "gen.py":7:26))
  %v0_8 = "my.load"(%v0_2, %a0, %v0_1) : (index, i1, i32) -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> loc("gen.py":8:72)
  %ret0 = "my.make"() : () -> f16
  return %ret0 : f16 loc(callsite("f9" at "gen.py":9:57))
} loc(callsite("f500" at "gen.py":500:30))
func.func @gen_1(%a0: !foo.buf<"rw", 4>, %a1: complex<f32>, %a2: !foo.buf<"rw", 4>, %a3: complex<f32> {foo.arg = 3 : i32}) -> !foo.handle {
  %v1_10 = "my.mix"(%a3, %a0) {d = #foo<"opaque body">} : (complex<f32>, !foo.buf<"rw", 4>) -> f16 loc(#gl)
  %v1_11:2 = "my.load"() : () -> (i32, f32) loc("node_11")
  "my.compute"(%v1_10, %a2) : (f16, !foo.buf<"rw", 4>) -> () loc(fused<"pass">["gen.py":12:59])
  %v1_13 = "my.mix"() {f = 0x7FC00000 : f32, z = "text", k = dense<[1, 2]> : tensor<2xi32>} : () -> memref<4xf32, strided<[2], offset: ?>>
  %v1_14:2 = "my.mix"() : () -> (f32, !foo.buf<"rw", 4>) loc("n14"("gen.py":14:61))
  %v1_15 = "my.probe"() : () -> i1 loc(callsite("f15" at "gen.py":15:51))
  %r1_16 = "my.region"() ({
  ^bb0(%b1_16: index):
    "my.probe"() : () -> () loc("n17"("gen.py":17:9))
    "my.yield"(%v1_11#1) : (f32) -> ()
  }) {s = #foo.kind<fast>} : () -> index loc(fused["gen.py":17:32, "tag"])
  %v1_18 = "my.compute"(%v1_10) {h = -7, a = @outer::@inner} : (f16) -> i1 loc(fused["gen.py":18:5, "tag"])
  %ret1 = "my.make"() : () -> !foo.handle
  return %ret1 : !foo.handle loc("node_19")
} loc(callsite("f501" at "gen.py":501:73))
func.func @gen_2() -> f64 {
  "my.compute"() {f = affine_set<(d0) : (d0 - 1 >= 0)>, u = [1, 2, 3], d = @callee} : () -> () loc(fused<"pass">["gen.py":20:68])
  %v2_21 = "my.load"() {s = 0x7FC00000 : f32, f = array<i32: 4, 5>, r = "esc\"aped\n"} : () -> !foo.handle loc("node_21")
  %v2_22:2 = "my.store"(%v2_21) : (!foo.handle) -> (vector<[8]xi8>, f64) loc(fused["gen.py":22:72, "tag"])
  %v2_23 = "my.probe"(%v2_21, %v2_22#0) : (!foo.handle, vector<[8]xi8>) -> i64 loc(fused<"pass">["gen.py":23:44])
  %v2_24 = "my.compute"() {p = 1.5 : f32, m = unit, r = dense<2.0> : tensor<2x2xf32>} : () -> i32 loc("n24"("gen.py":24:39))
  %v2_25 = "my.load"(%v2_22#0) : (vector<[8]xi8>) -> memref<4xf32, strided<[2], offset: ?>> loc("node_25")
  %v2_26 = "my.fold"(%v2_23, %v2_24) : (i64, i32) -> vector<[8]xi8> loc("n26"("gen.py":26:68))
  %v2_27 = "my.load"(%v2_22#0, %v2_24) : (vector<[8]xi8>, i32) -> f32 loc(fused["gen.py":27:11, "tag"])
  %v2_28 = "my.fold"(%v2_25, %v2_27) {p = i32, s = {k = 1, j = "v"}, v = dense<[1, 2]> : tensor<2xi32>} : (memref<4xf32, strided<[2], offset: ?>>, f32) -> f16
  %ret2 = "my.make"() : () -> f64
  return %ret2 : f64 loc(fused<"pass">["gen.py":29:80])
} loc(unknown)
func.func @gen_3(%a0: bf16, %a1: memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> f32 {
  %r3_30 = "my.region"() ({
  ^bb0(%b3_30: tuple<i32, f32>):
    "my.compute"(%a0, %b3_30, %a1) {q = array<i32: 4, 5>, k = affine_map<(d0) -> (d0 * 2)>} : (bf16, tuple<i32, f32>, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> () loc(fused["gen.py":31:68, "tag"])
    "my.yield"(%a0) : (bf16) -> ()
  }) {v = affine_set<(d0) : (d0 - 1 >= 0)>, w = affine_map<(d0, d1) -> (d0 + d1)>, m = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> tuple<i32, f32>
  %v3_32 = "my.compute"() {d} : () -> vector<4xf32> loc(fused["gen.py":32:64, "tag"])
  %v3_33:2 = "my.load"() : () -> (f16, tensor<?x4xf32>) loc("gen.py":33:68)
  "my.probe"(%v3_32, %a1) {f = 0x7FC00000 : f32, e} : (vector<4xf32>, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> () loc(unknown)
  %v3_35 = "my.fold"(%a1, %v3_32, %v3_33#0) {b = 42 : i32} : (memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, vector<4xf32>, f16) -> !foo.handle loc(fused<"pass">["gen.py":35:73])
  %r3_36 = "my.region"() ({
  ^bb0(%b3_36: tuple<i32, f32>):
    %r3_37 = "my.region"() ({
    ^bb0(%b3_37: bf16):
      %v3_38 = "my.store"(%b3_36) {k = dense<[1, 2]> : tensor<2xi32>, d = affine_map<(d0) -> (d0 * 2)>, r = affine_map<(d0, d1) -> (d0 + d1)>} : (tuple<i32, f32>) -> bf16 loc(unknown)
      %v3_39 = "my.store"(%b3_37) {a = affine_map<(d0) -> (d0 * 2)>, y = #foo.kind<fast>, e = dense<2.0> : tensor<2x2xf32>} : (bf16) -> memref<8x?xf32> loc("n39"("gen.py":39:27))
      "my.yield"(%v3_35) : (!foo.handle) -> ()
    }) {p = true, u = affine_set<(d0) : (d0 - 1 >= 0)>, y = "text"} : () -> bf16 loc(#gl)
    %r3_40 = "my.region"() ({
    ^bb0(%b3_40: tuple<i32, f32>):
      %v3_41 = "my.store"(%b3_40, %r3_37, %v3_32) {c = -7} : (tuple<i32, f32>, bf16, vector<4xf32>) -> complex<f32>
      %v3_42 = "my.load"(%a0, %b3_40) {j = #foo<"opaque body">, l = strided<[1, 4], offset: 2>} : (bf16, tuple<i32, f32>) -> ((i32) -> i32) loc(fused<"pass">["gen.py":42:8])
      "my.yield"(%r3_37) : (bf16) -> ()
    }) {w = true, y = dense<2.0> : tensor<2x2xf32>} : () -> tuple<i32, f32> loc(fused["gen.py":42:40, "tag"])
    "my.yield"(%a1) : (memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> ()
  }) {e = true} : () -> tuple<i32, f32> loc("n42"("gen.py":42:47))
  %v3_43 = "my.mix"(%v3_33#1) {o = dense<2.0> : tensor<2x2xf32>} : (tensor<?x4xf32>) -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> loc(#gl)
  %ret3 = "my.make"() : () -> f32
  return %ret3 : f32 loc(callsite("f44" at "gen.py":44:11))
}
func.func @gen_4(%a0: memref<4xf32, strided<[2], offset: ?>> {foo.arg = 0 : i32}, %a1: index {foo.arg = 1 : i32}, %a2: i32) -> i64 {
  %r4_45 = "my.region"() ({
  ^bb0(%b4_45: f16):
    "my.compute"(%a2, %a1) {t = 42 : i32, a = 1.0e-20 : f64} : (i32, index) -> () loc("n46"("gen.py":46:48))
    %r4_47 = "my.region"() ({
    ^bb0(%b4_47: f16):
      "my.store"(%a1, %a0) {i = #foo.kind<fast>} : (index, memref<4xf32, strided<[2], offset: ?>>) -> () loc(#gl)
      "my.yield"(%a0) : (memref<4xf32, strided<[2], offset: ?>>) -> ()
    }) : () -> f16 loc(unknown)
    "my.yield"(%b4_45) : (f16) -> ()
  }) : () -> f16 loc(fused["gen.py":48:34, "tag"])
  %v4_49 = "my.compute"(%a1) {k = strided<[1, 4], offset: 2>} : (index) -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> loc("n49"("gen.py":49:62))
  %v4_50 = "my.compute"() {g = [1, 2, 3], s = unit} : () -> vector<4xf32> loc("node_50")
  %v4_51:2 = "my.load"() {k = dense<2.0> : tensor<2x2xf32>, g = strided<[1, 4], offset: 2>} : () -> (tensor<?x4xf32>, i32) loc(fused["gen.py":51:55, "tag"])
  %ret4 = "my.make"() : () -> i64
  return %ret4 : i64 loc("n52"("gen.py":52:10))
} loc(callsite("f504" at "gen.py":504:80))
func.func @gen_5(%a0: none) -> !foo.buf<"rw", 4> {
  "my.probe"() {f = affine_set<(d0) : (d0 - 1 >= 0)>, y = array<i32: 4, 5>} : () -> () loc("gen.py":53:64)
  %v5_54 = "my.probe"() {g = @outer::@inner} : () -> f32 loc(fused["gen.py":54:48, "tag"])
  %v5_55 = "my.compute"() {b = i32} : () -> vector<[8]xi8> loc(callsite("f55" at "gen.py":55:75))
  %ret5 = "my.make"() : () -> !foo.buf<"rw", 4>
  return %ret5 : !foo.buf<"rw", 4> loc("gen.py":56:15)
} loc("gen.py":505:52)
func.func @gen_6(%a0: !foo.handle, %a1: vector<[8]xi8>, %a2: memref<4xf32, strided<[2], offset: ?>>) -> i64 {
  "my.store"(%a2, %a1) {a = "text"} : (memref<4xf32, strided<[2], offset: ?>>, vector<[8]xi8>) -> () loc(fused["gen.py":57:3, "tag"])
  %v6_58 = "my.load"() {n = #foo<"opaque body">} : () -> f32 loc(#gl)
  %ret6 = "my.make"() : () -> i64
  return %ret6 : i64 loc(fused<"pass">["gen.py":59:45])
} loc(fused<"pass">["gen.py":506:32])
func.func @gen_7(%a0: f16, %a1: i64, %a2: f32, %a3: !foo.buf<"rw", 4>) -> bf16 {
  %v7_60 = "my.store"(%a2, %a3) {y = dense<2.0> : tensor<2x2xf32>, g = true, m = 0x7FC00000 : f32} : (f32, !foo.buf<"rw", 4>) -> vector<[8]xi8>
  %r7_61 = "my.region"() ({
  ^bb0(%b7_61: tuple<i32, f32>):
    %v7_62:2 = "my.load"(%v7_60, %b7_61) {u = dense<2.0> : tensor<2x2xf32>} : (vector<[8]xi8>, tuple<i32, f32>) -> ((i32) -> i32, memref<4xf32, strided<[2], offset: ?>>) loc(fused<"pass">["gen.py":62:57])
    %v7_63:2 = "my.fold"(%a3, %a1, %v7_60) {s = #foo.kind<fast>} : (!foo.buf<"rw", 4>, i64, vector<[8]xi8>) -> (tensor<*xi32>, f32) loc(unknown)
    %r7_64 = "my.region"() ({
    ^bb0(%b7_64: complex<f32>):
      "my.load"() {o = 1.5 : f32} : () -> () loc(#gl)
      %v7_66 = "my.load"() {b = @callee, t = memref<2xf32, 1>} : () -> i32 loc(#gl)
      %v7_67 = "my.compute"(%b7_64, %v7_62#1) {j = @callee} : (complex<f32>, memref<4xf32, strided<[2], offset: ?>>) -> i32 loc("n67"("gen.py":67:61))
      "my.yield"(%v7_63#1) : (f32) -> ()
    }) {q = unit, k = -7} : () -> complex<f32> loc(fused["gen.py":67:28, "tag"])
    "my.yield"(%b7_61) : (tuple<i32, f32>) -> ()
  }) {m = affine_map<(d0) -> (d0 * 2)>, q = 0x7FC00000 : f32} : () -> tuple<i32, f32> loc("gen.py":67:52)
  %r7_68 = "my.region"() ({
  ^bb0(%b7_68: i32):
    %v7_69 = "my.probe"(%a3) {y = unit} : (!foo.buf<"rw", 4>) -> index loc("n69"("gen.py":69:52))
    %v7_70 = "my.compute"(%a1, %a3) {v = i32, e = i32, l = loc("attr.py":3:4)} : (i64, !foo.buf<"rw", 4>) -> none
    "my.yield"(%v7_60) : (vector<[8]xi8>) -> ()
  }) {u = -7} : () -> i32 loc("gen.py":70:42)
  %r7_71 = "my.region"() ({
  ^bb0(%b7_71: f16):
    %v7_72:2 = "my.compute"(%a3, %a0) {k = #foo<"opaque body">} : (!foo.buf<"rw", 4>, f16) -> ((i32) -> i32, !foo.buf<"rw", 4>)
    "my.probe"(%a3) {d = array<i32: 4, 5>} : (!foo.buf<"rw", 4>) -> () loc(#gl)
    "my.yield"(%r7_68) : (i32) -> ()
  }) {l = affine_set<(d0) : (d0 - 1 >= 0)>, x = @callee} : () -> f16 loc("gen.py":73:40)
  %v7_74 = "my.store"(%a1, %a0) {q = distinct[0]<{tag = 1}>, w = array<i32: 4, 5>, t = memref<2xf32, 1>} : (i64, f16) -> bf16 loc(fused<"pass">["gen.py":74:36])
  %ret7 = "my.make"() : () -> bf16
  return %ret7 : bf16 loc(#gl)
} loc("gen.py":507:51)
func.func @gen_8(%a0: f32 {foo.arg = 0 : i32}, %a1: f16 {foo.arg = 1 : i32}, %a2: memref<8x?xf32>) -> f32 {
  %v8_76 = "my.probe"() {s = 123456789.0 : f32, a} : () -> memref<8x?xf32> loc("gen.py":76:20)
  %v8_77 = "my.load"(%a1, %a0) : (f16, f32) -> vector<[8]xi8> loc(callsite("f77" at "gen.py":77:68))
  %v8_78 = "my.load"(%a0, %a1, %v8_77) : (f32, f16, vector<[8]xi8>) -> tensor<?x4xf32> loc(#gl)
  %v8_79:2 = "my.probe"(%a1, %v8_76, %a2) : (f16, memref<8x?xf32>, memref<8x?xf32>) -> (i32, f64)
  %v8_80 = "my.fold"(%v8_79#1, %v8_79#0, %a0) : (f64, i32, f32) -> i8 loc("gen.py":80:45)
  %v8_81:2 = "my.load"(%a2, %v8_79#1) {h = #foo<"opaque body">, y} : (memref<8x?xf32>, f64) -> (vector<4xf32>, !foo.buf<"rw", 4>) loc("node_81")
  %ret8 = "my.make"() : () -> f32
  return %ret8 : f32 loc("n82"("gen.py":82:53))
}
func.func @gen_9(%a0: tensor<?x4xf32>) -> complex<f32> {
  %v9_83 = "my.store"() {e = @outer::@inner, w = 1.0e-20 : f64} : () -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> loc(callsite("f83" at "gen.py":83:76))
  %v9_84 = "my.compute"() : () -> none loc(fused["gen.py":84:50, "tag"])
  %v9_85:2 = "my.compute"(%v9_84, %a0, %v9_83) : (none, tensor<?x4xf32>, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> (vector<4xf32>, f64) loc("n85"("gen.py":85:74))
  %ret9 = "my.make"() : () -> complex<f32>
  return %ret9 : complex<f32> loc("node_86")
} loc(unknown)
func.func @gen_10(%a0: !foo.buf<"rw", 4>, %a1: complex<f32>, %a2: memref<8x?xf32> {foo.arg = 2 : i32}, %a3: memref<4xf32, strided<[2], offset: ?>>) -> i1 {
  %v10_87 = "my.fold"(%a0) : (!foo.buf<"rw", 4>) -> bf16 loc(#gl)
  "my.probe"(%a1, %a2) {i = {k = 1, j = "v"}} : (complex<f32>, memref<8x?xf32>) -> () loc(unknown)
  %v10_89 = "my.compute"(%v10_87, %a3) : (bf16, memref<4xf32, strided<[2], offset: ?>>) -> bf16 loc(unknown)
  "my.store"() {g = dense<2.0> : tensor<2x2xf32>, t = @outer::@inner} : () -> () loc(#gl)
  "my.store"(%a3, %a0, %v10_89) {w = [1, 2, 3]} : (memref<4xf32, strided<[2], offset: ?>>, !foo.buf<"rw", 4>, bf16) -> () loc(fused["gen.py":91:37, "tag"])
  %v10_92 = "my.fold"(%a0) {g = -7, y = "esc\"aped\n", e = "text"} : (!foo.buf<"rw", 4>) -> vector<[8]xi8> loc(#gl)
  %v10_93:2 = "my.load"(%a1, %v10_87) {b = 0x7FC00000 : f32} : (complex<f32>, bf16) -> (!foo.buf<"rw", 4>, memref<8x?xf32>) loc("node_93")
  %v10_94 = "my.mix"(%v10_93#1, %a0, %v10_89) {b = memref<2xf32, 1>} : (memref<8x?xf32>, !foo.buf<"rw", 4>, bf16) -> vector<[8]xi8> loc(fused<"pass">["gen.py":94:62])
  %ret10 = "my.make"() : () -> i1
  return %ret10 : i1 loc(callsite("f95" at "gen.py":95:26))
} loc(unknown)
func.func @gen_11(%a0: memref<4xf32, strided<[2], offset: ?>>) -> bf16 {
  %v11_96:2 = "my.fold"(%a0) {s = distinct[0]<{tag = 1}>, x = strided<[1, 4], offset: 2>} : (memref<4xf32, strided<[2], offset: ?>>) -> (memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, f64) loc("node_96")
  %v11_97 = "my.mix"(%v11_96#1, %v11_96#0) {j = affine_map<(d0, d1) -> (d0 + d1)>, k = "esc\"aped\n"} : (f64, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> i8 loc("n97"("gen.py":97:16))
  %v11_98 = "my.load"(%v11_97, %v11_96#0, %a0) {m = -7, k = 123456789.0 : f32} : (i8, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, memref<4xf32, strided<[2], offset: ?>>) -> f64 loc("n98"("gen.py":98:8))
  %v11_99 = "my.compute"(%v11_96#1, %v11_97) {z = "esc\"aped\n", p} : (f64, i8) -> i64 loc(#gl)
  %v11_100 = "my.fold"(%v11_96#1, %v11_96#0) {m = {k = 1, j = "v"}, p = true, s = "text"} : (f64, memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) -> ((i32) -> i32) loc(#gl)
  %v11_101 = "my.load"() {t = array<i32: 4, 5>} : () -> f32 loc(#gl)
  %v11_102 = "my.mix"(%v11_100, %v11_97) {p = 1.5 : f32, h = dense<2.0> : tensor<2x2xf32>, n = unit} : ((i32) -> i32, i8) -> tensor<*xi32>
  %v11_103:2 = "my.load"() {z = dense<[1, 2]> : tensor<2xi32>} : () -> (memref<8x?xf32>, tensor<*xi32>) loc(callsite("f103" at "gen.py":103:8))
  %ret11 = "my.make"() : () -> bf16
  return %ret11 : bf16 loc(#gl)
} loc(callsite("f511" at "gen.py":511:41))
func.func @gen_12(%a0: f16, %a1: f64) -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> {
  %v12_105:2 = "my.fold"() {j = loc("attr.py":3:4), q = 42 : i32} : () -> (tensor<?x4xf32>, vector<[8]xi8>) loc(unknown)
  "my.mix"(%a1, %v12_105#1) {z = @callee, p = "esc\"aped\n"} : (f64, vector<[8]xi8>) -> () loc("n106"("gen.py":106:40))
  %r12_107 = "my.region"() ({
  ^bb0(%b12_107: i32):
    %v12_108:2 = "my.mix"(%v12_105#1, %v12_105#0) : (vector<[8]xi8>, tensor<?x4xf32>) -> (memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, vector<[8]xi8>) loc("n108"("gen.py":108:58))
    "my.yield"(%a1) : (f64) -> ()
  }) {d = memref<2xf32, 1>} : () -> i32 loc("n108"("gen.py":108:8))
  "my.mix"(%v12_105#1, %r12_107, %a0) {a = array<i32: 4, 5>, p = @outer::@inner, o = true} : (vector<[8]xi8>, i32, f16) -> ()
  "my.probe"(%a1, %a0, %r12_107) : (f64, f16, i32) -> () loc(#gl)
  %v12_111 = "my.mix"(%v12_105#0, %r12_107, %a1) : (tensor<?x4xf32>, i32, f64) -> !foo.buf<"rw", 4> loc(#gl)
  %v12_112 = "my.probe"(%a0, %v12_111) {o = @callee, n} : (f16, !foo.buf<"rw", 4>) -> tensor<?x4xf32> loc("n112"("gen.py":112:18))
  %ret12 = "my.make"() : () -> memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return %ret12 : memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> loc(unknown)
} loc("node_512")
func.func @gen_13(%a0: tuple<i32, f32>, %a1: index, %a2: f32) -> vector<4xf32> {
  "my.compute"(%a0, %a2) : (tuple<i32, f32>, f32) -> () loc(fused["gen.py":114:22, "tag"])
  %r13_115 = "my.region"() ({
  ^bb0(%b13_115: !foo.buf<"rw", 4>):
    %v13_116 = "my.store"() {c = @outer::@inner, x = dense<2.0> : tensor<2x2xf32>} : () -> none loc(unknown)
    %v13_117 = "my.load"(%a2, %b13_115, %v13_116) {n = dense<2.0> : tensor<2x2xf32>, e = true} : (f32, !foo.buf<"rw", 4>, none) -> none loc(unknown)
    "my.yield"(%a0) : (tuple<i32, f32>) -> ()
  }) : () -> !foo.buf<"rw", 4> loc("gen.py":117:75)
  %ret13 = "my.make"() : () -> vector<4xf32>
  return %ret13 : vector<4xf32> loc("gen.py":118:73)
} loc(#gl)
func.func @uses_shared(%m: !shared_t) -> !shared_t {
  return %m : !shared_t
}
