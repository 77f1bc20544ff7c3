// Every floating point type known to MLIR 19.

func.func private @ieee(f16, f32, f64, f80, f128) -> bf16
func.func private @ml(bf16, tf32) -> (f16, bf16)
func.func private @fp8(f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ) -> f8E4M3FN

// -----

"my.float_types"() {
  a = f16, b = bf16, c = f32, d = f64, e = f80, f = f128, g = tf32,
  h = f8E5M2, i = f8E4M3, j = f8E4M3FN, k = f8E5M2FNUZ, l = f8E4M3FNUZ,
  m = f8E4M3B11FNUZ
} : () -> ()

// -----

func.func @convert(%x: f8E4M3FN, %y: bf16) -> (f32, tf32) {
  %0 = "my.extf"(%x) : (f8E4M3FN) -> f32
  %1 = "my.extf"(%y) : (bf16) -> tf32
  %2:3 = "my.split"(%0) : (f32) -> (f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
  return %0, %1 : f32, tf32
}
