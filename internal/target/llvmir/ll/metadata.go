package ll

// Metadata is an operand of a metadata node.
type Metadata interface{ isMD() }

// MDString is `!"text"`.
type MDString string

// ValueMD wraps a value in metadata: `i32 1`, `ptr @f`.
type ValueMD struct{ V Value }

// MDNode is a metadata node: a generic tuple `!{...}` when Kind is "",
// else a specialized node such as `!DILocation(line: 1, scope: !2)`
// whose Fields are printed in order. Nodes print by number (`!7`) except
// those with Inline set (DIExpression, DIArgList), printed in place.
type MDNode struct {
	Kind     string
	Distinct bool
	Inline   bool
	Ops      []Metadata // generic node operands; nil entries print as `null`
	Fields   []MDField
}

// MDField is one `name: value` of a specialized node (a field with an
// empty Name prints its value alone: DIExpression's operands, one field
// per element, `!DIExpression(DW_OP_plus_uconst, 4)`). Exactly one of MD
// (a node or string reference) and Raw (text printed as is, e.g. "42",
// "DW_TAG_base_type", "DIFlagPrototyped", "true") is set.
type MDField struct {
	Name string
	MD   Metadata
	Raw  string
}

func (MDString) isMD() {}
func (*ValueMD) isMD() {}
func (*MDNode) isMD()  {}

// Tuple returns the generic node !{ops...}.
func Tuple(ops ...Metadata) *MDNode { return &MDNode{Ops: ops} }
