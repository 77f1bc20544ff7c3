package gpu

import (
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// TranslationPipeline selects how a gpu.module is compiled (the seed's
// GPU_TranslationPipeline enum).
type TranslationPipeline uint32

const (
	NVPTX  TranslationPipeline = 0
	AMDGPU TranslationPipeline = 1
)

// String is the keyword the pipeline is written with.
func (p TranslationPipeline) String() string {
	if p == AMDGPU {
		return "AMDGPU"
	}
	return "NVPTX"
}

// TargetAttr is the seed's `#gpu.target<PIPELINE (: struct(O, triple, chip,
// features, toolkit, link, opts))?>` (GPU_TranslationTargetAttr): the options
// a gpu.module is translated with. Unset parameters are nil (O defaults to 0).
type TargetAttr struct {
	ir.AttrBase
	Pipeline TranslationPipeline
	O        int
	Triple   *ir.StringAttr
	Chip     *ir.StringAttr
	Features *ir.StringAttr
	Toolkit  *ir.StringAttr
	Link     *ir.ArrayAttr
	Opts     ir.Attribute
}

// NewTarget returns the uniqued target attribute. It does not verify; see
// VerifyTarget.
func NewTarget(ctx *ir.Context, pipeline TranslationPipeline, o int, triple, chip, features, toolkit *ir.StringAttr, link *ir.ArrayAttr, opts ir.Attribute) *TargetAttr {
	k := ir.KeyOfName("gpu.target").Uint(uint64(pipeline)).Int(int64(o)).
		Attr(nilAttr(triple)).Attr(nilAttr(chip)).Attr(nilAttr(features)).Attr(nilAttr(toolkit)).Attr(nilAttr(link)).Attr(opts)
	return ir.Intern(ctx, k, func() *TargetAttr {
		return &TargetAttr{Pipeline: pipeline, O: o, Triple: triple, Chip: chip, Features: features, Toolkit: toolkit, Link: link, Opts: opts}
	})
}

// nilAttr turns a typed nil pointer into a nil Attribute interface.
func nilAttr[T ir.Attribute](a T) ir.Attribute {
	var zero T
	if any(a) == any(zero) {
		return nil
	}
	return a
}

// VerifyTarget is the seed's TranslationTargetAttr::verify; it returns the
// message of the first failed check, or "".
func VerifyTarget(o int, link *ir.ArrayAttr) string {
	if o > 3 || o < 0 {
		return "O" + strconv.Itoa(o) + " is not a valid optimization level."
	}
	if link != nil {
		for _, e := range link.Elems {
			if _, ok := e.(*ir.StringAttr); !ok {
				return "All link values must be strings."
			}
		}
	}
	return ""
}

// targetParamNames are the struct parameters in declaration order.
var targetParamNames = []string{"O", "triple", "chip", "features", "toolkit", "link", "opts"}

// parseTargetAttr parses what follows `#gpu.target` as the seed's declarative
// format does: `<` pipeline (`:` struct(...))? `>`, the struct's parameters
// in any order, each at most once, then the verifier.
func parseTargetAttr(p *asm.Parser, _ ir.Type) ir.Attribute {
	ctx := p.Context()
	loc := p.Offset()
	p.Expect("<", "expected '<'")
	pipeOff := p.Offset()
	var pipeline TranslationPipeline
	ok := p.Try(func() {
		word := ""
		switch {
		case p.IsBareIdent():
			word = p.TokenText()
			p.ConsumeKeyword(word)
		case p.IsString():
			word = p.StringLiteralValue()
			p.ConsumeToken()
		default:
			p.ErrorAt(pipeOff, "expected keyword for Pipeline to be used during GPU translation.")
		}
		switch word {
		case "NVPTX":
			pipeline = NVPTX
		case "AMDGPU":
			pipeline = AMDGPU
		default:
			p.ErrorAt(pipeOff, "invalid Pipeline to be used during GPU translation. specification: %s", word)
		}
	})
	if !ok {
		p.Errorf("failed to parse GPU_TranslationTargetAttr parameter 'pipeline' which is to be a `TranslationPipeline`")
	}
	o := 0
	var triple, chip, features, toolkit *ir.StringAttr
	var link *ir.ArrayAttr
	var opts ir.Attribute
	if p.ConsumeIf(":") {
		seen := map[string]bool{}
		for {
			keyOff := p.Offset()
			if !p.IsBareIdent() {
				p.ErrorAt(keyOff, "expected a parameter name in struct")
			}
			key := p.TokenText()
			p.ConsumeKeyword(key)
			p.Expect("=", "expected '='")
			known := false
			for _, n := range targetParamNames {
				known = known || n == key
			}
			if !known || seen[key] {
				p.ErrorAt(p.Offset(), "duplicate or unknown struct parameter name: %s", key)
			}
			seen[key] = true
			failed := func(cpp string) {
				p.Errorf("failed to parse GPU_TranslationTargetAttr parameter '%s' which is to be a `%s`", key, cpp)
			}
			switch key {
			case "O":
				var v uint64
				neg := false
				if !p.Try(func() {
					neg = p.ConsumeIf("-")
					v = p.ParseIntegerOfWidth(32, true)
				}) {
					failed("int")
				}
				o = int(int32(v))
				if neg {
					o = -o
				}
			case "triple", "chip", "features", "toolkit":
				var s *ir.StringAttr
				if !p.Try(func() {
					off := p.Offset()
					a := p.ParseAttribute()
					var isStr bool
					if s, isStr = a.(*ir.StringAttr); !isStr {
						p.ErrorAt(off, "invalid kind of attribute specified")
					}
				}) {
					failed("StringAttr")
				}
				switch key {
				case "triple":
					triple = s
				case "chip":
					chip = s
				case "features":
					features = s
				default:
					toolkit = s
				}
			case "link":
				if !p.Try(func() {
					off := p.Offset()
					a := p.ParseAttribute()
					var isArr bool
					if link, isArr = a.(*ir.ArrayAttr); !isArr {
						p.ErrorAt(off, "invalid kind of attribute specified")
					}
				}) {
					failed("ArrayAttr")
				}
			case "opts":
				if !p.Try(func() { opts = p.ParseAttribute() }) {
					failed("Attribute")
				}
			}
			if !p.ConsumeIf(",") {
				break
			}
		}
	}
	p.Expect(">", "expected '>'")
	if msg := VerifyTarget(o, link); msg != "" {
		p.ErrorAt(loc, "%s", msg)
	}
	return NewTarget(ctx, pipeline, o, triple, chip, features, toolkit, link, opts)
}

// printTargetAttr prints the body after `#gpu.`: parameters in declaration
// order, those at their default left out.
func printTargetAttr(pr *asm.Printer, a *TargetAttr) {
	pr.WriteString("target<")
	pr.WriteString(a.Pipeline.String())
	first := true
	param := func(name string) {
		if first {
			pr.WriteString(" : ")
			first = false
		} else {
			pr.WriteString(", ")
		}
		pr.WriteString(name)
		pr.WriteString(" = ")
	}
	if a.O != 0 {
		param("O")
		pr.WriteString(strconv.Itoa(a.O))
	}
	for _, s := range []struct {
		name string
		v    *ir.StringAttr
	}{{"triple", a.Triple}, {"chip", a.Chip}, {"features", a.Features}, {"toolkit", a.Toolkit}} {
		if s.v != nil {
			param(s.name)
			pr.PrintAttribute(s.v)
		}
	}
	if a.Link != nil {
		param("link")
		pr.PrintAttribute(a.Link)
	}
	if a.Opts != nil {
		param("opts")
		pr.PrintAttribute(a.Opts)
	}
	pr.WriteString(">")
}

// StringValue returns s's value, or "" for nil.
func StringValue(s *ir.StringAttr) string {
	if s == nil {
		return ""
	}
	return s.Value
}

func init() {
	attrParsers["target"] = parseTargetAttr
}
