// The builtin typed-array constraints of LLVM ops (generic form, so that the
// op verifier reports them).
llvm.func @init() {
  llvm.return
}
"llvm.mlir.global_ctors"() <{ctors = [@init], priorities = [65535 : i16]}> : () -> ()
// -----
llvm.func @init() {
  llvm.return
}
"llvm.mlir.global_dtors"() <{dtors = [@init, "init"], priorities = [1 : i32, 2 : i32]}> : () -> ()
// -----
"llvm.mlir.global_dtors"() <{dtors = [@m::@init], priorities = [1 : i32]}> : () -> ()
// -----
"llvm.linker_options"() <{options = ["-lc", ["-lm"]]}> : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "f", arg_attrs = [{llvm.noundef}], res_attrs = ["x"]}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f", arg_attrs = [unit]}> ({
}) : () -> ()
