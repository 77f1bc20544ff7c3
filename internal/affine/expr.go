// Package affine implements MLIR 19's affine expressions, affine maps and
// integer sets: construction with MLIR's canonicalizing simplifications
// (mlir/lib/IR/AffineExpr.cpp), parsing of the textual bodies of
// `affine_map<...>` and `affine_set<...>` (mlir/lib/AsmParser/AffineParser.cpp)
// and printing byte-identical to mlir-opt-19 (mlir/lib/IR/AsmPrinter.cpp).
//
// All values are immutable: an Expr is a handle to a shared, never-modified
// tree node, and the slices inside Map and Set must not be modified after
// construction.
package affine

import (
	"math"
	"math/bits"
)

// Kind is the kind of an affine expression node. The order matches MLIR's
// AffineExprKind.
type Kind uint8

// The expression kinds.
const (
	KindAdd Kind = iota
	KindMul
	KindMod
	KindFloorDiv
	KindCeilDiv
	KindConstant
	KindDim
	KindSymbol
)

// String returns a short name of the kind.
func (k Kind) String() string {
	switch k {
	case KindAdd:
		return "add"
	case KindMul:
		return "mul"
	case KindMod:
		return "mod"
	case KindFloorDiv:
		return "floordiv"
	case KindCeilDiv:
		return "ceildiv"
	case KindConstant:
		return "constant"
	case KindDim:
		return "dim"
	case KindSymbol:
		return "symbol"
	}
	return "invalid"
}

// IsBinary reports whether k is one of the binary operation kinds.
func (k Kind) IsBinary() bool { return k <= KindCeilDiv }

// node is an immutable expression tree node. Derived properties are computed
// once at construction so that the simplification rules, which query them on
// every construction, stay linear instead of quadratic on long expressions.
type node struct {
	kind     Kind
	lhs, rhs *node
	val      int64 // constant value, or dim/symbol position
	hash     uint64
	depth    int32
	symbolic bool  // MLIR isSymbolicOrConstant
	divisor  int64 // MLIR getLargestKnownDivisor
}

// Expr is an immutable affine expression. The zero Expr is the null
// expression (like a null mlir::AffineExpr); it is only produced by the
// accessors of non-binary expressions and must not be passed to
// constructors.
type Expr struct{ n *node }

func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

func leaf(k Kind, v int64) Expr {
	n := &node{kind: k, val: v, depth: 1}
	n.hash = mix(uint64(k)*0x9e3779b97f4a7c15 ^ mix(uint64(v)))
	switch k {
	case KindConstant:
		n.symbolic = true
		n.divisor = absWrap(v)
	case KindSymbol:
		n.symbolic = true
		n.divisor = 1
	default:
		n.divisor = 1
	}
	return Expr{n}
}

// Dim returns the dimension expression d<pos>.
func Dim(pos int) Expr { return leaf(KindDim, int64(pos)) }

// Symbol returns the symbol expression s<pos>.
func Symbol(pos int) Expr { return leaf(KindSymbol, int64(pos)) }

// Const returns the constant expression v.
func Const(v int64) Expr { return leaf(KindConstant, v) }

// absWrap is std::abs on int64 as it behaves in practice (abs(MinInt64)
// stays MinInt64).
func absWrap(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func gcdU(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// raw builds a binary node without any simplification (the uniquer.get in
// MLIR's operators).
func raw(k Kind, l, r Expr) Expr {
	n := &node{kind: k, lhs: l.n, rhs: r.n}
	n.hash = mix(uint64(k)*0x9e3779b97f4a7c15 ^ l.n.hash*31 ^ mix(r.n.hash+uint64(k)))
	d := l.n.depth
	if r.n.depth > d {
		d = r.n.depth
	}
	if d < math.MaxInt32 {
		d++
	}
	n.depth = d
	n.symbolic = l.n.symbolic && r.n.symbolic
	switch k {
	case KindMul:
		n.divisor = l.n.divisor * r.n.divisor
	case KindAdd, KindMod:
		n.divisor = int64(gcdU(uint64(l.n.divisor), uint64(r.n.divisor)))
	case KindFloorDiv, KindCeilDiv:
		n.divisor = 1
		if r.n.kind == KindConstant && r.n.val != 0 {
			lhsDiv := l.n.divisor
			if lhsDiv%r.n.val == 0 {
				n.divisor = absWrap(lhsDiv / r.n.val)
			}
		}
	}
	return Expr{n}
}

// IsNull reports whether e is the null expression.
func (e Expr) IsNull() bool { return e.n == nil }

// Kind returns the kind of e.
func (e Expr) Kind() Kind { return e.n.kind }

// LHS returns the left operand of a binary expression (null otherwise).
func (e Expr) LHS() Expr { return Expr{e.n.lhs} }

// RHS returns the right operand of a binary expression (null otherwise).
func (e Expr) RHS() Expr { return Expr{e.n.rhs} }

// Value returns the value of a constant expression (0 otherwise).
func (e Expr) Value() int64 {
	if e.n.kind != KindConstant {
		return 0
	}
	return e.n.val
}

// Position returns the position of a dim or symbol expression (0 otherwise).
func (e Expr) Position() int {
	if e.n.kind != KindDim && e.n.kind != KindSymbol {
		return 0
	}
	return int(e.n.val)
}

// Depth returns the height of the expression tree (1 for a leaf).
func (e Expr) Depth() int { return int(e.n.depth) }

// IsConstant reports whether e is a constant expression.
func (e Expr) IsConstant() bool { return e.n != nil && e.n.kind == KindConstant }

// IsConstantValue reports whether e is the constant v.
func (e Expr) IsConstantValue(v int64) bool {
	return e.n != nil && e.n.kind == KindConstant && e.n.val == v
}

// IsDim reports whether e is a dimension expression.
func (e Expr) IsDim() bool { return e.n != nil && e.n.kind == KindDim }

// IsSymbol reports whether e is a symbol expression.
func (e Expr) IsSymbol() bool { return e.n != nil && e.n.kind == KindSymbol }

// IsSymbolicOrConstant reports whether e is made only of symbols and
// constants (MLIR isSymbolicOrConstant).
func (e Expr) IsSymbolicOrConstant() bool { return e.n.symbolic }

// LargestKnownDivisor returns MLIR's getLargestKnownDivisor of e.
func (e Expr) LargestKnownDivisor() int64 { return e.n.divisor }

// IsPureAffine reports whether multiplication, floordiv, ceildiv and mod in
// e are only by constants (MLIR isPureAffine).
func (e Expr) IsPureAffine() bool {
	n := e.n
	switch n.kind {
	case KindConstant, KindDim, KindSymbol:
		return true
	case KindAdd:
		return Expr{n.lhs}.IsPureAffine() && Expr{n.rhs}.IsPureAffine()
	case KindMul:
		return Expr{n.lhs}.IsPureAffine() && Expr{n.rhs}.IsPureAffine() &&
			(n.lhs.kind == KindConstant || n.rhs.kind == KindConstant)
	default:
		return Expr{n.lhs}.IsPureAffine() && n.rhs.kind == KindConstant
	}
}

// IsFunctionOfDim reports whether dimension pos appears in e.
func (e Expr) IsFunctionOfDim(pos int) bool {
	n := e.n
	if n.kind == KindDim {
		return n.val == int64(pos)
	}
	if n.kind.IsBinary() {
		return Expr{n.lhs}.IsFunctionOfDim(pos) || Expr{n.rhs}.IsFunctionOfDim(pos)
	}
	return false
}

// IsFunctionOfSymbol reports whether symbol pos appears in e.
func (e Expr) IsFunctionOfSymbol(pos int) bool {
	n := e.n
	if n.kind == KindSymbol {
		return n.val == int64(pos)
	}
	if n.kind.IsBinary() {
		return Expr{n.lhs}.IsFunctionOfSymbol(pos) || Expr{n.rhs}.IsFunctionOfSymbol(pos)
	}
	return false
}

// Equal reports whether a and b are structurally equal, which is MLIR's
// (uniqued pointer) equality of affine expressions.
func Equal(a, b Expr) bool { return eqNode(a.n, b.n) }

// Equal reports whether e and o are structurally equal.
func (e Expr) Equal(o Expr) bool { return eqNode(e.n, o.n) }

func eqNode(a, b *node) bool {
	for {
		if a == b {
			return true
		}
		if a == nil || b == nil || a.hash != b.hash || a.kind != b.kind ||
			a.depth != b.depth || a.val != b.val {
			return false
		}
		if !a.kind.IsBinary() {
			return true
		}
		if !eqNode(a.lhs, b.lhs) {
			return false
		}
		a, b = a.rhs, b.rhs
	}
}

// Binary returns the binary expression of the given kind with MLIR's
// simplifications applied (mlir::getAffineBinaryOpExpr). kind must be a
// binary kind.
func Binary(kind Kind, lhs, rhs Expr) Expr {
	switch kind {
	case KindAdd:
		return lhs.Add(rhs)
	case KindMul:
		return lhs.Mul(rhs)
	case KindFloorDiv:
		return lhs.FloorDiv(rhs)
	case KindCeilDiv:
		return lhs.CeilDiv(rhs)
	case KindMod:
		return lhs.Mod(rhs)
	}
	panic("affine: Binary with non-binary kind")
}

// Add returns e + o, simplified as MLIR's operator+ does.
func (e Expr) Add(o Expr) Expr {
	if s := simplifyAdd(e, o); s.n != nil {
		return s
	}
	return raw(KindAdd, e, o)
}

// AddConst returns e + v.
func (e Expr) AddConst(v int64) Expr { return e.Add(Const(v)) }

// Mul returns e * o, simplified as MLIR's operator* does.
func (e Expr) Mul(o Expr) Expr {
	if s := simplifyMul(e, o); s.n != nil {
		return s
	}
	return raw(KindMul, e, o)
}

// MulConst returns e * v.
func (e Expr) MulConst(v int64) Expr { return e.Mul(Const(v)) }

// Neg returns -e, i.e. e * -1.
func (e Expr) Neg() Expr { return e.Mul(Const(-1)) }

// Sub returns e - o, i.e. e + o * -1.
func (e Expr) Sub(o Expr) Expr { return e.Add(o.Neg()) }

// FloorDiv returns e floordiv o, simplified as MLIR does.
func (e Expr) FloorDiv(o Expr) Expr {
	if s := simplifyFloorDiv(e, o); s.n != nil {
		return s
	}
	return raw(KindFloorDiv, e, o)
}

// CeilDiv returns e ceildiv o, simplified as MLIR does.
func (e Expr) CeilDiv(o Expr) Expr {
	if s := simplifyCeilDiv(e, o); s.n != nil {
		return s
	}
	return raw(KindCeilDiv, e, o)
}

// Mod returns e mod o, simplified as MLIR's operator% does.
func (e Expr) Mod(o Expr) Expr {
	if s := simplifyMod(e, o); s.n != nil {
		return s
	}
	return raw(KindMod, e, o)
}

func constOf(e Expr) (int64, bool) {
	if e.n.kind == KindConstant {
		return e.n.val, true
	}
	return 0, false
}

func isKind(e Expr, k Kind) bool { return e.n != nil && e.n.kind == k }

// simplifyAdd mirrors MLIR 19's simplifyAdd; it returns the null Expr when
// no simplification applies.
func simplifyAdd(lhs, rhs Expr) Expr {
	lc, lok := constOf(lhs)
	rc, rok := constOf(rhs)
	// Fold if both are constants and the sum does not overflow.
	if lok && rok {
		sum, carry := addOverflow(lc, rc)
		if carry {
			return Expr{}
		}
		return Const(sum)
	}
	// Canonicalize so that only the RHS is a constant; if only one is
	// symbolic, make it the RHS.
	if lok || (lhs.n.symbolic && !rhs.n.symbolic) {
		return rhs.Add(lhs)
	}
	if rok && rc == 0 {
		return lhs
	}
	// Fold successive additions like (d0 + 2) + 3 into d0 + 5.
	lBin := lhs.n.kind.IsBinary()
	if lBin && rok && lhs.n.kind == KindAdd {
		if lrc, ok := constOf(lhs.RHS()); ok {
			return lhs.LHS().Add(Const(lrc + rc))
		}
	}
	// Detect "c1 * expr + c2 * expr" as "(c1 + c2) * expr".
	var c1, c2 int64
	var first, second Expr
	if isKind(lhs, KindMul) && lhs.RHS().IsConstant() {
		c1, first = lhs.RHS().n.val, lhs.LHS()
	} else {
		c1, first = 1, lhs
	}
	rBin := rhs.n.kind.IsBinary()
	if isKind(rhs, KindMul) && rhs.RHS().IsConstant() {
		c2, second = rhs.RHS().n.val, rhs.LHS()
	} else {
		c2, second = 1, rhs
	}
	if Equal(first, second) {
		return first.Mul(Const(c1 + c2))
	}
	// Bring constants to the right: (d0 + 2) + d1 becomes (d0 + d1) + 2.
	if lBin && lhs.n.kind == KindAdd {
		if lrhs := lhs.RHS(); lrhs.IsConstant() {
			return lhs.LHS().Add(rhs).Add(lrhs)
		}
	}
	// Detect "expr - q * (expr floordiv q)" and turn it into "expr mod q".
	if !rBin {
		return Expr{}
	}
	lrhs := rhs.LHS()
	rrhs := rhs.RHS()
	if rrhs.IsConstantValue(-1) && isKind(lrhs, KindMul) {
		llrhs := lrhs.LHS()
		rlrhs := lrhs.RHS()
		if !isKind(llrhs, KindFloorDiv) {
			return Expr{}
		}
		if Equal(llrhs.RHS(), rlrhs) && Equal(lhs, llrhs.LHS()) {
			return lhs.Mod(rlrhs)
		}
	}
	// expr + (expr floordiv c) * -c  ==>  expr mod c.
	if !lrhs.n.kind.IsBinary() || rhs.n.kind != KindMul || lrhs.n.kind != KindFloorDiv {
		return Expr{}
	}
	llrhs := lrhs.LHS()
	rlrhs := lrhs.RHS()
	if Equal(lhs, llrhs) && Equal(rlrhs, rrhs.Neg()) {
		return lhs.Mod(rlrhs)
	}
	return Expr{}
}

func addOverflow(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0)
}

func mulOverflow(a, b int64) (int64, bool) {
	p := a * b
	if a == 0 || b == 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(uabs(a), uabs(b))
	if hi != 0 {
		return p, true
	}
	if (a < 0) != (b < 0) {
		return p, lo > 1<<63
	}
	return p, lo > math.MaxInt64
}

func uabs(v int64) uint64 {
	if v < 0 {
		return uint64(-v)
	}
	return uint64(v)
}

// simplifyMul mirrors MLIR 19's simplifyMul.
func simplifyMul(lhs, rhs Expr) Expr {
	lc, lok := constOf(lhs)
	rc, rok := constOf(rhs)
	if lok && rok {
		p, of := mulOverflow(lc, rc)
		if of {
			return Expr{}
		}
		return Const(p)
	}
	if !lhs.n.symbolic && !rhs.n.symbolic {
		return Expr{}
	}
	// Canonicalize so that the constant/symbolic term is the RHS.
	if !rhs.n.symbolic || lok {
		return rhs.Mul(lhs)
	}
	if rok {
		if rc == 1 {
			return lhs
		}
		if rc == 0 {
			return rhs
		}
	}
	// Fold successive multiplications: (d0 * 2) * 3 into d0 * 6.
	if isKind(lhs, KindMul) && rok {
		if lrc, ok := constOf(lhs.RHS()); ok {
			return lhs.LHS().Mul(Const(lrc * rc))
		}
	}
	// Bring constants to the right: (d0 * 2) * d1 becomes (d0 * d1) * 2.
	if isKind(lhs, KindMul) {
		if lrhs := lhs.RHS(); lrhs.IsConstant() {
			return lhs.LHS().Mul(rhs).Mul(lrhs)
		}
	}
	return Expr{}
}

// FloorDivInt is MLIR's divideFloorSigned; b must be nonzero and the
// division must not overflow.
func FloorDivInt(a, b int64) int64 {
	if a == 0 {
		return 0
	}
	bias := int64(-1)
	if b < 0 {
		bias = 1
	}
	if (a >= 0) == (b >= 0) {
		return a / b
	}
	return (a-bias)/b - 1
}

// CeilDivInt is MLIR's divideCeilSigned; b must be nonzero and the division
// must not overflow.
func CeilDivInt(a, b int64) int64 {
	if a == 0 {
		return 0
	}
	bias := int64(1)
	if b < 0 {
		bias = -1
	}
	if (a >= 0) == (b >= 0) {
		return (a-bias)/b + 1
	}
	return a / b
}

// ModInt is MLIR's mod: the non-negative remainder of a by b >= 1.
func ModInt(a, b int64) int64 {
	r := a % b
	if r < 0 {
		return r + b
	}
	return r
}

// simplifyFloorDiv mirrors MLIR 19's simplifyFloorDiv.
func simplifyFloorDiv(lhs, rhs Expr) Expr {
	lc, lok := constOf(lhs)
	rc, rok := constOf(rhs)
	if !rok || rc == 0 {
		return Expr{}
	}
	if lok {
		if lc == math.MinInt64 && rc == -1 {
			return Expr{}
		}
		return Const(FloorDivInt(lc, rc))
	}
	if rc == 1 {
		return lhs
	}
	// (expr * lrhs) floordiv rhsConst when lrhs is a multiple of rhsConst.
	if isKind(lhs, KindMul) {
		if lrc, ok := constOf(lhs.RHS()); ok && lrc%rc == 0 {
			return lhs.LHS().Mul(Const(lrc / rc))
		}
	}
	// (expr1 + expr2) floordiv c when either is a multiple of c.
	if isKind(lhs, KindAdd) {
		llDiv := lhs.LHS().n.divisor
		lrDiv := lhs.RHS().n.divisor
		if llDiv%rc == 0 || lrDiv%rc == 0 {
			return lhs.LHS().FloorDiv(Const(rc)).Add(lhs.RHS().FloorDiv(Const(rc)))
		}
	}
	return Expr{}
}

// simplifyCeilDiv mirrors MLIR 19's simplifyCeilDiv.
func simplifyCeilDiv(lhs, rhs Expr) Expr {
	lc, lok := constOf(lhs)
	rc, rok := constOf(rhs)
	if !rok || rc == 0 {
		return Expr{}
	}
	if lok {
		if lc == math.MinInt64 && rc == -1 {
			return Expr{}
		}
		return Const(CeilDivInt(lc, rc))
	}
	if rc == 1 {
		return lhs
	}
	if isKind(lhs, KindMul) {
		if lrc, ok := constOf(lhs.RHS()); ok && lrc%rc == 0 {
			return lhs.LHS().Mul(Const(lrc / rc))
		}
	}
	return Expr{}
}

// simplifyMod mirrors MLIR 19's simplifyMod.
func simplifyMod(lhs, rhs Expr) Expr {
	lc, lok := constOf(lhs)
	rc, rok := constOf(rhs)
	if !rok || rc < 1 {
		return Expr{}
	}
	if lok {
		return Const(ModInt(lc, rc))
	}
	if lhs.n.divisor%rc == 0 {
		return Const(0)
	}
	if isKind(lhs, KindAdd) {
		llDiv := lhs.LHS().n.divisor
		lrDiv := lhs.RHS().n.divisor
		if llDiv%rc == 0 {
			return lhs.RHS().Mod(Const(rc))
		}
		if lrDiv%rc == 0 {
			return lhs.LHS().Mod(Const(rc))
		}
	}
	// (e mod a) mod b is e mod b when b divides a.
	if isKind(lhs, KindMod) {
		if a, ok := constOf(lhs.RHS()); ok && a >= 1 && ModInt(a, rc) == 0 {
			return lhs.LHS().Mod(Const(rc))
		}
	}
	return Expr{}
}

// ReplaceDimsAndSymbols substitutes dim i by dims[i] and symbol j by
// syms[j] (positions beyond the slices are kept), rebuilding with
// simplification like MLIR's replaceDimsAndSymbols.
func (e Expr) ReplaceDimsAndSymbols(dims, syms []Expr) Expr {
	n := e.n
	switch n.kind {
	case KindConstant:
		return e
	case KindDim:
		if n.val < int64(len(dims)) {
			return dims[n.val]
		}
		return e
	case KindSymbol:
		if n.val < int64(len(syms)) {
			return syms[n.val]
		}
		return e
	}
	l := Expr{n.lhs}.ReplaceDimsAndSymbols(dims, syms)
	r := Expr{n.rhs}.ReplaceDimsAndSymbols(dims, syms)
	if l.n == n.lhs && r.n == n.rhs {
		return e
	}
	return Binary(n.kind, l, r)
}

// Walk calls fn on every node of e in post order.
func (e Expr) Walk(fn func(Expr)) {
	if e.n.kind.IsBinary() {
		Expr{e.n.lhs}.Walk(fn)
		Expr{e.n.rhs}.Walk(fn)
	}
	fn(e)
}
