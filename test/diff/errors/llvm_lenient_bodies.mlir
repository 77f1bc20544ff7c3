// The generated parsers of parameterless LLVM types and attributes stop
// after the mnemonic: the rest of a `!llvm.x<...>` / `#llvm.x<...>` body is
// not looked at. Nested in an LLVM type it is still an error.
"my.op"() {z = #llvm.zero<7 : i32>, n = #llvm.di_null_type<"ignored">} : () -> (!llvm.label<x>, !llvm.metadata<>)
// -----
"my.op"() : () -> !llvm.array<2 x token<1>>
// -----
"my.op"() : () -> !llvm.func<void<> (i32)>
