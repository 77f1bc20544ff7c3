// arith-expand: the arith ops LLVM has no instruction for become simpler arith ops, as MLIR 19's ExpandOps.cpp
// builds them (test/diff/lower/arith_expand*.mlir compare whole outputs with mlir-opt-19).
// RUN: gpuc opt %s --arith-expand | FileCheck %s --check-prefixes=CHECK,NOBF16
// RUN: gpuc opt %s --arith-expand=include-bf16=true | FileCheck %s --check-prefixes=CHECK,BF16
// RUN: gpuc opt %s --pass-pipeline='builtin.module(func.func(arith-expand{include-bf16}))' | FileCheck %s --check-prefixes=CHECK,BF16

// CHECK-LABEL: func.func @ceildivui(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:   %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %[[EQ:.*]] = arith.cmpi eq, %[[A]], %[[Z]] : i32
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   %[[M1:.*]] = arith.subi %[[A]], %[[ONE]] : i32
// CHECK-NEXT:   %[[Q:.*]] = arith.divui %[[M1]], %[[B]] : i32
// CHECK-NEXT:   %[[P1:.*]] = arith.addi %[[Q]], %[[ONE]] : i32
// CHECK-NEXT:   %[[R:.*]] = arith.select %[[EQ]], %[[Z]], %[[P1]] : i32
// CHECK-NEXT:   return %[[R]] : i32
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivui %a, %b : i32
  return %0 : i32
}

// Constants of shaped types are splats.
// CHECK-LABEL: func.func @floordivsi_vector(
// CHECK-SAME: %[[A:.*]]: vector<4xi8>, %[[B:.*]]: vector<4xi8>)
// CHECK-NEXT:   %[[Q:.*]] = arith.divsi %[[A]], %[[B]] : vector<4xi8>
// CHECK-NEXT:   %[[P:.*]] = arith.muli %[[Q]], %[[B]] : vector<4xi8>
// CHECK-NEXT:   %[[NE:.*]] = arith.cmpi ne, %[[A]], %[[P]] : vector<4xi8>
// CHECK-NEXT:   %[[Z:.*]] = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT:   %[[AN:.*]] = arith.cmpi slt, %[[A]], %[[Z]] : vector<4xi8>
// CHECK-NEXT:   %[[BN:.*]] = arith.cmpi slt, %[[B]], %[[Z]] : vector<4xi8>
// CHECK-NEXT:   %[[SO:.*]] = arith.cmpi ne, %[[AN]], %[[BN]] : vector<4xi1>
// CHECK-NEXT:   %[[C:.*]] = arith.andi %[[NE]], %[[SO]] : vector<4xi1>
// CHECK-NEXT:   %[[M1:.*]] = arith.constant dense<-1> : vector<4xi8>
// CHECK-NEXT:   %[[QM1:.*]] = arith.addi %[[Q]], %[[M1]] : vector<4xi8>
// CHECK-NEXT:   %[[R:.*]] = arith.select %[[C]], %[[QM1]], %[[Q]] : vector<4xi1>, vector<4xi8>
func.func @floordivsi_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.floordivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

// The float max/min ops: maximumf returns NaN for a NaN operand, maxnumf the other operand.
// CHECK-LABEL: func.func @maxmin(
// CHECK-SAME: %[[A:.*]]: i64, %[[B:.*]]: i64, %[[F:.*]]: f32, %[[G:.*]]: f32)
// CHECK-NEXT:   %[[C0:.*]] = arith.cmpi ult, %[[A]], %[[B]] : i64
// CHECK-NEXT:   %[[S0:.*]] = arith.select %[[C0]], %[[A]], %[[B]] : i64
// CHECK-NEXT:   %[[C1:.*]] = arith.cmpf ugt, %[[F]], %[[G]] : f32
// CHECK-NEXT:   %[[S1:.*]] = arith.select %[[C1]], %[[F]], %[[G]] : f32
// CHECK-NEXT:   %[[N1:.*]] = arith.cmpf uno, %[[G]], %[[G]] : f32
// CHECK-NEXT:   %[[R1:.*]] = arith.select %[[N1]], %[[G]], %[[S1]] : f32
// CHECK-NEXT:   %[[C2:.*]] = arith.cmpf ult, %[[F]], %[[G]] : f32
// CHECK-NEXT:   %[[S2:.*]] = arith.select %[[C2]], %[[F]], %[[G]] : f32
// CHECK-NEXT:   %[[N2:.*]] = arith.cmpf uno, %[[F]], %[[F]] : f32
// CHECK-NEXT:   %[[R2:.*]] = arith.select %[[N2]], %[[G]], %[[S2]] : f32
// CHECK-NEXT:   return %[[S0]], %[[R1]], %[[R2]]
func.func @maxmin(%a: i64, %b: i64, %f: f32, %g: f32) -> (i64, f32, f32) {
  %0 = arith.minui %a, %b : i64
  %1 = arith.maximumf %f, %g : f32
  %2 = arith.minnumf %f, %g : f32
  return %0, %1, %2 : i64, f32, f32
}

// CHECK-LABEL: func.func @extf_bf16(
// NOBF16-NEXT:   arith.extf %{{.*}} : bf16 to f32
// BF16-NEXT:     %[[BC:.*]] = arith.bitcast %{{.*}} : bf16 to i16
// BF16-NEXT:     %[[EXT:.*]] = arith.extui %[[BC]] : i16 to i32
// BF16-NEXT:     %[[C16:.*]] = arith.constant 16 : i32
// BF16-NEXT:     %[[SHL:.*]] = arith.shli %[[EXT]], %[[C16]] : i32
// BF16-NEXT:     %[[R:.*]] = arith.bitcast %[[SHL]] : i32 to f32
// BF16-NEXT:     return %[[R]] : f32
func.func @extf_bf16(%a: bf16) -> f32 {
  %0 = arith.extf %a : bf16 to f32
  return %0 : f32
}

// CHECK-LABEL: func.func @truncf_bf16(
// NOBF16-NEXT:   arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
// BF16-NEXT:     %[[NAN:.*]] = arith.cmpf une, %[[A:.*]], %[[A]] : vector<2xf32>
// BF16-NEXT:     %[[BIAS:.*]] = arith.constant dense<32767> : vector<2xi32>
// BF16-NEXT:     %[[QNAN:.*]] = arith.constant dense<32704> : vector<2xi16>
// BF16-NEXT:     %[[C16:.*]] = arith.constant dense<16> : vector<2xi32>
// BF16-NEXT:     %[[C1:.*]] = arith.constant dense<1> : vector<2xi32>
// BF16-NEXT:     %[[BITS:.*]] = arith.bitcast %[[A]] : vector<2xf32> to vector<2xi32>
// BF16-NEXT:     %[[SH:.*]] = arith.shrui %[[BITS]], %[[C16]] : vector<2xi32>
// BF16-NEXT:     %[[B16:.*]] = arith.andi %[[SH]], %[[C1]] : vector<2xi32>
// BF16-NEXT:     %[[RB:.*]] = arith.addi %[[B16]], %[[BIAS]] : vector<2xi32>
// BF16-NEXT:     %[[BIASED:.*]] = arith.addi %[[BITS]], %[[RB]] : vector<2xi32>
// BF16-NEXT:     %[[HI:.*]] = arith.shrui %[[BIASED]], %[[C16]] : vector<2xi32>
// BF16-NEXT:     %[[T:.*]] = arith.trunci %[[HI]] : vector<2xi32> to vector<2xi16>
// BF16-NEXT:     %[[SEL:.*]] = arith.select %[[NAN]], %[[QNAN]], %[[T]] : vector<2xi1>, vector<2xi16>
// BF16-NEXT:     %[[R:.*]] = arith.bitcast %[[SEL]] : vector<2xi16> to vector<2xbf16>
// BF16-NEXT:     return %[[R]] : vector<2xbf16>
func.func @truncf_bf16(%a: vector<2xf32>) -> vector<2xbf16> {
  %0 = arith.truncf %a : vector<2xf32> to vector<2xbf16>
  return %0 : vector<2xbf16>
}

// Other float conversions stay.
// CHECK-LABEL: func.func @other_floats(
// CHECK-NEXT:   arith.extf %{{.*}} : bf16 to f64
// CHECK-NEXT:   arith.truncf %{{.*}} : f32 to f16
func.func @other_floats(%a: bf16, %b: f32) -> (f64, f16) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.truncf %b : f32 to f16
  return %0, %1 : f64, f16
}
