package ll

import (
	"errors"
	"io"
)

// Print writes m as LLVM 19 textual IR.
// STUB: replaced by the printer.
func (m *Module) Print(w io.Writer) error { return errors.New("ll: printer not implemented") }
