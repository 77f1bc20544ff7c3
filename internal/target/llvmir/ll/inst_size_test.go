package ll

import (
	"testing"
	"unsafe"
)

// TestInstSize guards the size of Inst: a large module holds hundreds of
// thousands of instructions until it is printed, so a field added inline
// instead of in InstExt shows in peak memory.
func TestInstSize(t *testing.T) {
	if n := unsafe.Sizeof(Inst{}); n > 224 {
		t.Errorf("Inst is %d bytes, want at most 224 (put rarely used fields in InstExt)", n)
	}
}
