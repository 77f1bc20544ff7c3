package ir

import (
	"fmt"
	"strings"
)

// Severity of a diagnostic.
type Severity int

// Diagnostic severities, as in MLIR.
const (
	SevError Severity = iota
	SevWarning
	SevRemark
	SevNote
)

// Diagnostic is an error (or warning, remark, note) at a location. It
// implements error so that verifiers and parsers can return it.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	Msg      string
	Notes    []*Diagnostic
	// Op, when set, is the operation the diagnostic is about; reporters
	// attach MLIR's "see current operation" note for it.
	Op *Operation
	// OpText, when set, is Op as printed when the diagnostic was emitted
	// (for code that changes the IR before the diagnostic is reported, as a
	// conversion that rolls back).
	OpText string
	// Then are further diagnostics emitted right after this one (MLIR code
	// that reports two errors before failing).
	Then []*Diagnostic
}

// Error returns the message.
func (d *Diagnostic) Error() string { return d.Msg }

// Note attaches a note at loc and returns the diagnostic.
func (d *Diagnostic) Note(loc Location, format string, args ...any) *Diagnostic {
	d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: loc, Msg: sprintf(format, args...)})
	return d
}

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// Errorf returns an error at loc.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: loc, Msg: sprintf(format, args...)}
}

// EmitError returns an error about op at its location, as MLIR's
// Operation::emitError.
func (op *Operation) EmitError(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: op.loc, Msg: sprintf(format, args...), Op: op}
}

// Errorf returns an error prefixed with "'name' op ", as MLIR's
// Operation::emitOpError.
func (op *Operation) Errorf(format string, args ...any) *Diagnostic {
	var b strings.Builder
	b.WriteByte('\'')
	b.WriteString(op.Name())
	b.WriteString("' op ")
	b.WriteString(sprintf(format, args...))
	return &Diagnostic{Severity: SevError, Loc: op.loc, Msg: b.String(), Op: op}
}

// Emit reports a diagnostic that does not by itself fail what emitted it,
// as MLIR's InFlightDiagnostic reported to the context's handler: the op it
// is about is rendered now, before later changes to the IR. Without a
// handler the diagnostic is dropped.
func (c *Context) Emit(d *Diagnostic) {
	if c.Diagnose == nil {
		return
	}
	if d.Op != nil && d.OpText == "" && c.PrintOp != nil {
		d.OpText = c.PrintOp(d.Op)
	}
	c.Diagnose(d)
}
