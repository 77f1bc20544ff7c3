package gpuoutlining

import (
	"fmt"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/dlti"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

// dataLayoutSpec parses the data-layout-str option as the pass's
// initialize does: nil for an empty option; a text that does not parse is
// the parser's error, located in a buffer named after the text; an
// attribute that is no `#dlti.dl_spec` fails the pass without a word.
func dataLayoutSpec(ctx *ir.Context, text string) (ir.Attribute, error) {
	if text == "" {
		return nil, nil
	}
	a, errs := asm.ParseAttributeString(ctx, text)
	if len(errs) > 0 {
		d := errs[0]
		d.Then = append(d.Then, errs[1:]...)
		return nil, d
	}
	if o, ok := a.(*ir.OpaqueAttr); ok && !ctx.AllowUnregistered && ctx.Registry.Dialect(o.Dialect) == nil {
		// MLIR's OpaqueAttr verifier, at the attribute's body.
		return nil, ir.Errorf(ctx.FileLineCol(text, 1, 2+len(o.Dialect)+1),
			"#%s : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
			opaqueText(o))
	}
	if !dlti.IsSpec(ctx, a) {
		return nil, pass.ErrFailed
	}
	return a, nil
}

// opaqueText is an opaque attribute as MLIR prints it in the generic
// form, `"dialect"<"body">`.
func opaqueText(o *ir.OpaqueAttr) string {
	return fmt.Sprintf("%q<%q>", o.Dialect, o.Data)
}
