// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package index_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`// index dialect ops and the result names of index.constant (%idx42) and
// index.bool.constant (%true/%false).
func.func @index(%a: index, %b: index, %i: i32) -> index {
  %c = index.constant 42
  %n = index.constant -7
  %z = index.constant 0
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %a, %b
  %1 = index.sub %a, %c
  %2 = index.mul %0, %1
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %n
  %11 = index.maxu %10, %z
  %12 = index.mins %11, %a
  %13 = index.minu %12, %a
  %14 = index.shl %13, %a
  %15 = index.shrs %14, %a
  %16 = index.shru %15, %a
  %17 = index.and %16, %a
  %18 = index.or %17, %a
  %19 = index.xor %18, %a
  %cmp = index.cmp slt(%19, %b)
  %cmp2 = index.cmp uge(%a, %b)
  %s = index.sizeof
  %ci = index.casts %i : i32 to index
  %cu = index.castu %a : index to i64
  "my.use"(%t, %f, %cmp, %cmp2, %s, %ci, %cu) : (i1, i1, i1, i1, index, index, i64) -> ()
  return %19 : index
}
`,
		`module {
  func.func @index(%arg0: index, %arg1: index, %arg2: i32) -> index {
    %idx42 = index.constant 42
    %idx-7 = index.constant -7
    %idx0 = index.constant 0
    %true = index.bool.constant true
    %false = index.bool.constant false
    %0 = index.add %arg0, %arg1
    %1 = index.sub %arg0, %idx42
    %2 = index.mul %0, %1
    %3 = index.divs %2, %arg1
    %4 = index.divu %3, %arg1
    %5 = index.ceildivs %4, %arg1
    %6 = index.ceildivu %5, %arg1
    %7 = index.floordivs %6, %arg1
    %8 = index.rems %7, %arg1
    %9 = index.remu %8, %arg1
    %10 = index.maxs %9, %idx-7
    %11 = index.maxu %10, %idx0
    %12 = index.mins %11, %arg0
    %13 = index.minu %12, %arg0
    %14 = index.shl %13, %arg0
    %15 = index.shrs %14, %arg0
    %16 = index.shru %15, %arg0
    %17 = index.and %16, %arg0
    %18 = index.or %17, %arg0
    %19 = index.xor %18, %arg0
    %20 = index.cmp slt(%19, %arg1)
    %21 = index.cmp uge(%arg0, %arg1)
    %22 = index.sizeof
    %23 = index.casts %arg2 : i32 to index
    %24 = index.castu %arg0 : index to i64
    "my.use"(%true, %false, %20, %21, %22, %23, %24) : (i1, i1, i1, i1, index, index, i64) -> ()
    return %19 : index
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> index, sym_name = "index"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32):
    %0 = "index.constant"() <{value = 42 : index}> : () -> index
    %1 = "index.constant"() <{value = -7 : index}> : () -> index
    %2 = "index.constant"() <{value = 0 : index}> : () -> index
    %3 = "index.bool.constant"() <{value = true}> : () -> i1
    %4 = "index.bool.constant"() <{value = false}> : () -> i1
    %5 = "index.add"(%arg0, %arg1) : (index, index) -> index
    %6 = "index.sub"(%arg0, %0) : (index, index) -> index
    %7 = "index.mul"(%5, %6) : (index, index) -> index
    %8 = "index.divs"(%7, %arg1) : (index, index) -> index
    %9 = "index.divu"(%8, %arg1) : (index, index) -> index
    %10 = "index.ceildivs"(%9, %arg1) : (index, index) -> index
    %11 = "index.ceildivu"(%10, %arg1) : (index, index) -> index
    %12 = "index.floordivs"(%11, %arg1) : (index, index) -> index
    %13 = "index.rems"(%12, %arg1) : (index, index) -> index
    %14 = "index.remu"(%13, %arg1) : (index, index) -> index
    %15 = "index.maxs"(%14, %1) : (index, index) -> index
    %16 = "index.maxu"(%15, %2) : (index, index) -> index
    %17 = "index.mins"(%16, %arg0) : (index, index) -> index
    %18 = "index.minu"(%17, %arg0) : (index, index) -> index
    %19 = "index.shl"(%18, %arg0) : (index, index) -> index
    %20 = "index.shrs"(%19, %arg0) : (index, index) -> index
    %21 = "index.shru"(%20, %arg0) : (index, index) -> index
    %22 = "index.and"(%21, %arg0) : (index, index) -> index
    %23 = "index.or"(%22, %arg0) : (index, index) -> index
    %24 = "index.xor"(%23, %arg0) : (index, index) -> index
    %25 = "index.cmp"(%24, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %26 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %27 = "index.sizeof"() : () -> index
    %28 = "index.casts"(%arg2) : (i32) -> index
    %29 = "index.castu"(%arg0) : (index) -> i64
    "my.use"(%3, %4, %25, %26, %27, %28, %29) : (i1, i1, i1, i1, index, index, i64) -> ()
    "func.return"(%24) : (index) -> ()
  }) : () -> ()
}) : () -> ()

`},
}
