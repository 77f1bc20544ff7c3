package ods

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// formatSyntax builds the custom syntax of an op from its assemblyFormat.
func formatSyntax(d *Dialect, s *Spec, h *OpHooks) *asm.OpSyntax {
	return &asm.OpSyntax{ResultNames: h.ResultNames} // TODO(engine)
}

func dialectSyntax(d *Dialect) *asm.DialectSyntax { return d.Syntax } // TODO(engine): enum attrs

func verifySpec(s *Spec, op *ir.Operation) error { return nil } // TODO(engine)
