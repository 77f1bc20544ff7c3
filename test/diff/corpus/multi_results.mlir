// Operations with multiple results, result groups and result uses.

%0 = "my.one"() : () -> i32
%1:2 = "my.two"() : () -> (i32, f32)
%2:3 = "my.three"(%1#1, %1#0, %0) : (f32, i32, i32) -> (i1, i1, i1)
"my.use"(%2#2, %2#0) : (i1, i1) -> ()
%v_1, %v_2 = "my.two"() : () -> (i32, i32)
%w:2, %u = "my.three"() : () -> (i8, i8, i8)
"my.use"(%w#1, %u, %v_2) : (i8, i8, i32) -> ()
%x:2, %y:3 = "my.five"() : () -> (i8, i8, i16, i16, i16)
"my.use"(%y#2, %x#0) : (i16, i8) -> ()
%many:12 = "my.many"() : () -> (i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12)
"my.use"(%many#11, %many#10, %many#0) : (i12, i11, i1) -> ()
%unused:2 = "my.unused"() : () -> (i32, i32)

// -----

func.func @multi(%a: i32) -> (i32, i32, i32) {
  %0:3 = "my.split"(%a) : (i32) -> (i32, i32, i32)
  %1:2 = call @pair(%0#2) : (i32) -> (i32, i32)
  return %1#1, %0#1, %1#0 : i32, i32, i32
}
func.func private @pair(i32) -> (i32, i32)
