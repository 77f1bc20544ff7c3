package ll

import "sync/atomic"

// Module is an LLVM module.
type Module struct {
	ModuleID       string // printed as `; ModuleID = '...'`
	SourceFilename string
	DataLayout     string // "" omits the line
	Triple         string // "" omits the line
	// Structs are the identified struct types known to the module
	// (AddStruct keeps first-use order). The printer does not use this
	// list: like LLVM it defines the structs the module's contents use,
	// in the order LLVM's TypeFinder meets them.
	Structs  []*StructType
	Comdats  []*Comdat
	Globals  []*GlobalVariable
	Aliases  []*Alias
	Funcs    []*Function
	NamedMDs []*NamedMD
	// ModuleAsm lines are printed as `module asm "..."`.
	ModuleAsm []string

	globals map[string]GlobalValue
	// lastUnique is the module symbol table's counter of the suffixes it
	// gives clashing names (ValueSymbolTable::LastUnique): one counter for
	// every name, so a second clash of any name gets `.2`.
	lastUnique int
}

// NewModule returns an empty module.
func NewModule(id string) *Module {
	return &Module{ModuleID: id, SourceFilename: id, globals: map[string]GlobalValue{}}
}

// GlobalValue is a global variable, function or alias: a named constant
// pointer at module scope.
type GlobalValue interface {
	Constant
	GlobalName() string
	setGlobalName(string)
}

// Linkage is a global's linkage; the zero value is external.
type Linkage uint8

const (
	External Linkage = iota
	Private
	Internal
	AvailableExternally
	LinkOnce
	Weak
	Common
	Appending
	ExternWeak
	LinkOnceODR
	WeakODR
)

var linkageNames = [...]string{"", "private", "internal", "available_externally", "linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr"}

func (l Linkage) String() string { return linkageNames[l] }

// Visibility is a global's visibility; the zero value is default.
type Visibility uint8

const (
	Default Visibility = iota
	Hidden
	Protected
)

// UnnamedAddr is none, local_unnamed_addr or unnamed_addr.
type UnnamedAddr uint8

const (
	NoUnnamedAddr UnnamedAddr = iota
	LocalUnnamedAddr
	GlobalUnnamedAddr
)

// Comdat is `$name = comdat kind`.
type Comdat struct {
	Name string
	Kind string // any, exactmatch, largest, nodeduplicate, samesize
}

// GlobalCommon holds what global variables, functions and aliases share.
type GlobalCommon struct {
	Name        string
	Linkage     Linkage
	Visibility  Visibility
	DLLStorage  string // "", "dllimport", "dllexport"
	DSOLocal    bool
	UnnamedAddr UnnamedAddr
	ThreadLocal string // "", "thread_local", "thread_local(localdynamic)", ...
	AddrSpace   uint32
	Section     string
	Partition   string
	Comdat      *Comdat
	Align       uint64 // 0: none
	MD          []MDAttachment
	// Parent is the module the global was added to (AddGlobal, AddFunc,
	// AddAlias), nil before: constant folding asks its data layout.
	Parent *Module
}

func (g *GlobalCommon) GlobalName() string     { return g.Name }
func (g *GlobalCommon) setGlobalName(n string) { g.Name = n }

// GlobalVariable is `@name = ... global|constant T init`.
type GlobalVariable struct {
	GlobalCommon
	ValueType             Type
	Init                  Constant // nil: a declaration
	IsConstant            bool
	ExternallyInitialized bool
	CodeModel             string
	Attrs                 AttrSet
}

func (g *GlobalVariable) Type() Type { return PtrIn(g.AddrSpace) }
func (*GlobalVariable) isValue()     {}
func (*GlobalVariable) isConst()     {}

// Alias is `@name = ... alias T, ptr @aliasee`.
type Alias struct {
	GlobalCommon
	ValueType Type
	Aliasee   Constant
}

func (a *Alias) Type() Type { return PtrIn(a.AddrSpace) }
func (*Alias) isValue()     {}
func (*Alias) isConst()     {}

// Function is a function definition (with blocks) or declaration.
type Function struct {
	GlobalCommon
	Sig         *FuncType
	CallConv    string // "" for ccc, else "fastcc", "amdgpu_kernel", "ptx_kernel", "cc 10"...
	FnAttrs     AttrSet
	RetAttrs    AttrSet
	Params      []*Argument
	Blocks      []*Block
	GC          string
	Personality Constant
	Prefix      Constant
	Prologue    Constant
}

func (f *Function) Type() Type { return PtrIn(f.AddrSpace) }
func (*Function) isValue()     {}
func (*Function) isConst()     {}

// IsDeclaration reports whether f has no body.
func (f *Function) IsDeclaration() bool { return len(f.Blocks) == 0 }

// NewBlock appends a new block to f.
func (f *Function) NewBlock(name string) *Block {
	b := &Block{Name: name, Parent: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

// Block is a basic block.
type Block struct {
	Name   string // "" prints as a number
	Insts  []*Inst
	Parent *Function
}

func (*Block) Type() Type { return Label }
func (*Block) isValue()   {}

// Append adds inst at the end of b.
func (b *Block) Append(inst *Inst) *Inst {
	inst.Parent = b
	inst.seq = atomic.AddUint32(&appendSeq, 1)
	b.Insts = append(b.Insts, inst)
	return inst
}

// appendSeq numbers appended instructions (see Inst.seq). 32 bits keep
// Inst small; only the order of the terminators of one function matters,
// which a wrap-around after 4G appends in one process could disturb only
// for the function being built at that moment.
var appendSeq uint32

// NamedMD is `!name = !{!0, !1}`.
type NamedMD struct {
	Name string
	Ops  []*MDNode
}

// AddGlobal adds g to m; its name must be unused (see Lookup).
func (m *Module) AddGlobal(g *GlobalVariable) *GlobalVariable {
	m.Globals = append(m.Globals, g)
	m.globals[g.Name] = g
	g.Parent = m
	return g
}

// AddFunc adds f to m; its name must be unused.
func (m *Module) AddFunc(f *Function) *Function {
	m.Funcs = append(m.Funcs, f)
	m.globals[f.Name] = f
	f.GlobalCommon.Parent = m
	for i, p := range f.Params {
		p.Parent, p.Index = f, i
	}
	return f
}

// AddAlias adds a to m.
func (m *Module) AddAlias(a *Alias) *Alias {
	m.Aliases = append(m.Aliases, a)
	m.globals[a.Name] = a
	a.Parent = m
	return a
}

// Lookup returns the global value named name, or nil.
func (m *Module) Lookup(name string) GlobalValue { return m.globals[name] }

// LookupGlobal returns the global variable named name, or nil.
func (m *Module) LookupGlobal(name string) *GlobalVariable {
	g, _ := m.globals[name].(*GlobalVariable)
	return g
}

// LookupFunc returns the function named name, or nil.
func (m *Module) LookupFunc(name string) *Function {
	f, _ := m.globals[name].(*Function)
	return f
}

// NamedMD returns the named metadata called name, creating it if needed.
func (m *Module) NamedMD(name string) *NamedMD {
	for _, n := range m.NamedMDs {
		if n.Name == name {
			return n
		}
	}
	n := &NamedMD{Name: name}
	m.NamedMDs = append(m.NamedMDs, n)
	return n
}

// AddStruct records an identified struct type (once).
func (m *Module) AddStruct(t *StructType) {
	for _, s := range m.Structs {
		if s == t {
			return
		}
	}
	m.Structs = append(m.Structs, t)
}
