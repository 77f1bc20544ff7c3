// index dialect ops and the result names of index.constant (%idx42) and
// index.bool.constant (%true/%false).
func.func @index(%a: index, %b: index, %i: i32) -> index {
  %c = index.constant 42
  %n = index.constant -7
  %z = index.constant 0
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %a, %b
  %1 = index.sub %a, %c
  %2 = index.mul %0, %1
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %n
  %11 = index.maxu %10, %z
  %12 = index.mins %11, %a
  %13 = index.minu %12, %a
  %14 = index.shl %13, %a
  %15 = index.shrs %14, %a
  %16 = index.shru %15, %a
  %17 = index.and %16, %a
  %18 = index.or %17, %a
  %19 = index.xor %18, %a
  %cmp = index.cmp slt(%19, %b)
  %cmp2 = index.cmp uge(%a, %b)
  %s = index.sizeof
  %ci = index.casts %i : i32 to index
  %cu = index.castu %a : index to i64
  "my.use"(%t, %f, %cmp, %cmp2, %s, %ci, %cu) : (i1, i1, i1, i1, index, index, i64) -> ()
  return %19 : index
}
