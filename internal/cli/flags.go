package cli

import (
	"fmt"
	"io"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
)

// commonOptions are the flags `gpuc opt` and `gpuc translate` share, as
// mlir-opt and mlir-translate share them through MLIR's
// MlirOptMain/splitAndProcessBuffer machinery: the input, -o, chunking,
// diagnostics checking and the parsing and location flags.
type commonOptions struct {
	input             string
	output            string
	allowUnregistered bool
	split             bool
	splitMarker       string
	verifyDiagnostics bool
	debugInfo         bool
}

// parseFlags parses args into c, handing each flag it does not know to
// other (name without dashes, value after '=' if any), which reports
// whether it took the flag. An unknown flag is an error that points at
// help, the command that shows the tool's options.
func parseFlags(args []string, c *commonOptions, help string, other func(name, val string) (bool, error)) error {
	c.splitMarker = diag.DefaultSplitMarker
	var inputs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			inputs = append(inputs, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch name {
		case "o":
			if !hasVal {
				if i+1 >= len(args) {
					return fmt.Errorf("option -o requires a file name")
				}
				i++
				val = args[i]
			}
			c.output = val
		case "allow-unregistered-dialect":
			c.allowUnregistered = true
		case "split-input-file":
			c.split = true
			if hasVal && val != "" {
				c.splitMarker = val
			}
		case "verify-diagnostics":
			c.verifyDiagnostics = true
		case "mlir-print-debuginfo":
			c.debugInfo = true
		default:
			ok, err := other(name, val)
			if err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("unknown command line argument '%s'. Try: '%s'", a, help)
			}
		}
	}
	if len(inputs) > 1 {
		return fmt.Errorf("too many positional arguments: %s", strings.Join(inputs, " "))
	}
	c.input = "-"
	if len(inputs) == 1 {
		c.input = inputs[0]
	}
	return nil
}

// runChunks splits the input data into the chunks c asks for, processes
// each with process into one output (-o or stdout), joined by marker and
// a newline, and returns the exit status: 1 when any chunk failed or the
// output could not be written, in which case no -o file is left behind.
// tool prefixes the tool's own errors ("gpuc opt").
func runChunks(c *commonOptions, tool, name string, data []byte, marker string, stdout, stderr io.Writer,
	process func(buf *diag.Buffer, out io.Writer) bool) int {
	chunks := splitInput(name, data, c.split, c.splitMarker, stderr)
	sink, err := openOutput(c.output, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", tool, err)
		return 1
	}
	failed := false
	for i, buf := range chunks {
		if i > 0 {
			sink.WriteString(marker)
			sink.WriteString("\n")
		}
		if !process(buf, sink) {
			failed = true
		}
	}
	if err := sink.finish(!failed); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", tool, err)
		return 1
	}
	if failed {
		return 1
	}
	return 0
}

// newChunkReporter returns the reporter for one chunk: diagnostics go to
// stderr, or with verify to the expected-diagnostic verifier, whose
// problems with the expectations themselves are printed at once.
func newChunkReporter(buf *diag.Buffer, stderr io.Writer, flags asm.Flags, verify bool) *reporter {
	r := &reporter{sm: diag.NewSourceMgr(buf), stderr: stderr, flags: flags}
	if verify {
		v, errs := diag.NewVerifier(r.sm)
		r.verifier = v
		for _, e := range errs {
			r.sm.Print(stderr, e)
			r.failed = true
		}
	}
	return r
}

// finish returns whether the chunk succeeded: ok (what processing it
// returned) without a verifier, else whether every expected diagnostic
// was seen and no unexpected one was.
func (r *reporter) finish(ok bool) bool {
	if r.verifier == nil {
		return ok
	}
	errs, vok := r.verifier.Finish()
	for _, e := range errs {
		r.sm.Print(r.stderr, e)
	}
	return vok && !r.failed
}
