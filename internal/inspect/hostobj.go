package inspect

import (
	"bytes"
	"debug/elf"
	"fmt"
	"sort"
	"strings"
)

// IsHostObject reports whether data is an ELF file for a CPU (not a GPU
// code object): a host object that may embed device binaries.
func IsHostObject(data []byte) bool {
	if !bytes.HasPrefix(data, []byte(elf.ELFMAG)) {
		return false
	}
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return false
	}
	defer f.Close()
	return f.Machine != elf.EM_AMDGPU && f.Machine != elf.EM_CUDA
}

// HostObject returns the device binaries a host ELF object (gpuc compile's
// .o, or a linked program) embeds: the contents of its @<module>_bin_cst
// and @<module>_gpubin_cst symbols, in symbol-table order.
func HostObject(data []byte) ([]Embedded, error) {
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("malformed ELF file: %v", err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("an ELF object without a symbol table (%v): no embedded device binaries to find", err)
	}
	var out []Embedded
	for _, s := range syms {
		module := ""
		switch {
		case strings.HasSuffix(s.Name, "_gpubin_cst"):
			module = strings.TrimSuffix(s.Name, "_gpubin_cst")
		case strings.HasSuffix(s.Name, "_bin_cst"):
			module = strings.TrimSuffix(s.Name, "_bin_cst")
		default:
			continue
		}
		if s.Section == elf.SHN_UNDEF || int(s.Section) >= len(f.Sections) {
			continue
		}
		sec := f.Sections[s.Section]
		if sec.Type == elf.SHT_NOBITS {
			continue
		}
		body, err := sec.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section %s: %v", s.Name, sec.Name, err)
		}
		start := s.Value
		if f.Type != elf.ET_REL {
			start -= sec.Addr
		}
		if start > uint64(len(body)) || s.Size > uint64(len(body))-start {
			return nil, fmt.Errorf("%s: %d bytes at %d lie outside section %s", s.Name, s.Size, start, sec.Name)
		}
		b := body[start : start+s.Size]
		if strings.HasSuffix(s.Name, "_gpubin_cst") {
			b = bytes.TrimSuffix(b, []byte{0})
		}
		out = append(out, Embedded{Module: module, Symbol: s.Name, Data: b})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Module < out[b].Module })
	return out, nil
}
