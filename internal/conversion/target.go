package conversion

import "gpuc/internal/ir"

// action is what a Target says of an op name or dialect.
type action uint8

const (
	actionLegal action = iota + 1
	actionDynamic
	actionIllegal
)

type legality struct {
	action    action
	dynamic   func(op *ir.Operation) bool // for actionDynamic; nil means unknown
	recursive bool
}

// Target says which ops are legal after conversion (MLIR's
// ConversionTarget). Op entries take precedence over dialect entries; an op
// neither names has unknown legality, which a partial conversion leaves as
// it is when no pattern applies.
type Target struct {
	ops      map[string]*legality
	dialects map[string]*legality
	// unknown is the legality of ops neither entry names (nil: unknown).
	unknown *legality
}

// NewTarget returns an empty target.
func NewTarget() *Target {
	return &Target{ops: map[string]*legality{}, dialects: map[string]*legality{}}
}

// AddLegalDialect marks every op of the dialects legal.
func (t *Target) AddLegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = &legality{action: actionLegal}
	}
}

// AddIllegalDialect marks every op of the dialects illegal.
func (t *Target) AddIllegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = &legality{action: actionIllegal}
	}
}

// AddLegalOp marks ops legal.
func (t *Target) AddLegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = &legality{action: actionLegal}
	}
}

// AddIllegalOp marks ops illegal.
func (t *Target) AddIllegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = &legality{action: actionIllegal}
	}
}

// AddDynamicallyLegalOp makes an op's legality depend on f.
func (t *Target) AddDynamicallyLegalOp(name string, f func(op *ir.Operation) bool) {
	t.ops[name] = &legality{action: actionDynamic, dynamic: f}
}

// MarkUnknownOpDynamicallyLegal makes the legality of every op that no op
// or dialect entry names depend on f (MLIR's markUnknownOpDynamicallyLegal):
// such an op is legal when f says so, and is then neither folded nor
// rewritten.
func (t *Target) MarkUnknownOpDynamicallyLegal(f func(op *ir.Operation) bool) {
	t.unknown = &legality{action: actionDynamic, dynamic: f}
}

// MarkOpRecursivelyLegal makes the ops nested in a legal op of this name
// legal too (they are not visited).
func (t *Target) MarkOpRecursivelyLegal(names ...string) {
	for _, n := range names {
		if l := t.ops[n]; l != nil {
			l.recursive = true
		} else {
			t.ops[n] = &legality{recursive: true}
		}
	}
}

func (t *Target) info(op *ir.Operation) *legality {
	if l := t.ops[op.Name()]; l != nil && l.action != 0 {
		return l
	}
	if l := t.dialects[ir.DialectOf(op.Name())]; l != nil {
		return l
	}
	return t.unknown
}

// isLegal reports whether op is known legal, and whether its nested ops are
// legal with it.
func (t *Target) isLegal(op *ir.Operation) (legal, recursive bool) {
	l := t.info(op)
	if l == nil {
		return false, false
	}
	switch l.action {
	case actionLegal:
		legal = true
	case actionDynamic:
		legal = l.dynamic != nil && l.dynamic(op)
	}
	if !legal {
		return false, false
	}
	if r := t.ops[op.Name()]; r != nil && r.recursive {
		recursive = true
	}
	return true, recursive
}

// isIllegal reports whether op is known illegal.
func (t *Target) isIllegal(op *ir.Operation) bool {
	l := t.info(op)
	if l == nil {
		return false
	}
	if l.action == actionDynamic {
		return l.dynamic != nil && !l.dynamic(op)
	}
	return l.action == actionIllegal
}

// isAlwaysLegal reports whether ops of this name are legal whatever they
// hold (patterns rooted on them are never needed).
func (t *Target) isAlwaysLegal(name string) bool {
	if l := t.ops[name]; l != nil && l.action != 0 {
		return l.action == actionLegal
	}
	if l := t.dialects[ir.DialectOf(name)]; l != nil {
		return l.action == actionLegal
	}
	return false
}
