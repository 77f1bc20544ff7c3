package inspect

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestCorpusPTX reads the PTX (format=isa) of every corpus kernel, compiled
// by MLIR 19 for sm_90, and checks its kernels, and their static shared
// memory, are the ones the same program's gfx90a code object holds.
func TestCorpusPTX(t *testing.T) {
	for _, kernel := range corpusKernels {
		t.Run(kernel, func(t *testing.T) {
			e := onlyEmbedded(t, corpusHostIR(t, kernel, "nvvm", "isa"))
			if want := corpusModule(t, kernel, "nvvm"); e.Module != want {
				t.Errorf("module %q, want %q", e.Module, want)
			}
			rep, err := Binary(e.Data)
			if err != nil {
				t.Fatalf("Binary: %v", err)
			}
			if rep.Kind != PTX || rep.Target != "sm_90" || rep.Size != len(e.Data) {
				t.Errorf("got %v %q size %d, want PTX sm_90 size %d", rep.Kind, rep.Target, rep.Size, len(e.Data))
			}
			if !regexp.MustCompile(`^\d+\.\d+$`).MatchString(rep.Version) {
				t.Errorf("PTX version %q", rep.Version)
			}
			amd, err := Binary(onlyEmbedded(t, corpusHostIR(t, kernel, "rocdl", "bin")).Data)
			if err != nil {
				t.Fatalf("Binary(gfx90a code object): %v", err)
			}
			if got, want := kernelNames(rep), kernelNames(amd); !slices.Equal(got, want) || len(got) == 0 {
				t.Fatalf("PTX entries %q, code object kernels %q", got, want)
			}
			// The program's workgroup memory is the same on both targets.
			for i, k := range rep.Kernels {
				if k.Shared != amd.Kernels[i].Shared {
					t.Errorf("%s: PTX declares %d bytes of shared memory, the gfx90a code object %d of LDS",
						k.Name, k.Shared, amd.Kernels[i].Shared)
				}
			}
		})
	}
}

func kernelNames(r *Report) []string {
	var names []string
	for _, k := range r.Kernels {
		names = append(names, k.Name)
	}
	return names
}

// TestLLCPTX reads PTX written by llc-19 for sm_90: two kernels and a
// device function, which is no .entry.
func TestLLCPTX(t *testing.T) {
	llc := needTool(t, "llc")
	ir := `target triple = "nvptx64-nvidia-cuda"
define void @helper(ptr %p) { store i32 1, ptr %p ret void }
define ptx_kernel void @first(ptr %p) { call void @helper(ptr %p) ret void }
define ptx_kernel void @second() { ret void }
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @first, !"kernel", i32 1}
!1 = !{ptr @second, !"kernel", i32 1}
`
	ir = strings.ReplaceAll(ir, "{ store", "{\n store")
	ir = strings.ReplaceAll(ir, " ret void }", "\n ret void\n}")
	ir = strings.ReplaceAll(ir, "{ call", "{\n call")
	ptx := run(t, nil, []byte(ir), llc, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-o", "-")
	rep, err := Binary(ptx)
	if err != nil {
		t.Fatalf("Binary: %v\n%s", err, ptx)
	}
	if rep.Kind != PTX || rep.Target != "sm_90" || rep.Version == "" {
		t.Errorf("got %v target %q version %q", rep.Kind, rep.Target, rep.Version)
	}
	if got := kernelNames(rep); !slices.Equal(got, []string{"first", "second"}) {
		t.Errorf("entries %q, want [first second]\n%s", got, ptx)
	}
}

// cubinYAML describes, for yaml2obj-19, an ELF laid out as ptxas lays out a
// cubin: EM_CUDA, e_flags 0x5a055a (sm_90, 64-bit addresses, virtual
// sm_90), a function per .text.<name> section, .nv.info with
// EIATTR_REGCOUNT records (format 0x04, attribute 0x2f, 8 bytes: symbol
// index and count) behind an EIATTR_MAX_STACK_SIZE (0x04 0x23) and an
// EIFMT_HVAL record (0x03 0x1b) it must step over, and a NOBITS
// .nv.shared.<name> for the kernel that uses shared memory, and a device
// function (helper) that, unlike the kernels, lacks the STO_CUDA_ENTRY
// st_other bit (0x10). No ptxas is
// available to write a real one; the layout is NVIDIA's as documented by
// the CUDA binary utilities' output (cuobjdump -elf). yaml2obj-19 cannot
// set e_flags for EM_CUDA; the test writes them.
const cubinYAML = `--- !ELF
FileHeader:
  Class:      ELFCLASS64
  Data:       ELFDATA2LSB
  OSABI:      0x33
  ABIVersion: 7
  Type:       ET_EXEC
  Machine:    EM_CUDA
Sections:
  - Name:    .nv.info
    Type:    0x70000000
    Content: "%s"
  - Name:    .text.saxpy
    Type:    SHT_PROGBITS
    Flags:   [ SHF_ALLOC, SHF_EXECINSTR ]
    Content: "00000000000000000000000000000000"
  - Name:    .text.reduce
    Type:    SHT_PROGBITS
    Flags:   [ SHF_ALLOC, SHF_EXECINSTR ]
    Content: "00000000000000000000000000000000"
  - Name:    .nv.shared.reduce
    Type:    SHT_NOBITS
    Flags:   [ SHF_ALLOC, SHF_WRITE ]
    Size:    1024
  - Name:    .text.helper
    Type:    SHT_PROGBITS
    Flags:   [ SHF_ALLOC, SHF_EXECINSTR ]
    Content: "00000000000000000000000000000000"
Symbols:
  - Name:    saxpy
    Type:    STT_FUNC
    Section: .text.saxpy
    Binding: STB_GLOBAL
    Other:   [ 0x10 ]
    Size:    16
  - Name:    reduce
    Type:    STT_FUNC
    Section: .text.reduce
    Binding: STB_GLOBAL
    Other:   [ 0x10 ]
    Size:    16
  - Name:    helper
    Type:    STT_FUNC
    Section: .text.helper
    Binding: STB_GLOBAL
    Size:    16
...
`

// TestCubin reads a cubin-shaped ELF that yaml2obj-19 writes.
func TestCubin(t *testing.T) {
	yaml2obj := needTool(t, "yaml2obj")
	// .nv.info: MAX_STACK_SIZE of symbol 1; MAXREG_COUNT (HVAL, 4 bytes in
	// all); REGCOUNT 16 for saxpy (symbol 1) and 32 for reduce (symbol 2).
	info := "042308000100000000000000" + "031b4000" +
		"042f08000100000010000000" + "042f08000200000020000000"
	path := filepath.Join(t.TempDir(), "k.cubin")
	run(t, nil, fmt.Appendf(nil, cubinYAML, info), yaml2obj, "-o", path, "-")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// e_flags (offset 48 of an ELF64 header) as ptxas writes them for
	// sm_90: SM 0x5a, 64-bit addresses (0x400), virtual SM 0x5a << 16.
	binary.LittleEndian.PutUint32(data[48:], 0x5a055a)
	// e_version as ptxas 11.8 writes it: the CUDA ELF ABI version 118, not
	// ELF's 1, which debug/elf alone refuses.
	binary.LittleEndian.PutUint32(data[20:], 118)
	rep, err := Binary(data)
	if err != nil {
		t.Fatalf("Binary: %v", err)
	}
	if binary.LittleEndian.Uint32(data[20:]) != 118 {
		t.Errorf("Binary changed its input's e_version")
	}
	if rep.Kind != Cubin || rep.Target != "sm_90" || rep.Size != len(data) {
		t.Errorf("got %v %q size %d", rep.Kind, rep.Target, rep.Size)
	}
	if len(rep.Kernels) != 2 {
		t.Fatalf("kernels %+v, want saxpy and reduce", rep.Kernels)
	}
	for i, want := range []struct {
		name         string
		regs, shared int64
	}{{"saxpy", 16, 0}, {"reduce", 32, 1024}} {
		k := rep.Kernels[i]
		if k.Name != want.name || k.Registers != want.regs || k.Shared != want.shared || k.Wavefront != 32 {
			t.Errorf("kernel %d: %+v, want %s with %d registers and %d bytes of shared memory", i, k, want.name, want.regs, want.shared)
		}
	}
}

// TestCubinArch checks the e_flags layouts: the SM number in the low byte
// with 0x800 for "a" up to ELF ABI version 7, in the second byte with 0x8
// for "a" from version 8 on (LLVM's EF_CUDA_SM_MASK, EF_CUDA_ACCELERATORS).
func TestCubinArch(t *testing.T) {
	yaml2obj := needTool(t, "yaml2obj")
	path := filepath.Join(t.TempDir(), "k.cubin")
	run(t, nil, fmt.Appendf(nil, cubinYAML, ""), yaml2obj, "-o", path, "-")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		abi   byte
		flags uint32
		want  string
	}{
		{7, 0x5a055a, "sm_90"},
		{7, 0x5a0d5a, "sm_90a"},
		{7, 0x500550, "sm_80"},
		{8, 0x5a00, "sm_90"},
		{8, 0x5a08, "sm_90a"},
		{8, 0x06006402, "sm_100"},
		{8, 0x0600640a, "sm_100a"},
	} {
		data[8] = c.abi // e_ident[EI_ABIVERSION]
		binary.LittleEndian.PutUint32(data[48:], c.flags)
		rep, err := Binary(data)
		if err != nil {
			t.Fatalf("Binary: %v", err)
		}
		if rep.Target != c.want {
			t.Errorf("ABI %d e_flags %#x: %q, want %q", c.abi, c.flags, rep.Target, c.want)
		}
	}
}

// TestPTXShared checks the static shared memory read from .shared
// declarations: per entry, multi-dimensional, with dynamic (.extern)
// shared memory not counted, and Unknown when a module-scope variable
// could belong to any kernel.
func TestPTXShared(t *testing.T) {
	ptx := `//
// Generated by LLVM NVPTX Back-End
.version 8.4
.target sm_90
.address_size 64
.extern .shared .align 16 .b8 dyn[];

	// .globl	a
.visible .entry a(
	.param .u64 a_param_0
)
{
	.reg .b32 %r<2>;
	// demoted variable
	.shared .align 4 .b8 a_tile[1024];
	.shared .align 8 .f64 a_grid[4][8];
	ld.shared.f32 %r1, [a_tile];
	ret;
}
.entry b()
{
	ret;
}
`
	rep, err := Binary([]byte(ptx))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Version != "8.4" || rep.Target != "sm_90" || len(rep.Kernels) != 2 {
		t.Fatalf("got %+v", rep)
	}
	if a, b := rep.Kernels[0], rep.Kernels[1]; a.Name != "a" || a.Shared != 1024+4*8*8 || b.Name != "b" || b.Shared != 0 {
		t.Errorf("kernels %+v", rep.Kernels)
	}
	moduleScope := strings.Replace(ptx, ".address_size 64", ".address_size 64\n.shared .align 4 .b8 common[64];", 1)
	rep, err = Binary([]byte(moduleScope))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range rep.Kernels {
		if k.Shared != Unknown {
			t.Errorf("%s: shared %d, want Unknown with a module-scope .shared variable", k.Name, k.Shared)
		}
	}
}
