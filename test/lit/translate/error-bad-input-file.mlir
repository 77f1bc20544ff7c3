// RUN: not gpuc translate --mlir-to-llvmir %t.does-not-exist.mlir 2>&1 | FileCheck %s

// CHECK: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
