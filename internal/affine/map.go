package affine

import "strings"

// Map is an affine map (d0, ..., dN-1)[s0, ..., sM-1] -> (results...).
// Its Results slice must not be modified once the map is built.
type Map struct {
	NumDims, NumSymbols int
	Results             []Expr
}

// NewMap returns the map with the given dims, symbols and results.
func NewMap(numDims, numSymbols int, results ...Expr) Map {
	return Map{NumDims: numDims, NumSymbols: numSymbols, Results: results}
}

// EmptyMap returns the map () -> () with numDims dims and numSymbols symbols
// and no results.
func EmptyMap(numDims, numSymbols int) Map {
	return Map{NumDims: numDims, NumSymbols: numSymbols}
}

// MultiDimIdentity returns (d0, ..., dn-1) -> (d0, ..., dn-1).
func MultiDimIdentity(n int) Map {
	res := make([]Expr, n)
	for i := range res {
		res[i] = Dim(i)
	}
	return Map{NumDims: n, Results: res}
}

// MinorIdentity returns the map (d0, ..., dn-1) -> (dn-r, ..., dn-1).
func MinorIdentity(numDims, numResults int) Map {
	res := make([]Expr, numResults)
	for i := range res {
		res[i] = Dim(numDims - numResults + i)
	}
	return Map{NumDims: numDims, Results: res}
}

// ConstantMap returns () -> (v).
func ConstantMap(v int64) Map { return Map{Results: []Expr{Const(v)}} }

// PermutationMap returns the map (d0, ...) -> (d[perm[0]], d[perm[1]], ...).
func PermutationMap(perm []int) Map {
	res := make([]Expr, len(perm))
	for i, p := range perm {
		res[i] = Dim(p)
	}
	return Map{NumDims: len(perm), Results: res}
}

// NumResults returns the number of results.
func (m Map) NumResults() int { return len(m.Results) }

// NumInputs returns NumDims + NumSymbols.
func (m Map) NumInputs() int { return m.NumDims + m.NumSymbols }

// IsIdentity reports whether m is (d0, ..., dn-1) -> (d0, ..., dn-1)
// (symbols are ignored, as in MLIR's AffineMap::isIdentity).
func (m Map) IsIdentity() bool {
	if m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if !r.IsDim() || r.Position() != i {
			return false
		}
	}
	return true
}

// IsMinorIdentity reports whether m is a minor identity (MLIR
// isMinorIdentity).
func (m Map) IsMinorIdentity() bool {
	if m.NumDims < len(m.Results) {
		return false
	}
	return m.Equal(MinorIdentityWithSymbols(m.NumDims, len(m.Results), m.NumSymbols))
}

// MinorIdentityWithSymbols is MinorIdentity with numSymbols symbols.
func MinorIdentityWithSymbols(numDims, numResults, numSymbols int) Map {
	mi := MinorIdentity(numDims, numResults)
	mi.NumSymbols = numSymbols
	return mi
}

// IsEmpty reports whether m has no results and no inputs (`() -> ()`).
func (m Map) IsEmpty() bool {
	return m.NumDims == 0 && m.NumSymbols == 0 && len(m.Results) == 0
}

// IsSingleConstant reports whether m has exactly one constant result.
func (m Map) IsSingleConstant() bool {
	return len(m.Results) == 1 && m.Results[0].IsConstant()
}

// IsConstant reports whether all results of m are constants.
func (m Map) IsConstant() bool {
	for _, r := range m.Results {
		if !r.IsConstant() {
			return false
		}
	}
	return true
}

// ConstantResults returns the values of the results of a constant map.
func (m Map) ConstantResults() []int64 {
	out := make([]int64, len(m.Results))
	for i, r := range m.Results {
		out[i] = r.Value()
	}
	return out
}

// IsProjectedPermutation reports whether m has no symbols and each result
// is a distinct dim (or, with allowZeros, the constant 0); MLIR
// isProjectedPermutation.
func (m Map) IsProjectedPermutation(allowZeros bool) bool {
	if m.NumSymbols > 0 || len(m.Results) > m.NumDims {
		return false
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		if r.IsDim() {
			p := r.Position()
			if p >= m.NumDims || seen[p] {
				return false
			}
			seen[p] = true
			continue
		}
		if !allowZeros || !r.IsConstantValue(0) {
			return false
		}
	}
	return true
}

// IsPermutation reports whether m is a permutation of its dims.
func (m Map) IsPermutation() bool {
	return m.NumDims == len(m.Results) && m.IsProjectedPermutation(false)
}

// IsPureAffine reports whether all results are pure affine.
func (m Map) IsPureAffine() bool {
	for _, r := range m.Results {
		if !r.IsPureAffine() {
			return false
		}
	}
	return true
}

// Equal reports whether m and o are the same map (MLIR uniquing equality).
func (m Map) Equal(o Map) bool {
	if m.NumDims != o.NumDims || m.NumSymbols != o.NumSymbols || len(m.Results) != len(o.Results) {
		return false
	}
	for i := range m.Results {
		if !Equal(m.Results[i], o.Results[i]) {
			return false
		}
	}
	return true
}

// Replace returns m with dims and symbols substituted in every result; the
// new map has numDims dims and numSymbols symbols.
func (m Map) Replace(dims, syms []Expr, numDims, numSymbols int) Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = r.ReplaceDimsAndSymbols(dims, syms)
	}
	return Map{NumDims: numDims, NumSymbols: numSymbols, Results: res}
}

// SubMap returns the map with only the results at the given positions.
func (m Map) SubMap(positions []int) Map {
	res := make([]Expr, len(positions))
	for i, p := range positions {
		res[i] = m.Results[p]
	}
	return Map{NumDims: m.NumDims, NumSymbols: m.NumSymbols, Results: res}
}

func writeIDs(b *strings.Builder, n int, c byte) {
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte(c)
		writeInt(b, int64(i))
	}
}

func writeHeader(b *strings.Builder, numDims, numSymbols int) {
	b.WriteByte('(')
	writeIDs(b, numDims, 'd')
	b.WriteByte(')')
	if numSymbols != 0 {
		b.WriteByte('[')
		writeIDs(b, numSymbols, 's')
		b.WriteByte(']')
	}
}

// BodyString returns the map without the `affine_map<...>` wrapper, e.g.
// `(d0)[s0] -> (d0 + s0)` (AsmPrinter printAffineMap).
func (m Map) BodyString() string {
	var b strings.Builder
	m.writeBody(&b)
	return b.String()
}

func (m Map) writeBody(b *strings.Builder) {
	writeHeader(b, m.NumDims, m.NumSymbols)
	b.WriteString(" -> (")
	for i, r := range m.Results {
		if i > 0 {
			b.WriteString(", ")
		}
		printExpr(b, r.n, false, nil)
	}
	b.WriteByte(')')
}

// String returns the full attribute spelling, e.g.
// `affine_map<(d0)[s0] -> (d0 + s0)>`.
func (m Map) String() string {
	var b strings.Builder
	b.WriteString("affine_map<")
	m.writeBody(&b)
	b.WriteByte('>')
	return b.String()
}

// Key returns a string that is equal for two maps exactly when they are the
// same map in MLIR's uniquing sense (structural equality). Unlike String it
// is injective even for unusual non-canonical trees.
func (m Map) Key() string {
	var b strings.Builder
	b.WriteByte('m')
	writeInt(&b, int64(m.NumDims))
	b.WriteByte(',')
	writeInt(&b, int64(m.NumSymbols))
	for _, r := range m.Results {
		b.WriteByte(';')
		key(&b, r.n)
	}
	return b.String()
}

// Set is an integer set (d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...). Eq[i]
// tells whether Constraints[i] is an equality. Its slices must not be
// modified once the set is built.
type Set struct {
	NumDims, NumSymbols int
	Constraints         []Expr
	Eq                  []bool
}

// NewSet returns the set with the given constraints; eq must have the same
// length as constraints.
func NewSet(numDims, numSymbols int, constraints []Expr, eq []bool) Set {
	return Set{NumDims: numDims, NumSymbols: numSymbols, Constraints: constraints, Eq: eq}
}

// EmptySet returns the canonical empty set `1 == 0` (MLIR
// IntegerSet::getEmptySet).
func EmptySet(numDims, numSymbols int) Set {
	return Set{NumDims: numDims, NumSymbols: numSymbols, Constraints: []Expr{Const(1)}, Eq: []bool{true}}
}

// UniverseSet returns the trivially true set `0 == 0`, which is what the
// parser builds for an empty constraint list.
func UniverseSet(numDims, numSymbols int) Set {
	return Set{NumDims: numDims, NumSymbols: numSymbols, Constraints: []Expr{Const(0)}, Eq: []bool{true}}
}

// IsEmptyIntegerSet reports whether s is the canonical empty set `1 == 0`.
func (s Set) IsEmptyIntegerSet() bool {
	return len(s.Constraints) == 1 && s.Eq[0] && s.Constraints[0].IsConstantValue(1)
}

// NumConstraints returns the number of constraints.
func (s Set) NumConstraints() int { return len(s.Constraints) }

// NumEqualities returns the number of equality constraints.
func (s Set) NumEqualities() int {
	n := 0
	for _, e := range s.Eq {
		if e {
			n++
		}
	}
	return n
}

// Equal reports whether s and o are the same set (MLIR uniquing equality).
func (s Set) Equal(o Set) bool {
	if s.NumDims != o.NumDims || s.NumSymbols != o.NumSymbols || len(s.Constraints) != len(o.Constraints) {
		return false
	}
	for i := range s.Constraints {
		if s.Eq[i] != o.Eq[i] || !Equal(s.Constraints[i], o.Constraints[i]) {
			return false
		}
	}
	return true
}

func (s Set) writeBody(b *strings.Builder) {
	writeHeader(b, s.NumDims, s.NumSymbols)
	b.WriteString(" : (")
	for i, c := range s.Constraints {
		if i > 0 {
			b.WriteString(", ")
		}
		printExpr(b, c.n, false, nil)
		if s.Eq[i] {
			b.WriteString(" == 0")
		} else {
			b.WriteString(" >= 0")
		}
	}
	b.WriteByte(')')
}

// BodyString returns the set without the `affine_set<...>` wrapper, e.g.
// `(d0)[s0] : (d0 - s0 >= 0)` (AsmPrinter printIntegerSet).
func (s Set) BodyString() string {
	var b strings.Builder
	s.writeBody(&b)
	return b.String()
}

// String returns the full attribute spelling, e.g.
// `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>`.
func (s Set) String() string {
	var b strings.Builder
	b.WriteString("affine_set<")
	s.writeBody(&b)
	b.WriteByte('>')
	return b.String()
}

// Key returns a string that is equal for two sets exactly when they are the
// same set in MLIR's uniquing sense.
func (s Set) Key() string {
	var b strings.Builder
	b.WriteByte('i')
	writeInt(&b, int64(s.NumDims))
	b.WriteByte(',')
	writeInt(&b, int64(s.NumSymbols))
	for i, c := range s.Constraints {
		if s.Eq[i] {
			b.WriteString(";=")
		} else {
			b.WriteString(";>")
		}
		key(&b, c.n)
	}
	return b.String()
}
