// Package ods interprets MLIR's Operation Definition Specification at run
// time: op specs generated from MLIR 19's .td files (tools/odsgen) are
// registered as ops whose custom syntax follows their declarative
// assemblyFormat, whose generic verifier checks operand, result, attribute,
// region and successor counts and constraints, and whose enums print as
// MLIR prints them. Dialect packages add what ODS leaves to C++: custom
// parsers and printers, custom<...> directives, type inference and extra
// verification, through Hooks.
package ods

import (
	"strings"
	"sync"
	"sync/atomic"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// ArgKind says how many values an operand, result, region or successor
// group holds.
type ArgKind uint8

const (
	// Single is exactly one.
	Single ArgKind = iota
	// Optional is zero or one.
	Optional
	// Variadic is any number.
	Variadic
	// VariadicOfVariadic is a list of lists, sized by a segment attribute.
	VariadicOfVariadic
)

// Spec is one operation as ODS defines it.
type Spec struct {
	Name       string // full name, "arith.addi"
	Operands   []Arg
	Results    []Arg
	Attrs      []AttrArg
	Regions    []Arg // Type unused; Kind Variadic for VariadicRegion
	Successors []Arg // Type unused; Kind Variadic for VariadicSuccessor
	// Traits are the ODS trait names that matter to parsing, printing and
	// verification, e.g. "SameOperandsAndResultType", "Terminator",
	// "AttrSizedOperandSegments", "HasParent:gpu.func,gpu.launch",
	// "AllTypesMatch:lhs,rhs,result", "TypesMatchWith:from,to,TRANSFORM",
	// "InferType" (result types come from Hooks.Infer),
	// "SingleBlockImplicitTerminator:scf.yield".
	Traits []string
	// Format is the assemblyFormat ("" when the op has none).
	Format string
	// Custom is set when the op has a hand-written parser and printer in
	// C++ (hasCustomAssemblyFormat); the dialect supplies OpHooks.Syntax.
	Custom bool
	// Effects are the memory effects ODS declares, in the order MLIR's
	// generated getEffects adds them; HasEffects says the op implements
	// MemoryEffectOpInterface through ODS (possibly with no effect at
	// all, as Pure ops). Ops that implement it in C++ instead have the
	// "Interface:MemoryEffectOpInterface" trait and an OpHooks.Effects.
	Effects    []Effect
	HasEffects bool

	once sync.Once
	inf  *specInfo
	defs atomic.Pointer[specDefaults]
}

// EffectKind is a MemoryEffects::Effect class.
type EffectKind uint8

const (
	EffectRead EffectKind = iota
	EffectWrite
	EffectAllocate
	EffectFree
)

// EffectOn says what an ODS effect applies to.
type EffectOn uint8

const (
	// OnOp is a static effect, on no value.
	OnOp EffectOn = iota
	// OnOperand is on each value of ODS operand group Index.
	OnOperand
	// OnResult is on each value of ODS result group Index.
	OnResult
	// OnSymbol is on the symbol-reference attribute Attr.
	OnSymbol
)

// Effect is one memory effect an op's ODS definition declares.
type Effect struct {
	Kind       EffectKind
	On         EffectOn
	Index      int
	Attr       string
	Resource   string
	FullRegion bool
	Stage      int
}

// specInfo is what generic code asks of a spec on every op, computed once.
type specInfo struct {
	attrSizedOps, attrSizedRes, sameVarOps, sameVarRes, isolated bool
	// singleOps/singleRes: every group holds exactly one value; ranges
	// then are fixed.
	singleOps, singleRes bool
	opRanges, resRanges  [][2]int
	checkTypes           bool // some operand or result has a known constraint
	parents              []string
	sameOpsRes, sameOps  bool
	terminator           bool
	// typeTraits are the traits the format parser derives types from, and
	// predTraits the type relations the verifier checks, parsed once from
	// Traits.
	typeTraits []typeTrait
	predTraits []predTrait
}

// predTrait is a type-relation trait as the verifier checks it.
type predTrait struct {
	kind predKind
	// names: AllTypesMatch's and AllElementTypesMatch's names;
	// TypesMatchWith's from and to.
	names []string
	// transform and summary: TypesMatchWith's transformer (a key of
	// Transforms) and the relation its failure message states.
	transform, summary string
}

type predKind uint8

const (
	predAll       predKind = iota // AllTypesMatch
	predAllElem                   // AllElementTypesMatch
	predMatchWith                 // TypesMatchWith
)

// parsePredTraits parses the type relations among traits, in order.
func parsePredTraits(traits []string) []predTrait {
	var out []predTrait
	for _, tr := range traits {
		kind, args, ok := strings.Cut(tr, ":")
		if !ok {
			continue
		}
		switch kind {
		case "AllTypesMatch":
			out = append(out, predTrait{kind: predAll, names: strings.Split(args, ",")})
		case "AllElementTypesMatch":
			out = append(out, predTrait{kind: predAllElem, names: strings.Split(args, ",")})
		case "TypesMatchWith":
			parts := strings.SplitN(args, ",", 3)
			if len(parts) != 3 {
				continue
			}
			summary := parts[0] + " and " + parts[1] + " have matching types"
			for _, t2 := range traits {
				if rest, ok := strings.CutPrefix(t2, "TypesMatchWithSummary:"+parts[0]+","+parts[1]+","); ok {
					summary = rest
				}
			}
			out = append(out, predTrait{kind: predMatchWith, names: parts[:2], transform: parts[2], summary: summary})
		}
	}
	return out
}

// typeTrait is a type-relation trait as the format parser uses it.
type typeTrait struct {
	kind typeTraitKind
	// names: AllTypesMatch's names; TypesMatchWith's from and to.
	names []string
	// transform is TypesMatchWith's transformer (a key of Transforms).
	transform string
}

type typeTraitKind uint8

const (
	traitSameOpsRes typeTraitKind = iota // SameOperandsAndResultType
	traitSameOps                         // SameTypeOperands
	traitAllMatch                        // AllTypesMatch:a,b,...
	traitMatchWith                       // TypesMatchWith:from,to,transform
)

func (s *Spec) info() *specInfo {
	s.once.Do(func() {
		in := &specInfo{
			attrSizedOps: s.HasTrait("AttrSizedOperandSegments"),
			attrSizedRes: s.HasTrait("AttrSizedResultSegments"),
			sameVarOps:   s.HasTrait("SameVariadicOperandSize"),
			sameVarRes:   s.HasTrait("SameVariadicResultSize"),
			isolated:     s.HasTrait("IsolatedFromAbove"),
			singleOps:    true,
			singleRes:    true,
		}
		for i, a := range s.Operands {
			in.singleOps = in.singleOps && a.Kind == Single
			in.opRanges = append(in.opRanges, [2]int{i, i + 1})
			in.checkTypes = in.checkTypes || (a.Type != nil && typeCheck(a.Type) != nil)
		}
		for i, a := range s.Results {
			in.singleRes = in.singleRes && a.Kind == Single
			in.resRanges = append(in.resRanges, [2]int{i, i + 1})
			in.checkTypes = in.checkTypes || (a.Type != nil && typeCheck(a.Type) != nil)
		}
		in.predTraits = parsePredTraits(s.Traits)
		for _, tr := range s.Traits {
			switch {
			case tr == "SameOperandsAndResultType":
				in.typeTraits = append(in.typeTraits, typeTrait{kind: traitSameOpsRes})
			case tr == "SameTypeOperands":
				in.typeTraits = append(in.typeTraits, typeTrait{kind: traitSameOps})
			case strings.HasPrefix(tr, "AllTypesMatch:"):
				in.typeTraits = append(in.typeTraits, typeTrait{kind: traitAllMatch,
					names: strings.Split(strings.TrimPrefix(tr, "AllTypesMatch:"), ",")})
			case strings.HasPrefix(tr, "TypesMatchWith:"):
				if parts := strings.SplitN(strings.TrimPrefix(tr, "TypesMatchWith:"), ",", 3); len(parts) == 3 {
					in.typeTraits = append(in.typeTraits, typeTrait{kind: traitMatchWith, names: parts[:2], transform: parts[2]})
				}
			}
			switch {
			case strings.HasPrefix(tr, "HasParent:"):
				in.parents = strings.Split(strings.TrimPrefix(tr, "HasParent:"), ",")
			case tr == "SameOperandsAndResultType":
				in.sameOpsRes = true
			case tr == "SameTypeOperands":
				in.sameOps = true
			case tr == "Terminator":
				in.terminator = true
			}
		}
		s.inf = in
	})
	return s.inf
}

// Arg is a named operand or result (or region/successor) group.
type Arg struct {
	Name string
	Kind ArgKind
	Type *TypeCons
	// Segment names the attribute sizing a VariadicOfVariadic group.
	Segment string
}

// AttrArg is a named attribute argument.
type AttrArg struct {
	Name     string
	Cons     *AttrCons
	Optional bool
	// Default is the C++ default value of a DefaultValuedAttr ("" if none).
	Default string
}

// TypeCons is a type constraint (a TypeConstraint record).
type TypeCons struct {
	Def     string // record name
	Summary string // "signless-integer-like", used in verifier messages
	// CppType is the C++ class values have, e.g. "::mlir::MemRefType".
	CppType string
	// Build is the type a buildable constraint always has, in MLIR syntax
	// ("i1", "index", "f32"); "" if not buildable.
	Build string
	// Stripped is set when `type($x)` prints the type without its dialect
	// prefix (a dialect type class with its own printer, e.g. LLVMPointerType
	// prints `ptr` unless qualified).
	Stripped bool
	// Dialect and Mnemonic name the type class of a Stripped constraint, so
	// the stripped form parses with the dialect's parser for Mnemonic.
	Dialect, Mnemonic string
	// Check tests a type (nil: unknown constraint, accept all).
	Check func(t ir.Type) bool
}

// AttrKind classifies attribute constraints by storage.
type AttrKind uint8

const (
	AttrAny AttrKind = iota
	AttrUnit
	AttrBool
	AttrInt   // IntegerAttr; ValueType gives the type when buildable
	AttrFloat // FloatAttr
	AttrString
	AttrSymbolRef     // SymbolRefAttr (nested allowed)
	AttrFlatSymbolRef // FlatSymbolRefAttr
	AttrSymbolName    // SymbolNameAttr: a StringAttr printed as @name
	AttrType          // TypeAttr
	AttrArray
	AttrDict
	AttrDenseArray  // DenseI32ArrayAttr etc.; ValueType is the element type
	AttrElements    // ElementsAttr / DenseElementsAttr / ...
	AttrIntEnum     // I32EnumAttr / I64EnumAttr / BitEnumAttr stored as IntegerAttr
	AttrDialectEnum // EnumAttr: a dialect attribute wrapping an enum
	AttrDialect     // another dialect attribute class (stripped printing)
	AttrLocation    // LocationAttr
)

// AttrCons is an attribute constraint.
type AttrCons struct {
	Def     string
	Summary string
	Kind    AttrKind
	// ValueType is the buildable type of the value ("i64", "i32", "f32",
	// "index", "i1"); for dense arrays the element type. When set the
	// declarative format prints the attribute without its type.
	ValueType string
	// Enum is the enum of AttrIntEnum and AttrDialectEnum constraints.
	Enum *Enum
	// Dialect and Mnemonic name the attribute class of AttrDialectEnum and
	// AttrDialect constraints (`#dialect.mnemonic<...>`).
	Dialect, Mnemonic string
	// Elems is the element constraint of typed arrays (ArrayAttr of ...).
	Elems *AttrCons
	// Check tests an attribute (nil: accept all of Kind).
	Check func(a ir.Attribute) bool

	// conf is the confinement the summary spells out, read from it once.
	confOnce sync.Once
	conf     confinement
}

// Enum is an ODS enum (EnumAttrInfo): its cases and how it prints.
type Enum struct {
	Name  string // C++ class name, "CmpIPredicate"
	Cases []EnumCase
	// Bit is set for BitEnumAttr; Separator joins case strings ("|" or ", ").
	Bit       bool
	Separator string
	// Width is the storage width of integer-stored enums (32 or 64).
	Width int
	// PrintBitEnumPrimaryGroups etc. are not needed by MLIR 19's dialects here.
}

// EnumCase is one enumerant.
type EnumCase struct {
	Sym   string // C++ symbol
	Str   string // printed form
	Value uint64
}

// EnumAttrDef is a dialect attribute that wraps an enum (an EnumAttr
// record): `#dialect.mnemonic<value>`, or with Format its own syntax.
type EnumAttrDef struct {
	Dialect  string
	Mnemonic string
	Enum     *Enum
	// Format is the attribute's assemblyFormat, usually "`<` $value `>`";
	// "$value" prints the bare case.
	Format string
	// CppEnum ("::mlir::arith::IntegerOverflowFlags") and DefName
	// ("Arith_IntegerOverflowAttr") appear in MLIR's parse errors.
	CppEnum, DefName string
}

// Dialect is what a dialect package registers.
type Dialect struct {
	Name      string
	Ops       []*Spec
	EnumAttrs []*EnumAttrDef
	Hooks     map[string]*OpHooks   // by full op name
	Directive map[string]*Directive // custom<Name> directives by Name
	// Hand-written types and attributes. TypeParsers/AttrParsers parse what
	// follows the mnemonic (`ptr<1>` → "ptr" parses `<1>`), positioned after
	// it; Syntax supplies PrintType/PrintAttr (which print mnemonic and
	// parameters, e.g. `ptr<1>`) and aliases, and its ParseType/ParseAttr,
	// when set, handle what no mnemonic parser claims.
	TypeParsers map[string]func(p *asm.Parser) ir.Type
	AttrParsers map[string]func(p *asm.Parser, t ir.Type) ir.Attribute
	Syntax      *asm.DialectSyntax
	Extra       []*ir.OpDef // ops registered by hand, not from a Spec
	// AllowUnknownOps: see ir.Dialect.
	AllowUnknownOps bool
	// Dialect attribute verifiers (see ir.Dialect).
	VerifyOpAttr     func(op *ir.Operation, a ir.NamedAttr) error
	VerifyArgAttr    func(op *ir.Operation, region, arg int, a ir.NamedAttr) error
	VerifyResultAttr func(op *ir.Operation, region, result int, a ir.NamedAttr) error
	// MaterializeConstant: see ir.Dialect.
	MaterializeConstant func(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation
}

// OpHooks is what a dialect adds to a generated op.
type OpHooks struct {
	// Syntax replaces the declarative format (required for Custom ops).
	Syntax *asm.OpSyntax
	// ResultNames suggests result names (OpAsmOpInterface).
	ResultNames func(op *ir.Operation, set func(v *ir.Value, name string))
	// Infer computes result types while parsing the declarative format
	// (InferTypeOpInterface); operand types are known, attrs parsed.
	Infer func(ctx *ir.Context, operands []ir.Type, attrs []ir.NamedAttr) ([]ir.Type, error)
	// Verify runs after the generic ODS checks (hasVerifier);
	// VerifyRegions after regions verified; VerifySymbolUses from the
	// symbol table verifier.
	Verify           func(op *ir.Operation) error
	VerifyRegions    func(op *ir.Operation) error
	VerifySymbolUses func(op *ir.Operation, syms *ir.SymbolTableCollection) error
	// Fold is the op's folder (hasFolder), used by pattern drivers.
	Fold ir.FoldFunc
	// Effects is the op's getEffects where C++ implements it
	// (DeclareOpInterfaceMethods<MemoryEffectOpInterface>).
	Effects func(op *ir.Operation) []ir.EffectInstance
	// Traits are added to the traits the spec implies.
	Traits         ir.Trait
	DefaultDialect string
}

// SlotKind is what a custom directive argument refers to.
type SlotKind uint8

const (
	SlotOperand SlotKind = iota
	SlotType             // type($x): types of operand or result group x
	SlotAttr
	SlotRegion
	SlotSuccessor
	SlotAttrDict // attr-dict
)

// Slot is one argument of a custom<...> directive. While parsing, the
// directive fills the fields for its non-ref arguments (ref(...) arguments
// arrive filled with what the format parsed before); while printing, all
// fields arrive filled from the op.
type Slot struct {
	Kind SlotKind
	Name string
	Ref  bool
	Arg  ArgKind // of the named group
	// Operand groups: Operands while parsing, Values while printing.
	Operands []asm.UnresolvedOperand
	Values   []*ir.Value
	// Type slots.
	Types []ir.Type
	// Attribute slots (nil when absent); Cons is its constraint.
	Attr ir.Attribute
	Cons *AttrCons
	// attr-dict: parsing fills Attrs; printing gets the op's attributes in
	// Attrs and the names the format already printed in Elided.
	Attrs  []ir.NamedAttr
	Elided []string
	// Region and successor slots.
	Regions []*ir.Region
	Blocks  []*ir.Block
}

// Directive parses and prints one custom<Name>(...) directive.
type Directive struct {
	Parse func(p *asm.Parser, st *ir.OperationState, args []*Slot)
	Print func(pr *asm.Printer, op *ir.Operation, args []*Slot)
	// Optional reports, while parsing an optional group anchored on this
	// directive, whether its first element is present.
	Optional func(p *asm.Parser) bool
}
