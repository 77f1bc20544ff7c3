package asm

import (
	"math/big"
	"strconv"
	"strings"

	"gpuc/internal/apfloat"
	"gpuc/internal/ir"
)

type elision int

const (
	elideNever elision = iota
	elideMay
	elideMust
)

// PrintType prints t, using its alias if it has one.
func (p *Printer) PrintType(t ir.Type) {
	if p.collecting {
		if p.sink != nil {
			p.sink(t)
			return
		}
		p.visitAlias(t, false, false)
		return
	}
	if p.printAlias(t) {
		return
	}
	p.printTypeImpl(t)
}

func (p *Printer) printDims(dims []int64, scalable []bool) {
	for i, d := range dims {
		sc := i < len(scalable) && scalable[i]
		if sc {
			p.WriteString("[")
		}
		if d == ir.Dynamic {
			p.WriteString("?")
		} else {
			p.writeInt(d)
		}
		if sc {
			p.WriteString("]")
		}
		p.WriteString("x")
	}
}

func layoutIsIdentity(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	}
	return false
}

func (p *Printer) printTypeImpl(t ir.Type) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			p.WriteString("si")
		case ir.Unsigned:
			p.WriteString("ui")
		default:
			p.WriteString("i")
		}
		p.writeInt(int64(t.Width))
	case *ir.IndexType:
		p.WriteString("index")
	case *ir.FloatType:
		p.WriteString(t.Kind.String())
	case *ir.NoneType:
		p.WriteString("none")
	case *ir.ComplexType:
		p.WriteString("complex<")
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *ir.VectorType:
		p.WriteString("vector<")
		p.printDims(t.Dims, t.Scalable)
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *ir.RankedTensorType:
		p.WriteString("tensor<")
		p.printDims(t.Dims, nil)
		p.PrintType(t.Elem)
		if t.Encoding != nil {
			p.WriteString(", ")
			p.PrintAttribute(t.Encoding)
		}
		p.WriteString(">")
	case *ir.UnrankedTensorType:
		p.WriteString("tensor<*x")
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *ir.MemRefType:
		p.WriteString("memref<")
		p.printDims(t.Dims, nil)
		p.PrintType(t.Elem)
		if t.Layout != nil && !layoutIsIdentity(t) {
			p.WriteString(", ")
			p.printAttribute(t.Layout, elideMay)
		}
		if t.MemorySpace != nil {
			p.WriteString(", ")
			p.printAttribute(t.MemorySpace, elideMay)
		}
		p.WriteString(">")
	case *ir.UnrankedMemRefType:
		p.WriteString("memref<*x")
		p.PrintType(t.Elem)
		if t.MemorySpace != nil {
			p.WriteString(", ")
			p.printAttribute(t.MemorySpace, elideMay)
		}
		p.WriteString(">")
	case *ir.TupleType:
		p.WriteString("tuple<")
		p.PrintTypes(t.Types)
		p.WriteString(">")
	case *ir.FunctionType:
		p.WriteString("(")
		p.PrintTypes(t.Inputs)
		p.WriteString(") -> ")
		if len(t.Results) == 1 {
			if _, fn := t.Results[0].(*ir.FunctionType); !fn {
				p.PrintType(t.Results[0])
				return
			}
		}
		p.WriteString("(")
		p.PrintTypes(t.Results)
		p.WriteString(")")
	case *ir.OpaqueType:
		p.printDialectSymbol("!", t.Dialect, t.Data)
	default:
		if !p.printDialectType(t) {
			p.WriteString("<<UNKNOWN TYPE>>")
		}
	}
}

func (p *Printer) printDialectType(t ir.Type) bool {
	// A dialect type prints the same every time within one printer (its
	// aliases are fixed by then): the text is kept and copied the next
	// time, as the same LLVM struct is printed for every op that uses it.
	if !p.collecting {
		if text, ok := p.typeText[t]; ok {
			p.buf = append(p.buf, text...)
			return true
		}
	}
	for _, syn := range registeredSyntaxes {
		if syn.PrintType == nil {
			continue
		}
		start := len(p.buf)
		if syn.PrintType(p, t) {
			p.wrapDialectBody(start, '!', syn.Name)
			if !p.collecting {
				if p.typeText == nil {
					p.typeText = map[ir.Type]string{}
				}
				p.typeText[t] = string(p.buf[start:])
			}
			return true
		}
		p.buf = p.buf[:start]
	}
	return false
}

// wrapDialectBody puts the dialect prefix around the body written since
// start: `!name.body` for pretty bodies, else `!name<body>`.
func (p *Printer) wrapDialectBody(start int, sigil byte, name string) {
	if name == "" || p.collecting {
		return
	}
	body := string(p.buf[start:])
	p.buf = p.buf[:start]
	p.buf = append(p.buf, sigil)
	p.buf = append(p.buf, name...)
	if isPrettyDialectBody(body) {
		p.buf = append(p.buf, '.')
		p.buf = append(p.buf, body...)
		return
	}
	p.buf = append(p.buf, '<')
	p.buf = append(p.buf, body...)
	p.buf = append(p.buf, '>')
}

// isPrettyDialectBody reports whether a dialect type or attribute body can
// be printed in the pretty `dialect.body` form, as MLIR's
// isDialectSymbolSimpleEnoughForPrettyForm decides: an identifier, then
// optionally a `<...>` suffix that ends the body.
func isPrettyDialectBody(s string) bool {
	if s == "" || !(isAlpha(s[0])) {
		return false
	}
	i := 0
	for i < len(s) && (isAlpha(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == '_' || s[i] == '.') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

// registeredSyntaxes is filled by RegisterDialectSyntax at init time.
var registeredSyntaxes []*DialectSyntax

// RegisterDialectSyntax makes the printer aware of a dialect's type and
// attribute printers. Call it from an init function.
func RegisterDialectSyntax(s *DialectSyntax) { registeredSyntaxes = append(registeredSyntaxes, s) }

func isSimpleDialectSymbol(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	i := 0
	for i < len(s) && (isAlpha(s[i]) || isDigit(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

func (p *Printer) printDialectSymbol(prefix, dialect, data string) {
	p.WriteString(prefix)
	p.WriteString(dialect)
	if isSimpleDialectSymbol(data) {
		p.WriteString(".")
		p.WriteString(data)
		return
	}
	p.WriteString("<")
	p.WriteString(data)
	p.WriteString(">")
}

// PrintAttribute prints a, using its alias if it has one.
func (p *Printer) PrintAttribute(a ir.Attribute) { p.printAttribute(a, elideNever) }

// PrintAttributeWithoutType prints a without its trailing `: type`.
func (p *Printer) PrintAttributeWithoutType(a ir.Attribute) { p.printAttribute(a, elideMust) }

func (p *Printer) printAttribute(a ir.Attribute, el elision) {
	if p.collecting {
		if p.sink != nil {
			p.sink(a)
			return
		}
		p.visitAlias(a, false, el == elideMust)
		return
	}
	if p.printAlias(a) {
		return
	}
	p.printAttributeImpl(a, el)
}

func (p *Printer) printFloat(f apfloat.Float) bool {
	s, hex := apfloat.FormatMLIR(f)
	p.WriteString(s)
	return hex
}

func (p *Printer) printAttributeImpl(a ir.Attribute, el elision) {
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		p.printDialectSymbol("#", a.Dialect, a.Data)
	case *ir.UnitAttr:
		p.WriteString("unit")
		return
	case *ir.DistinctAttr:
		if p.distinct == nil {
			p.distinct = map[*ir.DistinctAttr]int{}
		}
		id, ok := p.distinct[a]
		if !ok && p.forked {
			p.missed = true // numbered in order by the module's printer
		} else if !ok {
			id = len(p.distinct)
			p.distinct[a] = id
		}
		p.WriteString("distinct[")
		p.writeInt(int64(id))
		p.WriteString("]<")
		if _, unit := a.Referenced.(*ir.UnitAttr); !unit {
			p.PrintAttribute(a.Referenced)
		}
		p.WriteString(">")
		return
	case *ir.DictionaryAttr:
		p.WriteString("{")
		for i, e := range a.Entries {
			if i > 0 {
				p.WriteString(", ")
			}
			p.printNamedAttr(e)
		}
		p.WriteString("}")
	case *ir.IntegerAttr:
		if a.IsBool() {
			if a.IsZero() {
				p.WriteString("false")
			} else {
				p.WriteString("true")
			}
			return
		}
		p.WriteString(a.String())
		if el == elideMay {
			if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 64 && it.Signedness == ir.Signless {
				return
			}
		}
	case *ir.FloatAttr:
		hex := p.printFloat(a.Value)
		if el == elideMay && a.Type.Kind == ir.F64 && !hex {
			return
		}
	case *ir.StringAttr:
		p.printEscapedString(a.Value)
	case *ir.ArrayAttr:
		p.WriteString("[")
		for i, e := range a.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.printAttribute(e, elideMay)
		}
		p.WriteString("]")
	case *ir.AffineMapAttr:
		p.WriteString(a.Map.String())
		return
	case *ir.IntegerSetAttr:
		p.WriteString(a.Set.String())
		return
	case *ir.TypeAttr:
		p.PrintType(a.Type)
	case *ir.SymbolRefAttr:
		p.PrintSymbolName(a.Root)
		for _, n := range a.Nested {
			p.WriteString("::")
			p.PrintSymbolName(n)
		}
	case *ir.DenseElementsAttr:
		p.WriteString("dense<")
		p.printDenseElements(a)
		p.WriteString(">")
	case *ir.DenseStringElementsAttr:
		p.WriteString("dense<")
		p.printDenseStrings(a)
		p.WriteString(">")
	case *ir.SparseElementsAttr:
		p.WriteString("sparse<")
		if ir.NumElements(a.Indices.Type) != 0 {
			saved := p.flags.HexThreshold
			p.flags.HexThreshold = -1 // indices never print as hex
			p.printDenseElements(a.Indices)
			p.flags.HexThreshold = saved
			p.WriteString(", ")
			switch v := a.Values.(type) {
			case *ir.DenseElementsAttr:
				p.printDenseElements(v)
			case *ir.DenseStringElementsAttr:
				p.printDenseStrings(v)
			}
		}
		p.WriteString(">")
	case *ir.StridedLayoutAttr:
		p.WriteString("strided<[")
		for i, s := range a.Strides {
			if i > 0 {
				p.WriteString(", ")
			}
			p.printIntOrQuestion(s)
		}
		p.WriteString("]")
		if a.Offset != 0 {
			p.WriteString(", offset: ")
			p.printIntOrQuestion(a.Offset)
		}
		p.WriteString(">")
	case *ir.DenseArrayAttr:
		p.WriteString("array<")
		p.PrintType(a.Elem)
		if a.Len() > 0 {
			p.WriteString(": ")
			p.printDenseArray(a)
		}
		p.WriteString(">")
		return
	case *ir.DenseResourceAttr:
		p.WriteString("dense_resource<")
		p.WriteString(a.Handle)
		if p.forked {
			p.missed = p.missed || !p.resSeen[a.Handle]
		} else if p.resSeen == nil {
			p.resSeen = map[string]bool{}
		}
		if !p.forked && !p.resSeen[a.Handle] {
			p.resSeen[a.Handle] = true
			p.resources = append(p.resources, a.Handle)
		}
		p.WriteString(">")
	case ir.Location:
		p.printLocation(a, false)
	default:
		if !p.printDialectAttr(a) {
			p.WriteString("<<UNKNOWN ATTRIBUTE>>")
		}
	}
	if el != elideMust {
		if ta, ok := a.(ir.TypedAttr); ok {
			if t := ta.AttrType(); t != nil {
				if _, none := t.(*ir.NoneType); !none {
					p.WriteString(" : ")
					p.PrintType(t)
				}
			}
		}
	}
}

func (p *Printer) printDialectAttr(a ir.Attribute) bool {
	for _, syn := range registeredSyntaxes {
		if syn.PrintAttr == nil {
			continue
		}
		start := len(p.buf)
		if syn.PrintAttr(p, a) {
			p.wrapDialectBody(start, '#', syn.Name)
			return true
		}
		p.buf = p.buf[:start]
	}
	return false
}

func (p *Printer) printIntOrQuestion(v int64) {
	if v == ir.Dynamic {
		p.WriteString("?")
	} else {
		p.writeInt(v)
	}
}

// PrintDenseArrayElements prints the comma-separated elements of a dense
// array (`1, 2` of `array<i64: 1, 2>`), as the declarative formats print
// DenseI64ArrayAttr and the like inside their own brackets.
func (p *Printer) PrintDenseArrayElements(a *ir.DenseArrayAttr) {
	if p.collecting {
		return
	}
	p.printDenseArray(a)
}

func (p *Printer) printDenseArray(a *ir.DenseArrayAttr) {
	isI1 := false
	if it, ok := a.Elem.(*ir.IntegerType); ok && it.Width == 1 {
		isI1 = true
	}
	for i := 0; i < a.Len(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		if len(a.Floats) > 0 {
			p.printFloat(a.Floats[i])
			continue
		}
		if len(a.Wide) > 0 {
			p.WriteString(a.Wide[i].String())
			continue
		}
		v := a.Ints[i]
		if isI1 {
			if v != 0 {
				p.WriteString("true")
			} else {
				p.WriteString("false")
			}
			continue
		}
		if isUnsignedInt(a.Elem) {
			p.WriteString(strconv.FormatUint(uint64(v), 10))
		} else {
			p.writeInt(v)
		}
	}
}

// scalarText renders one stored scalar of type t.
func (p *Printer) scalarText(t ir.Type, raw []uint64) {
	if ft, ok := t.(*ir.FloatType); ok {
		var hi uint64
		if len(raw) > 1 {
			hi = raw[1]
		}
		p.printFloat(apfloat.FromBits(ft.Semantics(), raw[0], hi))
		return
	}
	w := ir.IntWidth(t)
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 1 {
		if raw[0]&1 != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
		return
	}
	if p.collecting {
		return
	}
	p.buf = appendRawInt(p.buf, raw, w, !isUnsignedInt(t))
}

func (p *Printer) hexDense(a *ir.DenseElementsAttr) bool {
	th := p.flags.HexThreshold
	return !a.Splat && th >= 0 && ir.NumElements(a.Type) > th
}

func (p *Printer) printDenseElements(a *ir.DenseElementsAttr) {
	scalar, isComplex := scalarInfo(a.Type.ElementType())
	if p.hexDense(a) {
		p.printDenseHex(a, scalar, isComplex)
		return
	}
	per := a.Stride
	if isComplex {
		per *= 2
	}
	printElt := func(i int) {
		base := i * per
		if a.Splat {
			base = 0
		}
		if isComplex {
			p.WriteString("(")
			p.scalarText(scalar, a.Raw[base:base+a.Stride])
			p.WriteString(",")
			p.scalarText(scalar, a.Raw[base+a.Stride:base+2*a.Stride])
			p.WriteString(")")
			return
		}
		p.scalarText(scalar, a.Raw[base:base+a.Stride])
	}
	p.printDenseShape(a.Splat, a.Type, printElt)
}

func (p *Printer) printDenseShape(splat bool, t ir.ShapedType, printElt func(int)) {
	if splat {
		printElt(0)
		return
	}
	n := ir.NumElements(t)
	if n == 0 {
		return
	}
	shape := t.Shape()
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			p.WriteString(", ")
		}
		for open < rank {
			p.WriteString("[")
			open++
		}
		printElt(int(idx))
		if rank > 0 {
			counter[rank-1]++
			for i := rank - 1; i > 0; i-- {
				if counter[i] >= shape[i] {
					counter[i] = 0
					counter[i-1]++
					open--
					p.WriteString("]")
				}
			}
		}
	}
	for ; open > 0; open-- {
		p.WriteString("]")
	}
}

func (p *Printer) printDenseHex(a *ir.DenseElementsAttr, scalar ir.Type, isComplex bool) {
	if p.collecting {
		return
	}
	w := scalarWidth(scalar)
	p.buf = append(p.buf, "\"0x"...)
	if w == 1 && !isComplex {
		// i1 data is bit-packed.
		n := int(ir.NumElements(a.Type))
		if a.Splat {
			v := byte(0)
			if a.Raw[0]&1 != 0 {
				v = 0xFF
			}
			p.buf = append(p.buf, hexUpper[v>>4], hexUpper[v&15])
		} else {
			for i := 0; i < n; i += 8 {
				var v byte
				for j := 0; j < 8 && i+j < n; j++ {
					if a.Raw[i+j]&1 != 0 {
						v |= 1 << j
					}
				}
				p.buf = append(p.buf, hexUpper[v>>4], hexUpper[v&15])
			}
		}
		p.buf = append(p.buf, '"')
		return
	}
	bytesPer := (w + 7) / 8
	for i := 0; i < len(a.Raw); i += a.Stride {
		lo := a.Raw[i]
		var hi uint64
		if a.Stride > 1 {
			hi = a.Raw[i+1]
		}
		for j := 0; j < bytesPer; j++ {
			var c byte
			if j < 8 {
				c = byte(lo >> (8 * j))
			} else {
				c = byte(hi >> (8 * (j - 8)))
			}
			p.buf = append(p.buf, hexUpper[c>>4], hexUpper[c&15])
		}
	}
	p.buf = append(p.buf, '"')
}

func (p *Printer) printDenseStrings(a *ir.DenseStringElementsAttr) {
	p.printDenseShape(a.Splat, a.Type, func(i int) {
		if a.Splat {
			i = 0
		}
		p.printEscapedString(a.Strings[i])
	})
}

// appendRawInt formats a w-bit integer stored in raw words.
func appendRawInt(b []byte, raw []uint64, w int, signed bool) []byte {
	if w <= 64 {
		v := raw[0]
		if w < 64 {
			v &= 1<<uint(w) - 1
		}
		if signed && w > 0 && v&(1<<uint(w-1)) != 0 {
			return strconv.AppendInt(b, int64(v|^(1<<uint(w)-1)), 10)
		}
		if signed && w == 64 {
			return strconv.AppendInt(b, int64(v), 10)
		}
		return strconv.AppendUint(b, v, 10)
	}
	hi := uint64(0)
	if len(raw) > 1 {
		hi = raw[1]
	}
	x := newBigFromWords(raw[0], hi)
	if signed && x.Bit(w-1) == 1 {
		x.Sub(x, newBigPow2(w))
	}
	return append(b, x.String()...)
}

func (p *Printer) printResources(res *Resources) {
	if len(p.resources) == 0 {
		return
	}
	var entries []string
	for _, h := range p.resources {
		v, ok := res.Lookup("builtin", h)
		if !ok {
			continue
		}
		entries = append(entries, "      "+h+": "+normalizeBlob(v))
	}
	if len(entries) == 0 {
		return
	}
	p.newline()
	p.WriteString("{-#")
	p.newline()
	p.WriteString("  dialect_resources: {")
	p.newline()
	p.WriteString("    builtin: {")
	p.newline()
	p.WriteString(strings.Join(entries, ",\n"))
	p.newline()
	p.WriteString("    }")
	p.newline()
	p.WriteString("  }")
	p.newline()
	p.WriteString("#-}")
	p.newline()
}

// normalizeBlob re-spells a hex blob string literal in upper case.
func normalizeBlob(v string) string {
	if strings.HasPrefix(v, "\"0x") {
		return "\"0x" + strings.ToUpper(v[3:len(v)-1]) + "\""
	}
	return v
}

func newBigFromWords(lo, hi uint64) *big.Int {
	x := new(big.Int).SetUint64(hi)
	x.Lsh(x, 64)
	return x.Or(x, new(big.Int).SetUint64(lo))
}

func newBigPow2(w int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w)) }
