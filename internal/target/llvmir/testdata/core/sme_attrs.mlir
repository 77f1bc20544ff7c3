// AArch64 SME streaming and ZA-state function attributes become string
// attributes on definitions; within each group the first one set wins.
llvm.func @decl_ignored() attributes {arm_streaming, arm_new_za}
llvm.func @streaming() attributes {arm_streaming, arm_in_za} {
  llvm.return
}
llvm.func @body() attributes {arm_locally_streaming, arm_out_za, arm_preserves_za} {
  llvm.return
}
llvm.func @compatible() attributes {arm_streaming_compatible, arm_inout_za} {
  llvm.return
}
llvm.func @preserves() attributes {arm_preserves_za, passthrough = ["nounwind"]} {
  llvm.return
}
