package math

import "gpuc/internal/dialect/arith"

// The math ops have no C++ verifiers; their Elementwise and
// SameOperandsAndResultShape traits run after the ODS invariants.
func init() {
	for _, s := range genOps {
		if v := arith.SpecTraitVerifier(s); v != nil && hook(s.Name).Verify == nil {
			hook(s.Name).Verify = v
		}
	}
}
