func.func @f(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to i64
  "my.use"(%0) : (index) -> ()
  return %2 : i64
}
