package llvm

// #include <stdlib.h>
// #include <llvm-c/Core.h>
// #include "shim.h"
import "C"

import (
	"strings"
	"unsafe"
)

// SubtargetHas reports whether LLVM 19 generates code for feature ("+name" or "-name") when it compiles a
// function without target attributes of its own for triple, cpu and features: the subtarget code generation
// uses, after LLVM has settled the chip's defaults and conflicting features. For AMDGPU this is the wavefront
// size ("+wavefrontsize64"): wave64 before gfx10, wave32 from gfx10 on unless features say +wavefrontsize64.
// ok is false when triple has no target or cpu, features or feature is not one it knows.
func SubtargetHas(triple, cpu, features, feature string) (has, ok bool) {
	initTargets()
	ct, cc, cf, free := cTarget(triple, cpu, features)
	defer free()
	cq := C.CString(feature)
	defer C.free(unsafe.Pointer(cq))
	switch C.gpuc_subtarget_has_feature(ct, cc, cf, cq) {
	case 1:
		return true, true
	case 0:
		return false, true
	}
	return false, false
}

// HasGlobal reports whether m has a global variable named name (defined or declared): after
// LinkOnlyNeeded, whether anything in m refers to a library's variable.
func (m *Module) HasGlobal(name string) bool {
	cn := C.CString(name)
	defer C.free(unsafe.Pointer(cn))
	return C.LLVMGetNamedGlobal(m.live(), cn) != nil
}

// AddFunctionFeature appends feature ("+name") to the "target-features" attribute of every function defined
// in m that has one and does not name the feature already, and returns how many it changed. LLVM compiles
// such a function for its own features on the target machine's chip, without the machine's features; a
// device library's function (ROCm's ockl says "+dpp" on its wave reductions) would otherwise be compiled for
// the chip's default wavefront size inside a kernel of the other size, and not inlined into it. clang's
// -mlink-builtin-bitcode merges the features into the library's functions the same way.
func (m *Module) AddFunctionFeature(feature string) int {
	name := strings.TrimLeft(feature, "+-")
	key := C.CString("target-features")
	defer C.free(unsafe.Pointer(key))
	changed := 0
	for f := C.LLVMGetFirstFunction(m.live()); f != nil; f = C.LLVMGetNextFunction(f) {
		if C.LLVMIsDeclaration(f) != 0 {
			continue
		}
		a := C.LLVMGetStringAttributeAtIndex(f, fnIndex, key, C.uint(len("target-features")))
		if a == nil {
			continue
		}
		var n C.uint
		p := C.LLVMGetStringAttributeValue(a, &n)
		have := C.GoStringN(p, C.int(n))
		if hasFeatureName(have, name) {
			continue
		}
		v := feature
		if have != "" {
			v = have + "," + feature
		}
		cv := C.CString(v)
		C.LLVMAddTargetDependentFunctionAttr(f, key, cv)
		C.free(unsafe.Pointer(cv))
		changed++
	}
	return changed
}

// fnIndex is LLVMAttributeFunctionIndex (~0U), which cgo cannot convert from its enum constant -1.
const fnIndex = ^C.LLVMAttributeIndex(0)

// hasFeatureName reports whether the comma-separated features mention name with either sign.
func hasFeatureName(features, name string) bool {
	for _, f := range strings.Split(features, ",") {
		if strings.TrimLeft(strings.TrimSpace(f), "+-") == name {
			return true
		}
	}
	return false
}
