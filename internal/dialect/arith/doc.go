// Package arith registers MLIR 19's arith dialect: the generated op specs
// plus arith.select's custom syntax, arith.constant's result names and
// verifier, and the CastOpInterface compatibility checks of the casts.
package arith
