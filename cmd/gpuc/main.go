// Command gpuc is a GPU kernel compiler that reads and writes MLIR 19 text.
// Run `gpuc help` for its commands.
package main

import (
	"os"

	"gpuc/internal/cli"
)

func main() { os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
