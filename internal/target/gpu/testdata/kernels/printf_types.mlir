// gpu.printf with every argument kind the lowerings accept: i8, i16, i32, i64, index, f16, f32, f64,
// several calls in one kernel, and a format string with escapes and percent signs.
module attributes {gpu.container_module} {
  gpu.module @printf_types {
    gpu.func @many(%a: i8, %b: i16, %c: i64, %h: f16, %d: f64) kernel {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %f = arith.constant 2.5 : f32
      gpu.printf "i8 %d i16 %d i32 %d i64 %ld\n" %a, %b, %ti, %c : i8, i16, i32, i64
      gpu.printf "idx %lu f16 %f f32 %f f64 %f 100%% \"q\"\t\n" %t, %h, %f, %d : index, f16, f32, f64
      gpu.printf "no args\n"
      gpu.return
    }
  }
}
