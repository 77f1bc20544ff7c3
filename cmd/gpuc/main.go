// Command gpuc is a GPU kernel compiler that reads and writes MLIR 19 text.
// Run `gpuc help` for its commands.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"

	"gpuc/internal/cli"
)

func main() {
	// The IR of a large module is mostly long-lived: a heap allowed to grow
	// to 1.5x the live data (instead of Go's default 2x) costs little time
	// and keeps peak memory near what mlir-opt needs. GOGC overrides it.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	// GPUC_CPUPROFILE=FILE writes a CPU profile of the run (go tool pprof).
	if path := os.Getenv("GPUC_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			fmt.Fprintf(os.Stderr, "gpuc: GPUC_CPUPROFILE: %v\n", err)
			os.Exit(1)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(os.Stderr, "gpuc: GPUC_CPUPROFILE: %v\n", err)
			os.Exit(1)
		}
		code := cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		pprof.StopCPUProfile()
		f.Close()
		os.Exit(code)
	}
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
