// Function types as attribute values, as SSA value types, nested function types.

"my.fn_types"() {
  a = () -> (),
  b = (i32) -> i32,
  c = (i32) -> (i32, f32),
  d = (i32, f32) -> (),
  e = ((i32) -> i32) -> (() -> ()),
  f = () -> ((i32) -> i32),
  g = (() -> ()) -> (),
  h = ((i32) -> (i32, i32), f32) -> ((f32) -> (), i1),
  i = [() -> (), (i1) -> i1],
  j = (tuple<i32>) -> tuple<>,
  k = (i32) -> (i32)
} : () -> ()

// -----

func.func @fn_args(%f: (i32) -> i32, %g: () -> ((i32) -> i32)) -> ((i32) -> i32) {
  %0 = "my.compose"(%f, %g) : ((i32) -> i32, () -> ((i32) -> i32)) -> ((i32) -> i32)
  return %0 : (i32) -> i32
}
func.func private @fn_decl((i32) -> (i32, f32), () -> ()) -> (() -> (), (f32) -> f32)
