module attributes {transform.with_named_sequence} {
  "x.a0"() : () -> () loc("re1.mlir":126:1)
  "x.a1"() : () -> () loc("re1.mlir":127:1)
  "x.a2"() : () -> () loc("re1.mlir":128:1)
  "x.a3"() : () -> () loc("re1.mlir":129:1)
  "x.a4"() : () -> () loc("re1.mlir":130:1)
  "x.a5"() : () -> () loc("re1.mlir":131:1)
  "x.a6"() : () -> () loc("re1.mlir":132:1)
  "x.a7"() : () -> () loc("re1.mlir":133:1)
  "x.a8"() : () -> () loc("re1.mlir":134:1)
  "x.a9"() : () -> () loc("re1.mlir":135:1)
  "x.a10"() : () -> () loc("re1.mlir":136:1)
  "x.a11"() : () -> () loc("re1.mlir":137:1)
  "x.a12"() : () -> () loc("re1.mlir":138:1)
  "x.a13"() : () -> () loc("re1.mlir":139:1)
  "x.a14"() : () -> () loc("re1.mlir":140:1)
  "x.a15"() : () -> () loc("re1.mlir":141:1)
  "x.a16"() : () -> () loc("re1.mlir":142:1)
  "x.a17"() : () -> () loc("re1.mlir":143:1)
  "x.a18"() : () -> () loc("re1.mlir":144:1)
  "x.a19"() : () -> () loc("re1.mlir":145:1)
  "x.a20"() : () -> () loc("re1.mlir":146:1)
  "x.a21"() : () -> () loc("re1.mlir":147:1)
  "x.a22"() : () -> () loc("re1.mlir":148:1)
  "x.a23"() : () -> () loc("re1.mlir":149:1)
  "x.a24"() : () -> () loc("re1.mlir":150:1)
  "x.a25"() : () -> () loc("re1.mlir":151:1)
  "x.a26"() : () -> () loc("re1.mlir":152:1)
  "x.a27"() : () -> () loc("re1.mlir":153:1)
  "x.a28"() : () -> () loc("re1.mlir":154:1)
  "x.a29"() : () -> () loc("re1.mlir":155:1)
  "x.a30"() : () -> () loc("re1.mlir":156:1)
  "x.a31"() : () -> () loc("re1.mlir":157:1)
  "x.a32"() : () -> () loc("re1.mlir":158:1)
  "x.a33"() : () -> () loc("re1.mlir":159:1)
  "x.a34"() : () -> () loc("re1.mlir":160:1)
  "x.a35"() : () -> () loc("re1.mlir":161:1)
  "x.a36"() : () -> () loc("re1.mlir":162:1)
  "x.a37"() : () -> () loc("re1.mlir":163:1)
  "x.a38"() : () -> () loc("re1.mlir":164:1)
  "x.a39"() : () -> () loc("re1.mlir":165:1)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %o0 = transform.structured.match ops{["x.a0"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o0, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o1 = transform.structured.match ops{["x.a1"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o1, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o2 = transform.structured.match ops{["x.a2"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o2, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o3 = transform.structured.match ops{["x.a3"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o3, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o4 = transform.structured.match ops{["x.a4"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o4, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o5 = transform.structured.match ops{["x.a5"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o5, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o6 = transform.structured.match ops{["x.a6"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o6, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o7 = transform.structured.match ops{["x.a7"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o7, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o8 = transform.structured.match ops{["x.a8"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o8, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o9 = transform.structured.match ops{["x.a9"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o9, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o10 = transform.structured.match ops{["x.a10"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o10, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o11 = transform.structured.match ops{["x.a11"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o11, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o12 = transform.structured.match ops{["x.a12"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o12, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o13 = transform.structured.match ops{["x.a13"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o13, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o14 = transform.structured.match ops{["x.a14"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o14, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o15 = transform.structured.match ops{["x.a15"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o15, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o16 = transform.structured.match ops{["x.a16"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o16, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o17 = transform.structured.match ops{["x.a17"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o17, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o18 = transform.structured.match ops{["x.a18"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o18, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o19 = transform.structured.match ops{["x.a19"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o19, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o20 = transform.structured.match ops{["x.a20"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o20, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o21 = transform.structured.match ops{["x.a21"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o21, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o22 = transform.structured.match ops{["x.a22"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o22, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o23 = transform.structured.match ops{["x.a23"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o23, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o24 = transform.structured.match ops{["x.a24"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o24, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o25 = transform.structured.match ops{["x.a25"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o25, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o26 = transform.structured.match ops{["x.a26"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o26, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o27 = transform.structured.match ops{["x.a27"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o27, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o28 = transform.structured.match ops{["x.a28"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o28, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o29 = transform.structured.match ops{["x.a29"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o29, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o30 = transform.structured.match ops{["x.a30"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o30, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o31 = transform.structured.match ops{["x.a31"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o31, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o32 = transform.structured.match ops{["x.a32"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o32, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o33 = transform.structured.match ops{["x.a33"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o33, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o34 = transform.structured.match ops{["x.a34"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o34, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o35 = transform.structured.match ops{["x.a35"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o35, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o36 = transform.structured.match ops{["x.a36"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o36, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o37 = transform.structured.match ops{["x.a37"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o37, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o38 = transform.structured.match ops{["x.a38"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o38, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    %o39 = transform.structured.match ops{["x.a39"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o39, "abab x\C3\A9y op 'x.a' foo_bar 12 [q]" : !transform.any_op
    transform.yield
  }
}
// expected-remark-re {{op '{{[a-z]\.a}}'}}
// expected-remark-re {{{{^}}abab}}
// expected-remark-re {{{{^}}op}}
// expected-remark-re {{{{[[:digit:]]+}} \[q}}
// expected-remark-re {{{{[[:<:]]bar}}}}
// expected-remark-re {{{{[[:<:]]foo}}}}
// expected-remark-re {{{{(o)p.*\1}}}}
// expected-remark-re {{x{{(o)}}p.*{{\1}}}}
// expected-remark-re {{{{(a)(b)\2}}}}
// expected-remark-re {{{{(a)(b)\1}}}}
// expected-remark-re {{{{a|}}}}
// expected-remark-re {{{{[z-a]}}}}
// expected-remark-re {{{{[[:foo:]]}}}}
// expected-remark-re {{x{{[[.space.]]}}op}}
// expected-remark-re {{y{{[[.space.]]}}op}}
// expected-remark-re {{{{[[=a=]]b}}}}
// expected-remark-re {{{{[[.foo.]]}}}}
// expected-remark-re {{{{a{,2}}}}
// expected-remark-re {{x{{.}}y}}
// expected-remark-re {{x{{..}}y}}
// expected-remark-re {{{{12 \[q\]$}}}}
// expected-remark-re {{{{12 \[q$}}}}
// expected-remark-re {{{{b{2}}}}}
// expected-remark-re {{{{(ab){2}}}}}
// expected-remark-re {{{{[^a-z ]}}}}
// expected-remark-re {{{{a{1,}b{0,1}a}}}}
// expected-remark-re {{}}
// expected-remark {{}}
// expected-remark-re {{plain [q] text}}
// expected-remark-re {{{{\d}}}}
// expected-remark-re {{{{[]a]}}}}
// expected-remark-re {{{{[a-]}}}}
// expected-remark-re {{{{[a-c-e]}}}}
// expected-remark-re {{{{()}}}}
// expected-remark-re {{{{a^}}}}
// expected-remark-re {{{{$a}}}}
// expected-remark-re {{{{a{256}}}}}
// expected-remark-re {{{{[[:>:]]}}_}}
// expected-remark-re {{{{[[:alpha:]-z]}}}}
// expected-remark-re {{{{x*+}}}}
