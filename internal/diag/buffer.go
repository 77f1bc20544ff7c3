package diag

import (
	"bytes"
	"sort"
	"sync"
)

// Buffer is a named source text. Create it with a composite literal or
// [NewBuffer]; its line table is built on first use (safely for concurrent
// readers). Data must not be modified after the first query.
type Buffer struct {
	Name string
	Data []byte

	once sync.Once
	nl   []int // offsets of every '\n' in Data
}

// NewBuffer returns a buffer with the given name and contents.
func NewBuffer(name string, data []byte) *Buffer {
	return &Buffer{Name: name, Data: data}
}

func (b *Buffer) newlines() []int {
	b.once.Do(func() {
		n := bytes.Count(b.Data, []byte{'\n'})
		b.nl = make([]int, 0, n)
		for i, c := range b.Data {
			if c == '\n' {
				b.nl = append(b.nl, i)
			}
		}
	})
	return b.nl
}

// lineOf returns the 1-based number of the line containing byte off: one plus
// the number of '\n' before off.
func (b *Buffer) lineOf(off int) int {
	return sort.SearchInts(b.newlines(), off) + 1
}

// lineStart returns the offset of the first byte of line n (1-based), or -1
// if the buffer has fewer lines. A buffer has one line more than it has '\n'.
func (b *Buffer) lineStart(n int) int {
	nl := b.newlines()
	switch {
	case n <= 1:
		return 0
	case n-1 > len(nl):
		return -1
	}
	return nl[n-2] + 1
}

// LineCol converts byte offset off (0 <= off <= len(Data)) to the 1-based
// line and column that MLIR's lexer gives a FileLineColLoc: lines are
// delimited by '\n' only, and the column counts bytes from the start of the
// line, so a tab or each byte of a UTF-8 sequence counts as one and a '\r'
// does not start a new line.
func (b *Buffer) LineCol(off int) (line, col int) {
	line = b.lineOf(off)
	return line, off - b.lineStart(line) + 1
}

// NumLines returns the number of lines: one more than the number of '\n'.
func (b *Buffer) NumLines() int { return len(b.newlines()) + 1 }

// Line returns the text of line n (1-based) without its terminating '\n' (a
// '\r' before it is kept), or nil if there is no such line.
func (b *Buffer) Line(n int) []byte {
	if n < 1 {
		return nil
	}
	s := b.lineStart(n)
	if s < 0 {
		return nil
	}
	e := len(b.Data)
	if nl := b.newlines(); n-1 < len(nl) {
		e = nl[n-1]
	}
	return b.Data[s:e:e]
}

// Offset converts a 1-based line and column to a byte offset, with the rules
// of llvm::SourceMgr::FindLocForLineAndColumn that MLIR uses to find the
// source line of a location: the line must exist, and the column may point at
// most one byte past the line's last byte, with no '\n' or '\r' before it on
// the line. Line or column 0 is not valid.
func (b *Buffer) Offset(line, col int) (int, bool) {
	if line < 1 || col < 1 {
		return 0, false
	}
	p := b.lineStart(line)
	if p < 0 {
		return 0, false
	}
	c := col - 1
	if p+c > len(b.Data) {
		return 0, false
	}
	if bytes.IndexAny(b.Data[p:p+c], "\n\r") >= 0 {
		return 0, false
	}
	return p + c, true
}
