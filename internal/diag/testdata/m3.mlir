module attributes {transform.with_named_sequence} {
  "x.a"() : () -> () loc(unknown)
  "x.a"() : () -> () loc("q")
  "x.a"() : () -> () loc("other.mlir":2:1)
  "x.a"() : () -> () loc("other.mlir":2:2)
  "x.a"() : () -> () loc("m3.mlir":1:1)
  "x.a"() : () -> () loc("nonexist.mlir":3:4)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["x.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "hello" : !transform.any_op
    transform.yield
  }
}
