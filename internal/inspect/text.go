package inspect

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// textBinary recognises the textual device formats of
// --gpu-object-format=isa: PTX (.version and .target directives) and
// AMDGPU assembly (.amdgcn_target). ok is false for anything else.
func textBinary(data []byte) (*Report, bool) {
	head := data
	if len(head) > 512 {
		head = head[:512]
	}
	if !isText(head) {
		return nil, false
	}
	text := string(data)
	if r, ok := amdgcnAssembly(text); ok {
		r.Size = len(data)
		return r, true
	}
	if r, ok := ptxText(text); ok {
		r.Size = len(data)
		return r, true
	}
	return nil, false
}

// directiveLines returns the non-blank lines of assembly text without
// "//" comments and surrounding blanks. It does not look for strings: none
// of the directives read here has one that holds "//".
func directiveLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// ptxText reads PTX: .version, .target, the .entry names and, per entry,
// the static shared memory its body declares. The text is PTX only when it
// has both a .version and a .target directive, which every PTX module must
// start with.
func ptxText(text string) (*Report, bool) {
	r := &Report{Kind: PTX}
	var sawVersion, sawTarget, moduleShared bool
	depth := 0
	var cur *Kernel
	for _, line := range directiveLines(text) {
		fields := strings.Fields(strings.ReplaceAll(line, ",", " "))
		if len(fields) == 0 {
			continue
		}
		switch {
		case fields[0] == ".version" && len(fields) > 1 && !sawVersion:
			r.Version, sawVersion = fields[1], true
		case fields[0] == ".target" && len(fields) > 1 && !sawTarget:
			r.Target, sawTarget = fields[1], true
			r.TargetID = strings.Join(fields[1:], ",")
		}
		if depth == 0 {
			for i, f := range fields {
				if f == ".entry" && i+1 < len(fields) {
					name, _, _ := strings.Cut(fields[i+1], "(")
					k := unknownKernel(name)
					k.Symbol, k.Wavefront, k.Shared = name, 32, 0
					r.Kernels = append(r.Kernels, k)
					cur = &r.Kernels[len(r.Kernels)-1]
				}
			}
		}
		// A declaration, not an instruction (ld.shared...); .extern ones
		// are dynamic shared memory, sized at launch.
		if slices.Contains(fields, ".shared") && !slices.Contains(fields, ".extern") &&
			strings.HasSuffix(line, ";") && !strings.Contains(line, "shared.") {
			if depth == 0 {
				moduleShared = true
			} else if cur != nil {
				cur.Shared += ptxSharedBytes(fields)
			}
		}
		depth += strings.Count(line, "{") - strings.Count(line, "}")
		if depth <= 0 {
			depth = 0
		}
	}
	if moduleShared {
		// Module-scope .shared variables belong to whichever kernels use
		// them, which only the instructions say.
		for i := range r.Kernels {
			r.Kernels[i].Shared = Unknown
		}
	}
	return r, sawVersion && sawTarget
}

// ptxSharedBytes returns the size of a ".shared [.align N] .type
// name[D1][D2]...;" declaration: the type's size times its dimensions. An
// unsized ("[]", dynamic shared memory) declaration counts 0.
func ptxSharedBytes(fields []string) int64 {
	size := int64(0)
	var decl string
	for _, f := range fields {
		if n, ok := ptxTypeSizes[f]; ok {
			size = n
		} else if !strings.HasPrefix(f, ".") {
			decl = f
		}
	}
	decl = strings.TrimSuffix(decl, ";")
	_, dims, _ := strings.Cut(decl, "[")
	if dims == "" {
		return size
	}
	for _, d := range strings.Split(strings.TrimSuffix(dims, "]"), "][") {
		n, err := strconv.ParseInt(d, 10, 64)
		if err != nil || n < 0 || size > 0 && n > math.MaxInt64/size {
			return 0
		}
		size *= n
	}
	return size
}

// ptxTypeSizes are the byte sizes of PTX's fundamental types.
var ptxTypeSizes = map[string]int64{
	".b8": 1, ".u8": 1, ".s8": 1,
	".b16": 2, ".u16": 2, ".s16": 2, ".f16": 2, ".bf16": 2,
	".b32": 4, ".u32": 4, ".s32": 4, ".f32": 4, ".f16x2": 4, ".bf16x2": 4,
	".b64": 8, ".u64": 8, ".s64": 8, ".f64": 8,
	".b128": 16,
}

// amdgcnAssembly reads AMDGPU assembly: the .amdgcn_target directive and
// the YAML of its .amdgpu_metadata block, the text form of the code
// object's metadata note.
func amdgcnAssembly(text string) (*Report, bool) {
	var target string
	found := false
	for _, line := range directiveLines(text) {
		if rest, ok := strings.CutPrefix(line, ".amdgcn_target"); ok {
			target, found = strings.Trim(strings.TrimSpace(rest), `"`), true
			break
		}
	}
	if !found {
		return nil, false
	}
	r := &Report{Kind: AMDGCNAssembly, TargetID: target, Target: amdgpuChip(target)}
	_, meta, ok := strings.Cut(text, ".amdgpu_metadata")
	if !ok {
		return r, true
	}
	meta, _, _ = strings.Cut(meta, ".end_amdgpu_metadata")
	md := ParseMetadataYAML(meta)
	r.Kernels = md.Kernels
	if md.Version != "" {
		r.Version = md.Version
	}
	return r, true
}

// MetadataYAML is what ParseMetadataYAML reads from AMDGPU metadata text.
type MetadataYAML struct {
	Target, Version string
	Kernels         []Kernel
}

// ParseMetadataYAML reads the YAML rendering of AMDGPU code object metadata
// — the .amdgpu_metadata block of AMDGPU assembly, and what
// llvm-readelf --notes prints for NT_AMDGPU_METADATA — into the kernels'
// counts. It reads the layout LLVM writes (kernels as "  - .key: value"
// entries of amdhsa.kernels, their own keys four spaces in), not YAML in
// general; what it does not understand it skips.
func ParseMetadataYAML(text string) MetadataYAML {
	var md MetadataYAML
	var top string
	var cur *Kernel
	var version []string
	for _, raw := range strings.Split(text, "\n") {
		line := strings.TrimRight(raw, " \t\r")
		trimmed := strings.TrimLeft(line, " ")
		indent := len(line) - len(trimmed)
		if trimmed == "" || trimmed == "---" || trimmed == "..." {
			continue
		}
		if indent == 0 {
			key, val, _ := strings.Cut(trimmed, ":")
			top = key
			if key == "amdhsa.target" {
				md.Target = yamlScalar(val)
			}
			continue
		}
		item := false
		if indent == 2 && strings.HasPrefix(trimmed, "- ") {
			trimmed, indent, item = trimmed[2:], 4, true
		}
		switch top {
		case "amdhsa.version":
			if item {
				version = append(version, yamlScalar(trimmed))
			}
		case "amdhsa.kernels":
			if item {
				md.Kernels = append(md.Kernels, unknownKernel(""))
				cur = &md.Kernels[len(md.Kernels)-1]
			}
			if cur == nil || indent != 4 {
				continue
			}
			key, val, _ := strings.Cut(trimmed, ":")
			val = yamlScalar(val)
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				n = Unknown
			}
			switch key {
			case ".name":
				cur.Name = val
			case ".symbol":
				cur.Symbol = val
			case ".sgpr_count":
				cur.SGPRs = n
			case ".vgpr_count":
				cur.VGPRs = n
			case ".agpr_count":
				cur.AGPRs = n
			case ".group_segment_fixed_size":
				cur.Shared = n
			case ".private_segment_fixed_size":
				cur.Scratch = n
			case ".wavefront_size":
				cur.Wavefront = n
			case ".max_flat_workgroup_size":
				cur.MaxWorkgroup = n
			case ".kernarg_segment_size":
				cur.KernargSize = n
			case ".sgpr_spill_count":
				cur.SGPRSpills = n
			case ".vgpr_spill_count":
				cur.VGPRSpills = n
			}
		}
	}
	md.Version = strings.Join(version, ".")
	return md
}

// yamlScalar returns a plain or quoted YAML scalar's value.
func yamlScalar(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
	}
	return s
}
