// passthrough integer attributes whose raw value packs two arguments
// (allocsize, vscale_range) or a kind (uwtable), on a Windows/MSVC module
// that also gets the CodeView module flag.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.func @alloc_one(i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "4294967295"]]}
  llvm.func @alloc_two(i32, i32) -> !llvm.ptr attributes {passthrough = [["allocsize", "1"]]}
  llvm.func @alloc_pair(i32, i32) -> !llvm.ptr attributes {passthrough = [["allocsize", "0x100000000"]]}
  llvm.func @scalable() attributes {passthrough = [["vscale_range", "8589934596"], ["uwtable", "1"]]}
  llvm.func @unwind() attributes {passthrough = [["uwtable", "2"], ["alignstack", "16"]]}
}
