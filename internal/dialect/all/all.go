// Package all registers every dialect gpuc knows.
package all

import (
	"gpuc/internal/dialect/affine"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/async"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/dialect/cf"
	"gpuc/internal/dialect/dlti"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/index"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/math"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/dialect/scf"
	"gpuc/internal/dialect/testd"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/dialect/vector"
	"gpuc/internal/ir"
)

// Register adds all dialects to reg.
func Register(reg *ir.Registry) {
	builtin.Register(reg)
	funcd.Register(reg)
	arith.Register(reg)
	affine.Register(reg)
	async.Register(reg)
	cf.Register(reg)
	dlti.Register(reg)
	gpu.Register(reg)
	index.Register(reg)
	llvm.Register(reg)
	math.Register(reg)
	memref.Register(reg)
	nvvm.Register(reg)
	rocdl.Register(reg)
	scf.Register(reg)
	testd.Register(reg)
	vector.Register(reg)
	ub.Register(reg)
}
