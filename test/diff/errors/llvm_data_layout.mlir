// llvm.data_layout strings are parsed as llvm::DataLayout::parse (LLVM 19)
// does; the first error is reported with its trailing newline.
module attributes {llvm.data_layout = "E-m:x"} {}
// -----
module attributes {llvm.data_layout = "e-z"} {}
// -----
module attributes {llvm.data_layout = "e--i8:8"} {}
// -----
module attributes {llvm.data_layout = "p3:32"} {}
// -----
module attributes {llvm.data_layout = "p3:32:24"} {}
// -----
module attributes {llvm.data_layout = "p:32:32:16:64"} {}
// -----
module attributes {llvm.data_layout = "p:32:64:32"} {}
// -----
module attributes {llvm.data_layout = "i16:0"} {}
// -----
module attributes {llvm.data_layout = "i8:16"} {}
// -----
module attributes {llvm.data_layout = "f64:64:48"} {}
// -----
module attributes {llvm.data_layout = "a8:0"} {}
// -----
module attributes {llvm.data_layout = "n16:x"} {}
// -----
module attributes {llvm.data_layout = "S12"} {}
// -----
module attributes {llvm.data_layout = "Fq32"} {}
// -----
module attributes {llvm.data_layout = "A99999999"} {}
// -----
module attributes {llvm.data_layout = "ni:1:0"} {}
// -----
module attributes {llvm.data_layout = "mx"} {}
// -----
module attributes {llvm.data_layout = "m:zz"} {}
// -----
module attributes {llvm.data_layout = "e-p270:32:32-i64:64-f80:128-n8:16:32:64-S128"} {
  "my.op"() {llvm.data_layout = ["e"]} : () -> ()
}
// -----
// The module's attribute is checked before the ops it holds.
module attributes {llvm.data_layout = "v64"} {
  func.func @no_body()
}
