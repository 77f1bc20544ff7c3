module {
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.func @f() {
    llvm.return
  }
}
