package rewrite

import (
	"gpuc/internal/ir"
)

// The ops of gpuc's dialects that implement MLIR's BranchOpInterface, and
// where each successor's forwarded operands are among their operands: an
// ODS operand group (with operandSegmentSizes when there are several), or,
// for switches, the default group and the per-case segments of the case
// group (case_operand_segments).
type branchSpec struct {
	// groups[i] is the operand group of successor i (for switches, of the
	// default successor only).
	groups []int
	// nGroups is the number of operand groups (segments); 1 means the
	// op has no segment attribute.
	nGroups int
	// cases is the group holding the case operands of a switch (0: none).
	cases int
}

var branchOps = map[string]branchSpec{
	"cf.br":        {groups: []int{0}, nGroups: 1},
	"llvm.br":      {groups: []int{0}, nGroups: 1},
	"cf.cond_br":   {groups: []int{1, 2}, nGroups: 3},
	"llvm.cond_br": {groups: []int{1, 2}, nGroups: 3},
	"cf.switch":    {groups: []int{1}, nGroups: 3, cases: 2},
	"llvm.switch":  {groups: []int{1}, nGroups: 3, cases: 2},
}

// IsBranch reports whether op implements BranchOpInterface.
func IsBranch(op *ir.Operation) bool {
	_, ok := branchOps[op.Name()]
	return ok
}

func segmentSizes(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return append([]int64(nil), a.Ints...)
	}
	return nil
}

// successorRange returns the [start, end) operand range forwarded to
// successor succ of branch op.
func successorRange(op *ir.Operation, succ int) (int, int) {
	spec := branchOps[op.Name()]
	if spec.nGroups == 1 {
		return 0, op.NumOperands()
	}
	sizes := segmentSizes(op, "operandSegmentSizes")
	start := func(g int) int {
		n := 0
		for i := 0; i < g; i++ {
			n += int(sizes[i])
		}
		return n
	}
	if spec.cases == 0 || succ == 0 {
		g := spec.groups[succ]
		s := start(g)
		return s, s + int(sizes[g])
	}
	s := start(spec.cases)
	cs := segmentSizes(op, "case_operand_segments")
	for i := 0; i < succ-1; i++ {
		s += int(cs[i])
	}
	return s, s + int(cs[succ-1])
}

// SuccessorOperands returns the operands branch op forwards to successor
// succ.
func SuccessorOperands(op *ir.Operation, succ int) []*ir.Value {
	s, e := successorRange(op, succ)
	return op.Operands()[s:e]
}

// setSuccessorOperands replaces the operands forwarded to successor succ,
// updating the segment sizes.
func setSuccessorOperands(op *ir.Operation, succ int, vals []*ir.Value) {
	s, e := successorRange(op, succ)
	op.SpliceOperands(s, e, vals)
	spec := branchOps[op.Name()]
	if spec.nGroups == 1 {
		return
	}
	delta := int64(len(vals) - (e - s))
	sizes := segmentSizes(op, "operandSegmentSizes")
	ctx := op.Context()
	if spec.cases == 0 || succ == 0 {
		sizes[spec.groups[succ]] += delta
	} else {
		sizes[spec.cases] += delta
		cs := segmentSizes(op, "case_operand_segments")
		cs[succ-1] += delta
		op.SetAttr("case_operand_segments", ctx.DenseArray(ctx.I(32), cs, nil))
	}
	op.SetAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32), sizes, nil))
}

// EraseSuccessorOperand removes operand i of those forwarded to successor
// succ of branch op.
func EraseSuccessorOperand(op *ir.Operation, succ, i int) {
	vals := append([]*ir.Value(nil), SuccessorOperands(op, succ)...)
	vals = append(vals[:i], vals[i+1:]...)
	setSuccessorOperands(op, succ, vals)
}

// AppendSuccessorOperands adds operands forwarded to successor succ.
func AppendSuccessorOperands(op *ir.Operation, succ int, extra []*ir.Value) {
	vals := append(append([]*ir.Value(nil), SuccessorOperands(op, succ)...), extra...)
	setSuccessorOperands(op, succ, vals)
}

// successorArgument returns the block argument operand operandIndex of
// branch op feeds, or nil (MLIR's getSuccessorBlockArgument).
func successorArgument(op *ir.Operation, operandIndex int) *ir.Value {
	for i := 0; i < op.NumSuccessors(); i++ {
		s, e := successorRange(op, i)
		if operandIndex >= s && operandIndex < e {
			succ := op.Successor(i)
			if j := operandIndex - s; j < succ.NumArgs() {
				return succ.Arg(j)
			}
			return nil
		}
	}
	return nil
}
