package diag

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

// tabStop is llvm::SMDiagnostic's tab width.
const tabStop = 8

// SourceMgr holds the buffers whose lines diagnostics can show, like the
// llvm::SourceMgr behind mlir-opt's diagnostic handler. The zero value is
// ready to use and never reads files.
type SourceMgr struct {
	bufs []*Buffer
	// ReadFile, if not nil, loads a file that a location names but that is
	// not among the added buffers. MLIR does this (it opens the file relative
	// to the working directory), so a location pointing into another file on
	// disk shows that file's line. NewSourceMgr sets it to os.ReadFile.
	ReadFile func(name string) ([]byte, error)
	loaded   map[string]*Buffer // by name; nil value: could not be loaded
}

// NewSourceMgr returns a SourceMgr holding bufs that loads other files from
// disk as mlir-opt does.
func NewSourceMgr(bufs ...*Buffer) *SourceMgr {
	return &SourceMgr{bufs: bufs, ReadFile: os.ReadFile}
}

// Add adds b to the buffers searched by Find.
func (sm *SourceMgr) Add(b *Buffer) { sm.bufs = append(sm.bufs, b) }

// Buffers returns the added buffers in the order they were added.
func (sm *SourceMgr) Buffers() []*Buffer { return sm.bufs }

// Find returns the first added buffer named name; failing that, the file of
// that name loaded (once) with ReadFile; failing that, nil.
func (sm *SourceMgr) Find(name string) *Buffer {
	if b, ok := sm.loaded[name]; ok {
		return b
	}
	for _, b := range sm.bufs {
		if b.Name == name {
			return b
		}
	}
	if sm.ReadFile == nil {
		return nil
	}
	var b *Buffer
	if data, err := sm.ReadFile(name); err == nil {
		b = NewBuffer(name, data)
	}
	if sm.loaded == nil {
		sm.loaded = map[string]*Buffer{}
	}
	sm.loaded[name] = b
	return b
}

// Print writes d as mlir-opt-19 writes it to stderr:
//
//   - A location with a file whose line and column exist in a buffer (see
//     [Buffer.Offset]) prints "FILE:LINE:COL: SEV: MSG\n", then the source
//     line and a caret line; see below.
//   - Any other location with a file (file not found, line or column 0 or
//     out of range) prints "FILE:LINE:COL: SEV: MSG\n" only.
//   - A location without a file prints "<unknown>:0: SEV: MSG\n", with
//     "DESC: " before MSG when Desc is set.
//
// Then come a "called from" note for each of the first CallStackLimit
// entries of CalledFrom, always with a source line, and then the notes. A
// note shows its source line only if its location differs from that of the
// item printed before it (for the first note: the last CalledFrom entry, or
// else the diagnostic); MLIR compares unresolved locations here, so set
// [Loc.Key] where resolution may merge different locations.
//
// Source line and caret line follow llvm::SMDiagnostic::print. The source
// line is the text between the nearest '\n' or '\r' on either side, with each
// tab expanded to the next multiple of 8 columns. If it contains a non-ASCII
// byte, no caret line follows. Otherwise the caret line has '^' under the
// column's byte and "~" under the rest of an underline span, trailing spaces
// removed, and every position that is a tab in the source line repeated to
// the same tab stop, so a caret under a tab prints as up to eight '^'.
// Messages are printed verbatim, newlines included.
func (sm *SourceMgr) Print(w io.Writer, d Diagnostic) {
	var out bytes.Buffer
	if d.buf != nil {
		printAt(&out, d.buf, d.off, d.Sev, d.Msg, d.span)
	} else {
		sm.emit(&out, d.Loc, d.Sev, d.Msg, true)
	}
	prev := d.Loc
	for i, c := range d.CalledFrom {
		if i < CallStackLimit {
			sm.emit(&out, c, Note, "called from", true)
		}
		prev = c
	}
	for _, n := range d.Notes {
		if n.buf != nil {
			printAt(&out, n.buf, n.off, n.Sev, n.Msg, n.span)
		} else {
			sm.emit(&out, n.Loc, n.Sev, n.Msg, !prev.same(n.Loc))
		}
		prev = n.Loc
	}
	w.Write(out.Bytes())
}

// Format returns what Print would write for d.
func (sm *SourceMgr) Format(d Diagnostic) string {
	var sb strings.Builder
	sm.Print(&sb, d)
	return sb.String()
}

// emit mirrors SourceMgrDiagnosticHandler::emitDiagnostic(Location, ...).
func (sm *SourceMgr) emit(out *bytes.Buffer, l Loc, sev Severity, msg string, showSource bool) {
	if !l.Known() {
		if l.Desc != "" {
			msg = l.Desc + ": " + msg
		}
		fmt.Fprintf(out, "<unknown>:0: %s: %s\n", sev, msg)
		return
	}
	if showSource {
		if b := sm.Find(l.File); b != nil {
			if off, ok := b.Offset(l.Line, l.Col); ok {
				printAt(out, b, off, sev, msg, 0)
				return
			}
		}
	}
	fmt.Fprintf(out, "%s:%d:%d: %s: %s\n", l.File, l.Line, l.Col, sev, msg)
}

// lineBounds returns the start and end of the text around off delimited by
// '\n' or '\r', as llvm::SourceMgr::GetMessage computes them.
func lineBounds(data []byte, off int) (start, end int) {
	start = off
	for start > 0 && data[start-1] != '\n' && data[start-1] != '\r' {
		start--
	}
	end = off
	for end < len(data) && data[end] != '\n' && data[end] != '\r' {
		end++
	}
	return start, end
}

// posAt returns the location llvm::SourceMgr reports for byte off of b: the
// line counts '\n' only, the column starts after the last '\n' or '\r'.
func posAt(b *Buffer, off int) Loc {
	start, _ := lineBounds(b.Data, off)
	return Loc{File: b.Name, Line: b.lineOf(off), Col: off - start + 1}
}

// printAt mirrors llvm::SourceMgr::PrintMessage at a pointer into b, with an
// optional range [off, off+span) underlined.
func printAt(out *bytes.Buffer, b *Buffer, off int, sev Severity, msg string, span int) {
	start, end := lineBounds(b.Data, off)
	line := b.Data[start:end]
	col := off - start
	fmt.Fprintf(out, "%s:%d:%d: %s: %s\n", b.Name, b.lineOf(off), col+1, sev, msg)

	for _, c := range line {
		if c >= 0x80 {
			printSourceLine(out, line)
			return
		}
	}
	caret := bytes.Repeat([]byte{' '}, len(line)+1)
	if span > 0 {
		rs, re := off, off+span
		if re > end {
			re = end
		}
		rs, re = rs-start, re-start
		if re > len(caret) {
			re = len(caret)
		}
		for i := rs; i < re; i++ {
			caret[i] = '~'
		}
	}
	if col <= len(line) {
		caret[col] = '^'
	} else {
		caret[len(line)] = '^'
	}
	caret = bytes.TrimRight(caret, " ")

	printSourceLine(out, line)
	outCol := 0
	for i, c := range caret {
		if i >= len(line) || line[i] != '\t' {
			out.WriteByte(c)
			outCol++
			continue
		}
		for {
			out.WriteByte(c)
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	out.WriteByte('\n')
}

// printSourceLine writes line with tabs expanded, then a newline.
func printSourceLine(out *bytes.Buffer, line []byte) {
	outCol := 0
	for _, c := range line {
		if c != '\t' {
			out.WriteByte(c)
			outCol++
			continue
		}
		for {
			out.WriteByte(' ')
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	out.WriteByte('\n')
}
