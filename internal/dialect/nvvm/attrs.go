package nvvm

import (
	"errors"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/nvvm/attrparse"
	"gpuc/internal/ir"
)

// The non-enum attributes of the nvvm dialect: #nvvm.target (NVVM_TargettAttr)
// and #nvvm.shape (NVVM_MMAShapeAttr). The enum attributes (#nvvm.shfl_kind
// ...) are generic, from genEnumAttrs.

// Defaults of #nvvm.target's parameters (the values the printer elides).
const (
	DefaultO        = 2
	DefaultTriple   = "nvptx64-nvidia-cuda"
	DefaultChip     = "sm_50"
	DefaultFeatures = "+ptx60"
)

// TargetAttr is #nvvm.target<O = 3, triple = "...", chip = "sm_90",
// features = "+ptx80", flags = {...}, link = [...]>, the GPU target
// attribute of NVVM gpu.modules.
type TargetAttr struct {
	ir.AttrBase
	// O is the optimization level (MLIR's verifier wants 0 to 3, but, as in
	// MLIR 19, parsing does not check it).
	O        int
	Triple   string
	Chip     string
	Features string
	// Flags and Link are nil when absent (an explicit empty `{}` or `[]`
	// is kept and printed).
	Flags *ir.DictionaryAttr
	Link  *ir.ArrayAttr
}

// GPUTargetAttr marks #nvvm.target as a GPU target attribute
// (gpu.TargetAttrInterface).
func (*TargetAttr) GPUTargetAttr() {}

// NewTarget returns the uniqued #nvvm.target with these parameters.
func NewTarget(ctx *ir.Context, o int, triple, chip, features string, flags *ir.DictionaryAttr, link *ir.ArrayAttr) *TargetAttr {
	k := ir.KeyOfName("nvvm.target").Int(int64(o)).Str(triple).Str(chip).Str(features)
	k = k.Attr(dictOrNil(flags)).Attr(arrayOrNil(link))
	return ir.Intern(ctx, k, func() *TargetAttr {
		return &TargetAttr{O: o, Triple: triple, Chip: chip, Features: features, Flags: flags, Link: link}
	})
}

// DefaultTarget returns #nvvm.target with every parameter at its default.
func DefaultTarget(ctx *ir.Context) *TargetAttr {
	return NewTarget(ctx, DefaultO, DefaultTriple, DefaultChip, DefaultFeatures, nil, nil)
}

func dictOrNil(d *ir.DictionaryAttr) ir.Attribute {
	if d == nil {
		return nil
	}
	return d
}

func arrayOrNil(a *ir.ArrayAttr) ir.Attribute {
	if a == nil {
		return nil
	}
	return a
}

// OptLevel returns the O parameter.
func (t *TargetAttr) OptLevel() int { return t.O }

// TargetTriple returns the triple parameter.
func (t *TargetAttr) TargetTriple() string { return t.Triple }

// TargetChip returns the chip parameter.
func (t *TargetAttr) TargetChip() string { return t.Chip }

// TargetFeatures returns the features parameter.
func (t *TargetAttr) TargetFeatures() string { return t.Features }

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
func (t *TargetAttr) HasFlag(flag string) bool { return hasFlag(t.Flags, flag) }

// HasFastMath reports the `fast` flag.
func (t *TargetAttr) HasFastMath() bool { return t.HasFlag("fast") }

// HasFtz reports the `ftz` flag.
func (t *TargetAttr) HasFtz() bool { return t.HasFlag("ftz") }

func hasFlag(d *ir.DictionaryAttr, flag string) bool {
	if d == nil {
		return false
	}
	for _, e := range d.Entries {
		if e.Name == flag {
			return true
		}
	}
	return false
}

// VerifyTarget is NVVMTargetAttr::verify, with MLIR's messages. MLIR 19
// runs it only when a target attribute is built with getChecked (the
// parser's getChecked skips it in release builds), so parsing does not
// call it either.
func VerifyTarget(o int, triple, chip, features string, flags *ir.DictionaryAttr, link *ir.ArrayAttr) error {
	if o < 0 || o > 3 {
		return errors.New("The optimization level must be a number between 0 and 3.")
	}
	if triple == "" {
		return errors.New("The target triple cannot be empty.")
	}
	if chip == "" {
		return errors.New("The target chip cannot be empty.")
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
	return VerifyTarget(t.O, t.Triple, t.Chip, t.Features, t.Flags, t.Link)
}

func parseTarget(p *asm.Parser, _ ir.Type) ir.Attribute {
	o, triple, chip, features := DefaultO, DefaultTriple, DefaultChip, DefaultFeatures
	var flags *ir.DictionaryAttr
	var link *ir.ArrayAttr
	if p.ConsumeIf("<") {
		const what = "failed to parse NVVM_TargettAttr parameter "
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
	return NewTarget(p.Context(), o, triple, chip, features, flags, link)
}

func printTarget(p *asm.Printer, t *TargetAttr) {
	p.WriteString("target")
	if t.O == DefaultO && t.Triple == DefaultTriple && t.Chip == DefaultChip && t.Features == DefaultFeatures &&
		t.Flags == nil && t.Link == nil {
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
	if t.Flags != nil {
		s.Attr("flags", t.Flags)
	}
	if t.Link != nil {
		s.Attr("link", t.Link)
	}
	p.WriteString(">")
}

// MMAShapeAttr is #nvvm.shape<m = 16, n = 8, k = 16>, the shape of MMA
// operations.
type MMAShapeAttr struct {
	ir.AttrBase
	M, N, K int
}

// NewMMAShape returns the uniqued #nvvm.shape<m, n, k>.
func NewMMAShape(ctx *ir.Context, m, n, k int) *MMAShapeAttr {
	key := ir.KeyOfName("nvvm.shape").Int(int64(m)).Int(int64(n)).Int(int64(k))
	return ir.Intern(ctx, key, func() *MMAShapeAttr { return &MMAShapeAttr{M: m, N: n, K: k} })
}

func parseMMAShape(p *asm.Parser, _ ir.Type) ir.Attribute {
	var m, n, k int
	p.Expect("<", "expected '<'")
	const what = "failed to parse NVVM_MMAShapeAttr parameter "
	seen := map[string]bool{}
	attrparse.Struct(p, false, 3, func(key string) bool {
		if seen[key] {
			return false
		}
		switch key {
		case "m":
			m = int(attrparse.Int(p, what+"'m' which is to be a `int`"))
		case "n":
			n = int(attrparse.Int(p, what+"'n' which is to be a `int`"))
		case "k":
			k = int(attrparse.Int(p, what+"'k' which is to be a `int`"))
		default:
			return false
		}
		seen[key] = true
		return true
	})
	p.Expect(">", "expected '>'")
	return NewMMAShape(p.Context(), m, n, k)
}

func printMMAShape(p *asm.Printer, s *MMAShapeAttr) {
	p.WriteString("shape<")
	sp := attrparse.NewPrinter(p)
	sp.Int("m", int64(s.M))
	sp.Int("n", int64(s.N))
	sp.Int("k", int64(s.K))
	p.WriteString(">")
}

func printAttr(p *asm.Printer, a ir.Attribute) bool {
	switch a := a.(type) {
	case *TargetAttr:
		printTarget(p, a)
	case *MMAShapeAttr:
		printMMAShape(p, a)
	default:
		return false
	}
	return true
}

func init() {
	attrParsers["target"] = parseTarget
	attrParsers["shape"] = parseMMAShape
	syntax = &asm.DialectSyntax{PrintAttr: printAttr}
}

// AttrChildren calls visit on the attributes nested in a, in parameter
// order, for the printer's alias collection (MLIR's AliasInitializer walks
// an attribute's sub-elements), and reports whether a is an nvvm attribute.
func AttrChildren(a ir.Attribute, visit func(any)) bool {
	switch a := a.(type) {
	case *TargetAttr:
		if a.Flags != nil {
			visit(a.Flags)
		}
		if a.Link != nil {
			visit(a.Link)
		}
	case *MMAShapeAttr:
	default:
		return false
	}
	return true
}
