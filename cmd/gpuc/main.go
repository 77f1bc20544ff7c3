// Command gpuc is a GPU kernel compiler that reads and writes MLIR 19 text.
// Run `gpuc help` for its commands.
package main

import (
	"os"
	"runtime/debug"

	"gpuc/internal/cli"
)

func main() {
	// The IR of a large module is mostly long-lived: a heap allowed to grow
	// to 1.5x the live data (instead of Go's default 2x) costs little time
	// and keeps peak memory near what mlir-opt needs. GOGC overrides it.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
