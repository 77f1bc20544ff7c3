package ir

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
	Line, Col uint32 // 32 bits keep the location (made for nearly every op) small
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
	// One of these is made for nearly every parsed op: a typed map avoids
	// building a generic key.
	if uint64(line) > 1<<32-1 || uint64(col) > 1<<32-1 {
		// Beyond 32 bits (a 4 GiB line): saturate.
		line, col = min(line, 1<<32-1), min(col, 1<<32-1)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	byPos := c.fileLocs[file]
	if byPos == nil {
		byPos = map[uint64]*FileLineColLoc{}
		c.fileLocs[file] = byPos
	}
	k := uint64(uint32(line))<<32 | uint64(uint32(col))
	if l, ok := byPos[k]; ok {
		return l
	}
	l := &FileLineColLoc{File: file, Line: uint32(line), Col: uint32(col)}
	c.nextID++
	l.id = c.nextID
	byPos[k] = l
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
