// Syntax errors in #nvvm.target and #nvvm.shape, reported as the parsers
// mlir-tblgen generates for their struct(...) formats report them.
"my.op"() {a = #nvvm.target<foo = 1>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = "x">} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 1, O = 2>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O 1>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<chip = 1>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<flags = [1]>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<link = {a}>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 1,>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 99999999999>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<"x">} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 1 : i32>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 2147483648>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = -2147483649>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 0xFFFFFFFF>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = -x>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<i32 = 1>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<chip = "sm_90"} : () -> ()

// -----
"my.op"() {a = #nvvm.target<features = "a" "b">} : () -> ()

// -----
"my.op"() {a = #nvvm.target<triple = @x>} : () -> ()

// -----
"my.op"() {a = #nvvm.target<O = 1.5>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = 1, n = 2>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = 1, n = 2, k = 3, l = 4>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = 1, m = 2, k = 3>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = 1, n = 2, x = 3>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = "1", n = 2, k = 3>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<>} : () -> ()

// -----
"my.op"() {a = #nvvm.shape<m = 1 n = 2, k = 3>} : () -> ()
// -----
"my.op"() {a = #nvvm.target<flags = {a = }>} : () -> ()
// -----
"my.op"() {a = #nvvm.target<link = ["a", >} : () -> ()
