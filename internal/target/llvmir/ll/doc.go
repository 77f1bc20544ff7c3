// Package ll is an in-memory model of LLVM IR in pure Go: a module with
// identified struct types, global variables, functions, basic blocks,
// instructions, constants, metadata and attributes, and a printer that
// writes LLVM 19's textual IR.
//
// The model is what translation from the MLIR LLVM dialect builds (see the
// parent package) and what the device serialization hands to LLVM. It
// holds no cgo: text is the boundary to LLVM.
//
// Values print the way LLVM's AsmWriter prints them: unnamed locals are
// numbered per function (arguments, then blocks and instructions in
// order), global names are quoted when they are not plain identifiers,
// attribute sets of functions and calls go to `attributes #N` groups and
// metadata nodes are numbered in the order LLVM's SlotTracker visits them.
package ll
