// func.func bodies and func.return.

func.func @empty() {
  return
}
func.func @noret() -> () {
  func.return
}
func.func @oneres() -> (i32) {
  %0 = "my.c"() : () -> i32
  return %0 : i32
}
func.func @multires(%a: i32, %b: f64) -> (f64, i32, f64) {
  return %b, %a, %b : f64, i32, f64
}
func.func @passthrough(%a: tensor<?xf32>, %b: memref<4xi8>) -> (memref<4xi8>, tensor<?xf32>) {
  return %b, %a : memref<4xi8>, tensor<?xf32>
}
func.func @unregistered_terminator(%a: i32) -> i32 {
  "my.terminator"(%a) : (i32) -> ()
}
func.func @long_signature(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32) -> i32 {
  %0 = "my.sum"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
  return %0 : i32
}

// -----

// The func.func generic form, written by hand.
"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "d", sym_visibility = "private"}> ({}) : () -> ()
