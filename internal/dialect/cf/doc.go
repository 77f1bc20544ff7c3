// Package cf registers MLIR 19's cf dialect: the generated op specs plus the
// SwitchOpCases directive of cf.switch and the branch verifiers.
package cf
