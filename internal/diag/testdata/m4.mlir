module attributes {transform.with_named_sequence} {
  "x.a"() : () -> () loc("o2.mlir":2:1)
  "x.a"() : () -> () loc("m4.mlir":10:1)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["x.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "hello" : !transform.any_op
    transform.yield
  }
}
// expected-remark {{hello}}
// expected-remark {{bar}}
