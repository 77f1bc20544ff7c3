package asm

import (
	"sort"
	"strconv"
	"strings"

	"gpuc/internal/ir"
)

// ssaNames is MLIR's SSANameState: the printed names of values (`%0`,
// `%arg1`, `%c0_i32`) and blocks (`^bb2`).
type ssaNames struct {
	ids      map[*ir.Value]int
	named    map[*ir.Value]string
	blocks   map[*ir.Block]int
	used     []map[string]bool // scoped names in use
	nextVal  int
	nextArg  int
	conflict int
	unique   bool
	// groups holds, for ops whose results were named in several groups,
	// the sorted first result number of each group (starting with 0).
	groups map[*ir.Operation][]int
}

type nameCtx struct {
	r                      *ir.Region
	nextVal, nextArg, conf int
	depth                  int
}

// numberValues names everything nested in op. With unique set (the generic
// form), numbering continues across isolated regions as in MLIR's
// --mlir-print-unique-ssa-ids.
func numberValues(op *ir.Operation) *ssaNames { return numberValuesMode(op, false) }

func numberValuesMode(op *ir.Operation, unique bool) *ssaNames {
	s := &ssaNames{ids: map[*ir.Value]int{}, named: map[*ir.Value]string{}, blocks: map[*ir.Block]int{}, unique: unique}
	s.used = []map[string]bool{{}}
	var stack []nameCtx
	for _, r := range op.Regions() {
		stack = append(stack, nameCtx{r, s.nextVal, s.nextArg, s.conflict, 1})
	}
	s.numberOp(op)
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !unique {
			s.nextVal, s.nextArg, s.conflict = c.nextVal, c.nextArg, c.conf
		}
		for len(s.used) > c.depth {
			s.used = s.used[:len(s.used)-1]
		}
		s.used = append(s.used, map[string]bool{})
		s.numberRegion(c.r)
		for b := c.r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				for _, r := range o.Regions() {
					stack = append(stack, nameCtx{r, s.nextVal, s.nextArg, s.conflict, c.depth + 1})
				}
			}
		}
	}
	return s
}

func (s *ssaNames) numberRegion(r *ir.Region) {
	id := 0
	for b := r.First(); b != nil; b = b.Next() {
		s.blocks[b] = id
		id++
		entry := b.IsEntry()
		for _, a := range b.Args() {
			if entry {
				s.setName(a, "arg"+strconv.Itoa(s.nextArg))
				s.nextArg++
			} else {
				s.ids[a] = s.nextVal
				s.nextVal++
			}
		}
		for o := b.First(); o != nil; o = o.Next() {
			s.numberOp(o)
		}
	}
}

func (s *ssaNames) numberOp(op *ir.Operation) {
	if op.NumResults() == 0 {
		return
	}
	if def := op.Def(); def != nil && !s.unique {
		if syn, ok := def.Syntax.(*OpSyntax); ok && syn.ResultNames != nil {
			var groups []int
			syn.ResultNames(op, func(v *ir.Value, name string) {
				if _, done := s.named[v]; !done {
					if _, done := s.ids[v]; !done {
						s.setName(v, name)
						if v.Index() > 0 {
							groups = append(groups, v.Index())
						}
					}
				}
			})
			if len(groups) > 0 {
				groups = append(groups, 0)
				sort.Ints(groups)
				if s.groups == nil {
					s.groups = map[*ir.Operation][]int{}
				}
				s.groups[op] = groups
			}
		}
	}
	first := op.Result(0)
	if _, ok := s.named[first]; ok {
		return
	}
	if _, ok := s.ids[first]; !ok {
		s.ids[first] = s.nextVal
		s.nextVal++
	}
}

func (s *ssaNames) isUsed(name string) bool {
	for _, m := range s.used {
		if m[name] {
			return true
		}
	}
	return false
}

func (s *ssaNames) setName(v *ir.Value, name string) {
	if name == "" {
		s.ids[v] = s.nextVal
		s.nextVal++
		return
	}
	name = sanitizeIdentifier(name)
	if s.isUsed(name) {
		for {
			probe := name + "_" + strconv.Itoa(s.conflict)
			s.conflict++
			if !s.isUsed(probe) {
				name = probe
				break
			}
		}
	}
	s.used[len(s.used)-1][name] = true
	s.named[v] = name
}

// sanitizeIdentifier makes name a valid SSA suffix id, as MLIR does.
func sanitizeIdentifier(name string) string {
	ok := func(c byte) bool {
		return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.' || c == '-'
	}
	clean := true
	for i := 0; i < len(name); i++ {
		if !ok(name[i]) {
			clean = false
			break
		}
	}
	if clean && !isDigit(name[0]) {
		return name
	}
	var b strings.Builder
	if isDigit(name[0]) {
		b.WriteByte('_')
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if ok(c) {
			b.WriteByte(c)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

func (s *ssaNames) appendValue(b []byte, v *ir.Value, resultNo bool) []byte {
	lookup := v
	resNo := -1
	if op := v.DefiningOp(); op != nil && op.NumResults() > 1 {
		if gs, ok := s.groups[op]; ok {
			start, size := groupOf(gs, v.Index(), op.NumResults())
			lookup = op.Result(start)
			if size != 1 {
				resNo = v.Index() - start
			}
		} else {
			lookup = op.Result(0)
			resNo = v.Index()
		}
	}
	if n, ok := s.named[lookup]; ok {
		b = append(b, '%')
		b = append(b, n...)
	} else if id, ok := s.ids[lookup]; ok {
		b = append(b, '%')
		b = strconv.AppendInt(b, int64(id), 10)
	} else {
		return append(b, "<<UNKNOWN SSA VALUE>>"...)
	}
	if resNo >= 0 && resultNo {
		b = append(b, '#')
		b = strconv.AppendInt(b, int64(resNo), 10)
	}
	return b
}

func (s *ssaNames) appendBlock(b []byte, blk *ir.Block) []byte {
	id, ok := s.blocks[blk]
	if !ok {
		return append(b, "<<UNKNOWN BLOCK>>"...)
	}
	b = append(b, "^bb"...)
	return strconv.AppendInt(b, int64(id), 10)
}

func sortBlocks(bs []*ir.Block, s *ssaNames) {
	sort.SliceStable(bs, func(i, j int) bool { return s.blocks[bs[i]] < s.blocks[bs[j]] })
}

// groupOf returns the first result number and size of the result group
// holding result i.
func groupOf(groups []int, i, n int) (start, size int) {
	k := sort.SearchInts(groups, i+1) // first group start > i
	start = groups[k-1]
	if k == len(groups) {
		return start, n - start
	}
	return start, groups[k] - start
}

func (p *Printer) resultGroups(op *ir.Operation) []int {
	if p.names == nil {
		return nil
	}
	return p.names.groups[op]
}
