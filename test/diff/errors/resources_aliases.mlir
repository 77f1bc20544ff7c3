// Resource trailer and alias errors.
"my.op"() : () -> ()
{-#
  dialect_resources: {
    foo: {
      blob: "0x04000000"
    }
  }
#-}
// -----
"my.op"() {a = dense_resource<b> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b: "0x01"
    }
  }
#-}
// -----
"my.op"() : () -> !later
!later = i32
// -----
#dup = 1 : i32
#dup = 2 : i32
"my.op"() {a = #dup} : () -> ()
// -----
#loc_dup = loc("a":1:1)
#loc_dup = loc("b":1:1)
"my.op"() : () -> () loc(#loc_dup)
