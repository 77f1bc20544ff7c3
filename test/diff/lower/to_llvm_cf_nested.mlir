// FLAGS: --convert-cf-to-llvm
// cf.assert's message globals and puts/abort declarations in nested modules and gpu.modules (an error there, as in MLIR 19).
module attributes {gpu.container_module} {
  module @inner {
    func.func @g(%c: i1) {
      cf.assert %c, "in inner"
      return
    }
  }
  func.func @h(%c: i1) {
    cf.assert %c, "top"
    cf.assert %c, "top"
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @dev {
    func.func @f(%c: i1) {
      cf.assert %c, "in gpu module"
      return
    }
  }
  module @inner {
    func.func @g(%c: i1) {
      cf.assert %c, "in inner"
      return
    }
  }
  func.func @h(%c: i1) {
    cf.assert %c, "top"
    cf.assert %c, "top"
    return
  }
}
