// convert-index-to-llvm: the index dialect is illegal, the LLVM dialect legal, on any op; index-bitwidth
// sets the integer type of index.
// RUN: gpuc opt %s --convert-index-to-llvm | FileCheck %s
// RUN: gpuc opt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: not gpuc opt %s --convert-index-to-llvm=index-bitwidth=4294967296 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:      %[[ARG0:.*]]: index, %[[ARG1:.*]]: index)
// CHECK:         %[[B:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : index to i64
// CHECK:         %[[A:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : index to i64
// CHECK:         %[[S:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK:         %[[ADD:.*]] = llvm.add %[[A]], %[[S]] : i64
// CHECK:         llvm.sdiv
// CHECK:         llvm.select
// CHECK:         llvm.icmp "ult" %[[A]], %[[B]] : i64

// I32:         builtin.unrealized_conversion_cast %{{.*}} : index to i32
// I32:         llvm.mlir.constant(32 : i32) : i32
// I32:         llvm.add %{{.*}}, %{{.*}} : i32

// BAD: for the --index-bitwidth option: '4294967296' value invalid for uint argument!

func.func @ops(%a: index, %b: index) -> (index, index, i1) {
  %0 = index.sizeof
  %1 = index.add %a, %0
  %2 = index.ceildivs %1, %b
  %3 = index.cmp ult(%a, %b)
  return %1, %2, %3 : index, index, i1
}
