// Types of unregistered dialects (opaque types).

func.func private @opaque(!foo.bar, !foo.bar<1, 2>, !foo<"raw">, !foo.baz<"quoted string">) -> !foo.ret
func.func private @nested(!foo.n<[<{}>], (x), "s>">, !foo.list<!foo.elem, !foo.elem<i32>>, !foo.e<>) -> ()
func.func private @pretty(!foo<bar<baz>>, !foo<simple>, !foo<"simple">, !foo.x<  spaced   out  >, !my.a.b) -> ()

// -----

%0:3 = "my.op"() : () -> (!foo.bar, !foo<"raw body">, !foo.t<"\"q", 'c', -1, 0.5>)
"my.use"(%0#2) {a = !foo.type, b = [!foo.t<1>], c = tuple<!foo.a, !foo.b>} : (!foo.t<"\"q", 'c', -1, 0.5>) -> ()
%1 = "my.cast"(%0#0) : (!foo.bar) -> tensor<4x!foo.bar>
