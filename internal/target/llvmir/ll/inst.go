package ll

// Opcode names an instruction or constant-expression operation.
type Opcode uint8

const (
	OpInvalid Opcode = iota
	// Terminators.
	OpRet
	OpBr     // Succs[0], or Operands[0] cond with Succs[0] true, Succs[1] false
	OpSwitch // Operands[0] value, Succs[0] default, Succs[1:] with CaseVals
	OpIndirectBr
	OpInvoke // call fields plus Succs[0] normal, Succs[1] unwind
	OpResume
	OpUnreachable
	// Unary and binary operators.
	OpFNeg
	OpAdd
	OpFAdd
	OpSub
	OpFSub
	OpMul
	OpFMul
	OpUDiv
	OpSDiv
	OpFDiv
	OpURem
	OpSRem
	OpFRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor
	// Memory.
	OpAlloca // ElemTy allocated, Operands[0] array size
	OpLoad   // Typ loaded, Operands[0] address
	OpStore  // Operands[0] value, Operands[1] address
	OpFence
	OpCmpXchg   // Operands: ptr, cmp, new
	OpAtomicRMW // RMWOp; Operands: ptr, val
	OpGEP       // ElemTy source element type; Operands[0] base, rest indices
	// Casts (Typ is the destination type).
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpPtrToInt
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast
	// Other.
	OpICmp
	OpFCmp
	OpPhi // Operands with Incoming blocks
	OpSelect
	OpCall // Callee, FnTy, Operands are the arguments
	OpVAArg
	OpExtractElement
	OpInsertElement
	OpShuffleVector // Mask
	OpExtractValue  // Indices
	OpInsertValue   // Indices
	OpLandingPad
	OpFreeze
)

var opcodeNames = [...]string{
	OpInvalid: "<invalid>", OpRet: "ret", OpBr: "br", OpSwitch: "switch", OpIndirectBr: "indirectbr",
	OpInvoke: "invoke", OpResume: "resume", OpUnreachable: "unreachable", OpFNeg: "fneg",
	OpAdd: "add", OpFAdd: "fadd", OpSub: "sub", OpFSub: "fsub", OpMul: "mul", OpFMul: "fmul",
	OpUDiv: "udiv", OpSDiv: "sdiv", OpFDiv: "fdiv", OpURem: "urem", OpSRem: "srem", OpFRem: "frem",
	OpShl: "shl", OpLShr: "lshr", OpAShr: "ashr", OpAnd: "and", OpOr: "or", OpXor: "xor",
	OpAlloca: "alloca", OpLoad: "load", OpStore: "store", OpFence: "fence", OpCmpXchg: "cmpxchg",
	OpAtomicRMW: "atomicrmw", OpGEP: "getelementptr", OpTrunc: "trunc", OpZExt: "zext", OpSExt: "sext",
	OpFPTrunc: "fptrunc", OpFPExt: "fpext", OpFPToUI: "fptoui", OpFPToSI: "fptosi", OpUIToFP: "uitofp",
	OpSIToFP: "sitofp", OpPtrToInt: "ptrtoint", OpIntToPtr: "inttoptr", OpBitCast: "bitcast",
	OpAddrSpaceCast: "addrspacecast", OpICmp: "icmp", OpFCmp: "fcmp", OpPhi: "phi", OpSelect: "select",
	OpCall: "call", OpVAArg: "va_arg", OpExtractElement: "extractelement", OpInsertElement: "insertelement",
	OpShuffleVector: "shufflevector", OpExtractValue: "extractvalue", OpInsertValue: "insertvalue",
	OpLandingPad: "landingpad", OpFreeze: "freeze",
}

func (o Opcode) String() string { return opcodeNames[o] }

// IsCast reports whether o is a cast.
func (o Opcode) IsCast() bool { return o >= OpTrunc && o <= OpAddrSpaceCast }

// IsBinary reports whether o is a binary operator.
func (o Opcode) IsBinary() bool { return o >= OpAdd && o <= OpXor }

// IsTerminator reports whether o ends a block.
func (o Opcode) IsTerminator() bool { return o >= OpRet && o <= OpUnreachable }

// Flags are the per-instruction keyword flags.
type Flags uint16

const (
	NUW Flags = 1 << iota
	NSW
	Exact
	Disjoint
	NNeg
	InBounds
	Volatile
	WeakCmpXchg // cmpxchg weak
	Tail        // call tail
	MustTail    // call musttail
	NoTail      // call notail
	Cleanup     // landingpad cleanup
	InAlloca    // alloca inalloca
)

// FastMath is the set of fast-math flags.
type FastMath uint8

const (
	FMFNNaN FastMath = 1 << iota
	FMFNInf
	FMFNSZ
	FMFARcp
	FMFContract
	FMFAFn
	FMFReassoc
	FMFFast FastMath = 127
)

// Inst is an instruction. One struct serves every opcode; the comment on
// each Opcode says which fields it uses. The fields most instructions use
// are inline; the rest (atomics, phi blocks, switch cases, call-site
// attributes, landingpad clauses...) live in an InstExt that X points to
// only when set, which keeps each instruction at 224 bytes (not 512): a large
// module holds hundreds of thousands of them until it is printed.
type Inst struct {
	Op    Opcode
	FMF   FastMath
	Flags Flags
	// seq is the order in which Block.Append placed the instruction; the
	// printer lists a block's predecessors by it, newest use first, as
	// LLVM's use lists do.
	seq      uint32
	Name     string // "" prints as a number when the result is not void
	Typ      Type   // result type; Void when there is none
	Operands []Value
	// Pred is the icmp/fcmp predicate ("eq", "ult", "oeq"...).
	Pred string
	// ElemTy is alloca's allocated type or getelementptr's source element type.
	ElemTy Type
	// Indices of extractvalue/insertvalue.
	Indices []uint32
	Align   uint64 // 0: none
	// Succs of br/switch/indirectbr/invoke.
	Succs []*Block
	// Calls: Callee is a *Function, a pointer value or *InlineAsm; FnTy the
	// callee's type (the rest of a call site is in InstExt).
	Callee Value
	FnTy   *FuncType
	// MD are metadata attachments other than !dbg, printed in order.
	MD []MDAttachment
	// Dbg is the !dbg location (a DILocation node), or nil.
	Dbg *MDNode

	Parent *Block
	// X holds the rarely used fields, nil when all are zero: read them
	// through Rare, set them through Ext.
	X *InstExt
}

// InstExt is the part of an Inst that few instructions use, kept out of
// line so that the common instructions stay small.
type InstExt struct {
	// Mask of shufflevector (-1 prints as poison).
	Mask []int32
	// AddrSpace of an alloca.
	AddrSpace uint32
	// Atomic: ordering ("monotonic", "seq_cst"...), failure ordering of
	// cmpxchg, sync scope ("" is the system scope), atomicrmw operation.
	Ordering, FailOrdering string
	SyncScope              string
	RMWOp                  string
	// Incoming blocks of a phi, parallel to Operands.
	Incoming []*Block
	// CaseVals of a switch, parallel to Succs[1:].
	CaseVals []Constant
	// Call sites: CallConv as Function.CallConv; attributes of the call
	// site; operand bundles.
	CallConv   string
	FnAttrs    AttrSet
	RetAttrs   AttrSet
	ParamAttrs []AttrSet
	Bundles    []OperandBundle
	// Landingpad clauses.
	Clauses []Clause
}

// noExt is what Rare returns for an instruction without an InstExt.
var noExt InstExt

// Ext returns the instruction's InstExt, allocating it on first use; use
// it to set the rare fields.
func (i *Inst) Ext() *InstExt {
	if i.X == nil {
		i.X = new(InstExt)
	}
	return i.X
}

// Rare returns the instruction's InstExt for reading: a shared zero value
// when it has none, which must not be written.
func (i *Inst) Rare() *InstExt {
	if i.X == nil {
		return &noExt
	}
	return i.X
}

func (i *Inst) Type() Type { return i.Typ }
func (*Inst) isValue()     {}

// OperandBundle is `"tag"(ty val, ...)` on a call.
type OperandBundle struct {
	Tag  string
	Args []Value
}

// Clause is a landingpad clause.
type Clause struct {
	Filter bool // `filter` else `catch`
	Val    Constant
}

// MDAttachment is `!kind !node` on an instruction, function or global.
type MDAttachment struct {
	Kind string
	Node *MDNode
}
