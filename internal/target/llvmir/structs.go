package llvmir

import "gpuc/internal/target/llvmir/ll"

// collectStructs records the module's identified struct types in the
// order LLVM's TypeFinder meets them (globals, aliases, then functions:
// signature, attributes, instruction types and constant operands), which
// is the order the printer defines them.
func collectStructs(m *ll.Module) {
	seenT := map[ll.Type]bool{}
	seenC := map[ll.Value]bool{}
	unnamed := 0
	// typ is TypeFinder::incorporateType: a depth-first walk whose
	// subtypes are marked when pushed.
	typ := func(root ll.Type) {
		if root == nil || seenT[root] {
			return
		}
		seenT[root] = true
		stack := []ll.Type{root}
		for len(stack) > 0 {
			ty := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			var subs []ll.Type
			switch x := ty.(type) {
			case *ll.StructType:
				if x.Name != "" || x.Unnamed {
					if x.Unnamed {
						x.Num = unnamed
						unnamed++
					}
					m.AddStruct(x)
				}
				subs = x.Fields
			case *ll.ArrayType:
				subs = []ll.Type{x.Elem}
			case *ll.VectorType:
				subs = []ll.Type{x.Elem}
			case *ll.FuncType:
				subs = append([]ll.Type{x.Ret}, x.Params...)
			case *ll.TargetExtType:
				subs = x.Types
			}
			for i := len(subs) - 1; i >= 0; i-- {
				if !seenT[subs[i]] {
					seenT[subs[i]] = true
					stack = append(stack, subs[i])
				}
			}
		}
	}
	var val func(v ll.Value)
	val = func(v ll.Value) {
		c, ok := v.(ll.Constant)
		if !ok {
			return
		}
		if _, ok := c.(ll.GlobalValue); ok {
			return
		}
		if seenC[c] {
			return
		}
		seenC[c] = true
		typ(c.Type())
		switch x := c.(type) {
		case *ll.ConstArray:
			for _, e := range x.Elems {
				val(e)
			}
		case *ll.ConstStruct:
			for _, e := range x.Elems {
				val(e)
			}
		case *ll.ConstVector:
			for _, e := range x.Elems {
				val(e)
			}
		case *ll.ConstExpr:
			if x.SrcElem != nil {
				typ(x.SrcElem)
			}
			for _, e := range x.Ops {
				val(e)
			}
		}
	}
	attrs := func(s ll.AttrSet) {
		for _, a := range s {
			if a.Ty != nil {
				typ(a.Ty)
			}
		}
	}
	for _, g := range m.Globals {
		typ(g.ValueType)
		if g.Init != nil {
			val(g.Init)
		}
	}
	for _, a := range m.Aliases {
		typ(a.ValueType)
		if a.Aliasee != nil {
			val(a.Aliasee)
		}
	}
	for _, f := range m.Funcs {
		typ(f.Sig)
		attrs(f.FnAttrs)
		attrs(f.RetAttrs)
		for _, p := range f.Params {
			attrs(p.Attrs)
		}
		if f.Personality != nil {
			val(f.Personality)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Insts {
				typ(i.Typ)
				for _, o := range i.Operands {
					val(o)
				}
				if i.Callee != nil {
					val(i.Callee)
				}
				for _, c := range i.Rare().CaseVals {
					val(c)
				}
				for _, c := range i.Rare().Clauses {
					val(c.Val)
				}
				if i.ElemTy != nil {
					typ(i.ElemTy)
				}
				if i.Op == ll.OpCall || i.Op == ll.OpInvoke {
					attrs(i.Rare().FnAttrs)
					attrs(i.Rare().RetAttrs)
					for _, p := range i.Rare().ParamAttrs {
						attrs(p)
					}
				}
			}
		}
	}
}
