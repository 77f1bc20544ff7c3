// builtin.unrealized_conversion_cast in custom and generic form.

%0 = "my.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, f32 to i64, i8
%3 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i1
%4 = unrealized_conversion_cast %0 : i32 to !foo.t
%5 = unrealized_conversion_cast to i8
%6 = builtin.unrealized_conversion_cast %4 : !foo.t to memref<4xf32> {foo.tag}
%7 = builtin.unrealized_conversion_cast %0 : i32 to (i32) -> i32
"my.use"(%2#1, %3, %5, %6, %7) : (i8, i1, i8, memref<4xf32>, (i32) -> i32) -> ()

// -----

func.func @cast_in_func(%a: tensor<4xf32>) -> memref<4xf32> {
  %0 = builtin.unrealized_conversion_cast %a : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
