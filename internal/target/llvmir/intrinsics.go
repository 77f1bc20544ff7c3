package llvmir

//go:generate go run ../../../tools/llvmirgen -out intrinsics_gen.go

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"sync"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

// intrinsicInfo describes one LLVM intrinsic (generated from LLVM's
// Intrinsics.td by tools/llvmirgen).
type intrinsicInfo struct {
	// ID is LLVM's enum name of the intrinsic ("fabs", "nvvm_barrier0").
	ID string
	// Name is the base name ("llvm.fabs"; empty in the table when it is
	// "llvm." and ID with '_' as '.'); overloaded intrinsics append the
	// mangled overload types.
	Name       string
	Overloaded bool
	// Ret and Params are the return types (several form a literal
	// struct, none is void) and parameter types: an LLVM type ("i32",
	// "ptr addrspace(3)"), "@N" where the N-th overload type is defined
	// (followed by ":i", ":f", ":v" or ":p" when it must be an integer,
	// floating-point, vector or pointer type), "$N" where it is used
	// again, "..." for varargs, "?" for a type derived otherwise.
	Ret, Params []string
	// Fn are the function attributes of the declaration, space separated
	// (memory(...) kept whole); Args the attributes of the return value
	// (key 0) and of parameter i (key i+1), with "align=N" for `align N`.
	Fn   string
	Args map[int]string
}

// uniformOp is an op MLIR 19 translates with the generic
// createIntrinsicCall: its operands, with the attributes named ImmNames
// inserted as constants at ImmPos, are the call's arguments; the
// overload types are the result type(s) picked by OvRes then the types of
// the arguments at OvOps. MemoryMD marks the memory intrinsics that also
// carry access-group, alias-scope and TBAA metadata.
type uniformOp struct {
	Op, ID               string
	NumResults           int
	OvRes, OvOps, ImmPos []int
	ImmNames             []string
	MapsResult           bool
	MemoryMD             bool
}

var (
	// intrinsicTable and intrinsicsByName index the intrinsics of
	// intrinsicData by ID and by name; built at first use (see
	// intrinsicIndex), as most runs of gpuc translate nothing.
	intrinsicTable   map[string]*intrinsicInfo
	intrinsicsByName map[string]*intrinsicInfo
	intrinsicOnce    sync.Once
)

func init() {
	for i := range uniformOps {
		u := &uniformOps[i]
		RegisterOp(u.Op, func(t *Translator, op *ir.Operation) error { return t.uniformIntrinsicCall(op, u) })
	}
}

// intrinsicIndex parses intrinsicData (see its format there) into
// intrinsicTable and intrinsicsByName, once.
func intrinsicIndex() {
	intrinsicOnce.Do(func() {
		n := strings.Count(intrinsicData, "\n")
		list := make([]intrinsicInfo, 0, n)
		intrinsicTable = make(map[string]*intrinsicInfo, n)
		intrinsicsByName = make(map[string]*intrinsicInfo, n)
		for _, line := range strings.Split(strings.TrimSuffix(intrinsicData, "\n"), "\n") {
			f := strings.Split(line, ";")
			info := intrinsicInfo{ID: f[0], Name: f[1], Overloaded: f[2] == "1"}
			if info.Name == "" {
				info.Name = "llvm." + strings.ReplaceAll(info.ID, "_", ".")
			}
			if f[3] != "" {
				info.Ret = strings.Split(f[3], ",")
			}
			if f[4] != "" {
				info.Params = strings.Split(f[4], ",")
			}
			fn, _ := strconv.Atoi(f[5])
			info.Fn = intrinsicFnAttrs[fn]
			if f[6] != "" {
				info.Args = map[int]string{}
				for _, a := range strings.Split(f[6], "|") {
					k, v, _ := strings.Cut(a, ":")
					i, _ := strconv.Atoi(k)
					info.Args[i] = v
				}
			}
			list = append(list, info)
		}
		for i := range list {
			intrinsicTable[list[i].ID] = &list[i]
			intrinsicsByName[list[i].Name] = &list[i]
		}
	})
}

// overloadSlot splits an "@N[:class]" or "$N" type spec into N and the
// class letter (0 when none).
func overloadSlot(spec string) (int, byte) {
	num, class, _ := strings.Cut(spec[1:], ":")
	n, _ := strconv.Atoi(num)
	if class == "" {
		return n, 0
	}
	return n, class[0]
}

// inClass reports whether ty may define an overload slot of class c, as
// Intrinsic::matchIntrinsicSignature checks llvm_anyint_ty,
// llvm_anyfloat_ty, llvm_anyvector_ty and llvm_anyptr_ty.
func inClass(ty ll.Type, c byte) bool {
	elem := ty
	if v, ok := ty.(*ll.VectorType); ok {
		elem = v.Elem
	}
	switch c {
	case 'i':
		_, ok := elem.(*ll.IntType)
		return ok
	case 'f':
		_, ok := elem.(*ll.FloatType)
		return ok
	case 'v':
		_, ok := ty.(*ll.VectorType)
		return ok
	case 'p':
		_, ok := ty.(*ll.PointerType)
		return ok
	}
	return true
}

// lookupIntrinsicName finds the intrinsic a function name denotes, as
// LLVM's Function::lookupIntrinsicID: the base name itself, or for an
// overloaded intrinsic the base name followed by '.' and a suffix (the
// longest matching base wins).
func lookupIntrinsicName(name string) *intrinsicInfo {
	if !strings.HasPrefix(name, "llvm.") {
		return nil
	}
	intrinsicIndex()
	if info := intrinsicsByName[name]; info != nil {
		return info
	}
	for i := len(name) - 1; i > len("llvm"); i-- {
		if name[i] != '.' {
			continue
		}
		if info := intrinsicsByName[name[:i]]; info != nil {
			if info.Overloaded {
				return info
			}
			return nil
		}
	}
	return nil
}

// IntrinsicAttrs returns the attributes LLVM gives the declaration of the
// intrinsic a function named name denotes (LLVM attaches them whenever a
// function with an intrinsic's name is created): function attributes,
// return attributes and the attributes of each parameter (among nparams).
// ok is false when name is not a known intrinsic.
func IntrinsicAttrs(name string, nparams int) (fn, ret ll.AttrSet, params []ll.AttrSet, ok bool) {
	info := lookupIntrinsicName(name)
	if info == nil {
		return nil, nil, nil, false
	}
	fn = parseAttrs(info.Fn)
	ret = parseAttrs(info.Args[0])
	params = make([]ll.AttrSet, nparams)
	for i := range params {
		params[i] = parseAttrs(info.Args[i+1])
	}
	return fn, ret, params, true
}

// parseAttrs turns the table's attribute text into attributes.
func parseAttrs(s string) ll.AttrSet {
	var out ll.AttrSet
	for s != "" {
		s = strings.TrimLeft(s, " ")
		if s == "" {
			break
		}
		var tok string
		if strings.HasPrefix(s, "memory(") {
			end := strings.IndexByte(s, ')') + 1
			tok, s = s[:end], s[end:]
			out = append(out, ll.Attr{Kind: "memory", Text: tok[len("memory"):]})
			continue
		}
		if i := strings.IndexByte(s, ' '); i >= 0 {
			tok, s = s[:i], s[i:]
		} else {
			tok, s = s, ""
		}
		if k, v, ok := strings.Cut(tok, "="); ok {
			n, _ := strconv.ParseUint(v, 10, 64)
			out = append(out, ll.IntAttr(k, n))
			continue
		}
		out = append(out, ll.EnumAttr(tok))
	}
	return out
}

// intrinsic returns the table entry of the intrinsic with LLVM enum name
// id (e.g. "nvvm_barrier0").
func intrinsic(id string) (*intrinsicInfo, error) {
	intrinsicIndex()
	info := intrinsicTable[id]
	if info == nil {
		return nil, fmt.Errorf("unknown intrinsic %s", id)
	}
	return info, nil
}

// retType resolves the intrinsic's return type from the overload types.
func (info *intrinsicInfo) retType(overloads []ll.Type) (ll.Type, error) {
	var tys []ll.Type
	for _, s := range info.Ret {
		var ty ll.Type
		if strings.HasPrefix(s, "$") || strings.HasPrefix(s, "@") {
			if n, _ := overloadSlot(s); n < len(overloads) {
				ty = overloads[n]
			}
		} else {
			ty = parseSimpleType(s)
		}
		if ty == nil {
			return nil, fmt.Errorf("cannot derive the return type of %s", info.Name)
		}
		tys = append(tys, ty)
	}
	switch len(tys) {
	case 0:
		return ll.Void, nil
	case 1:
		return tys[0], nil
	}
	return ll.NewStructType(tys, false), nil
}

// parseSimpleType parses the fixed types the table spells (integers,
// floats, pointers, vectors of those, token, metadata, void); nil
// otherwise.
func parseSimpleType(s string) ll.Type {
	switch s {
	case "half":
		return ll.Half
	case "bfloat":
		return ll.BFloat
	case "float":
		return ll.Float
	case "double":
		return ll.Double
	case "fp128":
		return ll.FP128
	case "x86_fp80":
		return ll.X86FP80
	case "ptr":
		return ll.Ptr
	case "token":
		return ll.Token
	case "metadata":
		return ll.MDType
	case "void":
		return ll.Void
	}
	if rest, ok := strings.CutPrefix(s, "ptr addrspace("); ok {
		n, err := strconv.ParseUint(strings.TrimSuffix(rest, ")"), 10, 32)
		if err != nil {
			return nil
		}
		return ll.PtrIn(uint32(n))
	}
	if rest, ok := strings.CutPrefix(s, "i"); ok {
		n, err := strconv.ParseUint(rest, 10, 32)
		if err != nil {
			return nil
		}
		return ll.IntN(uint32(n))
	}
	if rest, ok := strings.CutPrefix(s, "<"); ok {
		rest = strings.TrimSuffix(rest, ">")
		rest, scalable := strings.CutPrefix(rest, "vscale x ")
		n, elem, ok := strings.Cut(rest, " x ")
		if !ok {
			return nil
		}
		l, err := strconv.ParseUint(n, 10, 32)
		e := parseSimpleType(elem)
		if err != nil || e == nil {
			return nil
		}
		return ll.NewVectorType(uint32(l), e, scalable)
	}
	return nil
}

// GetOrInsertFunction returns the function called name, declaring it with
// type sig when the module has none (as llvm::Module::getOrInsertFunction).
// A new declaration with an intrinsic's name gets the intrinsic's
// attributes, as LLVM gives them.
func (t *Translator) GetOrInsertFunction(name string, sig *ll.FuncType) *ll.Function {
	if f := t.M.LookupFunc(name); f != nil {
		return f
	}
	f := &ll.Function{GlobalCommon: ll.GlobalCommon{Name: name, AddrSpace: t.state().dl.ProgramAddrSpace()}, Sig: sig}
	for _, p := range sig.Params {
		f.Params = append(f.Params, &ll.Argument{Typ: p})
	}
	if fn, ret, params, ok := IntrinsicAttrs(name, len(sig.Params)); ok {
		f.FnAttrs, f.RetAttrs = fn, ret
		for i, a := range params {
			f.Params[i].Attrs = a
		}
	}
	return t.M.AddFunc(f)
}

// IntrinsicDecl returns the declaration of intrinsic id overloaded on
// overloads, inserting it when needed (Intrinsic::getDeclaration). ret is
// its return type (nil: derived from the table), params its parameter
// types.
func (t *Translator) IntrinsicDecl(id string, overloads []ll.Type, ret ll.Type, params []ll.Type) (*ll.Function, error) {
	info, err := intrinsic(id)
	if err != nil {
		return nil, err
	}
	// Intrinsic::getDeclaration types the declaration from the intrinsic's
	// definition, whatever the call's types (LLVM's verifier then rejects a
	// call that does not match).
	if sig, ok := info.tableSignature(overloads); ok {
		return t.declare(info, overloads, sig), nil
	}
	if ret == nil {
		if ret, err = info.retType(overloads); err != nil {
			return nil, err
		}
	}
	return t.declare(info, overloads, ll.NewFuncType(ret, params, false)), nil
}

// declare returns the declaration of info overloaded on overloads with
// type sig, inserting it when needed.
func (t *Translator) declare(info *intrinsicInfo, overloads []ll.Type, sig *ll.FuncType) *ll.Function {
	name := info.Name
	if info.Overloaded {
		name = IntrinsicName(info.Name, overloads)
	}
	return t.GetOrInsertFunction(name, sig)
}

// CallIntrinsic emits a call of intrinsic id with args (as MLIR's
// createIntrinsicCall(builder, id, args, tys)); ret is the return type or
// nil to derive it from the intrinsic.
func (t *Translator) CallIntrinsic(id string, overloads []ll.Type, ret ll.Type, args []ll.Value) (*ll.Inst, error) {
	params := make([]ll.Type, len(args))
	for i, a := range args {
		params[i] = a.Type()
	}
	fn, err := t.IntrinsicDecl(id, overloads, ret, params)
	if err != nil {
		return nil, err
	}
	return t.Emit(&ll.Inst{Op: ll.OpCall, Typ: fn.Sig.Ret, Callee: fn, FnTy: fn.Sig, Operands: args}), nil
}

// uniformIntrinsicCall is MLIR's generic createIntrinsicCall for ops of
// the generated table.
func (t *Translator) uniformIntrinsicCall(op *ir.Operation, u *uniformOp) error {
	operands := t.LookupAll(op.Operands())
	args := make([]ll.Value, len(u.ImmPos)+len(operands))
	for i, pos := range u.ImmPos {
		c, err := t.immArg(op, u.ImmNames[i])
		if err != nil {
			return err
		}
		args[pos] = c
	}
	next := 0
	for i := range args {
		if args[i] == nil {
			args[i] = operands[next]
			next++
		}
	}
	var ret ll.Type
	if op.NumResults() == 1 {
		var err error
		if ret, err = t.Type(op.Result(0).Type()); err != nil {
			return err
		}
	}
	var overloads []ll.Type
	for _, idx := range u.OvRes {
		ty := ret
		if u.NumResults > 1 {
			st, ok := ret.(*ll.StructType)
			if !ok || idx >= len(st.Fields) {
				return t.Errorf(op, "expected a struct result with %d members", u.NumResults)
			}
			ty = st.Fields[idx]
		}
		overloads = append(overloads, ty)
	}
	for _, idx := range u.OvOps {
		overloads = append(overloads, args[idx].Type())
	}
	call, err := t.CallIntrinsic(u.ID, overloads, ret, args)
	if err != nil {
		return t.Errorf(op, "%v", err)
	}
	if u.MemoryMD {
		if err := t.memoryMetadata(op, call); err != nil {
			return err
		}
	}
	if u.MapsResult && op.NumResults() == 1 {
		t.Map(op.Result(0), call)
	}
	return nil
}

// immArg is the constant of an immediate-argument attribute (an integer
// or float attribute), as LLVM::detail::getLLVMConstant.
func (t *Translator) immArg(op *ir.Operation, name string) (ll.Constant, error) {
	switch a := op.Attr(name).(type) {
	case *ir.IntegerAttr:
		ty, err := t.Type(a.Type)
		if err != nil {
			return nil, err
		}
		it, ok := ty.(*ll.IntType)
		if !ok {
			return nil, t.Errorf(op, "unsupported immediate argument type for %s", name)
		}
		return ll.IntBig(it, a.Big()), nil
	case *ir.FloatAttr:
		ty, err := t.Type(a.Type)
		if err != nil {
			return nil, err
		}
		ft, ok := ty.(*ll.FloatType)
		if !ok {
			return nil, t.Errorf(op, "unsupported immediate argument type for %s", name)
		}
		lo, hi := a.Value.Bits()
		return &ll.ConstFloat{Typ: ft, Lo: lo, Hi: hi}, nil
	}
	return nil, t.Errorf(op, "expected an integer or float attribute '%s'", name)
}

// enumCase returns the printed case of an enum attribute of op ("" when
// absent).
func enumCase(op *ir.Operation, name string) string {
	if a, ok := op.Attr(name).(*ods.EnumAttr); ok {
		return a.String()
	}
	return ""
}

// intAttr returns an integer attribute of op and whether it is present.
func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

// unitAttr reports whether op carries the (unit or true) attribute name.
func unitAttr(op *ir.Operation, name string) bool {
	switch a := op.Attr(name).(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return !a.IsZero()
	}
	return false
}

// i32 returns the i32 constant v.
func i32(v int64) *ll.ConstInt { return ll.Int(ll.I32, int64(int32(v))) }

// rangeAttr is the `range(iN lo, hi)` attribute (values as LLVM prints
// APInts: signed).
func rangeAttr(bits uint32, lo, hi int64) ll.Attr {
	return ll.Attr{Kind: "range", Text: fmt.Sprintf("(i%d %s, %s)", bits, big.NewInt(lo), big.NewInt(hi))}
}

// matchSignature finds the overload types of info from a call's result
// and argument types (as Intrinsic::matchIntrinsicSignature for the
// intrinsics' common shapes): each "@N" position defines slot N, each
// "$N" must repeat it and fixed types must match; derived types ("?") are
// not checked.
func (info *intrinsicInfo) matchSignature(ret ll.Type, args []ll.Type) ([]ll.Type, bool) {
	var slots []ll.Type
	match := func(spec string, ty ll.Type) bool {
		switch {
		case spec == "?":
			return true
		case strings.HasPrefix(spec, "@"):
			n, class := overloadSlot(spec)
			if !inClass(ty, class) {
				return false
			}
			for len(slots) <= n {
				slots = append(slots, nil)
			}
			slots[n] = ty
			return true
		case strings.HasPrefix(spec, "$"):
			n, _ := overloadSlot(spec)
			return n < len(slots) && slots[n] != nil && ll.TypeEqual(slots[n], ty)
		}
		want := parseSimpleType(spec)
		return want == nil || ll.TypeEqual(want, ty)
	}
	switch len(info.Ret) {
	case 0:
		if !ll.TypeEqual(ret, ll.Void) {
			return nil, false
		}
	case 1:
		if !match(info.Ret[0], ret) {
			return nil, false
		}
	default:
		st, ok := ret.(*ll.StructType)
		if !ok || st.Name != "" || len(st.Fields) != len(info.Ret) {
			return nil, false
		}
		for i, f := range st.Fields {
			if !match(info.Ret[i], f) {
				return nil, false
			}
		}
	}
	vararg := len(info.Params) > 0 && info.Params[len(info.Params)-1] == "..."
	fixed := len(info.Params)
	if vararg {
		fixed--
	}
	// Like LLVM, only the call's arguments are matched: missing ones are
	// reported by the operand count check.
	if !vararg && len(args) > fixed {
		return nil, false
	}
	for i := 0; i < fixed && i < len(args); i++ {
		if !match(info.Params[i], args[i]) {
			return nil, false
		}
	}
	for _, s := range slots {
		if s == nil {
			return nil, false
		}
	}
	return slots, true
}

// tableSignature is the function type of info overloaded on overloads
// when the table determines every type (no derived types, no varargs).
func (info *intrinsicInfo) tableSignature(overloads []ll.Type) (*ll.FuncType, bool) {
	resolve := func(s string) ll.Type {
		switch {
		case s == "?" || s == "...":
			return nil
		case strings.HasPrefix(s, "$") || strings.HasPrefix(s, "@"):
			if n, _ := overloadSlot(s); n < len(overloads) {
				return overloads[n]
			}
			return nil
		}
		return parseSimpleType(s)
	}
	var rets []ll.Type
	for _, s := range info.Ret {
		ty := resolve(s)
		if ty == nil {
			return nil, false
		}
		rets = append(rets, ty)
	}
	params := make([]ll.Type, 0, len(info.Params))
	for _, s := range info.Params {
		ty := resolve(s)
		if ty == nil {
			return nil, false
		}
		params = append(params, ty)
	}
	var ret ll.Type = ll.Void
	switch len(rets) {
	case 1:
		ret = rets[0]
	case 0:
	default:
		ret = ll.NewStructType(rets, false)
	}
	return ll.NewFuncType(ret, params, false), true
}

// signature is the function type of info overloaded on overloads;
// derived types take the call's result and argument types.
func (info *intrinsicInfo) signature(overloads []ll.Type, res ll.Type, args []ll.Type) (*ll.FuncType, error) {
	ret, err := info.retType(overloads)
	if err != nil {
		ret = res
	}
	var params []ll.Type
	vararg := false
	for i, s := range info.Params {
		var ty ll.Type
		switch {
		case s == "...":
			vararg = true
			continue
		case strings.HasPrefix(s, "$") || strings.HasPrefix(s, "@"):
			if n, _ := overloadSlot(s); n < len(overloads) {
				ty = overloads[n]
			}
		case s != "?":
			ty = parseSimpleType(s)
		}
		if ty == nil && i < len(args) {
			ty = args[i]
		}
		if ty == nil {
			return nil, fmt.Errorf("cannot derive the parameter types of %s", info.Name)
		}
		params = append(params, ty)
	}
	return ll.NewFuncType(ret, params, vararg), nil
}

// VerifierError is the report of LLVM's module verifier on a translated
// module it rejects: mlir-translate writes it to stderr as it is, with no
// location, writes no module and fails.
type VerifierError struct{ Text string }

func (e *VerifierError) Error() string { return e.Text }

// verifyIntrinsicCalls checks m as LLVM's Verifier does for the faults
// that a module MLIR accepts can still carry, which are about intrinsics:
// an immarg parameter given anything but an integer or floating-point
// constant (the ops take immediate arguments as operands), the
// intrinsic-specific checks of verifyIntrinsicCall, and token or metadata
// values in the signature of a function that is not an intrinsic. It
// returns the verifier's report, "" when there is nothing to report.
func verifyIntrinsicCalls(m *ll.Module) string {
	var b strings.Builder
	for _, f := range m.Funcs {
		if !strings.HasPrefix(f.Name, "llvm.") {
			b.WriteString(verifySignature(m, f))
		}
		for _, blk := range f.Blocks {
			for i, in := range blk.Insts {
				switch in.Op {
				case ll.OpLandingPad:
					b.WriteString(verifyLandingPad(m, f, in))
				case ll.OpCall:
					b.WriteString(verifyCall(m, f, in))
					if in.Flags&ll.MustTail != 0 {
						b.WriteString(verifyMustTail(m, f, blk.Insts[i+1:], in))
					}
				case ll.OpRet:
					// visitReturnInst: an intrinsic's declared result may
					// differ from the type the op gave its result.
					if len(in.Operands) == 1 && f.Sig != nil && !ll.TypeEqual(in.Operands[0].Type(), f.Sig.Ret) {
						b.WriteString("Function return type does not match operand type of return inst!\n" +
							m.InstText(f, in) + "\n " + f.Sig.Ret.String())
					}
				}
			}
		}
	}
	return b.String()
}

// verifyCall is Verifier::visitCallBase for the calls of intrinsics
// (named "llvm.", what Function::isIntrinsic tests): the first failed
// check among the argument types (an intrinsic is declared with the type
// LLVM gives it, whatever the op's types), its immarg parameters and
// visitIntrinsicCall's, "" when none fails.
func verifyCall(m *ll.Module, f *ll.Function, in *ll.Inst) string {
	callee, ok := in.Callee.(*ll.Function)
	if !ok || !strings.HasPrefix(callee.Name, "llvm.") || in.FnTy == nil {
		return ""
	}
	for i, p := range in.FnTy.Params {
		if i < len(in.Operands) && !ll.TypeEqual(in.Operands[i].Type(), p) {
			return "Call parameter type does not match function signature!\n" +
				m.OperandText(f, in.Operands[i]) + "\n " + p.String() + m.InstText(f, in) + "\n"
		}
	}
	for i, p := range callee.Params {
		if i >= len(in.Operands) || !p.Attrs.Has("immarg") {
			continue
		}
		switch in.Operands[i].(type) {
		case *ll.ConstInt, *ll.ConstFloat:
			continue
		}
		return "immarg operand has non-immediate parameter\n" +
			m.OperandText(f, in.Operands[i]) + "\n" + m.InstText(f, in) + "\n"
	}
	info := lookupIntrinsicName(callee.Name)
	if info == nil {
		return ""
	}
	if msg := verifyMangling(m, f, callee, info); msg != "" {
		return msg
	}
	return verifyIntrinsicCall(m, f, in, info.ID)
}

// verifyMangling is visitIntrinsicCall's check that the name of callee
// is what Intrinsic::getName gives for the overload types its declared
// type carries: a declaration @llvm.fabs.f32 of type double (double) is
// reported ("Should be: llvm.fabs.f64"), as is a suffix after a
// non-mangled part ("llvm.amdgcn.readfirstlane.i32_x"). Declarations
// whose type does not match the table's shape, or that are variadic,
// are left alone.
func verifyMangling(m *ll.Module, f *ll.Function, callee *ll.Function, info *intrinsicInfo) string {
	sig := callee.Sig
	if sig == nil || sig.VarArg || len(sig.Params) != len(info.Params) {
		return ""
	}
	slots, ok := info.matchSignature(sig.Ret, sig.Params)
	if !ok {
		return ""
	}
	want := info.Name
	if info.Overloaded {
		want = IntrinsicName(info.Name, slots)
	}
	if want == callee.Name {
		return ""
	}
	return "Intrinsic name not mangled correctly for type arguments! Should be: " + want + "\n" +
		m.OperandText(f, callee) + "\n"
}

// verifySignature is Verifier::visitFunction's check that only
// intrinsics take or return tokens and take metadata.
func verifySignature(m *ll.Module, f *ll.Function) string {
	for _, a := range f.Params {
		msg := ""
		switch {
		case ll.TypeEqual(a.Typ, ll.MDType):
			msg = "Function takes metadata but isn't an intrinsic\n"
		case ll.TypeEqual(a.Typ, ll.Token):
			msg = "Function takes token but isn't an intrinsic\n"
		}
		if msg != "" {
			return msg + m.OperandText(f, a) + "\n" + m.OperandText(f, f) + "\n"
		}
	}
	if f.Sig != nil && ll.TypeEqual(f.Sig.Ret, ll.Token) {
		return "Function returns a token but isn't an intrinsic\n" + m.OperandText(f, f) + "\n"
	}
	return ""
}

// verifyIntrinsicCall is the part of LLVM's Verifier::visitIntrinsicCall
// that MLIR's ops leave to it: the first failed check of the call in (of
// intrinsic id, in function f), "" when none fails.
func verifyIntrinsicCall(m *ll.Module, f *ll.Function, in *ll.Inst, id string) string {
	args := in.Operands
	index := func(i int) (uint64, bool) {
		if i >= len(args) {
			return 0, false
		}
		c, ok := args[i].(*ll.ConstInt)
		if !ok {
			return 0, false
		}
		// getZExtValue.
		v := new(big.Int).Set(c.V)
		if v.Sign() < 0 {
			v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(c.Typ.Bits)))
		}
		return v.Uint64(), true
	}
	switch id {
	case "vastart":
		if !f.Sig.VarArg {
			return "va_start called in a non-varargs function\n"
		}
	case "coro_id":
		if len(args) < 4 {
			break
		}
		if _, null := args[3].(*ll.ConstNull); null {
			break
		}
		g, ok := args[3].(*ll.GlobalVariable)
		if !ok || !g.IsConstant || g.Init == nil || g.ExternallyInitialized || interposable(g.Linkage) {
			return "info argument of llvm.coro.id must refer to an initialized constant\n"
		}
		if !aggregateInitializer(g.Init) {
			return "info argument of llvm.coro.id must refer to either a struct or an array\n"
		}
	case "threadlocal_address":
		if len(args) == 0 {
			break
		}
		if _, ok := args[0].(ll.GlobalValue); !ok {
			return "llvm.threadlocal.address first argument must be a GlobalValue\n"
		}
	case "get_active_lane_mask":
		v, ok := in.Typ.(*ll.VectorType)
		if !ok {
			return "get_active_lane_mask: must return a vector\n" + m.InstText(f, in) + "\n"
		}
		if !ll.TypeEqual(v.Elem, ll.I1) {
			return "get_active_lane_mask: element type is not i1\n" + m.InstText(f, in) + "\n"
		}
	case "vector_insert":
		vec, ok1 := typeOf(args, 0).(*ll.VectorType)
		sub, ok2 := typeOf(args, 1).(*ll.VectorType)
		idx, ok3 := index(2)
		if !ok1 || !ok2 || !ok3 {
			break
		}
		if !ll.TypeEqual(vec.Elem, sub.Elem) {
			return "vector_insert parameters must have the same element type.\n" + m.InstText(f, in) + "\n"
		}
		if idx%uint64(sub.Len) != 0 {
			return "vector_insert index must be a constant multiple of the subvector's known minimum vector length.\n"
		}
		if vec.Scalable == sub.Scalable && (idx >= uint64(vec.Len) || idx+uint64(sub.Len) > uint64(vec.Len)) {
			return "subvector operand of vector_insert would overrun the vector being inserted into.\n"
		}
	case "vector_extract":
		vec, ok1 := typeOf(args, 0).(*ll.VectorType)
		res, ok2 := in.Typ.(*ll.VectorType)
		idx, ok3 := index(1)
		if !ok1 || !ok2 || !ok3 {
			break
		}
		if !ll.TypeEqual(vec.Elem, res.Elem) {
			return "vector_extract result must have the same element type as the input vector.\n" + m.InstText(f, in) + "\n"
		}
		if idx%uint64(res.Len) != 0 {
			return "vector_extract index must be a constant multiple of the result type's known minimum vector length.\n"
		}
		if vec.Scalable == res.Scalable && (idx >= uint64(vec.Len) || idx+uint64(res.Len) > uint64(vec.Len)) {
			return "vector_extract would overrun.\n"
		}
	}
	return ""
}

// typeOf is the type of args[i], nil when there is none.
func typeOf(args []ll.Value, i int) ll.Type {
	if i >= len(args) {
		return nil
	}
	return args[i].Type()
}

// interposable reports the linkages LLVM's GlobalValue::isInterposable
// holds for (a definition that may be replaced at link time).
func interposable(l ll.Linkage) bool {
	switch l {
	case ll.Weak, ll.LinkOnce, ll.Common, ll.ExternWeak:
		return true
	}
	return false
}

// aggregateInitializer reports whether c is what LLVM makes a
// ConstantStruct or ConstantArray (not a ConstantDataArray of plain
// numbers, nor a zeroinitializer).
func aggregateInitializer(c ll.Constant) bool {
	switch c := c.(type) {
	case *ll.ConstStruct:
		return true
	case *ll.ConstArray:
		for _, e := range c.Elems {
			switch e.(type) {
			case *ll.ConstInt, *ll.ConstFloat:
			default:
				return true
			}
		}
	}
	return false
}

// verifyLandingPad is visitLandingPadInst's check of the filter clauses:
// a filter must be a ConstantArray or a zeroinitializer, which an array of
// plain numbers (a ConstantDataArray, printed c"..." for bytes) is not.
func verifyLandingPad(m *ll.Module, f *ll.Function, in *ll.Inst) string {
	for _, cl := range in.Rare().Clauses {
		if cl.Filter && !ll.IsConstantArrayOrZero(cl.Val) {
			return "Filter operand is not an array of constants!\n" + m.InstText(f, in) + "\n"
		}
	}
	return ""
}

// verifyMustTail is Verifier::verifyMustTailCall for the faults an
// llvm.call with `musttail` can carry past MLIR's verifier: inline asm,
// varargs, return type or calling convention of the caller and the callee
// that differ, a call not followed by a ret (after an optional bitcast of
// its result) that returns its result, and parameter lists that differ.
// rest are the instructions after the call in its block.
func verifyMustTail(m *ll.Module, f *ll.Function, rest []*ll.Inst, in *ll.Inst) string {
	fail := func(msg string, at *ll.Inst) string { return msg + "\n" + m.InstText(f, at) + "\n" }
	if _, asm := in.Callee.(*ll.InlineAsm); asm {
		return fail("cannot use musttail call with inline asm", in)
	}
	caller, callee := f.Sig, in.FnTy
	if caller == nil || callee == nil {
		return ""
	}
	if caller.VarArg != callee.VarArg {
		return fail("cannot guarantee tail call due to mismatched varargs", in)
	}
	if !typeCongruent(caller.Ret, callee.Ret) {
		return fail("cannot guarantee tail call due to mismatched return types", in)
	}
	if f.CallConv != in.Rare().CallConv {
		return fail("cannot guarantee tail call due to mismatched calling conv", in)
	}
	var ret ll.Value = in
	if len(rest) > 0 && rest[0].Op == ll.OpBitCast {
		if len(rest[0].Operands) != 1 || rest[0].Operands[0] != ret {
			return fail("bitcast following musttail call must use the call", rest[0])
		}
		ret, rest = rest[0], rest[1:]
	}
	if len(rest) == 0 || rest[0].Op != ll.OpRet {
		return fail("musttail call must precede a ret with an optional bitcast", in)
	}
	if r := rest[0]; len(r.Operands) == 1 && r.Operands[0] != ret {
		if _, undef := r.Operands[0].(*ll.Undef); !undef {
			if _, poison := r.Operands[0].(*ll.Poison); !poison {
				return fail("musttail call result must be returned", r)
			}
		}
	}
	if len(caller.Params) != len(callee.Params) {
		return fail("cannot guarantee tail call due to mismatched parameter counts", in)
	}
	for i := range caller.Params {
		if !typeCongruent(caller.Params[i], callee.Params[i]) {
			return fail("cannot guarantee tail call due to mismatched parameter types", in)
		}
	}
	return ""
}

// typeCongruent is the Verifier's isTypeCongruent: the same type, or
// pointers in the same address space.
func typeCongruent(a, b ll.Type) bool {
	if ll.TypeEqual(a, b) {
		return true
	}
	pa, ok1 := a.(*ll.PointerType)
	pb, ok2 := b.(*ll.PointerType)
	return ok1 && ok2 && pa.AddrSpace == pb.AddrSpace
}
