// Properties <{...}> in generic form, alongside discardable attributes.

%0 = "my.props"() <{a = 1 : i32, b = "x", z = unit, c = [1, 2]}> {d = 2} : () -> i32
"my.p"() <{p}> : () -> ()
"my.emptyprops"() <{}> : () -> ()
"my.emptyprops_attrs"() <{}> {} : () -> ()
"my.props2"() <{a = {x = 1}}> : () -> ()
"my.props3"(%0) <{sizes = array<i32: 1>, map = affine_map<(d0) -> (d0)>}> {attr = @sym} : (i32) -> ()
"my.props4"() <{b = 2, a = 1}> ({
  "my.inner"() <{k = "v"}> : () -> ()
}) {y = 1, x = 2} : () -> ()

// -----

// Properties of registered ops written in generic form.
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic_fn", arg_attrs = [{foo.a}], res_attrs = [{foo.r}]}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) {foo.extra} : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "generic_decl", sym_visibility = "private"}> ({
}) : () -> ()
