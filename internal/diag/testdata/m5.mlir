module attributes {transform.with_named_sequence} {
  "x.a"() : () -> () loc("tabs.txt":1:3)
  "x.a"() : () -> () loc("tabs.txt":1:4)
  "x.a"() : () -> () loc("tabs.txt":1:5)
  "x.a"() : () -> () loc("tabs.txt":2:1)
  "x.a"() : () -> () loc("tabs.txt":2:2)
  "x.a"() : () -> () loc("tabs.txt":2:3)
  "x.a"() : () -> () loc("tabs.txt":2:4)
  "x.a"() : () -> () loc("tabs.txt":2:5)
  "x.a"() : () -> () loc("tabs.txt":3:6)
  "x.a"() : () -> () loc("tabs.txt":4:3)
  "x.a"() : () -> () loc("tabs.txt":4:4)
  "x.a"() : () -> () loc("tabs.txt":4:5)
  "x.a"() : () -> () loc("tabs.txt":6:8)
  "x.a"() : () -> () loc("tabs.txt":6:9)
  "x.a"() : () -> () loc("tabs.txt":6:10)
  "x.a"() : () -> () loc("tabs.txt":6:11)
  "x.a"() : () -> () loc("tabs.txt":7:1)
  "x.a"() : () -> () loc("tabs.txt":7:2)
  "x.a"() : () -> () loc("tabs.txt":8:5)
  "x.a"() : () -> () loc("tabs.txt":8:6)
  "x.a"() : () -> () loc("tabs.txt":9:1)
  "x.a"() : () -> () loc("tabs.txt":0:1)
  "x.a"() : () -> () loc("tabs.txt":1:0)
  "x.a"() : () -> () loc("tabs.txt":0:0)
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %0 = transform.structured.match ops{["x.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "hi" : !transform.any_op
    transform.yield
  }
}
