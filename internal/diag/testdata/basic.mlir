module attributes {transform.with_named_sequence} {
  "x.a0"() : () -> () loc("basic.mlir":48:1)
  "x.a1"() : () -> () loc("basic.mlir":49:1)
  "x.a2"() : () -> () loc("basic.mlir":50:1)
  "x.a3"() : () -> () loc("basic.mlir":51:1)
  "x.a4"() : () -> () loc("basic.mlir":52:1)
  "x.a5"() : () -> () loc("basic.mlir":53:3)
  "x.a6"() : () -> () loc("basic.mlir":54:1)
  "x.a7"() : () -> () loc("basic.mlir":55:1)
  "x.a8"() : () -> () loc("basic.mlir":56:1)
  "x.a9"() : () -> () loc("basic.mlir":59:1)
  "x.a10"() : () -> () loc("basic.mlir":62:1)
  "x.a11"() : () -> () loc("basic.mlir":63:1)
  "x.a12"() : () -> () loc("basic.mlir":63:1)
  "x.a13"() : () -> () loc("basic.mlir":63:1)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %o0 = transform.structured.match ops{["x.a0"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o0, "hello world" : !transform.any_op
    %o1 = transform.structured.match ops{["x.a1"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o1, "hello world" : !transform.any_op
    %o2 = transform.structured.match ops{["x.a2"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o2, "hello world" : !transform.any_op
    %o3 = transform.structured.match ops{["x.a3"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o3, "hello world" : !transform.any_op
    %o4 = transform.structured.match ops{["x.a4"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o4, "hello world" : !transform.any_op
    %o5 = transform.structured.match ops{["x.a5"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o5, "hello world" : !transform.any_op
    %o6 = transform.structured.match ops{["x.a6"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o6, "hello world" : !transform.any_op
    %o7 = transform.structured.match ops{["x.a7"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o7, "hello world" : !transform.any_op
    %o8 = transform.structured.match ops{["x.a8"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o8, "hello world" : !transform.any_op
    %o9 = transform.structured.match ops{["x.a9"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o9, "hello world" : !transform.any_op
    %o10 = transform.structured.match ops{["x.a10"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o10, "hello world" : !transform.any_op
    %o11 = transform.structured.match ops{["x.a11"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o11, "hello world" : !transform.any_op
    %o12 = transform.structured.match ops{["x.a12"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o12, "hello world" : !transform.any_op
    %o13 = transform.structured.match ops{["x.a13"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o13, "hello world" : !transform.any_op
    transform.yield
  }
}
// expected-remark {{hel}} {{lo}}
// expected-remark {{hello}} trailing
// expected-remark{{hello}}
// expected-remark@+0 {{hello}}
  // expected-remark-re {{h{{e.*}}o}}
	// expected-remark-re {{a{{b}}
// expected-warning {{hello}}
// expected-error {{world}}
// expected-note {{hello}} and more // expected-remark {{x}}
// expected-warning@+2 {{hello}}
// expected-error@+1 {{world}}
// target
// expected-warning@+2 {{hello}}
// expected-remark@+1 {{world}}
// target
// expected-remark {{hello}} // expected-remark {{hello}}
