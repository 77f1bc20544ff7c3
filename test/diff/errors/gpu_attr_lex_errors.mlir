// A lexer error inside a #gpu attribute parameter is reported once: MLIR
// drops the follow-up "failed to parse ... parameter" at an error token.
"foo.op"() {a = #gpu.select_object<1#>} : () -> ()
// -----
"foo.op"() {a = #gpu.select_object<#>} : () -> ()
// -----
"foo.op"() {a = #gpu.thread<y#>} : () -> ()
// -----
"foo.op"() {a = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0)#, bound = (d0) -> (d0)>} : () -> ()
// -----
"foo.op"() {a = #gpu.object<#nvvm.target, properties = {k = 1}#, "bin">} : () -> ()
