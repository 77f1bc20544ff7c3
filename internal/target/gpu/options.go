package gpu

import "fmt"

// ObjectFormat is what a gpu.module becomes in the host module: the
// loadable binary, the target's assembly text, or LLVM bitcode (MLIR's
// offload format) for a later link.
type ObjectFormat int

// Object formats, as `--gpu-object-format`.
const (
	// FormatBin is a cubin (NVPTX) or an HSACO code object (AMDGPU).
	FormatBin ObjectFormat = iota
	// FormatISA is PTX (NVPTX) or GCN assembly (AMDGPU) text.
	FormatISA
	// FormatLLVM is the bitcode of the linked and optimised module, before
	// code generation, as MLIR 19's `offload` format: ModuleToObject::run
	// serializes the module after optimizeModule.
	FormatLLVM
)

// String is the format's flag spelling.
func (f ObjectFormat) String() string {
	switch f {
	case FormatBin:
		return "bin"
	case FormatISA:
		return "isa"
	case FormatLLVM:
		return "llvm"
	}
	return fmt.Sprintf("ObjectFormat(%d)", int(f))
}

// ParseObjectFormat reads a `--gpu-object-format` value.
func ParseObjectFormat(s string) (ObjectFormat, error) {
	switch s {
	case "bin", "":
		return FormatBin, nil
	case "isa":
		return FormatISA, nil
	case "llvm":
		return FormatLLVM, nil
	}
	return 0, fmt.Errorf("unknown GPU object format %q: use bin, isa or llvm", s)
}

// Options steer device serialization for one translation. The zero value
// is the default: binaries, nothing dumped, as many modules compiled at
// once as GOMAXPROCS allows.
type Options struct {
	// Format is what each gpu.module is serialized to.
	Format ObjectFormat
	// DumpDir, when set, receives per module and target the initial,
	// linked and optimised LLVM IR and the ISA
	// (DIR/<module>.<chip>.initial.ll, .linked.ll, .opt.ll, .ptx or .s), to
	// see what the device compiler did.
	DumpDir string
	// Jobs bounds how many gpu.modules compile at once (GOMAXPROCS when 0).
	Jobs int
}
