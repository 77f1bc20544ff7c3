package ir

// FoldResult is one result of a fold: an existing value or a constant.
type FoldResult struct {
	Value *Value
	Attr  Attribute
}

// FoldValue and FoldAttr make fold results.
func FoldValue(v *Value) FoldResult   { return FoldResult{Value: v} }
func FoldAttr(a Attribute) FoldResult { return FoldResult{Attr: a} }

func foldOwn(op *Operation, r FoldResult) bool { return r.Value != nil && r.Value == op.Result(0) }

// FoldFunc is an op's folder. operands holds the constant value of each
// operand, nil where the operand is not defined by a constant. It returns
// ok false when the op does not fold. With ok true, results is either empty
// (the op was changed in place) or has one entry per op result. A
// single-result folder may also return the op's own result to say it folded
// in place, as MLIR's single-result fold methods do.
type FoldFunc func(op *Operation, operands []Attribute) (results []FoldResult, ok bool)

// ConstantValue returns the constant a ConstantLike op defining v folds to,
// or nil (MLIR's matchPattern(v, m_Constant())).
func ConstantValue(v *Value) Attribute {
	if v == nil {
		return nil
	}
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ConstantLike) {
		return nil
	}
	return constantOf(def)
}

func constantOf(op *Operation) Attribute {
	if f := op.name.Def.Fold; f != nil {
		res, ok := f(op, nil)
		if ok && len(res) == 1 && res[0].Attr != nil {
			return res[0].Attr
		}
		return nil
	}
	return op.Attr("value")
}

// IsConstant reports whether op is ConstantLike and folds to a constant.
func (op *Operation) IsConstant() bool {
	return op.HasTrait(ConstantLike) && constantOf(op) != nil
}

// Fold runs the op's folder and, where it fails or folds in place, the
// folds of its traits (Commutative, Idempotent, Involution), as MLIR's
// Operation::fold does. ok false means nothing folded; ok true with no
// results means the op was changed in place.
func (op *Operation) Fold() (results []FoldResult, ok bool) {
	def := op.name.Def
	if def == nil {
		return nil, false
	}
	// Most ops have neither a folder nor a trait that folds: drivers try
	// every op, so those are turned away before anything is computed.
	if def.Fold == nil && def.Traits&(Commutative|CastOpInterface|Idempotent|Involution) == 0 {
		return nil, false
	}
	operands := make([]Attribute, op.NumOperands())
	for i := range operands {
		operands[i] = ConstantValue(op.Operand(i))
	}
	if def.Fold != nil {
		res, ok := def.Fold(op, operands)
		inPlace := ok && (len(res) == 0 || op.NumResults() == 1 && len(res) == 1 && foldOwn(op, res[0]))
		if ok && !inPlace {
			return res, true
		}
		if tr, tok := foldTraits(op, operands); tok {
			return tr, true
		}
		if inPlace {
			return nil, true
		}
		return nil, false
	}
	return foldTraits(op, operands)
}

// foldTraits applies the trait folds in MLIR's order; the first that
// succeeds wins.
func foldTraits(op *Operation, operands []Attribute) ([]FoldResult, bool) {
	t := op.name.Def.Traits
	if t&Commutative != 0 && foldCommutative(op, operands) {
		return nil, true
	}
	if t&CastOpInterface != 0 && op.NumOperands() > 0 && typesEqual(op.OperandTypes(), op.ResultTypes()) {
		res := make([]FoldResult, op.NumOperands())
		for i, v := range op.Operands() {
			res[i] = FoldValue(v)
		}
		return res, true
	}
	if op.NumResults() != 1 {
		return nil, false
	}
	if t&Idempotent != 0 {
		if v := foldIdempotent(op); v != nil {
			return []FoldResult{FoldValue(v)}, true
		}
	}
	if t&Involution != 0 {
		if v := foldInvolution(op); v != nil {
			return []FoldResult{FoldValue(v)}, true
		}
	}
	return nil, false
}

// foldCommutative moves constant operands to the end, keeping the order
// within each group (MLIR's OpTrait::impl::foldCommutative).
func foldCommutative(op *Operation, operands []Attribute) bool {
	n := op.NumOperands()
	if n < 2 {
		return false
	}
	first := -1
	for i := 0; i < n; i++ {
		if operands[i] != nil {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	var nonConst, consts []*Value
	for i := first; i < n; i++ {
		if operands[i] == nil {
			nonConst = append(nonConst, op.Operand(i))
		} else {
			consts = append(consts, op.Operand(i))
		}
	}
	if len(nonConst) == 0 {
		return false
	}
	vals := append(nonConst, consts...)
	for i, v := range vals {
		op.OpOperand(first + i).Set(v)
	}
	return true
}

func foldIdempotent(op *Operation) *Value {
	switch op.NumOperands() {
	case 1:
		if d := op.Operand(0).DefiningOp(); d != nil && d.name == op.name {
			return op.Operand(0)
		}
	case 2:
		if op.Operand(0) == op.Operand(1) {
			return op.Operand(0)
		}
	}
	return nil
}

func foldInvolution(op *Operation) *Value {
	if op.NumOperands() == 0 {
		return nil
	}
	if d := op.Operand(0).DefiningOp(); d != nil && d.name == op.name && d.NumOperands() > 0 {
		return d.Operand(0)
	}
	return nil
}

// Dialect returns the registered dialect of the op, or nil.
func (op *Operation) Dialect() *Dialect {
	if op.name.Def != nil && op.name.Def.Dialect != nil {
		return op.name.Def.Dialect
	}
	return op.name.ctx.Registry.Dialect(op.name.Dialect)
}

// TryFold folds op and materializes constant results at the builder's
// insertion point, as MLIR's OpBuilder::tryFold: it returns the replacement
// values (none for an in-place fold) and the constant ops it created, or ok
// false (nothing created) when the op is a constant, does not fold, or a
// constant cannot be materialized.
func (b *Builder) TryFold(op *Operation) (values []*Value, created []*Operation, ok bool) {
	if op.IsConstant() {
		return nil, nil, false
	}
	res, ok := op.Fold()
	if !ok {
		return nil, nil, false
	}
	if len(res) == 0 {
		return nil, nil, true
	}
	dialect := op.Dialect()
	detached := &Builder{Ctx: b.Ctx, loc: b.loc}
	for i, r := range res {
		if r.Value != nil {
			values = append(values, r.Value)
			continue
		}
		var cst *Operation
		if dialect != nil && dialect.MaterializeConstant != nil {
			cst = dialect.MaterializeConstant(detached, r.Attr, op.Result(i).Type(), op.Loc())
		}
		if cst == nil {
			for _, c := range created {
				c.Erase()
			}
			return nil, nil, false
		}
		created = append(created, cst)
		values = append(values, cst.Result(0))
	}
	for _, c := range created {
		if b.block != nil {
			b.block.InsertBefore(c, b.before)
		}
	}
	return values, created, true
}

func typesEqual(a, b []Type) bool {
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
