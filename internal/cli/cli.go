// Package cli implements gpuc's subcommands.
package cli

import (
	"fmt"
	"io"
	"runtime/debug"
)

const usage = `gpuc: a GPU kernel compiler that reads and writes MLIR 19 text

Usage:
  gpuc opt [options] [file|-]     parse, verify and print MLIR (like mlir-opt)
  gpuc help                       show this help

Options of gpuc opt:
  -o FILE                         write the output to FILE (default stdout)
  --allow-unregistered-dialect    accept operations of unknown dialects
  --split-input-file[=MARKER]     process chunks separated by "// -----" one by one
  --verify-diagnostics            check expected-error/warning/remark/note comments
  --mlir-print-op-generic         print every operation in the generic form
  --mlir-print-debuginfo          print locations
  --mlir-print-local-scope        print aliased types, attributes and locations inline
  --pass-pipeline=PIPELINE        run passes (none are registered yet)
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
	case "help", "-h", "--help", "-help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "gpuc: unknown command %q\n\n%s", args[0], usage)
	return 1
}
