package inspect

import (
	"encoding/binary"
	"fmt"
)

// fatbinMagic starts a CUDA fat binary (fatbinary's output, which
// gpu-module-to-binary embeds for #nvvm.target by default).
const fatbinMagic = 0xBA55ED50

// Fat-binary member kinds and the flag of a compressed member.
const (
	fatbinPTX        = 1
	fatbinELF        = 2
	fatbinCompressed = 0x2000
)

// fatbinBinary reads a fat binary's members: each cubin as Binary reads
// one, each PTX as its chip and PTX version (fatbinary compresses PTX
// members; gpuc reads their headers, not their text). The layout, as
// fatbinary writes it: a 16-byte header (magic, version, header size, size
// of the members), then members, each a header (kind, header size, payload
// size, ..., PTX version minor and major, chip, ..., flags) and its payload.
func fatbinBinary(data []byte) (*Report, error) {
	le := binary.LittleEndian
	if len(data) < 16 {
		return nil, fmt.Errorf("a CUDA fat binary cut short: %d bytes, its header needs 16", len(data))
	}
	hsize, size := int(le.Uint16(data[6:])), le.Uint64(data[8:])
	if hsize < 16 || hsize > len(data) {
		return nil, fmt.Errorf("a CUDA fat binary whose header is %d bytes long, in %d bytes", hsize, len(data))
	}
	if uint64(len(data)-hsize) < size {
		return nil, fmt.Errorf("a CUDA fat binary whose header says %d bytes of members after %d, in %d bytes", size, hsize, len(data))
	}
	r := &Report{Kind: Fatbin, Size: len(data)}
	end := uint64(hsize) + size
	for off := uint64(hsize); off < end; {
		if end-off < 48 {
			return nil, fmt.Errorf("fat binary member %d at byte %d: its header is cut short", len(r.Images)+1, off)
		}
		m := data[off:end]
		kind, mh, psize := le.Uint16(m), uint64(le.Uint32(m[4:])), le.Uint64(m[8:])
		minor, major, arch := le.Uint16(m[24:]), le.Uint16(m[26:]), le.Uint32(m[28:])
		flags := le.Uint64(m[40:])
		if mh < 48 || mh > uint64(len(m)) || psize > uint64(len(m))-mh {
			return nil, fmt.Errorf("fat binary member %d at byte %d: a %d-byte payload after a %d-byte header does not fit in the %d bytes left", len(r.Images)+1, off, psize, mh, len(m))
		}
		payload := m[mh : mh+psize]
		var img *Report
		switch {
		case kind == fatbinELF && flags&fatbinCompressed == 0:
			var err error
			if img, err = Binary(payload); err != nil {
				return nil, fmt.Errorf("fat binary member %d (cubin for sm_%d): %v", len(r.Images)+1, arch, err)
			}
		case kind == fatbinELF, kind == fatbinPTX:
			k := Cubin
			if kind == fatbinPTX {
				k = PTX
			}
			img = &Report{Kind: k, Size: len(payload), Target: fmt.Sprintf("sm_%d", arch)}
			if kind == fatbinPTX {
				img.Version = fmt.Sprintf("%d.%d", major, minor)
			}
		default:
			return nil, fmt.Errorf("fat binary member %d at byte %d: unknown kind %d", len(r.Images)+1, off, kind)
		}
		r.Images = append(r.Images, img)
		off += mh + psize
	}
	for _, img := range r.Images {
		if r.Target == "" {
			r.Target = img.Target
		}
	}
	return r, nil
}
