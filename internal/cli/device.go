package cli

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// DeviceOptions are the `gpuc translate` flags that steer device
// serialization: what each gpu.module with a `#gpu.target` becomes
// (--gpu-object-format), where its intermediates are dumped
// (--gpu-dump-intermediates) and how many modules compile at once
// (--gpu-jobs, 0 for GOMAXPROCS).
type DeviceOptions struct {
	Format  string
	DumpDir string
	Jobs    int
}

// ConfigureDevice, when set, hands the translate flags' DeviceOptions to
// the device compiler before the input is translated. The device compiler
// needs LLVM (cgo), which this package does not import so that its tests
// build without it: cmd/gpuc sets the hook. With it nil the flags are
// still checked, and a gpu.module with a target is an error that says no
// device compiler is linked in.
var ConfigureDevice func(DeviceOptions) error

// objectFormats are the values of --gpu-object-format, in the order the
// help lists them: the loadable binary (cubin/HSACO), the target's
// assembly text (PTX/GCN assembly), LLVM bitcode (MLIR's offload format).
var objectFormats = []string{"bin", "isa", "llvm"}

// parseDeviceFlag takes one device flag of `gpuc translate` into d and
// reports whether name was one.
func parseDeviceFlag(d *DeviceOptions, name, val string) (bool, error) {
	switch name {
	case "gpu-object-format":
		if val == "" {
			return true, fmt.Errorf("--gpu-object-format needs a value: --gpu-object-format=%s", strings.Join(objectFormats, "|"))
		}
		for _, f := range objectFormats {
			if val == f {
				d.Format = val
				return true, nil
			}
		}
		// The first sentence is what LLVM's command line library says for
		// an enum option's unknown value, as mlir-translate would.
		return true, fmt.Errorf("for the --gpu-object-format option: Cannot find option named '%s'!\n"+
			"gpuc translate: --gpu-object-format takes one of %s", val, strings.Join(objectFormats, ", "))
	case "gpu-dump-intermediates":
		if val == "" {
			return true, fmt.Errorf("--gpu-dump-intermediates needs a folder: --gpu-dump-intermediates=DIR")
		}
		d.DumpDir = val
	case "gpu-jobs":
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			return true, fmt.Errorf("--gpu-jobs takes a number of modules to compile at once (0 for one per CPU), not '%s'", val)
		}
		d.Jobs = n
	default:
		return false, nil
	}
	return true, nil
}

// configureDevice prepares the dump folder and hands d to the device
// compiler. The folder is created now, so that a path that cannot be one
// fails before any work, not once per module.
func configureDevice(d DeviceOptions) error {
	if d.DumpDir != "" {
		if err := os.MkdirAll(d.DumpDir, 0o755); err != nil {
			return fmt.Errorf("cannot create the folder %s for --gpu-dump-intermediates (%v); name a folder that can be created and written", d.DumpDir, osErrorText(err))
		}
	}
	if ConfigureDevice == nil {
		return nil
	}
	return ConfigureDevice(d)
}
