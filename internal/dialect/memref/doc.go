// Package memref registers MLIR 19's memref dialect: the generated op specs
// plus the custom syntax of generic_atomic_rmw, alloca_scope, dma_start,
// prefetch and transpose, the DynamicIndexList and
// GlobalMemrefOpTypeAndInitialValue directives, result names, type
// inference and the verifiers of MemRefOps.cpp (strided layouts included).
package memref
