// func.call, func.call_indirect and func.constant (results named %f, %f_0, ...).

func.func public @pub(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @multi(i32, f32) -> (i32, f32)
func.func private @none()
func.func @calls(%x: i32) -> i32 {
  %0 = func.call @pub(%x) : (i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  %f = func.constant @pub : (i32) -> i32
  %2 = func.call_indirect %f(%1) : (i32) -> i32
  %fl = "my.f"() : () -> f32
  %3:2 = call @multi(%2, %fl) : (i32, f32) -> (i32, f32)
  call @none() : () -> ()
  %g = constant @none : () -> ()
  call_indirect %g() : () -> ()
  %h = constant @multi : (i32, f32) -> (i32, f32)
  %4:2 = call_indirect %h(%3#0, %3#1) : (i32, f32) -> (i32, f32)
  return %4#0 : i32
}

// -----

// Name conflicts between func.constant results.
func.func @constants() {
  %f1 = constant @constants : () -> ()
  %f2 = constant @constants : () -> ()
  %f3 = constant @constants : () -> ()
  "my.r"() ({
    %f4 = constant @constants : () -> ()
    "my.use"(%f4, %f1) : (() -> (), () -> ()) -> ()
  }) : () -> ()
  %f5 = func.constant @constants : () -> ()
  return
}
func.func @fn_type_res() -> ((i32) -> i32) {
  %f = constant @fn_type_res2 : (i32) -> i32
  return %f : (i32) -> i32
}
func.func private @fn_type_res2(i32) -> i32

// -----

// Calls with attributes, calls to nested symbols (func.call only takes flat references).
module @m {
  func.func private @inner(i32) -> i32
}
func.func private @local(i32) -> i32
func.func @call_nested(%a: i32) -> i32 {
  %0 = "my.call"(%a) {callee = @m::@inner} : (i32) -> i32
  %1 = call @local(%0) {foo.tag = "t"} : (i32) -> i32
  %2 = "func.call"(%1) <{callee = @local}> {foo.other} : (i32) -> i32
  return %2 : i32
}
