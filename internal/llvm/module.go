package llvm

// #include <stdlib.h>
// #include <llvm-c/Core.h>
// #include <llvm-c/Analysis.h>
// #include <llvm-c/BitWriter.h>
// #include "shim.h"
import "C"

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"
)

// Module is an llvm::Module owned by a Context. Its methods must run on the goroutine using its Context.
type Module struct {
	m   C.LLVMModuleRef
	ctx *Context
	// queried: NVPTX passes may have cached the module's annotations
	// (Optimize ran) and its AsmPrinter has not cleared them since (no Emit
	// finished); see gpuc_nvptx_forget.
	queried bool
}

// Dispose frees the module and removes it from its Context. A second call, or one after the Context's
// Dispose, does nothing.
func (m *Module) Dispose() {
	if m.m == nil {
		return
	}
	if !m.ctx.abandoned {
		m.forgetAnnotations()
		C.LLVMDisposeModule(m.m)
	}
	m.forget()
}

// forgetAnnotations clears what NVPTX cached of the module's annotations
// before it is freed, so that no later module at its address reads them.
func (m *Module) forgetAnnotations() {
	if !m.queried {
		return
	}
	m.queried = false
	if C.gpuc_nvptx_forget(m.m) == 0 {
		return
	}
	// Emitting the now empty module runs NVPTX's AsmPrinter, whose
	// finalization clears the module's cache entry.
	tm, err := NewTargetMachine("nvptx64-nvidia-cuda", "sm_50", "", 0)
	if err != nil {
		return
	}
	defer tm.Dispose()
	tm.Emit(m, Assembly)
	m.queried = false
}

// forget marks m disposed without freeing it (the context or the linker freed it).
func (m *Module) forget() {
	if m.ctx != nil && m.ctx.modules != nil {
		delete(m.ctx.modules, m)
	}
	m.m = nil
}

func (m *Module) live() C.LLVMModuleRef {
	if m == nil || m.m == nil {
		panic("llvm: use of disposed Module")
	}
	return m.m
}

// Context returns the Context that owns m.
func (m *Module) Context() *Context { m.live(); return m.ctx }

// Materialize reads every function body a lazily loaded module (ParseBitcode lazy, LoadLazyIRFile) has not
// read yet. String, Bitcode and Verify see only what is materialized; linking materializes what it needs.
func (m *Module) Materialize() error {
	var cerr *C.char
	if C.gpuc_materialize_all(m.live(), &cerr) != 0 {
		return fmt.Errorf("reading the lazily loaded module: %s", goString(cerr))
	}
	return nil
}

// String prints the module as LLVM IR text (llvm::Module::print), as llvm-dis or opt -S would.
func (m *Module) String() string {
	return disposeMessage(C.LLVMPrintModuleToString(m.live()))
}

// Bitcode serializes the module to LLVM bitcode.
func (m *Module) Bitcode() []byte {
	buf := C.LLVMWriteBitcodeToMemoryBuffer(m.live())
	defer C.LLVMDisposeMemoryBuffer(buf)
	return C.GoBytes(unsafe.Pointer(C.LLVMGetBufferStart(buf)), C.int(C.LLVMGetBufferSize(buf)))
}

// Verify runs LLVM's module verifier; the error is the verifier's own report.
func (m *Module) Verify() error {
	var msg *C.char
	broken := C.LLVMVerifyModule(m.live(), C.LLVMReturnStatusAction, &msg) != 0
	text := trimNL(disposeMessage(msg))
	if !broken {
		return nil
	}
	if text == "" {
		text = "module is broken"
	}
	return errors.New(text)
}

// Triple returns the module's target triple.
func (m *Module) Triple() string { return C.GoString(C.LLVMGetTarget(m.live())) }

// SetTriple sets the module's target triple.
func (m *Module) SetTriple(triple string) {
	s := C.CString(triple)
	defer C.free(unsafe.Pointer(s))
	C.LLVMSetTarget(m.live(), s)
}

// DataLayout returns the module's data layout string.
func (m *Module) DataLayout() string { return C.GoString(C.LLVMGetDataLayoutStr(m.live())) }

// SetDataLayout sets the module's data layout string (as ModuleToObject does from the TargetMachine).
func (m *Module) SetDataLayout(layout string) {
	s := C.CString(layout)
	defer C.free(unsafe.Pointer(s))
	C.LLVMSetDataLayout(m.live(), s)
}

// ModFlagBehavior is llvm::Module::ModFlagBehavior (same values): how a module flag merges when modules are
// linked.
type ModFlagBehavior int

// The module flag behaviors of LLVM 19.
const (
	ModFlagError ModFlagBehavior = iota + 1
	ModFlagWarning
	ModFlagRequire
	ModFlagOverride
	ModFlagAppend
	ModFlagAppendUnique
	ModFlagMax
	ModFlagMin
)

// AddModuleFlag adds the integer module flag !{i32 behavior, !"key", i32 v} with
// llvm::Module::addModuleFlag(Behavior, Key, uint32_t), as the AMDGPU pipeline adds
// (Error, "amdhsa_code_object_version", 500).
func (m *Module) AddModuleFlag(behavior ModFlagBehavior, key string, v uint32) {
	mod := m.live()
	if behavior < ModFlagError || behavior > ModFlagMin {
		panic(fmt.Sprintf("llvm: invalid module flag behavior %d", behavior))
	}
	ck := C.CString(key)
	defer C.free(unsafe.Pointer(ck))
	C.gpuc_add_module_flag(mod, C.int(behavior), ck, C.size_t(len(key)), C.uint(v))
}

// EraseNamedMetadata removes the named metadata node (e.g. "llvm.ident", "opencl.ocl.version", as the
// AMDGPU pipeline strips from device libraries); it reports whether the node was there.
func (m *Module) EraseNamedMetadata(name string) bool {
	cn := C.CString(name)
	defer C.free(unsafe.Pointer(cn))
	return C.gpuc_erase_named_metadata(m.live(), cn, C.size_t(len(name))) != 0
}

// LinkOnlyNeeded links lib into m as ModuleToObject::linkFiles does: only the globals m (or a previously
// linked library) references are brought in, and everything brought in that m did not ask for is
// internalized. lib must belong to m's Context; it is consumed (disposed) whether or not linking succeeds.
func (m *Module) LinkOnlyNeeded(lib *Module) error {
	dst := m.live()
	src := lib.live()
	if lib.ctx != m.ctx {
		panic("llvm: LinkOnlyNeeded across Contexts")
	}
	if lib == m {
		panic("llvm: LinkOnlyNeeded of a module into itself")
	}
	m.ctx.takeDiags() // start clean
	var cerr *C.char
	failed := C.gpuc_link_only_needed(dst, src, &cerr) != 0
	lib.forget()
	derr := m.ctx.diagError("linking")
	if failed {
		msg := goString(cerr)
		if derr != nil {
			msg += " " + derr.Error()
		}
		return errors.New(msg)
	}
	return derr
}

// UndefinedFunctions lists, in module order, the functions m declares and uses without defining them,
// leaving out LLVM intrinsics (llvm.*): what a device library or the driver must still provide.
func (m *Module) UndefinedFunctions() []string {
	var names []string
	for f := C.LLVMGetFirstFunction(m.live()); f != nil; f = C.LLVMGetNextFunction(f) {
		if C.LLVMIsDeclaration(f) == 0 || C.LLVMGetIntrinsicID(f) != 0 || C.LLVMGetFirstUse(f) == nil {
			continue
		}
		var n C.size_t
		name := C.GoStringN(C.LLVMGetValueName2(f, &n), C.int(n))
		if strings.HasPrefix(name, "llvm.") {
			continue
		}
		names = append(names, name)
	}
	return names
}

// VerifyText parses LLVM IR text in a fresh Context, which runs the verifier on it (see ParseIR): the check
// that gpuc's printed IR is what LLVM itself accepts. The error is LLVM's parse diagnostic or verifier report.
func VerifyText(text []byte) error {
	// A large text is verified in parallel parts (verify_split.go).
	if done, err := verifySplit(text); done {
		return err
	}
	c := NewContext()
	defer c.Dispose()
	_, err := c.ParseIR("<llvm-ir>", text)
	return err
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "\x1e")
}

func joinLines(lines []string) string { return strings.Join(lines, "; ") }

// FirstFP128User returns the name of the first global or function of m whose types include fp128, or "".
// LLVM 19's NVPTX back end has no fp128 and crashes on it (a signal, not an error), so Emit asks before
// code generation for an NVPTX triple.
func (m *Module) FirstFP128User() string {
	p := C.gpuc_first_fp128_user(m.live())
	if p == nil {
		return ""
	}
	return C.GoString(p)
}
