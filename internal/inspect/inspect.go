// Package inspect reads device binaries back: the AMDGPU code objects
// (HSACO), NVIDIA cubins, PTX and LLVM bitcode that gpuc's device
// serialization produces, and the host LLVM IR that embeds them. It answers
// the questions one asks of a compiled kernel — which kernels are in it, for
// which chip, and what they cost in registers and memory — without a GPU,
// a driver or LLVM: everything here is pure Go over debug/elf, so it works
// in any build and on any input, and bad input is an error, never a panic.
package inspect

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"unicode/utf8"
)

// Kind says what a device binary is.
type Kind int

// The kinds Binary recognises.
const (
	// HSACO is an AMDGPU code object: an ELF shared object for EM_AMDGPU.
	HSACO Kind = iota + 1
	// Cubin is an NVIDIA CUDA ELF (EM_CUDA), as ptxas or the driver's JIT
	// linker write it.
	Cubin
	// PTX is NVIDIA's virtual ISA as text (--gpu-object-format=isa for
	// #nvvm.target).
	PTX
	// AMDGCNAssembly is AMDGPU assembly text (--gpu-object-format=isa for
	// #rocdl.target).
	AMDGCNAssembly
	// Bitcode is LLVM bitcode (--gpu-object-format=llvm).
	Bitcode
	// Fatbin is a CUDA fat binary: cubins and PTX (fatbinary's output,
	// gpu-module-to-binary's default for #nvvm.target); Report.Images
	// holds its members.
	Fatbin
	// Bundle is a clang offload bundle: HSACOs for several AMD chips (and,
	// from gpuc compile for both vendors, a CUDA fat binary); Report.Images
	// holds its code objects.
	Bundle
)

// String returns the name gpuc inspect prints for k.
func (k Kind) String() string {
	switch k {
	case HSACO:
		return "HSACO"
	case Cubin:
		return "cubin"
	case PTX:
		return "PTX"
	case AMDGCNAssembly:
		return "GCN-asm"
	case Bitcode:
		return "bitcode"
	case Fatbin:
		return "fatbin"
	case Bundle:
		return "bundle"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Unknown marks a Kernel count that the binary does not record (an
// optional metadata key, or a property of a kind that has no such count).
const Unknown = -1

// Report describes one device binary.
type Report struct {
	Kind Kind
	// Size is the binary's length in bytes.
	Size int
	// Target is the chip in the form #rocdl.target and #nvvm.target name it:
	// "gfx90a" (with target-ID features such as ":xnack+" when the binary
	// has them), "sm_90". Empty for bitcode, which does not say.
	Target string
	// TargetID is the binary's full target string: amdhsa.target
	// ("amdgcn-amd-amdhsa--gfx90a") or PTX's .target line ("sm_90").
	TargetID string
	// Version is the format's version: amdhsa.version ("1.2"), PTX's
	// .version ("8.5"), the cubin's ELF ABI version.
	Version string
	// Kernels lists the kernels in the order the binary does.
	Kernels []Kernel
	// Images are a fat binary's or a bundle's members, in its order.
	Images []*Report
}

// Kernel holds what a binary says about one kernel. Counts a binary does not
// record are Unknown.
type Kernel struct {
	// Name is the kernel's source name (.name, the cubin's function symbol,
	// PTX's .entry).
	Name string
	// Symbol is the kernel's ELF symbol: the kernel descriptor
	// ("saxpy.kd") in an HSACO, the function in a cubin.
	Symbol string
	// SGPRs, VGPRs and AGPRs are the AMDGPU scalar, vector and accumulation
	// registers a wavefront uses (.sgpr_count, .vgpr_count, .agpr_count).
	SGPRs, VGPRs, AGPRs int64
	// Registers is the registers per thread of an NVIDIA kernel
	// (EIATTR_REGCOUNT of the cubin's .nv.info).
	Registers int64
	// Shared is the static workgroup memory in bytes: LDS
	// (.group_segment_fixed_size) or CUDA shared memory (the size of
	// .nv.shared.<kernel>).
	Shared int64
	// Scratch is the private memory per work-item in bytes
	// (.private_segment_fixed_size).
	Scratch int64
	// Wavefront is the wavefront size (.wavefront_size).
	Wavefront int64
	// MaxWorkgroup is .max_flat_workgroup_size.
	MaxWorkgroup int64
	// KernargSize is the kernel argument segment's size in bytes
	// (.kernarg_segment_size).
	KernargSize int64
	// SGPRSpills and VGPRSpills are the AMDGPU registers spilled to memory
	// (.sgpr_spill_count, .vgpr_spill_count).
	SGPRSpills, VGPRSpills int64
}

// unknownKernel returns a Kernel named name with every count Unknown.
func unknownKernel(name string) Kernel {
	return Kernel{Name: name, SGPRs: Unknown, VGPRs: Unknown, AGPRs: Unknown,
		Registers: Unknown, Shared: Unknown, Scratch: Unknown, Wavefront: Unknown,
		MaxWorkgroup: Unknown, KernargSize: Unknown, SGPRSpills: Unknown, VGPRSpills: Unknown}
}

// bitcodeMagic starts raw LLVM bitcode; bitcodeWrapperMagic starts the
// wrapper Darwin toolchains put around it.
var (
	bitcodeMagic        = []byte{'B', 'C', 0xc0, 0xde}
	bitcodeWrapperMagic = []byte{0xde, 0xc0, 0x17, 0x0b}
)

// Binary identifies data as one of the device binaries gpuc writes and
// reports its kernels. Anything else is an error that says what the bytes
// look like, so that a user who passed the wrong file learns which file it
// was.
func Binary(data []byte) (*Report, error) {
	switch {
	case len(data) == 0:
		return nil, fmt.Errorf("the input is empty, not a device binary")
	case bytes.HasPrefix(data, []byte(elf.ELFMAG)):
		return elfBinary(data)
	case bytes.HasPrefix(data, bitcodeMagic), bytes.HasPrefix(data, bitcodeWrapperMagic):
		return &Report{Kind: Bitcode, Size: len(data)}, nil
	case len(data) >= 4 && binary.LittleEndian.Uint32(data) == fatbinMagic:
		return fatbinBinary(data)
	case bytes.HasPrefix(data, []byte(bundleMagic)):
		return bundleBinary(data)
	}
	if r, ok := textBinary(data); ok {
		return r, nil
	}
	return nil, fmt.Errorf("not a device binary (no ELF, bitcode, PTX or AMDGPU assembly): %s", describe(data))
}

// elfBinary dispatches an ELF file on its machine.
func elfBinary(data []byte) (*Report, error) {
	f, err := elf.NewFile(bytes.NewReader(cubinAsELF(data)))
	if err != nil {
		return nil, fmt.Errorf("malformed ELF file: %v", err)
	}
	defer f.Close()
	switch f.Machine {
	case elf.EM_AMDGPU:
		return amdgpuBinary(f, data)
	case elf.EM_CUDA:
		return cubinBinary(f, data)
	}
	return nil, fmt.Errorf("an ELF file for %v (%d-bit, type %v), not for a GPU: "+
		"gpuc reads AMDGPU code objects (EM_AMDGPU) and cubins (EM_CUDA)", f.Machine, classBits(f.Class), f.Type)
}

// cubinAsELF returns data, or for a cubin whose header's e_version holds
// the CUDA ELF ABI version (ptxas writes e.g. 118 for CUDA 11.8, where ELF
// says 1), a copy with e_version 1, so that debug/elf, which accepts only 1,
// reads it. The field means nothing else to an ELF reader.
func cubinAsELF(data []byte) []byte {
	if len(data) < 24 || data[elf.EI_CLASS] == 0 {
		return data
	}
	var order binary.ByteOrder = binary.LittleEndian
	if elf.Data(data[elf.EI_DATA]) == elf.ELFDATA2MSB {
		order = binary.BigEndian
	}
	if elf.Machine(order.Uint16(data[18:])) != elf.EM_CUDA || order.Uint32(data[20:]) == uint32(elf.EV_CURRENT) {
		return data
	}
	fixed := bytes.Clone(data)
	order.PutUint32(fixed[20:], uint32(elf.EV_CURRENT))
	return fixed
}

func classBits(c elf.Class) int {
	if c == elf.ELFCLASS32 {
		return 32
	}
	return 64
}

// describe says in a few words what unrecognised bytes look like: the file
// type a well-known magic number names, or text with its first line, or
// binary data with its first bytes.
func describe(data []byte) string {
	magics := []struct {
		prefix, name string
	}{
		{"\x1f\x8b", "gzip-compressed data"},
		{"PK\x03\x04", "a zip archive"},
		{"!<arch>\n", "an ar archive (a static library)"},
		{"\x50\xed\x55\xba", "a CUDA fat binary"},
		{"\x46\x62\x43\x16", "a CUDA fat binary (.nv_fatbin)"},
		{"__CLANG_OFFLOAD_BUNDLE__", "a clang offload bundle"},
		{"\x10\xff\x10\xad", "an LLVM offload binary"},
		{"\xcf\xfa\xed\xfe", "a Mach-O file"},
		{"MZ", "a PE/COFF (Windows) file"},
	}
	for _, m := range magics {
		if bytes.HasPrefix(data, []byte(m.prefix)) {
			return m.name
		}
	}
	head := data
	if len(head) > 512 {
		head = head[:512]
	}
	if isText(head) {
		line, _, _ := bytes.Cut(bytes.TrimLeft(data, " \t\r\n"), []byte("\n"))
		if len(line) > 60 {
			line = append(line[:57:57], "..."...)
		}
		return fmt.Sprintf("%d bytes of text starting %q", len(data), line)
	}
	n := min(len(data), 8)
	return fmt.Sprintf("%d bytes of binary data starting % x", len(data), data[:n])
}

// isText reports whether b looks like text: valid UTF-8 (allowing a rune cut
// at the end) without control characters other than white space.
func isText(b []byte) bool {
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r == utf8.RuneError && size <= 1 {
			return len(b) < utf8.UTFMax && !utf8.FullRune(b)
		}
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' || r == 0x7f {
			return false
		}
		b = b[size:]
	}
	return true
}
