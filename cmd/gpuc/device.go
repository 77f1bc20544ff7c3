package main

import (
	"gpuc/internal/cli"
	"gpuc/internal/llvm"
	"gpuc/internal/target/gpu"
)

// The gpuc binary links LLVM in (internal/llvm, the one cgo package), so
// it wires the two hooks the pure-Go CLI leaves open: LLVM's verifier
// checks every translated module before it is written, as mlir-translate
// verifies what it produced, and gpu.modules with a `#gpu.target` are
// compiled to device binaries with the translate flags' options. The CLI
// itself stays free of cgo, so its unit tests build without LLVM.
func init() {
	cli.VerifyLLVMIR = llvm.VerifyText
	cli.ConfigureDevice = func(o cli.DeviceOptions) error {
		format, err := gpu.ParseObjectFormat(o.Format)
		if err != nil {
			return err
		}
		gpu.Register(gpu.Options{Format: format, DumpDir: o.DumpDir, Jobs: o.Jobs})
		return nil
	}
}
