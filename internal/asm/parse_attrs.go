package asm

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"gpuc/internal/affine"
	"gpuc/internal/apfloat"
	"gpuc/internal/ir"
)

var fmtSprintf = fmt.Sprintf

// ParseAttribute parses an attribute value.
func (p *Parser) ParseAttribute() ir.Attribute { return p.parseAttribute(nil) }

// ParseAttributeOfType parses an attribute whose type is already known (it
// does not parse a trailing `: type`).
func (p *Parser) ParseAttributeOfType(t ir.Type) ir.Attribute { return p.parseAttribute(t) }

func (p *Parser) parseAttribute(t ir.Type) ir.Attribute {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tLSquare:
		p.consume()
		var elems []ir.Attribute
		p.listUntil(tRSquare, func() { elems = append(elems, p.parseAttribute(nil)) }, true)
		return p.ctx.Array(elems)
	case tLBrace:
		return p.ctx.Dict(p.ParseAttrDict())
	case tHashIdent:
		return p.parseExtendedAttr(t)
	case tFloat:
		return p.parseFloatAttr(t, false)
	case tInteger:
		return p.parseDecOrHexAttr(t, false)
	case tMinus:
		p.consume()
		if p.is(tInteger) {
			return p.parseDecOrHexAttr(t, true)
		}
		if p.is(tFloat) {
			return p.parseFloatAttr(t, true)
		}
		p.wrongTok("expected constant integer or floating point value")
	case tString:
		val := unescape(p.src[p.tok.start+1 : p.tok.end-1])
		p.consume()
		if t == nil && p.consumeIf(tColon) {
			t = p.ParseType()
		}
		if t != nil {
			return p.ctx.TypedString(val, t)
		}
		return p.ctx.String(val)
	case tAtIdent:
		root := p.symbolText()
		p.consume()
		var nested []string
		for p.is(tColon) {
			colon := p.tok.start
			p.consume()
			if !p.consumeIf(tColon) {
				if !p.is(tEOF) {
					p.resetTo(colon)
				}
				break
			}
			if !p.is(tAtIdent) {
				p.errorf("expected nested symbol reference identifier")
			}
			nested = append(nested, p.symbolText())
			p.consume()
		}
		return p.ctx.SymbolRef(root, nested...)
	case tBareIdent:
		switch string(p.textBytes()) {
		case "affine_map":
			p.consume()
			if !p.is(tLess) {
				p.wrongTok("expected '<' in affine map")
			}
			m, end, err := affine.ParseMap(p.src, p.tok.end)
			if err != nil {
				p.affineError(err)
			}
			p.resetTo(end)
			return p.ctx.AffineMap(m)
		case "affine_set":
			p.consume()
			if !p.is(tLess) {
				p.wrongTok("expected '<' in integer set")
			}
			s, end, err := affine.ParseSet(p.src, p.tok.end)
			if err != nil {
				p.affineError(err)
			}
			p.resetTo(end)
			return p.ctx.IntegerSet(s)
		case "true":
			p.consume()
			return p.ctx.Bool(true)
		case "false":
			p.consume()
			return p.ctx.Bool(false)
		case "dense":
			return p.parseDenseElements(t)
		case "dense_resource":
			return p.parseDenseResource(t)
		case "array":
			return p.parseDenseArray()
		case "loc":
			p.consume()
			p.expect(tLParen, "expected '(' in inline location")
			l := p.parseLocationInstance()
			p.expect(tRParen, "expected ')' in inline location")
			return l
		case "strided":
			return p.parseStrided()
		case "distinct":
			return p.parseDistinct()
		case "unit":
			p.consume()
			return p.ctx.Unit()
		case "sparse":
			return p.parseSparseElements(t)
		}
	}
	if ty, ok := p.ParseOptionalType(); ok {
		return p.ctx.TypeAttr(ty)
	}
	p.wrongTok("expected attribute value")
	return nil
}

func (p *Parser) affineError(err *affine.Error) {
	p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(err.Off), Msg: err.Msg})
	for _, m := range err.More {
		p.errs = append(p.errs, &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(m.Off), Msg: m.Msg})
	}
	panic(bailout{})
}

func (p *Parser) parseExtendedAttr(t ir.Type) ir.Attribute {
	off := p.tok.start
	alias, dialect, body, bodyOff := p.parseExtendedSymbol(false)
	var a ir.Attribute
	if alias != nil {
		a = alias.(ir.Attribute)
	} else {
		attrType := t
		if p.consumeIf(tColon) {
			attrType = p.ParseType()
		}
		if d := p.ctx.Registry.Dialect(dialect); d != nil {
			if syn, ok := d.Syntax.(*DialectSyntax); ok && syn.ParseAttr != nil {
				if v, ok := p.subParse(bodyOff, len(body), func(sp *Parser) any {
					if a := syn.ParseAttr(sp, body, attrType); a != nil {
						return a
					}
					return nil
				}).(ir.Attribute); ok {
					a = v
				}
			}
		}
		if a == nil {
			a = p.ctx.OpaqueAttr(dialect, body, attrType)
		}
	}
	if t != nil {
		if ta, ok := a.(ir.TypedAttr); ok && ta.AttrType() != t {
			p.errorAt(off, "attribute type different than expected: expected %s, but got %s", TypeString(t), TypeString(ta.AttrType()))
		}
	}
	return a
}

// literalType returns t, or parses the `: type` of a literal whose type is
// not known from context, defaulting to def.
func (p *Parser) literalType(t ir.Type, def ir.Type) ir.Type {
	if t != nil {
		return t
	}
	if !p.consumeIf(tColon) {
		return def
	}
	return p.ParseType()
}

func (p *Parser) parseFloatAttr(t ir.Type, neg bool) ir.Attribute {
	text := p.text()
	val, err := strconv.ParseFloat(text, 64)
	if err != nil && !isRangeErr(err) {
		p.errorf("floating point value too large for attribute")
	}
	p.consume()
	t = p.literalType(t, p.ctx.Float(ir.F64))
	ft, ok := t.(*ir.FloatType)
	if !ok {
		p.errorf("floating point value not valid for specified type")
	}
	if neg {
		val = -val
	}
	f, _ := apfloat.FromFloat64(ft.Semantics(), val)
	return p.ctx.FloatAttr(ft, f)
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func (p *Parser) parseDecOrHexAttr(t ir.Type, neg bool) ir.Attribute {
	tok := p.tok
	spelling := p.text()
	p.consume()
	t = p.literalType(t, p.ctx.I(64))
	if ft, ok := t.(*ir.FloatType); ok {
		f := p.floatFromIntLiteral(tok, spelling, neg, ft)
		return p.ctx.FloatAttr(ft, f)
	}
	if !ir.IsIntOrIndex(t) {
		p.errorAt(tok.start, "integer literal not valid for specified type")
	}
	if neg && isUnsignedInt(t) {
		p.errorAt(tok.start, "negative integer literal not valid for unsigned integer type")
	}
	if bits, ok, fast := fastAttributeInt(t, neg, spelling); fast {
		if !ok {
			p.errorAt(tok.start, "integer constant out of range for attribute")
		}
		return p.ctx.IntegerAttrBits(t, bits)
	}
	v, ok := buildAttributeAPInt(t, neg, spelling)
	if !ok {
		p.errorAt(tok.start, "integer constant out of range for attribute")
	}
	return p.ctx.IntegerAttr(t, v)
}

// fastAttributeInt is buildAttributeAPInt for literals and types of at most
// 64 bits: it returns the value's bit pattern and whether it is in range;
// fast is false when the big path must be taken.
func fastAttributeInt(t ir.Type, neg bool, spelling string) (bits uint64, ok, fast bool) {
	w := ir.IntWidth(t)
	if w == 0 || w > 64 {
		return 0, false, false
	}
	var v uint64
	var err error
	if len(spelling) > 1 && spelling[1] == 'x' {
		v, err = strconv.ParseUint(spelling[2:], 16, 64)
	} else {
		v, err = strconv.ParseUint(spelling, 10, 64)
	}
	if err != nil {
		return 0, false, false
	}
	if w < 64 && v>>uint(w) != 0 {
		return 0, false, true
	}
	if neg {
		// The negated value must have its sign bit set in w bits.
		if v == 0 || v > 1<<uint(w-1) {
			return 0, false, true
		}
		return -v, true, true
	}
	if (isSignedInt(t) || isIndex(t)) && v>>uint(w-1) != 0 {
		return 0, false, true
	}
	return v, true, true
}

func (p *Parser) floatFromIntLiteral(tok token, spelling string, neg bool, ft *ir.FloatType) apfloat.Float {
	isHex := len(spelling) > 1 && spelling[1] == 'x'
	if !isHex {
		d := &ir.Diagnostic{Severity: ir.SevError, Loc: p.locAt(tok.start), Msg: "unexpected decimal integer literal for a floating point value"}
		d.Note(p.locAt(tok.start), "add a trailing dot to make the literal a float")
		p.fail(d)
	}
	f, err := apfloat.ParseMLIRLiteral(ft.Semantics(), spelling, neg)
	if err != nil {
		p.errorAt(tok.start, "%s", err.Error())
	}
	return f
}

func isUnsignedInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Unsigned
}

func isSignedInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signed
}

// buildAttributeAPInt converts an integer literal to a value of type t as
// MLIR's parser does, reporting overflow.
func buildAttributeAPInt(t ir.Type, neg bool, spelling string) (*big.Int, bool) {
	v := new(big.Int)
	var ok bool
	if len(spelling) > 1 && spelling[1] == 'x' {
		_, ok = v.SetString(spelling[2:], 16)
	} else {
		_, ok = v.SetString(spelling, 10)
	}
	if !ok {
		return nil, false
	}
	w := ir.IntWidth(t)
	if v.BitLen() > w {
		return nil, false
	}
	if w == 0 {
		if neg {
			return nil, false
		}
		return v, true
	}
	if neg {
		// The negated value must have its sign bit set in w bits.
		if v.Sign() == 0 {
			return nil, false
		}
		lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
		if v.Cmp(lim) > 0 {
			return nil, false
		}
		return v.Neg(v), true
	}
	if (isSignedInt(t) || isIndex(t)) && v.BitLen() == w {
		return nil, false
	}
	return v, true
}

func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

func (p *Parser) parseStrided() ir.Attribute {
	off := p.tok.start
	p.consume()
	p.expect(tLess, "expected '<' after 'strided'")
	p.expect(tLSquare, "expected '['")
	parseOne := func() int64 {
		if p.consumeIf(tQuestion) {
			return ir.Dynamic
		}
		loc := p.tok.start
		neg := p.consumeIf(tMinus)
		if p.is(tInteger) {
			v, err := strconv.ParseUint(p.text(), 0, 64)
			if err != nil || v > 1<<63-1 {
				p.errorAt(loc, "expected a 64-bit signed integer or '?'")
			}
			p.consume()
			r := int64(v)
			if neg {
				r = -r
			}
			return r
		}
		p.errorAt(loc, "expected a 64-bit signed integer or '?'")
		return 0
	}
	var strides []int64
	if !p.is(tRSquare) {
		for {
			strides = append(strides, parseOne())
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	p.expect(tRSquare, "expected ']'")
	var offset int64
	if !p.consumeIf(tGreater) {
		p.expect(tComma, "expected ','")
		p.expectKw("offset", "expected 'offset' after comma")
		p.expect(tColon, "expected ':' after 'offset'")
		offset = parseOne()
		p.expect(tGreater, "expected '>'")
	}
	for _, s := range strides {
		if s == 0 {
			p.errorAt(off, "strides must not be zero")
		}
	}
	return p.ctx.StridedLayout(offset, strides)
}

func (p *Parser) parseDistinct() ir.Attribute {
	p.consume()
	p.expect(tLSquare, "expected '[' after 'distinct'")
	if !p.is(tInteger) {
		p.wrongTok("expected distinct ID")
	}
	id, err := strconv.ParseInt(p.text(), 0, 64)
	if err != nil {
		p.errorf("expected an unsigned 64-bit integer")
	}
	p.consume()
	p.expect(tRSquare, "expected ']' to close distinct ID")
	p.expect(tLess, "expected '<' after distinct ID")
	var ref ir.Attribute
	if p.consumeIf(tGreater) {
		ref = p.ctx.Unit()
	} else {
		ref = p.ParseAttribute()
		p.expect(tGreater, "expected '>' to close distinct attribute")
	}
	if p.distinct == nil {
		p.distinct = map[int64]*ir.DistinctAttr{}
	}
	if d, ok := p.distinct[id]; ok {
		if d.Referenced != ref {
			p.errorf("referenced attribute does not match previous definition: %s", AttrString(d.Referenced))
		}
		return d
	}
	d := p.ctx.Distinct(ref)
	p.distinct[id] = d
	return d
}

func (p *Parser) parseDenseArray() ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'array'")
	typeOff := p.tok.start
	et := p.ParseType()
	if !ir.IsIntOrIndexOrFloat(et) {
		p.errorAt(typeOff, "expected integer or float type, got: %s", TypeString(et))
	}
	isI1 := false
	if it, ok := et.(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless {
		isI1 = true
	}
	width := ir.IntWidth(et)
	if ft, ok := et.(*ir.FloatType); ok {
		width = ft.Width()
	}
	if !isI1 && width%8 != 0 {
		p.errorAt(typeOff, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tGreater) {
		return p.ctx.DenseArray(et, nil, nil)
	}
	p.expect(tColon, "expected ':' after dense array type")
	var ints []int64
	var wide []*big.Int
	var floats []apfloat.Float
	if ft, ok := et.(*ir.FloatType); ok {
		p.CommaList(DelimNone, "", func() {
			neg := p.consumeIf(tMinus)
			tok := p.tok
			switch p.tok.kind {
			case tInteger:
				p.consume()
				floats = append(floats, p.floatFromIntLiteral(tok, p.str(tok.start, tok.end), neg, ft))
			case tFloat:
				p.consume()
				floats = append(floats, p.floatFromLiteral(tok, neg, ft))
			default:
				p.errorf("expected integer or floating point literal")
			}
		})
	} else {
		p.CommaList(DelimNone, "", func() {
			neg := p.consumeIf(tMinus)
			switch {
			case p.isKw("true") || p.isKw("false"):
				if !isI1 {
					p.errorf("expected i1 type for 'true' or 'false' values")
				}
				v := int64(0)
				if p.isKw("true") {
					v = 1
				}
				p.consume()
				ints = append(ints, v)
			case p.is(tInteger):
				spelling := p.text()
				p.consume()
				v, ok := buildAttributeAPInt(et, neg, spelling)
				if !ok {
					p.errorf("integer constant out of range")
				}
				if width > 64 {
					wide = append(wide, ir.NormalizeInt(et, v))
				} else {
					ints = append(ints, ir.NormalizeInt(et, v).Int64())
				}
			default:
				p.errorf("expected integer literal")
			}
		})
	}
	p.expect(tGreater, "expected '>' to close an array attribute")
	if width > 64 {
		return p.ctx.DenseArrayWide(et, wide)
	}
	return p.ctx.DenseArray(et, ints, floats)
}

func (p *Parser) floatFromLiteral(tok token, neg bool, ft *ir.FloatType) apfloat.Float {
	text := p.str(tok.start, tok.end)
	if tok.kind == tFloat {
		val, err := strconv.ParseFloat(text, 64)
		if err != nil && !isRangeErr(err) {
			p.errorAt(tok.start, "floating point value too large")
		}
		if neg {
			val = -val
		}
		f, _ := apfloat.FromFloat64(ft.Semantics(), val)
		return f
	}
	if tok.kind == tInteger {
		return p.floatFromIntLiteral(tok, text, neg, ft)
	}
	p.errorAt(tok.start, "expected floating point literal")
	return apfloat.Float{}
}

func (p *Parser) parseDenseResource(t ir.Type) ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'dense_resource'")
	if !p.is(tBareIdent) {
		p.wrongTok("expected identifier key for 'resource' entry")
	}
	handle := p.text()
	p.consume()
	p.expect(tGreater, "expected '>'")
	st := p.parseElementsLiteralType(t)
	return p.ctx.DenseResource(st, handle)
}

func (p *Parser) parseElementsLiteralType(t ir.Type) ir.ShapedType {
	if t == nil {
		p.expect(tColon, "expected ':'")
		t = p.ParseType()
	}
	st, ok := t.(ir.ShapedType)
	if !ok {
		p.errorf("elements literal must be a shaped type")
	}
	if ir.NumElements(st) < 0 {
		p.errorf("elements literal type must have static shape")
	}
	return st
}

type literalElem struct {
	neg bool
	tok token
}

// tensorLiteral is MLIR's TensorLiteralParser: the parsed elements, their
// inferred shape, or a hex string.
type tensorLiteral struct {
	elems []literalElem
	shape []int64
	hex   *token
}

func (p *Parser) parseTensorLiteralElement(tl *tensorLiteral) {
	switch p.tok.kind {
	case tFloat, tInteger, tString:
		tl.elems = append(tl.elems, literalElem{false, p.tok})
		p.consume()
	case tBareIdent:
		if p.isKw("true") || p.isKw("false") {
			tl.elems = append(tl.elems, literalElem{false, p.tok})
			p.consume()
			return
		}
		p.errorf("expected element literal of primitive type")
	case tMinus:
		p.consume()
		if !p.is(tFloat) && !p.is(tInteger) {
			p.errorf("expected integer or floating point literal")
		}
		tl.elems = append(tl.elems, literalElem{true, p.tok})
		p.consume()
	case tLParen:
		p.consume()
		p.parseTensorLiteralElement(tl)
		p.expect(tComma, "expected ',' between complex elements")
		p.parseTensorLiteralElement(tl)
		p.expect(tRParen, "expected ')' after complex elements")
	default:
		p.errorf("expected element literal of primitive type")
	}
}

func (p *Parser) parseTensorLiteralList(tl *tensorLiteral) []int64 {
	p.enter()
	defer p.leave()
	first := true
	var newDims []int64
	size := int64(0)
	p.CommaList(DelimSquare, "", func() {
		var this []int64
		if p.is(tLSquare) {
			this = p.parseTensorLiteralList(tl)
		} else {
			p.parseTensorLiteralElement(tl)
		}
		size++
		if !first {
			if !equalDims(newDims, this) {
				p.errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			return
		}
		newDims = this
		first = false
	})
	return append([]int64{size}, newDims...)
}

func equalDims(a, b []int64) bool {
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

func (p *Parser) parseDenseElements(t ir.Type) ir.Attribute {
	attrOff := p.tok.start
	p.consume()
	p.expect(tLess, "expected '<' after 'dense'")
	tl := &tensorLiteral{}
	if !p.consumeIf(tGreater) {
		p.parseTensorLiteral(tl, true)
		p.expect(tGreater, "expected '>'")
	}
	off := p.tok.start
	if t != nil {
		off = attrOff
	}
	st := p.parseElementsLiteralType(t)
	return p.denseFromLiteral(off, st, tl)
}

// scalarInfo describes how the scalars of an element type are stored.
func scalarInfo(et ir.Type) (scalar ir.Type, complex bool) {
	if ct, ok := et.(*ir.ComplexType); ok {
		return ct.Elem, true
	}
	return et, false
}

func scalarWidth(t ir.Type) int {
	if ft, ok := t.(*ir.FloatType); ok {
		return ft.Width()
	}
	return ir.IntWidth(t)
}

func (p *Parser) denseFromLiteral(off int, st ir.ShapedType, tl *tensorLiteral) ir.Attribute {
	et := st.ElementType()
	scalar, isComplex := scalarInfo(et)
	numeric := ir.IsIntOrIndexOrFloat(scalar)
	if tl.hex != nil && numeric {
		return p.denseFromHex(off, st, *tl.hex)
	}
	n := ir.NumElements(st)
	if len(tl.shape) > 0 && !equalDims(tl.shape, st.Shape()) {
		p.errorAt(off, "inferred shape of elements literal ([%s]) does not match type ([%s])", joinDims(tl.shape), joinDims(st.Shape()))
	}
	if tl.hex == nil && len(tl.elems) == 0 && n != 0 {
		p.errorAt(off, "parsed zero elements, but type ('%s') expected at least 1", TypeString(st))
	}
	if !numeric {
		return p.denseStrings(off, st, tl)
	}
	stride := 1
	if scalarWidth(scalar) > 64 {
		stride = 2
	}
	raw := make([]uint64, 0, len(tl.elems)*stride)
	for _, e := range tl.elems {
		if _, isFloat := scalar.(*ir.FloatType); isFloat && e.tok.kind == tInteger {
			if s := p.src[e.tok.start:e.tok.end]; !(len(s) > 2 && s[1] == 'x') {
				p.errorf("expected floating-point elements, but parsed integer")
			}
		}
		raw = p.appendScalar(raw, scalar, e)
	}
	per := stride
	if isComplex {
		per *= 2
	}
	if len(raw)%per != 0 {
		p.errorAt(off, "complex elements must be written as (real, imaginary) pairs")
	}
	count := len(raw) / per
	splat := len(tl.shape) == 0 || (count > 0 && allEqual(raw, per))
	if len(tl.shape) == 0 && count != 1 && n != 0 {
		p.errorAt(off, "inferred shape of elements literal ([%s]) does not match type ([%s])", "", joinDims(st.Shape()))
	}
	if splat && count > 0 {
		raw = raw[:per]
	}
	if n == 0 && count == 0 {
		splat = false
		raw = nil
	}
	return p.ctx.DenseElements(st, splat, stride, raw)
}

func allEqual(raw []uint64, per int) bool {
	for i := per; i < len(raw); i += per {
		for j := 0; j < per; j++ {
			if raw[i+j] != raw[j] {
				return false
			}
		}
	}
	return true
}

func (p *Parser) appendScalar(raw []uint64, scalar ir.Type, e literalElem) []uint64 {
	text := p.str(e.tok.start, e.tok.end)
	if ft, ok := scalar.(*ir.FloatType); ok {
		if e.tok.kind != tFloat && e.tok.kind != tInteger {
			p.errorAt(e.tok.start, "expected floating point literal")
		}
		f := p.floatFromLiteral(e.tok, e.neg, ft)
		lo, hi := f.Bits()
		if ft.Width() > 64 {
			return append(raw, lo, hi)
		}
		return append(raw, lo)
	}
	if e.neg && isUnsignedInt(scalar) {
		p.errorAt(e.tok.start, "expected unsigned integer elements, but parsed negative value")
	}
	if e.tok.kind == tFloat {
		p.errorAt(e.tok.start, "expected integer elements, but parsed floating-point")
	}
	var v *big.Int
	if e.tok.kind == tBareIdent {
		if it, ok := scalar.(*ir.IntegerType); !ok || it.Width != 1 {
			p.errorAt(e.tok.start, "expected i1 type for 'true' or 'false' values")
		}
		v = big.NewInt(0)
		if text == "true" {
			v = big.NewInt(1)
		}
	} else if e.tok.kind == tString {
		p.errorAt(e.tok.start, "expected integer elements, but parsed string")
	} else if bits, ok, fast := fastAttributeInt(scalar, e.neg, text); fast {
		if !ok {
			p.errorAt(e.tok.start, "integer constant out of range for type")
		}
		if w := ir.IntWidth(scalar); w < 64 {
			bits &= 1<<uint(w) - 1
		}
		return append(raw, bits)
	} else {
		var ok bool
		v, ok = buildAttributeAPInt(scalar, e.neg, text)
		if !ok {
			p.errorAt(e.tok.start, "integer constant out of range for type")
		}
	}
	w := ir.IntWidth(scalar)
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
	bits := new(big.Int).And(v, mask)
	if w > 64 {
		lo := new(big.Int).And(bits, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi := new(big.Int).Rsh(bits, 64).Uint64()
		return append(raw, lo, hi)
	}
	return append(raw, bits.Uint64())
}

func (p *Parser) denseStrings(off int, st ir.ShapedType, tl *tensorLiteral) ir.Attribute {
	var strs []string
	if tl.hex != nil {
		strs = append(strs, unescape(p.src[tl.hex.start+1:tl.hex.end-1]))
	}
	for _, e := range tl.elems {
		if e.tok.kind != tString {
			p.errorAt(e.tok.start, "expected string token, got %s", p.str(e.tok.start, e.tok.end))
		}
		strs = append(strs, unescape(p.src[e.tok.start+1:e.tok.end-1]))
	}
	splat := len(tl.shape) == 0
	if !splat && len(strs) > 1 {
		splat = true
		for _, x := range strs[1:] {
			if x != strs[0] {
				splat = false
				break
			}
		}
		if splat {
			strs = strs[:1]
		}
	}
	return p.ctx.DenseStrings(st, splat, strs)
}

// denseFromHex decodes `dense<"0x...">` raw little-endian data.
func (p *Parser) denseFromHex(off int, st ir.ShapedType, tok token) ir.Attribute {
	body := p.str(tok.start+1, tok.end-1)
	if !strings.HasPrefix(body, "0x") {
		p.errorAt(tok.start, "expected string containing hex digits starting with `0x`")
	}
	hexs := body[2:]
	if len(hexs)%2 != 0 {
		p.errorAt(tok.start, "expected string containing hex digits starting with `0x`")
	}
	data := make([]byte, len(hexs)/2)
	for i := range data {
		a, b := hexs[2*i], hexs[2*i+1]
		if !isHexDigit(a) || !isHexDigit(b) {
			p.errorAt(tok.start, "expected string containing hex digits starting with `0x`")
		}
		data[i] = hexVal(a)<<4 | hexVal(b)
	}
	scalar, isComplex := scalarInfo(st.ElementType())
	w := scalarWidth(scalar)
	bytesPer := (w + 7) / 8
	if w == 1 {
		bytesPer = 1
	}
	per := 1
	if isComplex {
		per = 2
	}
	elemBytes := bytesPer * per
	n := ir.NumElements(st)
	if w == 1 && !isComplex {
		return p.denseBoolsFromHex(off, st, data)
	}
	var count int64
	switch {
	case elemBytes == 0:
		count = n
	case int64(len(data)) == n*int64(elemBytes):
		count = n
	case len(data) == elemBytes:
		count = 1
	default:
		p.errorAt(off, "elements hex data size is invalid for provided type")
	}
	stride := 1
	if w > 64 {
		stride = 2
	}
	raw := make([]uint64, 0, int(count)*per*stride)
	for i := 0; i < int(count)*per; i++ {
		chunk := data[i*bytesPer : (i+1)*bytesPer]
		var lo, hi uint64
		for j, c := range chunk {
			if j < 8 {
				lo |= uint64(c) << (8 * j)
			} else {
				hi |= uint64(c) << (8 * (j - 8))
			}
		}
		if w == 1 {
			lo &= 1
		}
		raw = append(raw, lo)
		if stride == 2 {
			raw = append(raw, hi)
		}
	}
	splat := count == 1 && n != 1 || (count > 1 && allEqual(raw, per*stride))
	if splat {
		raw = raw[:per*stride]
	}
	if count == 1 && n == 1 {
		splat = true
	}
	return p.ctx.DenseElements(st, splat, stride, raw)
}

// denseBoolsFromHex decodes bit-packed i1 hex data; a single 0x00 or 0xFF
// byte is a splat, as in MLIR.
func (p *Parser) denseBoolsFromHex(off int, st ir.ShapedType, data []byte) ir.Attribute {
	n := ir.NumElements(st)
	if len(data) == 1 && (data[0] == 0 || data[0] == 0xFF) {
		return p.ctx.DenseElements(st, true, 1, []uint64{uint64(data[0] & 1)})
	}
	if int64(len(data)) != (n+7)/8 {
		p.errorAt(off, "elements hex data size is invalid for provided type")
	}
	raw := make([]uint64, n)
	for i := range raw {
		raw[i] = uint64(data[i/8]>>(i%8)) & 1
	}
	splat := n > 0 && allEqual(raw, 1)
	if splat {
		raw = raw[:1]
	}
	return p.ctx.DenseElements(st, splat, 1, raw)
}

// parseSparseElements parses `sparse<indices, values> : type` as MLIR's
// parseSparseElementsAttr does: a scalar index or value literal is a splat
// whose shape comes from the type.
func (p *Parser) parseSparseElements(t ir.Type) ir.Attribute {
	p.consume()
	p.expect(tLess, "Expected '<' after 'sparse'")
	i64 := p.ctx.I(64)
	if p.consumeIf(tGreater) {
		st := p.parseElementsLiteralType(t)
		rank := int64(len(st.Shape()))
		indices := p.ctx.DenseElements(p.ctx.RankedTensor([]int64{0, rank}, i64, nil), false, 1, nil)
		values := p.emptyElements(p.ctx.RankedTensor([]int64{0}, st.ElementType(), nil))
		return p.ctx.SparseElements(st, indices, values)
	}
	indicesOff := p.tok.start
	idx := &tensorLiteral{}
	p.parseTensorLiteral(idx, false)
	p.expect(tComma, "expected ','")
	valuesOff := p.tok.start
	vals := &tensorLiteral{}
	p.parseTensorLiteral(vals, true)
	p.expect(tGreater, "expected '>'")
	st := p.parseElementsLiteralType(t)
	indicesShape := idx.shape
	if len(indicesShape) == 0 {
		indicesShape = []int64{1, int64(len(st.Shape()))}
	}
	indices, ok := p.denseFromLiteral(indicesOff, p.ctx.RankedTensor(indicesShape, i64, nil), idx).(*ir.DenseElementsAttr)
	if !ok {
		p.errorAt(indicesOff, "expected integer elements for sparse indices")
	}
	valuesShape := vals.shape
	if len(valuesShape) == 0 {
		valuesShape = []int64{indicesShape[0]}
	}
	values := p.denseFromLiteral(valuesOff, p.ctx.RankedTensor(valuesShape, st.ElementType(), nil), vals)
	return p.ctx.SparseElements(st, indices, values)
}

// parseTensorLiteral parses the literal part of a dense or sparse elements
// attribute: a hex string (when allowed), a nested list or one element.
func (p *Parser) parseTensorLiteral(tl *tensorLiteral, allowHex bool) {
	switch {
	case allowHex && p.is(tString):
		tok := p.tok
		tl.hex = &tok
		p.consume()
	case p.is(tLSquare):
		tl.shape = p.parseTensorLiteralList(tl)
	default:
		p.parseTensorLiteralElement(tl)
	}
}

func (p *Parser) emptyElements(st ir.ShapedType) ir.Attribute {
	scalar, _ := scalarInfo(st.ElementType())
	if !ir.IsIntOrIndexOrFloat(scalar) {
		return p.ctx.DenseStrings(st, false, nil)
	}
	return p.ctx.DenseElements(st, false, 1, nil)
}
