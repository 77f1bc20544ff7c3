module attributes {transform.with_named_sequence} {
  "x.a"() : () -> () loc(unknown)
  "x.a"() : () -> () loc("nm")
  "x.a"() : () -> () loc("nm"("locs.mlir":1:3))
  "x.a"() : () -> () loc(callsite("locs.mlir":1:2 at "locs.mlir":2:5))
  "x.a"() : () -> () loc(callsite("foo" at "locs.mlir":3:1))
  "x.a"() : () -> () loc(callsite(unknown at unknown))
  "x.a"() : () -> () loc(fused["a", "locs.mlir":2:2])
  "x.a"() : () -> () loc(fused<"m">["a", "b"])
  "x.a"() : () -> () loc(fused["a"(unknown), callsite("locs.mlir":3:3 at callsite("locs.mlir":4:4 at "nofile.mlir":5:5))])
  "x.a"() : () -> () loc("locs.mlir":0:0)
  "x.a"() : () -> () loc("tabs.txt":2:1)
  "x.a"() : () -> () loc("nofile.mlir":1:1)
  "x.a"() : () -> () loc(callsite(callsite("locs.mlir":1:1 at "locs.mlir":1:2) at "locs.mlir":1:3))
  "x.a"() : () -> () loc("n"(callsite("locs.mlir":5:1 at "locs.mlir":6:1)))
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["x.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "hi" : !transform.any_op
    transform.yield
  }
}
