// llvm.* argument and result attributes of function-like ops
// (verifyParameterAttribute of MLIR 19).
llvm.func @a(%x : f64 {llvm.nonnull})
// -----
llvm.func @a(%x : !llvm.ptr {llvm.nofree = 0 : i32})
// -----
llvm.func @a(%x : i16 {llvm.inalloca = i16})
// -----
llvm.func @a(%x : !llvm.ptr {llvm.sret})
// -----
llvm.func @a(%x : vector<4xi8> {llvm.zeroext})
// -----
llvm.func @a(%x : i64 {llvm.signext = true})
// -----
llvm.func @a(%x : !llvm.ptr {llvm.dereferenceable_or_null = "8"})
// -----
llvm.func @a(%x : f16 {llvm.alignstack = 8 : i64})
// -----
llvm.func @a(%x : f16 {llvm.returned = 0 : i64})
// -----
// Unchecked names and values of non-LLVM types are accepted.
llvm.func @a(%x : i32 {llvm.elementtype = i32, llvm.allocalign = 7 : i64})
func.func private @b(%x : memref<4xf32> {llvm.noalias, llvm.align = 16 : i64})
llvm.func @c(%x : i32 {llvm.noalias, llvm.readonly})
// -----
llvm.func @a() -> (!llvm.ptr {llvm.nest})
// -----
llvm.func @a() -> (!llvm.ptr {llvm.noalias, llvm.returned})
// -----
llvm.func @a() -> (f32 {llvm.noundef, llvm.zeroext})
// -----
llvm.func @a() -> (i8 {llvm.inreg = "yes"})
// -----
func.func private @b() -> (tensor<2xf32> {llvm.preallocated = i8})
