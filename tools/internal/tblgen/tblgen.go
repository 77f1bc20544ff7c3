// Package tblgen reads the records of TableGen files through
// `llvm-tblgen -dump-json`, for the generators under tools/ (odsgen reads
// MLIR's op definitions, llvmirgen LLVM's intrinsics and MLIR's
// conversions) so that both see the records the same way.
package tblgen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The LLVM 19 install the generators read by default (llvm-19-dev and
// libmlir-19-dev): the include directory holding llvm/ and mlir/, and
// llvm-tblgen.
const (
	DefaultInclude = "/usr/lib/llvm-19/include"
	DefaultTool    = "/usr/lib/llvm-19/bin/llvm-tblgen"
)

// SkipUnlessInstalled skips a test that regenerates files when llvm-tblgen
// or one of the files (relative to DefaultInclude) is missing: the build
// itself never needs them.
func SkipUnlessInstalled(t testing.TB, files ...string) {
	t.Helper()
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(DefaultInclude, f)); err != nil {
			t.Skipf("%s not installed (apt-get install llvm-19-dev libmlir-19-dev)", f)
		}
	}
	if _, err := os.Stat(DefaultTool); err != nil {
		t.Skip("llvm-tblgen-19 not installed")
	}
}

// Record is one TableGen record as -dump-json writes it: field name to
// value (strings, numbers as float64, lists, and {"def": name} references).
type Record map[string]any

// DB is a dump: the records by name, and for each class the names of the
// records deriving from it.
type DB struct {
	Records    map[string]Record
	InstanceOf map[string][]string
}

// Load runs tblgen -dump-json with args (include paths and the .td file)
// and reads its output.
func Load(tblgen string, args ...string) (*DB, error) {
	cmd := exec.Command(tblgen, append([]string{"-dump-json"}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v: %s", tblgen, strings.Join(args, " "), err, errb.String())
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &raw); err != nil {
		return nil, err
	}
	d := &DB{Records: map[string]Record{}, InstanceOf: map[string][]string{}}
	for k, v := range raw {
		switch k {
		case "!instanceof":
			if err := json.Unmarshal(v, &d.InstanceOf); err != nil {
				return nil, err
			}
			continue
		case "!tablegen_json_version":
			continue
		}
		var r Record
		if err := json.Unmarshal(v, &r); err == nil {
			d.Records[k] = r
		}
	}
	return d, nil
}

// Ref resolves a {"def": name} reference value to the name and its
// record; "" and nil for anything else.
func (d *DB) Ref(v any) (string, Record) {
	m, ok := v.(map[string]any)
	if !ok {
		return "", nil
	}
	name, _ := m["def"].(string)
	return name, d.Records[name]
}

// OpClasses maps the C++ class name of each op the dump defines (its
// cppClassName, else its record name after the first '_') to the op's
// full name, dialect.op.
func (d *DB) OpClasses() map[string]string {
	class := map[string]string{}
	for _, n := range d.InstanceOf["Op"] {
		r := d.Records[n]
		_, dr := d.Ref(r["opDialect"])
		if dr == nil {
			continue
		}
		cls := n
		if i := strings.Index(n, "_"); i >= 0 {
			cls = n[i+1:]
		}
		if c := r.Str("cppClassName"); c != "" {
			cls = c
		}
		class[cls] = dr.Str("name") + "." + r.Str("opName")
	}
	return class
}

// Str is field k as a string ("" when it is not one).
func (r Record) Str(k string) string {
	s, _ := r[k].(string)
	return s
}

// Num is field k as a number (0 when it is not one).
func (r Record) Num(k string) int64 {
	f, _ := r[k].(float64)
	return int64(f)
}

// Int is Num as an int.
func (r Record) Int(k string) int { return int(r.Num(k)) }

// Def is the name of the record field k refers to.
func (r Record) Def(k string) string {
	m, _ := r[k].(map[string]any)
	s, _ := m["def"].(string)
	return s
}

// Defs is the names of the records in the list field k.
func (r Record) Defs(k string) []string {
	l, _ := r[k].([]any)
	var out []string
	for _, x := range l {
		if m, ok := x.(map[string]any); ok {
			s, _ := m["def"].(string)
			out = append(out, s)
		}
	}
	return out
}

// Superclasses is every class the record derives from.
func (r Record) Superclasses() []string {
	l, _ := r["!superclasses"].([]any)
	out := make([]string, len(l))
	for i, x := range l {
		out[i], _ = x.(string)
	}
	return out
}

// IsA reports whether the record derives from class.
func (r Record) IsA(class string) bool {
	l, _ := r["!superclasses"].([]any)
	for _, c := range l {
		if c == class {
			return true
		}
	}
	return false
}
