package inspect

import (
	"encoding/binary"
	"fmt"
	"math"
)

// This file decodes MessagePack, the encoding of the AMDGPU code object's
// metadata note (NT_AMDGPU_METADATA, code object v3 and later). Only what
// that metadata uses matters, but the decoder accepts the whole format so
// that an unusual but valid note does not fail for the wrong reason. The
// input comes from files of unknown origin: every length is checked against
// the bytes left before anything is allocated, and nesting is bounded, so
// that a corrupt note is an error, never a panic or an out-of-memory.

// maxMsgpackDepth bounds the nesting of arrays and maps. The metadata nests
// four deep (root map, kernel array, kernel map, argument array/map); the
// bound only keeps hostile input from exhausting the stack.
const maxMsgpackDepth = 64

// mpPair is one entry of a MessagePack map, kept in the order of the input
// because the metadata's readers (and llvm-readelf) show it in that order.
type mpPair struct {
	Key, Value any
}

// mpMap is a decoded MessagePack map.
type mpMap []mpPair

// get returns the value of the first entry whose key is the string key.
func (m mpMap) get(key string) (any, bool) {
	for _, p := range m {
		if s, ok := p.Key.(string); ok && s == key {
			return p.Value, true
		}
	}
	return nil, false
}

// mpReader decodes one MessagePack value at a time from buf.
type mpReader struct {
	buf []byte
	off int
}

// decodeMsgpack decodes the single MessagePack value that data holds.
// Values become nil, bool, int64, uint64, float64, string, []byte (bin and
// ext payloads), []any and mpMap. Bytes after the value are an error: the
// note's descriptor holds exactly one document.
func decodeMsgpack(data []byte) (any, error) {
	r := &mpReader{buf: data}
	v, err := r.value(0)
	if err != nil {
		return nil, err
	}
	if r.off != len(data) {
		return nil, fmt.Errorf("%d bytes after the MessagePack document at offset %d", len(data)-r.off, r.off)
	}
	return v, nil
}

func (r *mpReader) truncated(what string) error {
	return fmt.Errorf("MessagePack %s truncated at offset %d of %d", what, r.off, len(r.buf))
}

// take returns the next n bytes, or an error when fewer are left.
func (r *mpReader) take(n uint64, what string) ([]byte, error) {
	if n > uint64(len(r.buf)-r.off) {
		return nil, r.truncated(what)
	}
	b := r.buf[r.off : r.off+int(n)]
	r.off += int(n)
	return b, nil
}

// uint reads a big-endian unsigned integer of size bytes (1, 2, 4 or 8).
func (r *mpReader) uint(size int, what string) (uint64, error) {
	b, err := r.take(uint64(size), what)
	if err != nil {
		return 0, err
	}
	switch size {
	case 1:
		return uint64(b[0]), nil
	case 2:
		return uint64(binary.BigEndian.Uint16(b)), nil
	case 4:
		return uint64(binary.BigEndian.Uint32(b)), nil
	}
	return binary.BigEndian.Uint64(b), nil
}

func (r *mpReader) value(depth int) (any, error) {
	if depth > maxMsgpackDepth {
		return nil, fmt.Errorf("MessagePack nested deeper than %d at offset %d", maxMsgpackDepth, r.off)
	}
	start := r.off
	tb, err := r.take(1, "value")
	if err != nil {
		return nil, err
	}
	t := tb[0]
	switch {
	case t <= 0x7f:
		return int64(t), nil
	case t >= 0xe0:
		return int64(int8(t)), nil
	case t&0xf0 == 0x80:
		return r.mapOf(uint64(t&0x0f), depth)
	case t&0xf0 == 0x90:
		return r.arrayOf(uint64(t&0x0f), depth)
	case t&0xe0 == 0xa0:
		return r.str(uint64(t & 0x1f))
	}
	switch t {
	case 0xc0:
		return nil, nil
	case 0xc2:
		return false, nil
	case 0xc3:
		return true, nil
	case 0xc4, 0xc5, 0xc6: // bin 8/16/32
		n, err := r.uint(1<<(t-0xc4), "bin length")
		if err != nil {
			return nil, err
		}
		return r.take(n, "bin")
	case 0xc7, 0xc8, 0xc9: // ext 8/16/32: length, type byte, payload
		n, err := r.uint(1<<(t-0xc7), "ext length")
		if err != nil {
			return nil, err
		}
		return r.take(n+1, "ext")
	case 0xca:
		v, err := r.uint(4, "float32")
		return float64(math.Float32frombits(uint32(v))), err
	case 0xcb:
		v, err := r.uint(8, "float64")
		return math.Float64frombits(v), err
	case 0xcc, 0xcd, 0xce, 0xcf:
		v, err := r.uint(1<<(t-0xcc), "uint")
		if err != nil {
			return nil, err
		}
		if v <= math.MaxInt64 {
			return int64(v), nil
		}
		return v, nil
	case 0xd0, 0xd1, 0xd2, 0xd3:
		size := 1 << (t - 0xd0)
		v, err := r.uint(size, "int")
		if err != nil {
			return nil, err
		}
		shift := uint(64 - 8*size)
		return int64(v<<shift) >> shift, nil
	case 0xd4, 0xd5, 0xd6, 0xd7, 0xd8: // fixext 1..16: type byte, payload
		return r.take(1+(1<<(t-0xd4)), "fixext")
	case 0xd9, 0xda, 0xdb:
		n, err := r.uint(1<<(t-0xd9), "str length")
		if err != nil {
			return nil, err
		}
		return r.str(n)
	case 0xdc, 0xdd:
		n, err := r.uint(2<<(t-0xdc), "array length")
		if err != nil {
			return nil, err
		}
		return r.arrayOf(n, depth)
	case 0xde, 0xdf:
		n, err := r.uint(2<<(t-0xde), "map length")
		if err != nil {
			return nil, err
		}
		return r.mapOf(n, depth)
	}
	return nil, fmt.Errorf("MessagePack type byte 0x%02x (never used) at offset %d", t, start)
}

func (r *mpReader) str(n uint64) (any, error) {
	b, err := r.take(n, "string")
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// arrayOf decodes n values. Every value takes at least one byte, so a
// count above the bytes left is an error before the slice is allocated.
func (r *mpReader) arrayOf(n uint64, depth int) (any, error) {
	if n > uint64(len(r.buf)-r.off) {
		return nil, r.truncated("array")
	}
	a := make([]any, 0, n)
	for i := uint64(0); i < n; i++ {
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		a = append(a, v)
	}
	return a, nil
}

// mapOf decodes n key/value pairs, with the same bound as arrayOf.
func (r *mpReader) mapOf(n uint64, depth int) (any, error) {
	if n > uint64(len(r.buf)-r.off)/2 {
		return nil, r.truncated("map")
	}
	m := make(mpMap, 0, n)
	for i := uint64(0); i < n; i++ {
		k, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		m = append(m, mpPair{k, v})
	}
	return m, nil
}
