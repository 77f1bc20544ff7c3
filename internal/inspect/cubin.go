package inspect

import (
	"debug/elf"
	"fmt"
	"slices"
	"strings"
)

// The e_flags layout of CUDA ELF files. Up to ELF ABI version 7 the SM
// number is the low byte and 0x800 marks the architecture-specific
// ("sm_90a") variant (LLVM's EF_CUDA_SM, EF_CUDA_ACCELERATORS). From ABI
// version 8 on (ELFABIVERSION_CUDA_V2, Blackwell-era toolkits) the SM
// number moved to the second byte (EF_CUDA_SM_MASK), with 0x8 for the "a"
// variant (EF_CUDA_ACCELERATORS), as LLVM's BinaryFormat/ELF.h and
// getNVPTXCPUName read them.
const (
	cudaSMMaskV1       = 0xff
	cudaAcceleratorsV1 = 0x800
	cudaABIVersionV2   = 8
	cudaSMShiftV2      = 8
	cudaAcceleratorsV2 = 0x8
)

// The .nv.info attribute records: a format byte, an attribute byte, and a
// 16-bit field that is the payload's size for EIFMT_SVAL and the value
// itself for the other formats. EIATTR_REGCOUNT is an EIFMT_SVAL record of
// a symbol index and the register count of that function.
const (
	eifmtNVAL       = 0x01
	eifmtSVAL       = 0x04
	eiattrRegcount  = 0x2f
	nvInfoRecHeader = 4
)

// stoCUDAEntry is the st_other bit of a kernel's symbol in a cubin
// (nvdisasm prints it as STO_CUDA_ENTRY).
const stoCUDAEntry = 0x10

// cubinBinary reports the kernels of an NVIDIA cubin: every function symbol
// defined in a section .text.<its name> (and marked STO_CUDA_ENTRY, when
// the cubin marks its kernels), its register count from the
// EIATTR_REGCOUNT records of the .nv.info sections, and its static shared
// memory from the size of .nv.shared.<its name>.
func cubinBinary(f *elf.File, data []byte) (*Report, error) {
	r := &Report{Kind: Cubin, Size: len(data), Target: cudaArch(f, data), Version: fmt.Sprint(f.ABIVersion)}
	r.TargetID = r.Target
	syms, err := f.Symbols()
	if err != nil && err != elf.ErrNoSymbols {
		return nil, fmt.Errorf("cubin: reading its symbol table: %v", err)
	}
	regs := cubinRegCounts(f)
	isFunc := func(s elf.Symbol) bool {
		return elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Section >= 0 && int(s.Section) < len(f.Sections) &&
			f.Sections[s.Section].Name == ".text."+s.Name
	}
	// ptxas marks kernels STO_CUDA_ENTRY; device functions that were not
	// inlined have .text sections too. Without any mark (an older
	// toolchain), every function is listed.
	entryMarked := slices.ContainsFunc(syms, func(s elf.Symbol) bool { return isFunc(s) && s.Other&stoCUDAEntry != 0 })
	for i, s := range syms {
		if !isFunc(s) || entryMarked && s.Other&stoCUDAEntry == 0 {
			continue
		}
		k := unknownKernel(s.Name)
		k.Symbol = s.Name
		k.Wavefront = 32
		// Symbol table index i+1: debug/elf drops the null symbol 0.
		if n, ok := regs[uint32(i+1)]; ok {
			k.Registers = n
		}
		k.Shared = 0
		if sh := f.Section(".nv.shared." + s.Name); sh != nil {
			k.Shared = int64(sh.Size)
		}
		r.Kernels = append(r.Kernels, k)
	}
	return r, nil
}

// cudaArch returns the "sm_NN" (with its "a" suffix) that a cubin's
// e_flags name.
func cudaArch(f *elf.File, data []byte) string {
	flags, ok := elfFlags(f, data)
	if !ok {
		return ""
	}
	var sm uint32
	suffix := ""
	if f.ABIVersion >= cudaABIVersionV2 {
		sm = flags >> cudaSMShiftV2 & 0xff
		if flags&cudaAcceleratorsV2 != 0 {
			suffix = "a"
		}
	} else {
		sm = flags & cudaSMMaskV1
		if flags&cudaAcceleratorsV1 != 0 {
			suffix = "a"
		}
	}
	return fmt.Sprintf("sm_%d%s", sm, suffix)
}

// elfFlags returns e_flags, which debug/elf does not expose: the word at
// offset 36 of an ELF32 header and 48 of an ELF64 one.
func elfFlags(f *elf.File, data []byte) (uint32, bool) {
	off := 48
	if f.Class == elf.ELFCLASS32 {
		off = 36
	}
	if len(data) < off+4 {
		return 0, false
	}
	return f.ByteOrder.Uint32(data[off:]), true
}

// cubinRegCounts collects EIATTR_REGCOUNT from every .nv.info section,
// keyed by symbol table index. A record it cannot follow ends the scan of
// that section: a register count is reported only when it was read
// reliably.
func cubinRegCounts(f *elf.File) map[uint32]int64 {
	counts := map[uint32]int64{}
	for _, s := range f.Sections {
		if s.Name != ".nv.info" && !strings.HasPrefix(s.Name, ".nv.info.") || s.Type == elf.SHT_NOBITS {
			continue
		}
		b, err := s.Data()
		if err != nil {
			continue
		}
		for off := 0; len(b)-off >= nvInfoRecHeader; {
			format, attr := b[off], b[off+1]
			field := int(f.ByteOrder.Uint16(b[off+2:]))
			off += nvInfoRecHeader
			if format < eifmtNVAL || format > eifmtSVAL {
				break // an unknown format: its length is unknown too
			}
			if format != eifmtSVAL {
				continue
			}
			if field > len(b)-off {
				break
			}
			if attr == eiattrRegcount && field >= 8 {
				counts[f.ByteOrder.Uint32(b[off:])] = int64(f.ByteOrder.Uint32(b[off+4:]))
			}
			off += field
		}
	}
	return counts
}
