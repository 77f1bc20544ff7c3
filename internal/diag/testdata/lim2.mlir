module attributes {transform.with_named_sequence} {
  "x.a"() : () -> () loc(callsite("lim2.mlir":1:1 at callsite("lim2.mlir":2:1 at callsite("lim2.mlir":3:1 at callsite("lim2.mlir":4:1 at callsite("lim2.mlir":5:1 at callsite("lim2.mlir":6:1 at callsite("lim2.mlir":7:1 at callsite("lim2.mlir":8:1 at callsite("lim2.mlir":9:1 at callsite("lim2.mlir":10:1 at callsite("lim2.mlir":11:1 at callsite("lim2.mlir":12:1 at "lim2.mlir":13:1)))))))))))))
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["x.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "hi" : !transform.any_op
    transform.yield
  }
}
