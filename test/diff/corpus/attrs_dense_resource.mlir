// dense_resource attributes and the dialect_resources trailer.
// Resources print in order of first use; unused ones are dropped.

"my.op"() {b = dense_resource<zeta> : tensor<2xi32>} : () -> ()
"my.op"() {a = dense_resource<alpha> : tensor<2xi16>, c = dense_resource<zeta> : tensor<2xi32>} : () -> ()
%0 = "my.const"() {value = dense_resource<blob.with.dots> : tensor<3xf32>} : () -> tensor<3xf32>
{-#
  dialect_resources: {
    builtin: {
      alpha: "0x0200000001000200",
      unused: "0x0400000001000000",
      blob.with.dots: "0x040000000000803F0000004000004040",
      zeta: "0x040000000100000002000000"
    }
  }
#-}

// -----

func.func @weights() -> tensor<4xi8> {
  %0 = "my.const"() {value = dense_resource<w_1> : tensor<4xi8>} : () -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
{-#
  dialect_resources: {
    builtin: {
      w_1: "0x0100000001020304"
    }
  }
#-}

// -----

// A dense_resource whose blob is never provided is kept, and no trailer is printed.
"my.op"() {a = dense_resource<missing> : tensor<2xi32>} : () -> ()

// -----

// The blob is not checked against the type; it is printed back unchanged.
"my.op"() {a = dense_resource<blob> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000010000000200000003000000"
    }
  }
#-}
