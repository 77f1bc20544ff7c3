package affine

import (
	"strconv"
	"strings"
)

// Printer callbacks and helpers mirroring AsmPrinter::Impl::printAffineExpr.

// NameFunc prints the name of dim or symbol pos; it is used to print
// expressions whose dims and symbols are SSA values (as in affine.apply).
type NameFunc func(b *strings.Builder, pos int, isSymbol bool)

// String returns MLIR's spelling of e, e.g. `d0 * 2 + s0 - 1`.
func (e Expr) String() string {
	if e.n == nil {
		return "<<NULL AFFINE EXPR>>"
	}
	var b strings.Builder
	printExpr(&b, e.n, false, nil)
	return b.String()
}

// Print appends MLIR's spelling of e to b, naming dims and symbols with
// names when it is not nil (d<N>/s<N> otherwise).
func (e Expr) Print(b *strings.Builder, names NameFunc) {
	printExpr(b, e.n, false, names)
}

func writeInt(b *strings.Builder, v int64) {
	var buf [24]byte
	b.Write(strconv.AppendInt(buf[:0], v, 10))
}

// printExpr is printAffineExprInternal; strong is the enclosing binding
// strength (true for BindingStrength::Strong).
func printExpr(b *strings.Builder, n *node, strong bool, names NameFunc) {
	var op string
	switch n.kind {
	case KindSymbol:
		if names != nil {
			names(b, int(n.val), true)
		} else {
			b.WriteByte('s')
			writeInt(b, n.val)
		}
		return
	case KindDim:
		if names != nil {
			names(b, int(n.val), false)
		} else {
			b.WriteByte('d')
			writeInt(b, n.val)
		}
		return
	case KindConstant:
		writeInt(b, n.val)
		return
	case KindAdd:
		op = " + "
	case KindMul:
		op = " * "
	case KindFloorDiv:
		op = " floordiv "
	case KindCeilDiv:
		op = " ceildiv "
	case KindMod:
		op = " mod "
	}
	lhs, rhs := n.lhs, n.rhs

	// Tightly binding binary operators.
	if n.kind != KindAdd {
		if strong {
			b.WriteByte('(')
		}
		if n.kind == KindMul && rhs.kind == KindConstant && rhs.val == -1 {
			b.WriteByte('-')
			printExpr(b, lhs, true, names)
		} else {
			printExpr(b, lhs, true, names)
			b.WriteString(op)
			printExpr(b, rhs, true, names)
		}
		if strong {
			b.WriteByte(')')
		}
		return
	}

	if strong {
		b.WriteByte('(')
	}
	defer func() {
		if strong {
			b.WriteByte(')')
		}
	}()
	// Addition of a product with a negative constant prints as subtraction.
	if rhs.kind == KindMul && rhs.rhs.kind == KindConstant {
		c := rhs.rhs.val
		if c == -1 {
			printExpr(b, lhs, false, names)
			b.WriteString(" - ")
			printExpr(b, rhs.lhs, rhs.lhs.kind == KindAdd, names)
			return
		}
		if c < -1 {
			printExpr(b, lhs, false, names)
			b.WriteString(" - ")
			printExpr(b, rhs.lhs, true, names)
			b.WriteString(" * ")
			writeInt(b, -c)
			return
		}
	}
	// Addition of a negative constant prints as subtraction.
	if rhs.kind == KindConstant && rhs.val < 0 {
		printExpr(b, lhs, false, names)
		b.WriteString(" - ")
		writeInt(b, -rhs.val)
		return
	}
	printExpr(b, lhs, false, names)
	b.WriteString(" + ")
	printExpr(b, rhs, false, names)
}

// key appends a structural, unambiguous encoding of n.
func key(b *strings.Builder, n *node) {
	switch n.kind {
	case KindConstant:
		b.WriteByte('c')
		writeInt(b, n.val)
	case KindDim:
		b.WriteByte('d')
		writeInt(b, n.val)
	case KindSymbol:
		b.WriteByte('s')
		writeInt(b, n.val)
	default:
		b.WriteByte('(')
		b.WriteByte("+*%/\\"[n.kind])
		key(b, n.lhs)
		b.WriteByte(' ')
		key(b, n.rhs)
		b.WriteByte(')')
	}
}

// Key returns a string that is equal for two expressions exactly when they
// are structurally equal.
func (e Expr) Key() string {
	var b strings.Builder
	key(&b, e.n)
	return b.String()
}
