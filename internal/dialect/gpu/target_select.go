package gpu

import (
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
// #gpu.target (returned, or ok false when it is empty or does not parse);
// any other value is the name of a module attribute to select (nil, true).
func ParseTargetOption(ctx *ir.Context, value string) (target *TargetAttr, ok bool) {
	if len(value) < 2 || !strings.HasPrefix(value, `"`) || !strings.HasSuffix(value, `"`) {
		return nil, true
	}
	body := strings.TrimRight(strings.TrimLeft(value, `"`), `"`)
	if body == "" {
		return nil, false
	}
	a, errs := asm.ParseAttribute(ctx, "target", []byte("#gpu.target<"+body+">"))
	if len(errs) > 0 {
		return nil, false
	}
	t, isTarget := a.(*TargetAttr)
	return t, isTarget
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
