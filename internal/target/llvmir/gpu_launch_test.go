package llvmir

import (
	"strings"
	"testing"
)

// TestLaunchWithoutBinaryNamesModuleAsMLIR checks the error for a
// gpu.launch_func whose gpu.module was not serialized: MLIR 19 streams the
// module name as a StringAttr, so it is quoted (and escaped).
func TestLaunchWithoutBinaryNamesModuleAsMLIR(t *testing.T) {
	src := `module attributes {gpu.container_module} {
  llvm.func @host(%n: i64) {
    gpu.launch_func @"k\22mod"::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    llvm.return
  }
  gpu.module @"k\22mod" {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
}
`
	err := translateErrForTest(t, src)
	if err == nil {
		t.Fatal("translated a launch of a module without a binary")
	}
	want := `Couldn't find the binary holding the kernel: "k\22mod"`
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not contain %q", err.Error(), want)
	}
}
