// Package scf registers MLIR 19's scf dialect: the generated op specs plus
// the hand-written custom syntax of scf.for, scf.if, scf.while,
// scf.parallel, scf.execute_region, scf.forall, scf.forall.in_parallel and
// scf.index_switch (with its SwitchCases directive), their
// SingleBlockImplicitTerminator handling, and the verifiers of SCF.cpp and of
// the LoopLike / RegionBranch interfaces.
package scf
