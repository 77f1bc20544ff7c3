package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// withDeviceHook records what `gpuc translate` hands the device compiler
// while a test runs.
func withDeviceHook(t *testing.T) *[]DeviceOptions {
	t.Helper()
	var got []DeviceOptions
	old := ConfigureDevice
	ConfigureDevice = func(o DeviceOptions) error { got = append(got, o); return nil }
	t.Cleanup(func() { ConfigureDevice = old })
	return &got
}

// TestTranslateDeviceFlags checks that the device flags reach the device
// compiler, with the defaults when they are absent (each run resets them),
// and that the dump folder is created.
func TestTranslateDeviceFlags(t *testing.T) {
	got := withDeviceHook(t)
	dump := filepath.Join(t.TempDir(), "a", "b")
	code, _, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "--gpu-object-format=isa",
		"--gpu-dump-intermediates="+dump, "--gpu-jobs=3", "-")
	if code != 0 {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
	if code, _, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-"); code != 0 {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
	want := []DeviceOptions{{Format: "isa", DumpDir: dump, Jobs: 3}, {}}
	if len(*got) != 2 || (*got)[0] != want[0] || (*got)[1] != want[1] {
		t.Fatalf("device options %+v, want %+v", *got, want)
	}
	if st, err := os.Stat(dump); err != nil || !st.IsDir() {
		t.Fatalf("dump folder not created: %v", err)
	}
}

// TestTranslateDeviceFlagErrors checks that bad device flags fail before
// any translation, with a message that names the valid values.
func TestTranslateDeviceFlagErrors(t *testing.T) {
	got := withDeviceHook(t)
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, want string }{
		{"--gpu-object-format=bad", "gpuc translate: for the --gpu-object-format option: Cannot find option named 'bad'!\ngpuc translate: --gpu-object-format takes one of bin, isa, llvm\n"},
		{"--gpu-object-format", "--gpu-object-format needs a value: --gpu-object-format=bin|isa|llvm"},
		{"--gpu-jobs=-1", "--gpu-jobs takes a number of modules to compile at once"},
		{"--gpu-dump-intermediates=", "--gpu-dump-intermediates needs a folder"},
		{"--gpu-dump-intermediates=" + filepath.Join(file, "sub"), "cannot create the folder " + filepath.Join(file, "sub") + " for --gpu-dump-intermediates (Not a directory)"},
	} {
		code, stdout, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", c.flag, "-")
		if code != 1 || stdout != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: code %d, stdout %q, stderr %q, want %q", c.flag, code, stdout, stderr, c.want)
		}
	}
	if len(*got) != 0 {
		t.Errorf("the device compiler was configured despite bad flags: %+v", *got)
	}
}
