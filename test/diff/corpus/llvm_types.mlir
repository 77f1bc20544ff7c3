// no-roundtrip: mlir-opt-19 prints identified struct names without escaping quotes.
// LLVM dialect types: pointers, arrays, functions, vectors, literal and
// identified (recursive, opaque, packed) structs, target extension types.
"my.op"() : () -> (!llvm.ptr, !llvm.ptr<3>, !llvm.ptr<0>, !llvm.ptr<4294967295>, !llvm<ptr>, !llvm.ptr<1 >)
"my.op"() : () -> (!llvm.void, !llvm.label, !llvm.token, !llvm.metadata, !llvm.ppc_fp128, !llvm.x86_mmx)
"my.op"() : () -> (!llvm.array<4 x i32>, !llvm.array<0 x !llvm.ptr>, !llvm.array<2 x array<3 x f32>>, !llvm.array<4 x memref<?xf32>>)
"my.op"() : () -> (!llvm.func<i32 (f32, ...)>, !llvm.func<void ()>, !llvm.func<void (...)>, !llvm.func<ptr<1> (ptr, struct<(i8)>)>, !llvm.func<i32(i32)>)
"my.op"() : () -> (!llvm.vec<4 x ptr>, !llvm.vec<? x 4 x i32>, !llvm.vec<4xptr>, !llvm.vec<? x 2 x !llvm.ptr<1>>, !llvm.vec<2 x ppc_fp128>)
"my.op"() : () -> (!llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(i32, !llvm.ptr<1>, vector<4xf32>, f32)>)
"my.op"() : () -> (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(struct<(i1)>, array<2 x struct<(f16)>>)>)
"my.op"() : () -> (!llvm.struct<(i32, struct<(memref<2xf32>)>)>, !llvm.array<2 x struct<(memref<2xf32>)>>, !llvm.struct<(index)>)
"my.op"() : () -> (!llvm.struct<"id0", (i32)>, !llvm.struct<"id0", (i32)>, !llvm.struct<"id1", ()>, !llvm.struct<"id2", packed (i8, i64)>, !llvm.struct<"opq", opaque>)
"my.op"() : () -> (!llvm.struct<"rec", (ptr, struct<"rec">)>, !llvm.struct<"a b\"c", (i32)>, !llvm.struct<"x", (ptr, struct<"y", (struct<"x">)>)>)
"my.op"() : () -> (!llvm.array<2 x struct<"in_array", (i32)>>, !llvm.func<struct<"in_func", (i8)> (struct<"in_func", (i8)>)>)
"my.op"() : () -> (!llvm.target<"spirv.Image">, !llvm.target<"foo", i32, f32, 1, 2>, !llvm.target<"bar", 3>, !llvm.target<"baz", !llvm.ptr>)
"my.op"() : () -> (!llvm.vec<? x 1 x f16>, !llvm.vec<? x 8 x bf16>, !llvm.vec<3 x !llvm.ptr<5>>)
