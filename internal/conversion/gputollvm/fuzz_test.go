package gputollvm_test

import (
	"testing"

	"gpuc/internal/conversion/gputollvm"
	"gpuc/internal/ir"
	"gpuc/internal/testutil/fuzzseed"
)

// FuzzGpuToLLVM runs gpu-to-llvm on whatever parses and verifies: the pass
// must never panic or hang, must fail with a located diagnostic or succeed,
// and on success leave IR that verifies and prints.
//
//	go test -run '^$' -fuzz=FuzzGpuToLLVM -fuzztime=60s ./internal/conversion/gputollvm/
func FuzzGpuToLLVM(f *testing.F) {
	fuzzseed.AddRawChunks(f, "../../../test/diff/lower", "../../../test/lit/gpu-to-llvm")
	f.Fuzz(func(t *testing.T, src []byte) {
		top, res := fuzzseed.Parse(src)
		if top == nil {
			return
		}
		if err := gputollvm.Convert(top, &gputollvm.Options{}); err != nil {
			d, ok := err.(*ir.Diagnostic)
			if !ok || d.Msg == "" {
				t.Fatalf("failure without a diagnostic: %v", err)
			}
			return
		}
		if err := ir.Verify(top); err != nil {
			if d, ok := err.(*ir.Diagnostic); !ok || d.Msg == "" {
				t.Fatalf("verifier failure without a diagnostic: %v", err)
			}
			return
		}
		fuzzseed.Print(t, top, res)
	})
}
