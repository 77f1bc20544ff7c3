package rewrite

import (
	"slices"
	"sort"
	"sync"
)

// canonical holds the canonicalization patterns of ops by op name, as the
// dialects register them (MLIR's getCanonicalizationPatterns and
// canonicalize methods).
var canonical struct {
	sync.Mutex
	byOp map[string][]*Pattern
	all  []*Pattern // cached CanonicalizationPatterns, nil when stale
}

// RegisterCanonicalization adds patterns to the canonicalization patterns
// of op, the op name whose getCanonicalizationPatterns adds them in MLIR
// (a pattern may be rooted on another op). Dialects call it from init;
// the patterns are shared by every canonicalize pass and must hold no
// state.
func RegisterCanonicalization(op string, patterns ...*Pattern) {
	canonical.Lock()
	defer canonical.Unlock()
	if canonical.byOp == nil {
		canonical.byOp = map[string][]*Pattern{}
	}
	canonical.byOp[op] = append(canonical.byOp[op], patterns...)
	canonical.all = nil
}

// CanonicalizationPatterns returns the canonicalization patterns of every
// op, in the order MLIR 19's canonicalizer collects them: by op name (the
// context's sorted registered operations), each op's in the order it adds
// them.
func CanonicalizationPatterns() []*Pattern {
	canonical.Lock()
	defer canonical.Unlock()
	if canonical.all == nil {
		names := make([]string, 0, len(canonical.byOp))
		for n := range canonical.byOp {
			names = append(names, n)
		}
		sort.Strings(names)
		all := []*Pattern{}
		for _, n := range names {
			all = append(all, canonical.byOp[n]...)
		}
		canonical.all = all
	}
	return canonical.all
}

// FilterPatterns keeps the patterns whose name is not in disabled and, if
// enabled is not empty, is in enabled (MLIR's FrozenRewritePatternSet with
// disabledPatterns / enabledPatterns).
func FilterPatterns(ps []*Pattern, disabled, enabled []string) []*Pattern {
	if len(disabled) == 0 && len(enabled) == 0 {
		return ps
	}
	var out []*Pattern
	for _, p := range ps {
		if slices.Contains(disabled, p.Name) {
			continue
		}
		if len(enabled) > 0 && !slices.Contains(enabled, p.Name) {
			continue
		}
		out = append(out, p)
	}
	return out
}
