package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"gpuc/internal/inspect"
)

const inspectUsage = `Usage: gpuc inspect [file|-]

Reads back the device binaries gpuc produced and prints one row per kernel:
the gpu.module, the binary's kind (HSACO, cubin, PTX, GCN-asm, bitcode), its
target chip, the kernel, the binary's size in bytes, and the resources the
binary records: for AMDGPU the scalar, vector and accumulation registers
(sgpr, vgpr, agpr), LDS and scratch bytes and the wavefront size; for a cubin
the registers per thread (regs) and shared memory (lds); for PTX the shared
memory each kernel declares (lds). A "-" is a count the binary does not
record.

The input is host LLVM IR as 'gpuc translate' writes it, whose
@<module>_gpubin_cst globals (or MLIR 19's @<module>_bin_cst) hold the
binaries, or one raw binary file (a code object, cubin, PTX or bitcode),
which is then named after the file. The exit status is 1 when the input or
any binary in it cannot be read.

Options:
  -h, --help                      show this help
`

// runInspect implements `gpuc inspect`.
func runInspect(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	input := ""
	for _, a := range args {
		switch {
		case a == "-h" || a == "--help" || a == "-help":
			fmt.Fprint(stdout, inspectUsage)
			return 0
		case a != "-" && strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "gpuc inspect: unknown option %q; see 'gpuc inspect --help'\n", a)
			return 1
		case input != "":
			fmt.Fprintf(stderr, "gpuc inspect: more than one input (%q and %q); inspect one file at a time\n", input, a)
			return 1
		}
		input = a
	}
	if input == "" {
		input = "-"
	}
	name, data, err := readInput(input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc inspect: cannot read the input: %v\n", err)
		return 1
	}
	rows, ok := inspectRows(name, input, data, stderr)
	printInspectTable(stdout, rows)
	if !ok {
		return 1
	}
	return 0
}

// inspectRow is one line of gpuc inspect's table.
type inspectRow struct {
	module string
	rep    *inspect.Report
	kernel *inspect.Kernel
	// in names the containers rep is in, "fatbin:" or "bundle:fatbin:".
	in string
}

// inspectRows reads the input's binaries and returns the table's rows;
// failures are reported to stderr and make ok false, while the binaries
// that could be read still get their rows.
func inspectRows(name, input string, data []byte, stderr io.Writer) (rows []inspectRow, ok bool) {
	var add func(module string, rep *inspect.Report)
	add = func(module string, rep *inspect.Report) {
		if len(rep.Images) > 0 {
			// A container (fat binary, offload bundle): one row per
			// member's kernel, its kind "fatbin:cubin", its size its own.
			for _, img := range rep.Images {
				n := len(rows)
				add(module, img)
				for i := n; i < len(rows); i++ {
					rows[i].in = rep.Kind.String() + ":" + rows[i].in
				}
			}
			return
		}
		if len(rep.Kernels) == 0 {
			rows = append(rows, inspectRow{module: module, rep: rep})
		}
		for i := range rep.Kernels {
			rows = append(rows, inspectRow{module: module, rep: rep, kernel: &rep.Kernels[i]})
		}
	}
	// addEmbedded adds the rows of embedded binaries; one that is not a
	// device binary is reported after where(e) ("FILE: error: SYMBOL").
	addEmbedded := func(embedded []inspect.Embedded, where func(inspect.Embedded) string) bool {
		ok := true
		for _, e := range embedded {
			rep, err := inspect.Binary(e.Data)
			if err != nil {
				fmt.Fprintf(stderr, "%s (gpu.module @%s): %v\n", where(e), e.Module, err)
				ok = false
				continue
			}
			add(e.Module, rep)
		}
		return ok
	}
	if inspect.IsHostObject(data) {
		embedded, err := inspect.HostObject(data)
		if err != nil {
			fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
			return nil, false
		}
		if len(embedded) == 0 {
			fmt.Fprintf(stderr, "%s: error: no embedded device binaries: the object has no <module>_bin_cst or <module>_gpubin_cst symbol\n", name)
			return nil, false
		}
		return rows, addEmbedded(embedded, func(e inspect.Embedded) string { return name + ": error: " + e.Symbol })
	}
	if !looksLikeHostIR(data) {
		rep, err := inspect.Binary(data)
		if err != nil {
			fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
			return nil, false
		}
		module := "-"
		if input != "-" {
			module = strings.SplitN(filepath.Base(input), ".", 2)[0]
		}
		add(module, rep)
		return rows, true
	}
	embedded, err := inspect.HostIR(data)
	if err != nil {
		var le *inspect.LocatedError
		if errors.As(err, &le) {
			fmt.Fprintf(stderr, "%s:%d:%d: error: %s\n", name, le.Line, le.Col, le.Msg)
		} else {
			fmt.Fprintf(stderr, "%s: error: %v\n", name, err)
		}
		return nil, false
	}
	if len(embedded) == 0 {
		fmt.Fprintf(stderr, "%s: error: no embedded device binaries: the LLVM IR has no @<module>_gpubin_cst "+
			"global; translate a module whose gpu.modules have targets (gpu.module @m [#rocdl.target<...>]) "+
			"with 'gpuc translate --mlir-to-llvmir', or pass a binary file\n", name)
		return nil, false
	}
	return rows, addEmbedded(embedded, func(e inspect.Embedded) string {
		return fmt.Sprintf("%s:%d:1: error: @%s", name, e.Line, e.Symbol)
	})
}

// looksLikeHostIR tells LLVM IR text from a raw binary: IR is what holds a
// device-binary global; PTX and assembly text never name one.
func looksLikeHostIR(data []byte) bool {
	if bytes.HasPrefix(data, []byte("\x7fELF")) || bytes.HasPrefix(data, []byte("BC\xc0\xde")) {
		return false
	}
	return bytes.Contains(data, []byte("_gpubin_cst")) || bytes.Contains(data, []byte("_bin_cst")) ||
		bytes.HasPrefix(data, []byte("; ModuleID = "))
}

// printInspectTable writes rows as an aligned table, with "-" for what a
// binary does not record.
func printInspectTable(w io.Writer, rows []inspectRow) {
	if len(rows) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "module\tkind\ttarget\tkernel\tsize\tsgpr\tvgpr\tagpr\tregs\tlds\tscratch\twave\tspills")
	count := func(n int64) string {
		if n == inspect.Unknown {
			return "-"
		}
		return fmt.Sprint(n)
	}
	orDash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	for _, r := range rows {
		k := inspect.Kernel{Name: "-", SGPRs: inspect.Unknown, VGPRs: inspect.Unknown, AGPRs: inspect.Unknown,
			Registers: inspect.Unknown, Shared: inspect.Unknown, Scratch: inspect.Unknown, Wavefront: inspect.Unknown,
			SGPRSpills: inspect.Unknown, VGPRSpills: inspect.Unknown}
		if r.kernel != nil {
			k = *r.kernel
		}
		kind := r.in + r.rep.Kind.String()
		spills := "-"
		if k.SGPRSpills != inspect.Unknown || k.VGPRSpills != inspect.Unknown {
			spills = count(k.SGPRSpills) + "+" + count(k.VGPRSpills)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n",
			r.module, kind, orDash(r.rep.Target), orDash(k.Name), r.rep.Size,
			count(k.SGPRs), count(k.VGPRs), count(k.AGPRs), count(k.Registers),
			count(k.Shared), count(k.Scratch), count(k.Wavefront), spills)
	}
	tw.Flush()
}
