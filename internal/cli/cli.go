// Package cli implements gpuc's subcommands.
package cli

import (
	"fmt"
	"io"
	"runtime/debug"

	"gpuc/internal/pass"
)

const usage = `gpuc: a GPU kernel compiler that reads and writes MLIR 19 text

Usage:
  gpuc opt [options] [file|-]     parse, verify and print MLIR (like mlir-opt)
  gpuc translate --mlir-to-llvmir [options] [file|-]
                                  translate the LLVM dialect to LLVM IR (like
                                  mlir-translate); see 'gpuc help translate'
  gpuc inspect [file|-]           list the kernels, chips and registers of the
                                  device binaries in host LLVM IR or a binary
                                  file; see 'gpuc help inspect'
  gpuc compile [options] [file|-] -o OUT
                                  compile a GPU program (gpu.launch, gpu.func
                                  kernels, ...) for many chips into a host
                                  object; see 'gpuc help compile'
  gpuc cache stats|clean           show or empty gpuc compile's cache
  gpuc help [translate|inspect|compile]
                                  show this help, or a subcommand's

Options of gpuc opt:
  -o FILE                         write the output to FILE (default stdout)
  --allow-unregistered-dialect    accept operations of unknown dialects
  --split-input-file[=MARKER]     process chunks separated by "// -----" one by one
  --verify-diagnostics            check expected-error/warning/remark/note comments
  --mlir-print-op-generic         print every operation in the generic form
  --mlir-print-debuginfo          print locations
  --mlir-print-local-scope        print aliased types, attributes and locations inline
  --pass-pipeline=PIPELINE        run passes: 'builtin.module(pass{opt=val}, func.func(pass))'
  --PASS[=OPTIONS]                run a registered pass on the top-level module (see below)
  --mlir-timing                   print the wall time of parsing, each pass and printing
  --mlir-disable-threading        run nested pass pipelines, the verifier and the printer on one op at a time
`

// Run executes gpuc with args (without the program name) and returns the
// exit status.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// Deeply nested input recurses deeply; allow more stack than Go's
	// default before giving up.
	debug.SetMaxStack(4 << 30)
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 1
	}
	switch args[0] {
	case "opt":
		return runOpt(args[1:], stdin, stdout, stderr)
	case "translate":
		return runTranslate(args[1:], stdin, stdout, stderr)
	case "inspect":
		return runInspect(args[1:], stdin, stdout, stderr)
	case "compile":
		return runCompile(args[1:], stdin, stdout, stderr)
	case "cache":
		return runCache(args[1:], stdout, stderr)
	case "help", "-h", "--help", "-help":
		if len(args) > 1 && args[1] == "translate" {
			fmt.Fprint(stdout, translateUsage)
			return 0
		}
		if len(args) > 1 && args[1] == "compile" {
			fmt.Fprint(stdout, compileUsage)
			return 0
		}
		if len(args) > 1 && args[1] == "inspect" {
			fmt.Fprint(stdout, inspectUsage)
			return 0
		}
		fmt.Fprint(stdout, usage)
		fmt.Fprint(stdout, "\nPasses:\n")
		for _, p := range pass.Registered() {
			fmt.Fprintf(stdout, "  --%-30s %s\n", p.Name, p.Summary)
			for _, o := range p.Options {
				fmt.Fprintf(stdout, "      %-28s %s\n", o.Name+"="+o.Default, o.Desc)
			}
		}
		return 0
	}
	fmt.Fprintf(stderr, "gpuc: unknown command %q\n\n%s", args[0], usage)
	return 1
}
