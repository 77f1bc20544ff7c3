package inspect

import (
	"encoding/hex"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestMsgpack decodes hand-assembled documents, one per MessagePack type,
// with the encodings of the MessagePack specification.
func TestMsgpack(t *testing.T) {
	for _, c := range []struct {
		hex  string
		want any
	}{
		{"00", int64(0)},
		{"7f", int64(127)},
		{"ff", int64(-1)},
		{"e0", int64(-32)},
		{"c0", nil},
		{"c2", false},
		{"c3", true},
		{"cc80", int64(128)},
		{"cd0100", int64(256)},
		{"ce00010000", int64(65536)},
		{"cf0000000100000000", int64(1 << 32)},
		{"cfffffffffffffffff", uint64(math.MaxUint64)},
		{"d080", int64(-128)},
		{"d1ff00", int64(-256)},
		{"d2ffff0000", int64(-65536)},
		{"d3ffffffff00000000", int64(-1 << 32)},
		{"ca3fc00000", 1.5},
		{"cb3ff8000000000000", 1.5},
		{"a3616263", "abc"},
		{"d903616263", "abc"},
		{"da0003616263", "abc"},
		{"db00000003616263", "abc"},
		{"c4020102", []byte{1, 2}},
		{"c5000101", []byte{1}},
		{"d40107", []byte{1, 7}},
		{"c7010207", []byte{2, 7}},
		{"920102", []any{int64(1), int64(2)}},
		{"dc0001c3", []any{true}},
		{"dd00000000", []any{}},
		{"82a1610aa16290", mpMap{{"a", int64(10)}, {"b", []any{}}}},
		{"de0001a178c0", mpMap{{"x", nil}}},
		{"df0000000101c2", mpMap{{int64(1), false}}},
	} {
		b, _ := hex.DecodeString(c.hex)
		got, err := decodeMsgpack(b)
		if err != nil {
			t.Errorf("%s: %v", c.hex, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %#v, want %#v", c.hex, got, c.want)
		}
	}
}

// TestMsgpackErrors checks corrupt documents are errors that say what is
// wrong, and that lengths beyond the input are refused before allocating.
func TestMsgpackErrors(t *testing.T) {
	deep := strings.Repeat("91", maxMsgpackDepth+2) + "c0"
	for _, c := range []struct{ hex, want string }{
		{"", "truncated"},
		{"c1", "type byte 0xc1"},
		{"a5616263", "string truncated"},
		{"dbffffffff", "string truncated"},
		{"ddffffffff", "array truncated"},
		{"dfffffffff", "map truncated"},
		{"c6ffffffff00", "bin truncated"},
		{"cd01", "uint truncated"},
		{"92c0", "array truncated"},
		{"9291c0", "value truncated"},
		{"c0c0", "1 bytes after the MessagePack document"},
		{deep, "nested deeper"},
	} {
		b, _ := hex.DecodeString(c.hex)
		_, err := decodeMsgpack(b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.hex, err, c.want)
		}
	}
}
