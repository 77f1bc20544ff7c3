// Attributes of unregistered dialects (opaque attributes), pretty and verbose forms.

"my.opaque"() {
  a = #foo.bar, b = #foo.bar<1, 2>, c = #foo<"raw string">, d = #foo.nested<[<{}>], (x), "str>">,
  e = #foo.bar<  spaced   out  >, f = #foo<bar<baz>>, g = #my.a.b.c<x>, h = #foo.k<"\"q">,
  i = #foo<simple>, j = #foo<"simple">, k = #foo.a<!foo.t>, l = #foo.b<"\0A">, m = #foo.c<'s'>,
  n = #foo.typed : i32, o = [#foo.b : !foo.t], p = #foo.deep<<<<x>>>>, q = #foo.brackets<[[[]]]>,
  r = #foo.parens<((()))>, s = #foo.braces<{{}}>, t = #foo.mixed<[a, {b: (c)}, <d>]>
} : () -> ()

// -----

func.func private @with_opaque_arg_attrs(i32 {foo.kind = #foo.kind<in>}, f32 {foo.kind = #foo<"out">}) -> (i32 {foo.res = #foo.r})
"my.op"() <{prop = #foo.prop<1>}> {disc = #foo.disc<"x">} : () -> ()
