package scf

import (
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Structural checks MLIR generates from the ODS region declarations and
// traits of the scf ops, which the generated specs do not describe: the
// SingleBlock trait, SizedRegion<1>/MaxSizedRegion<1> region constraints
// and NoRegionArguments.

type regionCons uint8

const (
	anyRegion regionCons = iota
	sized1               // SizedRegion<1>
	maxSized1            // MaxSizedRegion<1>
)

type structure struct {
	singleBlock  bool
	noTerminator bool
	noRegionArgs bool
	// regions gives each region's name and constraint; the last entry
	// repeats for variadic regions.
	regions []namedRegion
}

type namedRegion struct {
	name string
	cons regionCons
}

var structures = map[string]structure{
	"scf.for":                {singleBlock: true, regions: []namedRegion{{"region", sized1}}},
	"scf.forall":             {singleBlock: true, regions: []namedRegion{{"region", sized1}}},
	"scf.forall.in_parallel": {singleBlock: true, noTerminator: true, regions: []namedRegion{{"region", sized1}}},
	"scf.if":                 {singleBlock: true, noRegionArgs: true, regions: []namedRegion{{"thenRegion", sized1}, {"elseRegion", maxSized1}}},
	"scf.parallel":           {singleBlock: true, regions: []namedRegion{{"region", sized1}}},
	"scf.reduce":             {regions: []namedRegion{{"reductions", sized1}}},
	"scf.while":              {singleBlock: true, regions: []namedRegion{{"before", sized1}, {"after", sized1}}},
	"scf.index_switch":       {singleBlock: true, regions: []namedRegion{{"defaultRegion", sized1}, {"caseRegions", sized1}}},
}

// verifyStructure runs the SingleBlock trait, the region constraints and
// NoRegionArguments, in the order MLIR's generated verifier does.
func verifyStructure(op *ir.Operation) error {
	s, ok := structures[op.Name()]
	if !ok {
		return nil
	}
	if s.singleBlock {
		for i, r := range op.Regions() {
			if r.Empty() {
				continue
			}
			if !r.HasOneBlock() {
				return op.Errorf("expects region #%d to have 0 or 1 blocks", i)
			}
			if !s.noTerminator && r.First().Empty() {
				return op.Errorf("expects a non-empty block")
			}
		}
	}
	for i, r := range op.Regions() {
		if len(s.regions) == 0 {
			break
		}
		nr := s.regions[len(s.regions)-1]
		if i < len(s.regions) {
			nr = s.regions[i]
		}
		n := r.NumBlocks()
		switch {
		case nr.cons == sized1 && n != 1:
			return op.Errorf("region #%d ('%s') failed to verify constraint: region with 1 blocks", i, nr.name)
		case nr.cons == maxSized1 && n > 1:
			return op.Errorf("region #%d ('%s') failed to verify constraint: region with at most 1 blocks", i, nr.name)
		}
	}
	if s.noRegionArgs {
		for i, r := range op.Regions() {
			if r.Empty() || r.First().NumArgs() == 0 {
				continue
			}
			if op.NumRegions() > 1 {
				return op.Errorf("region #%d should have no arguments", i)
			}
			return op.Errorf("region should have no arguments")
		}
	}
	return nil
}

// withStructure runs verifyStructure before the op's own verifier.
func withStructure(f func(*ir.Operation) error) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		if err := verifyAttrConstraints(op); err != nil {
			return err
		}
		if err := verifyStructure(op); err != nil {
			return err
		}
		if f != nil {
			return f(op)
		}
		return nil
	}
}

// wrapStructures puts verifyStructure in front of the Verify hooks (called
// after they are set, from verify.go's init).
func wrapStructures() {
	for name := range structures {
		h := hook(name)
		h.Verify = withStructure(h.Verify)
	}
}

// deviceMappingPrefixes are the attributes implementing
// DeviceMappingAttrInterface in MLIR 19 (the gpu dialect's).
var deviceMappingPrefixes = []string{"#gpu.block<", "#gpu.thread<", "#gpu.warp<", "#gpu.warpgroup<", "#gpu.memory_space<"}

// verifyAttrConstraints checks the ODS attribute constraints the specs do
// not spell out: scf.forall's DeviceMappingArrayAttr.
func verifyAttrConstraints(op *ir.Operation) error {
	if op.Name() != "scf.forall" {
		return nil
	}
	m := op.Attr("mapping")
	if m == nil {
		return nil
	}
	arr, ok := m.(*ir.ArrayAttr)
	bad := !ok
	if ok {
		for _, e := range arr.Elems {
			s := asm.AttrString(e)
			found := false
			for _, p := range deviceMappingPrefixes {
				if strings.HasPrefix(s, p) {
					found = true
				}
			}
			if !found {
				bad = true
			}
		}
	}
	if bad {
		return op.Errorf("attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute")
	}
	return nil
}
