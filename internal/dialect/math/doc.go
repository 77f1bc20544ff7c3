// Package math registers MLIR 19's math dialect from its generated op specs;
// every math op has a declarative format, so nothing is hand-written.
package math
