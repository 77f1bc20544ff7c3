// Package upstream finds the external conformance suite (MLIR 19's test
// inputs and the kernel corpus) for the tests that compare with it:
// $UPSTREAM_TESTS, else the shared/upstream-tests folder beside the module
// root, wherever the checkout is. Tests skip what they cannot find.
package upstream

import (
	"os"
	"path/filepath"
)

// Dir is the suite's folder ("" when neither $UPSTREAM_TESTS is set nor a
// go.mod is found above the working directory).
func Dir() string {
	if dir := os.Getenv("UPSTREAM_TESTS"); dir != "" {
		return dir
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "upstream-tests")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Kernels is the kernel corpus's folder.
func Kernels() string { return filepath.Join(Dir(), "kernels") }
