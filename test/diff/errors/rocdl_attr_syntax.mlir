// Syntax errors in #rocdl.target.
"my.op"() {a = #rocdl.target<abi = 5>} : () -> ()

// -----
"my.op"() {a = #rocdl.target<abi = "500", abi = "400">} : () -> ()

// -----
"my.op"() {a = #rocdl.target<wave64 = 1>} : () -> ()

// -----
"my.op"() {a = #rocdl.target<chip = "gfx90a",>} : () -> ()

// -----
"my.op"() {a = #rocdl.target<O = "3">} : () -> ()

// -----
"my.op"() {a = #rocdl.target<flags = fast>} : () -> ()

// -----
"my.op"() {a = #rocdl.target<link = "a.bc">} : () -> ()

// -----
"my.op"() {a = #rocdl.target<chip>} : () -> ()
