package gpu

import (
	"bytes"
	"os"
	"sync"
	"time"

	"gpuc/internal/llvm"
)

// libraryFiles holds the bytes of the bitcode files linked into device
// modules, read once per process: every gpu.module of a translation links
// the same device libraries (ocml, ockl, the oclc_* switches, libdevice)
// into its own LLVM context, and reading them from memory spares a file
// open, mmap and unmap per module and library. An entry is reused only
// while the file's size and modification time are unchanged, so a library
// replaced between translations (tests, a long-lived process) is read
// again.
var libraryFiles sync.Map // path -> *libraryFile

type libraryFile struct {
	mu      sync.Mutex
	size    int64
	modTime time.Time
	read    bool
	data    []byte // the file's bytes when it is bitcode
	bitcode bool
}

// bitcodeMagic and bitcodeWrapperMagic start a raw and a wrapped bitcode
// file (llvm::isBitcode).
var (
	bitcodeMagic        = []byte{'B', 'C', 0xC0, 0xDE}
	bitcodeWrapperMagic = []byte{0xDE, 0xC0, 0x17, 0x0B}
)

// loadLibrary loads the file at path into ctx lazily, as the seed's
// loadBitcodeFile does with getLazyIRFileModule: function bodies are read
// only when the linker needs them. Bitcode comes from the process-wide
// copy of the file's bytes; anything else (LLVM IR text, or a file that is
// neither) goes to LLVM's own file loader, whose message the error keeps.
// st is the file's os.Stat result, which the caller already has.
func loadLibrary(ctx *llvm.Context, path string, st os.FileInfo) (*llvm.Module, error) {
	v, _ := libraryFiles.LoadOrStore(path, &libraryFile{})
	f := v.(*libraryFile)
	f.mu.Lock()
	if !f.read || f.size != st.Size() || !f.modTime.Equal(st.ModTime()) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.mu.Unlock()
			return nil, err
		}
		f.read, f.size, f.modTime = true, st.Size(), st.ModTime()
		f.bitcode = bytes.HasPrefix(data, bitcodeMagic) || bytes.HasPrefix(data, bitcodeWrapperMagic)
		f.data = nil
		if f.bitcode {
			f.data = data
		}
	}
	data, bitcode := f.data, f.bitcode
	f.mu.Unlock()
	if !bitcode {
		return ctx.LoadLazyIRFile(path)
	}
	return ctx.ParseBitcode(path, data, true)
}
