package asm

import (
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"gpuc/internal/ir"
)

// Flags control printing, as MLIR's OpPrintingFlags.
type Flags struct {
	// Generic prints every op in the generic form.
	Generic bool
	// DebugInfo prints locations.
	DebugInfo bool
	// LocalScope prints without aliases and numbers values from the
	// printed op (used for diagnostics).
	LocalScope bool
	// HexThreshold: non-splat dense elements with more elements print as
	// hex; -1 disables (mlir-opt's default is 100).
	HexThreshold int64
}

// DefaultFlags are mlir-opt's defaults.
func DefaultFlags() Flags { return Flags{HexThreshold: 100} }

// Printer writes operations, types and attributes in MLIR's textual form.
// Custom op syntaxes receive it to print their parts. The same printer
// code runs twice: once collecting aliases (no output), once writing.
type Printer struct {
	buf        []byte
	w          io.Writer
	flags      Flags
	indent     int
	collecting bool
	aliases    *aliasState
	names      *ssaNames
	defaults   []string
	// defaultsBuf backs defaults at the usual nesting depths.
	defaultsBuf [4]string
	resources   []string // referenced dense_resource handles, in order
	resSeen     map[string]bool
	distinct    map[*ir.DistinctAttr]int
	// typeText holds the printed form of dialect types (see
	// printDialectType).
	typeText map[ir.Type]string
	// sink, while collecting aliases, receives the values a dialect printer
	// prints instead of visiting them as top-level values.
	sink func(any)
	// top is the op PrintModule prints, whose body may be printed by
	// several printers at once (see printOpsParallel).
	top *ir.Operation
	// forked marks such a helper printer: it only reads the numbering of
	// distinct attributes and resources, and sets missed when it meets
	// one the alias collection did not number.
	forked, missed bool
	// rec, in a helper collecting aliases, records the values it visits.
	rec *aliasRec
}

// PrintModule writes top (and everything nested) to w the way mlir-opt
// prints its result: aliases, the op, deferred aliases, file metadata, and
// a final newline.
func PrintModule(w io.Writer, top *ir.Operation, flags Flags, res *Resources) error {
	p := newPrinter(flags)
	p.w = w
	p.top = top
	p.collectAliases(top)
	p.names = newSSANames(top, flags.Generic, true)
	if flags.LocalScope {
		// MLIR prints a local-scope op alone: no aliases, no deferred
		// aliases, no file metadata (resources).
		p.printOpWithIndentAndLoc(top)
		p.newline()
		return p.flush(true)
	}
	p.printAliasDefs(false)
	p.printOpWithIndentAndLoc(top)
	p.newline()
	p.printAliasDefs(true)
	p.printResources(res)
	p.newline()
	return p.flush(true)
}

// newPrinter returns a printer. The alias table is made by collectAliases
// and the other tables on first use: TypeString and AttrString, called
// often for small values, need none of them.
func newPrinter(flags Flags) *Printer {
	p := &Printer{flags: flags}
	p.defaultsBuf[0] = "builtin"
	p.defaults = p.defaultsBuf[:1]
	return p
}

// OpString prints a single op in generic form with local scope, as MLIR
// does for "see current operation" notes.
func OpString(op *ir.Operation, flags Flags) string {
	flags.LocalScope = true
	p := newPrinter(flags)
	// Number from the nearest isolated-from-above ancestor, as MLIR's
	// Operation::print does with a local scope.
	scope := op
	for !scope.HasTrait(ir.IsolatedFromAbove) && scope.ParentOp() != nil {
		scope = scope.ParentOp()
	}
	p.names = numberValuesMode(scope, flags.Generic)
	p.printOpWithIndentAndLoc(op)
	return string(p.buf)
}

// TypeString prints t without aliases.
func TypeString(t ir.Type) string {
	p := newPrinter(DefaultFlags())
	p.flags.LocalScope = true
	p.PrintType(t)
	return string(p.buf)
}

// AttrString prints a without aliases.
func AttrString(a ir.Attribute) string {
	p := newPrinter(DefaultFlags())
	p.flags.LocalScope = true
	p.PrintAttribute(a)
	return string(p.buf)
}

func init() {
	ir.OpPrinter = func(op *ir.Operation) string { return OpString(op, Flags{Generic: true, HexThreshold: 100}) }
}

func (p *Printer) flush(final bool) error {
	if p.w == nil {
		return nil
	}
	if len(p.buf) >= 1<<16 || final {
		_, err := p.w.Write(p.buf)
		p.buf = p.buf[:0]
		return err
	}
	return nil
}

// Collecting reports whether this is the alias collection pass, in which
// nothing is written (custom printers may skip expensive formatting).
func (p *Printer) Collecting() bool { return p.collecting }

// WriteString writes raw text.
func (p *Printer) WriteString(s string) {
	if !p.collecting {
		p.buf = append(p.buf, s...)
	}
}

// WriteByte writes one byte.
func (p *Printer) WriteByte(c byte) error {
	if !p.collecting {
		p.buf = append(p.buf, c)
	}
	return nil
}

func (p *Printer) writeInt(v int64) {
	if !p.collecting {
		p.buf = strconv.AppendInt(p.buf, v, 10)
	}
}

func (p *Printer) newline() {
	if p.collecting {
		return
	}
	p.buf = append(p.buf, '\n')
	if len(p.buf) >= 1<<16 {
		p.flush(false)
	}
}

func (p *Printer) writeIndent() {
	if p.collecting {
		return
	}
	for i := 0; i < p.indent; i++ {
		p.buf = append(p.buf, ' ')
	}
}

// --- operations ---------------------------------------------------------------

func (p *Printer) printOpWithIndentAndLoc(op *ir.Operation) {
	p.writeIndent()
	p.printOperation(op)
	p.printTrailingLoc(op.Loc(), true)
}

func (p *Printer) printTrailingLoc(loc ir.Location, allowAlias bool) {
	if !p.flags.DebugInfo {
		return
	}
	if p.collecting {
		return
	}
	p.WriteString(" ")
	p.printLocation(loc, allowAlias)
}

func (p *Printer) printLocation(loc ir.Location, allowAlias bool) {
	p.WriteString("loc(")
	if !allowAlias || !p.printAlias(loc) {
		p.printLocationInternal(loc, true)
	}
	p.WriteString(")")
}

func (p *Printer) printLocationInternal(loc ir.Location, top bool) {
	if !top && p.printAlias(loc) {
		return
	}
	switch l := loc.(type) {
	case *ir.UnknownLoc:
		p.WriteString("unknown")
	case *ir.FileLineColLoc:
		p.printEscapedString(l.File)
		p.WriteString(":")
		p.writeInt(int64(l.Line))
		p.WriteString(":")
		p.writeInt(int64(l.Col))
	case *ir.NameLoc:
		p.printEscapedString(l.Name)
		if _, unk := l.Child.(*ir.UnknownLoc); !unk {
			p.WriteString("(")
			p.printLocationInternal(l.Child, false)
			p.WriteString(")")
		}
	case *ir.CallSiteLoc:
		p.WriteString("callsite(")
		p.printLocationInternal(l.Callee, false)
		p.WriteString(" at ")
		p.printLocationInternal(l.Caller, false)
		p.WriteString(")")
	case *ir.FusedLoc:
		p.WriteString("fused")
		if l.Metadata != nil {
			p.WriteString("<")
			p.PrintAttribute(l.Metadata)
			p.WriteString(">")
		}
		p.WriteString("[")
		for i, in := range l.Locs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.printLocationInternal(in, false)
		}
		p.WriteString("]")
	}
}

func (p *Printer) printOperation(op *ir.Operation) {
	// The names inside an op whose numbering was deferred (a function of
	// the printed module) exist while it is printed.
	if !p.collecting && op.NumRegions() > 0 && p.names != nil && p.names.enter(op) {
		p.printOperationNamed(op)
		p.names.leave()
		return
	}
	p.printOperationNamed(op)
}

func (p *Printer) printOperationNamed(op *ir.Operation) {
	if n := op.NumResults(); n > 0 && !p.collecting {
		if gs := p.resultGroups(op); len(gs) > 0 {
			for i, start := range gs {
				if i > 0 {
					p.WriteString(", ")
				}
				_, size := groupOf(gs, start, n)
				p.printValueID(op.Result(start), false)
				if size > 1 {
					p.WriteString(":")
					p.writeInt(int64(size))
				}
			}
		} else {
			p.printValueID(op.Result(0), false)
			if n > 1 {
				p.WriteString(":")
				p.writeInt(int64(n))
			}
		}
		p.WriteString(" = ")
	}
	if !p.flags.Generic {
		if def := op.Def(); def != nil {
			if syn, ok := def.Syntax.(*OpSyntax); ok && syn.Print != nil {
				name := op.Name()
				d := p.defaults[len(p.defaults)-1]
				if strings.HasPrefix(name, d+".") && strings.Count(name, ".") == 1 {
					name = name[len(d)+1:]
				}
				p.WriteString(name)
				p.defaults = append(p.defaults, def.DefaultDialect)
				syn.Print(p, op)
				p.defaults = p.defaults[:len(p.defaults)-1]
				return
			}
		}
	}
	p.printGenericOp(op)
}

func (p *Printer) printGenericOp(op *ir.Operation) {
	if p.collecting {
		// Alias collection visits regions first, then operand/result types,
		// then attributes, as MLIR's DummyAliasOperationPrinter does.
		p.defaults = append(p.defaults, "")
		for _, r := range op.Regions() {
			p.PrintRegion(r, true, true, true)
		}
		p.defaults = p.defaults[:len(p.defaults)-1]
		for i := 0; i < op.NumOperands(); i++ {
			p.PrintType(op.Operand(i).Type())
		}
		for i := 0; i < op.NumResults(); i++ {
			p.PrintType(op.Result(i).Type())
		}
		// Registered ops expose their properties through getAttrs(); the
		// properties of unregistered ops are not visited.
		var attrs []ir.NamedAttr
		if op.IsRegistered() {
			attrs = AllAttrs(op)
		} else if op.Attrs() != nil {
			attrs = op.Attrs().Entries
		}
		for _, e := range attrs {
			p.PrintAttribute(e.Value)
		}
		return
	}
	p.printEscapedString(op.Name())
	p.WriteString("(")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	p.WriteString(")")
	if n := op.NumSuccessors(); n > 0 {
		p.WriteString("[")
		for i := 0; i < n; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintBlockName(op.Successor(i))
		}
		p.WriteString("]")
	}
	if pr := op.Props(); pr != nil {
		if d, ok := pr.(*ir.DictionaryAttr); !ok || d.Len() > 0 || !op.IsRegistered() {
			p.WriteString(" <")
			p.PrintAttribute(pr)
			p.WriteString(">")
		}
	}
	if op.NumRegions() > 0 {
		p.WriteString(" (")
		p.defaults = append(p.defaults, "")
		for i, r := range op.Regions() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegion(r, true, true, true)
		}
		p.defaults = p.defaults[:len(p.defaults)-1]
		p.WriteString(")")
	}
	if a := op.Attrs(); a != nil {
		p.PrintOptionalAttrDict(a.Entries, nil)
	}
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

// PrintFunctionalType prints `(operand types) -> result types`.
func (p *Printer) PrintFunctionalType(op *ir.Operation) {
	p.WriteString("(")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.Operand(i).Type())
	}
	p.WriteString(") -> ")
	p.printResultTypes(op.ResultTypes())
}

func (p *Printer) printResultTypes(ts []ir.Type) {
	wrapped := len(ts) != 1
	if !wrapped {
		if _, ok := ts[0].(*ir.FunctionType); ok {
			wrapped = true
		}
	}
	if wrapped {
		p.WriteString("(")
	}
	p.PrintTypes(ts)
	if wrapped {
		p.WriteString(")")
	}
}

// PrintArrowTypeList prints `-> type` or `-> (types)` (nothing if empty).
func (p *Printer) PrintArrowTypeList(ts []ir.Type) {
	if len(ts) == 0 {
		return
	}
	p.WriteString(" -> ")
	p.printResultTypes(ts)
}

// PrintTypes prints a comma-separated type list.
func (p *Printer) PrintTypes(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// PrintOperand prints a value use (`%0`, `%arg1`, `%2#1`).
func (p *Printer) PrintOperand(v *ir.Value) {
	if p.collecting {
		return
	}
	p.printValueID(v, true)
}

// PrintOperands prints a comma-separated list of value uses.
func (p *Printer) PrintOperands(vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

func (p *Printer) printValueID(v *ir.Value, resultNo bool) {
	p.buf = p.names.appendValue(p.buf, v, resultNo)
}

// PrintBlockName prints `^bbN`.
func (p *Printer) PrintBlockName(b *ir.Block) {
	if p.collecting {
		return
	}
	p.buf = p.names.appendBlock(p.buf, b)
}

// PrintSuccessorAndUseList prints `^bb1(%a, %b : i32, f32)`.
func (p *Printer) PrintSuccessorAndUseList(b *ir.Block, vals []*ir.Value) {
	p.PrintBlockName(b)
	if len(vals) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperands(vals)
	p.WriteString(" : ")
	for i, v := range vals {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
	p.WriteString(")")
}

// PrintSymbolName prints `@name`, quoted when needed.
func (p *Printer) PrintSymbolName(name string) {
	if name == "" {
		// What MLIR's printSymbolReference writes for an empty name (which
		// `@""` parses to), not re-parsable on purpose.
		p.WriteString("@<<INVALID EMPTY SYMBOL>>")
		return
	}
	p.WriteString("@")
	if ir.IsValidBareIdentifier(name) {
		p.WriteString(name)
	} else {
		p.printEscapedString(name)
	}
}

// PrintRegionArgument prints a region argument with its type, optional
// attributes and (with debug info) location: `%arg0: i32 {a}`.
func (p *Printer) PrintRegionArgument(v *ir.Value, attrs []ir.NamedAttr) {
	if p.collecting {
		// As MLIR's alias collection: the type and the location only.
		p.PrintType(v.Type())
		if p.flags.DebugInfo {
			p.visitAlias(v.Loc(), false, false)
		}
		return
	}
	p.PrintOperand(v)
	p.WriteString(": ")
	p.PrintType(v.Type())
	p.PrintOptionalAttrDict(attrs, nil)
	p.printTrailingLoc(v.Loc(), false)
}

// PrintOptionalLocationSpecifier prints ` loc(...)` with debug info.
func (p *Printer) PrintOptionalLocationSpecifier(loc ir.Location) {
	if !p.flags.DebugInfo {
		return
	}
	if p.collecting {
		p.visitAlias(loc, false, false)
		return
	}
	p.printTrailingLoc(loc, true)
}

// PrintRegion prints `{ blocks }`.
func (p *Printer) PrintRegion(r *ir.Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	p.WriteString("{")
	p.newline()
	if e := r.First(); e != nil {
		always := (printEmptyBlock && e.Empty()) || (printEntryArgs && e.NumArgs() != 0)
		p.printBlock(e, always, printTerminators)
		for b := e.Next(); b != nil; b = b.Next() {
			p.printBlock(b, true, true)
		}
	}
	p.writeIndent()
	p.WriteString("}")
}

func (p *Printer) printBlock(b *ir.Block, printArgs, printTerminator bool) {
	if printArgs {
		if p.collecting {
			for _, a := range b.Args() {
				p.PrintType(a.Type())
				if p.flags.DebugInfo {
					p.visitAlias(a.Loc(), false, false)
				}
			}
		} else {
			p.writeIndent()
			p.PrintBlockName(b)
			if b.NumArgs() > 0 {
				p.WriteString("(")
				for i, a := range b.Args() {
					if i > 0 {
						p.WriteString(", ")
					}
					p.printValueID(a, true)
					p.WriteString(": ")
					p.PrintType(a.Type())
					p.printTrailingLoc(a.Loc(), false)
				}
				p.WriteString(")")
			}
			p.WriteString(":")
			p.printPredecessors(b)
			p.newline()
		}
	}
	p.indent += 2
	last := b.Last()
	skip := last != nil && !printTerminator && last.HasTrait(ir.Terminator)
	if p.parallelBody(b) {
		var ops []*ir.Operation
		for op := b.First(); op != nil; op = op.Next() {
			if skip && op == last {
				break
			}
			ops = append(ops, op)
		}
		if len(ops) >= 2*printChunk {
			p.printOpsParallel(ops)
			p.indent -= 2
			return
		}
	}
	for op := b.First(); op != nil; op = op.Next() {
		if skip && op == last {
			break
		}
		if p.collecting {
			if p.flags.DebugInfo {
				p.visitAlias(op.Loc(), true, false)
			}
			p.printOperation(op)
			continue
		}
		p.printOpWithIndentAndLoc(op)
		p.newline()
	}
	p.indent -= 2
}

// PrintThreads is how many printers print the ops of the printed module's
// body at once (1: the module is printed by one, in order).
var PrintThreads = runtime.GOMAXPROCS(0)

// printChunk is how many consecutive ops of the module body one helper
// printer prints at a time; printWindow how many chunks may be printed
// ahead of the one being written.
const (
	printChunk  = 16
	printWindow = 8
)

// parallelBody reports whether b, the body of the printed module, is
// printed by several printers, in both passes. Collecting aliases, each
// helper records the values it would visit, in order, and the module's
// printer visits them chunk by chunk in op order: the aliases, their
// numbers and what is deferred come out as from one pass over the module.
// Writing, each op is printed as the one printer would print it: the
// aliases are fixed by then, each op's names are numbered when it is
// printed (ssaNames.enter) from what the whole-module numbering recorded
// for it, and the text is written in op order. With locations printed
// (where distinct attributes may first be met while collecting),
// everything is printed in order by one printer.
func (p *Printer) parallelBody(b *ir.Block) bool {
	return PrintThreads > 1 && !p.forked && p.top != nil && (p.collecting || p.names != nil) && p.sink == nil &&
		!p.flags.DebugInfo && !p.flags.LocalScope && b.Parent() != nil && b.Parent().Parent() == p.top
}

// fork returns a helper printer for the ops of the current block.
func (p *Printer) fork() *Printer {
	q := &Printer{flags: p.flags, indent: p.indent, aliases: p.aliases, collecting: p.collecting,
		resources: p.resources, resSeen: p.resSeen, distinct: p.distinct, top: p.top, forked: true}
	if p.collecting {
		q.rec = &aliasRec{seen: map[any]uint8{}}
	} else {
		q.names = p.names.fork()
	}
	q.defaults = append(q.defaultsBuf[:0], p.defaults...)
	return q
}

// printOpsParallel prints ops, the module body, with PrintThreads helper
// printers taking chunks of printChunk ops, and writes their text (or, for
// the alias collection, visits the values they met) in order. A helper
// that meets a distinct attribute or a resource not numbered yet (which
// the alias collection does not number) leaves its chunk and what follows
// to this printer, in order, so that the numbers are MLIR's.
func (p *Printer) printOpsParallel(ops []*ir.Operation) {
	n := (len(ops) + printChunk - 1) / printChunk
	type result struct {
		buf    []byte
		events []aliasEvent
		missed bool
		done   chan struct{}
	}
	res := make([]result, n)
	for i := range res {
		res[i].done = make(chan struct{})
	}
	jobs := make(chan int, printWindow)
	// The chunks' buffers go back to the helpers once written: the text is
	// not garbage for the collector to chase while the IR is all live.
	free := make(chan []byte, printWindow+PrintThreads)
	var wg sync.WaitGroup
	for w := 0; w < PrintThreads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := p.fork()
			for i := range jobs {
				select {
				case b := <-free:
					q.buf = b[:0]
				default:
					q.buf = make([]byte, 0, 64<<10)
				}
				q.missed = false
				if q.rec != nil {
					q.rec.events = nil
					clear(q.rec.seen)
				}
				for _, op := range ops[i*printChunk : min((i+1)*printChunk, len(ops))] {
					if q.collecting {
						q.printOperation(op)
						continue
					}
					q.printOpWithIndentAndLoc(op)
					q.newline()
				}
				res[i].buf, res[i].missed = q.buf, q.missed
				if q.rec != nil {
					res[i].events = q.rec.events
				}
				close(res[i].done)
			}
		}()
	}
	sent := 0
	for ; sent < n && sent < printWindow; sent++ {
		jobs <- sent
	}
	i := 0
	for ; i < n; i++ {
		<-res[i].done
		if res[i].missed {
			break
		}
		if p.collecting {
			for _, e := range res[i].events {
				p.aliases.visit(e.v, e.canDefer, e.elideType, p)
			}
			res[i].events = nil
		} else {
			p.buf = append(p.buf, res[i].buf...)
			p.flush(false)
		}
		select {
		case free <- res[i].buf:
		default:
		}
		res[i].buf = nil
		if sent < n {
			jobs <- sent
			sent++
		}
	}
	close(jobs)
	wg.Wait()
	for _, op := range ops[min(i*printChunk, len(ops)):] {
		if p.collecting {
			p.printOperation(op)
			continue
		}
		p.printOpWithIndentAndLoc(op)
		p.newline()
	}
}

func (p *Printer) printPredecessors(b *ir.Block) {
	if b.Parent() == nil {
		p.WriteString("  // block is not in a region!")
		return
	}
	if b.HasNoPredecessors() {
		if !b.IsEntry() {
			p.WriteString("  // no predecessors")
		}
		return
	}
	if s := b.SinglePredecessor(); s != nil {
		p.WriteString("  // pred: ")
		p.PrintBlockName(s)
		return
	}
	var preds []*ir.Block
	for bo := range b.Predecessors {
		preds = append(preds, bo.Owner().Block())
	}
	// Stable order: by block number.
	sortBlocks(preds, p.names)
	p.WriteString("  // ")
	p.writeInt(int64(len(preds)))
	p.WriteString(" preds: ")
	for i, pb := range preds {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintBlockName(pb)
	}
}

// PrintOptionalAttrDict prints ` {a = 1, b}` unless every attribute is
// elided.
func (p *Printer) PrintOptionalAttrDict(attrs []ir.NamedAttr, elided []string) {
	p.printAttrDict(attrs, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}`.
func (p *Printer) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttr, elided []string) {
	p.printAttrDict(attrs, elided, true)
}

func (p *Printer) printAttrDict(attrs []ir.NamedAttr, elided []string, kw bool) {
	n := 0
	for _, a := range attrs {
		if !contains(elided, a.Name) {
			n++
		}
	}
	if n == 0 {
		return
	}
	if kw {
		p.WriteString(" attributes")
	}
	p.WriteString(" {")
	first := true
	for _, a := range attrs {
		if contains(elided, a.Name) {
			continue
		}
		if !first {
			p.WriteString(", ")
		}
		first = false
		p.printNamedAttr(a)
	}
	p.WriteString("}")
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

func (p *Printer) printNamedAttr(a ir.NamedAttr) {
	p.printKeywordOrString(a.Name)
	if _, ok := a.Value.(*ir.UnitAttr); ok {
		return
	}
	p.WriteString(" = ")
	p.PrintAttribute(a.Value)
}

func (p *Printer) printKeywordOrString(s string) {
	if ir.IsValidBareIdentifier(s) {
		p.WriteString(s)
	} else {
		p.printEscapedString(s)
	}
}

// printEscapedString prints "s" with MLIR's escapes.
func (p *Printer) printEscapedString(s string) {
	if p.collecting {
		return
	}
	p.buf = appendEscaped(p.buf, s)
}

const hexUpper = "0123456789ABCDEF"

func appendEscaped(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c >= 0x20 && c < 0x7f && c != '"':
			b = append(b, c)
		default:
			b = append(b, '\\', hexUpper[c>>4], hexUpper[c&15])
		}
	}
	return append(b, '"')
}

// AllAttrs returns an op's inherent and discardable attributes merged in
// name order (what MLIR's Operation::getAttrs returns).
func AllAttrs(op *ir.Operation) []ir.NamedAttr {
	var a, b []ir.NamedAttr
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		a = d.Entries
	}
	if d := op.Attrs(); d != nil {
		b = d.Entries
	}
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	out := make([]ir.NamedAttr, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i].Name <= b[j].Name {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}
