package driver

import (
	"fmt"
	"regexp"
	"strings"

	"gpuc/internal/asm"
	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/target"
)

// Vendor is a GPU maker: the kernels of one vendor share a lowering
// (NVVM, ROCDL) and a container (fat binary, offload bundle).
type Vendor int

// The vendors.
const (
	NVIDIA Vendor = iota + 1
	AMD
)

func (v Vendor) String() string {
	if v == NVIDIA {
		return "NVIDIA"
	}
	return "AMD"
}

// Target is one chip to compile for: an #nvvm.target or a #rocdl.target.
type Target struct {
	Vendor Vendor
	Attr   ir.Attribute
}

// Chip returns the target's chip ("sm_90", "gfx90a").
func (t Target) Chip() string {
	switch a := t.Attr.(type) {
	case *nvvm.TargetAttr:
		return a.Chip
	case *rocdl.TargetAttr:
		return a.Chip
	}
	return ""
}

// TargetOf returns the Target of an #nvvm.target or #rocdl.target.
func TargetOf(a ir.Attribute) (Target, bool) {
	switch a.(type) {
	case *nvvm.TargetAttr:
		return Target{NVIDIA, a}, true
	case *rocdl.TargetAttr:
		return Target{AMD, a}, true
	}
	return Target{}, false
}

var (
	nvidiaChip = regexp.MustCompile(`^(sm|compute)_[0-9]+[a-z]?$`)
	amdChip    = regexp.MustCompile(`^gfx[0-9a-f]+(:[a-z+-]+)*$`)
)

// ParseTargets reads --target's list: chips ("sm_90", "gfx90a", the
// vendor from the name) and target attributes (#nvvm.target<...>,
// #rocdl.target<...>, the seed's #gpu.target<...>), comma-separated (commas inside <...> and quotes
// belong to the attribute). An unknown chip names the ones LLVM 19 knows
// for the vendor.
func ParseTargets(ctx *ir.Context, list string) ([]Target, error) {
	var out []Target
	for _, item := range splitTop(list) {
		item = strings.TrimSpace(item)
		switch {
		case item == "":
			return nil, fmt.Errorf("--target: an empty entry in %q", list)
		case strings.HasPrefix(item, "#"):
			a, errs := asm.ParseAttributeString(ctx, item)
			if len(errs) > 0 {
				return nil, fmt.Errorf("--target: %q: %s", item, errs[0].Msg)
			}
			if g, ok := a.(*dgpu.TargetAttr); ok {
				var err error
				if a, err = fromSeedTarget(ctx, g); err != nil {
					return nil, fmt.Errorf("--target: %s: %v", item, err)
				}
			}
			t, ok := TargetOf(a)
			if !ok {
				return nil, fmt.Errorf("--target: %s is not a #gpu.target, #nvvm.target or #rocdl.target", item)
			}
			if err := checkChip(t.Vendor, t.Chip()); err != nil {
				return nil, err
			}
			out = append(out, t)
		case nvidiaChip.MatchString(item):
			if err := checkChip(NVIDIA, item); err != nil {
				return nil, err
			}
			d := nvvm.DefaultTarget(ctx)
			out = append(out, Target{NVIDIA, nvvm.NewTarget(ctx, d.O, d.Triple, item, d.Features, nil, nil)})
		case amdChip.MatchString(item):
			chip, features := item, ""
			if i := strings.IndexByte(item, ':'); i >= 0 {
				// Target-ID features (gfx90a:xnack+) become LLVM features.
				chip = item[:i]
				var fs []string
				for _, f := range strings.Split(item[i+1:], ":") {
					if strings.HasSuffix(f, "+") || strings.HasSuffix(f, "-") {
						fs = append(fs, f[len(f)-1:]+f[:len(f)-1])
					}
				}
				features = strings.Join(fs, ",")
			}
			if err := checkChip(AMD, chip); err != nil {
				return nil, err
			}
			d := rocdl.DefaultTarget(ctx)
			out = append(out, Target{AMD, rocdl.NewTarget(ctx, d.O, d.Triple, chip, features, d.Abi, nil, nil)})
		default:
			return nil, fmt.Errorf("--target: %q is not a chip (sm_80, sm_90, gfx90a, gfx942, ...) or a target attribute (#nvvm.target<chip = \"sm_90\">, #rocdl.target<chip = \"gfx90a\">)", item)
		}
	}
	return out, nil
}

// fromSeedTarget is the MLIR 19 target that compiles as the seed's
// #gpu.target does: its O, triple, chip, features and link files; for
// NVPTX its fast and ftz options as #nvvm.target flags; for AMDGPU its abi
// version and the flags that give the seed's device-library choices (the
// seed rounds sqrt correctly only with correct_sqrt, MLIR 19 unless
// unsafe_sqrt; wave32 libraries with noWave64). A toolkit is not a target
// parameter of MLIR 19's: the environment names it (CUDA_ROOT, ROCM_PATH).
func fromSeedTarget(ctx *ir.Context, g *dgpu.TargetAttr) (ir.Attribute, error) {
	t := target.New(g)
	if g.Toolkit != nil {
		return nil, fmt.Errorf("a toolkit in the target is the seed's flow only; name it with CUDA_ROOT or ROCM_PATH")
	}
	var link *ir.ArrayAttr
	if files := t.FilesToLink(); len(files) > 0 {
		var elems []ir.Attribute
		for _, f := range files {
			elems = append(elems, ctx.String(f))
		}
		link = ctx.Array(elems)
	}
	var flags []ir.NamedAttr
	flag := func(on bool, name string) {
		if on {
			flags = append(flags, ir.NamedAttr{Name: name, Value: ctx.Unit()})
		}
	}
	var dict *ir.DictionaryAttr
	finish := func() {
		if len(flags) > 0 {
			dict = ctx.Dict(flags)
		}
	}
	if t.Pipeline() == dgpu.NVPTX {
		flag(t.FastMath(), "fast")
		flag(t.Ftz(), "ftz")
		finish()
		return nvvm.NewTarget(ctx, t.OptLevel(), t.Triple(), t.Chip(), t.Features(), dict, link), nil
	}
	flag(t.Option("daz") != nil, "daz")
	flag(t.FastMath(), "fast")
	flag(t.FiniteOnly(), "finite_only")
	flag(t.WaveOption() == target.WaveAskNo64, "no_wave64")
	flag(t.UnsafeMath(), "unsafe_math")
	flag(!t.CorrectSqrt(), "unsafe_sqrt")
	finish()
	return rocdl.NewTarget(ctx, t.OptLevel(), t.Triple(), t.Chip(), t.Features(), t.AbiVer(), dict, link), nil
}

// checkChip reports a chip LLVM 19 does not know, with the ones it does.
func checkChip(v Vendor, chip string) error {
	triple := "nvptx64-nvidia-cuda"
	if v == AMD {
		triple = "amdgcn-amd-amdhsa"
	}
	if llvm.CheckTarget(triple, chip, "") == nil {
		return nil
	}
	var known []string
	for _, c := range llvm.TargetCPUs(triple) {
		if (v == NVIDIA && strings.HasPrefix(c, "sm_")) || (v == AMD && strings.HasPrefix(c, "gfx")) {
			known = append(known, c)
		}
	}
	return fmt.Errorf("--target: unknown %s chip %q; LLVM 19 knows %s", v, chip, strings.Join(known, ", "))
}

// splitTop splits s at the commas outside <...>, (...), [...], {...} and
// quotes.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	inQuote := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inQuote:
			if c == '\\' {
				i++
			} else if c == '"' {
				inQuote = false
			}
		case c == '"':
			inQuote = true
		case strings.IndexByte("<([{", c) >= 0:
			depth++
		case strings.IndexByte(">)]}", c) >= 0:
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
