// Package attachtarget holds MLIR 19's nvvm-attach-target and
// rocdl-attach-target passes: each builds one #nvvm.target / #rocdl.target
// from its options and appends it to the targets of every gpu.module
// directly inside the op it runs on whose name the `module` regex (LLVM's
// POSIX extended dialect, matched anywhere in the name) matches; an empty
// regex matches every module, an invalid one none. A target equal to the
// module's last one is not added twice.
package attachtarget

import (
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	moduleOpt := pass.Option{Name: "module", Kind: pass.String, Default: "", Desc: "Regex used to identify the modules to attach the target to."}
	linkOpt := pass.Option{Name: "l", Kind: pass.List, Desc: "Extra bitcode libraries paths to link to."}
	pass.Register(&pass.Info{
		Name:    "nvvm-attach-target",
		Title:   "GpuNVVMAttachTarget",
		Summary: "Attaches an NVVM target attribute to a GPU Module.",
		Options: []pass.Option{
			moduleOpt,
			{Name: "triple", Kind: pass.String, Default: nvvm.DefaultTriple, Desc: "Target triple."},
			{Name: "chip", Kind: pass.String, Default: nvvm.DefaultChip, Desc: "Target chip."},
			{Name: "features", Kind: pass.String, Default: nvvm.DefaultFeatures, Desc: "Target features."},
			{Name: "O", Kind: pass.Uint, Default: "2", Desc: "Optimization level."},
			{Name: "fast", Kind: pass.Bool, Default: "false", Desc: "Enable fast math mode."},
			{Name: "ftz", Kind: pass.Bool, Default: "false", Desc: "Enable flush to zero for denormals."},
			linkOpt,
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &attachTarget{module: v.Text("module"), target: func(ctx *ir.Context) ir.Attribute {
				flags := flagDict(ctx, []flag{{"fast", v.Bool("fast")}, {"ftz", v.Bool("ftz")}})
				return nvvm.NewTarget(ctx, optLevel(v), v.Text("triple"), v.Text("chip"), v.Text("features"), flags, linkArray(ctx, v))
			}}, nil
		},
	})
	pass.Register(&pass.Info{
		Name:    "rocdl-attach-target",
		Title:   "GpuROCDLAttachTarget",
		Summary: "Attaches a ROCDL target attribute to a GPU Module.",
		Options: []pass.Option{
			moduleOpt,
			{Name: "triple", Kind: pass.String, Default: rocdl.DefaultTriple, Desc: "Target triple."},
			{Name: "chip", Kind: pass.String, Default: rocdl.DefaultChip, Desc: "Target chip."},
			{Name: "features", Kind: pass.String, Default: rocdl.DefaultFeatures, Desc: "Target features."},
			{Name: "abi", Kind: pass.String, Default: rocdl.DefaultAbi, Desc: "ABI version."},
			{Name: "O", Kind: pass.Uint, Default: "2", Desc: "Optimization level."},
			{Name: "wave64", Kind: pass.Bool, Default: "true", Desc: "Use Wave64 mode."},
			{Name: "fast", Kind: pass.Bool, Default: "false", Desc: "Enable fast relaxed math opt."},
			{Name: "daz", Kind: pass.Bool, Default: "false", Desc: "Enable denormals are zero opt."},
			{Name: "finite-only", Kind: pass.Bool, Default: "false", Desc: "Enable finite only opt."},
			{Name: "unsafe-math", Kind: pass.Bool, Default: "false", Desc: "Enable unsafe math opt."},
			{Name: "correct-sqrt", Kind: pass.Bool, Default: "true", Desc: "Enable correct rounded sqrt."},
			linkOpt,
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &attachTarget{module: v.Text("module"), target: func(ctx *ir.Context) ir.Attribute {
				flags := flagDict(ctx, []flag{
					{"no_wave64", !v.Bool("wave64")},
					{"fast", v.Bool("fast")},
					{"daz", v.Bool("daz")},
					{"finite_only", v.Bool("finite-only")},
					{"unsafe_math", v.Bool("unsafe-math")},
					{"unsafe_sqrt", !v.Bool("correct-sqrt")},
				})
				return rocdl.NewTarget(ctx, optLevel(v), v.Text("triple"), v.Text("chip"), v.Text("features"), v.Text("abi"), flags, linkArray(ctx, v))
			}}, nil
		},
	})
}

// attachTarget is either pass: target builds its attribute.
type attachTarget struct {
	module string
	target func(ctx *ir.Context) ir.Attribute
}

// Run appends the target to the matching gpu.modules in op's regions (its
// direct children only, as MLIR's block.getOps<GPUModuleOp>()).
func (p *attachTarget) Run(op *ir.Operation) error {
	ctx := op.Context()
	target := p.target(ctx)
	matcher := CompileRegex(p.module)
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for m := b.First(); m != nil; m = m.Next() {
				if m.Name() != "gpu.module" {
					continue
				}
				if p.module != "" && !matcher.MatchString(ir.SymbolName(m)) {
					continue
				}
				var targets []ir.Attribute
				if a, ok := m.Attr("targets").(*ir.ArrayAttr); ok {
					targets = append(targets, a.Elems...)
				}
				// llvm::unique: only a repeat of the last target goes.
				if n := len(targets); n == 0 || targets[n-1] != target {
					targets = append(targets, target)
				}
				m.SetAttr("targets", ctx.Array(targets))
			}
		}
	}
	return nil
}

type flag struct {
	name string
	on   bool
}

// flagDict is getFlags: a dictionary of the flags that are on (unit
// values, sorted by name as any DictionaryAttr), or nil for none.
func flagDict(ctx *ir.Context, flags []flag) *ir.DictionaryAttr {
	var entries []ir.NamedAttr
	for _, f := range flags {
		if f.on {
			entries = append(entries, ir.NamedAttr{Name: f.name, Value: ctx.Unit()})
		}
	}
	if len(entries) == 0 {
		return nil
	}
	return ctx.Dict(entries)
}

// linkArray is the `l` list as an array of strings, nil when empty.
func linkArray(ctx *ir.Context, v pass.Values) *ir.ArrayAttr {
	files := v.List("l")
	if len(files) == 0 {
		return nil
	}
	elems := make([]ir.Attribute, len(files))
	for i, f := range files {
		elems[i] = ctx.String(f)
	}
	return ctx.Array(elems)
}

// optLevel is the unsigned O option as the target attribute's int holds
// it (4294967295 is -1).
func optLevel(v pass.Values) int { return int(int32(uint32(v.Int("O")))) }
