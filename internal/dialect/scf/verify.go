package scf

import (
	"strconv"

	"gpuc/internal/ir"
)

// Verifiers of the scf ops (SCF.cpp, MLIR 19), and the generic checks of
// the interfaces they implement: LoopLikeOpInterface and
// RegionBranchOpInterface (verifyTypesAlongControlFlowEdges).

func init() {
	hook("scf.for").Verify = verifyFor
	hook("scf.for").VerifyRegions = func(op *ir.Operation) error {
		return firstErr(op, verifyLoopLike, verifyRegionBranch, verifyImplicitTerminators, verifyForRegions)
	}
	hook("scf.if").Verify = verifyIf
	hook("scf.if").VerifyRegions = func(op *ir.Operation) error {
		return firstErr(op, verifyRegionBranch, verifyImplicitTerminators)
	}
	hook("scf.while").Verify = verifyWhile
	hook("scf.while").VerifyRegions = func(op *ir.Operation) error {
		return firstErr(op, verifyRegionBranch, verifyLoopLike)
	}
	hook("scf.execute_region").Verify = verifyExecuteRegion
	hook("scf.execute_region").VerifyRegions = verifyRegionBranch
	hook("scf.index_switch").Verify = verifyIndexSwitch
	hook("scf.index_switch").VerifyRegions = func(op *ir.Operation) error {
		return firstErr(op, verifyImplicitTerminators, verifyRegionBranch)
	}
	hook("scf.parallel").Verify = verifyParallel
	hook("scf.parallel").VerifyRegions = func(op *ir.Operation) error {
		return firstErr(op, verifyRegionBranch, verifyImplicitTerminators)
	}
	hook("scf.reduce").VerifyRegions = verifyReduceRegions
	hook("scf.reduce.return").Verify = verifyReduceReturn
	hook("scf.forall").Verify = verifyForall
	hook("scf.forall").VerifyRegions = verifyImplicitTerminators
	hook("scf.forall.in_parallel").Verify = verifyInParallel
	wrapStructures()
}

func firstErr(op *ir.Operation, fs ...func(*ir.Operation) error) error {
	for _, f := range fs {
		if err := f(op); err != nil {
			return err
		}
	}
	return nil
}

func itoa32(i int) string { return strconv.Itoa(i) }

func valueTypes(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// terminator returns the last op of the entry block of region i, or nil.
func terminatorOf(op *ir.Operation, i int) *ir.Operation {
	b := entryBlock(op, i)
	if b == nil {
		return nil
	}
	return b.Last()
}

// implicitTerminator is the SingleBlockImplicitTerminator op of each op.
var implicitTerminator = map[string]string{
	"scf.for":          "scf.yield",
	"scf.if":           "scf.yield",
	"scf.index_switch": "scf.yield",
	"scf.parallel":     "scf.reduce",
	"scf.forall":       "scf.forall.in_parallel",
}

// verifyImplicitTerminators is SingleBlockImplicitTerminator's region
// verifier.
func verifyImplicitTerminators(op *ir.Operation) error {
	term := implicitTerminator[op.Name()]
	for _, r := range op.Regions() {
		if r.Empty() {
			continue
		}
		last := r.First().Last()
		if last == nil || last.Name() == term {
			continue
		}
		d := op.Errorf("expects regions to end with '%s', found '%s'", term, last.Name())
		d.Note(op.Loc(), "in custom textual format, the absence of terminator implies '%s'", term)
		return d
	}
	return nil
}

// --- scf.for -------------------------------------------------------------------

func verifyFor(op *ir.Operation) error {
	if op.NumOperands() >= 3 && op.NumOperands()-3 != op.NumResults() {
		return op.Errorf("mismatch in number of loop-carried values and defined values")
	}
	return nil
}

func verifyForRegions(op *ir.Operation) error {
	body := entryBlock(op, 0)
	if body == nil || body.NumArgs() == 0 || op.NumOperands() < 3 {
		return nil
	}
	if body.Arg(0).Type() != op.Operand(0).Type() {
		return op.Errorf("expected induction variable to be same type as bounds and step")
	}
	iter := body.Args()[1:]
	if len(iter) != op.NumResults() {
		return op.Errorf("mismatch in number of basic block args and defined values")
	}
	inits := op.Operands()[3:]
	for i := 0; i < len(inits) && i < len(iter) && i < op.NumResults(); i++ {
		rt := op.Result(i).Type()
		if inits[i].Type() != rt {
			return op.Errorf("types mismatch between %dth iter operand and defined value", i)
		}
		if iter[i].Type() != rt {
			return op.Errorf("types mismatch between %dth iter region arg and defined value", i)
		}
	}
	return nil
}

// --- LoopLikeOpInterface -------------------------------------------------------

// loopLike returns the inits, region iter_args, yielded values and (ok
// results) loop results of a loop, as LoopLikeOpInterface.
func loopLike(op *ir.Operation) (inits, iterArgs, yielded, results []*ir.Value, hasResults bool) {
	switch op.Name() {
	case "scf.for":
		if op.NumOperands() >= 3 {
			inits = op.Operands()[3:]
		}
		if b := entryBlock(op, 0); b != nil && b.NumArgs() > 0 {
			iterArgs = b.Args()[1:]
		}
		if t := terminatorOf(op, 0); t != nil && t.Name() == "scf.yield" {
			yielded = t.Operands()
		}
		return inits, iterArgs, yielded, op.Results(), true
	case "scf.while":
		inits = op.Operands()
		if b := entryBlock(op, 0); b != nil {
			iterArgs = b.Args()
		}
		if t := terminatorOf(op, 1); t != nil && t.Name() == "scf.yield" {
			yielded = t.Operands()
		}
		return inits, iterArgs, yielded, nil, false
	}
	return nil, nil, nil, nil, false
}

func verifyLoopLike(op *ir.Operation) error {
	inits, iterArgs, yielded, results, hasResults := loopLike(op)
	if len(inits) != len(iterArgs) {
		return op.Errorf("different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	if len(yielded) != 0 && len(iterArgs) != len(yielded) {
		return op.Errorf("different number of region iter_args and yielded values: %d != %d", len(iterArgs), len(yielded))
	}
	if hasResults && len(results) != len(iterArgs) {
		return op.Errorf("different number of loop results and region iter_args: %d != %d", len(results), len(iterArgs))
	}
	for i := range inits {
		if inits[i].Type() != iterArgs[i].Type() {
			return op.Errorf("%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i, ts(inits[i].Type()), ts(iterArgs[i].Type()))
		}
		if len(yielded) != 0 && iterArgs[i].Type() != yielded[i].Type() {
			return op.Errorf("%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'", i, i, ts(iterArgs[i].Type()), ts(yielded[i].Type()))
		}
	}
	if hasResults {
		for i := range iterArgs {
			if iterArgs[i].Type() != results[i].Type() {
				return op.Errorf("%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'", i, i, ts(iterArgs[i].Type()), ts(results[i].Type()))
			}
		}
	}
	return nil
}

// --- RegionBranchOpInterface ---------------------------------------------------

// successor is a RegionSuccessor: a region index (-1: the parent op) and
// the types of its inputs.
type successor struct {
	region int
	inputs []ir.Type
}

func regionArgs(op *ir.Operation, i, skip int) []ir.Type {
	b := entryBlock(op, i)
	if b == nil || b.NumArgs() < skip {
		return nil
	}
	return valueTypes(b.Args()[skip:])
}

// successorRegions is getSuccessorRegions(point) of the scf ops (point -1
// is the parent).
func successorRegions(op *ir.Operation, point int) []successor {
	results := op.ResultTypes()
	parent := successor{-1, results}
	switch op.Name() {
	case "scf.for":
		return []successor{{0, regionArgs(op, 0, 1)}, parent}
	case "scf.if":
		if point != -1 {
			return []successor{parent}
		}
		s := []successor{{0, nil}}
		if op.NumRegions() > 1 && !op.Region(1).Empty() {
			s = append(s, successor{1, nil})
		} else {
			s = append(s, successor{-1, nil})
		}
		return s
	case "scf.while":
		if point == -1 || point == 1 {
			return []successor{{0, regionArgs(op, 0, 0)}}
		}
		return []successor{parent, {1, regionArgs(op, 1, 0)}}
	case "scf.execute_region":
		if point == -1 {
			return []successor{{0, nil}}
		}
		return []successor{parent}
	case "scf.index_switch":
		if point != -1 {
			return []successor{parent}
		}
		var s []successor
		for i := range op.Regions() {
			s = append(s, successor{i, nil})
		}
		return s
	case "scf.parallel", "scf.forall":
		return []successor{{0, nil}, {-1, nil}}
	}
	return nil
}

// entrySuccessorOperands is getEntrySuccessorOperands.
func entrySuccessorOperands(op *ir.Operation) []ir.Type {
	switch op.Name() {
	case "scf.for":
		if op.NumOperands() >= 3 {
			return op.OperandTypes()[3:]
		}
	case "scf.while":
		return op.OperandTypes()
	}
	return nil
}

// branchTerminatorOperands returns the successor operands of a
// RegionBranchTerminatorOpInterface op, or ok=false for other ops.
func branchTerminatorOperands(t *ir.Operation) ([]ir.Type, bool) {
	switch t.Name() {
	case "scf.yield":
		return t.OperandTypes(), true
	case "scf.condition":
		if t.NumOperands() == 0 {
			return nil, true
		}
		return t.OperandTypes()[1:], true
	case "scf.reduce":
		return nil, true
	}
	return nil, false
}

func edgeName(from, to int) string {
	s := "from "
	if from >= 0 {
		s += "Region #" + itoa32(from)
	} else {
		s += "parent operands"
	}
	s += " to "
	if to >= 0 {
		s += "Region #" + itoa32(to)
	} else {
		s += "parent results"
	}
	return s
}

func verifyEdges(op *ir.Operation, from int, source []ir.Type) error {
	for _, succ := range successorRegions(op, from) {
		if len(source) != len(succ.inputs) {
			return op.Errorf(" region control flow edge %s: source has %d operands, but target successor needs %d",
				edgeName(from, succ.region), len(source), len(succ.inputs))
		}
		for i := range source {
			if source[i] != succ.inputs[i] {
				return op.Errorf(" along control flow edge %s: source type #%d '%s' should match input type #%d '%s'",
					edgeName(from, succ.region), i, ts(source[i]), i, ts(succ.inputs[i]))
			}
		}
	}
	return nil
}

// verifyRegionBranch is detail::verifyTypesAlongControlFlowEdges.
func verifyRegionBranch(op *ir.Operation) error {
	if err := verifyEdges(op, -1, entrySuccessorOperands(op)); err != nil {
		return err
	}
	for i, r := range op.Regions() {
		var first []ir.Type
		found := false
		for b := r.First(); b != nil; b = b.Next() {
			t := b.Last()
			if t == nil {
				continue
			}
			ops, ok := branchTerminatorOperands(t)
			if !ok {
				continue
			}
			if !found {
				first, found = ops, true
				continue
			}
			if !sameTypes(first, ops) {
				return op.Errorf("Region #%d operands mismatch between return-like terminators", i)
			}
		}
		if !found {
			continue
		}
		if err := verifyEdges(op, i, first); err != nil {
			return err
		}
	}
	return nil
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// --- scf.if --------------------------------------------------------------------

func verifyIf(op *ir.Operation) error {
	if op.NumResults() != 0 && (op.NumRegions() < 2 || op.Region(1).Empty()) {
		return op.Errorf("must have an else block if defining values")
	}
	return nil
}

// --- scf.while -----------------------------------------------------------------

// verifyTerminatorIs is verifyAndGetTerminator: the entry block of region
// i must end with an op named name.
func verifyTerminatorIs(op *ir.Operation, i int, name, msg string) error {
	var t *ir.Operation
	if b := entryBlock(op, i); b != nil {
		t = b.Last()
		if t != nil && t.Name() == name {
			return nil
		}
	}
	d := op.Errorf("%s", msg)
	if t != nil {
		d.Note(t.Loc(), "terminator here")
	}
	return d
}

func verifyWhile(op *ir.Operation) error {
	if err := verifyTerminatorIs(op, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'"); err != nil {
		return err
	}
	return verifyTerminatorIs(op, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")
}

// --- scf.execute_region --------------------------------------------------------

func verifyExecuteRegion(op *ir.Operation) error {
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return op.Errorf("region needs to have at least one block")
	}
	if op.Region(0).First().NumArgs() > 0 {
		return op.Errorf("region cannot have any arguments")
	}
	return nil
}

// --- scf.index_switch ----------------------------------------------------------

func verifyIndexSwitch(op *ir.Operation) error {
	cases := staticInts(op, "cases")
	nRegions := op.NumRegions() - 1
	if nRegions < 0 {
		return nil
	}
	if len(cases) != nRegions {
		return op.Errorf("has %d case regions but %d case values", nRegions, len(cases))
	}
	seen := map[int64]bool{}
	for _, v := range cases {
		if seen[v] {
			return op.Errorf("has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	check := func(r *ir.Region, name string) error {
		if r.Empty() || r.First().Empty() {
			return nil
		}
		y := r.First().Last()
		if y.Name() != "scf.yield" {
			return op.Errorf("expected region to end with scf.yield, but got %s", y.Name())
		}
		if y.NumOperands() != op.NumResults() {
			d := op.Errorf("expected each region to return %d values, but %s returns %d", op.NumResults(), name, y.NumOperands())
			d.Note(y.Loc(), "see yield operation here")
			return d
		}
		for i := 0; i < op.NumResults(); i++ {
			if rt, yt := op.Result(i).Type(), y.Operand(i).Type(); rt != yt {
				d := op.Errorf("expected result #%d of each region to be '%s'", i, ts(rt))
				d.Note(y.Loc(), "%s returns '%s' here", name, ts(yt))
				return d
			}
		}
		return nil
	}
	if err := check(op.Region(0), "default region"); err != nil {
		return err
	}
	for i, r := range op.Regions()[1:] {
		if err := check(r, "case region #"+itoa32(i)); err != nil {
			return err
		}
	}
	return nil
}

// --- scf.parallel / scf.reduce -------------------------------------------------

func verifyParallel(op *ir.Operation) error {
	steps := operandGroup(op, 2)
	if len(steps) == 0 {
		return op.Errorf("needs at least one tuple element for lowerBound, upperBound and step")
	}
	for _, s := range steps {
		if c, ok := constantInt(s); ok && c <= 0 {
			return op.Errorf("constant step operand must be positive")
		}
	}
	body := entryBlock(op, 0)
	if body == nil {
		return nil
	}
	if body.NumArgs() != len(steps) {
		return op.Errorf("expects the same number of induction variables: %d as bound and step values: %d", body.NumArgs(), len(steps))
	}
	for _, a := range body.Args() {
		if !isIndex(a.Type()) {
			return op.Errorf("expects arguments for the induction variable to be of index type")
		}
	}
	if err := verifyTerminatorIs(op, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'"); err != nil {
		return err
	}
	reduce := body.Last()
	nRes, nRed, nInit := op.NumResults(), reduce.NumRegions(), len(operandGroup(op, 3))
	if nRes != nRed {
		return op.Errorf("expects number of results: %d to be the same as number of reductions: %d", nRes, nRed)
	}
	if nRes != nInit {
		return op.Errorf("expects number of results: %d to be the same as number of initial values: %d", nRes, nInit)
	}
	for i := 0; i < nRed && i < reduce.NumOperands(); i++ {
		rt, ot := op.Result(i).Type(), reduce.Operand(i).Type()
		if rt != ot {
			return reduce.Errorf("expects type of %d-th reduction operand: '%s' to be the same as the %d-th result type: '%s'", i, ts(ot), i, ts(rt))
		}
	}
	return nil
}

func verifyReduceRegions(op *ir.Operation) error {
	for i, r := range op.Regions() {
		if i >= op.NumOperands() {
			break
		}
		t := op.Operand(i).Type()
		b := r.First()
		if b == nil || b.Empty() {
			return op.Errorf("%d-th reduction has an empty body", i)
		}
		bad := b.NumArgs() != 2
		for _, a := range b.Args() {
			if a.Type() != t {
				bad = true
			}
		}
		if bad {
			return op.Errorf("expected two block arguments with type '%s' in the %d-th reduction region", ts(t), i)
		}
		if b.Last().Name() != "scf.reduce.return" {
			return op.Errorf("reduction bodies must be terminated with an 'scf.reduce.return' op")
		}
	}
	return nil
}

func verifyReduceReturn(op *ir.Operation) error {
	b := op.Block()
	if b == nil || b.NumArgs() == 0 || op.NumOperands() == 0 {
		return nil
	}
	if want := b.Arg(0).Type(); want != op.Operand(0).Type() {
		return op.Errorf("must have type '%s' (the type of the reduction inputs)", ts(want))
	}
	return nil
}

// --- scf.forall ----------------------------------------------------------------

// verifyListOfOperandsOrIntegers checks a static/dynamic list.
func verifyListOfOperandsOrIntegers(op *ir.Operation, name string, n int, static []int64, values []*ir.Value) error {
	if len(static) != n {
		return op.EmitError("expected %d %s values, got %d", n, name, len(static))
	}
	dyn := 0
	for _, v := range static {
		if v == dynamicIndex {
			dyn++
		}
	}
	if len(values) != dyn {
		return op.EmitError("expected %d dynamic %s values", dyn, name)
	}
	return nil
}

const dynamicIndex = -1 << 63

func verifyForall(op *ir.Operation) error {
	sLb, sUb, sStep := staticInts(op, "staticLowerBound"), staticInts(op, "staticUpperBound"), staticInts(op, "staticStep")
	rank := len(sLb)
	outs := operandGroup(op, 3)
	if op.NumResults() != len(outs) {
		return op.Errorf("produces %d results, but has only %d outputs", op.NumResults(), len(outs))
	}
	body := entryBlock(op, 0)
	if body == nil {
		return nil
	}
	if body.NumArgs() != rank+len(outs) {
		return op.Errorf("region expects %d arguments", rank)
	}
	for i := 0; i < rank; i++ {
		if !isIndex(body.Arg(i).Type()) {
			return op.Errorf("expects %d-th block argument to be an index", i)
		}
	}
	for i, o := range outs {
		if body.Arg(i+rank).Type() != o.Type() {
			return op.Errorf("type mismatch between %d-th output and corresponding block argument", i)
		}
	}
	if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
		if len(m.Elems) != rank {
			return op.Errorf("mapping attribute size must match op rank")
		}
	}
	if err := verifyListOfOperandsOrIntegers(op, "lower bound", rank, sLb, operandGroup(op, 0)); err != nil {
		return err
	}
	if err := verifyListOfOperandsOrIntegers(op, "upper bound", rank, sUb, operandGroup(op, 1)); err != nil {
		return err
	}
	return verifyListOfOperandsOrIntegers(op, "step", rank, sStep, operandGroup(op, 2))
}

func verifyInParallel(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.Name() != "scf.forall" {
		return op.Errorf("expected forall op parent")
	}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil
	}
	body := entryBlock(parent, 0)
	for o := op.Region(0).First().First(); o != nil; o = o.Next() {
		if o.Name() != "tensor.parallel_insert_slice" {
			return op.Errorf("expected only tensor.parallel_insert_slice ops")
		}
		if o.NumOperands() < 2 || body == nil {
			continue
		}
		dest := o.Operand(1)
		rank := len(staticInts(parent, "staticLowerBound"))
		found := false
		for i, a := range body.Args() {
			if i >= rank && a == dest {
				found = true
			}
		}
		if !found {
			return o.Errorf("may only insert into an output block argument")
		}
	}
	return nil
}
