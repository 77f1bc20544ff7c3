package inspect

import (
	"debug/elf"
	"encoding/binary"
	"os"
	"testing"
)

// FuzzBinary feeds Binary arbitrary bytes, seeded with a real code object,
// a cubin-like header, PTX and bitcode: every reader must return a report
// or an error, never panic.
func FuzzBinary(f *testing.F) {
	if hsaco, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco"); err == nil {
		f.Add(hsaco)
		f.Add(hsaco[:2000])
		// The same ELF claiming to be a cubin (e_machine EM_CUDA), so that
		// the cubin reader is fuzzed over real sections and symbols.
		cubin := append([]byte(nil), hsaco...)
		binary.LittleEndian.PutUint16(cubin[18:], uint16(elf.EM_CUDA))
		f.Add(cubin)
	}
	f.Add([]byte(".version 8.5\n.target sm_90\n.address_size 64\n.visible .entry k(\n)\n{\nret;\n}\n"))
	f.Add([]byte("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .sgpr_count: 3\n.end_amdgpu_metadata\n"))
	f.Add([]byte("BC\xc0\xde"))
	f.Add([]byte(bundleMagic + "\x02\x00\x00\x00\x00\x00\x00\x00" + "\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x05\x00\x00\x00\x00\x00\x00\x00host-" +
		"\x70\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x1f\x00\x00\x00\x00\x00\x00\x00hipv4-amdgcn-amd-amdhsa--gfx90a" + "BC\xc0\xde"))
	f.Add(fatbinOf(fatbinMember{kind: fatbinPTX, major: 7, minor: 8, arch: 90, payload: []byte("ptx")},
		fatbinMember{kind: fatbinELF, arch: 90, payload: []byte("\x7fELF\x02\x01\x01")}))
	f.Add([]byte("\x7fELF\x02\x01\x01\x33\x07"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := Binary(data)
		if err == nil && rep == nil {
			t.Fatal("no report and no error")
		}
		_, _ = decodeMsgpack(data)
	})
}

// FuzzHostIR feeds HostIR arbitrary text; it must never panic, and what it
// returns must be consistent with the text.
func FuzzHostIR(f *testing.F) {
	f.Add([]byte("@m_gpubin_cst = internal constant [3 x i8] c\"\\7F\\\\\\00\", align 8\n"))
	f.Add([]byte("@\"q\\22_bin_cst\" = internal constant [1 x i8] c\"a\"\n"))
	f.Add([]byte("@m_gpubin_cst = constant [99999999999999999999 x i8] c\"\"\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		es, err := HostIR(text)
		if err != nil {
			return
		}
		for _, e := range es {
			if e.Line < 1 || len(e.Data) > len(text) {
				t.Fatalf("impossible result %+v", e)
			}
		}
	})
}
