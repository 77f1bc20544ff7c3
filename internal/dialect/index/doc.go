// Package index registers MLIR 19's index dialect: the generated op specs
// plus the result names of index.constant and index.bool.constant and the
// cast compatibility check of index.casts / index.castu.
package index
