// Package llvm is gpuc's only cgo package: the parts of LLVM 19 that device serialization needs and that gpuc
// does not reimplement in Go — parsing LLVM IR text and bitcode, the verifier, the bitcode linker, the
// optimization pipeline, code generation for NVPTX and AMDGPU, and the MC assembler — plus the CUDA driver's
// PTX JIT linker, loaded at run time (see cuda.go).
//
// It links against the shared libLLVM-19 of the Debian package llvm-19-dev (an rpath to /usr/lib/llvm-19/lib
// is recorded, so a built gpuc runs without LD_LIBRARY_PATH). What the LLVM C API lacks comes from a small C++
// shim (shim.cpp), each function of which mirrors the MLIR 19 code it stands for.
//
// # Ownership
//
// Every LLVM object has a Go owner with a Dispose method. A Context owns its Modules: disposing a Context
// disposes the Modules still in it. Dispose is idempotent; any other method of a disposed object panics with
// "llvm: use of disposed <Type>" — using a disposed object is a programming error in gpuc, not a condition of
// the input, so it is not returned as an error. No finalizers: callers dispose explicitly (defer).
//
// # Concurrency
//
// LLVM contexts are not thread-safe, but separate contexts are independent. One Context, with its Modules,
// must be used by one goroutine at a time; a TargetMachine likewise (it is mutated by Optimize). Separate
// Contexts and TargetMachines may be used from separate goroutines concurrently: that is how gpuc compiles
// the gpu.modules of a translation in parallel, one Context and one TargetMachine per module. Target
// initialisation happens once per process, guarded by a sync.Once.
//
// # Diagnostics
//
// A Context records what LLVM reports through its diagnostic handler (LLVM's default handler would print it
// and, for errors, exit the process). Operations that can produce such errors (linking, code generation)
// return them as Go errors; warnings can be drained with Context.TakeWarnings. LLVM's fatal errors
// (report_fatal_error, which no handler may return from) come mostly from code generation: TargetMachine.Emit
// runs it in an LLVM CrashRecoveryContext, so that they become errors and the module's context is given up
// (see Emit). Crashes inside LLVM are not caught.
package llvm
