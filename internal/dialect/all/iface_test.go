package all_test

import (
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
)

// The GPU dialect knows the other dialects' target attributes through
// gpu.TargetAttrInterface (it cannot import them).
var (
	_ gpu.TargetAttrInterface = (*nvvm.TargetAttr)(nil)
	_ gpu.TargetAttrInterface = (*rocdl.TargetAttr)(nil)
)
