package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
)

// findTool returns the first of paths that is a regular file, else name
// found on PATH, else "". The pipelines look for ld.lld and ptxas in their
// toolkit first, so that a named toolkit wins over whatever PATH holds.
func findTool(name string, paths ...string) string {
	for _, p := range paths {
		if isRegularFile(p) {
			return p
		}
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	return ""
}

// inToolkit is toolkit/elem..., or nothing when there is no toolkit (a
// relative path would otherwise find a file in the working directory).
func inToolkit(toolkit string, elem ...string) []string {
	if toolkit == "" {
		return nil
	}
	return []string{filepath.Join(append([]string{toolkit}, elem...)...)}
}

// toolStep is the step of runTool that failed.
type toolStep int

const (
	stepTempDir toolStep = iota // creating the private temp folder
	stepWrite                   // writing the tool's input file
	stepRun                     // running the tool
	stepRead                    // reading the tool's output file
)

// toolError is runTool's failure: at which step, the cause, and for
// stepRun what the tool printed (trimmed), so that each caller reports it
// in its own words (the seed's, for ld.lld).
type toolError struct {
	step   toolStep
	err    error
	output []byte
}

// runTool writes input to inName in a private temp folder that is always
// removed, runs tool with args(in, out) (no shell) and returns what the
// tool wrote to outName. ld.lld (HSACO) and ptxas (cubin) both run so.
func runTool(tool, dirPattern, inName, outName string, input []byte, args func(in, out string) []string) ([]byte, *toolError) {
	dir, err := os.MkdirTemp("", dirPattern)
	if err != nil {
		return nil, &toolError{step: stepTempDir, err: err}
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, inName), filepath.Join(dir, outName)
	if err := os.WriteFile(in, input, 0o600); err != nil {
		return nil, &toolError{step: stepWrite, err: err}
	}
	cmd := exec.Command(tool, args(in, out)...)
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	if err := cmd.Run(); err != nil {
		return nil, &toolError{step: stepRun, err: err, output: bytes.TrimSpace(output.Bytes())}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, &toolError{step: stepRead, err: err}
	}
	return data, nil
}
