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
	// (While IR is built, `gpuc opt` raises it: see cli's gcWhileBuilding.)
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	// GPUC_CPUPROFILE=FILE writes a CPU profile of the run (go tool pprof).
	if path := os.Getenv("GPUC_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			fail("GPUC_CPUPROFILE", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fail("GPUC_CPUPROFILE", err)
		}
		code := run()
		pprof.StopCPUProfile()
		f.Close()
		os.Exit(code)
	}
	// GPUC_MEMPROFILE=FILE writes a heap profile at the end of the run: the
	// allocations of the whole run (go tool pprof -sample_index=alloc_space)
	// and what the last collection found live (inuse_space).
	if path := os.Getenv("GPUC_MEMPROFILE"); path != "" {
		code := run()
		f, err := os.Create(path)
		if err == nil {
			err = pprof.Lookup("allocs").WriteTo(f, 0)
			f.Close()
		}
		if err != nil {
			fail("GPUC_MEMPROFILE", err)
		}
		os.Exit(code)
	}
	os.Exit(run())
}

func run() int { return cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }

func fail(what string, err error) {
	fmt.Fprintf(os.Stderr, "gpuc: %s: %v\n", what, err)
	os.Exit(1)
}
