// Package diag implements source buffers, diagnostic printing, input
// splitting and expected-diagnostic verification exactly as mlir-opt-19 does
// them (MLIR's SourceMgrDiagnosticHandler, SourceMgrDiagnosticVerifierHandler
// and splitAndProcessBuffer, on top of llvm::SourceMgr).
//
// The package knows nothing about IR: it works on locations that the caller
// has already resolved to a [Loc]. MLIR resolves a Location for display like
// this, and callers must do the same:
//
//   - FileLineColLoc "f":L:C gives Loc{File: "f", Line: L, Col: C}.
//   - Any other location is searched, in pre-order (NameLoc: its child;
//     CallSiteLoc: callee, then caller; FusedLoc: its locations in order;
//     OpaqueLoc: its fallback), for the first FileLineColLoc, which gives
//     File/Line/Col. loc("n"("f":1:2)) therefore prints as f:1:2 with no
//     mention of "n", and callsite("n" at "f":2:3) prints at f:2:3.
//   - If there is none, File is left empty and Desc is set to the full
//     printed location, e.g. `loc("foo")`, `loc(fused<"m">["a", "b"])`,
//     `loc(callsite("foo" at unknown))` (strings escaped as the attribute
//     printer does, `loc("a\22b")`, no aliases). It prints as
//     `<unknown>:0: error: loc("foo"): message`.
//   - UnknownLoc gives the zero Loc, printed as `<unknown>:0: error: message`.
//   - For a diagnostic (not a note) whose location is, or contains through
//     NameLoc/FusedLoc (first match, in order), a CallSiteLoc, the caller
//     fills [Diagnostic.CalledFrom]: c := that CallSiteLoc; repeat { append
//     resolve(c.caller); stop after CallStackLimit+1 entries or when the
//     caller (again looking through NameLoc/FusedLoc) is not a CallSiteLoc;
//     c = that CallSiteLoc }.
//
// With mlir-opt's defaults a diagnostic prints as
//
//	FILE:LINE:COL: error: MESSAGE
//	<source line, tabs expanded to 8-column stops>
//	<caret line>
//
// followed by its "called from" notes and its notes; see [SourceMgr.Print].
//
// Tool behaviour that is the caller's business, as observed with mlir-opt-19:
//
//   - With --split-input-file the outputs of the chunks are joined by the
//     output split marker (default "// -----") plus "\n", written between
//     every two chunks whether they failed or not; a failed chunk writes
//     nothing. Each chunk's output is what it would be alone, for example
//     "module {\n}\n\n", so a three-chunk run whose middle chunk fails writes
//     out1 + "// -----\n" + "// -----\n" + out3. Every chunk is processed
//     (each with its own SourceMgr holding just the chunk); the tool exits 1
//     if any chunk failed. "near miss" warnings ([Split]) are printed to
//     stderr before any chunk is processed and do not cause failure. An input
//     that yields no chunk (empty file) writes nothing and exits 0.
//   - With --verify-diagnostics, every diagnostic of a chunk goes to its
//     [Verifier] and nothing else is printed for it; the chunk succeeds iff
//     the verifier reports success, whatever errors occurred (exit 0 when
//     every expectation is met and nothing unexpected was emitted). The
//     chunk's output is still written if its pipeline succeeded. mlir-opt
//     disables --mlir-print-op-on-diagnostic in this mode, so "see current
//     operation" notes are not attached.
//
// A --split-input-file --verify-diagnostics run therefore looks like:
//
//	chunks, warns := diag.Split(diag.NewBuffer(name, data))
//	for _, w := range warns {
//		diag.NewSourceMgr().Print(os.Stderr, w)
//	}
//	for _, c := range chunks {
//		sm := diag.NewSourceMgr(c)
//		v, errs := diag.NewVerifier(sm) // print errs to stderr now
//		// parse c, run passes; for each diagnostic d: print v.Handle(d)
//		errs, ok := v.Finish() // print errs; the chunk failed if !ok
//	}
package diag

import (
	"fmt"
	"strconv"
)

// Severity is the severity of a diagnostic.
type Severity int

// The diagnostic severities.
const (
	Error Severity = iota
	Warning
	Remark
	Note
)

// String returns the label MLIR prints for s: "error", "warning", "remark"
// or "note".
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Remark:
		return "remark"
	case Note:
		return "note"
	}
	return "Severity(" + strconv.Itoa(int(s)) + ")"
}

// Loc is a resolved diagnostic location (see the package documentation for
// how MLIR locations map to it). Line and Col are 1-based; 0 means unknown,
// and such a location prints without a source line. Col counts bytes from the
// start of the line.
type Loc struct {
	File      string
	Line, Col int
	// Desc is the printed form of a location that has no file:line:col
	// (File == ""), e.g. `loc("foo")`. It is empty for UnknownLoc.
	Desc string
	// Key optionally identifies the unresolved MLIR location, e.g. its full
	// printed form. MLIR decides whether a note repeats its source line by
	// comparing unresolved locations; when Key is set on either side, Keys
	// are compared instead of the resolved fields. See [SourceMgr.Print].
	Key string
}

// Known reports whether l has a file, i.e. is not an unknown or
// description-only location.
func (l Loc) Known() bool { return l.File != "" }

// String returns l as MLIR prints it in a diagnostic header, without the
// trailing ": ": "file:line:col", or "<unknown>:0" for a location without a
// file (Desc is not included).
func (l Loc) String() string {
	if !l.Known() {
		return "<unknown>:0"
	}
	return fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Col)
}

// same reports whether l and m count as the same location for the purpose of
// eliding a note's source line.
func (l Loc) same(m Loc) bool {
	if l.Key != "" || m.Key != "" {
		return l.Key == m.Key
	}
	return l == m
}

// CallStackLimit is the maximum number of "called from" notes printed for a
// diagnostic (MLIR's SourceMgrDiagnosticHandler callStackLimit).
const CallStackLimit = 10

// Diagnostic is one diagnostic with its attached notes.
type Diagnostic struct {
	Sev Severity
	Loc Loc
	// Msg is printed verbatim; it may contain newlines.
	Msg string
	// CalledFrom is the call stack of a call-site location, innermost caller
	// first (see the package documentation). Print emits a "called from"
	// note for each of the first CallStackLimit entries; the last entry,
	// printed or not, is the location the first note is compared with.
	CalledFrom []Loc
	// Notes are printed after the diagnostic. Their own Notes and CalledFrom
	// are ignored.
	Notes []Diagnostic

	// Diagnostics made by this package (split warnings, verifier errors) are
	// anchored at a byte of a buffer, as llvm::SourceMgr::PrintMessage with
	// an SMLoc; span is the length of the "~" underline.
	buf  *Buffer
	off  int
	span int
}
