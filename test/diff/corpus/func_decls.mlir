// func.func declarations: visibility, argument/result attributes, function attributes.

func.func private @decl(i32, f32) -> i64
func.func nested @nested_decl()
func.func private @no_args() -> (i32, i32)
func.func private @unit_result() -> ()
func.func private @one_paren_result() -> (i32)
func.func private @decl_attrs(i32 {foo.a}, f32) -> (i32 {foo.b})
func.func private @decl_multi_attrs(i32 {foo.a, foo.b = 1 : i32}, f32 {foo.c = "s"}) -> (i32, f32 {foo.d})
func.func private @with_fn_attrs(i32) attributes {foo.x, foo.y = [1, 2], sym_name_is_not_this = 1}
func.func private @fn_typed(() -> ()) -> ((i32) -> i32)
func.func private @"quoted name"(i1)

// -----

// Definitions with each visibility and with attributes.
func.func public @pub(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @priv(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func nested @nest() {
  return
}
func.func @multi(%a: i32 {foo.noalias}, %b: f32 {foo.x = 1 : i32, foo.y}) -> (i32 {foo.r}, f32) attributes {foo.attr = "v", foo.unit} {
  func.return %a, %b : i32, f32
}
func.func @only_res_attr() -> (i32 {foo.res, foo.other = 2}) {
  %0 = "my.c"() : () -> i32
  return %0 : i32
}
func.func @attrs_no_args() attributes {foo.a = affine_map<(d0) -> (d0)>} {
  return
}
