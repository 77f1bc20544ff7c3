package ll

import "testing"

// sample2Module covers what sampleModule does not: unnamed globals and
// functions, quoted names, function keywords (section, partition, align,
// gc, prefix, prologue, addrspace, unnamed_addr), call-site keywords
// (cc, return attributes, bundles, musttail with varargs, notail),
// indirectbr, va_arg, custom metadata kinds, metadata escapes and
// empty/unnamed blocks.
func sample2Module() *Module {
	m := NewModule("s2")
	m.SourceFilename = "dir/s2.mlir"
	anon := m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Linkage: Private}, ValueType: I32, Init: Int(I32, 3)})
	_ = anon
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "a$b", Linkage: Common, Align: 4}, ValueType: I32, Init: Int(I32, 0)})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "1st", Partition: "p", DLLStorage: "dllexport",
		MD: []MDAttachment{{Kind: "my.kind", Node: Tuple(MDString("a\"b\n"))}, {Kind: "type", Node: Tuple(&ValueMD{V: Int(I64, 0)}, MDString("t"))}}},
		ValueType: NewArrayType(0, I32), Init: NewArray(NewArrayType(0, I32), nil), CodeModel: "large"})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "zeros"}, ValueType: NewVectorType(4, I32, false),
		Init: NewVector(NewVectorType(4, I32, false), []Constant{Int(I32, 0), Int(I32, 0), Int(I32, 0), Int(I32, 0)}), IsConstant: true})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "und"}, ValueType: NewStructType([]Type{I32, Float}, false),
		Init: NewStruct(NewStructType([]Type{I32, Float}, false), []Constant{&Undef{Typ: I32}, &Undef{Typ: Float}})})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "mix"}, ValueType: NewArrayType(3, I8),
		Init: NewArray(NewArrayType(3, I8), []Constant{Int(I8, -1), &Undef{Typ: I8}, Int(I8, 0)})})
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "esc"}, ValueType: NewArrayType(4, I8), Init: String("\\\x7f\"", true)})

	vfn := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "vf"}, Sig: NewFuncType(I32, []Type{I32}, true),
		Params: []*Argument{{Typ: I32, Name: "x"}}})
	callee := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "callee", AddrSpace: 1}, Sig: NewFuncType(Ptr, []Type{Ptr}, false),
		CallConv: "fastcc", RetAttrs: AttrSet{EnumAttr("nonnull"), IntAttr("dereferenceable", 8)},
		Params: []*Argument{{Typ: Ptr, Attrs: AttrSet{TypeAttr("byval", I64), IntAttr("align", 8)}}}})

	// Musttail forwarding varargs, in an unnamed function.
	fwd := m.AddFunc(&Function{Sig: NewFuncType(I32, []Type{I32}, true), Params: []*Argument{{Typ: I32}}})
	b := fwd.NewBlock("")
	r := b.Append(&Inst{Op: OpCall, Typ: I32, Callee: vfn, FnTy: vfn.Sig, Operands: []Value{fwd.Params[0]}, Flags: MustTail})
	b.Append(&Inst{Op: OpRet, Typ: Void, Operands: []Value{r}})

	f := m.AddFunc(&Function{GlobalCommon: GlobalCommon{Name: "f \"q\"", Section: ".text.f", Partition: "part", Align: 16,
		UnnamedAddr: GlobalUnnamedAddr, Visibility: Protected, MD: []MDAttachment{{Kind: "my.kind", Node: Tuple()}}},
		Sig: NewFuncType(Void, []Type{Ptr, I1}, false), Params: []*Argument{{Typ: Ptr, Name: "p"}, {Typ: I1, Name: "c"}},
		GC: "statepoint-example", Prefix: Int(I32, 7), Prologue: Int(I8, 1)})
	e := f.NewBlock("")
	l1 := f.NewBlock("a very long block name that goes past column fifty")
	l2 := f.NewBlock("")
	dead := f.NewBlock("dead")
	p, c := f.Params[0], f.Params[1]
	va := e.Append(&Inst{Op: OpVAArg, Typ: I32, Operands: []Value{p}})
	cl := e.Append(&Inst{Op: OpCall, Typ: Ptr, Callee: callee, FnTy: callee.Sig, Operands: []Value{p}, Flags: NoTail, X: &InstExt{CallConv: "fastcc", RetAttrs: AttrSet{EnumAttr("nonnull")}, ParamAttrs: []AttrSet{{TypeAttr("byval", I64), IntAttr("align", 8)}}, Bundles: []OperandBundle{{Tag: "deopt", Args: []Value{va, Int(I64, 1)}}, {Tag: "cold"}}}})
	e.Append(&Inst{Op: OpIndirectBr, Typ: Void, Operands: []Value{cl}, Succs: []*Block{l1, l2}})
	x := l1.Append(&Inst{Op: OpSDiv, Typ: I32, Operands: []Value{va, Int(I32, 3)}, Flags: Exact})
	y := l1.Append(&Inst{Op: OpSRem, Typ: I32, Operands: []Value{x, va}})
	sh := l1.Append(&Inst{Op: OpShl, Typ: I32, Operands: []Value{y, Int(I32, 2)}, Flags: NSW})
	ic := l1.Append(&Inst{Op: OpICmp, Typ: I1, Pred: "ne", Operands: []Value{sh, Int(I32, 0)}})
	sel := l1.Append(&Inst{Op: OpSelect, Typ: I1, Operands: []Value{c, ic, Bool(false)}})
	l1.Append(&Inst{Op: OpBr, Typ: Void, Operands: []Value{sel}, Succs: []*Block{l2, l2}})
	l2.Append(&Inst{Op: OpCall, Typ: I32, Callee: vfn, FnTy: vfn.Sig, Operands: []Value{Int(I32, 1), Float64(2.5)}, MD: []MDAttachment{{Kind: "my.kind", Node: Tuple()}, {Kind: "prof", Node: Tuple(MDString("branch_weights"), &ValueMD{V: Int(I32, 1)})}}, X: &InstExt{FnAttrs: AttrSet{EnumAttr("nounwind")}}})
	l2.Append(&Inst{Op: OpStore, Typ: Void, Operands: []Value{Int(I64, -1), p}, Align: 8, X: &InstExt{Ordering: "release", SyncScope: "singlethread"}})
	l2.Append(&Inst{Op: OpRet, Typ: Void})
	dead.Append(&Inst{Op: OpUnreachable, Typ: Void})
	// Debug info whose operand order differs from its printed order.
	file := &MDNode{Kind: "DIFile", Fields: []MDField{{Name: "filename", MD: MDString("a.c")}, {Name: "directory", MD: MDString("/")}}}
	cu := &MDNode{Kind: "DICompileUnit", Distinct: true, Fields: []MDField{{Name: "language", Raw: "DW_LANG_C99"},
		{Name: "file", MD: file}, {Name: "isOptimized", Raw: "false"}, {Name: "runtimeVersion", Raw: "0"}, {Name: "emissionKind", Raw: "FullDebug"}}}
	intT := &MDNode{Kind: "DIBasicType", Fields: []MDField{{Name: "name", MD: MDString("int")}, {Name: "size", Raw: "32"}, {Name: "encoding", Raw: "DW_ATE_signed"}}}
	sub := &MDNode{Kind: "DISubrange", Fields: []MDField{{Name: "count", Raw: "4"}}}
	arr := &MDNode{Kind: "DICompositeType", Fields: []MDField{{Name: "tag", Raw: "DW_TAG_array_type"}, {Name: "baseType", MD: intT},
		{Name: "size", Raw: "128"}, {Name: "elements", MD: Tuple(sub)}}}
	ptrT := &MDNode{Kind: "DIDerivedType", Fields: []MDField{{Name: "tag", Raw: "DW_TAG_pointer_type"}, {Name: "baseType", MD: arr}, {Name: "size", Raw: "64"}}}
	gv := &MDNode{Kind: "DIGlobalVariable", Distinct: true, Fields: []MDField{{Name: "name", MD: MDString("g")}, {Name: "scope", MD: cu},
		{Name: "file", MD: file}, {Name: "line", Raw: "1"}, {Name: "type", MD: ptrT}, {Name: "isLocal", Raw: "false"}, {Name: "isDefinition", Raw: "true"}}}
	gve := &MDNode{Kind: "DIGlobalVariableExpression", Fields: []MDField{{Name: "var", MD: gv}, {Name: "expr", MD: &MDNode{Kind: "DIExpression", Inline: true}}}}
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "gdbg", MD: []MDAttachment{{Kind: "dbg", Node: gve}}}, ValueType: Ptr, Init: &ConstNull{Typ: Ptr}})
	m.NamedMD("llvm.dbg.cu").Ops = []*MDNode{cu}
	m.NamedMD("llvm.module.flags").Ops = []*MDNode{Tuple(&ValueMD{V: Int(I32, 2)}, MDString("Debug Info Version"), &ValueMD{V: Int(I32, 3)})}
	// Unnamed identified structs; their numbers are their ranks in
	// TypeFinder order (the outer one is met first).
	inner := &StructType{Unnamed: true, Num: 1, Fields: []Type{I32}}
	outer := &StructType{Unnamed: true, Num: 0, Fields: []Type{inner, Ptr}}
	m.AddGlobal(&GlobalVariable{GlobalCommon: GlobalCommon{Name: "un"}, ValueType: outer, Init: ZeroValue(outer)})
	m.NamedMD("my.named").Ops = []*MDNode{Tuple(MDString("\x01")), {Distinct: true, Ops: []Metadata{nil}}}
	return m
}

func TestPrintSample2Golden(t *testing.T) {
	checkGolden(t, sample2Module(), "sample2.ll")
}
