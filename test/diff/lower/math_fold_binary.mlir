// Folding of powf, atan2 and copysign (f32, f64) on pairs of special
// values: C99 special cases, NaN propagation, atan2(0, 0) folds to NaN.
func.func @powf_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.powf %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.powf %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.powf %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.powf %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.powf %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.powf %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.powf %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.powf %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.powf %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.powf %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.powf %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.powf %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.powf %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.powf %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.powf %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.powf %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.powf %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.powf %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.powf %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.powf %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.powf %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.powf %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.powf %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.powf %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.powf %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.powf %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.powf %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.powf %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.powf %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.powf %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.powf %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.powf %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.powf %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.powf %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.powf %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.powf %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.powf %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.powf %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.powf %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.powf %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.powf %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.powf %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.powf %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.powf %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.powf %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.powf %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.powf %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.powf %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.powf %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.powf %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.powf %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.powf %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.powf %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.powf %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.powf %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.powf %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.powf %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.powf %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.powf %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.powf %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.powf %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.powf %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.powf %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.powf %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.powf %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.powf %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.powf %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.powf %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.powf %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.powf %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.powf %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.powf %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.powf %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.powf %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.powf %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.powf %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.powf %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.powf %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.powf %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.powf %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.powf %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @powf_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.powf %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.powf %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.powf %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.powf %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.powf %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.powf %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.powf %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.powf %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.powf %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.powf %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.powf %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.powf %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.powf %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.powf %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.powf %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.powf %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.powf %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.powf %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.powf %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.powf %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.powf %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.powf %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.powf %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.powf %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.powf %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.powf %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.powf %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.powf %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.powf %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.powf %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.powf %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.powf %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.powf %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.powf %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.powf %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.powf %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.powf %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.powf %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.powf %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.powf %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.powf %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.powf %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.powf %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.powf %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.powf %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.powf %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.powf %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.powf %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.powf %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.powf %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.powf %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.powf %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.powf %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.powf %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.powf %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.powf %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.powf %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.powf %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.powf %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.powf %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.powf %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.powf %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.powf %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.powf %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.powf %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.powf %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.powf %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.powf %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.powf %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.powf %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.powf %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.powf %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.powf %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.powf %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.powf %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.powf %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.powf %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.powf %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.powf %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.powf %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.powf %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}

// -----

func.func @atan2_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.atan2 %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.atan2 %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.atan2 %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.atan2 %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.atan2 %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.atan2 %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.atan2 %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.atan2 %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.atan2 %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.atan2 %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.atan2 %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.atan2 %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.atan2 %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.atan2 %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.atan2 %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.atan2 %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.atan2 %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.atan2 %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.atan2 %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.atan2 %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.atan2 %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.atan2 %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.atan2 %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.atan2 %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.atan2 %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.atan2 %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.atan2 %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.atan2 %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.atan2 %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.atan2 %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.atan2 %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.atan2 %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.atan2 %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.atan2 %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.atan2 %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.atan2 %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.atan2 %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.atan2 %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.atan2 %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.atan2 %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.atan2 %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.atan2 %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.atan2 %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.atan2 %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.atan2 %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.atan2 %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.atan2 %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.atan2 %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.atan2 %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.atan2 %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.atan2 %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.atan2 %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.atan2 %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.atan2 %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.atan2 %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.atan2 %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.atan2 %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.atan2 %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.atan2 %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.atan2 %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.atan2 %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.atan2 %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.atan2 %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.atan2 %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.atan2 %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.atan2 %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.atan2 %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.atan2 %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.atan2 %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.atan2 %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.atan2 %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.atan2 %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.atan2 %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.atan2 %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.atan2 %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.atan2 %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.atan2 %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.atan2 %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.atan2 %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.atan2 %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.atan2 %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @atan2_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.atan2 %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.atan2 %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.atan2 %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.atan2 %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.atan2 %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.atan2 %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.atan2 %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.atan2 %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.atan2 %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.atan2 %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.atan2 %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.atan2 %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.atan2 %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.atan2 %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.atan2 %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.atan2 %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.atan2 %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.atan2 %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.atan2 %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.atan2 %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.atan2 %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.atan2 %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.atan2 %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.atan2 %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.atan2 %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.atan2 %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.atan2 %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.atan2 %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.atan2 %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.atan2 %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.atan2 %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.atan2 %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.atan2 %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.atan2 %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.atan2 %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.atan2 %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.atan2 %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.atan2 %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.atan2 %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.atan2 %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.atan2 %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.atan2 %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.atan2 %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.atan2 %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.atan2 %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.atan2 %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.atan2 %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.atan2 %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.atan2 %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.atan2 %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.atan2 %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.atan2 %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.atan2 %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.atan2 %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.atan2 %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.atan2 %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.atan2 %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.atan2 %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.atan2 %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.atan2 %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.atan2 %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.atan2 %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.atan2 %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.atan2 %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.atan2 %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.atan2 %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.atan2 %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.atan2 %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.atan2 %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.atan2 %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.atan2 %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.atan2 %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.atan2 %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.atan2 %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.atan2 %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.atan2 %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.atan2 %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.atan2 %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.atan2 %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.atan2 %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.atan2 %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}

// -----

func.func @copysign_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r2 = math.copysign %c0, %c1 : f64
  "my.use"(%r2) : (f64) -> ()
  %c3 = arith.constant 0.0 : f64
  %c4 = arith.constant -0.0 : f64
  %r5 = math.copysign %c3, %c4 : f64
  "my.use"(%r5) : (f64) -> ()
  %c6 = arith.constant 0.0 : f64
  %c7 = arith.constant 1.0 : f64
  %r8 = math.copysign %c6, %c7 : f64
  "my.use"(%r8) : (f64) -> ()
  %c9 = arith.constant 0.0 : f64
  %c10 = arith.constant -1.0 : f64
  %r11 = math.copysign %c9, %c10 : f64
  "my.use"(%r11) : (f64) -> ()
  %c12 = arith.constant 0.0 : f64
  %c13 = arith.constant 2.0 : f64
  %r14 = math.copysign %c12, %c13 : f64
  "my.use"(%r14) : (f64) -> ()
  %c15 = arith.constant 0.0 : f64
  %c16 = arith.constant -0.5 : f64
  %r17 = math.copysign %c15, %c16 : f64
  "my.use"(%r17) : (f64) -> ()
  %c18 = arith.constant 0.0 : f64
  %c19 = arith.constant 0x7FF8000000000000 : f64
  %r20 = math.copysign %c18, %c19 : f64
  "my.use"(%r20) : (f64) -> ()
  %c21 = arith.constant 0.0 : f64
  %c22 = arith.constant 0x7FF0000000000000 : f64
  %r23 = math.copysign %c21, %c22 : f64
  "my.use"(%r23) : (f64) -> ()
  %c24 = arith.constant 0.0 : f64
  %c25 = arith.constant 0xFFF0000000000000 : f64
  %r26 = math.copysign %c24, %c25 : f64
  "my.use"(%r26) : (f64) -> ()
  %c27 = arith.constant -0.0 : f64
  %c28 = arith.constant 0.0 : f64
  %r29 = math.copysign %c27, %c28 : f64
  "my.use"(%r29) : (f64) -> ()
  %c30 = arith.constant -0.0 : f64
  %c31 = arith.constant -0.0 : f64
  %r32 = math.copysign %c30, %c31 : f64
  "my.use"(%r32) : (f64) -> ()
  %c33 = arith.constant -0.0 : f64
  %c34 = arith.constant 1.0 : f64
  %r35 = math.copysign %c33, %c34 : f64
  "my.use"(%r35) : (f64) -> ()
  %c36 = arith.constant -0.0 : f64
  %c37 = arith.constant -1.0 : f64
  %r38 = math.copysign %c36, %c37 : f64
  "my.use"(%r38) : (f64) -> ()
  %c39 = arith.constant -0.0 : f64
  %c40 = arith.constant 2.0 : f64
  %r41 = math.copysign %c39, %c40 : f64
  "my.use"(%r41) : (f64) -> ()
  %c42 = arith.constant -0.0 : f64
  %c43 = arith.constant -0.5 : f64
  %r44 = math.copysign %c42, %c43 : f64
  "my.use"(%r44) : (f64) -> ()
  %c45 = arith.constant -0.0 : f64
  %c46 = arith.constant 0x7FF8000000000000 : f64
  %r47 = math.copysign %c45, %c46 : f64
  "my.use"(%r47) : (f64) -> ()
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant 0x7FF0000000000000 : f64
  %r50 = math.copysign %c48, %c49 : f64
  "my.use"(%r50) : (f64) -> ()
  %c51 = arith.constant -0.0 : f64
  %c52 = arith.constant 0xFFF0000000000000 : f64
  %r53 = math.copysign %c51, %c52 : f64
  "my.use"(%r53) : (f64) -> ()
  %c54 = arith.constant 1.0 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.copysign %c54, %c55 : f64
  "my.use"(%r56) : (f64) -> ()
  %c57 = arith.constant 1.0 : f64
  %c58 = arith.constant -0.0 : f64
  %r59 = math.copysign %c57, %c58 : f64
  "my.use"(%r59) : (f64) -> ()
  %c60 = arith.constant 1.0 : f64
  %c61 = arith.constant 1.0 : f64
  %r62 = math.copysign %c60, %c61 : f64
  "my.use"(%r62) : (f64) -> ()
  %c63 = arith.constant 1.0 : f64
  %c64 = arith.constant -1.0 : f64
  %r65 = math.copysign %c63, %c64 : f64
  "my.use"(%r65) : (f64) -> ()
  %c66 = arith.constant 1.0 : f64
  %c67 = arith.constant 2.0 : f64
  %r68 = math.copysign %c66, %c67 : f64
  "my.use"(%r68) : (f64) -> ()
  %c69 = arith.constant 1.0 : f64
  %c70 = arith.constant -0.5 : f64
  %r71 = math.copysign %c69, %c70 : f64
  "my.use"(%r71) : (f64) -> ()
  %c72 = arith.constant 1.0 : f64
  %c73 = arith.constant 0x7FF8000000000000 : f64
  %r74 = math.copysign %c72, %c73 : f64
  "my.use"(%r74) : (f64) -> ()
  %c75 = arith.constant 1.0 : f64
  %c76 = arith.constant 0x7FF0000000000000 : f64
  %r77 = math.copysign %c75, %c76 : f64
  "my.use"(%r77) : (f64) -> ()
  %c78 = arith.constant 1.0 : f64
  %c79 = arith.constant 0xFFF0000000000000 : f64
  %r80 = math.copysign %c78, %c79 : f64
  "my.use"(%r80) : (f64) -> ()
  %c81 = arith.constant -1.0 : f64
  %c82 = arith.constant 0.0 : f64
  %r83 = math.copysign %c81, %c82 : f64
  "my.use"(%r83) : (f64) -> ()
  %c84 = arith.constant -1.0 : f64
  %c85 = arith.constant -0.0 : f64
  %r86 = math.copysign %c84, %c85 : f64
  "my.use"(%r86) : (f64) -> ()
  %c87 = arith.constant -1.0 : f64
  %c88 = arith.constant 1.0 : f64
  %r89 = math.copysign %c87, %c88 : f64
  "my.use"(%r89) : (f64) -> ()
  %c90 = arith.constant -1.0 : f64
  %c91 = arith.constant -1.0 : f64
  %r92 = math.copysign %c90, %c91 : f64
  "my.use"(%r92) : (f64) -> ()
  %c93 = arith.constant -1.0 : f64
  %c94 = arith.constant 2.0 : f64
  %r95 = math.copysign %c93, %c94 : f64
  "my.use"(%r95) : (f64) -> ()
  %c96 = arith.constant -1.0 : f64
  %c97 = arith.constant -0.5 : f64
  %r98 = math.copysign %c96, %c97 : f64
  "my.use"(%r98) : (f64) -> ()
  %c99 = arith.constant -1.0 : f64
  %c100 = arith.constant 0x7FF8000000000000 : f64
  %r101 = math.copysign %c99, %c100 : f64
  "my.use"(%r101) : (f64) -> ()
  %c102 = arith.constant -1.0 : f64
  %c103 = arith.constant 0x7FF0000000000000 : f64
  %r104 = math.copysign %c102, %c103 : f64
  "my.use"(%r104) : (f64) -> ()
  %c105 = arith.constant -1.0 : f64
  %c106 = arith.constant 0xFFF0000000000000 : f64
  %r107 = math.copysign %c105, %c106 : f64
  "my.use"(%r107) : (f64) -> ()
  %c108 = arith.constant 2.0 : f64
  %c109 = arith.constant 0.0 : f64
  %r110 = math.copysign %c108, %c109 : f64
  "my.use"(%r110) : (f64) -> ()
  %c111 = arith.constant 2.0 : f64
  %c112 = arith.constant -0.0 : f64
  %r113 = math.copysign %c111, %c112 : f64
  "my.use"(%r113) : (f64) -> ()
  %c114 = arith.constant 2.0 : f64
  %c115 = arith.constant 1.0 : f64
  %r116 = math.copysign %c114, %c115 : f64
  "my.use"(%r116) : (f64) -> ()
  %c117 = arith.constant 2.0 : f64
  %c118 = arith.constant -1.0 : f64
  %r119 = math.copysign %c117, %c118 : f64
  "my.use"(%r119) : (f64) -> ()
  %c120 = arith.constant 2.0 : f64
  %c121 = arith.constant 2.0 : f64
  %r122 = math.copysign %c120, %c121 : f64
  "my.use"(%r122) : (f64) -> ()
  %c123 = arith.constant 2.0 : f64
  %c124 = arith.constant -0.5 : f64
  %r125 = math.copysign %c123, %c124 : f64
  "my.use"(%r125) : (f64) -> ()
  %c126 = arith.constant 2.0 : f64
  %c127 = arith.constant 0x7FF8000000000000 : f64
  %r128 = math.copysign %c126, %c127 : f64
  "my.use"(%r128) : (f64) -> ()
  %c129 = arith.constant 2.0 : f64
  %c130 = arith.constant 0x7FF0000000000000 : f64
  %r131 = math.copysign %c129, %c130 : f64
  "my.use"(%r131) : (f64) -> ()
  %c132 = arith.constant 2.0 : f64
  %c133 = arith.constant 0xFFF0000000000000 : f64
  %r134 = math.copysign %c132, %c133 : f64
  "my.use"(%r134) : (f64) -> ()
  %c135 = arith.constant -0.5 : f64
  %c136 = arith.constant 0.0 : f64
  %r137 = math.copysign %c135, %c136 : f64
  "my.use"(%r137) : (f64) -> ()
  %c138 = arith.constant -0.5 : f64
  %c139 = arith.constant -0.0 : f64
  %r140 = math.copysign %c138, %c139 : f64
  "my.use"(%r140) : (f64) -> ()
  %c141 = arith.constant -0.5 : f64
  %c142 = arith.constant 1.0 : f64
  %r143 = math.copysign %c141, %c142 : f64
  "my.use"(%r143) : (f64) -> ()
  %c144 = arith.constant -0.5 : f64
  %c145 = arith.constant -1.0 : f64
  %r146 = math.copysign %c144, %c145 : f64
  "my.use"(%r146) : (f64) -> ()
  %c147 = arith.constant -0.5 : f64
  %c148 = arith.constant 2.0 : f64
  %r149 = math.copysign %c147, %c148 : f64
  "my.use"(%r149) : (f64) -> ()
  %c150 = arith.constant -0.5 : f64
  %c151 = arith.constant -0.5 : f64
  %r152 = math.copysign %c150, %c151 : f64
  "my.use"(%r152) : (f64) -> ()
  %c153 = arith.constant -0.5 : f64
  %c154 = arith.constant 0x7FF8000000000000 : f64
  %r155 = math.copysign %c153, %c154 : f64
  "my.use"(%r155) : (f64) -> ()
  %c156 = arith.constant -0.5 : f64
  %c157 = arith.constant 0x7FF0000000000000 : f64
  %r158 = math.copysign %c156, %c157 : f64
  "my.use"(%r158) : (f64) -> ()
  %c159 = arith.constant -0.5 : f64
  %c160 = arith.constant 0xFFF0000000000000 : f64
  %r161 = math.copysign %c159, %c160 : f64
  "my.use"(%r161) : (f64) -> ()
  %c162 = arith.constant 0x7FF8000000000000 : f64
  %c163 = arith.constant 0.0 : f64
  %r164 = math.copysign %c162, %c163 : f64
  "my.use"(%r164) : (f64) -> ()
  %c165 = arith.constant 0x7FF8000000000000 : f64
  %c166 = arith.constant -0.0 : f64
  %r167 = math.copysign %c165, %c166 : f64
  "my.use"(%r167) : (f64) -> ()
  %c168 = arith.constant 0x7FF8000000000000 : f64
  %c169 = arith.constant 1.0 : f64
  %r170 = math.copysign %c168, %c169 : f64
  "my.use"(%r170) : (f64) -> ()
  %c171 = arith.constant 0x7FF8000000000000 : f64
  %c172 = arith.constant -1.0 : f64
  %r173 = math.copysign %c171, %c172 : f64
  "my.use"(%r173) : (f64) -> ()
  %c174 = arith.constant 0x7FF8000000000000 : f64
  %c175 = arith.constant 2.0 : f64
  %r176 = math.copysign %c174, %c175 : f64
  "my.use"(%r176) : (f64) -> ()
  %c177 = arith.constant 0x7FF8000000000000 : f64
  %c178 = arith.constant -0.5 : f64
  %r179 = math.copysign %c177, %c178 : f64
  "my.use"(%r179) : (f64) -> ()
  %c180 = arith.constant 0x7FF8000000000000 : f64
  %c181 = arith.constant 0x7FF8000000000000 : f64
  %r182 = math.copysign %c180, %c181 : f64
  "my.use"(%r182) : (f64) -> ()
  %c183 = arith.constant 0x7FF8000000000000 : f64
  %c184 = arith.constant 0x7FF0000000000000 : f64
  %r185 = math.copysign %c183, %c184 : f64
  "my.use"(%r185) : (f64) -> ()
  %c186 = arith.constant 0x7FF8000000000000 : f64
  %c187 = arith.constant 0xFFF0000000000000 : f64
  %r188 = math.copysign %c186, %c187 : f64
  "my.use"(%r188) : (f64) -> ()
  %c189 = arith.constant 0x7FF0000000000000 : f64
  %c190 = arith.constant 0.0 : f64
  %r191 = math.copysign %c189, %c190 : f64
  "my.use"(%r191) : (f64) -> ()
  %c192 = arith.constant 0x7FF0000000000000 : f64
  %c193 = arith.constant -0.0 : f64
  %r194 = math.copysign %c192, %c193 : f64
  "my.use"(%r194) : (f64) -> ()
  %c195 = arith.constant 0x7FF0000000000000 : f64
  %c196 = arith.constant 1.0 : f64
  %r197 = math.copysign %c195, %c196 : f64
  "my.use"(%r197) : (f64) -> ()
  %c198 = arith.constant 0x7FF0000000000000 : f64
  %c199 = arith.constant -1.0 : f64
  %r200 = math.copysign %c198, %c199 : f64
  "my.use"(%r200) : (f64) -> ()
  %c201 = arith.constant 0x7FF0000000000000 : f64
  %c202 = arith.constant 2.0 : f64
  %r203 = math.copysign %c201, %c202 : f64
  "my.use"(%r203) : (f64) -> ()
  %c204 = arith.constant 0x7FF0000000000000 : f64
  %c205 = arith.constant -0.5 : f64
  %r206 = math.copysign %c204, %c205 : f64
  "my.use"(%r206) : (f64) -> ()
  %c207 = arith.constant 0x7FF0000000000000 : f64
  %c208 = arith.constant 0x7FF8000000000000 : f64
  %r209 = math.copysign %c207, %c208 : f64
  "my.use"(%r209) : (f64) -> ()
  %c210 = arith.constant 0x7FF0000000000000 : f64
  %c211 = arith.constant 0x7FF0000000000000 : f64
  %r212 = math.copysign %c210, %c211 : f64
  "my.use"(%r212) : (f64) -> ()
  %c213 = arith.constant 0x7FF0000000000000 : f64
  %c214 = arith.constant 0xFFF0000000000000 : f64
  %r215 = math.copysign %c213, %c214 : f64
  "my.use"(%r215) : (f64) -> ()
  %c216 = arith.constant 0xFFF0000000000000 : f64
  %c217 = arith.constant 0.0 : f64
  %r218 = math.copysign %c216, %c217 : f64
  "my.use"(%r218) : (f64) -> ()
  %c219 = arith.constant 0xFFF0000000000000 : f64
  %c220 = arith.constant -0.0 : f64
  %r221 = math.copysign %c219, %c220 : f64
  "my.use"(%r221) : (f64) -> ()
  %c222 = arith.constant 0xFFF0000000000000 : f64
  %c223 = arith.constant 1.0 : f64
  %r224 = math.copysign %c222, %c223 : f64
  "my.use"(%r224) : (f64) -> ()
  %c225 = arith.constant 0xFFF0000000000000 : f64
  %c226 = arith.constant -1.0 : f64
  %r227 = math.copysign %c225, %c226 : f64
  "my.use"(%r227) : (f64) -> ()
  %c228 = arith.constant 0xFFF0000000000000 : f64
  %c229 = arith.constant 2.0 : f64
  %r230 = math.copysign %c228, %c229 : f64
  "my.use"(%r230) : (f64) -> ()
  %c231 = arith.constant 0xFFF0000000000000 : f64
  %c232 = arith.constant -0.5 : f64
  %r233 = math.copysign %c231, %c232 : f64
  "my.use"(%r233) : (f64) -> ()
  %c234 = arith.constant 0xFFF0000000000000 : f64
  %c235 = arith.constant 0x7FF8000000000000 : f64
  %r236 = math.copysign %c234, %c235 : f64
  "my.use"(%r236) : (f64) -> ()
  %c237 = arith.constant 0xFFF0000000000000 : f64
  %c238 = arith.constant 0x7FF0000000000000 : f64
  %r239 = math.copysign %c237, %c238 : f64
  "my.use"(%r239) : (f64) -> ()
  %c240 = arith.constant 0xFFF0000000000000 : f64
  %c241 = arith.constant 0xFFF0000000000000 : f64
  %r242 = math.copysign %c240, %c241 : f64
  "my.use"(%r242) : (f64) -> ()
  return
}

// -----

func.func @copysign_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r2 = math.copysign %c0, %c1 : f32
  "my.use"(%r2) : (f32) -> ()
  %c3 = arith.constant 0.0 : f32
  %c4 = arith.constant -0.0 : f32
  %r5 = math.copysign %c3, %c4 : f32
  "my.use"(%r5) : (f32) -> ()
  %c6 = arith.constant 0.0 : f32
  %c7 = arith.constant 1.0 : f32
  %r8 = math.copysign %c6, %c7 : f32
  "my.use"(%r8) : (f32) -> ()
  %c9 = arith.constant 0.0 : f32
  %c10 = arith.constant -1.0 : f32
  %r11 = math.copysign %c9, %c10 : f32
  "my.use"(%r11) : (f32) -> ()
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant 2.0 : f32
  %r14 = math.copysign %c12, %c13 : f32
  "my.use"(%r14) : (f32) -> ()
  %c15 = arith.constant 0.0 : f32
  %c16 = arith.constant -0.5 : f32
  %r17 = math.copysign %c15, %c16 : f32
  "my.use"(%r17) : (f32) -> ()
  %c18 = arith.constant 0.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.copysign %c18, %c19 : f32
  "my.use"(%r20) : (f32) -> ()
  %c21 = arith.constant 0.0 : f32
  %c22 = arith.constant 0x7F800000 : f32
  %r23 = math.copysign %c21, %c22 : f32
  "my.use"(%r23) : (f32) -> ()
  %c24 = arith.constant 0.0 : f32
  %c25 = arith.constant 0xFF800000 : f32
  %r26 = math.copysign %c24, %c25 : f32
  "my.use"(%r26) : (f32) -> ()
  %c27 = arith.constant -0.0 : f32
  %c28 = arith.constant 0.0 : f32
  %r29 = math.copysign %c27, %c28 : f32
  "my.use"(%r29) : (f32) -> ()
  %c30 = arith.constant -0.0 : f32
  %c31 = arith.constant -0.0 : f32
  %r32 = math.copysign %c30, %c31 : f32
  "my.use"(%r32) : (f32) -> ()
  %c33 = arith.constant -0.0 : f32
  %c34 = arith.constant 1.0 : f32
  %r35 = math.copysign %c33, %c34 : f32
  "my.use"(%r35) : (f32) -> ()
  %c36 = arith.constant -0.0 : f32
  %c37 = arith.constant -1.0 : f32
  %r38 = math.copysign %c36, %c37 : f32
  "my.use"(%r38) : (f32) -> ()
  %c39 = arith.constant -0.0 : f32
  %c40 = arith.constant 2.0 : f32
  %r41 = math.copysign %c39, %c40 : f32
  "my.use"(%r41) : (f32) -> ()
  %c42 = arith.constant -0.0 : f32
  %c43 = arith.constant -0.5 : f32
  %r44 = math.copysign %c42, %c43 : f32
  "my.use"(%r44) : (f32) -> ()
  %c45 = arith.constant -0.0 : f32
  %c46 = arith.constant 0x7FC00000 : f32
  %r47 = math.copysign %c45, %c46 : f32
  "my.use"(%r47) : (f32) -> ()
  %c48 = arith.constant -0.0 : f32
  %c49 = arith.constant 0x7F800000 : f32
  %r50 = math.copysign %c48, %c49 : f32
  "my.use"(%r50) : (f32) -> ()
  %c51 = arith.constant -0.0 : f32
  %c52 = arith.constant 0xFF800000 : f32
  %r53 = math.copysign %c51, %c52 : f32
  "my.use"(%r53) : (f32) -> ()
  %c54 = arith.constant 1.0 : f32
  %c55 = arith.constant 0.0 : f32
  %r56 = math.copysign %c54, %c55 : f32
  "my.use"(%r56) : (f32) -> ()
  %c57 = arith.constant 1.0 : f32
  %c58 = arith.constant -0.0 : f32
  %r59 = math.copysign %c57, %c58 : f32
  "my.use"(%r59) : (f32) -> ()
  %c60 = arith.constant 1.0 : f32
  %c61 = arith.constant 1.0 : f32
  %r62 = math.copysign %c60, %c61 : f32
  "my.use"(%r62) : (f32) -> ()
  %c63 = arith.constant 1.0 : f32
  %c64 = arith.constant -1.0 : f32
  %r65 = math.copysign %c63, %c64 : f32
  "my.use"(%r65) : (f32) -> ()
  %c66 = arith.constant 1.0 : f32
  %c67 = arith.constant 2.0 : f32
  %r68 = math.copysign %c66, %c67 : f32
  "my.use"(%r68) : (f32) -> ()
  %c69 = arith.constant 1.0 : f32
  %c70 = arith.constant -0.5 : f32
  %r71 = math.copysign %c69, %c70 : f32
  "my.use"(%r71) : (f32) -> ()
  %c72 = arith.constant 1.0 : f32
  %c73 = arith.constant 0x7FC00000 : f32
  %r74 = math.copysign %c72, %c73 : f32
  "my.use"(%r74) : (f32) -> ()
  %c75 = arith.constant 1.0 : f32
  %c76 = arith.constant 0x7F800000 : f32
  %r77 = math.copysign %c75, %c76 : f32
  "my.use"(%r77) : (f32) -> ()
  %c78 = arith.constant 1.0 : f32
  %c79 = arith.constant 0xFF800000 : f32
  %r80 = math.copysign %c78, %c79 : f32
  "my.use"(%r80) : (f32) -> ()
  %c81 = arith.constant -1.0 : f32
  %c82 = arith.constant 0.0 : f32
  %r83 = math.copysign %c81, %c82 : f32
  "my.use"(%r83) : (f32) -> ()
  %c84 = arith.constant -1.0 : f32
  %c85 = arith.constant -0.0 : f32
  %r86 = math.copysign %c84, %c85 : f32
  "my.use"(%r86) : (f32) -> ()
  %c87 = arith.constant -1.0 : f32
  %c88 = arith.constant 1.0 : f32
  %r89 = math.copysign %c87, %c88 : f32
  "my.use"(%r89) : (f32) -> ()
  %c90 = arith.constant -1.0 : f32
  %c91 = arith.constant -1.0 : f32
  %r92 = math.copysign %c90, %c91 : f32
  "my.use"(%r92) : (f32) -> ()
  %c93 = arith.constant -1.0 : f32
  %c94 = arith.constant 2.0 : f32
  %r95 = math.copysign %c93, %c94 : f32
  "my.use"(%r95) : (f32) -> ()
  %c96 = arith.constant -1.0 : f32
  %c97 = arith.constant -0.5 : f32
  %r98 = math.copysign %c96, %c97 : f32
  "my.use"(%r98) : (f32) -> ()
  %c99 = arith.constant -1.0 : f32
  %c100 = arith.constant 0x7FC00000 : f32
  %r101 = math.copysign %c99, %c100 : f32
  "my.use"(%r101) : (f32) -> ()
  %c102 = arith.constant -1.0 : f32
  %c103 = arith.constant 0x7F800000 : f32
  %r104 = math.copysign %c102, %c103 : f32
  "my.use"(%r104) : (f32) -> ()
  %c105 = arith.constant -1.0 : f32
  %c106 = arith.constant 0xFF800000 : f32
  %r107 = math.copysign %c105, %c106 : f32
  "my.use"(%r107) : (f32) -> ()
  %c108 = arith.constant 2.0 : f32
  %c109 = arith.constant 0.0 : f32
  %r110 = math.copysign %c108, %c109 : f32
  "my.use"(%r110) : (f32) -> ()
  %c111 = arith.constant 2.0 : f32
  %c112 = arith.constant -0.0 : f32
  %r113 = math.copysign %c111, %c112 : f32
  "my.use"(%r113) : (f32) -> ()
  %c114 = arith.constant 2.0 : f32
  %c115 = arith.constant 1.0 : f32
  %r116 = math.copysign %c114, %c115 : f32
  "my.use"(%r116) : (f32) -> ()
  %c117 = arith.constant 2.0 : f32
  %c118 = arith.constant -1.0 : f32
  %r119 = math.copysign %c117, %c118 : f32
  "my.use"(%r119) : (f32) -> ()
  %c120 = arith.constant 2.0 : f32
  %c121 = arith.constant 2.0 : f32
  %r122 = math.copysign %c120, %c121 : f32
  "my.use"(%r122) : (f32) -> ()
  %c123 = arith.constant 2.0 : f32
  %c124 = arith.constant -0.5 : f32
  %r125 = math.copysign %c123, %c124 : f32
  "my.use"(%r125) : (f32) -> ()
  %c126 = arith.constant 2.0 : f32
  %c127 = arith.constant 0x7FC00000 : f32
  %r128 = math.copysign %c126, %c127 : f32
  "my.use"(%r128) : (f32) -> ()
  %c129 = arith.constant 2.0 : f32
  %c130 = arith.constant 0x7F800000 : f32
  %r131 = math.copysign %c129, %c130 : f32
  "my.use"(%r131) : (f32) -> ()
  %c132 = arith.constant 2.0 : f32
  %c133 = arith.constant 0xFF800000 : f32
  %r134 = math.copysign %c132, %c133 : f32
  "my.use"(%r134) : (f32) -> ()
  %c135 = arith.constant -0.5 : f32
  %c136 = arith.constant 0.0 : f32
  %r137 = math.copysign %c135, %c136 : f32
  "my.use"(%r137) : (f32) -> ()
  %c138 = arith.constant -0.5 : f32
  %c139 = arith.constant -0.0 : f32
  %r140 = math.copysign %c138, %c139 : f32
  "my.use"(%r140) : (f32) -> ()
  %c141 = arith.constant -0.5 : f32
  %c142 = arith.constant 1.0 : f32
  %r143 = math.copysign %c141, %c142 : f32
  "my.use"(%r143) : (f32) -> ()
  %c144 = arith.constant -0.5 : f32
  %c145 = arith.constant -1.0 : f32
  %r146 = math.copysign %c144, %c145 : f32
  "my.use"(%r146) : (f32) -> ()
  %c147 = arith.constant -0.5 : f32
  %c148 = arith.constant 2.0 : f32
  %r149 = math.copysign %c147, %c148 : f32
  "my.use"(%r149) : (f32) -> ()
  %c150 = arith.constant -0.5 : f32
  %c151 = arith.constant -0.5 : f32
  %r152 = math.copysign %c150, %c151 : f32
  "my.use"(%r152) : (f32) -> ()
  %c153 = arith.constant -0.5 : f32
  %c154 = arith.constant 0x7FC00000 : f32
  %r155 = math.copysign %c153, %c154 : f32
  "my.use"(%r155) : (f32) -> ()
  %c156 = arith.constant -0.5 : f32
  %c157 = arith.constant 0x7F800000 : f32
  %r158 = math.copysign %c156, %c157 : f32
  "my.use"(%r158) : (f32) -> ()
  %c159 = arith.constant -0.5 : f32
  %c160 = arith.constant 0xFF800000 : f32
  %r161 = math.copysign %c159, %c160 : f32
  "my.use"(%r161) : (f32) -> ()
  %c162 = arith.constant 0x7FC00000 : f32
  %c163 = arith.constant 0.0 : f32
  %r164 = math.copysign %c162, %c163 : f32
  "my.use"(%r164) : (f32) -> ()
  %c165 = arith.constant 0x7FC00000 : f32
  %c166 = arith.constant -0.0 : f32
  %r167 = math.copysign %c165, %c166 : f32
  "my.use"(%r167) : (f32) -> ()
  %c168 = arith.constant 0x7FC00000 : f32
  %c169 = arith.constant 1.0 : f32
  %r170 = math.copysign %c168, %c169 : f32
  "my.use"(%r170) : (f32) -> ()
  %c171 = arith.constant 0x7FC00000 : f32
  %c172 = arith.constant -1.0 : f32
  %r173 = math.copysign %c171, %c172 : f32
  "my.use"(%r173) : (f32) -> ()
  %c174 = arith.constant 0x7FC00000 : f32
  %c175 = arith.constant 2.0 : f32
  %r176 = math.copysign %c174, %c175 : f32
  "my.use"(%r176) : (f32) -> ()
  %c177 = arith.constant 0x7FC00000 : f32
  %c178 = arith.constant -0.5 : f32
  %r179 = math.copysign %c177, %c178 : f32
  "my.use"(%r179) : (f32) -> ()
  %c180 = arith.constant 0x7FC00000 : f32
  %c181 = arith.constant 0x7FC00000 : f32
  %r182 = math.copysign %c180, %c181 : f32
  "my.use"(%r182) : (f32) -> ()
  %c183 = arith.constant 0x7FC00000 : f32
  %c184 = arith.constant 0x7F800000 : f32
  %r185 = math.copysign %c183, %c184 : f32
  "my.use"(%r185) : (f32) -> ()
  %c186 = arith.constant 0x7FC00000 : f32
  %c187 = arith.constant 0xFF800000 : f32
  %r188 = math.copysign %c186, %c187 : f32
  "my.use"(%r188) : (f32) -> ()
  %c189 = arith.constant 0x7F800000 : f32
  %c190 = arith.constant 0.0 : f32
  %r191 = math.copysign %c189, %c190 : f32
  "my.use"(%r191) : (f32) -> ()
  %c192 = arith.constant 0x7F800000 : f32
  %c193 = arith.constant -0.0 : f32
  %r194 = math.copysign %c192, %c193 : f32
  "my.use"(%r194) : (f32) -> ()
  %c195 = arith.constant 0x7F800000 : f32
  %c196 = arith.constant 1.0 : f32
  %r197 = math.copysign %c195, %c196 : f32
  "my.use"(%r197) : (f32) -> ()
  %c198 = arith.constant 0x7F800000 : f32
  %c199 = arith.constant -1.0 : f32
  %r200 = math.copysign %c198, %c199 : f32
  "my.use"(%r200) : (f32) -> ()
  %c201 = arith.constant 0x7F800000 : f32
  %c202 = arith.constant 2.0 : f32
  %r203 = math.copysign %c201, %c202 : f32
  "my.use"(%r203) : (f32) -> ()
  %c204 = arith.constant 0x7F800000 : f32
  %c205 = arith.constant -0.5 : f32
  %r206 = math.copysign %c204, %c205 : f32
  "my.use"(%r206) : (f32) -> ()
  %c207 = arith.constant 0x7F800000 : f32
  %c208 = arith.constant 0x7FC00000 : f32
  %r209 = math.copysign %c207, %c208 : f32
  "my.use"(%r209) : (f32) -> ()
  %c210 = arith.constant 0x7F800000 : f32
  %c211 = arith.constant 0x7F800000 : f32
  %r212 = math.copysign %c210, %c211 : f32
  "my.use"(%r212) : (f32) -> ()
  %c213 = arith.constant 0x7F800000 : f32
  %c214 = arith.constant 0xFF800000 : f32
  %r215 = math.copysign %c213, %c214 : f32
  "my.use"(%r215) : (f32) -> ()
  %c216 = arith.constant 0xFF800000 : f32
  %c217 = arith.constant 0.0 : f32
  %r218 = math.copysign %c216, %c217 : f32
  "my.use"(%r218) : (f32) -> ()
  %c219 = arith.constant 0xFF800000 : f32
  %c220 = arith.constant -0.0 : f32
  %r221 = math.copysign %c219, %c220 : f32
  "my.use"(%r221) : (f32) -> ()
  %c222 = arith.constant 0xFF800000 : f32
  %c223 = arith.constant 1.0 : f32
  %r224 = math.copysign %c222, %c223 : f32
  "my.use"(%r224) : (f32) -> ()
  %c225 = arith.constant 0xFF800000 : f32
  %c226 = arith.constant -1.0 : f32
  %r227 = math.copysign %c225, %c226 : f32
  "my.use"(%r227) : (f32) -> ()
  %c228 = arith.constant 0xFF800000 : f32
  %c229 = arith.constant 2.0 : f32
  %r230 = math.copysign %c228, %c229 : f32
  "my.use"(%r230) : (f32) -> ()
  %c231 = arith.constant 0xFF800000 : f32
  %c232 = arith.constant -0.5 : f32
  %r233 = math.copysign %c231, %c232 : f32
  "my.use"(%r233) : (f32) -> ()
  %c234 = arith.constant 0xFF800000 : f32
  %c235 = arith.constant 0x7FC00000 : f32
  %r236 = math.copysign %c234, %c235 : f32
  "my.use"(%r236) : (f32) -> ()
  %c237 = arith.constant 0xFF800000 : f32
  %c238 = arith.constant 0x7F800000 : f32
  %r239 = math.copysign %c237, %c238 : f32
  "my.use"(%r239) : (f32) -> ()
  %c240 = arith.constant 0xFF800000 : f32
  %c241 = arith.constant 0xFF800000 : f32
  %r242 = math.copysign %c240, %c241 : f32
  "my.use"(%r242) : (f32) -> ()
  return
}
