package inspect

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Embedded is one device binary that host LLVM IR carries.
type Embedded struct {
	// Module is the gpu.module's name: the global's name without its
	// suffix.
	Module string
	// Symbol is the global's name ("saxpy_kernels_gpubin_cst").
	Symbol string
	// Line is the global's 1-based line in the IR text (0 for a symbol of
	// a host object).
	Line int
	// Data is the binary, without the NUL terminator gpuc's embedding adds.
	Data []byte
}

// The suffixes of globals that hold device binaries. gpuc's embedding (the
// seed's SerializeGPUModule hook) names them <module>_gpubin_cst and adds a
// NUL, as IRBuilder::CreateGlobalString does; MLIR 19's upstream
// gpu.binary translation (SelectObjectAttr) names them <module>_bin_cst,
// without one. Both are read so that the IR of either compiler can be
// inspected.
const (
	gpubinSuffix = "_gpubin_cst"
	binSuffix    = "_bin_cst"
)

// LocatedError is an error at a place in the input text.
type LocatedError struct {
	Line, Col int
	Msg       string
}

func (e *LocatedError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// HostIR finds the device binaries embedded in LLVM IR text, in the order
// of the IR: every global @<module>_gpubin_cst (or MLIR 19's
// @<module>_bin_cst) initialised with an i8 array in c"..." form. A
// global with such a name but another initialiser is an error, because
// inspecting it would silently report nothing about a module that is there.
func HostIR(text []byte) ([]Embedded, error) {
	var out []Embedded
	lineNo := 0
	for rest := text; len(rest) > 0; {
		var line []byte
		line, rest, _ = bytes.Cut(rest, []byte("\n"))
		lineNo++
		if len(line) == 0 || line[0] != '@' {
			continue
		}
		name, after, err := globalName(line[1:])
		if err != nil {
			return nil, &LocatedError{lineNo, 1, err.Error()}
		}
		var module string
		var nul bool
		switch {
		case strings.HasSuffix(name, gpubinSuffix):
			module, nul = strings.TrimSuffix(name, gpubinSuffix), true
		case strings.HasSuffix(name, binSuffix):
			module = strings.TrimSuffix(name, binSuffix)
		default:
			continue
		}
		col := len(line) - len(after) + 1
		data, err := cStringInitializer(after, nul)
		if err != nil {
			return nil, &LocatedError{lineNo, col, fmt.Sprintf("@%s: %v", name, err)}
		}
		out = append(out, Embedded{Module: module, Symbol: name, Line: lineNo, Data: data})
	}
	return out, nil
}

// globalName reads a global's name after its '@': an identifier of
// [-a-zA-Z$._0-9] or a quoted name with \XX escapes. It returns the rest of
// the line.
func globalName(s []byte) (string, []byte, error) {
	if len(s) > 0 && s[0] == '"' {
		end := bytes.IndexByte(s[1:], '"')
		if end < 0 {
			return "", nil, fmt.Errorf("unterminated quoted global name")
		}
		name, err := unescapeLL(s[1 : 1+end])
		if err != nil {
			return "", nil, fmt.Errorf("global name: %v", err)
		}
		return string(name), s[end+2:], nil
	}
	i := 0
	for i < len(s) && isIdentChar(s[i]) {
		i++
	}
	return string(s[:i]), s[i:], nil
}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '$' || c == '.' || c == '_'
}

// cStringInitializer reads " = <linkage and flags> constant [N x i8]
// c"...", ..." and returns the N bytes, less the trailing NUL when nul is
// set (and then the last byte must be one).
func cStringInitializer(s []byte, nul bool) ([]byte, error) {
	const want = `expected "= ... constant [N x i8] c\"...\""`
	rest, ok := bytes.CutPrefix(bytes.TrimLeft(s, " "), []byte("="))
	if !ok {
		return nil, fmt.Errorf("%s", want)
	}
	i := bytes.Index(rest, []byte("constant ["))
	if i < 0 {
		return nil, fmt.Errorf("not a constant [N x i8] array: %s", want)
	}
	rest = rest[i+len("constant ["):]
	count, rest, ok := bytes.Cut(rest, []byte(" x i8] "))
	if !ok {
		return nil, fmt.Errorf("not an i8 array: %s", want)
	}
	n, err := strconv.ParseUint(string(count), 10, 63)
	if err != nil {
		return nil, fmt.Errorf("array length %q: %v", count, err)
	}
	if bytes.HasPrefix(rest, []byte("zeroinitializer")) {
		return nil, fmt.Errorf("the %d-byte array is all zeros (zeroinitializer), not a device binary", n)
	}
	body, ok := bytes.CutPrefix(rest, []byte(`c"`))
	if !ok {
		return nil, fmt.Errorf("initializer is not a c\"...\" string: %s", want)
	}
	end := bytes.IndexByte(body, '"')
	if end < 0 {
		return nil, fmt.Errorf("unterminated c\"...\" string")
	}
	data, err := unescapeLL(body[:end])
	if err != nil {
		return nil, err
	}
	if uint64(len(data)) != n {
		return nil, fmt.Errorf("the string holds %d bytes but the type says [%d x i8]", len(data), n)
	}
	if nul {
		if len(data) == 0 || data[len(data)-1] != 0 {
			return nil, fmt.Errorf("no NUL terminator at the end: gpuc's embedding always adds one, so the IR was edited or truncated")
		}
		data = data[:len(data)-1]
	}
	return data, nil
}

// unescapeLL undoes LLVM's string escaping: "\XX" is the byte with hex
// value XX, "\\" a backslash, anything else itself.
func unescapeLL(s []byte) ([]byte, error) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		if i+1 < len(s) && s[i+1] == '\\' {
			out = append(out, '\\')
			i++
			continue
		}
		if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			return nil, fmt.Errorf("bad escape at string offset %d: want \\XX with two hex digits", i)
		}
		out = append(out, hexVal(s[i+1])<<4|hexVal(s[i+2]))
		i += 2
	}
	return out, nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}
