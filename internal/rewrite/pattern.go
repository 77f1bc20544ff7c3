package rewrite

import (
	"errors"
	"fmt"
	"sort"

	"gpuc/internal/ir"
)

// Pattern rewrites ops through a Rewriter (MLIR's RewritePattern). Root is
// the op name it applies to ("" for any op, and see RootIf); Rewrite
// returns nil when it changed the IR and ErrNoMatch (or NoMatch) when it
// does not apply, having then changed nothing.
type Pattern struct {
	// Name is the pattern's debug name, which disable-patterns and
	// enable-patterns filter on.
	Name    string
	Root    string
	Benefit int
	// RootIf, for a pattern without Root, restricts it to the registered
	// ops it returns true for; it is added to the list of each such op, as
	// MLIR adds interface and trait patterns (OpInterfaceRewritePattern).
	RootIf  func(def *ir.OpDef) bool
	Rewrite func(op *ir.Operation, rw *Rewriter) error
}

// NewPattern returns the pattern named name, rooted on op root, with
// MLIR's default benefit of 1.
func NewPattern(name, root string, f func(op *ir.Operation, rw *Rewriter) error) *Pattern {
	return &Pattern{Name: name, Root: root, Benefit: 1, Rewrite: f}
}

// ErrNoMatch is the match failure patterns return.
var ErrNoMatch = errors.New("pattern did not match")

// NoMatch returns a match failure with a reason (MLIR's
// notifyMatchFailure).
func NoMatch(format string, args ...any) error {
	return &matchFailure{fmt.Sprintf(format, args...)}
}

type matchFailure struct{ reason string }

func (m *matchFailure) Error() string   { return m.reason }
func (m *matchFailure) Is(e error) bool { return e == ErrNoMatch }

// PatternSet is a frozen set of patterns, by root op (MLIR's
// FrozenRewritePatternSet and PatternApplicator with the default cost
// model): each op's list holds its own patterns then those of its
// interfaces and traits, in the order they were given, stably sorted by
// decreasing benefit; patterns for any op are kept apart.
type PatternSet struct {
	byName map[string][]*Pattern
	rootIf []*Pattern
	anyOp  []*Pattern
	// perOp caches the lists of registered ops with RootIf patterns.
	perOp map[*ir.OpDef][]*Pattern
}

// NewPatternSet freezes patterns.
func NewPatternSet(patterns []*Pattern) *PatternSet {
	s := &PatternSet{byName: map[string][]*Pattern{}, perOp: map[*ir.OpDef][]*Pattern{}}
	for _, p := range patterns {
		switch {
		case p.Root != "":
			s.byName[p.Root] = append(s.byName[p.Root], p)
		case p.RootIf != nil:
			s.rootIf = append(s.rootIf, p)
		default:
			s.anyOp = append(s.anyOp, p)
		}
	}
	for _, ps := range s.byName {
		sortByBenefit(ps)
	}
	sortByBenefit(s.anyOp)
	return s
}

func sortByBenefit(ps []*Pattern) {
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit > ps[j].Benefit })
}

// Clone returns the set with a cache of its own, for another goroutine.
func (s *PatternSet) Clone() *PatternSet {
	c := *s
	c.perOp = map[*ir.OpDef][]*Pattern{}
	return &c
}

// MayApply reports whether some pattern of the set may apply to ops of
// def.
func (s *PatternSet) MayApply(def *ir.OpDef) bool {
	if len(s.anyOp) > 0 || len(s.byName[def.Name]) > 0 {
		return true
	}
	for _, p := range s.rootIf {
		if p.RootIf(def) {
			return true
		}
	}
	return false
}

// Empty reports whether the set has no pattern.
func (s *PatternSet) Empty() bool {
	return len(s.byName) == 0 && len(s.rootIf) == 0 && len(s.anyOp) == 0
}

// opPatterns returns the patterns rooted on op's name, sorted.
func (s *PatternSet) opPatterns(op *ir.Operation) []*Pattern {
	own := s.byName[op.Name()]
	def := op.Def()
	if len(s.rootIf) == 0 || def == nil {
		return own
	}
	if ps, ok := s.perOp[def]; ok {
		return ps
	}
	// MLIR adds interface and trait patterns to each op's list after the
	// op's own, in the order the set was built, then sorts.
	ps := append([]*Pattern(nil), own...)
	for _, p := range s.rootIf {
		if p.RootIf(def) {
			ps = append(ps, p)
		}
	}
	sortByBenefit(ps)
	s.perOp[def] = ps
	return ps
}

// matchAndRewrite tries the patterns for op, best benefit first, op
// patterns before any-op patterns of the same benefit, until one applies.
func (s *PatternSet) matchAndRewrite(op *ir.Operation, rw *Rewriter) bool {
	opPs := s.opPatterns(op)
	i, j := 0, 0
	for i < len(opPs) || j < len(s.anyOp) {
		var p *Pattern
		if i < len(opPs) {
			p = opPs[i]
		}
		if j < len(s.anyOp) && (p == nil || p.Benefit < s.anyOp[j].Benefit) {
			p = s.anyOp[j]
			j++
		} else {
			i++
		}
		ip := rw.SaveInsertionPoint()
		rw.SetInsertionPoint(op)
		err := p.Rewrite(op, rw)
		rw.RestoreInsertionPoint(ip)
		if err == nil {
			return true
		}
	}
	return false
}
