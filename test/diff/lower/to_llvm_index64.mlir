// FLAGS: --convert-index-to-llvm
// convert-index-to-llvm, index illegal.
// Every index op lowered to LLVM: one-to-one ops (with their discardable
// attributes), the ceildivs/ceildivu/floordivs expansions, casts (trunc,
// sext/zext or nothing), cmp, sizeof and constants.
func.func @ops(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.maxu %7, %b
  %9 = index.mins %8, %b
  %10 = index.minu %9, %b
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.shru %12, %b
  %14 = index.and %13, %b
  %15 = index.or %14, %b
  %16 = index.xor %15, %b {foo = "bar"}
  %17 = index.ceildivs %16, %b
  %18 = index.ceildivu %17, %b
  %19 = index.floordivs %18, %b
  return %19 : index
}
// -----

func.func @misc(%a: index, %b: index, %i: i32, %j: i64, %k: i1, %l: i128) -> (i1, i1, index, index, i32, i64, i1, index, i128) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp uge(%a, %b)
  %2 = index.sizeof
  %3 = index.casts %i : i32 to index
  %4 = index.castu %a : index to i32
  %5 = index.casts %a : index to i64
  %6 = index.castu %a : index to i1
  %7 = index.castu %l : i128 to index
  %8 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, index, index, i32, i64, i1, index, i128
}
// -----

func.func @cst() -> (index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.bool.constant true
  %2 = index.bool.constant false
  %3 = index.constant -1
  return %0, %1, %2, %3 : index, i1, i1, index
}

// -----

// Results used by an op that is not converted get a cast back to index.
func.func @unconverted_user(%a: index, %b: index) {
  %0 = index.maxs %a, %b
  %1 = index.cmp sle(%0, %b)
  %2 = index.bool.constant true
  "my.use"(%0, %1, %2) : (index, i1, i1) -> ()
  return
}
// -----
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
