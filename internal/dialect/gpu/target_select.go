package gpu

import (
	"fmt"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// TargetAttrName is the gpu.module attribute translation reads its target
// from (the seed's getTargetAttrName).
const TargetAttrName = "target"

// BinaryStubName is the global gpu-to-llvm creates for module's binary
// (`<module>_gpubin_stub`); BinaryStorageName the one translation fills in
// (`<module>_gpubin_cst`).
func BinaryStubName(module string) string    { return module + "_gpubin_stub" }
func BinaryStorageName(module string) string { return module + "_gpubin_cst" }

// ParseTargetOption reads gpu-to-llvm's `target` option as the seed's
// parseTargetAttr does: a value in double quotes is the body of a
// #gpu.target (returned, or ok false when it is empty or does not parse,
// with why in reason); any other value is the name of a module attribute to
// select (nil, true).
//
// One departure: the seed strips every leading and trailing `"`
// (ltrim/rtrim), so a body that ends in a string, as
// `"NVPTX: O = 2, chip = "sm_90""`, loses its closing quote and never
// parses. gpuc first strips one pair of quotes and falls back to the seed's
// stripping, so every value the seed accepts is accepted with the same
// meaning, and the body ending in a string works too.
func ParseTargetOption(ctx *ir.Context, value string) (target *TargetAttr, ok bool, reason string) {
	if len(value) < 2 || !strings.HasPrefix(value, `"`) || !strings.HasSuffix(value, `"`) {
		return nil, true, ""
	}
	one := value[1 : len(value)-1]
	seed := strings.TrimRight(strings.TrimLeft(value, `"`), `"`)
	if seed == "" {
		return nil, false, "the target body is empty"
	}
	t, reason := parseTargetBody(ctx, one)
	if t == nil && seed != one {
		if t2, _ := parseTargetBody(ctx, seed); t2 != nil {
			return t2, true, ""
		}
	}
	return t, t != nil, reason
}

// parseTargetBody parses #gpu.target<body>, or says why it does not.
func parseTargetBody(ctx *ir.Context, body string) (*TargetAttr, string) {
	text := "#gpu.target<" + body + ">"
	a, errs := asm.ParseAttribute(ctx, "target", []byte(text))
	if len(errs) > 0 {
		return nil, fmt.Sprintf("%s does not parse: %s", text, errs[0].Msg)
	}
	t, isTarget := a.(*TargetAttr)
	if !isTarget {
		return nil, text + " is not a #gpu.target"
	}
	return t, ""
}

// SelectOrSetTarget is the seed's selectOrSetTargetAttr on a gpu.module:
// with a target it becomes the module's `target` attribute; without one the
// attribute named key is moved to `target`, and a module without it fails
// with "`key` is not a valid attribute key.".
func SelectOrSetTarget(module *ir.Operation, key string, target *TargetAttr) error {
	if target != nil {
		module.SetAttr(TargetAttrName, target)
		return nil
	}
	if key == TargetAttrName {
		return nil
	}
	a := module.RemoveAttr(key)
	if a == nil {
		return module.EmitError("`%s` is not a valid attribute key.", key)
	}
	module.SetAttr(TargetAttrName, a)
	return nil
}
