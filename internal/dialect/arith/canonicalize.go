package arith

//go:generate go run ../../../tools/drrgen -td lib/Dialect/Arith/IR/ArithCanonicalization.td -pkg arith -prefix "(anonymous namespace)::" -out canonicalize_gen.go

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/rewrite"
)

// The canonicalization patterns of the arith ops, registered as MLIR 19's
// getCanonicalizationPatterns of mlir/lib/Dialect/Arith/IR/ArithOps.cpp add
// them: the DRR patterns of ArithCanonicalization.td (generated into
// canonicalize_gen.go by tools/drrgen) and the C++ ones (CmpFIntToFPConst,
// SelectToExtUI), below with the Go counterparts of the C++ helpers the
// generated patterns call.

func init() {
	reg := func(op string, names ...string) {
		var ps []*rewrite.Pattern
		for _, n := range names {
			p := drrPatterns[n]
			if p == nil {
				panic("arith: no generated pattern " + n)
			}
			ps = append(ps, p)
		}
		rewrite.RegisterCanonicalization(op, ps...)
	}
	reg("arith.addi", "AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS",
		"AddIMulNegativeOneRhs", "AddIMulNegativeOneLhs")
	reg("arith.addui_extended", "AddUIExtendedToAddI")
	reg("arith.subi", "SubIRHSAddConstant", "SubILHSAddConstant", "SubIRHSSubConstantRHS",
		"SubIRHSSubConstantLHS", "SubILHSSubConstantRHS", "SubILHSSubConstantLHS", "SubISubILHSRHSLHS")
	reg("arith.muli", "MulIMulIConstant")
	reg("arith.mulsi_extended", "MulSIExtendedToMulI", "MulSIExtendedRHSOne")
	reg("arith.mului_extended", "MulUIExtendedToMulI")
	reg("arith.xori", "XOrINotCmpI", "XOrIOfExtUI", "XOrIOfExtSI")
	reg("arith.mulf", "MulFOfNegF")
	reg("arith.divf", "DivFOfNegF")
	reg("arith.extsi", "ExtSIOfExtUI")
	reg("arith.trunci", "TruncIExtSIToExtSI", "TruncIExtUIToExtUI", "TruncIShrSIToTrunciShrUI",
		"TruncIShrUIMulIToMulSIExtended", "TruncIShrUIMulIToMulUIExtended")
	reg("arith.andi", "AndOfExtUI", "AndOfExtSI")
	reg("arith.ori", "OrOfExtUI", "OrOfExtSI")
	reg("arith.index_cast", "IndexCastOfIndexCast", "IndexCastOfExtSI")
	reg("arith.index_castui", "IndexCastUIOfIndexCastUI", "IndexCastUIOfExtUI")
	reg("arith.bitcast", "BitcastOfBitcast")
	reg("arith.cmpi", "CmpIExtSI", "CmpIExtUI")
	rewrite.RegisterCanonicalization("arith.cmpf", &rewrite.Pattern{Name: "CmpFIntToFPConst", Root: "arith.cmpf", Benefit: 1,
		Rewrite: cmpFIntToFPConst})
	reg("arith.select", "RedundantSelectFalse", "RedundantSelectTrue", "SelectNotCond", "SelectI1ToNot")
	rewrite.RegisterCanonicalization("arith.select", &rewrite.Pattern{Name: "SelectToExtUI", Root: "arith.select", Benefit: 1,
		Rewrite: selectToExtUI})
}

// --- helpers of the generated patterns ---------------------------------------------

// nonNilAttrs drops the attributes without a value (RewriterGen adds an
// attribute only when it is set).
func nonNilAttrs(attrs ...ir.NamedAttr) []ir.NamedAttr {
	out := attrs[:0:0]
	for _, a := range attrs {
		if a.Value != nil {
			out = append(out, a)
		}
	}
	return out
}

// defaultAttr is the default value of op's default-valued attribute name.
func defaultAttr(op *ir.Operation, name string) ir.Attribute {
	if def := op.Def(); def != nil && def.Defaults != nil {
		for _, d := range def.Defaults(op.Context()) {
			if d.Name == name {
				return d.Value
			}
		}
	}
	return nil
}

// enumAttr is the dialect enum attribute dialect.mnemonic of value v.
func enumAttr(rw *rewrite.Rewriter, dialect, mnemonic string, v uint64) ir.Attribute {
	def := ods.LookupEnumAttr(dialect, mnemonic)
	if def == nil {
		panic("arith: no enum attribute " + dialect + "." + mnemonic)
	}
	return ods.NewEnumAttr(rw.Ctx, def, v)
}

// enumValue is the value of an enum attribute (a dialect enum or an
// integer enum), -1 for anything else.
func enumValue(a ir.Attribute) int64 {
	switch a := a.(type) {
	case *ods.EnumAttr:
		return int64(a.Value)
	case *ir.IntegerAttr:
		return a.Int64()
	}
	return -1
}

func isIntegerAttr(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }
func isTypedAttr(a ir.Attribute) bool   { _, ok := a.(ir.TypedAttr); return ok }

// apInt is an integer constant: its bit pattern and width.
type apInt struct {
	v *big.Int
	w int
}

// intOrSplatIntValue is getIntOrSplatIntValue (m_ConstantInt on an
// attribute): nil where a is not an integer or integer splat.
func intOrSplatIntValue(a ir.Attribute) *apInt {
	v, w, ok := constInt(a)
	if !ok {
		return nil
	}
	return &apInt{v, w}
}

func (x *apInt) isAllOnes() bool { return x != nil && x.v.Cmp(allOnes(x.w)) == 0 }

func (x *apInt) isStrictlyPositive() bool { return x != nil && x.v.Sign() > 0 && !isNeg(x.v, x.w) }

// eq is APInt == uint64_t.
func (x *apInt) eq(u uint64) bool { return x != nil && x.v.IsUint64() && x.v.Uint64() == u }

// scalarOrElementWidth is getScalarOrElementWidth: the width of an integer
// or float (element) type, -1 for anything else.
func scalarOrElementWidth(v *ir.Value) int64 {
	switch t := elemOrSelf(v.Type()).(type) {
	case *ir.IntegerType:
		return int64(t.Width)
	case *ir.FloatType:
		return int64(t.Width())
	}
	return -1
}

// applyToIntegerAttrs is applyToIntegerAttrs: the integer attribute of
// res's type whose value is f of lhs and rhs.
func applyToIntegerAttrs(rw *rewrite.Rewriter, res *ir.Value, lhs, rhs ir.Attribute, f func(z, a, b *big.Int) *big.Int) ir.Attribute {
	a, _ := intAttrValue(lhs.(*ir.IntegerAttr))
	b, _ := intAttrValue(rhs.(*ir.IntegerAttr))
	return rw.Ctx.IntegerAttr(res.Type(), f(new(big.Int), a, b))
}

func addIntegerAttrs(rw *rewrite.Rewriter, res *ir.Value, lhs, rhs ir.Attribute) ir.Attribute {
	return applyToIntegerAttrs(rw, res, lhs, rhs, (*big.Int).Add)
}

func subIntegerAttrs(rw *rewrite.Rewriter, res *ir.Value, lhs, rhs ir.Attribute) ir.Attribute {
	return applyToIntegerAttrs(rw, res, lhs, rhs, (*big.Int).Sub)
}

func mulIntegerAttrs(rw *rewrite.Rewriter, res *ir.Value, lhs, rhs ir.Attribute) ir.Attribute {
	return applyToIntegerAttrs(rw, res, lhs, rhs, (*big.Int).Mul)
}

// mergeOverflowFlags is mergeOverflowFlags: the flags both ops have.
func mergeOverflowFlags(rw *rewrite.Rewriter, a, b ir.Attribute) ir.Attribute {
	x, y := a.(*ods.EnumAttr), b.(*ods.EnumAttr)
	return ods.NewEnumAttr(rw.Ctx, x.Def, x.Value&y.Value)
}

// invertedCmpI is arith::invertPredicate.
var invertedCmpI = [...]int64{
	CmpIEq: CmpINe, CmpINe: CmpIEq, CmpISlt: CmpISge, CmpISle: CmpISgt, CmpISgt: CmpISle,
	CmpISge: CmpISlt, CmpIUlt: CmpIUge, CmpIUle: CmpIUgt, CmpIUgt: CmpIUle, CmpIUge: CmpIUlt,
}

// InvertCmpIPredicate is arith::invertPredicate on an arith.cmpi
// predicate value; -1 for a value that is none.
func InvertCmpIPredicate(p int64) int64 {
	if p < 0 || p >= int64(len(invertedCmpI)) {
		return -1
	}
	return invertedCmpI[p]
}

// invertPredicate is invertPredicate of a CmpIPredicateAttr.
func invertPredicate(rw *rewrite.Rewriter, pred ir.Attribute) ir.Attribute {
	p := pred.(*ir.IntegerAttr)
	return rw.Ctx.IntegerAttrInt64(p.Type, InvertCmpIPredicate(p.Int64()))
}

// --- C++ patterns --------------------------------------------------------------------

// selectToExtUI is SelectToExtUI: select %x, 1, 0 -> extui %x and
// select %x, 0, 1 -> extui (xori %x, true).
func selectToExtUI(op *ir.Operation, rw *rewrite.Rewriter) error {
	t, ok := op.Result(0).Type().(*ir.IntegerType)
	if !ok || t.Width == 1 {
		return rewrite.ErrNoMatch
	}
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if isOneInt(intConstantOperand(tv)) && isZeroInt(intConstantOperand(fv)) {
		ext := rw.Create(&ir.OperationState{Name: "arith.extui", Loc: op.Loc(), Operands: []*ir.Value{cond}, Types: []ir.Type{t}})
		rw.ReplaceOpWith(op, ext)
		return nil
	}
	if isZeroInt(intConstantOperand(tv)) && isOneInt(intConstantOperand(fv)) {
		one := Constant(rw, op.Loc(), rw.Ctx.IntegerAttrInt64(cond.Type(), 1))
		not := Binary(rw, "arith.xori", op.Loc(), cond, one)
		ext := rw.Create(&ir.OperationState{Name: "arith.extui", Loc: op.Loc(), Operands: []*ir.Value{not}, Types: []ir.Type{t}})
		rw.ReplaceOpWith(op, ext)
		return nil
	}
	return rewrite.ErrNoMatch
}

// intConstantOperand is the constant v is defined by, for the integer
// matchers on a value (m_One, m_Zero: integer, index, vector or ranked
// tensor types only), nil otherwise.
func intConstantOperand(v *ir.Value) ir.Attribute {
	switch v.Type().(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.VectorType, *ir.RankedTensorType:
		return ir.ConstantValue(v)
	}
	return nil
}

// cmpFToCmpI is CmpFIntToFPConst::convertToIntegerPredicate.
func cmpFToCmpI(pred int64, unsigned bool) int64 {
	pick := func(u, s int64) int64 {
		if unsigned {
			return u
		}
		return s
	}
	switch pred {
	case CmpFUeq, CmpFOeq:
		return CmpIEq
	case CmpFUgt, CmpFOgt:
		return pick(CmpIUgt, CmpISgt)
	case CmpFUge, CmpFOge:
		return pick(CmpIUge, CmpISge)
	case CmpFUlt, CmpFOlt:
		return pick(CmpIUlt, CmpISlt)
	case CmpFUle, CmpFOle:
		return pick(CmpIUle, CmpISle)
	case CmpFUne, CmpFOne:
		return CmpINe
	}
	panic("arith: unexpected cmpf predicate")
}

// ilogbInf is APFloat::IEK_Inf.
const ilogbInf = int(^uint(0) >> 1)

// ilogb is APFloat's ilogb for what CmpFIntToFPConst compares it with: the
// exponent of a finite |f| >= 1, ilogbInf for an infinity, and -1 for
// anything below 1 (whose exact exponent is negative, which is all the
// pattern looks at).
func ilogb(f apfloat.Float) int {
	if f.IsInf() {
		return ilogbInf
	}
	v, ok := f.Abs().ToInteger(f.Semantics().MaxExponent()+2, false)
	if !ok || v.Sign() == 0 {
		return -1
	}
	return v.BitLen() - 1
}

// cmpFIntToFPConst is CmpFIntToFPConst: cmpf of an sitofp or uitofp and a
// float constant -> cmpi of the integer and an integer constant (or a
// constant result) where the conversion cannot change the comparison.
func cmpFIntToFPConst(op *ir.Operation, rw *rewrite.Rewriter) error {
	fa, ok := ir.ConstantValue(op.Operand(1)).(*ir.FloatAttr)
	if !ok {
		return rewrite.ErrNoMatch
	}
	rhs := fa.Value
	if rhs.IsNaN() {
		return rewrite.ErrNoMatch
	}
	floatTy := op.Operand(1).Type().(*ir.FloatType)
	sem := floatTy.Semantics()
	mantissaWidth := sem.Precision()
	if mantissaWidth <= 0 {
		return rewrite.ErrNoMatch
	}
	var unsigned bool
	var intVal *ir.Value
	switch def := op.Operand(0).DefiningOp(); {
	case def != nil && def.Name() == "arith.sitofp":
		intVal = def.Operand(0)
	case def != nil && def.Name() == "arith.uitofp":
		unsigned, intVal = true, def.Operand(0)
	default:
		return rewrite.ErrNoMatch
	}
	intTy := intVal.Type().(*ir.IntegerType)
	intWidth := intTy.Width
	valueBits := intWidth
	if !unsigned {
		valueBits--
	}
	if intWidth > mantissaWidth {
		exp := ilogb(rhs)
		if exp == ilogbInf {
			if sem.MaxExponent() < valueBits {
				return rewrite.ErrNoMatch
			}
		} else if mantissaWidth <= exp && exp <= valueBits {
			return rewrite.ErrNoMatch
		}
	}
	constBool := func(v bool) error {
		c := rw.Create(&ir.OperationState{Name: "arith.constant", Loc: op.Loc(), Types: []ir.Type{rw.Ctx.I(1)},
			Attrs: []ir.NamedAttr{{Name: "value", Value: rw.Ctx.IntegerAttrInt64(rw.Ctx.I(1), map[bool]int64{false: 0, true: 1}[v])}}})
		rw.ReplaceOpWith(op, c)
		return nil
	}
	var pred int64
	switch p := enumValue(op.Attr("predicate")); p {
	case CmpFOrd:
		return constBool(true)
	case CmpFUno:
		return constBool(false)
	default:
		pred = cmpFToCmpI(p, unsigned)
	}
	one := big.NewInt(1)
	pow := func(n int) *big.Int { return new(big.Int).Lsh(one, uint(n)) }
	less := func(a, b apfloat.Float) bool { return a.Compare(b) == apfloat.CmpLess }
	if !unsigned {
		smax := apfloat.FromInt(sem, new(big.Int).Sub(pow(intWidth-1), one))
		if less(smax, rhs) {
			return constBool(pred == CmpINe || pred == CmpISlt || pred == CmpISle)
		}
	} else {
		umax := apfloat.FromInt(sem, new(big.Int).Sub(pow(intWidth), one))
		if less(umax, rhs) {
			return constBool(pred == CmpINe || pred == CmpIUlt || pred == CmpIUle)
		}
	}
	if !unsigned {
		smin := apfloat.FromInt(sem, new(big.Int).Neg(pow(intWidth-1)))
		if less(rhs, smin) {
			return constBool(pred == CmpINe || pred == CmpISgt || pred == CmpISge)
		}
	} else {
		umin := apfloat.FromInt(sem, new(big.Int))
		if less(rhs, umin) {
			return constBool(pred == CmpINe || pred == CmpIUgt || pred == CmpIUge)
		}
	}
	rhsInt, ok := rhs.ToInteger(intWidth, !unsigned)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if !rhs.IsZero() {
		apf := apfloat.FromInt(sem, rhsInt)
		if apf.Compare(rhs) != apfloat.CmpEqual {
			neg := rhs.IsNegative()
			switch pred {
			case CmpINe:
				return constBool(true)
			case CmpIEq:
				return constBool(false)
			case CmpIUle:
				if neg {
					return constBool(false)
				}
			case CmpISle:
				if neg {
					pred = CmpISlt
				}
			case CmpIUlt:
				if neg {
					return constBool(false)
				}
				pred = CmpIUle
			case CmpISlt:
				if !neg {
					pred = CmpISle
				}
			case CmpIUgt:
				if neg {
					return constBool(true)
				}
			case CmpISgt:
				if neg {
					pred = CmpISge
				}
			case CmpIUge:
				if neg {
					return constBool(true)
				}
				pred = CmpIUgt
			case CmpISge:
				if !neg {
					pred = CmpISgt
				}
			}
		}
	}
	c := Constant(rw, op.Loc(), rw.Ctx.IntegerAttr(intTy, rhsInt))
	cmp := CmpI(rw, rw.Ctx, op.Loc(), pred, intVal, c)
	rw.ReplaceOp(op, cmp)
	return nil
}
