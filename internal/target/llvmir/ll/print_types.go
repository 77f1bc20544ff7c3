package ll

// structs returns the identified struct types the module uses (named
// and unnamed), in the
// order LLVM's TypeFinder meets them (globals, aliases, then functions:
// signature, attributes, personality/prefix/prologue, arguments and each
// instruction's type, operands, GEP/alloca types, call attributes and
// metadata; then named metadata), which is the order the printer
// defines them.
func (st *slots) structs() []*StructType {
	tf := typeFinder{seenT: map[Type]bool{}, seenS: map[string]bool{}, seenV: map[Value]bool{}, seenMD: map[*MDNode]bool{}}
	m := st.m
	for _, g := range m.Globals {
		tf.typ(g.ValueType)
		if g.Init != nil {
			tf.value(g.Init)
		}
	}
	for _, a := range m.Aliases {
		tf.typ(a.ValueType)
		if a.Aliasee != nil {
			tf.value(a.Aliasee)
		}
	}
	for _, f := range m.Funcs {
		if f.Sig != nil {
			tf.typ(f.Sig)
		}
		tf.attrs(f.FnAttrs)
		tf.attrs(f.RetAttrs)
		for _, a := range f.Params {
			tf.attrs(a.Attrs)
		}
		for _, c := range []Constant{f.Personality, f.Prefix, f.Prologue} {
			if c != nil {
				tf.value(c)
			}
		}
		for _, a := range f.Params {
			tf.typ(a.Typ)
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				tf.typ(in.Typ)
				for _, o := range in.Operands {
					if _, isInst := o.(*Inst); !isInst && o != nil {
						tf.value(o)
					}
				}
				if in.Op == OpCall || in.Op == OpInvoke {
					if in.Callee != nil {
						if _, isInst := in.Callee.(*Inst); !isInst {
							tf.value(in.Callee)
						}
					}
				}
				if in.Op == OpGEP || in.Op == OpAlloca {
					tf.typ(in.ElemTy)
				}
				if in.Op == OpCall || in.Op == OpInvoke {
					tf.attrs(in.Rare().FnAttrs)
					tf.attrs(in.Rare().RetAttrs)
					for _, s := range in.Rare().ParamAttrs {
						tf.attrs(s)
					}
				}
				for _, a := range in.MD {
					tf.md(a.Node)
				}
			}
		}
	}
	for _, nm := range m.NamedMDs {
		for _, n := range nm.Ops {
			tf.md(n)
		}
	}
	return tf.out
}

type typeFinder struct {
	seenT  map[Type]bool   // identified structs and other types by identity
	seenS  map[string]bool // literal types by text
	seenV  map[Value]bool
	seenMD map[*MDNode]bool
	out    []*StructType
}

// visit marks t seen and reports whether it was new.
func (tf *typeFinder) visit(t Type) bool {
	switch t := t.(type) {
	case nil:
		return false
	case *IntType, *FloatType, *VoidType, *LabelType, *MetadataType, *TokenType, *PointerType, *X86MMXType:
		return false // no subtypes, never a struct
	case *StructType:
		if t.Name != "" || t.Unnamed {
			if tf.seenT[t] {
				return false
			}
			tf.seenT[t] = true
			return true
		}
	}
	if tf.seenT[t] {
		return false
	}
	tf.seenT[t] = true
	s := t.String()
	if tf.seenS[s] {
		return false
	}
	tf.seenS[s] = true
	return true
}

// typ is TypeFinder::incorporateType: a depth-first walk with a worklist
// whose subtypes are marked when pushed.
func (tf *typeFinder) typ(t Type) {
	if !tf.visit(t) {
		return
	}
	work := []Type{t}
	for len(work) > 0 {
		t := work[len(work)-1]
		work = work[:len(work)-1]
		if s, ok := t.(*StructType); ok && (s.Name != "" || s.Unnamed) {
			tf.out = append(tf.out, s)
		}
		subs := subtypes(t)
		for i := len(subs) - 1; i >= 0; i-- {
			if tf.visit(subs[i]) {
				work = append(work, subs[i])
			}
		}
	}
}

func subtypes(t Type) []Type {
	switch t := t.(type) {
	case *StructType:
		return t.Fields
	case *ArrayType:
		return []Type{t.Elem}
	case *VectorType:
		return []Type{t.Elem}
	case *FuncType:
		return append([]Type{t.Ret}, t.Params...)
	case *TargetExtType:
		return t.Types
	}
	return nil
}

func (tf *typeFinder) attrs(s AttrSet) {
	for _, a := range s {
		if a.Ty != nil {
			tf.typ(a.Ty)
		}
	}
}

// value is incorporateValue: constants' types and operands, metadata
// operands; instructions and arguments are handled by their function.
func (tf *typeFinder) value(v Value) {
	if mv, ok := v.(*MetadataValue); ok {
		if n, ok := mv.MD.(*MDNode); ok {
			tf.md(n)
		} else if vm, ok := mv.MD.(*ValueMD); ok && vm.V != nil {
			tf.value(vm.V)
		}
		return
	}
	switch v.(type) {
	case *Inst, *Block, *Argument, *InlineAsm, GlobalValue:
		return // not constants, or defined on their own
	case *ConstExpr, *ConstArray, *ConstStruct, *ConstVector:
		if tf.seenV[v] {
			return
		}
		tf.seenV[v] = true
	}
	tf.typ(v.Type())
	switch c := v.(type) {
	case *ConstExpr:
		if c.SrcElem != nil {
			tf.typ(c.SrcElem)
		}
		for _, o := range c.Ops {
			tf.value(o)
		}
	case *ConstArray:
		for _, o := range c.Elems {
			tf.value(o)
		}
	case *ConstStruct:
		for _, o := range c.Elems {
			tf.value(o)
		}
	case *ConstVector:
		for _, o := range c.Elems {
			tf.value(o)
		}
	}
}

func (tf *typeFinder) md(n *MDNode) {
	if n == nil || tf.seenMD[n] {
		return
	}
	tf.seenMD[n] = true
	visit := func(op Metadata) {
		switch op := op.(type) {
		case *MDNode:
			tf.md(op)
		case *ValueMD:
			if op.V != nil {
				tf.value(op.V)
			}
		}
	}
	for _, op := range n.Ops {
		visit(op)
	}
	for _, f := range n.Fields {
		visit(f.MD)
	}
}
