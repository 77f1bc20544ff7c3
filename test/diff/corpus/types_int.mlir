// Integer and index types: signless, signed, unsigned, odd and huge widths.

func.func private @signless(i1, i2, i7, i8, i16, i32, i64, i128) -> (i256, i1024)
func.func private @signed(si1, si8, si16, si32, si64, si128) -> si7
func.func private @unsigned(ui1, ui8, ui16, ui32, ui64, ui128) -> ui3
func.func private @index_and_zero(index, i0, si0, ui0) -> index
func.func private @huge(i65535, i16777215) -> i4096

// -----

func.func @int_values(%a: i32, %b: si8, %c: ui16, %d: index) -> (i32, si8, ui16, index) {
  %0 = "my.add"(%a, %a) : (i32, i32) -> i32
  %1 = "my.neg"(%b) : (si8) -> si8
  %2 = "my.ext"(%c) : (ui16) -> ui64
  %3 = "my.trunc"(%2) : (ui64) -> ui16
  %4 = "my.idx"(%d, %0) : (index, i32) -> index
  return %0, %1, %3, %4 : i32, si8, ui16, index
}

// -----

"my.types"() {
  t0 = i0, t1 = i1, t2 = i7, t3 = i64, t4 = si8, t5 = ui16, t6 = index,
  t7 = si1, t8 = ui1, t9 = i999, t10 = [i8, si8, ui8]
} : () -> ()
%0:4 = "my.many"() : () -> (i1, i3, si5, ui7)
"my.consume"(%0#3, %0#0) : (ui7, i1) -> ()
