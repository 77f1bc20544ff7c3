package gpu

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// FatImage is one member of a CUDA fat binary: a cubin (ELF) or PTX text
// for one chip ("sm_90").
type FatImage struct {
	Chip string
	PTX  bool
	Data []byte
}

// Fatbin packs images into one CUDA fat binary with the toolkit's
// fatbinary, as nvcc does for -gencode lists (--image3=kind=elf|ptx,sm=N,
// file=F, -64): the driver picks the cubin for the device, or JIT-compiles
// the PTX. fatbinary is looked for where ptxas is; the error says where.
func (s *Serializer) Fatbin(images []FatImage) ([]byte, error) {
	tool, looked := s.lookNVTool("fatbinary")
	if tool == "" {
		return nil, errors.New(missingNVTool("fatbinary", looked))
	}
	dir, err := os.MkdirTemp("", "gpuc-fatbin-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	args := []string{"-64", "--create", filepath.Join(dir, "out.fatbin")}
	for i, img := range images {
		kind, ext := "elf", "cubin"
		data := img.Data
		if img.PTX {
			kind, ext = "ptx", "ptx"
			data = bytes.TrimRight(data, "\x00")
		}
		f := filepath.Join(dir, fmt.Sprintf("%d.%s", i, ext))
		if err := os.WriteFile(f, data, 0o600); err != nil {
			return nil, err
		}
		args = append(args, fmt.Sprintf("--image3=kind=%s,sm=%s,file=%s", kind, strings.TrimPrefix(strings.TrimPrefix(img.Chip, "sm_"), "compute_"), f))
	}
	if out, err := exec.Command(tool, args...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("`fatbinary` invocation failed: %v\n%s", err, bytes.TrimSpace(out))
	}
	return os.ReadFile(filepath.Join(dir, "out.fatbin"))
}

// BundleEntry is one code object of a clang offload bundle, named by its
// offload kind and target ("hipv4-amdgcn-amd-amdhsa--gfx90a",
// "host-x86_64-unknown-linux-gnu-").
type BundleEntry struct {
	ID   string
	Data []byte
}

// BundleMagic starts a clang offload bundle.
const BundleMagic = "__CLANG_OFFLOAD_BUNDLE__"

// bundleAlign is where each code object starts, as hipcc bundles them
// (-bundle-align=4096): the HIP runtime maps code objects in place.
const bundleAlign = 4096

// OffloadBundle writes entries in clang-offload-bundler's binary format
// (the one hipModuleLoadData takes): the magic, the number of entries,
// then per entry its offset, size, ID length and ID (little-endian
// uint64s), then the code objects at their offsets.
func OffloadBundle(entries []BundleEntry) []byte {
	head := len(BundleMagic) + 8
	for _, e := range entries {
		head += 24 + len(e.ID)
	}
	var b bytes.Buffer
	b.WriteString(BundleMagic)
	u64 := func(v uint64) { binary.Write(&b, binary.LittleEndian, v) }
	u64(uint64(len(entries)))
	offsets := make([]int, len(entries))
	off := head
	for i, e := range entries {
		if len(e.Data) > 0 {
			off = (off + bundleAlign - 1) / bundleAlign * bundleAlign
		}
		offsets[i] = off
		off += len(e.Data)
	}
	for i, e := range entries {
		u64(uint64(offsets[i]))
		u64(uint64(len(e.Data)))
		u64(uint64(len(e.ID)))
		b.WriteString(e.ID)
	}
	for i, e := range entries {
		for b.Len() < offsets[i] {
			b.WriteByte(0)
		}
		b.Write(e.Data)
	}
	return b.Bytes()
}
