package asm

import (
	"maps"
	"sort"
	"strconv"
	"strings"

	"gpuc/internal/ir"
)

// ssaNames is MLIR's SSANameState: the printed names of values (`%0`,
// `%arg1`, `%c0_i32`) and blocks (`^bb2`).
//
// In the lazy mode PrintModule uses, the regions of the ops directly inside
// the printed op (the functions of a module) are numbered only when the
// printer reaches the op, into a table that is emptied after it. What a
// function's names depend on is recorded when the whole-module numbering
// would have reached it (the counters, the names in use around it), so the
// names are the same, and the table stays as small as one function instead
// of holding every value of the module: faster to fill and to look up.
type ssaNames struct {
	base, local nameTable
	cur         *nameTable // where numbering writes: base, or local for a deferred op
	// names holds the names that ids point to.
	names    []string
	used     []map[string]bool // scoped names in use
	nextVal  int
	nextArg  int
	conflict int
	unique   bool
	// groups holds, for ops whose results were named in several groups,
	// the sorted first result number of each group (starting with 0).
	groups map[*ir.Operation][]int
	// deferred holds, in lazy mode, the naming contexts of the regions of
	// the ops directly inside the printed op; active is the one entered.
	deferred  map[*ir.Operation][]nameCtx
	active    *ir.Operation
	namesMark int
	stack     []nameCtx
}

// nameTable holds value and block numbers. ids holds each named value's
// number (%12) when >= 0, or, when < 0, -1-i for the name names[i] (%arg0,
// %c0_i32): one lookup names a value.
type nameTable struct {
	ids    ir.PtrMap[ir.Value, int32]
	blocks ir.PtrMap[ir.Block, int32]
}

type nameCtx struct {
	r                      *ir.Region
	nextVal, nextArg, conf int
	depth                  int
	// deferred marks a region run sets aside for enter; scope is then the
	// enclosing regions' names in use (the used stack at its turn).
	deferred bool
	scope    []map[string]bool
}

// numberValues names everything nested in op. With unique set (the generic
// form), numbering continues across isolated regions as in MLIR's
// --mlir-print-unique-ssa-ids.
func numberValues(op *ir.Operation) *ssaNames { return numberValuesMode(op, false) }

func numberValuesMode(op *ir.Operation, unique bool) *ssaNames {
	return newSSANames(op, unique, false)
}

// newSSANames numbers op and what is nested in it; with lazy set, the
// regions of the ops in op's regions are numbered by enter.
func newSSANames(op *ir.Operation, unique, lazy bool) *ssaNames {
	s := &ssaNames{unique: unique}
	s.cur = &s.base
	if !lazy {
		// Sizing the table for every result and argument up front saves
		// growing it step by step.
		n := 0
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			n += o.NumResults()
			for _, r := range o.Regions() {
				for b := r.First(); b != nil; b = b.Next() {
					n += b.NumArgs()
				}
			}
			return ir.Advance
		})
		s.base.ids.Reserve(n)
	}
	s.used = []map[string]bool{{}}
	for _, r := range op.Regions() {
		s.stack = append(s.stack, nameCtx{r: r, nextVal: s.nextVal, nextArg: s.nextArg, conf: s.conflict, depth: 1})
	}
	s.numberOp(op)
	deferAt := 0
	if lazy {
		deferAt = 1
		s.deferred = map[*ir.Operation][]nameCtx{}
	}
	s.run(deferAt)
	return s
}

// run numbers the regions on the stack and those nested in them, last
// pushed first (MLIR's order). The regions of ops inside a region of depth
// deferAt (> 0) are set aside for enter when their turn comes: with the
// counters they would start from (in the unique mode numbering goes on
// from region to region, so the counters then skip what the region will
// take) and the names in use around them.
func (s *ssaNames) run(deferAt int) {
	for len(s.stack) > 0 {
		c := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		if !s.unique {
			s.nextVal, s.nextArg, s.conflict = c.nextVal, c.nextArg, c.conf
		}
		for len(s.used) > c.depth {
			s.used = s.used[:len(s.used)-1]
		}
		if c.deferred {
			c.deferred = false
			c.nextVal, c.nextArg, c.conf = s.nextVal, s.nextArg, s.conflict
			c.scope = append([]map[string]bool(nil), s.used...)
			op := c.r.Parent()
			s.deferred[op] = append(s.deferred[op], c)
			if s.unique {
				vals, args := countNumbered(c.r)
				s.nextVal += vals
				s.nextArg += args
			}
			continue
		}
		s.used = append(s.used, map[string]bool{})
		s.numberRegion(c.r)
		for b := c.r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				for _, r := range o.Regions() {
					s.stack = append(s.stack, nameCtx{r: r, nextVal: s.nextVal, nextArg: s.nextArg, conf: s.conflict,
						depth: c.depth + 1, deferred: c.depth == deferAt})
				}
			}
		}
	}
}

// countNumbered returns how much numbering r and what is nested in it
// advances the unique mode's counters: a number per op with results and
// per argument of a non-entry block, an `argN` per entry block argument
// (those names are all distinct, so they never bump the conflict count).
func countNumbered(r *ir.Region) (vals, args int) {
	for b := r.First(); b != nil; b = b.Next() {
		if b.IsEntry() {
			args += b.NumArgs()
		} else {
			vals += b.NumArgs()
		}
		for o := b.First(); o != nil; o = o.Next() {
			if o.NumResults() > 0 {
				vals++
			}
			for _, in := range o.Regions() {
				v, a := countNumbered(in)
				vals += v
				args += a
			}
		}
	}
	return vals, args
}

// enter numbers the regions of op if they were set aside, and reports
// whether it did; leave must follow once op is printed.
func (s *ssaNames) enter(op *ir.Operation) bool {
	ctxs, ok := s.deferred[op]
	if !ok || s.active != nil {
		return false
	}
	s.active, s.cur, s.namesMark = op, &s.local, len(s.names)
	// Each region as the whole-module numbering would take it, in the
	// order it would: with its counters and the names in use around it.
	for _, c := range ctxs {
		s.used = append(s.used[:0], c.scope...)
		s.nextVal, s.nextArg, s.conflict = c.nextVal, c.nextArg, c.conf
		s.stack = append(s.stack[:0], c)
		s.run(0)
	}
	return true
}

// fork returns numbering state for a helper printer of the printed op's
// body: it shares what the whole-module numbering made (read only) and
// numbers the ops it enters into tables of its own.
func (s *ssaNames) fork() *ssaNames {
	c := &ssaNames{base: s.base, unique: s.unique, deferred: s.deferred,
		nextVal: s.nextVal, nextArg: s.nextArg, conflict: s.conflict}
	c.cur = &c.base
	c.names = s.names[:len(s.names):len(s.names)]
	if s.groups != nil {
		c.groups = maps.Clone(s.groups)
	}
	return c
}

// leave drops the names enter made.
func (s *ssaNames) leave() {
	s.local.ids.Clear()
	s.local.blocks.Clear()
	s.names = s.names[:s.namesMark]
	s.active, s.cur = nil, &s.base
}

// valueID looks v up in the tables in use.
func (s *ssaNames) valueID(v *ir.Value) (int32, bool) {
	if s.active != nil {
		if id, ok := s.local.ids.Get(v); ok {
			return id, true
		}
	}
	return s.base.ids.Get(v)
}

// blockID looks b up in the tables in use.
func (s *ssaNames) blockID(b *ir.Block) (int32, bool) {
	if s.active != nil {
		if id, ok := s.local.blocks.Get(b); ok {
			return id, true
		}
	}
	return s.base.blocks.Get(b)
}

func (s *ssaNames) numberRegion(r *ir.Region) {
	id := int32(0)
	for b := r.First(); b != nil; b = b.Next() {
		s.cur.blocks.Put(b, id)
		id++
		entry := b.IsEntry()
		for _, a := range b.Args() {
			if entry {
				s.setName(a, "arg"+strconv.Itoa(s.nextArg))
				s.nextArg++
			} else {
				s.cur.ids.Put(a, int32(s.nextVal))
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
	hooked := false
	if def := op.Def(); def != nil && !s.unique {
		if syn, ok := def.Syntax.(*OpSyntax); ok && syn.ResultNames != nil {
			hooked = true
			var groups []int
			syn.ResultNames(op, func(v *ir.Value, name string) {
				if _, done := s.valueID(v); !done {
					s.setName(v, name)
					if v.Index() > 0 {
						groups = append(groups, v.Index())
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
	// Each op is numbered once: only a name hook can have named the first
	// result already.
	first := op.Result(0)
	if hooked {
		if _, ok := s.valueID(first); ok {
			return
		}
	}
	s.cur.ids.Put(first, int32(s.nextVal))
	s.nextVal++
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
		s.cur.ids.Put(v, int32(s.nextVal))
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
	s.cur.ids.Put(v, int32(-1-len(s.names)))
	s.names = append(s.names, name)
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
	id, ok := s.valueID(lookup)
	switch {
	case !ok:
		return append(b, "<<UNKNOWN SSA VALUE>>"...)
	case id < 0:
		b = append(b, '%')
		b = append(b, s.names[-1-id]...)
	default:
		b = append(b, '%')
		b = strconv.AppendInt(b, int64(id), 10)
	}
	if resNo >= 0 && resultNo {
		b = append(b, '#')
		b = strconv.AppendInt(b, int64(resNo), 10)
	}
	return b
}

func (s *ssaNames) appendBlock(b []byte, blk *ir.Block) []byte {
	id, ok := s.blockID(blk)
	if !ok {
		return append(b, "<<UNKNOWN BLOCK>>"...)
	}
	b = append(b, "^bb"...)
	return strconv.AppendInt(b, int64(id), 10)
}

func sortBlocks(bs []*ir.Block, s *ssaNames) {
	sort.SliceStable(bs, func(i, j int) bool {
		a, _ := s.blockID(bs[i])
		b, _ := s.blockID(bs[j])
		return a < b
	})
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
