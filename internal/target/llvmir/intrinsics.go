package llvmir

//go:generate go run ../../../tools/llvmirgen -out intrinsics_gen.go

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

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
	// "ptr addrspace(3)"), "@N" where the N-th overload type is defined,
	// "$N" where it is used again, "..." for varargs, "?" for a type
	// derived otherwise.
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
	// intrinsicTable and intrinsicsByName index intrinsicList by ID and
	// by name.
	intrinsicTable   map[string]*intrinsicInfo
	intrinsicsByName map[string]*intrinsicInfo
)

func init() {
	intrinsicTable = make(map[string]*intrinsicInfo, len(intrinsicList))
	intrinsicsByName = make(map[string]*intrinsicInfo, len(intrinsicList))
	for i := range intrinsicList {
		info := &intrinsicList[i]
		if info.Name == "" {
			info.Name = "llvm." + strings.ReplaceAll(info.ID, "_", ".")
		}
		intrinsicTable[info.ID] = info
		intrinsicsByName[info.Name] = info
	}
	for i := range uniformOps {
		u := &uniformOps[i]
		RegisterOp(u.Op, func(t *Translator, op *ir.Operation) error { return t.uniformIntrinsicCall(op, u) })
	}
}

// lookupIntrinsicName finds the intrinsic a function name denotes, as
// LLVM's Function::lookupIntrinsicID: the base name itself, or for an
// overloaded intrinsic the base name followed by '.' and a suffix (the
// longest matching base wins).
func lookupIntrinsicName(name string) *intrinsicInfo {
	if !strings.HasPrefix(name, "llvm.") {
		return nil
	}
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
			n, _ := strconv.Atoi(s[1:])
			if n < len(overloads) {
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
	f := &ll.Function{GlobalCommon: ll.GlobalCommon{Name: name}, Sig: sig}
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
			n, _ := strconv.Atoi(spec[1:])
			for len(slots) <= n {
				slots = append(slots, nil)
			}
			slots[n] = ty
			return true
		case strings.HasPrefix(spec, "$"):
			n, _ := strconv.Atoi(spec[1:])
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
			n, _ := strconv.Atoi(s[1:])
			if n < len(overloads) {
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
