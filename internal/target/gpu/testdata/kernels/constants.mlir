// Constants that stress printing and translation: NaN, infinities, -0.0, denormals,
// extreme integers, f16/bf16/f64 literals, splat and non-splat dense vectors.
module attributes {gpu.container_module} {
  gpu.module @constants {
    gpu.func @float_consts(%f: memref<?xf32>, %d: memref<?xf64>, %h: memref<?xf16>, %b: memref<?xbf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %nan = arith.constant 0x7FC00000 : f32
      %inf = arith.constant 0x7F800000 : f32
      %ninf = arith.constant 0xFF800000 : f32
      %nz = arith.constant -0.0 : f32
      %den = arith.constant 1.0e-40 : f32
      %tenth = arith.constant 0.1 : f32
      %big = arith.constant 3.40282347e+38 : f32
      %dpi = arith.constant 3.141592653589793 : f64
      %dsmall = arith.constant 4.9406564584124654e-324 : f64
      %dnan = arith.constant 0x7FF8000000000001 : f64
      %hmax = arith.constant 65504.0 : f16
      %hq = arith.constant 0.333 : f16
      %bq = arith.constant 1.5e+10 : bf16
      %bn = arith.constant -2.75 : bf16
      memref.store %nan, %f[%c0] : memref<?xf32>
      memref.store %inf, %f[%c1] : memref<?xf32>
      memref.store %ninf, %f[%c2] : memref<?xf32>
      memref.store %nz, %f[%c3] : memref<?xf32>
      %s = arith.addf %den, %tenth : f32
      %s2 = arith.mulf %s, %big : f32
      memref.store %s2, %f[%c4] : memref<?xf32>
      %e = arith.addf %dpi, %dsmall : f64
      memref.store %e, %d[%c0] : memref<?xf64>
      memref.store %dnan, %d[%c1] : memref<?xf64>
      %hs = arith.addf %hmax, %hq : f16
      memref.store %hs, %h[%c0] : memref<?xf16>
      %bs = arith.addf %bq, %bn : bf16
      memref.store %bs, %b[%c0] : memref<?xbf16>
      gpu.return
    }
    gpu.func @int_consts(%l: memref<?xi64>, %w: memref<?xi32>, %s: memref<?xi16>, %c: memref<?xi8>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %min64 = arith.constant -9223372036854775808 : i64
      %max64 = arith.constant 9223372036854775807 : i64
      %u32 = arith.constant 4294967295 : i32
      %m16 = arith.constant -32768 : i16
      %m8 = arith.constant 255 : i8
      %t = arith.constant true
      memref.store %min64, %l[%c0] : memref<?xi64>
      memref.store %max64, %l[%c1] : memref<?xi64>
      memref.store %u32, %w[%c0] : memref<?xi32>
      memref.store %m16, %s[%c0] : memref<?xi16>
      %sel = arith.select %t, %m8, %m8 : i8
      memref.store %sel, %c[%c0] : memref<?xi8>
      gpu.return
    }
    gpu.func @vector_consts(%f: memref<?xf32>, %i: memref<?xi16>) kernel {
      %c0 = arith.constant 0 : index
      %a = arith.constant dense<[1.5, -0.0, 0x7F800000, 1.0e-3]> : vector<4xf32>
      %b = arith.constant dense<0.25> : vector<4xf32>
      %s = arith.addf %a, %b : vector<4xf32>
      vector.store %s, %f[%c0] : memref<?xf32>, vector<4xf32>
      %x = arith.constant dense<[-1, 0, 32767, -32768, 7, 8, 9, 10]> : vector<8xi16>
      %y = arith.constant dense<3> : vector<8xi16>
      %z = arith.muli %x, %y : vector<8xi16>
      vector.store %z, %i[%c0] : memref<?xi16>, vector<8xi16>
      gpu.return
    }
  }
}
