package ods

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// verifySpec runs the checks ODS generates for every op: operand, result,
// region and successor counts, required attributes and their constraints,
// type constraints that are known, and structural traits.
func verifySpec(s *Spec, op *ir.Operation) error {
	if err := verifyCounts(s, op); err != nil {
		return err
	}
	if err := verifyAttrs(s, op); err != nil {
		return err
	}
	if s.info().checkTypes {
		if err := verifyTypes(s, op); err != nil {
			return err
		}
	}
	if err := verifyPredTraits(s, op); err != nil {
		return err
	}
	return verifyTraits(s, op)
}

func groupCounts(args []Arg) (fixed, variadic int) {
	for _, a := range args {
		if a.Kind == Single {
			fixed++
		} else {
			variadic++
		}
	}
	return
}

// verifyCounts runs the count traits ODS attaches to every op, in the
// order it attaches them: regions, results, successors, operands; then
// the operand segment sizes.
func verifyCounts(s *Spec, op *ir.Operation) error {
	// Regions.
	fixed, variadic := groupCounts(s.Regions)
	n := op.NumRegions()
	if variadic == 0 && n != fixed {
		switch fixed {
		case 0:
			return op.Errorf("requires zero regions")
		case 1:
			return op.Errorf("requires one region")
		}
		return op.Errorf("expected %d regions", fixed)
	}
	if variadic > 0 && n < fixed {
		return op.Errorf("expected %d or more regions", fixed)
	}
	// Results.
	fixed, variadic = groupCounts(s.Results)
	n = op.NumResults()
	if variadic == 0 {
		if n != fixed {
			switch fixed {
			case 0:
				return op.Errorf("requires zero results")
			case 1:
				return op.Errorf("requires one result")
			}
			return op.Errorf("expected %d results", fixed)
		}
	} else if n < fixed {
		return op.Errorf("expected %d or more results", fixed)
	}
	// Successors.
	fixed, variadic = groupCounts(s.Successors)
	n = op.NumSuccessors()
	if variadic == 0 && n != fixed {
		switch fixed {
		case 0:
			return op.Errorf("requires zero successors")
		case 1:
			return op.Errorf("requires 1 successor but found %d", n)
		}
		return op.Errorf("requires %d successors but found %d", fixed, n)
	}
	if variadic > 0 && n < fixed {
		return op.Errorf("requires at least %d successors but found %d", fixed, n)
	}
	// Operands.
	fixed, variadic = groupCounts(s.Operands)
	n = op.NumOperands()
	if variadic == 0 {
		if n != fixed {
			switch fixed {
			case 0:
				return op.Errorf("requires zero operands")
			case 1:
				return op.Errorf("requires a single operand")
			}
			return op.Errorf("expected %d operands, but found %d", fixed, n)
		}
	} else if n < fixed {
		return op.Errorf("expected %d or more operands, but found %d", fixed, n)
	}
	if s.info().attrSizedOps {
		sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
		if !ok {
			return op.Errorf("requires dense i32 array attribute 'operandSegmentSizes'")
		}
		if len(sizes.Ints) != len(s.Operands) {
			return op.Errorf("'operandSegmentSizes' attribute for specifying operand segments must have %d elements, but got %d", len(s.Operands), len(sizes.Ints))
		}
		total := 0
		for _, v := range sizes.Ints {
			if v < 0 {
				return op.Errorf("'operandSegmentSizes' attribute cannot have negative elements")
			}
			total += int(v)
		}
		if total != n {
			return op.Errorf("operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", n, total)
		}
	}
	if s.info().attrSizedRes {
		sizes, ok := op.Attr("resultSegmentSizes").(*ir.DenseArrayAttr)
		if !ok {
			return op.Errorf("requires dense i32 array attribute 'resultSegmentSizes'")
		}
		if len(sizes.Ints) != len(s.Results) {
			return op.Errorf("'resultSegmentSizes' attribute for specifying result segments must have %d elements, but got %d", len(s.Results), len(sizes.Ints))
		}
		total := 0
		for _, v := range sizes.Ints {
			if v < 0 {
				return op.Errorf("'resultSegmentSizes' attribute cannot have negative elements")
			}
			total += int(v)
		}
		if total != op.NumResults() {
			return op.Errorf("result count (%d) does not match with the total size (%d) specified in attribute 'resultSegmentSizes'", op.NumResults(), total)
		}
	}
	return nil
}

func verifyAttrs(s *Spec, op *ir.Operation) error {
	// Presence first, in attribute-name order (ODS sorts its attribute
	// metadata), then the constraints in declaration order.
	var missing []string
	for _, a := range s.Attrs {
		if op.Attr(a.Name) == nil && !a.Optional && a.Default == "" {
			missing = append(missing, a.Name)
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return op.Errorf("requires attribute '%s'", missing[0])
	}
	for _, a := range s.Attrs {
		v := op.Attr(a.Name)
		if v != nil && a.Cons != nil && !attrSatisfies(a.Cons, v) {
			return op.Errorf("attribute '%s' failed to satisfy constraint: %s", a.Name, a.Cons.Summary)
		}
	}
	return nil
}

// typeSpelled reports whether t prints as spelled, without printing the
// integer, index and float types attributes are checked against.
func typeSpelled(t ir.Type, spelled string) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		var buf [16]byte
		b := buf[:0]
		switch t.Signedness {
		case ir.Signed:
			b = append(b, 's', 'i')
		case ir.Unsigned:
			b = append(b, 'u', 'i')
		default:
			b = append(b, 'i')
		}
		return string(strconv.AppendInt(b, int64(t.Width), 10)) == spelled
	case *ir.IndexType:
		return spelled == "index"
	case *ir.FloatType:
		return spelled == t.Kind.String()
	}
	return asm.TypeString(t) == spelled
}

func attrSatisfies(c *AttrCons, a ir.Attribute) bool {
	c.confOnce.Do(func() { c.conf = parseConfinement(c.Summary) })
	if !c.conf.holds(a) {
		return false
	}
	if c.Check != nil {
		return c.Check(a)
	}
	switch c.Kind {
	case AttrUnit:
		_, ok := a.(*ir.UnitAttr)
		return ok
	case AttrInt, AttrBool:
		ia, ok := a.(*ir.IntegerAttr)
		if !ok {
			return false
		}
		if c.ValueType != "" {
			if !typeSpelled(ia.Type, c.ValueType) {
				return false
			}
		}
		return true
	case AttrIntEnum:
		ia, ok := a.(*ir.IntegerAttr)
		if !ok {
			return false
		}
		if w := enumWidth(c); w > 0 {
			if it, ok := ia.Type.(*ir.IntegerType); !ok || it.Width != w {
				return false
			}
		}
		if c.Enum != nil && !c.Enum.Bit && c.Enum.Case(uint64(ia.Int64())) == nil {
			return false
		}
		return true
	case AttrFloat:
		_, ok := a.(*ir.FloatAttr)
		return ok
	case AttrString, AttrSymbolName:
		_, ok := a.(*ir.StringAttr)
		return ok
	case AttrSymbolRef, AttrFlatSymbolRef:
		sr, ok := a.(*ir.SymbolRefAttr)
		if ok && c.Kind == AttrFlatSymbolRef {
			return len(sr.Nested) == 0
		}
		return ok
	case AttrType:
		_, ok := a.(*ir.TypeAttr)
		return ok
	case AttrArray:
		_, ok := a.(*ir.ArrayAttr)
		return ok
	case AttrDict:
		_, ok := a.(*ir.DictionaryAttr)
		return ok
	case AttrDenseArray:
		_, ok := a.(*ir.DenseArrayAttr)
		return ok
	case AttrDialectEnum:
		ea, ok := a.(*EnumAttr)
		return ok && ea.Def.Dialect == c.Dialect && ea.Def.Mnemonic == c.Mnemonic
	}
	return true
}

func verifyTypes(s *Spec, op *ir.Operation) error {
	// Group ranges index the op's operands and results directly: verifying
	// an op allocates nothing.
	var buf [8][2]int
	if len(s.Operands) > 0 {
		idx := 0
		for i, r := range operandRanges(s, op, op.NumOperands(), buf[:0]) {
			a := s.Operands[i]
			if a.Kind == Optional && r[1]-r[0] > 1 {
				return op.Errorf("operand group starting at #%d requires 0 or 1 element, but found %d", idx, r[1]-r[0])
			}
			var chk func(ir.Type) bool
			if a.Type != nil {
				chk = typeCheck(a.Type)
			}
			for j := r[0]; j < r[1]; j++ {
				if chk != nil {
					if t := op.Operand(j).Type(); !chk(t) {
						return op.Errorf("operand #%d must be %s, but got '%s'", idx, groupSummary(a), asm.TypeString(t))
					}
				}
				idx++
			}
		}
	}
	if len(s.Results) > 0 {
		idx := 0
		for i, r := range resultRanges(s, op, op.NumResults(), buf[:0]) {
			a := s.Results[i]
			if a.Kind == Optional && r[1]-r[0] > 1 {
				return op.Errorf("result group starting at #%d requires 0 or 1 element, but found %d", idx, r[1]-r[0])
			}
			var chk func(ir.Type) bool
			if a.Type != nil {
				chk = typeCheck(a.Type)
			}
			for j := r[0]; j < r[1]; j++ {
				if chk != nil {
					if t := op.Result(j).Type(); !chk(t) {
						return op.Errorf("result #%d must be %s, but got '%s'", idx, groupSummary(a), asm.TypeString(t))
					}
				}
				idx++
			}
		}
	}
	return nil
}

func verifyTraits(s *Spec, op *ir.Operation) error {
	in := s.info()
	// MLIR reports a wrong parent before a misplaced terminator.
	if parents := in.parents; parents != nil {
		p := op.ParentOp()
		ok := false
		for _, name := range parents {
			if p != nil && p.Name() == name {
				ok = true
			}
		}
		if !ok {
			if len(parents) == 1 {
				return op.Errorf("expects parent op '%s'", parents[0])
			}
			return op.Errorf("expects parent op to be one of '%s'", strings.Join(parents, ", "))
		}
	}
	if in.terminator {
		if b := op.Block(); b == nil || b.Last() != op {
			return op.Errorf("must be the last operation in the parent block")
		}
	}
	if in.sameOpsRes || in.sameOps {
		var first ir.Type
		for i := 0; i < op.NumOperands(); i++ {
			t := op.Operand(i).Type()
			if first == nil {
				first = t
			} else if t != first {
				if in.sameOpsRes {
					return op.Errorf("requires the same type for all operands and results")
				}
				return op.Errorf("requires all operands to have the same type")
			}
		}
		if in.sameOpsRes {
			for i := 0; i < op.NumResults(); i++ {
				t := op.Result(i).Type()
				if first == nil {
					first = t
				} else if t != first {
					return op.Errorf("requires the same type for all operands and results")
				}
			}
		}
	}
	return nil
}

// verifyInherent checks the constraints of the spec's attributes present
// in attrs (MLIR's verifyInherentAttrs).
func verifyInherent(s *Spec, attrs []ir.NamedAttr) string {
	for _, a := range s.Attrs {
		for _, na := range attrs {
			if na.Name == a.Name && a.Cons != nil && !attrSatisfies(a.Cons, na.Value) {
				return fmt.Sprintf("attribute '%s' failed to satisfy constraint: %s", a.Name, a.Cons.Summary)
			}
		}
	}
	return ""
}

// appendNamedTypes appends to dst the types of the named operand or result
// group, or of the named typed attribute; false when there is none.
func appendNamedTypes(dst []ir.Type, s *Spec, op *ir.Operation, name string) ([]ir.Type, bool) {
	var buf [8][2]int
	for i, a := range s.Operands {
		if a.Name == name {
			if rs := operandRanges(s, op, op.NumOperands(), buf[:0]); i < len(rs) {
				for j := rs[i][0]; j < rs[i][1]; j++ {
					dst = append(dst, op.Operand(j).Type())
				}
			}
			return dst, true
		}
	}
	for i, a := range s.Results {
		if a.Name == name {
			if rs := resultRanges(s, op, op.NumResults(), buf[:0]); i < len(rs) {
				for j := rs[i][0]; j < rs[i][1]; j++ {
					dst = append(dst, op.Result(j).Type())
				}
			}
			return dst, true
		}
	}
	for _, a := range s.Attrs {
		if a.Name == name {
			if ta, ok := op.Attr(name).(ir.TypedAttr); ok {
				return append(dst, ta.AttrType()), true
			}
			return dst, false
		}
	}
	return dst, false
}

// verifyPredTraits checks the type-relation traits ODS verifies as part of
// the op's invariants (PredOpTrait): "failed to verify that all of {a, b}
// have same type" and the like, for the relations gpuc can evaluate. The
// traits come parsed from the spec's info; the types are gathered in
// buffers on the stack.
func verifyPredTraits(s *Spec, op *ir.Operation) error {
	for _, tr := range s.info().predTraits {
		var b1, b2 [4]ir.Type
		if tr.kind == predMatchWith {
			f := Transforms[tr.transform]
			if f == nil {
				continue
			}
			from, ok1 := appendNamedTypes(b1[:0], s, op, tr.names[0])
			to, ok2 := appendNamedTypes(b2[:0], s, op, tr.names[1])
			if !ok1 || !ok2 || len(from) != 1 || len(to) != 1 {
				continue
			}
			if want := f(op.Context(), from[0]); want != nil && want != to[0] {
				return op.Errorf("failed to verify that %s", tr.summary)
			}
			continue
		}
		var first ir.Type
		have := false
		for _, n := range tr.names {
			ts, ok := appendNamedTypes(b1[:0], s, op, n)
			if !ok {
				continue
			}
			for _, t := range ts {
				k := t
				if tr.kind == predAllElem {
					k = elementType(nil, t)
				}
				if !have {
					first, have = k, true
				} else if k != first {
					what := "type"
					if tr.kind == predAllElem {
						what = "element type"
					}
					return op.Errorf("failed to verify that all of {%s} have same %s", strings.Join(tr.names, ", "), what)
				}
			}
		}
	}
	return nil
}

// convertProps is MLIR's generated setPropertiesFromAttr: the known
// inherent attributes are taken from the dictionary (their class checked),
// anything else in it is ignored.
func convertProps(c *ir.Context, s *Spec, props ir.Attribute) (ir.Attribute, string) {
	d, ok := props.(*ir.DictionaryAttr)
	if !ok {
		return props, "expected DictionaryAttr to set properties"
	}
	names := inherentNames(s)
	var keep []ir.NamedAttr
	for _, e := range d.Entries {
		known := false
		for _, n := range names {
			if n == e.Name {
				known = true
			}
		}
		if !known {
			continue
		}
		for _, a := range s.Attrs {
			if a.Name == e.Name && a.Cons != nil && !propStorageMatches(a.Cons, e.Value) {
				return props, fmt.Sprintf("Invalid attribute `%s` in property conversion: %s", e.Name, asm.AttrString(e.Value))
			}
		}
		keep = append(keep, e)
	}
	if len(keep) == len(d.Entries) {
		return d, ""
	}
	return c.Dict(keep), ""
}

// propStorageMatches checks the class a property's attribute must have.
func propStorageMatches(c *AttrCons, a ir.Attribute) bool {
	switch c.Kind {
	case AttrIntEnum, AttrDialectEnum:
		return attrSatisfies(c, a)
	case AttrBool:
		ia, ok := a.(*ir.IntegerAttr)
		return ok && typeSpelled(ia.Type, "i1")
	case AttrSymbolName:
		_, ok := a.(*ir.StringAttr)
		return ok
	case AttrDenseArray:
		_, ok := a.(*ir.DenseArrayAttr)
		return ok
	case AttrDialect:
		// The attribute class: `#dialect.mnemonic` (or `#dialect.mnemonic<`).
		if c.Dialect != "" && c.Mnemonic != "" {
			pre := "#" + c.Dialect + "." + c.Mnemonic
			str := asm.AttrString(a)
			return str == pre || strings.HasPrefix(str, pre+"<")
		}
	}
	return storageMatches(c, a)
}

var (
	reMinValue = regexp.MustCompile(`whose minimum value is (-?\d+)`)
	reMaxValue = regexp.MustCompile(`whose maximum value is (-?\d+)`)
	reAtLeast  = regexp.MustCompile(`with at least (\d+) elements`)
	reExactly  = regexp.MustCompile(`with (\d+) elements`)
)

// confinement is what the common ConfinedAttr constraints require, which
// ODS spells out in the summary ("... whose value is non-negative",
// "... with at least 1 elements"); parseConfinement reads it once per
// constraint.
type confinement struct {
	any                   bool // no confinement
	nonNegative, positive bool
	min, max              *int64
	atLeast, exactly      int // -1: none
}

func parseConfinement(summary string) confinement {
	c := confinement{atLeast: -1, exactly: -1}
	if !strings.Contains(summary, "whose") && !strings.Contains(summary, "elements") {
		c.any = true
		return c
	}
	c.nonNegative = strings.Contains(summary, "whose value is non-negative")
	c.positive = strings.Contains(summary, "whose value is positive")
	if m := reMinValue.FindStringSubmatch(summary); m != nil {
		if n, err := strconv.ParseInt(m[1], 10, 64); err == nil {
			c.min = &n
		}
	}
	if m := reMaxValue.FindStringSubmatch(summary); m != nil {
		if n, err := strconv.ParseInt(m[1], 10, 64); err == nil {
			c.max = &n
		}
	}
	if m := reAtLeast.FindStringSubmatch(summary); m != nil {
		c.atLeast, _ = strconv.Atoi(m[1])
	} else if m := reExactly.FindStringSubmatch(summary); m != nil {
		c.exactly, _ = strconv.Atoi(m[1])
	}
	return c
}

func (c *confinement) holds(a ir.Attribute) bool {
	if c.any {
		return true
	}
	if ia, ok := a.(*ir.IntegerAttr); ok {
		v := ia.Int64()
		if c.nonNegative && v < 0 || c.positive && v <= 0 {
			return false
		}
		if c.min != nil && v < *c.min || c.max != nil && v > *c.max {
			return false
		}
	}
	n := -1
	switch a := a.(type) {
	case *ir.ArrayAttr:
		n = len(a.Elems)
	case *ir.DenseArrayAttr:
		n = a.Len()
	}
	if n >= 0 {
		if c.atLeast >= 0 && n < c.atLeast || c.exactly >= 0 && n != c.exactly {
			return false
		}
	}
	return true
}

// groupSummary is how ODS names a group's constraint in messages: a
// variadic group's is "variadic of <summary>".
func groupSummary(a Arg) string {
	if a.Kind == Variadic {
		return "variadic of " + a.Type.Summary
	}
	return a.Type.Summary
}

// enumWidth is the storage width of an integer-stored enum.
func enumWidth(c *AttrCons) int {
	if c.ValueType != "" {
		if w, err := strconv.Atoi(strings.TrimPrefix(c.ValueType, "i")); err == nil {
			return w
		}
	}
	if c.Enum != nil {
		return c.Enum.Width
	}
	return 0
}
