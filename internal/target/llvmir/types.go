package llvmir

import (
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// Type converts an LLVM-dialect-compatible MLIR type to its LLVM type, as
// MLIR's TypeToLLVMIRTranslator: builtin integers and floats map to their
// LLVM counterparts (8-bit floats to i8, as LLVM has no such types),
// builtin vectors to fixed or scalable vectors, and the LLVM dialect's
// types to theirs. Identified structs are created once per translation so
// that every use shares one *ll.StructType.
func (t *Translator) Type(ty ir.Type) (ll.Type, error) {
	switch ty := ty.(type) {
	case *ir.IntegerType:
		return ll.IntN(uint32(ty.Width)), nil
	case *ir.FloatType:
		switch ty.Kind {
		case ir.F16:
			return ll.Half, nil
		case ir.BF16:
			return ll.BFloat, nil
		case ir.F32:
			return ll.Float, nil
		case ir.F64:
			return ll.Double, nil
		case ir.F80:
			return ll.X86FP80, nil
		case ir.F128:
			return ll.FP128, nil
		case ir.F8E5M2, ir.F8E4M3, ir.F8E4M3FN, ir.F8E5M2FNUZ, ir.F8E4M3FNUZ, ir.F8E4M3B11FNUZ:
			return ll.I8, nil
		}
	case *llvm.VoidType:
		return ll.Void, nil
	case *llvm.PPCFP128Type:
		return ll.PPCFP128, nil
	case *llvm.X86MMXType:
		return ll.X86MMX, nil
	case *llvm.TokenType:
		return ll.Token, nil
	case *llvm.LabelType:
		return ll.Label, nil
	case *llvm.MetadataType:
		return ll.MDType, nil
	case *llvm.PointerType:
		return ll.PtrIn(ty.AddrSpace), nil
	case *llvm.ArrayType:
		e, err := t.Type(ty.Elem)
		if err != nil {
			return nil, err
		}
		return t.intern(ll.NewArrayType(ty.Len, e)), nil
	case *llvm.FunctionType:
		return t.funcType(ty)
	case *llvm.FixedVectorType:
		e, err := t.Type(ty.Elem)
		if err != nil {
			return nil, err
		}
		return t.intern(ll.NewVectorType(ty.Len, e, false)), nil
	case *llvm.ScalableVectorType:
		e, err := t.Type(ty.Elem)
		if err != nil {
			return nil, err
		}
		return t.intern(ll.NewVectorType(ty.MinLen, e, true)), nil
	case *ir.VectorType:
		e, err := t.Type(ty.Elem)
		if err != nil {
			return nil, err
		}
		if len(ty.Dims) != 1 {
			return nil, errorf("llvmir: only 1-D vectors translate to LLVM IR, got %d-D", len(ty.Dims))
		}
		scalable := len(ty.Scalable) > 0 && ty.Scalable[0]
		return t.intern(ll.NewVectorType(uint32(ty.Dims[0]), e, scalable)), nil
	case *llvm.TargetExtType:
		out := &ll.TargetExtType{Name: ty.Name, Ints: ty.IntParams}
		for _, p := range ty.TypeParams {
			x, err := t.Type(p)
			if err != nil {
				return nil, err
			}
			out.Types = append(out.Types, x)
		}
		return t.intern(out), nil
	case *llvm.StructType:
		return t.structType(ty)
	}
	return nil, errorf("llvmir: type %T has no LLVM IR translation", ty)
}

// intern returns the translator's canonical instance of a literal type, so
// that equal types share one value (and its cached text).
func (t *Translator) intern(x ll.Type) ll.Type {
	st := t.state()
	k := x.String()
	if y, ok := st.types[k]; ok {
		return y
	}
	st.types[k] = x
	return x
}

func (t *Translator) funcType(ty *llvm.FunctionType) (*ll.FuncType, error) {
	ret, err := t.Type(ty.Result)
	if err != nil {
		return nil, err
	}
	params := make([]ll.Type, len(ty.Params))
	for i, p := range ty.Params {
		if params[i], err = t.Type(p); err != nil {
			return nil, err
		}
	}
	return t.intern(ll.NewFuncType(ret, params, ty.VarArg)).(*ll.FuncType), nil
}

func (t *Translator) structType(ty *llvm.StructType) (ll.Type, error) {
	st := t.state()
	if ty.Identified {
		if x, ok := st.structs[ty]; ok {
			return x, nil
		}
		x := &ll.StructType{Name: ty.Name}
		st.structs[ty] = x
		if ty.IsOpaque() {
			x.Opaque = true
			return x, nil
		}
		body := ty.Body()
		x.Packed = ty.IsPacked()
		x.Fields = make([]ll.Type, len(body))
		for i, f := range body {
			e, err := t.Type(f)
			if err != nil {
				return nil, err
			}
			x.Fields[i] = e
		}
		return x, nil
	}
	body := ty.Body()
	fields := make([]ll.Type, len(body))
	for i, f := range body {
		e, err := t.Type(f)
		if err != nil {
			return nil, err
		}
		fields[i] = e
	}
	return t.intern(ll.NewStructType(fields, ty.IsPacked())), nil
}

// mustType converts a type the verifier guarantees to be LLVM-compatible,
// reporting a failure at op.
func (t *Translator) opType(op *ir.Operation, ty ir.Type) (ll.Type, error) {
	x, err := t.Type(ty)
	if err != nil {
		return nil, t.Errorf(op, "%v", err)
	}
	return x, nil
}
