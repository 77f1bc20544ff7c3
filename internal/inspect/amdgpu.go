package inspect

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strings"
)

// ntAMDGPUMetadata is the note type of the AMDGPU code object's metadata
// (code object v3 and later), whose owner is "AMDGPU" and whose descriptor
// is a MessagePack map (AMDGPUUsage, "Code Object V3 Metadata").
const ntAMDGPUMetadata = 32

// amdgpuBinary reports the kernels of an AMDGPU code object from its
// metadata note, the same document llvm-readelf --notes prints as YAML.
func amdgpuBinary(f *elf.File, data []byte) (*Report, error) {
	desc, err := findNote(f, len(data), "AMDGPU", ntAMDGPUMetadata)
	if err != nil {
		return nil, fmt.Errorf("AMDGPU code object: %v", err)
	}
	if desc == nil {
		return nil, fmt.Errorf("AMDGPU code object without an NT_AMDGPU_METADATA note " +
			"(code object v2 or older, or a stripped file): nothing to report on its kernels")
	}
	doc, err := decodeMsgpack(desc)
	if err != nil {
		return nil, fmt.Errorf("AMDGPU code object: corrupt metadata note: %v", err)
	}
	root, ok := doc.(mpMap)
	if !ok {
		return nil, fmt.Errorf("AMDGPU code object: the metadata note holds a %s, not a map", mpTypeName(doc))
	}
	r := &Report{Kind: HSACO, Size: len(data)}
	if v, ok := root.get("amdhsa.target"); ok {
		s, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("AMDGPU code object: amdhsa.target is a %s, not a string", mpTypeName(v))
		}
		r.TargetID = s
		r.Target = amdgpuChip(s)
	}
	if v, ok := root.get("amdhsa.version"); ok {
		parts, ok := v.([]any)
		if !ok {
			return nil, fmt.Errorf("AMDGPU code object: amdhsa.version is a %s, not an array", mpTypeName(v))
		}
		var vs []string
		for _, p := range parts {
			n, ok := mpInt(p)
			if !ok {
				return nil, fmt.Errorf("AMDGPU code object: amdhsa.version holds a %s, not an integer", mpTypeName(p))
			}
			vs = append(vs, fmt.Sprint(n))
		}
		r.Version = strings.Join(vs, ".")
	}
	if v, ok := root.get("amdhsa.kernels"); ok {
		ks, ok := v.([]any)
		if !ok {
			return nil, fmt.Errorf("AMDGPU code object: amdhsa.kernels is a %s, not an array", mpTypeName(v))
		}
		for i, kv := range ks {
			k, err := amdgpuKernel(kv)
			if err != nil {
				return nil, fmt.Errorf("AMDGPU code object: kernel %d of amdhsa.kernels: %v", i, err)
			}
			r.Kernels = append(r.Kernels, k)
		}
	}
	return r, nil
}

// amdgpuChip returns the processor and its target-ID features of an
// amdhsa.target such as "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-", in the
// form of #rocdl.target's chip: "gfx90a:sramecc+:xnack-".
func amdgpuChip(target string) string {
	if i := strings.LastIndex(target, "--"); i >= 0 {
		return target[i+2:]
	}
	return target
}

// amdgpuKernel reads one entry of amdhsa.kernels.
func amdgpuKernel(v any) (Kernel, error) {
	m, ok := v.(mpMap)
	if !ok {
		return Kernel{}, fmt.Errorf("a %s, not a map", mpTypeName(v))
	}
	k := unknownKernel("")
	for _, s := range []struct {
		key string
		dst *string
	}{{".name", &k.Name}, {".symbol", &k.Symbol}} {
		if v, ok := m.get(s.key); ok {
			str, ok := v.(string)
			if !ok {
				return Kernel{}, fmt.Errorf("%s is a %s, not a string", s.key, mpTypeName(v))
			}
			*s.dst = str
		}
	}
	for _, c := range []struct {
		key string
		dst *int64
	}{
		{".sgpr_count", &k.SGPRs},
		{".vgpr_count", &k.VGPRs},
		{".agpr_count", &k.AGPRs},
		{".group_segment_fixed_size", &k.Shared},
		{".private_segment_fixed_size", &k.Scratch},
		{".wavefront_size", &k.Wavefront},
		{".max_flat_workgroup_size", &k.MaxWorkgroup},
		{".kernarg_segment_size", &k.KernargSize},
		{".sgpr_spill_count", &k.SGPRSpills},
		{".vgpr_spill_count", &k.VGPRSpills},
	} {
		v, ok := m.get(c.key)
		if !ok {
			continue
		}
		n, ok := mpInt(v)
		if !ok {
			return Kernel{}, fmt.Errorf("%s of %q is a %s, not an integer", c.key, k.Name, mpTypeName(v))
		}
		*c.dst = n
	}
	return k, nil
}

// mpInt returns v as an int64 when it is a MessagePack integer that fits.
func mpInt(v any) (int64, bool) {
	n, ok := v.(int64)
	return n, ok
}

// mpTypeName names the MessagePack type of a decoded value for errors.
func mpTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case bool:
		return "boolean"
	case int64, uint64:
		return "integer"
	case float64:
		return "float"
	case string:
		return "string"
	case []byte:
		return "binary blob"
	case []any:
		return "array"
	case mpMap:
		return "map"
	}
	return fmt.Sprintf("%T", v)
}

// findNote returns the descriptor of the first ELF note with the given
// owner and type in f's SHT_NOTE sections (or, for a file without section
// headers, its PT_NOTE segments), nil when there is none.
func findNote(f *elf.File, fileSize int, owner string, typ uint32) ([]byte, error) {
	var blobs [][]byte
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		b, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("reading note section %s: %v", s.Name, err)
		}
		blobs = append(blobs, b)
	}
	if len(f.Sections) == 0 {
		for _, p := range f.Progs {
			if p.Type != elf.PT_NOTE {
				continue
			}
			b := make([]byte, 0)
			if p.Filesz > 0 {
				if p.Filesz > uint64(fileSize) {
					return nil, fmt.Errorf("note segment of %d bytes runs past the end of the %d-byte file", p.Filesz, fileSize)
				}
				b = make([]byte, p.Filesz)
				if _, err := p.ReadAt(b, 0); err != nil {
					return nil, fmt.Errorf("reading note segment: %v", err)
				}
			}
			blobs = append(blobs, b)
		}
	}
	for _, b := range blobs {
		desc, err := scanNotes(b, f.ByteOrder, owner, typ)
		if err != nil || desc != nil {
			return desc, err
		}
	}
	return nil, nil
}

// scanNotes walks the notes of one note section: each a header of name
// size, descriptor size and type, then the NUL-terminated owner name and
// the descriptor, both padded to four bytes.
func scanNotes(b []byte, order binary.ByteOrder, owner string, typ uint32) ([]byte, error) {
	align4 := func(n uint64) uint64 { return (n + 3) &^ 3 }
	for off := uint64(0); off < uint64(len(b)); {
		if uint64(len(b))-off < 12 {
			return nil, fmt.Errorf("note header truncated at offset %d", off)
		}
		namesz := uint64(order.Uint32(b[off:]))
		descsz := uint64(order.Uint32(b[off+4:]))
		ntype := order.Uint32(b[off+8:])
		off += 12
		if align4(namesz) > uint64(len(b))-off {
			return nil, fmt.Errorf("note name of %d bytes runs past its section", namesz)
		}
		name := strings.TrimRight(string(b[off:off+namesz]), "\x00")
		off += align4(namesz)
		if descsz > uint64(len(b))-off {
			return nil, fmt.Errorf("note descriptor of %d bytes (owner %q, type %d) runs past its section", descsz, name, ntype)
		}
		desc := b[off : off+descsz]
		off = min(off+align4(descsz), uint64(len(b)))
		if name == owner && ntype == typ {
			return desc, nil
		}
	}
	return nil, nil
}
