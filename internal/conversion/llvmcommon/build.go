package llvmcommon

import (
	"math/big"

	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Builders for the LLVM dialect ops patterns create. Each inserts at the
// rewriter's insertion point, with the attributes MLIR's C++ builders set
// (defaults are filled in by the op's definition).

func create(rw *conversion.Rewriter, name string, loc ir.Location, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: types, Attrs: attrs})
}

// Op creates any op with the given operands, result types and attributes.
func Op(rw *conversion.Rewriter, name string, loc ir.Location, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return create(rw, name, loc, operands, types, attrs...)
}

// OpAttrs returns a new slice of op's inherent then discardable attributes
// (MLIR's getAttrs; their order does not matter to the ops built from
// them, whose dictionaries sort), for the op that replaces it.
func OpAttrs(op *ir.Operation) []ir.NamedAttr {
	var out []ir.NamedAttr
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		out = append(out, d.Entries...)
	}
	if d := op.Attrs(); d != nil {
		out = append(out, d.Entries...)
	}
	return out
}

// Attr makes a named attribute.
func Attr(name string, v ir.Attribute) ir.NamedAttr { return ir.NamedAttr{Name: name, Value: v} }

// Cast creates builtin.unrealized_conversion_cast of v to t.
func Cast(rw *conversion.Rewriter, loc ir.Location, t ir.Type, vs ...*ir.Value) *ir.Value {
	return create(rw, conversion.CastOpName, loc, vs, []ir.Type{t}).Result(0)
}

// Constant creates llvm.mlir.constant(value) : t.
func Constant(rw *conversion.Rewriter, loc ir.Location, t ir.Type, value ir.Attribute) *ir.Value {
	return create(rw, "llvm.mlir.constant", loc, nil, []ir.Type{t}, Attr("value", value)).Result(0)
}

// IntConstant creates llvm.mlir.constant(v : t) : t for an integer type.
func IntConstant(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v int64) *ir.Value {
	return Constant(rw, loc, t, rw.Context().IntegerAttrInt64(t, v))
}

// IndexConstant creates llvm.mlir.constant(v : index) : t (MLIR's
// createIndexAttrConstant).
func IndexConstant(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v int64) *ir.Value {
	ctx := rw.Context()
	return Constant(rw, loc, t, ctx.IntegerAttrInt64(ctx.Index(), v))
}

// BigConstant creates an integer constant from a big value.
func BigConstant(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v *big.Int) *ir.Value {
	return Constant(rw, loc, t, rw.Context().IntegerAttr(t, v))
}

// Undef creates llvm.mlir.undef : t.
func Undef(rw *conversion.Rewriter, loc ir.Location, t ir.Type) *ir.Value {
	return create(rw, "llvm.mlir.undef", loc, nil, []ir.Type{t}).Result(0)
}

// Poison creates llvm.mlir.poison : t.
func Poison(rw *conversion.Rewriter, loc ir.Location, t ir.Type) *ir.Value {
	return create(rw, "llvm.mlir.poison", loc, nil, []ir.Type{t}).Result(0)
}

// Zero creates llvm.mlir.zero : t.
func Zero(rw *conversion.Rewriter, loc ir.Location, t ir.Type) *ir.Value {
	return create(rw, "llvm.mlir.zero", loc, nil, []ir.Type{t}).Result(0)
}

func positionAttr(ctx *ir.Context, pos []int64) ir.Attribute {
	if pos == nil {
		pos = []int64{}
	}
	return ctx.DenseArray(ctx.I(64), pos, nil)
}

// ElementAt returns the type at position pos of an aggregate type.
func ElementAt(t ir.Type, pos []int64) ir.Type {
	for _, p := range pos {
		switch a := t.(type) {
		case *llvm.StructType:
			t = a.Body()[p]
		case *llvm.ArrayType:
			t = a.Elem
		default:
			return nil
		}
	}
	return t
}

// InsertValue creates llvm.insertvalue v, container[pos].
func InsertValue(rw *conversion.Rewriter, loc ir.Location, container, v *ir.Value, pos ...int64) *ir.Value {
	return create(rw, "llvm.insertvalue", loc, []*ir.Value{container, v}, []ir.Type{container.Type()},
		Attr("position", positionAttr(rw.Context(), pos))).Result(0)
}

// ExtractValue creates llvm.extractvalue container[pos].
func ExtractValue(rw *conversion.Rewriter, loc ir.Location, container *ir.Value, pos ...int64) *ir.Value {
	return create(rw, "llvm.extractvalue", loc, []*ir.Value{container}, []ir.Type{ElementAt(container.Type(), pos)},
		Attr("position", positionAttr(rw.Context(), pos))).Result(0)
}

// GEPIndex is a getelementptr index: a constant or a value.
type GEPIndex struct {
	Const int32
	Value *ir.Value
}

// CI and VI make constant and value GEP indices.
func CI(c int32) GEPIndex     { return GEPIndex{Const: c} }
func VI(v *ir.Value) GEPIndex { return GEPIndex{Value: v} }

// CIs makes constant GEP indices.
func CIs(cs ...int32) []GEPIndex {
	r := make([]GEPIndex, len(cs))
	for i, c := range cs {
		r[i] = CI(c)
	}
	return r
}

// GEP creates llvm.getelementptr base[indices] : (…) -> resultType, elemType.
func GEP(rw *conversion.Rewriter, loc ir.Location, resultType, elemType ir.Type, base *ir.Value, indices []GEPIndex, inbounds bool) *ir.Value {
	ctx := rw.Context()
	raw := make([]int64, len(indices))
	operands := []*ir.Value{base}
	for i, ix := range indices {
		if ix.Value != nil {
			raw[i] = llvm.GEPDynamicIndex
			operands = append(operands, ix.Value)
		} else {
			raw[i] = int64(ix.Const)
		}
	}
	attrs := []ir.NamedAttr{Attr("rawConstantIndices", ctx.DenseArray(ctx.I(32), raw, nil)), Attr("elem_type", ctx.TypeAttr(elemType))}
	if inbounds {
		attrs = append(attrs, Attr("inbounds", ctx.Unit()))
	}
	return create(rw, "llvm.getelementptr", loc, operands, []ir.Type{resultType}, attrs...).Result(0)
}

// Load creates llvm.load addr : t, with an alignment when nonzero.
func Load(rw *conversion.Rewriter, loc ir.Location, t ir.Type, addr *ir.Value, alignment int64, attrs ...ir.NamedAttr) *ir.Value {
	if alignment != 0 {
		attrs = append(attrs, Attr("alignment", rw.Context().IntegerAttrInt64(rw.Context().I(64), alignment)))
	}
	return create(rw, "llvm.load", loc, []*ir.Value{addr}, []ir.Type{t}, attrs...).Result(0)
}

// Store creates llvm.store v, addr.
func Store(rw *conversion.Rewriter, loc ir.Location, v, addr *ir.Value, alignment int64, attrs ...ir.NamedAttr) *ir.Operation {
	if alignment != 0 {
		attrs = append(attrs, Attr("alignment", rw.Context().IntegerAttrInt64(rw.Context().I(64), alignment)))
	}
	return create(rw, "llvm.store", loc, []*ir.Value{v, addr}, nil, attrs...)
}

// Alloca creates llvm.alloca size x elemType -> ptrType.
func Alloca(rw *conversion.Rewriter, loc ir.Location, ptrType, elemType ir.Type, size *ir.Value, alignment int64) *ir.Value {
	ctx := rw.Context()
	attrs := []ir.NamedAttr{Attr("elem_type", ctx.TypeAttr(elemType))}
	if alignment != 0 {
		attrs = append(attrs, Attr("alignment", ctx.IntegerAttrInt64(ctx.I(64), alignment)))
	}
	return create(rw, "llvm.alloca", loc, []*ir.Value{size}, []ir.Type{ptrType}, attrs...).Result(0)
}

// Call creates llvm.call @callee(args) with the callee's result (none for
// void).
func Call(rw *conversion.Rewriter, loc ir.Location, callee string, result ir.Type, args []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	var types []ir.Type
	if result != nil {
		if _, void := result.(*llvm.VoidType); !void {
			types = []ir.Type{result}
		}
	}
	attrs = append([]ir.NamedAttr{Attr("callee", rw.Context().SymbolRef(callee))}, attrs...)
	return create(rw, "llvm.call", loc, args, types, attrs...)
}

// AddressOf creates llvm.mlir.addressof @name : ptr.
func AddressOf(rw *conversion.Rewriter, loc ir.Location, t ir.Type, name string) *ir.Value {
	return create(rw, "llvm.mlir.addressof", loc, nil, []ir.Type{t}, Attr("global_name", rw.Context().SymbolRef(name))).Result(0)
}

// Bitcast creates llvm.bitcast v : t.
func Bitcast(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return create(rw, "llvm.bitcast", loc, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// Binary creates a two-operand LLVM op (llvm.add, llvm.mul, …) of lhs's
// type.
func Binary(rw *conversion.Rewriter, loc ir.Location, name string, lhs, rhs *ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	return create(rw, name, loc, []*ir.Value{lhs, rhs}, []ir.Type{lhs.Type()}, attrs...).Result(0)
}

// Add, Mul and Sub create llvm.add, llvm.mul and llvm.sub.
func Add(rw *conversion.Rewriter, loc ir.Location, a, b *ir.Value) *ir.Value {
	return Binary(rw, loc, "llvm.add", a, b)
}
func Mul(rw *conversion.Rewriter, loc ir.Location, a, b *ir.Value) *ir.Value {
	return Binary(rw, loc, "llvm.mul", a, b)
}
func Sub(rw *conversion.Rewriter, loc ir.Location, a, b *ir.Value) *ir.Value {
	return Binary(rw, loc, "llvm.sub", a, b)
}

// ICmp creates llvm.icmp "pred" a, b.
func ICmp(rw *conversion.Rewriter, loc ir.Location, pred uint64, a, b *ir.Value) *ir.Value {
	ctx := rw.Context()
	return create(rw, "llvm.icmp", loc, []*ir.Value{a, b}, []ir.Type{llvm.I1SameShape(ctx, a.Type())},
		Attr("predicate", ctx.IntegerAttrInt64(ctx.I(64), int64(pred)))).Result(0)
}

// LinkageAttr returns #llvm.linkage<…>.
func LinkageAttr(ctx *ir.Context, l uint64) ir.Attribute { return llvm.LinkageAttr(ctx, l) }

// LookupSymbol finds a symbol directly in the module's body.
func LookupSymbol(module *ir.Operation, name string) *ir.Operation {
	if module == nil || module.NumRegions() == 0 || module.Region(0).Empty() {
		return nil
	}
	for op := module.Region(0).First().First(); op != nil; op = op.Next() {
		if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok && s.Value == name {
			return op
		}
	}
	return nil
}

// ParentModule returns the closest builtin.module around op.
func ParentModule(op *ir.Operation) *ir.Operation {
	for p := op; p != nil; p = p.ParentOp() {
		if p.Name() == "builtin.module" {
			return p
		}
	}
	return nil
}

// LookupOrCreateFunc returns the llvm.func named name in module, declaring
// it at the module's start with type ft when missing (MLIR's
// LLVM::lookupOrCreateFn). As there, the declaration is made with a plain
// builder, not through the rewriter: it stays when the pattern that asked
// for it fails afterwards and is rolled back.
func LookupOrCreateFunc(rw *conversion.Rewriter, module *ir.Operation, name string, ft *llvm.FunctionType) *ir.Operation {
	if f := LookupSymbol(module, name); f != nil {
		return f
	}
	ctx := rw.Context()
	st := &ir.OperationState{Name: "llvm.func", Loc: module.Loc(), Attrs: []ir.NamedAttr{
		Attr("sym_name", ctx.String(name)),
		Attr("function_type", ctx.TypeAttr(ft)),
	}}
	st.AddRegion()
	f := ctx.Create(st)
	body := module.Region(0).First()
	body.InsertBefore(f, body.First())
	return f
}

// FuncDecl creates an llvm.func declaration at the end of module's body
// (FunctionCallBuilder's behaviour in gpu-to-llvm).
func FuncDeclAtEnd(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, name string, ft *llvm.FunctionType) *ir.Operation {
	ctx := rw.Context()
	st := &ir.OperationState{Name: "llvm.func", Loc: loc, Attrs: []ir.NamedAttr{
		Attr("sym_name", ctx.String(name)),
		Attr("function_type", ctx.TypeAttr(ft)),
	}}
	st.AddRegion()
	return rw.CreateAt(module.Region(0).First(), false, st)
}
