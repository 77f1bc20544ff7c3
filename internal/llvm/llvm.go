package llvm

// #cgo CPPFLAGS: -I/usr/lib/llvm-19/include -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS
// #cgo CXXFLAGS: -std=c++17 -fno-exceptions -fno-rtti
// #cgo LDFLAGS: -L/usr/lib/llvm-19/lib -llldELF -llldCommon -lLLVM-19 -Wl,-rpath,/usr/lib/llvm-19/lib -lz -lzstd -ldl
// #include <stdlib.h>
// #include <llvm-c/Core.h>
// #include <llvm-c/Target.h>
//
// static void gpuc_init_targets(void) {
//   LLVMInitializeNVPTXTargetInfo();
//   LLVMInitializeNVPTXTarget();
//   LLVMInitializeNVPTXTargetMC();
//   LLVMInitializeNVPTXAsmPrinter();
//   LLVMInitializeAMDGPUTargetInfo();
//   LLVMInitializeAMDGPUTarget();
//   LLVMInitializeAMDGPUTargetMC();
//   LLVMInitializeAMDGPUAsmPrinter();
//   LLVMInitializeAMDGPUAsmParser();
// }
import "C"

import (
	"strings"
	"sync"
	"unsafe"
)

var initOnce sync.Once

// initTargets registers the NVPTX and AMDGPU targets with LLVM's registry, once per process, as MLIR's
// InitNVPTXTarget / InitAMDGPUTarget do (AMDGPU also needs its assembly parser, for Assemble).
func initTargets() {
	initOnce.Do(func() {
		C.gpuc_init_targets()
	})
}

// goString converts a malloc'd C string to Go and frees it; nil gives "".
func goString(p *C.char) string {
	if p == nil {
		return ""
	}
	s := C.GoString(p)
	C.free(unsafe.Pointer(p))
	return s
}

// disposeMessage converts a string LLVM allocated (LLVMDisposeMessage owns it) to Go.
func disposeMessage(p *C.char) string {
	if p == nil {
		return ""
	}
	s := C.GoString(p)
	C.LLVMDisposeMessage(p)
	return s
}

// cBytes gives a C view of b for the duration of a call (cgo pins it); nil for an empty slice.
func cBytes(b []byte) (*C.char, C.size_t) {
	if len(b) == 0 {
		return nil, 0
	}
	return (*C.char)(unsafe.Pointer(&b[0])), C.size_t(len(b))
}

// trimNL drops the trailing newlines LLVM puts after its printed diagnostics.
func trimNL(s string) string { return strings.TrimRight(s, "\n") }
