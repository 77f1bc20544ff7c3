package gpuoutlining

import "gpuc/internal/ir"

type sinkPass struct{}

// Run sinks index computations into every gpu.launch nested in top, in
// post-order (GpuLaunchSinkIndexComputationsPass); it never fails.
func (sinkPass) Run(top *ir.Operation) error {
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "gpu.launch" {
			SinkIntoLaunch(op, IsLikelyIndexComputation)
		}
		return ir.Advance
	})
	return nil
}

// IsLikelyIndexComputation says whether an op is cheap and side-effect free
// enough to copy into a kernel: a constant, memref.dim, arith.select or
// arith.cmpi (isLikelyAnIndexComputation).
func IsLikelyIndexComputation(op *ir.Operation) bool {
	switch op.Name() {
	case "memref.dim", "arith.select", "arith.cmpi":
		return op.IsRegistered()
	}
	return op.NumOperands() == 0 && op.NumResults() == 1 && op.IsConstant()
}

// SinkIntoLaunch copies into the start of launch's body the ops defining
// values the body takes from above that beneficial says to sink, with the
// ops they need that are sinkable too, so that no new value from above is
// needed; uses inside the body then use the copies
// (sinkOperationsIntoLaunchOp). Copies come in dependency order, operands
// before their users, as the candidates were found.
func SinkIntoLaunch(launch *ir.Operation, beneficial func(*ir.Operation) bool) {
	body := launch.Region(0)
	candidates := usedValuesDefinedAbove(body, nil, map[*ir.Value]bool{})
	isCandidate := map[*ir.Value]bool{}
	for _, v := range candidates {
		isCandidate[v] = true
	}
	s := &sinker{beneficial: beneficial, dependencies: isCandidate, chosen: map[*ir.Operation]bool{}, available: map[*ir.Value]bool{}}
	for _, v := range candidates {
		if d := v.DefiningOp(); d != nil {
			s.extract(d)
		}
	}
	if body.Empty() {
		return
	}
	entry := body.First()
	before := entry.First()
	m := ir.NewMapping()
	for _, op := range s.order {
		c := op.Clone(m)
		entry.InsertBefore(c, before)
		for i, r := range op.Results() {
			replaceUsesInRegion(r, c.Result(i), body)
		}
	}
}

type sinker struct {
	beneficial   func(*ir.Operation) bool
	dependencies map[*ir.Value]bool
	chosen       map[*ir.Operation]bool
	order        []*ir.Operation
	available    map[*ir.Value]bool
}

// extract decides whether op can be sunk without new values from above:
// each operand must be available in the body already, a value the body
// takes from above anyway, or the result of an op that can be sunk itself
// (extractBeneficiaryOps).
func (s *sinker) extract(op *ir.Operation) bool {
	if s.chosen[op] {
		return true
	}
	if !s.beneficial(op) {
		return false
	}
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if s.available[v] {
			continue
		}
		d := v.DefiningOp()
		if (d == nil || !s.extract(d)) && !s.dependencies[v] {
			return false
		}
	}
	s.chosen[op] = true
	s.order = append(s.order, op)
	for _, r := range op.Results() {
		s.available[r] = true
	}
	return true
}

// replaceUsesInRegion makes the uses of from by ops nested in r use to
// (replaceAllUsesInRegionWith).
func replaceUsesInRegion(from, to *ir.Value, r *ir.Region) {
	for u := range from.Uses {
		if owner := u.Owner().ParentRegion(); owner != nil && r.IsAncestorOf(owner) {
			u.Set(to)
		}
	}
}
