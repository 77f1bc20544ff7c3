package ir

import "strings"

// Location is where an operation or block argument came from. Locations
// are attributes, as in MLIR.
type Location interface {
	Attribute
	isLocation()
}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{ AttrBase }

// FileLineColLoc is `loc("file":line:col)`.
type FileLineColLoc struct {
	AttrBase
	File      string
	Line, Col uint32          // 32 bits keep the location (made for nearly every op) small
	next      *FileLineColLoc // the next location of the same line (see fileLocs)
}

// NameLoc is `loc("name")` or `loc("name"(child))`.
type NameLoc struct {
	AttrBase
	Name  string
	Child Location // UnknownLoc when absent
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct {
	AttrBase
	Callee, Caller Location
}

// FusedLoc is `loc(fused<metadata>[a, b])`.
type FusedLoc struct {
	AttrBase
	Locs     []Location
	Metadata Attribute // nil when absent
}

func (*UnknownLoc) isLocation()     {}
func (*FileLineColLoc) isLocation() {}
func (*NameLoc) isLocation()        {}
func (*CallSiteLoc) isLocation()    {}
func (*FusedLoc) isLocation()       {}

// Unknown returns `loc(unknown)`.
func (c *Context) Unknown() *UnknownLoc { return c.unknown }

// FileLineCol returns the location file:line:col.
func (c *Context) FileLineCol(file string, line, col int) *FileLineColLoc {
	if uint64(line) > 1<<32-1 || uint64(col) > 1<<32-1 {
		// Beyond 32 bits (a 4 GiB line): saturate.
		line, col = min(line, 1<<32-1), min(col, 1<<32-1)
	}
	c.mu.Lock()
	t := c.fileLocs[file]
	if t == nil {
		// A copy of the name: callers' strings may share a buffer (the
		// parser's source) that the context outlives.
		t = &fileLocs{file: strings.Clone(file)}
		c.fileLocs[t.file] = t
	}
	l := t.get(c, uint32(line), uint32(col))
	c.mu.Unlock()
	return l
}

// fileLocs uniques the file:line:col locations of one file. One is made
// for nearly every parsed op, so instead of a hash map the locations of a
// line hang off lines[line], chained through next (a line holds one or a
// few), and are allocated in slabs. Lines far beyond what the table holds
// and the columns of crowded lines go to a map.
type fileLocs struct {
	file  string
	lines []*FileLineColLoc
	slab  []FileLineColLoc
	count int
	other map[uint64]*FileLineColLoc // by line<<32|col
	// sparseMin is the least line put in other for being beyond the table.
	sparseMin uint32
}

const (
	// maxLineChain is how many locations of one line are chained before
	// the others go to the map (a file written on a few long lines).
	maxLineChain = 8
	locSlab      = 256
)

func (t *fileLocs) get(c *Context, line, col uint32) *FileLineColLoc {
	// The line table grows only in proportion to the locations made, so
	// that a few distant line numbers cannot make it large.
	if int64(line) >= int64(len(t.lines)) && int64(line) < 4*int64(t.count)+4096 {
		n := max(int(line)+1, 2*len(t.lines))
		t.lines = append(t.lines, make([]*FileLineColLoc, n-len(t.lines))...)
	}
	chained := int64(line) < int64(len(t.lines))
	inMap := !chained
	if chained {
		n := 0
		for l := t.lines[line]; l != nil; l = l.next {
			if l.Col == col {
				return l
			}
			n++
		}
		chained = n < maxLineChain
		// The map holds the line's other columns once its chain is full,
		// and the locations made before the table grew to the line.
		inMap = !chained || line >= t.sparseMin
	}
	k := uint64(line)<<32 | uint64(col)
	if inMap && t.other != nil {
		if l, ok := t.other[k]; ok {
			return l
		}
	}
	if len(t.slab) == 0 {
		t.slab = make([]FileLineColLoc, locSlab)
	}
	l := &t.slab[0]
	t.slab = t.slab[1:]
	l.File, l.Line, l.Col = t.file, line, col
	c.nextID++
	l.id = c.nextID
	t.count++
	if chained {
		l.next = t.lines[line]
		t.lines[line] = l
	} else {
		if t.other == nil {
			t.other = map[uint64]*FileLineColLoc{}
			t.sparseMin = ^uint32(0)
		}
		t.other[k] = l
		if int64(line) >= int64(len(t.lines)) {
			t.sparseMin = min(t.sparseMin, line)
		}
	}
	return l
}

// NameLoc returns the named location; child may be nil (unknown).
func (c *Context) NameLoc(name string, child Location) *NameLoc {
	if child == nil {
		child = c.unknown
	}
	return intern(c, c.keyOf(kNameLoc).Str(name).Attr(child), func() *NameLoc {
		return &NameLoc{Name: name, Child: child}
	})
}

// CallSite returns the call site location.
func (c *Context) CallSite(callee, caller Location) *CallSiteLoc {
	return intern(c, c.keyOf(kCallSiteLoc).Attr(callee).Attr(caller), func() *CallSiteLoc {
		return &CallSiteLoc{Callee: callee, Caller: caller}
	})
}

// Fused returns the fused location of locs with optional metadata. As in
// MLIR's FusedLoc::get, nested fused locations without metadata are
// flattened, unknown locations and duplicates are dropped, and a single
// remaining location without metadata is returned as is.
func (c *Context) Fused(locs []Location, metadata Attribute) Location {
	var out []Location
	seen := map[Location]bool{}
	add := func(l Location) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	for _, l := range locs {
		if f, ok := l.(*FusedLoc); ok && f.Metadata == metadata {
			for _, in := range f.Locs {
				add(in)
			}
			continue
		}
		if _, ok := l.(*UnknownLoc); ok {
			continue
		}
		add(l)
	}
	if len(out) == 0 {
		if metadata == nil {
			return c.unknown
		}
		out = []Location{c.unknown}
	} else if len(out) == 1 && metadata == nil {
		return out[0]
	}
	k := c.keyOf(kFusedLoc).Attr(metadata).Uint(uint64(len(out)))
	for _, l := range out {
		k.Attr(l)
	}
	return intern(c, k, func() *FusedLoc { return &FusedLoc{Locs: out, Metadata: metadata} })
}

// FusedRaw returns a fused location exactly as given, without MLIR's
// simplifications (the parser uses Fused; this exists for tests).
func (c *Context) FusedRaw(locs []Location, metadata Attribute) *FusedLoc {
	k := c.keyOf(kFusedLoc).Attr(metadata).Uint(uint64(len(locs)))
	for _, l := range locs {
		k.Attr(l)
	}
	return intern(c, k, func() *FusedLoc { return &FusedLoc{Locs: append([]Location(nil), locs...), Metadata: metadata} })
}

// FileLineColOf returns the first file:line:col location found in loc,
// looking through names, call sites (the callee) and fused locations.
func FileLineColOf(loc Location) *FileLineColLoc {
	switch l := loc.(type) {
	case *FileLineColLoc:
		return l
	case *NameLoc:
		return FileLineColOf(l.Child)
	case *CallSiteLoc:
		return FileLineColOf(l.Callee)
	case *FusedLoc:
		for _, in := range l.Locs {
			if f := FileLineColOf(in); f != nil {
				return f
			}
		}
	}
	return nil
}
