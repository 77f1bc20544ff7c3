package llvm

// #include <malloc.h>
import "C"

import (
	"bytes"
	"runtime"
	"runtime/debug"
	"sync"
)

// Verifying a large translated module is one LLVM parse of its text plus the verifier, on one thread: on the
// 20 MiB translate bench about a fifth of gpuc translate's time. LLVM's parser and verifier work on whole
// modules, but a module's function bodies are independent of each other: what one body may refer to (globals,
// other functions' signatures, linkage and calling conventions, attribute groups, metadata) is all outside the
// bodies. So VerifyText splits a large text into one text per CPU that keeps everything outside the bodies and
// the bodies of its share of the functions; the other functions keep their `define` line, attributes and
// attachments, with the body `unreachable`, which is valid for every function, so that calls, aliases,
// comdats and debug info see the same module. Every body is then verified in exactly one text, and
// everything else in all of them: the parts together check what the whole would. The parts are parsed and
// verified concurrently, each in a Context of its own; when any part fails, the whole text is parsed and
// verified once more and decides, with LLVM's own report on the text the caller has (its line numbers). So a
// construct the split does not foresee (a module-level reference into a body, as uselistorder_bb makes)
// costs a second parse, never a wrong verdict.

// minSplitBody is the least function-body text worth a part of its own: below it, the repeated
// declarations and metadata cost more than the parallel parse saves.
const minSplitBody = 1 << 20

// maxSharedShare: the text outside function bodies, which every part repeats, may be at most
// 1/maxSharedShare of the bodies' text for a split.
const maxSharedShare = 4

// crossBody lists what ties one function body to another's in what the verifier checks: a blockaddress
// names a block of another body, and a DIAssignID's instruction and its dbg_assign records must be in one
// function, which a part that holds only one of the two bodies would not see. Text with either is
// verified whole.
var crossBody = []string{"blockaddress(", "DIAssignID"}

// stubBody replaces a function's body in the parts that do not verify it.
const stubBody = "  unreachable\n}\n"

// funcSpan locates one function body in module text: text[open:end] runs from the line after the
// "define ... {" line through the closing "}\n".
type funcSpan struct{ open, end int }

// mallocPadOnce sets glibc malloc's top pad (see growMallocInSteps) once per process.
var mallocPadOnce sync.Once

// mallocTopPad is how much more than it needs glibc's malloc asks the kernel for whenever an arena grows.
const mallocTopPad = 32 << 20

// growMallocInSteps makes glibc's malloc grow its arenas mallocTopPad bytes at a time. Parsing a large text,
// LLVM allocates some hundred megabytes in small pieces on threads other than the main one, whose arenas
// grow by mprotect (and shrink by madvise) a few pages at a time by default: thousands of system calls, each
// of which may flush the other threads' TLBs. On the 20 MiB translate bench the pad took about 0.1 s (10%)
// off gpuc translate's system time, alternating 5 runs each; peak RSS stayed where it was, since pages the
// pad reserves but nobody touches take no memory. It is process-wide and harmless to the rest of gpuc
// (Go's own heap does not use malloc).
func growMallocInSteps() {
	mallocPadOnce.Do(func() {
		C.mallopt(C.M_TOP_PAD, mallocTopPad)
	})
}

// verifySplit parses and verifies text in parts as described above; done is false when planSplit declines
// (small text, one CPU, ...), and the caller verifies it whole.
func verifySplit(text []byte) (done bool, err error) {
	if len(text) >= 2*minSplitBody {
		// LLVM's modules take about ten times the text's size in malloc'ed memory. The Go heap has just
		// been at its largest (the caller's own module, dropped once printed): its free pages go back to
		// the system first, so that the two peaks do not add up (on the 20 MiB translate bench about
		// 80 MB less).
		debug.FreeOSMemory()
	}
	growMallocInSteps()
	plan := planSplit(text, runtime.GOMAXPROCS(0))
	if plan == nil {
		return false, nil
	}
	failed := make([]bool, plan.parts())
	var wg sync.WaitGroup
	wg.Add(plan.parts())
	for k := range plan.parts() {
		go func() {
			// A Context is used by one goroutine at a time: each part has its own.
			c := NewContext()
			// ParseIR verifies what it parsed.
			_, err := c.ParseIR("<llvm-ir>", plan.part(k))
			failed[k] = err != nil
			wg.Done()
			// Freeing a module takes a tenth of parsing it: the caller goes on meanwhile.
			c.Dispose()
		}()
	}
	wg.Wait()
	for _, f := range failed {
		if f {
			// The whole text's report names its own lines and values.
			return true, verifyWhole(text)
		}
	}
	return true, nil
}

// verifyWhole parses and verifies text in one fresh Context.
func verifyWhole(text []byte) error {
	c := NewContext()
	defer c.Dispose()
	_, err := c.ParseIR("<llvm-ir>", text)
	return err
}

// splitPlan says which function bodies each part of a text verifies.
type splitPlan struct {
	text   []byte
	spans  []funcSpan
	bodies int   // bytes of all bodies
	first  []int // part k verifies spans[first[k]:first[k+1]]
}

func (p *splitPlan) parts() int { return len(p.first) - 1 }

// part builds the text of part k: text with the bodies of the other parts' functions replaced by stubBody.
func (p *splitPlan) part(k int) []byte {
	lo, hi := p.first[k], p.first[k+1]
	own := 0
	for _, s := range p.spans[lo:hi] {
		own += s.end - s.open
	}
	out := make([]byte, 0, len(p.text)-p.bodies+own+(len(p.spans)-(hi-lo))*len(stubBody))
	prev := 0
	for i, s := range p.spans {
		out = append(out, p.text[prev:s.open]...)
		if i >= lo && i < hi {
			out = append(out, p.text[s.open:s.end]...)
		} else {
			out = append(out, stubBody...)
		}
		prev = s.end
	}
	return append(out, p.text[prev:]...)
}

// planSplit plans up to n parts of text that together verify as text does (see above), or returns nil when
// text is not worth splitting (small, or mostly outside function bodies), ties bodies together (crossBody)
// or is not laid out as LLVM prints modules: every definition on one "define ... {" line at the start of a
// line, its body ending with a line "}".
func planSplit(text []byte, n int) *splitPlan {
	if n < 2 || len(text) < 2*minSplitBody {
		return nil
	}
	for _, s := range crossBody {
		if bytes.Contains(text, []byte(s)) {
			return nil
		}
	}
	p := &splitPlan{text: text}
	for pos := 0; pos < len(text); {
		nl := bytes.IndexByte(text[pos:], '\n')
		if nl < 0 {
			break
		}
		next := pos + nl + 1
		if !bytes.HasPrefix(text[pos:], []byte("define ")) {
			pos = next
			continue
		}
		if !bytes.HasSuffix(text[pos:next-1], []byte("{")) {
			return nil
		}
		// The body ends at the first line "}": instructions are indented, labels end with ':'.
		end := bytes.Index(text[next-1:], []byte("\n}\n"))
		if end < 0 {
			return nil
		}
		end += next - 1 + 3
		p.spans = append(p.spans, funcSpan{open: next, end: end})
		p.bodies += end - next
		pos = end
	}
	// Every part parses what is outside the bodies again: worth it while that is small next to them (text
	// with much debug metadata may not be).
	if len(text)-p.bodies > p.bodies/maxSharedShare {
		return nil
	}
	n = min(n, p.bodies/minSplitBody, len(p.spans))
	if n < 2 {
		return nil
	}
	// About bodies/n bytes of bodies per part.
	p.first = make([]int, 0, n+1)
	p.first = append(p.first, 0)
	acc := 0
	for i, s := range p.spans {
		if len(p.first) < n && acc >= p.bodies*len(p.first)/n {
			p.first = append(p.first, i)
		}
		acc += s.end - s.open
	}
	p.first = append(p.first, len(p.spans))
	return p
}
