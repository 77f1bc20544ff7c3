package diag

import (
	"bytes"
	"fmt"
)

// DefaultSplitMarker is mlir-opt's default input and output split marker.
const DefaultSplitMarker = "// -----"

// Split splits b at DefaultSplitMarker as mlir-opt-19 --split-input-file
// does; see [SplitWith].
func Split(b *Buffer) (chunks []*Buffer, warnings []Diagnostic) {
	return SplitWith(b, DefaultSplitMarker)
}

// SplitWith splits b at marker, replicating MLIR 19's splitAndProcessBuffer,
// quirks included:
//
//   - The text is cut at every occurrence of marker minus its last two bytes
//     (for "// -----": "// ---"). A cut counts as a split only if the piece
//     after it starts with those two bytes ("--") and has a third byte that
//     is not '0' (MLIR compares with '0' where '-' was meant, so "// ------"
//     splits, leaving a "-" at the start of the next chunk, and "// -----0"
//     does not). Otherwise the cut is undone and a warning
//     "near miss with file split marker" is reported at the byte after the
//     cut (for "// -----" at the very end of the file, too).
//   - While the chunk being built is empty, the next piece is taken whole
//     without the check: a file starting with "// -----" yields a first
//     chunk starting with "--". Empty chunks are dropped at the end, so an
//     empty file yields no chunk at all.
//   - Chunk k is a buffer named "within split at NAME:LINE offset " (with
//     the trailing space), NAME being b.Name and LINE the line of b on which
//     the chunk starts: 1 for the first, the marker's line for the others
//     (the chunk starts just after the marker, usually with the "\n" ending
//     the marker line). Lines and columns of a chunk are relative to it.
//
// The warnings are anchored in b and are printed, with any SourceMgr, before
// any chunk is processed. An empty marker disables splitting: the result is b
// itself. Markers of at most two bytes (on which MLIR loops forever) are
// treated the same way.
func SplitWith(b *Buffer, marker string) (chunks []*Buffer, warnings []Diagnostic) {
	const checkLen = 2
	if len(marker) <= checkLen {
		return []*Buffer{b}, nil
	}
	sep := []byte(marker[:len(marker)-checkLen])
	suffix := marker[len(marker)-checkLen:]
	data := b.Data

	type piece struct{ s, e int }
	var raw []piece
	for pos := 0; ; {
		i := bytes.Index(data[pos:], sep)
		if i < 0 {
			raw = append(raw, piece{pos, len(data)})
			break
		}
		raw = append(raw, piece{pos, pos + i})
		pos += i + len(sep)
	}

	var pieces []piece
	var prev piece
	for _, p := range raw {
		if prev.e == prev.s {
			prev = p
			continue
		}
		text := data[p.s:p.e]
		if bytes.HasPrefix(text, []byte(suffix)) && len(text) > checkLen && text[checkLen] != '0' {
			pieces = append(pieces, prev)
			prev = piece{p.s + checkLen, p.e}
			continue
		}
		w := Diagnostic{Sev: Warning, Msg: "near miss with file split marker", buf: b, off: p.s}
		w.Loc = posAt(b, p.s)
		warnings = append(warnings, w)
		prev.e += len(marker) - checkLen + len(text)
	}
	if prev.e != prev.s {
		pieces = append(pieces, prev)
	}

	for _, p := range pieces {
		name := fmt.Sprintf("within split at %s:%d offset ", b.Name, b.lineOf(p.s))
		chunks = append(chunks, NewBuffer(name, data[p.s:p.e:p.e]))
	}
	return chunks, warnings
}
