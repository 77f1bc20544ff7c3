package inspect

import (
	"os"
	"strings"
	"testing"
)

// TestBinaryErrors checks that what is not a device binary is an error
// saying what it is.
func TestBinaryErrors(t *testing.T) {
	self, err := os.ReadFile("/proc/self/exe")
	if err != nil {
		t.Skip("no /proc/self/exe")
	}
	hsaco, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "the input is empty"},
		{"host ELF", self, "not for a GPU"},
		{"gzip", []byte("\x1f\x8b\x08\x00rest"), "gzip-compressed data"},
		{"text", []byte("hello world\nsecond line"), `text starting "hello world"`},
		{"binary", []byte{1, 2, 3, 250, 0}, "binary data starting 01 02 03 fa 00"},
		{"LLVM IR", []byte("; ModuleID = 'x'\n"), `text starting "; ModuleID = 'x'"`},
		{"truncated ELF", hsaco[:40], "malformed ELF"},
		{"ELF without sections", hsaco[:1000], ""},
	} {
		_, err := Binary(c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// TestBinaryCorruptNote damages the fixture's metadata note and expects an
// error, not a panic or a made-up count.
func TestBinaryCorruptNote(t *testing.T) {
	hsaco, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(hsaco), ".sgpr_count")
	if i < 0 {
		t.Fatal("fixture has no .sgpr_count key")
	}
	bad := append([]byte(nil), hsaco...)
	bad[i+len(".sgpr_count")] = 0xa3 // the count becomes a 3-byte string
	if _, err := Binary(bad); err == nil || !strings.Contains(err.Error(), "metadata") {
		t.Errorf("corrupt count: error %v", err)
	}
	bad = append([]byte(nil), hsaco...)
	j := strings.Index(string(hsaco), "AMDGPU\x00")
	bad[j] = 'X' // the note's owner no longer matches
	if _, err := Binary(bad); err == nil || !strings.Contains(err.Error(), "without an NT_AMDGPU_METADATA note") {
		t.Errorf("missing note: error %v", err)
	}
}

// TestBitcode recognises LLVM bitcode by its magic.
func TestBitcode(t *testing.T) {
	rep, err := Binary([]byte("BC\xc0\xde\x35\x14\x00\x00"))
	if err != nil || rep.Kind != Bitcode || rep.Size != 8 {
		t.Errorf("got %+v, %v", rep, err)
	}
}
