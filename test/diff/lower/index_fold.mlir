// The index folders run before lowering: constant operands fold when the
// result is the same on 32- and 64-bit targets; add/sub/mul identities,
// casts, cmp of equal operands and of min/max against constants.
func.func @identities(%x: index) -> (index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.add %x, %c0
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.rems %c2, %c0
  %5 = index.remu %c2, %c0
  %6 = index.add %c0, %x
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

func.func @bin() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a = index.constant -7
  %b = index.constant 3
  %big = index.constant 4294967296
  %neg = index.constant -9223372036854775808
  %m1 = index.constant -1
  %s40 = index.constant 40
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %big
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.ceildivs %a, %b
  %8 = index.ceildivu %a, %b
  %9 = index.floordivs %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %big, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.shl %a, %s40
  %18 = index.divs %neg, %m1
  %19 = index.ceildivs %big, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
// -----

func.func @bin2() -> (index, index, index, index, index, index, index, index, index, index) {
  %a = index.constant 7
  %b = index.constant -3
  %c0 = index.constant 0
  %0 = index.ceildivs %a, %b
  %1 = index.floordivs %a, %b
  %2 = index.ceildivs %c0, %b
  %3 = index.floordivs %c0, %a
  %4 = index.ceildivu %c0, %a
  %5 = index.ceildivu %a, %c0
  %6 = index.and %a, %b
  %7 = index.or %a, %b
  %8 = index.xor %a, %b
  %9 = index.shru %b, %a
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}
// -----

func.func @casts() -> (i1, i1, i16, i64, i64, i128, i128, index) {
  %a = index.constant 5
  %m = index.constant -1
  %big = index.constant 4294967296
  %0 = index.castu %a : index to i1
  %1 = index.casts %m : index to i1
  %2 = index.casts %a : index to i16
  %3 = index.casts %m : index to i64
  %4 = index.castu %m : index to i64
  %5 = index.castu %big : index to i128
  %6 = index.casts %m : index to i128
  %t = index.bool.constant true
  %7 = index.casts %t : i1 to index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i16, i64, i64, i128, i128, index
}
// -----

func.func @cmps(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = index.constant -1
  %b = index.constant 4294967295
  %c5 = index.constant 5
  %c9 = index.constant 9
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp eq(%a, %b)
  %2 = index.cmp ult(%c5, %c9)
  %mx = index.maxs %x, %c5
  %3 = index.cmp sgt(%mx, %c5)
  %4 = index.cmp sge(%mx, %c5)
  %5 = index.cmp slt(%mx, %c5)
  %mu = index.maxu %x, %c9
  %6 = index.cmp ne(%mu, %c5)
  %mn = index.minu %c9, %x
  %7 = index.cmp ugt(%mn, %c9)
  %8 = index.cmp ule(%x, %x)
  %9 = index.cmp eq(%mn, %c9)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
