package llvm

import (
	"strconv"
	"strings"

	"gpuc/internal/ir"
)

// The llvm dialect's discardable attributes on any op (MLIR 19's
// LLVMDialect::verifyOperationAttribute): only llvm.data_layout is checked,
// by parsing it as llvm::DataLayout::parse does.

func verifyOpAttr(op *ir.Operation, a ir.NamedAttr) error {
	if a.Name != "llvm.data_layout" {
		return nil
	}
	s, ok := a.Value.(*ir.StringAttr)
	if !ok {
		return op.Errorf("expected 'llvm.data_layout' to be a string attributes")
	}
	if msg := ParseDataLayout(s.Value); msg != "" {
		// logAllUnhandledErrors ends each message with a newline.
		return op.Errorf("invalid data layout descriptor: %s\n", msg)
	}
	return nil
}

// dlError is an error of the data layout parser.
type dlError string

// dlSplit is LLVM's checked split: Str.split(sep) with the separator
// neither trailing nor leading.
func dlSplit(s string, sep byte) (string, string, dlError) {
	first, second := s, ""
	if i := strings.IndexByte(s, sep); i >= 0 {
		first, second = s[:i], s[i+1:]
	}
	if second == "" && first != s {
		return first, second, "Trailing separator in datalayout string"
	}
	if second != "" && first == "" {
		return first, second, "Expected token before separator in datalayout string"
	}
	return first, second, ""
}

// dlInt is StringRef::getAsInteger(10, x) for an unsigned x of bits bits.
func dlInt(s string, bits int) (uint64, dlError) {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, "not a number, or does not fit in an unsigned int"
		}
	}
	v, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		return 0, "not a number, or does not fit in an unsigned int"
	}
	return v, ""
}

func dlIntInBytes(s string, bits int) (uint64, dlError) {
	v, e := dlInt(s, bits)
	if e != "" {
		return 0, e
	}
	if v%8 != 0 {
		return 0, "number of bits must be a byte width multiple"
	}
	return v / 8, ""
}

func isPow2(v uint64) bool { return v != 0 && v&(v-1) == 0 }

func assumeAligned(v uint64) uint64 {
	if v == 0 {
		return 1
	}
	return v
}

func dlAddrSpace(s string) dlError {
	v, e := dlInt(s, 32)
	if e != "" {
		return e
	}
	if v >= 1<<24 {
		return "Invalid address space, must be a 24-bit integer"
	}
	return ""
}

// ParseDataLayout returns the error llvm::DataLayout::parse (LLVM 19)
// reports for desc, or "" when it is well formed.
func ParseDataLayout(desc string) string { return string(parseDataLayout(desc)) }

func parseDataLayout(desc string) dlError {
	for desc != "" {
		spec, rest, e := dlSplit(desc, '-')
		if e != "" {
			return e
		}
		desc = rest
		tok, rest, e := dlSplit(spec, ':')
		if e != "" {
			return e
		}
		// next splits the next ':'-separated field off rest into tok.
		next := func() dlError {
			var e dlError
			tok, rest, e = dlSplit(rest, ':')
			return e
		}
		if tok == "ni" {
			for {
				if e := next(); e != "" {
					return e
				}
				as, e := dlInt(tok, 32)
				if e != "" {
					return e
				}
				if as == 0 {
					return "Address space 0 can never be non-integral"
				}
				if rest == "" {
					break
				}
			}
			continue
		}
		spec0 := tok[0]
		tok = tok[1:]
		switch spec0 {
		case 's', 'E', 'e':
		case 'p':
			var as uint64
			if tok != "" {
				if as, e = dlInt(tok, 32); e != "" {
					return e
				}
			}
			if as >= 1<<24 {
				return "Invalid address space, must be a 24-bit integer"
			}
			if rest == "" {
				return "Missing size specification for pointer in datalayout string"
			}
			if e := next(); e != "" {
				return e
			}
			size, e := dlInt(tok, 32)
			if e != "" {
				return e
			}
			if size == 0 {
				return "Invalid pointer size of 0 bytes"
			}
			if rest == "" {
				return "Missing alignment specification for pointer in datalayout string"
			}
			if e := next(); e != "" {
				return e
			}
			abi, e := dlIntInBytes(tok, 32)
			if e != "" {
				return e
			}
			if !isPow2(abi) {
				return "Pointer ABI alignment must be a power of 2"
			}
			index, pref := size, abi
			if rest != "" {
				if e := next(); e != "" {
					return e
				}
				if pref, e = dlIntInBytes(tok, 32); e != "" {
					return e
				}
				if !isPow2(pref) {
					return "Pointer preferred alignment must be a power of 2"
				}
				if rest != "" {
					if e := next(); e != "" {
						return e
					}
					if index, e = dlInt(tok, 32); e != "" {
						return e
					}
					if index == 0 {
						return "Invalid index size of 0 bytes"
					}
				}
			}
			if assumeAligned(pref) < assumeAligned(abi) {
				return "Preferred alignment cannot be less than the ABI alignment"
			}
			if index > size {
				return "Index width cannot be larger than pointer width"
			}
		case 'i', 'v', 'f', 'a':
			var size uint64
			if tok != "" {
				if size, e = dlInt(tok, 32); e != "" {
					return e
				}
			}
			if spec0 == 'a' && size != 0 {
				return "Sized aggregate specification in datalayout string"
			}
			if rest == "" {
				return "Missing alignment specification in datalayout string"
			}
			if e := next(); e != "" {
				return e
			}
			abi, e := dlIntInBytes(tok, 32)
			if e != "" {
				return e
			}
			if spec0 != 'a' && abi == 0 {
				return "ABI alignment specification must be >0 for non-aggregate types"
			}
			if abi >= 1<<16 {
				return "Invalid ABI alignment, must be a 16bit integer"
			}
			if abi != 0 && !isPow2(abi) {
				return "Invalid ABI alignment, must be a power of 2"
			}
			if spec0 == 'i' && size == 8 && abi != 1 {
				return "Invalid ABI alignment, i8 must be naturally aligned"
			}
			pref := abi
			if rest != "" {
				if e := next(); e != "" {
					return e
				}
				if pref, e = dlIntInBytes(tok, 32); e != "" {
					return e
				}
			}
			if pref >= 1<<16 {
				return "Invalid preferred alignment, must be a 16bit integer"
			}
			if pref != 0 && !isPow2(pref) {
				return "Invalid preferred alignment, must be a power of 2"
			}
			if size >= 1<<24 {
				return "Invalid bit width, must be a 24-bit integer"
			}
			if assumeAligned(pref) < assumeAligned(abi) {
				return "Preferred alignment cannot be less than the ABI alignment"
			}
		case 'n':
			for {
				w, e := dlInt(tok, 32)
				if e != "" {
					return e
				}
				if w == 0 {
					return "Zero width native integer type in datalayout string"
				}
				if rest == "" {
					break
				}
				if e := next(); e != "" {
					return e
				}
			}
		case 'S':
			a, e := dlIntInBytes(tok, 64)
			if e != "" {
				return e
			}
			if a != 0 && !isPow2(a) {
				return "Alignment is neither 0 nor a power of 2"
			}
		case 'F':
			if tok == "" || (tok[0] != 'i' && tok[0] != 'n') {
				return "Unknown function pointer alignment type in datalayout string"
			}
			a, e := dlIntInBytes(tok[1:], 64)
			if e != "" {
				return e
			}
			if a != 0 && !isPow2(a) {
				return "Alignment is neither 0 nor a power of 2"
			}
		case 'P', 'A', 'G':
			if e := dlAddrSpace(tok); e != "" {
				return e
			}
		case 'm':
			if tok != "" {
				return "Unexpected trailing characters after mangling specifier in datalayout string"
			}
			if rest == "" {
				return "Expected mangling specifier in datalayout string"
			}
			if len(rest) > 1 {
				return "Unknown mangling specifier in datalayout string"
			}
			if !strings.ContainsRune("elomwxa", rune(rest[0])) {
				return "Unknown mangling in datalayout string"
			}
		default:
			return "Unknown specifier in datalayout string"
		}
	}
	return ""
}
