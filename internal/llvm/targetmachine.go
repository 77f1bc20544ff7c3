package llvm

// #include <stdlib.h>
// #include <llvm-c/Core.h>
// #include <llvm-c/Target.h>
// #include <llvm-c/TargetMachine.h>
// #include "shim.h"
import "C"

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"
)

// TargetMachine is an llvm::TargetMachine for one triple, chip and feature set. One goroutine at a time.
type TargetMachine struct {
	tm        C.LLVMTargetMachineRef
	abandoned bool // see abandon
}

// NewTargetMachine creates the TargetMachine ModuleToObject::createTargetMachine makes: looked up by triple,
// with default target options, the target's default relocation and code models, and code generation at
// optLevel (0..3; MLIR sets it from the target's O before optimizing). The error carries LLVM's lookup
// message, e.g. for an unknown triple.
func NewTargetMachine(triple, cpu, features string, optLevel int) (*TargetMachine, error) {
	initTargets()
	if optLevel < 0 || optLevel > 3 {
		return nil, fmt.Errorf("Invalid optimization level%d", optLevel)
	}
	ct, cc, cf, free := cTarget(triple, cpu, features)
	defer free()
	var target C.LLVMTargetRef
	var msg *C.char
	if C.LLVMGetTargetFromTriple(ct, &target, &msg) != 0 {
		return nil, fmt.Errorf("Failed to lookup target: %s", disposeMessage(msg))
	}
	tm := C.LLVMCreateTargetMachine(target, ct, cc, cf, C.LLVMCodeGenOptLevel(optLevel), C.LLVMRelocDefault,
		C.LLVMCodeModelDefault)
	if tm == nil {
		return nil, errors.New("Failed to create target machine")
	}
	return &TargetMachine{tm: tm}, nil
}

// cTarget returns C copies of a target's triple, cpu and features, and the function that frees them.
func cTarget(triple, cpu, features string) (ct, cc, cf *C.char, free func()) {
	ct, cc, cf = C.CString(triple), C.CString(cpu), C.CString(features)
	return ct, cc, cf, func() {
		C.free(unsafe.Pointer(ct))
		C.free(unsafe.Pointer(cc))
		C.free(unsafe.Pointer(cf))
	}
}

// CheckTarget reports a cpu or a feature of features (comma-separated +name / -name) that the LLVM target of
// triple does not know. LLVM's own answer to one is a warning printed to stderr, once per subtarget it
// creates, and code for a generic processor: for a GPU, a binary no device loads. nil when all are known, or
// when no target has the triple (NewTargetMachine reports that).
func CheckTarget(triple, cpu, features string) error {
	initTargets()
	ct, cc, cf, free := cTarget(triple, cpu, features)
	defer free()
	var cerr *C.char
	if C.gpuc_check_target(ct, cc, cf, &cerr) != 0 {
		return errors.New(goString(cerr))
	}
	return nil
}

// Dispose frees the TargetMachine. A second call does nothing.
func (t *TargetMachine) Dispose() {
	if t.tm == nil {
		return
	}
	if !t.abandoned {
		C.LLVMDisposeTargetMachine(t.tm)
	}
	t.tm = nil
}

func (t *TargetMachine) live() C.LLVMTargetMachineRef {
	if t == nil || t.tm == nil {
		panic("llvm: use of disposed TargetMachine")
	}
	return t.tm
}

// DataLayout returns the data layout the target machine creates (TargetMachine::createDataLayout).
func (t *TargetMachine) DataLayout() string {
	td := C.LLVMCreateTargetDataLayout(t.live())
	defer C.LLVMDisposeTargetData(td)
	return disposeMessage(C.LLVMCopyStringRepOfTargetData(td))
}

// Triple returns the target machine's triple (TargetMachine::getTargetTriple).
func (t *TargetMachine) Triple() string {
	return disposeMessage(C.LLVMGetTargetMachineTriple(t.live()))
}

// Optimize runs ModuleToObject::optimizeModule: it sets the machine's code generation level to optLevel and
// runs MLIR's makeOptimizingTransformer pipeline (the new pass manager's default<O0..O3> with loop unrolling,
// interleaving and vectorization on) over m, with tm's target-specific passes and analyses.
func (m *Module) Optimize(tm *TargetMachine, optLevel int) error {
	mod := m.live()
	t := tm.live()
	if optLevel < 0 || optLevel > 3 {
		return fmt.Errorf("Invalid optimization level%d", optLevel)
	}
	m.ctx.takeDiags()
	var cerr *C.char
	C.gpuc_tm_set_opt_level(t, C.int(optLevel))
	m.queried = true // NVPTX's passes read (and cache) the annotations
	switch C.gpuc_optimize(mod, t, C.int(optLevel), &cerr) {
	case 1:
		return fmt.Errorf("Could not optimize LLVM IR: %s", goString(cerr))
	case 2:
		// A fatal error left the module half-optimized: give it up, as Emit does.
		m.ctx.abandon()
		tm.abandon()
		return fmt.Errorf("Could not optimize LLVM IR: LLVM stopped with a fatal error: %s", firstLine(goString(cerr)))
	}
	return m.ctx.diagError("Could not optimize LLVM IR")
}

// FileType selects what Emit produces.
type FileType int

const (
	// Assembly is the target's assembly text: PTX for NVPTX, GCN assembly for AMDGPU.
	Assembly FileType = iota
	// Object is a relocatable object file (ELF for AMDGPU; NVPTX has none).
	Object
)

// Emit runs code generation for m, as ModuleToObject::translateToISA does for Assembly (legacy pass manager,
// addPassesToEmitFile). Errors the backend reports (e.g. an unsupported construct) come back as an error
// instead of ending the process.
//
// So do its fatal errors: LLVM's backends stop at some inputs with report_fatal_error ("Cannot select" in
// instruction selection, an unsupported libcall, an unknown code object version), which prints "LLVM ERROR"
// and aborts the process (mlir-opt-19 aborts). gpuc runs code generation in an LLVM CrashRecoveryContext, as
// clang runs its in-process compiler, and its fatal error handler leaves through that context: the error
// comes back here and the module fails alone. The pass manager that was running is freed all the same (see
// gpuc_emit_safely); the module's IR stays valid (instruction selection, where these errors arise, does not
// change it), so m and t can be disposed as usual. Crashes (signals) are not caught: the Go runtime owns those signals; fp128 on NVPTX,
// on which LLVM 19 crashes, is refused before code generation.
func (t *TargetMachine) Emit(m *Module, kind FileType) ([]byte, error) {
	tm := t.live()
	mod := m.live()
	ft := C.int(C.LLVMAssemblyFile)
	if kind == Object {
		ft = C.LLVMObjectFile
	}
	m.ctx.takeDiags()
	var emitErr, fatal *C.char
	var buf C.LLVMMemoryBufferRef
	const what = "Failed translating the Module to ISA"
	if strings.HasPrefix(t.Triple(), "nvptx") {
		if name := m.FirstFP128User(); name != "" {
			return nil, fmt.Errorf("%s: '%s' uses f128, which NVPTX cannot compile (LLVM 19's NVPTX back end has "+
				"no fp128 and crashes on it): use f64, or compile it for AMDGPU", what, name)
		}
	}
	m.queried = true
	switch C.gpuc_emit_safely(tm, mod, ft, &emitErr, &buf, &fatal) {
	case 0:
		// The AsmPrinter finished the module: it cleared NVPTX's cache.
		m.queried = false
		defer C.LLVMDisposeMemoryBuffer(buf)
		if err := m.ctx.diagError(what); err != nil {
			return nil, err
		}
		return C.GoBytes(unsafe.Pointer(C.LLVMGetBufferStart(buf)), C.int(C.LLVMGetBufferSize(buf))), nil
	case 2:
		return nil, fmt.Errorf("%s: LLVM's backend stopped with a fatal error: %s (the target does not support "+
			"what this code uses: change the code, or pick a chip, features or options that support it)", what,
			firstLine(goString(fatal)))
	}
	emitMsg := goString(emitErr)
	if err := m.ctx.diagError(what); err != nil {
		return nil, err
	}
	if emitMsg != "" {
		return nil, fmt.Errorf("%s: %s", what, trimNL(emitMsg))
	}
	return nil, fmt.Errorf("%s: code generation ended without a result", what)
}

// firstLine is the first line of LLVM's fatal error message, with " ..." when more follows: "Cannot select"
// is followed by a dump of the selection DAG, one node a line, and its first line names the operation, which
// is what the user can act on.
func firstLine(msg string) string {
	first, _, more := strings.Cut(trimNL(msg), "\n")
	if more {
		first += " ..."
	}
	return first
}

// abandon gives t up after a fatal error in optimisation left its state unknown: Dispose then only forgets it.
func (t *TargetMachine) abandon() { t.abandoned = true }

// Assemble assembles target assembly text into a relocatable ELF object with LLVM's MC layer, as
// AMDGPUPipeline::assembleIsa does with the GCN assembly Emit produced. The error carries the assembler's
// diagnostics (line:col of the text named "isa").
func Assemble(triple, cpu, features string, text []byte) ([]byte, error) {
	initTargets()
	ct, cc, cf, free := cTarget(triple, cpu, features)
	defer free()
	p, n := cBytes(text)
	var out, cerr *C.char
	var outLen C.size_t
	if C.gpuc_assemble(ct, cc, cf, p, n, &out, &outLen, &cerr) != 0 {
		return nil, fmt.Errorf("Failed during ISA assembling: %s", trimNL(goString(cerr)))
	}
	defer C.free(unsafe.Pointer(out))
	return C.GoBytes(unsafe.Pointer(out), C.int(outLen)), nil
}

// TargetCPUs returns the processors LLVM 19's target for triple knows, in
// its order (sm_20 ... for NVPTX, gfx600 ... for AMDGPU).
func TargetCPUs(triple string) []string {
	initTargets()
	ct := C.CString(triple)
	defer C.free(unsafe.Pointer(ct))
	s := goString(C.gpuc_target_cpus(ct))
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
