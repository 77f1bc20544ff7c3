package gpu

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// Stub and storage names of a gpu.module's binary in the host module, as
// the seed's getBinaryStorageStubName and getBinaryStorageName: gpu-to-llvm
// leaves an empty `<module>_gpubin_stub` global for the launch code to
// reference, and serialization replaces it by the binary.
func stubName(module string) string    { return module + "_gpubin_stub" }
func storageName(module string) string { return module + "_gpubin_cst" }

// embed stores object in host as the seed's embedBinaryObject does: an
// internal, 8-aligned constant `<module>_gpubin_cst` holding the bytes and
// a terminating NUL (IRBuilder::CreateGlobalString), appended after the
// existing globals, replacing every use of `<module>_gpubin_stub`, which
// is erased. op locates the error when the stub is missing.
func embed(host *ll.Module, op *ir.Operation, module string, object []byte) error {
	stub := host.LookupGlobal(stubName(module))
	if stub == nil {
		return op.EmitError("There's no global variable for embedding this module.")
	}
	at := ll.NewArrayType(uint64(len(object))+1, ll.I8)
	elems := make([]ll.Constant, len(object)+1)
	// One constant per byte value, shared: a code object is tens of
	// kilobytes, its bytes draw on 256 values.
	var byteConst [256]*ll.ConstInt
	for i, b := range object {
		c := byteConst[b]
		if c == nil {
			c = ll.Int(ll.I8, int64(int8(b)))
			byteConst[b] = c
		}
		elems[i] = c
	}
	elems[len(object)] = ll.Int(ll.I8, 0)
	gv := &ll.GlobalVariable{ValueType: at, IsConstant: true, Init: &ll.ConstArray{Typ: at, Elems: elems}}
	gv.Linkage = ll.Internal
	gv.Align = 8
	// A name already taken gets LLVM's numeric suffix, as the symbol
	// table does for CreateGlobalString.
	gv.Name = "\x00" + storageName(module)
	host.AddGlobal(gv)
	host.Rename(gv, storageName(module))
	host.ReplaceAllUses(stub, gv)
	host.EraseGlobal(stub)
	return nil
}
