package ll

// QuoteName returns a global or local name as LLVM prints it after its
// sigil: unchanged when it is a plain identifier ([-a-zA-Z._][-a-zA-Z._0-9]*; LLVM quotes `$`),
// else quoted with LLVM's escapes.
func QuoteName(name string) string {
	plain := name != ""
	for i := 0; i < len(name) && plain; i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '.' || c == '_' || (i > 0 && c >= '0' && c <= '9')) {
			plain = false
		}
	}
	if plain {
		return name
	}
	return `"` + escape(name) + `"`
}

// escape applies LLVM's printEscapedString: printable ASCII except `"`
// and `\` as is, everything else as \XX (upper-case hex).
func escape(s string) string { return string(appendEscaped(nil, s)) }
