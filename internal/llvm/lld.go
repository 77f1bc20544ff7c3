package llvm

// #include <stdlib.h>
// int gpuc_lld_shared(const char *in, const char *out, char **log);
import "C"

import (
	"errors"
	"unsafe"
)

// ErrLLDUnavailable is LinkShared's answer when in-process lld cannot run
// (any more): the caller runs ld.lld instead.
var ErrLLDUnavailable = errors.New("in-process lld unavailable")

// LinkShared runs `ld.lld -shared in -o out` with LLD 19 linked into gpuc
// (one link at a time: lld's driver has global state). lld's messages are
// in the error.
func LinkShared(in, out string) error {
	ci, co := C.CString(in), C.CString(out)
	defer C.free(unsafe.Pointer(ci))
	defer C.free(unsafe.Pointer(co))
	var log *C.char
	switch C.gpuc_lld_shared(ci, co, &log) {
	case 0:
		return nil
	case 2:
		goString(log)
		return ErrLLDUnavailable
	default:
		return errors.New(trimNL(goString(log)))
	}
}
