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
// Index folders on constants around the 32-bit boundaries (a sample of
// operand pairs per op; the oracle decides which fold).

// -----

func.func @add() {
  %a0 = index.constant 33
  %b0 = index.constant 3
  %r0 = index.add %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2147483648
  %b1 = index.constant 5000000000
  %r1 = index.add %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 1
  %b2 = index.constant -1
  %r2 = index.add %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967297
  %b3 = index.constant 2
  %r3 = index.add %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2147483647
  %b4 = index.constant -9223372036854775808
  %r4 = index.add %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 1
  %b5 = index.constant 4294967296
  %r5 = index.add %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 7
  %b6 = index.constant 1
  %r6 = index.add %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -1
  %b7 = index.constant -2147483648
  %r7 = index.add %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -2147483648
  %b8 = index.constant -1
  %r8 = index.add %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -7
  %b9 = index.constant -1
  %r9 = index.add %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 4294967297
  %b10 = index.constant -2147483648
  %r10 = index.add %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 1
  %b11 = index.constant -9223372036854775808
  %r11 = index.add %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @sub() {
  %a0 = index.constant 2
  %b0 = index.constant -7
  %r0 = index.sub %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 5000000000
  %b1 = index.constant 5000000000
  %r1 = index.sub %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant -9223372036854775808
  %b2 = index.constant 1
  %r2 = index.sub %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant -9223372036854775808
  %b3 = index.constant -9223372036854775808
  %r3 = index.sub %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2147483648
  %b4 = index.constant 1
  %r4 = index.sub %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant -7
  %b5 = index.constant 1
  %r5 = index.sub %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 4294967297
  %b6 = index.constant 3
  %r6 = index.sub %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 32
  %b7 = index.constant -2147483648
  %r7 = index.sub %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 3
  %b8 = index.constant 4294967297
  %r8 = index.sub %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 2
  %b9 = index.constant -9223372036854775808
  %r9 = index.sub %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 32
  %b10 = index.constant 4294967297
  %r10 = index.sub %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -5000000000
  %b11 = index.constant -3
  %r11 = index.sub %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @mul() {
  %a0 = index.constant 2
  %b0 = index.constant -9223372036854775808
  %r0 = index.mul %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant -9223372036854775808
  %b1 = index.constant 5000000000
  %r1 = index.mul %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 7
  %b2 = index.constant 2147483647
  %r2 = index.mul %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 2
  %b3 = index.constant 4294967297
  %r3 = index.mul %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -1
  %b4 = index.constant -9223372036854775808
  %r4 = index.mul %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 1
  %b5 = index.constant 9223372036854775807
  %r5 = index.mul %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 7
  %b6 = index.constant 4294967295
  %r6 = index.mul %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -5000000000
  %b7 = index.constant 4294967297
  %r7 = index.mul %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -2147483648
  %b8 = index.constant 33
  %r8 = index.mul %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -2147483649
  %b9 = index.constant -9223372036854775808
  %r9 = index.mul %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant -2147483649
  %b10 = index.constant 2147483647
  %r10 = index.mul %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 32
  %b11 = index.constant -7
  %r11 = index.mul %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @divs() {
  %a0 = index.constant -3
  %b0 = index.constant -7
  %r0 = index.divs %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant -1
  %b1 = index.constant -9223372036854775808
  %r1 = index.divs %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 32
  %b2 = index.constant 4294967296
  %r2 = index.divs %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967295
  %b3 = index.constant 33
  %r3 = index.divs %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -2147483649
  %b4 = index.constant 32
  %r4 = index.divs %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 9223372036854775807
  %b5 = index.constant -1
  %r5 = index.divs %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 2
  %b6 = index.constant 4294967296
  %r6 = index.divs %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -2147483648
  %b7 = index.constant -3
  %r7 = index.divs %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 33
  %b8 = index.constant 3
  %r8 = index.divs %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 4294967295
  %b9 = index.constant -2147483648
  %r9 = index.divs %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 1
  %b10 = index.constant -5000000000
  %r10 = index.divs %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -1
  %b11 = index.constant 4294967297
  %r11 = index.divs %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @divu() {
  %a0 = index.constant -9223372036854775808
  %b0 = index.constant 33
  %r0 = index.divu %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 33
  %b1 = index.constant 2147483647
  %r1 = index.divu %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 4294967295
  %r2 = index.divu %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant -9223372036854775808
  %b3 = index.constant -2147483649
  %r3 = index.divu %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -1
  %b4 = index.constant -1
  %r4 = index.divu %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 31
  %b5 = index.constant 4294967295
  %r5 = index.divu %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant -5000000000
  %b6 = index.constant -1
  %r6 = index.divu %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 1
  %b7 = index.constant 32
  %r7 = index.divu %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 5000000000
  %b8 = index.constant -9223372036854775808
  %r8 = index.divu %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -5000000000
  %b9 = index.constant -2147483649
  %r9 = index.divu %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 32
  %b10 = index.constant 2147483648
  %r10 = index.divu %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -5000000000
  %b11 = index.constant 2147483647
  %r11 = index.divu %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @rems() {
  %a0 = index.constant 0
  %b0 = index.constant -2147483649
  %r0 = index.rems %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2147483647
  %b1 = index.constant -3
  %r1 = index.rems %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 2
  %r2 = index.rems %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967295
  %b3 = index.constant 1
  %r3 = index.rems %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 7
  %b4 = index.constant 32
  %r4 = index.rems %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 3
  %b5 = index.constant -7
  %r5 = index.rems %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 2147483648
  %b6 = index.constant 2147483648
  %r6 = index.rems %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 4294967295
  %b7 = index.constant -1
  %r7 = index.rems %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -3
  %b8 = index.constant -2147483649
  %r8 = index.rems %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 2147483648
  %b9 = index.constant 4294967297
  %r9 = index.rems %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 31
  %b10 = index.constant 3
  %r10 = index.rems %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -2147483648
  %b11 = index.constant 4294967297
  %r11 = index.rems %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @remu() {
  %a0 = index.constant 31
  %b0 = index.constant -2147483648
  %r0 = index.remu %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2147483647
  %b1 = index.constant -5000000000
  %r1 = index.remu %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 2147483648
  %b2 = index.constant -7
  %r2 = index.remu %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 3
  %b3 = index.constant -1
  %r3 = index.remu %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -3
  %b4 = index.constant 3
  %r4 = index.remu %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant -7
  %b5 = index.constant -5000000000
  %r5 = index.remu %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant -7
  %b6 = index.constant 0
  %r6 = index.remu %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 4294967295
  %b7 = index.constant -9223372036854775808
  %r7 = index.remu %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -3
  %b8 = index.constant 31
  %r8 = index.remu %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 32
  %b9 = index.constant 0
  %r9 = index.remu %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 3
  %b10 = index.constant -2147483648
  %r10 = index.remu %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 4294967297
  %b11 = index.constant 2147483647
  %r11 = index.remu %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @ceildivs() {
  %a0 = index.constant 9223372036854775807
  %b0 = index.constant -9223372036854775808
  %r0 = index.ceildivs %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 33
  %b1 = index.constant 3
  %r1 = index.ceildivs %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 4294967296
  %b2 = index.constant 9223372036854775807
  %r2 = index.ceildivs %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 5000000000
  %b3 = index.constant -5000000000
  %r3 = index.ceildivs %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 1
  %b4 = index.constant -2147483649
  %r4 = index.ceildivs %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant -5000000000
  %b5 = index.constant 4294967297
  %r5 = index.ceildivs %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 2147483648
  %b6 = index.constant 2147483648
  %r6 = index.ceildivs %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 2147483648
  %b7 = index.constant 2147483648
  %r7 = index.ceildivs %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 2
  %b8 = index.constant 4294967295
  %r8 = index.ceildivs %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 5000000000
  %b9 = index.constant 2147483648
  %r9 = index.ceildivs %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 1
  %b10 = index.constant 7
  %r10 = index.ceildivs %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -1
  %b11 = index.constant 7
  %r11 = index.ceildivs %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @ceildivu() {
  %a0 = index.constant -2147483649
  %b0 = index.constant -3
  %r0 = index.ceildivu %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2
  %b1 = index.constant 33
  %r1 = index.ceildivu %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 1
  %r2 = index.ceildivu %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 2
  %b3 = index.constant 0
  %r3 = index.ceildivu %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -9223372036854775808
  %b4 = index.constant 3
  %r4 = index.ceildivu %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967297
  %b5 = index.constant 2
  %r5 = index.ceildivu %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 2147483647
  %b6 = index.constant 9223372036854775807
  %r6 = index.ceildivu %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 0
  %b7 = index.constant -1
  %r7 = index.ceildivu %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 7
  %b8 = index.constant 9223372036854775807
  %r8 = index.ceildivu %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 2147483648
  %b9 = index.constant 3
  %r9 = index.ceildivu %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 5000000000
  %b10 = index.constant 31
  %r10 = index.ceildivu %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 2147483647
  %b11 = index.constant 9223372036854775807
  %r11 = index.ceildivu %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @floordivs() {
  %a0 = index.constant 2147483647
  %b0 = index.constant 4294967295
  %r0 = index.floordivs %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2
  %b1 = index.constant 2
  %r1 = index.floordivs %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 4294967295
  %b2 = index.constant -2147483649
  %r2 = index.floordivs %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967295
  %b3 = index.constant 4294967295
  %r3 = index.floordivs %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 32
  %b4 = index.constant -1
  %r4 = index.floordivs %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 3
  %b5 = index.constant 2
  %r5 = index.floordivs %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 33
  %b6 = index.constant 31
  %r6 = index.floordivs %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 4294967295
  %b7 = index.constant -3
  %r7 = index.floordivs %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 4294967296
  %b8 = index.constant 0
  %r8 = index.floordivs %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 7
  %b9 = index.constant 4294967296
  %r9 = index.floordivs %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 2147483647
  %b10 = index.constant 3
  %r10 = index.floordivs %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 4294967297
  %b11 = index.constant 0
  %r11 = index.floordivs %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @maxs() {
  %a0 = index.constant 4294967296
  %b0 = index.constant 32
  %r0 = index.maxs %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 5000000000
  %b1 = index.constant -1
  %r1 = index.maxs %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 31
  %b2 = index.constant 4294967296
  %r2 = index.maxs %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 2147483647
  %b3 = index.constant -3
  %r3 = index.maxs %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2147483647
  %b4 = index.constant -7
  %r4 = index.maxs %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967297
  %b5 = index.constant 4294967297
  %r5 = index.maxs %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 4294967296
  %b6 = index.constant 33
  %r6 = index.maxs %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 5000000000
  %b7 = index.constant -7
  %r7 = index.maxs %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 9223372036854775807
  %b8 = index.constant 7
  %r8 = index.maxs %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -7
  %b9 = index.constant 2147483648
  %r9 = index.maxs %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant -7
  %b10 = index.constant 7
  %r10 = index.maxs %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 4294967296
  %b11 = index.constant 4294967295
  %r11 = index.maxs %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @maxu() {
  %a0 = index.constant 2147483647
  %b0 = index.constant 0
  %r0 = index.maxu %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 0
  %b1 = index.constant 31
  %r1 = index.maxu %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 4294967295
  %b2 = index.constant 31
  %r2 = index.maxu %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 7
  %b3 = index.constant 9223372036854775807
  %r3 = index.maxu %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2147483647
  %b4 = index.constant -2147483649
  %r4 = index.maxu %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 2147483647
  %b5 = index.constant 2147483647
  %r5 = index.maxu %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant -1
  %b6 = index.constant -7
  %r6 = index.maxu %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 2
  %b7 = index.constant -7
  %r7 = index.maxu %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 4294967295
  %b8 = index.constant 7
  %r8 = index.maxu %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 33
  %b9 = index.constant 7
  %r9 = index.maxu %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 4294967295
  %b10 = index.constant 9223372036854775807
  %r10 = index.maxu %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 9223372036854775807
  %b11 = index.constant 0
  %r11 = index.maxu %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @mins() {
  %a0 = index.constant 4294967295
  %b0 = index.constant 5000000000
  %r0 = index.mins %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2147483647
  %b1 = index.constant 5000000000
  %r1 = index.mins %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant -1
  %b2 = index.constant -5000000000
  %r2 = index.mins %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 2
  %b3 = index.constant 2147483648
  %r3 = index.mins %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 7
  %b4 = index.constant 4294967295
  %r4 = index.mins %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant -3
  %b5 = index.constant -2147483648
  %r5 = index.mins %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 5000000000
  %b6 = index.constant 33
  %r6 = index.mins %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -1
  %b7 = index.constant 2147483648
  %r7 = index.mins %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -2147483649
  %b8 = index.constant 2147483648
  %r8 = index.mins %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -1
  %b9 = index.constant -3
  %r9 = index.mins %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant -3
  %b10 = index.constant 3
  %r10 = index.mins %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 0
  %b11 = index.constant 3
  %r11 = index.mins %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @minu() {
  %a0 = index.constant -9223372036854775808
  %b0 = index.constant -2147483649
  %r0 = index.minu %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 5000000000
  %b1 = index.constant 3
  %r1 = index.minu %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 9223372036854775807
  %r2 = index.minu %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967295
  %b3 = index.constant -5000000000
  %r3 = index.minu %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2147483647
  %b4 = index.constant 3
  %r4 = index.minu %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967297
  %b5 = index.constant 4294967297
  %r5 = index.minu %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 3
  %b6 = index.constant 0
  %r6 = index.minu %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 0
  %b7 = index.constant 5000000000
  %r7 = index.minu %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 2
  %b8 = index.constant 4294967296
  %r8 = index.minu %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 3
  %b9 = index.constant -2147483648
  %r9 = index.minu %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 7
  %b10 = index.constant 7
  %r10 = index.minu %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 0
  %b11 = index.constant 31
  %r11 = index.minu %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @shl() {
  %a0 = index.constant 7
  %b0 = index.constant 32
  %r0 = index.shl %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 4294967296
  %b1 = index.constant -7
  %r1 = index.shl %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant -9223372036854775808
  %b2 = index.constant 33
  %r2 = index.shl %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 31
  %b3 = index.constant 4294967297
  %r3 = index.shl %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -2147483648
  %b4 = index.constant 3
  %r4 = index.shl %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 1
  %b5 = index.constant 2147483647
  %r5 = index.shl %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant -2147483649
  %b6 = index.constant -5000000000
  %r6 = index.shl %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -9223372036854775808
  %b7 = index.constant 4294967296
  %r7 = index.shl %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant -2147483648
  %b8 = index.constant 4294967296
  %r8 = index.shl %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 3
  %b9 = index.constant 4294967297
  %r9 = index.shl %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 3
  %b10 = index.constant 4294967296
  %r10 = index.shl %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 4294967296
  %b11 = index.constant 0
  %r11 = index.shl %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @shrs() {
  %a0 = index.constant -2147483649
  %b0 = index.constant -3
  %r0 = index.shrs %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 9223372036854775807
  %b1 = index.constant 0
  %r1 = index.shrs %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 3
  %b2 = index.constant -3
  %r2 = index.shrs %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 3
  %b3 = index.constant 4294967295
  %r3 = index.shrs %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 9223372036854775807
  %b4 = index.constant 2
  %r4 = index.shrs %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967297
  %b5 = index.constant 1
  %r5 = index.shrs %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 33
  %b6 = index.constant -5000000000
  %r6 = index.shrs %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 4294967296
  %b7 = index.constant 4294967296
  %r7 = index.shrs %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 4294967297
  %b8 = index.constant 4294967295
  %r8 = index.shrs %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 2
  %b9 = index.constant 4294967297
  %r9 = index.shrs %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 1
  %b10 = index.constant -7
  %r10 = index.shrs %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 7
  %b11 = index.constant 31
  %r11 = index.shrs %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @shru() {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.shru %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 4294967296
  %b1 = index.constant -2147483649
  %r1 = index.shru %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 4294967297
  %b2 = index.constant 0
  %r2 = index.shru %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant -1
  %b3 = index.constant -2147483649
  %r3 = index.shru %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 33
  %b4 = index.constant 9223372036854775807
  %r4 = index.shru %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967296
  %b5 = index.constant 9223372036854775807
  %r5 = index.shru %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 4294967296
  %b6 = index.constant 7
  %r6 = index.shru %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 31
  %b7 = index.constant -2147483649
  %r7 = index.shru %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 4294967296
  %b8 = index.constant 4294967297
  %r8 = index.shru %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 4294967295
  %b9 = index.constant 4294967296
  %r9 = index.shru %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant -7
  %b10 = index.constant 4294967296
  %r10 = index.shru %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 31
  %b11 = index.constant 4294967297
  %r11 = index.shru %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @and() {
  %a0 = index.constant 7
  %b0 = index.constant -2147483649
  %r0 = index.and %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 3
  %b1 = index.constant -2147483648
  %r1 = index.and %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 2
  %b2 = index.constant 2147483648
  %r2 = index.and %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant -2147483649
  %b3 = index.constant 33
  %r3 = index.and %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -1
  %b4 = index.constant -5000000000
  %r4 = index.and %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant -7
  %b5 = index.constant -2147483648
  %r5 = index.and %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant -1
  %b6 = index.constant 7
  %r6 = index.and %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant -5000000000
  %b7 = index.constant 32
  %r7 = index.and %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 2
  %b8 = index.constant 3
  %r8 = index.and %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 5000000000
  %b9 = index.constant -5000000000
  %r9 = index.and %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 2147483647
  %b10 = index.constant 3
  %r10 = index.and %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 31
  %b11 = index.constant 3
  %r11 = index.and %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @or() {
  %a0 = index.constant -2147483649
  %b0 = index.constant -7
  %r0 = index.or %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 2
  %b1 = index.constant 2147483648
  %r1 = index.or %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 4294967295
  %b2 = index.constant -3
  %r2 = index.or %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant -5000000000
  %b3 = index.constant -7
  %r3 = index.or %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant -3
  %b4 = index.constant -2147483648
  %r4 = index.or %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 4294967296
  %b5 = index.constant 2147483648
  %r5 = index.or %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 33
  %b6 = index.constant -2147483648
  %r6 = index.or %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 7
  %b7 = index.constant 2147483647
  %r7 = index.or %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 33
  %b8 = index.constant -1
  %r8 = index.or %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant 2147483647
  %b9 = index.constant 0
  %r9 = index.or %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 33
  %b10 = index.constant 4294967297
  %r10 = index.or %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant -2147483649
  %b11 = index.constant -2147483649
  %r11 = index.or %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @xor() {
  %a0 = index.constant 0
  %b0 = index.constant 2147483648
  %r0 = index.xor %a0, %b0
  "my.use"(%r0) : (index) -> ()
  %a1 = index.constant 33
  %b1 = index.constant 4294967296
  %r1 = index.xor %a1, %b1
  "my.use"(%r1) : (index) -> ()
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 32
  %r2 = index.xor %a2, %b2
  "my.use"(%r2) : (index) -> ()
  %a3 = index.constant 4294967296
  %b3 = index.constant -1
  %r3 = index.xor %a3, %b3
  "my.use"(%r3) : (index) -> ()
  %a4 = index.constant 2
  %b4 = index.constant -7
  %r4 = index.xor %a4, %b4
  "my.use"(%r4) : (index) -> ()
  %a5 = index.constant 2
  %b5 = index.constant -1
  %r5 = index.xor %a5, %b5
  "my.use"(%r5) : (index) -> ()
  %a6 = index.constant 31
  %b6 = index.constant 31
  %r6 = index.xor %a6, %b6
  "my.use"(%r6) : (index) -> ()
  %a7 = index.constant 1
  %b7 = index.constant -3
  %r7 = index.xor %a7, %b7
  "my.use"(%r7) : (index) -> ()
  %a8 = index.constant 31
  %b8 = index.constant 3
  %r8 = index.xor %a8, %b8
  "my.use"(%r8) : (index) -> ()
  %a9 = index.constant -2147483648
  %b9 = index.constant -5000000000
  %r9 = index.xor %a9, %b9
  "my.use"(%r9) : (index) -> ()
  %a10 = index.constant 31
  %b10 = index.constant 2147483648
  %r10 = index.xor %a10, %b10
  "my.use"(%r10) : (index) -> ()
  %a11 = index.constant 3
  %b11 = index.constant 4294967297
  %r11 = index.xor %a11, %b11
  "my.use"(%r11) : (index) -> ()
  return
}

// -----

func.func @cmp(%x: index) {
  %a0 = index.constant 4294967296
  %b0 = index.constant -9223372036854775808
  %r0 = index.cmp eq(%a0, %b0)
  "my.use"(%r0) : (i1) -> ()
  %a1 = index.constant 4294967295
  %b1 = index.constant 33
  %r1 = index.cmp eq(%a1, %b1)
  "my.use"(%r1) : (i1) -> ()
  %a2 = index.constant -1
  %b2 = index.constant 31
  %r2 = index.cmp eq(%a2, %b2)
  "my.use"(%r2) : (i1) -> ()
  %a3 = index.constant 1
  %b3 = index.constant -3
  %r3 = index.cmp eq(%a3, %b3)
  "my.use"(%r3) : (i1) -> ()
  %a4 = index.constant -2147483648
  %b4 = index.constant -1
  %r4 = index.cmp eq(%a4, %b4)
  "my.use"(%r4) : (i1) -> ()
  %a5 = index.constant 31
  %b5 = index.constant 0
  %m5 = index.mins %x, %a5
  %r5 = index.cmp eq(%m5, %b5)
  "my.use"(%r5) : (i1) -> ()
  %a6 = index.constant 5000000000
  %b6 = index.constant -1
  %m6 = index.minu %x, %a6
  %r6 = index.cmp eq(%m6, %b6)
  "my.use"(%r6) : (i1) -> ()
  %a7 = index.constant 31
  %b7 = index.constant -1
  %m7 = index.maxs %x, %a7
  %r7 = index.cmp eq(%m7, %b7)
  "my.use"(%r7) : (i1) -> ()
  %a8 = index.constant 9223372036854775807
  %b8 = index.constant -7
  %m8 = index.maxu %x, %a8
  %r8 = index.cmp eq(%m8, %b8)
  "my.use"(%r8) : (i1) -> ()
  %a9 = index.constant -1
  %b9 = index.constant 31
  %r9 = index.cmp ne(%a9, %b9)
  "my.use"(%r9) : (i1) -> ()
  %a10 = index.constant 2
  %b10 = index.constant -2147483649
  %r10 = index.cmp ne(%a10, %b10)
  "my.use"(%r10) : (i1) -> ()
  %a11 = index.constant 0
  %b11 = index.constant 33
  %r11 = index.cmp ne(%a11, %b11)
  "my.use"(%r11) : (i1) -> ()
  %a12 = index.constant 4294967297
  %b12 = index.constant -2147483648
  %r12 = index.cmp ne(%a12, %b12)
  "my.use"(%r12) : (i1) -> ()
  %a13 = index.constant 31
  %b13 = index.constant 9223372036854775807
  %r13 = index.cmp ne(%a13, %b13)
  "my.use"(%r13) : (i1) -> ()
  %a14 = index.constant 3
  %b14 = index.constant 1
  %m14 = index.mins %x, %a14
  %r14 = index.cmp ne(%m14, %b14)
  "my.use"(%r14) : (i1) -> ()
  %a15 = index.constant 4294967296
  %b15 = index.constant -7
  %m15 = index.minu %x, %a15
  %r15 = index.cmp ne(%m15, %b15)
  "my.use"(%r15) : (i1) -> ()
  %a16 = index.constant 2
  %b16 = index.constant -3
  %m16 = index.maxs %x, %a16
  %r16 = index.cmp ne(%m16, %b16)
  "my.use"(%r16) : (i1) -> ()
  %a17 = index.constant 31
  %b17 = index.constant 1
  %m17 = index.maxu %x, %a17
  %r17 = index.cmp ne(%m17, %b17)
  "my.use"(%r17) : (i1) -> ()
  %a18 = index.constant -3
  %b18 = index.constant 7
  %r18 = index.cmp slt(%a18, %b18)
  "my.use"(%r18) : (i1) -> ()
  %a19 = index.constant 32
  %b19 = index.constant 5000000000
  %r19 = index.cmp slt(%a19, %b19)
  "my.use"(%r19) : (i1) -> ()
  %a20 = index.constant 32
  %b20 = index.constant 4294967296
  %r20 = index.cmp slt(%a20, %b20)
  "my.use"(%r20) : (i1) -> ()
  %a21 = index.constant 7
  %b21 = index.constant 32
  %r21 = index.cmp slt(%a21, %b21)
  "my.use"(%r21) : (i1) -> ()
  %a22 = index.constant -2147483649
  %b22 = index.constant 4294967296
  %r22 = index.cmp slt(%a22, %b22)
  "my.use"(%r22) : (i1) -> ()
  %a23 = index.constant -5000000000
  %b23 = index.constant -3
  %m23 = index.mins %x, %a23
  %r23 = index.cmp slt(%m23, %b23)
  "my.use"(%r23) : (i1) -> ()
  %a24 = index.constant 31
  %b24 = index.constant 2147483647
  %m24 = index.minu %x, %a24
  %r24 = index.cmp slt(%m24, %b24)
  "my.use"(%r24) : (i1) -> ()
  %a25 = index.constant 0
  %b25 = index.constant 31
  %m25 = index.maxs %x, %a25
  %r25 = index.cmp slt(%m25, %b25)
  "my.use"(%r25) : (i1) -> ()
  %a26 = index.constant 1
  %b26 = index.constant 0
  %m26 = index.maxu %x, %a26
  %r26 = index.cmp slt(%m26, %b26)
  "my.use"(%r26) : (i1) -> ()
  %a27 = index.constant 0
  %b27 = index.constant 4294967296
  %r27 = index.cmp sle(%a27, %b27)
  "my.use"(%r27) : (i1) -> ()
  %a28 = index.constant 4294967297
  %b28 = index.constant 7
  %r28 = index.cmp sle(%a28, %b28)
  "my.use"(%r28) : (i1) -> ()
  %a29 = index.constant 4294967296
  %b29 = index.constant 4294967295
  %r29 = index.cmp sle(%a29, %b29)
  "my.use"(%r29) : (i1) -> ()
  %a30 = index.constant -7
  %b30 = index.constant -2147483649
  %r30 = index.cmp sle(%a30, %b30)
  "my.use"(%r30) : (i1) -> ()
  %a31 = index.constant 2
  %b31 = index.constant -5000000000
  %r31 = index.cmp sle(%a31, %b31)
  "my.use"(%r31) : (i1) -> ()
  %a32 = index.constant 5000000000
  %b32 = index.constant -2147483648
  %m32 = index.mins %x, %a32
  %r32 = index.cmp sle(%m32, %b32)
  "my.use"(%r32) : (i1) -> ()
  %a33 = index.constant -5000000000
  %b33 = index.constant 4294967295
  %m33 = index.minu %x, %a33
  %r33 = index.cmp sle(%m33, %b33)
  "my.use"(%r33) : (i1) -> ()
  %a34 = index.constant 4294967297
  %b34 = index.constant 2147483648
  %m34 = index.maxs %x, %a34
  %r34 = index.cmp sle(%m34, %b34)
  "my.use"(%r34) : (i1) -> ()
  %a35 = index.constant 4294967296
  %b35 = index.constant 32
  %m35 = index.maxu %x, %a35
  %r35 = index.cmp sle(%m35, %b35)
  "my.use"(%r35) : (i1) -> ()
  %a36 = index.constant 7
  %b36 = index.constant -7
  %r36 = index.cmp sgt(%a36, %b36)
  "my.use"(%r36) : (i1) -> ()
  %a37 = index.constant 33
  %b37 = index.constant 7
  %r37 = index.cmp sgt(%a37, %b37)
  "my.use"(%r37) : (i1) -> ()
  %a38 = index.constant 5000000000
  %b38 = index.constant 3
  %r38 = index.cmp sgt(%a38, %b38)
  "my.use"(%r38) : (i1) -> ()
  %a39 = index.constant 2147483648
  %b39 = index.constant 2147483647
  %r39 = index.cmp sgt(%a39, %b39)
  "my.use"(%r39) : (i1) -> ()
  %a40 = index.constant 1
  %b40 = index.constant 3
  %r40 = index.cmp sgt(%a40, %b40)
  "my.use"(%r40) : (i1) -> ()
  %a41 = index.constant 0
  %b41 = index.constant -1
  %m41 = index.mins %x, %a41
  %r41 = index.cmp sgt(%m41, %b41)
  "my.use"(%r41) : (i1) -> ()
  %a42 = index.constant 5000000000
  %b42 = index.constant 31
  %m42 = index.minu %x, %a42
  %r42 = index.cmp sgt(%m42, %b42)
  "my.use"(%r42) : (i1) -> ()
  %a43 = index.constant -2147483648
  %b43 = index.constant -3
  %m43 = index.maxs %x, %a43
  %r43 = index.cmp sgt(%m43, %b43)
  "my.use"(%r43) : (i1) -> ()
  %a44 = index.constant 1
  %b44 = index.constant -1
  %m44 = index.maxu %x, %a44
  %r44 = index.cmp sgt(%m44, %b44)
  "my.use"(%r44) : (i1) -> ()
  %a45 = index.constant -5000000000
  %b45 = index.constant 2147483648
  %r45 = index.cmp sge(%a45, %b45)
  "my.use"(%r45) : (i1) -> ()
  %a46 = index.constant 4294967296
  %b46 = index.constant -5000000000
  %r46 = index.cmp sge(%a46, %b46)
  "my.use"(%r46) : (i1) -> ()
  %a47 = index.constant 32
  %b47 = index.constant 9223372036854775807
  %r47 = index.cmp sge(%a47, %b47)
  "my.use"(%r47) : (i1) -> ()
  %a48 = index.constant -7
  %b48 = index.constant 32
  %r48 = index.cmp sge(%a48, %b48)
  "my.use"(%r48) : (i1) -> ()
  %a49 = index.constant 1
  %b49 = index.constant -2147483649
  %r49 = index.cmp sge(%a49, %b49)
  "my.use"(%r49) : (i1) -> ()
  %a50 = index.constant -3
  %b50 = index.constant -3
  %m50 = index.mins %x, %a50
  %r50 = index.cmp sge(%m50, %b50)
  "my.use"(%r50) : (i1) -> ()
  %a51 = index.constant 31
  %b51 = index.constant -2147483649
  %m51 = index.minu %x, %a51
  %r51 = index.cmp sge(%m51, %b51)
  "my.use"(%r51) : (i1) -> ()
  %a52 = index.constant 0
  %b52 = index.constant 31
  %m52 = index.maxs %x, %a52
  %r52 = index.cmp sge(%m52, %b52)
  "my.use"(%r52) : (i1) -> ()
  %a53 = index.constant 2147483647
  %b53 = index.constant 33
  %m53 = index.maxu %x, %a53
  %r53 = index.cmp sge(%m53, %b53)
  "my.use"(%r53) : (i1) -> ()
  %a54 = index.constant 4294967297
  %b54 = index.constant 33
  %r54 = index.cmp ult(%a54, %b54)
  "my.use"(%r54) : (i1) -> ()
  %a55 = index.constant -7
  %b55 = index.constant 1
  %r55 = index.cmp ult(%a55, %b55)
  "my.use"(%r55) : (i1) -> ()
  %a56 = index.constant 32
  %b56 = index.constant 7
  %r56 = index.cmp ult(%a56, %b56)
  "my.use"(%r56) : (i1) -> ()
  %a57 = index.constant 2147483647
  %b57 = index.constant -3
  %r57 = index.cmp ult(%a57, %b57)
  "my.use"(%r57) : (i1) -> ()
  %a58 = index.constant 0
  %b58 = index.constant 33
  %r58 = index.cmp ult(%a58, %b58)
  "my.use"(%r58) : (i1) -> ()
  %a59 = index.constant 2147483648
  %b59 = index.constant -1
  %m59 = index.mins %x, %a59
  %r59 = index.cmp ult(%m59, %b59)
  "my.use"(%r59) : (i1) -> ()
  %a60 = index.constant 4294967295
  %b60 = index.constant 31
  %m60 = index.minu %x, %a60
  %r60 = index.cmp ult(%m60, %b60)
  "my.use"(%r60) : (i1) -> ()
  %a61 = index.constant 4294967296
  %b61 = index.constant 5000000000
  %m61 = index.maxs %x, %a61
  %r61 = index.cmp ult(%m61, %b61)
  "my.use"(%r61) : (i1) -> ()
  %a62 = index.constant 7
  %b62 = index.constant -7
  %m62 = index.maxu %x, %a62
  %r62 = index.cmp ult(%m62, %b62)
  "my.use"(%r62) : (i1) -> ()
  %a63 = index.constant 4294967296
  %b63 = index.constant 0
  %r63 = index.cmp ule(%a63, %b63)
  "my.use"(%r63) : (i1) -> ()
  %a64 = index.constant -1
  %b64 = index.constant 31
  %r64 = index.cmp ule(%a64, %b64)
  "my.use"(%r64) : (i1) -> ()
  %a65 = index.constant -1
  %b65 = index.constant 3
  %r65 = index.cmp ule(%a65, %b65)
  "my.use"(%r65) : (i1) -> ()
  %a66 = index.constant 2147483648
  %b66 = index.constant -9223372036854775808
  %r66 = index.cmp ule(%a66, %b66)
  "my.use"(%r66) : (i1) -> ()
  %a67 = index.constant 1
  %b67 = index.constant 2147483648
  %r67 = index.cmp ule(%a67, %b67)
  "my.use"(%r67) : (i1) -> ()
  %a68 = index.constant 0
  %b68 = index.constant 32
  %m68 = index.mins %x, %a68
  %r68 = index.cmp ule(%m68, %b68)
  "my.use"(%r68) : (i1) -> ()
  %a69 = index.constant 32
  %b69 = index.constant 5000000000
  %m69 = index.minu %x, %a69
  %r69 = index.cmp ule(%m69, %b69)
  "my.use"(%r69) : (i1) -> ()
  %a70 = index.constant -7
  %b70 = index.constant -1
  %m70 = index.maxs %x, %a70
  %r70 = index.cmp ule(%m70, %b70)
  "my.use"(%r70) : (i1) -> ()
  %a71 = index.constant -9223372036854775808
  %b71 = index.constant 4294967296
  %m71 = index.maxu %x, %a71
  %r71 = index.cmp ule(%m71, %b71)
  "my.use"(%r71) : (i1) -> ()
  %a72 = index.constant 3
  %b72 = index.constant -5000000000
  %r72 = index.cmp ugt(%a72, %b72)
  "my.use"(%r72) : (i1) -> ()
  %a73 = index.constant 9223372036854775807
  %b73 = index.constant 2147483648
  %r73 = index.cmp ugt(%a73, %b73)
  "my.use"(%r73) : (i1) -> ()
  %a74 = index.constant 33
  %b74 = index.constant 4294967295
  %r74 = index.cmp ugt(%a74, %b74)
  "my.use"(%r74) : (i1) -> ()
  %a75 = index.constant 3
  %b75 = index.constant 32
  %r75 = index.cmp ugt(%a75, %b75)
  "my.use"(%r75) : (i1) -> ()
  %a76 = index.constant 9223372036854775807
  %b76 = index.constant 5000000000
  %r76 = index.cmp ugt(%a76, %b76)
  "my.use"(%r76) : (i1) -> ()
  %a77 = index.constant 3
  %b77 = index.constant 1
  %m77 = index.mins %x, %a77
  %r77 = index.cmp ugt(%m77, %b77)
  "my.use"(%r77) : (i1) -> ()
  %a78 = index.constant 4294967296
  %b78 = index.constant 5000000000
  %m78 = index.minu %x, %a78
  %r78 = index.cmp ugt(%m78, %b78)
  "my.use"(%r78) : (i1) -> ()
  %a79 = index.constant -2147483648
  %b79 = index.constant 4294967296
  %m79 = index.maxs %x, %a79
  %r79 = index.cmp ugt(%m79, %b79)
  "my.use"(%r79) : (i1) -> ()
  %a80 = index.constant 3
  %b80 = index.constant 4294967296
  %m80 = index.maxu %x, %a80
  %r80 = index.cmp ugt(%m80, %b80)
  "my.use"(%r80) : (i1) -> ()
  %a81 = index.constant 4294967296
  %b81 = index.constant -9223372036854775808
  %r81 = index.cmp uge(%a81, %b81)
  "my.use"(%r81) : (i1) -> ()
  %a82 = index.constant 0
  %b82 = index.constant -5000000000
  %r82 = index.cmp uge(%a82, %b82)
  "my.use"(%r82) : (i1) -> ()
  %a83 = index.constant -9223372036854775808
  %b83 = index.constant -5000000000
  %r83 = index.cmp uge(%a83, %b83)
  "my.use"(%r83) : (i1) -> ()
  %a84 = index.constant 5000000000
  %b84 = index.constant -7
  %r84 = index.cmp uge(%a84, %b84)
  "my.use"(%r84) : (i1) -> ()
  %a85 = index.constant -1
  %b85 = index.constant 0
  %r85 = index.cmp uge(%a85, %b85)
  "my.use"(%r85) : (i1) -> ()
  %a86 = index.constant 1
  %b86 = index.constant 3
  %m86 = index.mins %x, %a86
  %r86 = index.cmp uge(%m86, %b86)
  "my.use"(%r86) : (i1) -> ()
  %a87 = index.constant 5000000000
  %b87 = index.constant 2147483647
  %m87 = index.minu %x, %a87
  %r87 = index.cmp uge(%m87, %b87)
  "my.use"(%r87) : (i1) -> ()
  %a88 = index.constant 2
  %b88 = index.constant 2147483648
  %m88 = index.maxs %x, %a88
  %r88 = index.cmp uge(%m88, %b88)
  "my.use"(%r88) : (i1) -> ()
  %a89 = index.constant -2147483649
  %b89 = index.constant 4294967297
  %m89 = index.maxu %x, %a89
  %r89 = index.cmp uge(%m89, %b89)
  "my.use"(%r89) : (i1) -> ()
  return
}

// -----

func.func @casts() {
  %a0_i1_casts = index.constant 1
  %r0_i1_casts = index.casts %a0_i1_casts : index to i1
  "my.use"(%r0_i1_casts) : (i1) -> ()
  %a0_i1_castu = index.constant 1
  %r0_i1_castu = index.castu %a0_i1_castu : index to i1
  "my.use"(%r0_i1_castu) : (i1) -> ()
  %a0_i16_casts = index.constant 1
  %r0_i16_casts = index.casts %a0_i16_casts : index to i16
  "my.use"(%r0_i16_casts) : (i16) -> ()
  %a0_i16_castu = index.constant 1
  %r0_i16_castu = index.castu %a0_i16_castu : index to i16
  "my.use"(%r0_i16_castu) : (i16) -> ()
  %a0_i32_casts = index.constant 1
  %r0_i32_casts = index.casts %a0_i32_casts : index to i32
  "my.use"(%r0_i32_casts) : (i32) -> ()
  %a0_i32_castu = index.constant 1
  %r0_i32_castu = index.castu %a0_i32_castu : index to i32
  "my.use"(%r0_i32_castu) : (i32) -> ()
  %a0_i33_casts = index.constant 1
  %r0_i33_casts = index.casts %a0_i33_casts : index to i33
  "my.use"(%r0_i33_casts) : (i33) -> ()
  %a0_i33_castu = index.constant 1
  %r0_i33_castu = index.castu %a0_i33_castu : index to i33
  "my.use"(%r0_i33_castu) : (i33) -> ()
  %a0_i64_casts = index.constant 1
  %r0_i64_casts = index.casts %a0_i64_casts : index to i64
  "my.use"(%r0_i64_casts) : (i64) -> ()
  %a0_i64_castu = index.constant 1
  %r0_i64_castu = index.castu %a0_i64_castu : index to i64
  "my.use"(%r0_i64_castu) : (i64) -> ()
  %a0_i128_casts = index.constant 1
  %r0_i128_casts = index.casts %a0_i128_casts : index to i128
  "my.use"(%r0_i128_casts) : (i128) -> ()
  %a0_i128_castu = index.constant 1
  %r0_i128_castu = index.castu %a0_i128_castu : index to i128
  "my.use"(%r0_i128_castu) : (i128) -> ()
  %a1_i1_casts = index.constant 5000000000
  %r1_i1_casts = index.casts %a1_i1_casts : index to i1
  "my.use"(%r1_i1_casts) : (i1) -> ()
  %a1_i1_castu = index.constant 5000000000
  %r1_i1_castu = index.castu %a1_i1_castu : index to i1
  "my.use"(%r1_i1_castu) : (i1) -> ()
  %a1_i16_casts = index.constant 5000000000
  %r1_i16_casts = index.casts %a1_i16_casts : index to i16
  "my.use"(%r1_i16_casts) : (i16) -> ()
  %a1_i16_castu = index.constant 5000000000
  %r1_i16_castu = index.castu %a1_i16_castu : index to i16
  "my.use"(%r1_i16_castu) : (i16) -> ()
  %a1_i32_casts = index.constant 5000000000
  %r1_i32_casts = index.casts %a1_i32_casts : index to i32
  "my.use"(%r1_i32_casts) : (i32) -> ()
  %a1_i32_castu = index.constant 5000000000
  %r1_i32_castu = index.castu %a1_i32_castu : index to i32
  "my.use"(%r1_i32_castu) : (i32) -> ()
  %a1_i33_casts = index.constant 5000000000
  %r1_i33_casts = index.casts %a1_i33_casts : index to i33
  "my.use"(%r1_i33_casts) : (i33) -> ()
  %a1_i33_castu = index.constant 5000000000
  %r1_i33_castu = index.castu %a1_i33_castu : index to i33
  "my.use"(%r1_i33_castu) : (i33) -> ()
  %a1_i64_casts = index.constant 5000000000
  %r1_i64_casts = index.casts %a1_i64_casts : index to i64
  "my.use"(%r1_i64_casts) : (i64) -> ()
  %a1_i64_castu = index.constant 5000000000
  %r1_i64_castu = index.castu %a1_i64_castu : index to i64
  "my.use"(%r1_i64_castu) : (i64) -> ()
  %a1_i128_casts = index.constant 5000000000
  %r1_i128_casts = index.casts %a1_i128_casts : index to i128
  "my.use"(%r1_i128_casts) : (i128) -> ()
  %a1_i128_castu = index.constant 5000000000
  %r1_i128_castu = index.castu %a1_i128_castu : index to i128
  "my.use"(%r1_i128_castu) : (i128) -> ()
  %a2_i1_casts = index.constant 0
  %r2_i1_casts = index.casts %a2_i1_casts : index to i1
  "my.use"(%r2_i1_casts) : (i1) -> ()
  %a2_i1_castu = index.constant 0
  %r2_i1_castu = index.castu %a2_i1_castu : index to i1
  "my.use"(%r2_i1_castu) : (i1) -> ()
  %a2_i16_casts = index.constant 0
  %r2_i16_casts = index.casts %a2_i16_casts : index to i16
  "my.use"(%r2_i16_casts) : (i16) -> ()
  %a2_i16_castu = index.constant 0
  %r2_i16_castu = index.castu %a2_i16_castu : index to i16
  "my.use"(%r2_i16_castu) : (i16) -> ()
  %a2_i32_casts = index.constant 0
  %r2_i32_casts = index.casts %a2_i32_casts : index to i32
  "my.use"(%r2_i32_casts) : (i32) -> ()
  %a2_i32_castu = index.constant 0
  %r2_i32_castu = index.castu %a2_i32_castu : index to i32
  "my.use"(%r2_i32_castu) : (i32) -> ()
  %a2_i33_casts = index.constant 0
  %r2_i33_casts = index.casts %a2_i33_casts : index to i33
  "my.use"(%r2_i33_casts) : (i33) -> ()
  %a2_i33_castu = index.constant 0
  %r2_i33_castu = index.castu %a2_i33_castu : index to i33
  "my.use"(%r2_i33_castu) : (i33) -> ()
  %a2_i64_casts = index.constant 0
  %r2_i64_casts = index.casts %a2_i64_casts : index to i64
  "my.use"(%r2_i64_casts) : (i64) -> ()
  %a2_i64_castu = index.constant 0
  %r2_i64_castu = index.castu %a2_i64_castu : index to i64
  "my.use"(%r2_i64_castu) : (i64) -> ()
  %a2_i128_casts = index.constant 0
  %r2_i128_casts = index.casts %a2_i128_casts : index to i128
  "my.use"(%r2_i128_casts) : (i128) -> ()
  %a2_i128_castu = index.constant 0
  %r2_i128_castu = index.castu %a2_i128_castu : index to i128
  "my.use"(%r2_i128_castu) : (i128) -> ()
  %a3_i1_casts = index.constant 4294967297
  %r3_i1_casts = index.casts %a3_i1_casts : index to i1
  "my.use"(%r3_i1_casts) : (i1) -> ()
  %a3_i1_castu = index.constant 4294967297
  %r3_i1_castu = index.castu %a3_i1_castu : index to i1
  "my.use"(%r3_i1_castu) : (i1) -> ()
  %a3_i16_casts = index.constant 4294967297
  %r3_i16_casts = index.casts %a3_i16_casts : index to i16
  "my.use"(%r3_i16_casts) : (i16) -> ()
  %a3_i16_castu = index.constant 4294967297
  %r3_i16_castu = index.castu %a3_i16_castu : index to i16
  "my.use"(%r3_i16_castu) : (i16) -> ()
  %a3_i32_casts = index.constant 4294967297
  %r3_i32_casts = index.casts %a3_i32_casts : index to i32
  "my.use"(%r3_i32_casts) : (i32) -> ()
  %a3_i32_castu = index.constant 4294967297
  %r3_i32_castu = index.castu %a3_i32_castu : index to i32
  "my.use"(%r3_i32_castu) : (i32) -> ()
  %a3_i33_casts = index.constant 4294967297
  %r3_i33_casts = index.casts %a3_i33_casts : index to i33
  "my.use"(%r3_i33_casts) : (i33) -> ()
  %a3_i33_castu = index.constant 4294967297
  %r3_i33_castu = index.castu %a3_i33_castu : index to i33
  "my.use"(%r3_i33_castu) : (i33) -> ()
  %a3_i64_casts = index.constant 4294967297
  %r3_i64_casts = index.casts %a3_i64_casts : index to i64
  "my.use"(%r3_i64_casts) : (i64) -> ()
  %a3_i64_castu = index.constant 4294967297
  %r3_i64_castu = index.castu %a3_i64_castu : index to i64
  "my.use"(%r3_i64_castu) : (i64) -> ()
  %a3_i128_casts = index.constant 4294967297
  %r3_i128_casts = index.casts %a3_i128_casts : index to i128
  "my.use"(%r3_i128_casts) : (i128) -> ()
  %a3_i128_castu = index.constant 4294967297
  %r3_i128_castu = index.castu %a3_i128_castu : index to i128
  "my.use"(%r3_i128_castu) : (i128) -> ()
  %a4_i1_casts = index.constant -7
  %r4_i1_casts = index.casts %a4_i1_casts : index to i1
  "my.use"(%r4_i1_casts) : (i1) -> ()
  %a4_i1_castu = index.constant -7
  %r4_i1_castu = index.castu %a4_i1_castu : index to i1
  "my.use"(%r4_i1_castu) : (i1) -> ()
  %a4_i16_casts = index.constant -7
  %r4_i16_casts = index.casts %a4_i16_casts : index to i16
  "my.use"(%r4_i16_casts) : (i16) -> ()
  %a4_i16_castu = index.constant -7
  %r4_i16_castu = index.castu %a4_i16_castu : index to i16
  "my.use"(%r4_i16_castu) : (i16) -> ()
  %a4_i32_casts = index.constant -7
  %r4_i32_casts = index.casts %a4_i32_casts : index to i32
  "my.use"(%r4_i32_casts) : (i32) -> ()
  %a4_i32_castu = index.constant -7
  %r4_i32_castu = index.castu %a4_i32_castu : index to i32
  "my.use"(%r4_i32_castu) : (i32) -> ()
  %a4_i33_casts = index.constant -7
  %r4_i33_casts = index.casts %a4_i33_casts : index to i33
  "my.use"(%r4_i33_casts) : (i33) -> ()
  %a4_i33_castu = index.constant -7
  %r4_i33_castu = index.castu %a4_i33_castu : index to i33
  "my.use"(%r4_i33_castu) : (i33) -> ()
  %a4_i64_casts = index.constant -7
  %r4_i64_casts = index.casts %a4_i64_casts : index to i64
  "my.use"(%r4_i64_casts) : (i64) -> ()
  %a4_i64_castu = index.constant -7
  %r4_i64_castu = index.castu %a4_i64_castu : index to i64
  "my.use"(%r4_i64_castu) : (i64) -> ()
  %a4_i128_casts = index.constant -7
  %r4_i128_casts = index.casts %a4_i128_casts : index to i128
  "my.use"(%r4_i128_casts) : (i128) -> ()
  %a4_i128_castu = index.constant -7
  %r4_i128_castu = index.castu %a4_i128_castu : index to i128
  "my.use"(%r4_i128_castu) : (i128) -> ()
  %a5_i1_casts = index.constant 4294967295
  %r5_i1_casts = index.casts %a5_i1_casts : index to i1
  "my.use"(%r5_i1_casts) : (i1) -> ()
  %a5_i1_castu = index.constant 4294967295
  %r5_i1_castu = index.castu %a5_i1_castu : index to i1
  "my.use"(%r5_i1_castu) : (i1) -> ()
  %a5_i16_casts = index.constant 4294967295
  %r5_i16_casts = index.casts %a5_i16_casts : index to i16
  "my.use"(%r5_i16_casts) : (i16) -> ()
  %a5_i16_castu = index.constant 4294967295
  %r5_i16_castu = index.castu %a5_i16_castu : index to i16
  "my.use"(%r5_i16_castu) : (i16) -> ()
  %a5_i32_casts = index.constant 4294967295
  %r5_i32_casts = index.casts %a5_i32_casts : index to i32
  "my.use"(%r5_i32_casts) : (i32) -> ()
  %a5_i32_castu = index.constant 4294967295
  %r5_i32_castu = index.castu %a5_i32_castu : index to i32
  "my.use"(%r5_i32_castu) : (i32) -> ()
  %a5_i33_casts = index.constant 4294967295
  %r5_i33_casts = index.casts %a5_i33_casts : index to i33
  "my.use"(%r5_i33_casts) : (i33) -> ()
  %a5_i33_castu = index.constant 4294967295
  %r5_i33_castu = index.castu %a5_i33_castu : index to i33
  "my.use"(%r5_i33_castu) : (i33) -> ()
  %a5_i64_casts = index.constant 4294967295
  %r5_i64_casts = index.casts %a5_i64_casts : index to i64
  "my.use"(%r5_i64_casts) : (i64) -> ()
  %a5_i64_castu = index.constant 4294967295
  %r5_i64_castu = index.castu %a5_i64_castu : index to i64
  "my.use"(%r5_i64_castu) : (i64) -> ()
  %a5_i128_casts = index.constant 4294967295
  %r5_i128_casts = index.casts %a5_i128_casts : index to i128
  "my.use"(%r5_i128_casts) : (i128) -> ()
  %a5_i128_castu = index.constant 4294967295
  %r5_i128_castu = index.castu %a5_i128_castu : index to i128
  "my.use"(%r5_i128_castu) : (i128) -> ()
  %a6_i1_casts = index.constant 31
  %r6_i1_casts = index.casts %a6_i1_casts : index to i1
  "my.use"(%r6_i1_casts) : (i1) -> ()
  %a6_i1_castu = index.constant 31
  %r6_i1_castu = index.castu %a6_i1_castu : index to i1
  "my.use"(%r6_i1_castu) : (i1) -> ()
  %a6_i16_casts = index.constant 31
  %r6_i16_casts = index.casts %a6_i16_casts : index to i16
  "my.use"(%r6_i16_casts) : (i16) -> ()
  %a6_i16_castu = index.constant 31
  %r6_i16_castu = index.castu %a6_i16_castu : index to i16
  "my.use"(%r6_i16_castu) : (i16) -> ()
  %a6_i32_casts = index.constant 31
  %r6_i32_casts = index.casts %a6_i32_casts : index to i32
  "my.use"(%r6_i32_casts) : (i32) -> ()
  %a6_i32_castu = index.constant 31
  %r6_i32_castu = index.castu %a6_i32_castu : index to i32
  "my.use"(%r6_i32_castu) : (i32) -> ()
  %a6_i33_casts = index.constant 31
  %r6_i33_casts = index.casts %a6_i33_casts : index to i33
  "my.use"(%r6_i33_casts) : (i33) -> ()
  %a6_i33_castu = index.constant 31
  %r6_i33_castu = index.castu %a6_i33_castu : index to i33
  "my.use"(%r6_i33_castu) : (i33) -> ()
  %a6_i64_casts = index.constant 31
  %r6_i64_casts = index.casts %a6_i64_casts : index to i64
  "my.use"(%r6_i64_casts) : (i64) -> ()
  %a6_i64_castu = index.constant 31
  %r6_i64_castu = index.castu %a6_i64_castu : index to i64
  "my.use"(%r6_i64_castu) : (i64) -> ()
  %a6_i128_casts = index.constant 31
  %r6_i128_casts = index.casts %a6_i128_casts : index to i128
  "my.use"(%r6_i128_casts) : (i128) -> ()
  %a6_i128_castu = index.constant 31
  %r6_i128_castu = index.castu %a6_i128_castu : index to i128
  "my.use"(%r6_i128_castu) : (i128) -> ()
  %a7_i1_casts = index.constant 9223372036854775807
  %r7_i1_casts = index.casts %a7_i1_casts : index to i1
  "my.use"(%r7_i1_casts) : (i1) -> ()
  %a7_i1_castu = index.constant 9223372036854775807
  %r7_i1_castu = index.castu %a7_i1_castu : index to i1
  "my.use"(%r7_i1_castu) : (i1) -> ()
  %a7_i16_casts = index.constant 9223372036854775807
  %r7_i16_casts = index.casts %a7_i16_casts : index to i16
  "my.use"(%r7_i16_casts) : (i16) -> ()
  %a7_i16_castu = index.constant 9223372036854775807
  %r7_i16_castu = index.castu %a7_i16_castu : index to i16
  "my.use"(%r7_i16_castu) : (i16) -> ()
  %a7_i32_casts = index.constant 9223372036854775807
  %r7_i32_casts = index.casts %a7_i32_casts : index to i32
  "my.use"(%r7_i32_casts) : (i32) -> ()
  %a7_i32_castu = index.constant 9223372036854775807
  %r7_i32_castu = index.castu %a7_i32_castu : index to i32
  "my.use"(%r7_i32_castu) : (i32) -> ()
  %a7_i33_casts = index.constant 9223372036854775807
  %r7_i33_casts = index.casts %a7_i33_casts : index to i33
  "my.use"(%r7_i33_casts) : (i33) -> ()
  %a7_i33_castu = index.constant 9223372036854775807
  %r7_i33_castu = index.castu %a7_i33_castu : index to i33
  "my.use"(%r7_i33_castu) : (i33) -> ()
  %a7_i64_casts = index.constant 9223372036854775807
  %r7_i64_casts = index.casts %a7_i64_casts : index to i64
  "my.use"(%r7_i64_casts) : (i64) -> ()
  %a7_i64_castu = index.constant 9223372036854775807
  %r7_i64_castu = index.castu %a7_i64_castu : index to i64
  "my.use"(%r7_i64_castu) : (i64) -> ()
  %a7_i128_casts = index.constant 9223372036854775807
  %r7_i128_casts = index.casts %a7_i128_casts : index to i128
  "my.use"(%r7_i128_casts) : (i128) -> ()
  %a7_i128_castu = index.constant 9223372036854775807
  %r7_i128_castu = index.castu %a7_i128_castu : index to i128
  "my.use"(%r7_i128_castu) : (i128) -> ()
  %a8_i1_casts = index.constant -9223372036854775808
  %r8_i1_casts = index.casts %a8_i1_casts : index to i1
  "my.use"(%r8_i1_casts) : (i1) -> ()
  %a8_i1_castu = index.constant -9223372036854775808
  %r8_i1_castu = index.castu %a8_i1_castu : index to i1
  "my.use"(%r8_i1_castu) : (i1) -> ()
  %a8_i16_casts = index.constant -9223372036854775808
  %r8_i16_casts = index.casts %a8_i16_casts : index to i16
  "my.use"(%r8_i16_casts) : (i16) -> ()
  %a8_i16_castu = index.constant -9223372036854775808
  %r8_i16_castu = index.castu %a8_i16_castu : index to i16
  "my.use"(%r8_i16_castu) : (i16) -> ()
  %a8_i32_casts = index.constant -9223372036854775808
  %r8_i32_casts = index.casts %a8_i32_casts : index to i32
  "my.use"(%r8_i32_casts) : (i32) -> ()
  %a8_i32_castu = index.constant -9223372036854775808
  %r8_i32_castu = index.castu %a8_i32_castu : index to i32
  "my.use"(%r8_i32_castu) : (i32) -> ()
  %a8_i33_casts = index.constant -9223372036854775808
  %r8_i33_casts = index.casts %a8_i33_casts : index to i33
  "my.use"(%r8_i33_casts) : (i33) -> ()
  %a8_i33_castu = index.constant -9223372036854775808
  %r8_i33_castu = index.castu %a8_i33_castu : index to i33
  "my.use"(%r8_i33_castu) : (i33) -> ()
  %a8_i64_casts = index.constant -9223372036854775808
  %r8_i64_casts = index.casts %a8_i64_casts : index to i64
  "my.use"(%r8_i64_casts) : (i64) -> ()
  %a8_i64_castu = index.constant -9223372036854775808
  %r8_i64_castu = index.castu %a8_i64_castu : index to i64
  "my.use"(%r8_i64_castu) : (i64) -> ()
  %a8_i128_casts = index.constant -9223372036854775808
  %r8_i128_casts = index.casts %a8_i128_casts : index to i128
  "my.use"(%r8_i128_casts) : (i128) -> ()
  %a8_i128_castu = index.constant -9223372036854775808
  %r8_i128_castu = index.castu %a8_i128_castu : index to i128
  "my.use"(%r8_i128_castu) : (i128) -> ()
  %a9_i1_casts = index.constant 2147483648
  %r9_i1_casts = index.casts %a9_i1_casts : index to i1
  "my.use"(%r9_i1_casts) : (i1) -> ()
  %a9_i1_castu = index.constant 2147483648
  %r9_i1_castu = index.castu %a9_i1_castu : index to i1
  "my.use"(%r9_i1_castu) : (i1) -> ()
  %a9_i16_casts = index.constant 2147483648
  %r9_i16_casts = index.casts %a9_i16_casts : index to i16
  "my.use"(%r9_i16_casts) : (i16) -> ()
  %a9_i16_castu = index.constant 2147483648
  %r9_i16_castu = index.castu %a9_i16_castu : index to i16
  "my.use"(%r9_i16_castu) : (i16) -> ()
  %a9_i32_casts = index.constant 2147483648
  %r9_i32_casts = index.casts %a9_i32_casts : index to i32
  "my.use"(%r9_i32_casts) : (i32) -> ()
  %a9_i32_castu = index.constant 2147483648
  %r9_i32_castu = index.castu %a9_i32_castu : index to i32
  "my.use"(%r9_i32_castu) : (i32) -> ()
  %a9_i33_casts = index.constant 2147483648
  %r9_i33_casts = index.casts %a9_i33_casts : index to i33
  "my.use"(%r9_i33_casts) : (i33) -> ()
  %a9_i33_castu = index.constant 2147483648
  %r9_i33_castu = index.castu %a9_i33_castu : index to i33
  "my.use"(%r9_i33_castu) : (i33) -> ()
  %a9_i64_casts = index.constant 2147483648
  %r9_i64_casts = index.casts %a9_i64_casts : index to i64
  "my.use"(%r9_i64_casts) : (i64) -> ()
  %a9_i64_castu = index.constant 2147483648
  %r9_i64_castu = index.castu %a9_i64_castu : index to i64
  "my.use"(%r9_i64_castu) : (i64) -> ()
  %a9_i128_casts = index.constant 2147483648
  %r9_i128_casts = index.casts %a9_i128_casts : index to i128
  "my.use"(%r9_i128_casts) : (i128) -> ()
  %a9_i128_castu = index.constant 2147483648
  %r9_i128_castu = index.castu %a9_i128_castu : index to i128
  "my.use"(%r9_i128_castu) : (i128) -> ()
  return
}
