module attributes {transform.with_named_sequence} {
  "x.a0"() : () -> () loc("d1.mlir":1:1)
  "x.a1"() : () -> () loc("d1.mlir":4:1)
  "x.a2"() : () -> () loc("d1.mlir":4:1)
  "x.a3"() : () -> () loc("d1.mlir":13:1)
  "x.a4"() : () -> () loc("d1.mlir":4:1)
  "x.a5"() : () -> () loc("d1.mlir":4:1)
  "x.a6"() : () -> () loc("d1.mlir":10:1)
  "x.a7"() : () -> () loc("d1.mlir":11:1)
  "x.a8"() : () -> () loc("d1.mlir":8:1)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %o0 = transform.structured.match ops{["x.a0"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o0, "A1" : !transform.any_op
    %o1 = transform.structured.match ops{["x.a1"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o1, "B1" : !transform.any_op
    %o2 = transform.structured.match ops{["x.a2"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o2, "B2" : !transform.any_op
    %o3 = transform.structured.match ops{["x.a3"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o3, "OCT" : !transform.any_op
    %o4 = transform.structured.match ops{["x.a4"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o4, "A2" : !transform.any_op
    %o5 = transform.structured.match ops{["x.a5"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o5, "M3" : !transform.any_op
    %o6 = transform.structured.match ops{["x.a6"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o6, "DANGLE" : !transform.any_op
    %o7 = transform.structured.match ops{["x.a7"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o7, "BAD" : !transform.any_op
    %o8 = transform.structured.match ops{["x.a8"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o8, "BAD" : !transform.any_op
    transform.yield
  }
}
