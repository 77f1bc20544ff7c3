package llvm

// #include <stdlib.h>
// #include <llvm-c/Core.h>
// #include <llvm-c/Target.h>
// #include <llvm-c/TargetMachine.h>
// static int gpuc_init_native(void) {
//   if (LLVMInitializeNativeTarget()) return 1;
//   if (LLVMInitializeNativeAsmPrinter()) return 1;
//   return 0;
// }
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"
)

var (
	nativeOnce sync.Once
	nativeErr  error
)

// HostTriple is the triple LLVM 19 was built to generate code for by
// default (x86_64-pc-linux-gnu on Debian's amd64 packages).
func HostTriple() string {
	p := C.LLVMGetDefaultTargetTriple()
	defer C.LLVMDisposeMessage(p)
	return C.GoString(p)
}

// NewHostTargetMachine creates the target machine of host code: the
// default triple, its generic CPU (no features of the machine gpuc runs
// on, so the object runs on any machine of the architecture),
// position-independent code (what cc links into a PIE by default), code
// generation at optLevel.
func NewHostTargetMachine(optLevel int) (*TargetMachine, error) {
	nativeOnce.Do(func() {
		if C.gpuc_init_native() != 0 {
			nativeErr = errors.New("LLVM 19 has no code generator for this machine's architecture")
		}
	})
	if nativeErr != nil {
		return nil, nativeErr
	}
	if optLevel < 0 || optLevel > 3 {
		return nil, fmt.Errorf("invalid optimization level %d (0 to 3)", optLevel)
	}
	ct := C.LLVMGetDefaultTargetTriple()
	defer C.LLVMDisposeMessage(ct)
	var target C.LLVMTargetRef
	var msg *C.char
	if C.LLVMGetTargetFromTriple(ct, &target, &msg) != 0 {
		return nil, fmt.Errorf("no LLVM target for the host: %s", disposeMessage(msg))
	}
	empty := C.CString("")
	defer C.free(unsafe.Pointer(empty))
	tm := C.LLVMCreateTargetMachine(target, ct, empty, empty, C.LLVMCodeGenOptLevel(optLevel), C.LLVMRelocPIC,
		C.LLVMCodeModelDefault)
	if tm == nil {
		return nil, errors.New("could not create the host target machine")
	}
	return &TargetMachine{tm: tm}, nil
}

// Version is the LLVM library's version, "19.1.7".
func Version() string {
	var major, minor, patch C.unsigned
	C.LLVMGetVersion(&major, &minor, &patch)
	return fmt.Sprintf("%d.%d.%d", major, minor, patch)
}
