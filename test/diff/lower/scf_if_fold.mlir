// gpu-to-llvm leaves scf.if alone but folds it, as MLIR 19's partial conversion folds every op of unknown
// legality: a condition negated with arith.xori swaps the regions.
func.func @negated(%c: i1, %a: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    scf.yield %a : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  scf.if %n {
    "my.then"() : () -> ()
  }
  return %r : i32
}
