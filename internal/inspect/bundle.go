package inspect

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// bundleMagic starts a clang offload bundle (clang-offload-bundler's and
// gpuc compile's container of code objects for several AMD chips, and of a
// CUDA fat binary next to them).
const bundleMagic = "__CLANG_OFFLOAD_BUNDLE__"

// bundleBinary reads a clang offload bundle's entries (the magic, the
// entry count, then per entry offset, size, ID length and ID, little-endian
// uint64s) and each non-empty code object as Binary reads it; an entry's
// ID ("hipv4-amdgcn-amd-amdhsa--gfx90a") names its target where the code
// object does not.
func bundleBinary(data []byte) (*Report, error) {
	le := binary.LittleEndian
	pos := len(bundleMagic)
	need := func(n int, what string) error {
		if n < 0 || len(data)-pos < n {
			return fmt.Errorf("a clang offload bundle cut short in %s (byte %d of %d)", what, pos, len(data))
		}
		return nil
	}
	if err := need(8, "its entry count"); err != nil {
		return nil, err
	}
	n := le.Uint64(data[pos:])
	pos += 8
	if n > uint64(len(data)) {
		return nil, fmt.Errorf("a clang offload bundle claiming %d entries in %d bytes", n, len(data))
	}
	r := &Report{Kind: Bundle, Size: len(data)}
	for i := uint64(0); i < n; i++ {
		if err := need(24, fmt.Sprintf("entry %d's header", i+1)); err != nil {
			return nil, err
		}
		off, size, idLen := le.Uint64(data[pos:]), le.Uint64(data[pos+8:]), le.Uint64(data[pos+16:])
		pos += 24
		if idLen > uint64(len(data)) {
			return nil, fmt.Errorf("clang offload bundle entry %d: a %d-byte ID in %d bytes", i+1, idLen, len(data))
		}
		if err := need(int(idLen), fmt.Sprintf("entry %d's ID", i+1)); err != nil {
			return nil, err
		}
		id := string(data[pos : pos+int(idLen)])
		pos += int(idLen)
		if off > uint64(len(data)) || size > uint64(len(data))-off {
			return nil, fmt.Errorf("clang offload bundle entry %d (%s): %d bytes at %d do not fit in %d", i+1, id, size, off, len(data))
		}
		if size == 0 {
			continue // the host entry hipcc and gpuc write
		}
		img, err := Binary(data[off : off+size])
		if err != nil {
			return nil, fmt.Errorf("clang offload bundle entry %d (%s): %v", i+1, id, err)
		}
		if img.Target == "" {
			if k := strings.LastIndex(id, "--"); k >= 0 {
				img.Target = id[k+2:]
			}
		}
		r.Images = append(r.Images, img)
	}
	return r, nil
}
