// Invalid LLVM dialect types (messages of MLIR 19's LLVMTypeSyntax.cpp,
// LLVMTypes.cpp and the ODS-generated type parsers). Typed pointers are
// accepted (seed-era syntax; see test/lit/llvm/legacy.mlir).
"my.op"() : () -> (!llvm.ptr<4294967296>)
// -----
"my.op"() : () -> (!llvm.ptr<-100000000>)
// -----
"my.op"() : () -> (!llvm.ptr<>)
// -----
"my.op"() : () -> (!llvm.x86_amx)
// -----
"my.op"() : () -> (!llvm.foo)
// -----
"my.op"() : () -> (!llvm.i32)
// -----
"my.op"() : () -> (!llvm<"ptr">)
// -----
"my.op"() : () -> (!llvm.vec<4 x i32>)
// -----
"my.op"() : () -> (!llvm.vec<2 x i1>)
// -----
"my.op"() : () -> (!llvm.vec<4 x 4 x ptr>)
// -----
"my.op"() : () -> (!llvm.vec<? x ptr>)
// -----
"my.op"() : () -> (!llvm.vec<0 x ptr>)
// -----
"my.op"() : () -> (!llvm.vec<2 x struct<()>>)
// -----
"my.op"() : () -> (!llvm.vec<? x 2 x struct<()>>)
// -----
"my.op"() : () -> (!llvm.array<2 x void>)
// -----
"my.op"() : () -> (!llvm.array<4xi32>)
// -----
"my.op"() : () -> (!llvm.array<-1 x i32>)
// -----
"my.op"() : () -> (!llvm.func<void (void)>)
// -----
"my.op"() : () -> (!llvm.func<label ()>)
// -----
"my.op"() : () -> (!llvm.func<i32 (i32, ..., i32)>)
// -----
"my.op"() : () -> (!llvm.func<i32>)
// -----
"my.op"() : () -> (!llvm.struct<opaque>)
// -----
"my.op"() : () -> (!llvm.struct<(!llvm.void)>)
// -----
"my.op"() : () -> (!llvm.struct<"t_nobody">)
// -----
"my.op"() : () -> (!llvm.struct<"t_opq", opaque>, !llvm.struct<"t_opq", (i32)>)
// -----
"my.op"() : () -> (!llvm.struct<"t_def", (i32)>, !llvm.struct<"t_def", opaque>)
// -----
"my.op"() : () -> (!llvm.struct<"t_two", (i32)>, !llvm.struct<"t_two", (i64)>)
// -----
"my.op"() : () -> (!llvm.struct<"t_enc", (struct<"t_enc", (i32)>)>)
// -----
"my.op"() : () -> (!llvm.struct<"t_void", (void)>)
// -----
"my.op"() : () -> (!llvm.struct<"t_empty", (i32)>, !llvm.struct<"t_empty", ()>)
// -----
"my.op"() : () -> (!llvm.struct<"t_packed", packed opaque>)
// -----
"my.op"() : () -> (!llvm.target<"foo", 1, i32>)
// -----
"my.op"() : () -> (!llvm.target<1>)
// -----
"my.op"() : () -> (!llvm.struct<(i32)
// -----
llvm.func @f(%a: !llvm.ptr<4294967296>)
// -----
llvm.func @f(%a: !llvm.array<-1 x i32>)
