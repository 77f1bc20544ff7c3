package ir

// SymbolNameAttr is the attribute naming a symbol.
const SymbolNameAttr = "sym_name"

// SymbolVisibilityAttr is the attribute holding a symbol's visibility.
const SymbolVisibilityAttr = "sym_visibility"

// SymbolName returns the name of a symbol op, or "" if op defines none.
func SymbolName(op *Operation) string {
	if s, ok := op.Attr(SymbolNameAttr).(*StringAttr); ok {
		return s.Value
	}
	return ""
}

// SymTable indexes the symbols defined directly in a symbol table op.
type SymTable struct {
	op   *Operation
	syms map[string]*Operation
}

// NewSymbolTable builds the table of op, which must have one region.
func NewSymbolTable(op *Operation) *SymTable {
	t := &SymTable{op: op, syms: map[string]*Operation{}}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return t
	}
	for o := op.Region(0).First().First(); o != nil; o = o.Next() {
		if n := SymbolName(o); n != "" {
			if _, dup := t.syms[n]; !dup {
				t.syms[n] = o
			}
		}
	}
	return t
}

// Lookup returns the symbol named name, or nil.
func (t *SymTable) Lookup(name string) *Operation { return t.syms[name] }

// LookupSymbolIn returns the symbol named name defined directly in the
// symbol table op, or nil.
func LookupSymbolIn(table *Operation, name string) *Operation {
	if table.NumRegions() == 0 || table.Region(0).Empty() {
		return nil
	}
	for o := table.Region(0).First().First(); o != nil; o = o.Next() {
		if SymbolName(o) == name {
			return o
		}
	}
	return nil
}

// NearestSymbolTable returns the closest op around (or equal to) from that
// is a symbol table, or nil; an op of an unknown dialect with one region
// might be one, and is taken as one, stopping the search (MLIR's
// getNearestSymbolTable and isPotentiallyUnknownSymbolTable).
func NearestSymbolTable(from *Operation) *Operation {
	for op := from; op != nil; op = op.ParentOp() {
		if op.HasTrait(SymbolTable) || isPotentiallyUnknownSymbolTable(op) {
			return op
		}
	}
	return nil
}

func isPotentiallyUnknownSymbolTable(op *Operation) bool {
	return op.NumRegions() == 1 && op.Dialect() == nil
}

// LookupSymbolRef resolves ref starting at the symbol table nearest to
// from, following nested references.
func LookupSymbolRef(from *Operation, ref *SymbolRefAttr) *Operation {
	table := NearestSymbolTable(from)
	if table == nil {
		return nil
	}
	op := LookupSymbolIn(table, ref.Root)
	for _, n := range ref.Nested {
		if op == nil {
			return nil
		}
		op = LookupSymbolIn(op, n)
	}
	return op
}

// SymbolTableCollection caches the symbol maps of symbol table ops, as
// MLIR's SymbolTableCollection, for code that looks up many symbols while
// the IR does not change (verifiers, passes that only read).
type SymbolTableCollection struct {
	tables map[*Operation]map[string]*Operation
}

// NewSymbolTableCollection returns an empty collection.
func NewSymbolTableCollection() *SymbolTableCollection {
	return &SymbolTableCollection{tables: map[*Operation]map[string]*Operation{}}
}

// LookupSymbolIn is LookupSymbolIn with table's symbols indexed once.
func (c *SymbolTableCollection) LookupSymbolIn(table *Operation, name string) *Operation {
	m, ok := c.tables[table]
	if !ok {
		m = map[string]*Operation{}
		// Every op with a string sym_name is a symbol, "" included (as
		// MLIR's SymbolTable; `@""` can name it).
		if table.NumRegions() > 0 && !table.Region(0).Empty() {
			for o := table.Region(0).First().First(); o != nil; o = o.Next() {
				if n, ok := o.Attr(SymbolNameAttr).(*StringAttr); ok {
					if _, dup := m[n.Value]; !dup {
						m[n.Value] = o
					}
				}
			}
		}
		c.tables[table] = m
	}
	return m[name]
}

// LookupSymbolRef is LookupSymbolRef through the collection.
func (c *SymbolTableCollection) LookupSymbolRef(from *Operation, ref *SymbolRefAttr) *Operation {
	table := NearestSymbolTable(from)
	if table == nil {
		return nil
	}
	op := c.LookupSymbolIn(table, ref.Root)
	for _, n := range ref.Nested {
		if op == nil {
			return nil
		}
		op = c.LookupSymbolIn(op, n)
	}
	return op
}
