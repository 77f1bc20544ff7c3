package rocdl

import (
	"errors"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/nvvm/attrparse"
	"gpuc/internal/ir"
)

// #rocdl.target (ROCDL_TargettAttr), the dialect's only non-enum attribute.

// Defaults of #rocdl.target's parameters (the values the printer elides).
const (
	DefaultO        = 2
	DefaultTriple   = "amdgcn-amd-amdhsa"
	DefaultChip     = "gfx900"
	DefaultFeatures = ""
	DefaultAbi      = "500"
)

// TargetAttr is #rocdl.target<O = 3, triple = "...", chip = "gfx90a",
// features = "...", abi = "500", flags = {...}, link = [...]>, the GPU
// target attribute of ROCDL gpu.modules.
type TargetAttr struct {
	ir.AttrBase
	// O is the optimization level (MLIR's verifier wants 0 to 3, but, as in
	// MLIR 19, parsing does not check it).
	O        int
	Triple   string
	Chip     string
	Features string
	Abi      string
	// Flags and Link are nil when absent (an explicit empty `{}` or `[]`
	// is kept and printed).
	Flags *ir.DictionaryAttr
	Link  *ir.ArrayAttr
}

// GPUTargetAttr marks #rocdl.target as a GPU target attribute
// (gpu.TargetAttrInterface).
func (*TargetAttr) GPUTargetAttr() {}

// NewTarget returns the uniqued #rocdl.target with these parameters.
func NewTarget(ctx *ir.Context, o int, triple, chip, features, abi string, flags *ir.DictionaryAttr, link *ir.ArrayAttr) *TargetAttr {
	k := ir.KeyOfName("rocdl.target").Int(int64(o)).Str(triple).Str(chip).Str(features).Str(abi)
	var fa, la ir.Attribute
	if flags != nil {
		fa = flags
	}
	if link != nil {
		la = link
	}
	k = k.Attr(fa).Attr(la)
	return ir.Intern(ctx, k, func() *TargetAttr {
		return &TargetAttr{O: o, Triple: triple, Chip: chip, Features: features, Abi: abi, Flags: flags, Link: link}
	})
}

// DefaultTarget returns #rocdl.target with every parameter at its default.
func DefaultTarget(ctx *ir.Context) *TargetAttr {
	return NewTarget(ctx, DefaultO, DefaultTriple, DefaultChip, DefaultFeatures, DefaultAbi, nil, nil)
}

// OptLevel returns the O parameter.
func (t *TargetAttr) OptLevel() int { return t.O }

// TargetTriple returns the triple parameter.
func (t *TargetAttr) TargetTriple() string { return t.Triple }

// TargetChip returns the chip parameter.
func (t *TargetAttr) TargetChip() string { return t.Chip }

// TargetFeatures returns the features parameter.
func (t *TargetAttr) TargetFeatures() string { return t.Features }

// AbiVersion returns the abi parameter.
func (t *TargetAttr) AbiVersion() string { return t.Abi }

// TargetFlags returns the flags parameter (nil when absent).
func (t *TargetAttr) TargetFlags() *ir.DictionaryAttr { return t.Flags }

// LinkFiles returns the strings of the link parameter; elements that are
// not strings are skipped (VerifyTarget rejects them).
func (t *TargetAttr) LinkFiles() []string {
	if t.Link == nil {
		return nil
	}
	var out []string
	for _, e := range t.Link.Elems {
		if s, ok := e.(*ir.StringAttr); ok {
			out = append(out, s.Value)
		}
	}
	return out
}

// HasFlag reports whether flags has an entry named flag.
func (t *TargetAttr) HasFlag(flag string) bool {
	if t.Flags == nil {
		return false
	}
	for _, e := range t.Flags.Entries {
		if e.Name == flag {
			return true
		}
	}
	return false
}

// HasWave64 is true unless the `no_wave64` flag is set (or `wave64` is).
func (t *TargetAttr) HasWave64() bool { return t.HasFlag("wave64") || !t.HasFlag("no_wave64") }

// HasFastMath reports the `fast` flag.
func (t *TargetAttr) HasFastMath() bool { return t.HasFlag("fast") }

// HasDaz reports the `daz` flag.
func (t *TargetAttr) HasDaz() bool { return t.HasFlag("daz") }

// HasFiniteOnly reports the `finite_only` flag.
func (t *TargetAttr) HasFiniteOnly() bool { return t.HasFlag("finite_only") }

// HasUnsafeMath reports the `unsafe_math` flag.
func (t *TargetAttr) HasUnsafeMath() bool { return t.HasFlag("unsafe_math") }

// HasCorrectSqrt is true unless the `unsafe_sqrt` flag is set.
func (t *TargetAttr) HasCorrectSqrt() bool { return !t.HasFlag("unsafe_sqrt") }

// VerifyTarget is ROCDLTargetAttr::verify, with MLIR 19's messages. MLIR
// 19 runs it only when a target attribute is built with getChecked (the
// parser's getChecked skips it in release builds), so parsing does not
// call it either.
func VerifyTarget(o int, triple, chip, features, abi string, flags *ir.DictionaryAttr, link *ir.ArrayAttr) error {
	if o < 0 || o > 3 {
		return errors.New("The optimization level must be a number between 0 and 3.")
	}
	if triple == "" {
		return errors.New("The target triple cannot be empty.")
	}
	if chip == "" {
		return errors.New("The target chip cannot be empty.")
	}
	if abi != "400" && abi != "500" {
		return errors.New("Invalid ABI version, it must be either `400` or `500`.")
	}
	if link != nil {
		for _, e := range link.Elems {
			if _, ok := e.(*ir.StringAttr); !ok {
				return errors.New("All the elements in the `link` array must be strings.")
			}
		}
	}
	return nil
}

// Verify runs VerifyTarget on t's parameters.
func (t *TargetAttr) Verify() error {
	return VerifyTarget(t.O, t.Triple, t.Chip, t.Features, t.Abi, t.Flags, t.Link)
}

func parseTarget(p *asm.Parser, _ ir.Type) ir.Attribute {
	o, triple, chip, features, abi := DefaultO, DefaultTriple, DefaultChip, DefaultFeatures, DefaultAbi
	var flags *ir.DictionaryAttr
	var link *ir.ArrayAttr
	if p.ConsumeIf("<") {
		const what = "failed to parse ROCDL_TargettAttr parameter "
		seen := map[string]bool{}
		attrparse.Struct(p, true, 0, func(key string) bool {
			if seen[key] {
				return false
			}
			switch key {
			case "O":
				o = int(attrparse.Int(p, what+"'O' which is to be a `int`"))
			case "triple":
				triple = attrparse.String(p, what+"'triple' which is to be a `::llvm::StringRef`")
			case "chip":
				chip = attrparse.String(p, what+"'chip' which is to be a `::llvm::StringRef`")
			case "features":
				features = attrparse.String(p, what+"'features' which is to be a `::llvm::StringRef`")
			case "abi":
				abi = attrparse.String(p, what+"'abi' which is to be a `::llvm::StringRef`")
			case "flags":
				flags = attrparse.Dict(p, what+"'flags' which is to be a `DictionaryAttr`")
			case "link":
				link = attrparse.Array(p, what+"'link' which is to be a `ArrayAttr`")
			default:
				return false
			}
			seen[key] = true
			return true
		})
		p.Expect(">", "expected '>'")
	}
	return NewTarget(p.Context(), o, triple, chip, features, abi, flags, link)
}

func printTarget(p *asm.Printer, t *TargetAttr) {
	p.WriteString("target")
	if t.O == DefaultO && t.Triple == DefaultTriple && t.Chip == DefaultChip && t.Features == DefaultFeatures &&
		t.Abi == DefaultAbi && t.Flags == nil && t.Link == nil {
		return
	}
	p.WriteString("<")
	s := attrparse.NewPrinter(p)
	if t.O != DefaultO {
		s.Int("O", int64(t.O))
	}
	if t.Triple != DefaultTriple {
		s.String("triple", t.Triple)
	}
	if t.Chip != DefaultChip {
		s.String("chip", t.Chip)
	}
	if t.Features != DefaultFeatures {
		s.String("features", t.Features)
	}
	if t.Abi != DefaultAbi {
		s.String("abi", t.Abi)
	}
	if t.Flags != nil {
		s.Attr("flags", t.Flags)
	}
	if t.Link != nil {
		s.Attr("link", t.Link)
	}
	p.WriteString(">")
}

func printAttr(p *asm.Printer, a ir.Attribute) bool {
	t, ok := a.(*TargetAttr)
	if !ok {
		return false
	}
	printTarget(p, t)
	return true
}

func init() {
	attrParsers["target"] = parseTarget
	syntax = &asm.DialectSyntax{PrintAttr: printAttr}
}

// AttrChildren calls visit on the attributes nested in a, in parameter
// order, for the printer's alias collection (MLIR's AliasInitializer walks
// an attribute's sub-elements), and reports whether a is a rocdl attribute.
func AttrChildren(a ir.Attribute, visit func(any)) bool {
	t, ok := a.(*TargetAttr)
	if !ok {
		return false
	}
	if t.Flags != nil {
		visit(t.Flags)
	}
	if t.Link != nil {
		visit(t.Link)
	}
	return true
}
