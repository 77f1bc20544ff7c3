module attributes {transform.with_named_sequence} {
  "x.a0"() : () -> () loc("d2.mlir":1:1)
  "x.a1"() : () -> () loc("d2.mlir":2:1)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %o0 = transform.structured.match ops{["x.a0"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o0, "BAD" : !transform.any_op
    %o1 = transform.structured.match ops{["x.a1"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o1, "BAD" : !transform.any_op
    transform.yield
  }
}
