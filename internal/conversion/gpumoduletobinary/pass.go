// Package gpumoduletobinary is MLIR 19's gpu-module-to-binary pass: every
// gpu.module directly inside the op it runs on becomes a gpu.binary of
// the same name holding one #gpu.object per target of its `targets`
// array, each made by internal/target/gpu's Serializer with MLIR 19's
// NVVM and ROCDL target semantics.
package gpumoduletobinary

import (
	"fmt"

	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	tgpu "gpuc/internal/target/gpu"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "gpu-module-to-binary",
		Title:   "GpuModuleToBinaryPass",
		Summary: "Transforms a GPU module into a GPU binary.",
		Options: []pass.Option{
			{Name: "toolkit", Kind: pass.String, Default: "", Desc: "Toolkit path."},
			{Name: "l", Kind: pass.List, Desc: "Extra files to link to."},
			{Name: "opts", Kind: pass.String, Default: "", Desc: "Command line options to pass to the tools."},
			{Name: "format", Kind: pass.String, Default: "fatbin", Desc: "The target representation of the compilation process."},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &moduleToBinary{toolkit: v.Text("toolkit"), link: v.List("l"), opts: v.Text("opts"), format: v.Text("format")}, nil
		},
	})
}

type moduleToBinary struct {
	toolkit, opts, format string
	link                  []string
}

// parseFormat is the pass's StringSwitch over `format`.
func parseFormat(s string) (dgpu.CompilationTarget, bool) {
	switch s {
	case "offloading", "llvm":
		return dgpu.Offload, true
	case "assembly", "isa":
		return dgpu.Assembly, true
	case "binary", "bin":
		return dgpu.Binary, true
	case "fatbinary", "fatbin":
		return dgpu.Fatbin, true
	}
	return 0, false
}

// Run is GpuModuleToBinaryPass::runOnOperation and
// transformGpuModulesToBinaries: the gpu.modules of op's blocks, in order;
// the first failure stops the pass.
func (p *moduleToBinary) Run(op *ir.Operation) error {
	format, ok := parseFormat(p.format)
	if !ok {
		// MLIR 19 reports it and goes on with no format (undefined
		// behaviour); gpuc stops.
		return op.EmitError("Invalid format specified.")
	}
	s := tgpu.NewSerializer(tgpu.TargetOptions{Toolkit: p.toolkit, Link: p.link, CmdOptions: p.opts, Format: format})
	s.ForEach = pass.ForEach
	// The MLIR side of every module first, in order, up to the first
	// failure; then the LLVM side of all of them at once; then, in order,
	// each module's diagnostics and its gpu.binary, or the first error:
	// what mlir-opt-19 prints going through the modules one by one.
	type moduleJob struct {
		m   *ir.Operation
		ps  []*tgpu.Pending
		err error
	}
	var jobs []*moduleJob
	var all []*tgpu.Pending
prepare:
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for m := b.First(); m != nil; m = m.Next() {
				if m.Name() != "gpu.module" {
					continue
				}
				mj := &moduleJob{m: m}
				jobs = append(jobs, mj)
				targets, _ := m.Attr("targets").(*ir.ArrayAttr)
				if targets == nil {
					mj.err = m.EmitError("the module has no target attributes")
					break prepare
				}
				for _, t := range targets.Elems {
					pd := s.Prepare(m, t)
					mj.ps = append(mj.ps, pd)
					all = append(all, pd)
					if pd.Err() != nil {
						break prepare
					}
				}
			}
		}
	}
	s.Compile(all)
	for _, mj := range jobs {
		if mj.err != nil {
			return mj.err
		}
		if err := replaceModule(mj.m, mj.ps); err != nil {
			return err
		}
	}
	return nil
}

// replaceModule is the end of moduleSerializer: one object per target,
// then the gpu.binary after the module, which goes.
func replaceModule(m *ir.Operation, ps []*tgpu.Pending) error {
	ctx := m.Context()
	var objects []ir.Attribute
	for _, pd := range ps {
		obj, err := pd.Object()
		if err != nil {
			if d, ok := err.(*ir.Diagnostic); ok {
				d.Then = append(d.Then, &ir.Diagnostic{Severity: ir.SevError, Loc: m.Loc(), Msg: "An error happened while serializing the module.", Op: m})
				return d
			}
			return fmt.Errorf("%w\n%v: An error happened while serializing the module.", err, m.Loc())
		}
		objects = append(objects, obj)
	}
	handler := m.Attr("offloadingHandler")
	st := dgpu.NewBinaryState(ctx, ir.SymbolName(m), handler, objects, m.Loc())
	bin := ctx.Create(st)
	m.Block().InsertBefore(bin, m.Next())
	m.Erase()
	return nil
}
