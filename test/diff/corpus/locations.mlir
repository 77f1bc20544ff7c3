// Every location form on operations, plus location aliases (matter with --mlir-print-debuginfo).

#loc0 = loc("alias.mlir":10:20)
"my.a"() : () -> () loc("file.mlir":1:2)
"my.b"() : () -> () loc(unknown)
"my.c"() : () -> () loc("name")
"my.d"() : () -> () loc("name"("file":1:2))
"my.e"() : () -> () loc(callsite("a" at "b":1:2))
"my.f"() : () -> () loc(fused["a", "b"])
"my.g"() : () -> () loc(fused<"m">["a", "c":3:4])
"my.h"() : () -> () loc(#loc0)
"my.i"() : () -> () loc(#loc1)
"my.l"() : () -> () loc("file.mlir":1:2)
"my.m"() : () -> () loc(fused<{a = 1}>["q"])
"my.n"() : () -> () loc("na\"me"("fi le":0:0))
"my.o"() : () -> () loc(fused[])
"my.p"() : () -> () loc(fused["only"])
"my.q"() : () -> () loc(fused<"meta">[])
"my.r"() : () -> () loc("n1"("n2"("f":1:1)))
"my.s"() : () -> () loc("n1"(unknown))
"my.t"() : () -> () loc(fused[#loc0, "a"])
"my.u"() : () -> ()
"my.v"() : () -> () loc(callsite(callsite("x" at "y":1:1) at fused["z":2:2, unknown]))
"my.w"() : () -> () loc("file with spaces and \"quotes\".mlir":123456:7890)
"my.x"() : () -> () loc("unicodé.mlir":1:1)
"my.y"() : () -> () loc(fused<#foo.meta<1>>["a", "b":1:1])
"my.z"() : () -> () loc(fused[fused["n1", "n2"], "n3"])
#loc1 = loc("later":7:8)

// -----

// Locations of operations with regions, results and inside functions.
#L = loc("shared.mlir":3:4)
func.func @f(%a: i32 loc("a.mlir":1:1), %b: i32 {foo.attr} loc(#L)) -> i32 {
  %0 = "my.op"(%a, %b) : (i32, i32) -> i32 loc(#L)
  %1:2 = "my.two"() : () -> (i32, i32) loc("two")
  "my.r"() ({
    "my.y"() : () -> () loc(fused<"meta">["p", "q"])
  }) : () -> () loc("named_region_op")
  return %0 : i32 loc(unknown)
} loc("func_loc")
func.func private @decl(i32 loc("dropped":1:1)) loc("decl_loc")
"my.top"() : () -> ()
