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
	gv, err := placeBinary(host, op, module, len(object))
	if err != nil {
		return err
	}
	fillBinary(gv, object)
	return nil
}

// placeBinary is embed without the bytes: it adds `<module>_gpubin_cst`
// for an object of size bytes with no initializer yet, and moves the
// stub's uses to it. Replacing a use walks every global's initializer, so
// the driver places all of a translation's binaries before it fills any
// (fillBinary); the raw bytes fillBinary stores have no operands to walk
// anyway, so neither order is quadratic in the number of modules.
func placeBinary(host *ll.Module, op *ir.Operation, module string, size int) (*ll.GlobalVariable, error) {
	stub := host.LookupGlobal(stubName(module))
	if stub == nil {
		return nil, op.EmitError("There's no global variable for embedding this module.")
	}
	gv := &ll.GlobalVariable{ValueType: ll.NewArrayType(uint64(size)+1, ll.I8), IsConstant: true}
	gv.Linkage = ll.Internal
	gv.Align = 8
	// A name already taken gets LLVM's numeric suffix, as the symbol
	// table does for CreateGlobalString.
	gv.Name = "\x00" + storageName(module)
	host.AddGlobal(gv)
	host.Rename(gv, storageName(module))
	host.ReplaceAllUses(stub, gv)
	host.EraseGlobal(stub)
	return gv, nil
}

// fillBinary sets the initializer of a global placeBinary made: object's
// bytes and the NUL.
func fillBinary(gv *ll.GlobalVariable, object []byte) {
	// One raw byte array (ConstantDataArray), no constant per byte.
	data := make([]byte, len(object)+1)
	copy(data, object)
	gv.Init = ll.NewData(gv.ValueType, data)
}
