// Invalid types and attribute values.
"my.op"() {a = vector<0xf32>} : () -> ()
// -----
"my.op"() {a = complex<index>} : () -> ()
// -----
"my.op"() {a = memref<4x!foo.t>} : () -> ()
// -----
"my.op"() {a = tensor<4xnone>} : () -> ()
// -----
"my.op"() {a = i16777216} : () -> ()
// -----
"my.op"() {a = memref<4xf32, #foo.space>} : () -> ()
// -----
"my.op"() {a = 256 : i8} : () -> ()
// -----
"my.op"() {a = -1 : ui8} : () -> ()
// -----
"my.op"() {a = -0 : i32} : () -> ()
// -----
"my.op"() {a = 1 : si1} : () -> ()
// -----
"my.op"() {a = 1.0 : i32} : () -> ()
// -----
"my.op"() {a = 1 : f32} : () -> ()
// -----
"my.op"() {a = array<i7: 1>} : () -> ()
// -----
"my.op"() {a = dense<[1, 2, 3, 4]> : tensor<2x2xi8>} : () -> ()
// -----
"my.op"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()
// -----
"my.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()
// -----
"my.op"() {a = dense_resource<"quoted"> : tensor<1xi8>} : () -> ()
// -----
"my.op"() {a = #foo} : () -> ()
// -----
"my.op"() {a = (i32) -> i32 -> i32} : () -> ()
// -----
"my.op"() {a = #later} : () -> ()
#later = 1 : i32
// -----
"my.op"() : () -> () loc(#undefined_loc)
