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
