// lower-affine (MLIR 19's AffineToStandard.cpp and the expansion of
// Affine/Utils/Utils.cpp) on the affine ops gpuc registers: affine.apply,
// affine.min and affine.max become arith ops, created in MLIR's order.
// RUN: gpuc opt %s --lower-affine | FileCheck %s

// An affine.apply of a sum of a product and a constant.
// CHECK-LABEL: func.func @linear(
// CHECK-SAME:      %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %[[J]], %[[C3]] : index
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %[[I]], %[[MUL]] : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[ADD]], %[[C5]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @linear(%i: index, %j: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3 + 5)>(%i, %j)
  return %0 : index
}

// mod: srem, then the remainder made non-negative with a select.
// CHECK-LABEL: func.func @mod(
// CHECK-SAME:      %[[X:.*]]: index)
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[REM:.*]] = arith.remsi %[[X]], %[[C8]] : index
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %[[ZERO]] : index
// CHECK-NEXT:    %[[FIX:.*]] = arith.addi %[[REM]], %[[C8]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[NEG]], %[[FIX]], %[[REM]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @mod(%x: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%x)
  return %0 : index
}

// floordiv by a symbol: one divsi between two selects on the sign.
// CHECK-LABEL: func.func @floordiv(
// CHECK-SAME:      %[[X:.*]]: index, %[[S:.*]]: index)
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[MONE:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[NEG:.*]] = arith.cmpi slt, %[[X]], %[[ZERO]] : index
// CHECK-NEXT:    %[[NX:.*]] = arith.subi %[[MONE]], %[[X]] : index
// CHECK-NEXT:    %[[DIVIDEND:.*]] = arith.select %[[NEG]], %[[NX]], %[[X]] : index
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[DIVIDEND]], %[[S]] : index
// CHECK-NEXT:    %[[NQ:.*]] = arith.subi %[[MONE]], %[[Q]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[NEG]], %[[NQ]], %[[Q]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @floordiv(%x: index, %s: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%s]
  return %0 : index
}

// ceildiv: the divisor constant first, then 0 and 1.
// CHECK-LABEL: func.func @ceildiv(
// CHECK-SAME:      %[[X:.*]]: index)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[NONPOS:.*]] = arith.cmpi sle, %[[X]], %[[ZERO]] : index
// CHECK-NEXT:    %[[NEGX:.*]] = arith.subi %[[ZERO]], %[[X]] : index
// CHECK-NEXT:    %[[DEC:.*]] = arith.subi %[[X]], %[[ONE]] : index
// CHECK-NEXT:    %[[DIVIDEND:.*]] = arith.select %[[NONPOS]], %[[NEGX]], %[[DEC]] : index
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[DIVIDEND]], %[[C4]] : index
// CHECK-NEXT:    %[[NQ:.*]] = arith.subi %[[ZERO]], %[[Q]] : index
// CHECK-NEXT:    %[[INC:.*]] = arith.addi %[[Q]], %[[ONE]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[NONPOS]], %[[NQ]], %[[INC]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @ceildiv(%x: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%x)
  return %0 : index
}

// affine.min and affine.max: every result expanded in order, then a
// linear chain of minsi (maxsi); d0 - d1 is d0 + d1 * -1.
// CHECK-LABEL: func.func @min_max(
// CHECK-SAME:      %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[A1:.*]] = arith.addi %[[A]], %[[C1]] : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[B2:.*]] = arith.muli %[[B]], %[[C2]] : index
// CHECK-NEXT:    %[[C100:.*]] = arith.constant 100 : index
// CHECK-NEXT:    %[[M1:.*]] = arith.minsi %[[A1]], %[[B2]] : index
// CHECK-NEXT:    %[[MIN:.*]] = arith.minsi %[[M1]], %[[C100]] : index
// CHECK-NEXT:    %[[MONE:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[NEGA:.*]] = arith.muli %[[A]], %[[MONE]] : index
// CHECK-NEXT:    %[[D:.*]] = arith.addi %[[MIN]], %[[NEGA]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[MAX:.*]] = arith.maxsi %[[D]], %[[C0]] : index
// CHECK-NEXT:    return %[[MIN]], %[[MAX]] : index, index
func.func @min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 * 2, 100)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%0, %a)
  return %0, %1 : index, index
}

// The conversion folds before it rewrites: an identity map is its
// operand, constant operands give a constant, a single-result min its
// expansion.
// CHECK-LABEL: func.func @folds(
// CHECK-SAME:      %[[A:.*]]: index)
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C13:.*]] = arith.constant 13 : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[A]], %[[C3]] : index
// CHECK-NEXT:    return %[[A]], %[[C13]], %[[R]] : index, index, index
func.func @folds(%a: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %c2 = arith.constant 2 : index
  %1 = affine.apply affine_map<(d0) -> (d0 * 5 + 3)>(%c2)
  %2 = affine.min affine_map<(d0) -> (d0 + 3)>(%0)
  return %0, %1, %2 : index, index, index
}
