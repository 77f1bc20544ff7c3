package llvm

import (
	"sync"

	"gpuc/internal/ir"
)

// The LLVM dialect's types (MLIR 19's LLVMTypes.td and LLVMTypes.h).

// VoidType is `!llvm.void`.
type VoidType struct{ ir.TypeBase }

// PPCFP128Type is `!llvm.ppc_fp128`.
type PPCFP128Type struct{ ir.TypeBase }

// X86MMXType is `!llvm.x86_mmx`.
type X86MMXType struct{ ir.TypeBase }

// TokenType is `!llvm.token`.
type TokenType struct{ ir.TypeBase }

// LabelType is `!llvm.label`.
type LabelType struct{ ir.TypeBase }

// MetadataType is `!llvm.metadata`.
type MetadataType struct{ ir.TypeBase }

// PointerType is `!llvm.ptr` / `!llvm.ptr<addrspace>`.
type PointerType struct {
	ir.TypeBase
	AddrSpace uint32
}

// ArrayType is `!llvm.array<N x T>`.
type ArrayType struct {
	ir.TypeBase
	Elem ir.Type
	Len  uint64
}

// FunctionType is `!llvm.func<R (A, B, ...)>`.
type FunctionType struct {
	ir.TypeBase
	Result ir.Type
	Params []ir.Type
	VarArg bool
}

// FixedVectorType is `!llvm.vec<N x T>` (for element types that builtin
// vectors cannot hold, such as pointers).
type FixedVectorType struct {
	ir.TypeBase
	Elem ir.Type
	Len  uint32
}

// ScalableVectorType is `!llvm.vec<? x N x T>`.
type ScalableVectorType struct {
	ir.TypeBase
	Elem   ir.Type
	MinLen uint32
}

// TargetExtType is `!llvm.target<"name", types..., ints...>`.
type TargetExtType struct {
	ir.TypeBase
	Name       string
	TypeParams []ir.Type
	IntParams  []uint32
}

// StructType is `!llvm.struct<...>`: a literal struct (uniqued by body and
// packedness) or an identified one (uniqued by name, with a body that is
// set once).
type StructType struct {
	ir.TypeBase
	Identified bool
	Name       string
	// Literal structs: fixed at creation. Identified structs: see Body,
	// IsPacked, IsOpaque.
	body        []ir.Type
	packed      bool
	opaque      bool
	initialized bool
}

// structMu guards the mutable part of identified structs.
var structMu sync.Mutex

// Void returns `!llvm.void`.
func Void(ctx *ir.Context) *VoidType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.void"), func() *VoidType { return &VoidType{} })
}

// PPCFP128 returns `!llvm.ppc_fp128`.
func PPCFP128(ctx *ir.Context) *PPCFP128Type {
	return ir.Intern(ctx, ir.KeyOfName("llvm.ppc_fp128"), func() *PPCFP128Type { return &PPCFP128Type{} })
}

// X86MMX returns `!llvm.x86_mmx`.
func X86MMX(ctx *ir.Context) *X86MMXType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.x86_mmx"), func() *X86MMXType { return &X86MMXType{} })
}

// Token returns `!llvm.token`.
func Token(ctx *ir.Context) *TokenType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.token"), func() *TokenType { return &TokenType{} })
}

// Label returns `!llvm.label`.
func Label(ctx *ir.Context) *LabelType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.label"), func() *LabelType { return &LabelType{} })
}

// Metadata returns `!llvm.metadata`.
func Metadata(ctx *ir.Context) *MetadataType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.metadata"), func() *MetadataType { return &MetadataType{} })
}

// Pointer returns `!llvm.ptr<addrSpace>` (`!llvm.ptr` for 0).
func Pointer(ctx *ir.Context, addrSpace uint32) *PointerType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.ptr").Uint(uint64(addrSpace)), func() *PointerType {
		return &PointerType{AddrSpace: addrSpace}
	})
}

// Array returns `!llvm.array<n x elem>` without verifying elem (see
// ArrayError).
func Array(ctx *ir.Context, elem ir.Type, n uint64) *ArrayType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.array").Type(elem).Uint(n), func() *ArrayType {
		return &ArrayType{Elem: elem, Len: n}
	})
}

// Func returns `!llvm.func<result (params...)>` without verifying the
// types (see FuncError).
func Func(ctx *ir.Context, result ir.Type, params []ir.Type, varArg bool) *FunctionType {
	k := ir.KeyOfName("llvm.func").Type(result).Bool(varArg).Uint(uint64(len(params)))
	for _, t := range params {
		k.Type(t)
	}
	return ir.Intern(ctx, k, func() *FunctionType {
		return &FunctionType{Result: result, Params: append([]ir.Type(nil), params...), VarArg: varArg}
	})
}

// FixedVector returns `!llvm.vec<n x elem>` (unchecked; see VectorError).
func FixedVector(ctx *ir.Context, elem ir.Type, n uint32) *FixedVectorType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.vec").Type(elem).Uint(uint64(n)), func() *FixedVectorType {
		return &FixedVectorType{Elem: elem, Len: n}
	})
}

// ScalableVector returns `!llvm.vec<? x n x elem>` (unchecked).
func ScalableVector(ctx *ir.Context, elem ir.Type, n uint32) *ScalableVectorType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.svec").Type(elem).Uint(uint64(n)), func() *ScalableVectorType {
		return &ScalableVectorType{Elem: elem, MinLen: n}
	})
}

// TargetExt returns `!llvm.target<"name", types..., ints...>`.
func TargetExt(ctx *ir.Context, name string, types []ir.Type, ints []uint32) *TargetExtType {
	k := ir.KeyOfName("llvm.target").Str(name).Uint(uint64(len(types)))
	for _, t := range types {
		k.Type(t)
	}
	k.Uint(uint64(len(ints)))
	for _, i := range ints {
		k.Uint(uint64(i))
	}
	return ir.Intern(ctx, k, func() *TargetExtType {
		return &TargetExtType{Name: name, TypeParams: append([]ir.Type(nil), types...), IntParams: append([]uint32(nil), ints...)}
	})
}

// LiteralStruct returns `!llvm.struct<(body...)>` (or `packed (...)`),
// unchecked (see StructElementError).
func LiteralStruct(ctx *ir.Context, body []ir.Type, packed bool) *StructType {
	k := ir.KeyOfName("llvm.struct").Bool(packed).Uint(uint64(len(body)))
	for _, t := range body {
		k.Type(t)
	}
	return ir.Intern(ctx, k, func() *StructType {
		return &StructType{body: append([]ir.Type(nil), body...), packed: packed, initialized: true}
	})
}

// IdentifiedStruct returns the identified struct named name, creating it
// without a body (opaque until SetBody) if it does not exist yet.
func IdentifiedStruct(ctx *ir.Context, name string) *StructType {
	return ir.Intern(ctx, ir.KeyOfName("llvm.struct.id").Str(name), func() *StructType {
		return &StructType{Identified: true, Name: name}
	})
}

// OpaqueStruct returns the identified struct named name, creating it as an
// intentionally opaque struct if it does not exist yet (an existing struct
// with a body is returned as it is; check IsOpaque).
func OpaqueStruct(ctx *ir.Context, name string) *StructType {
	s := IdentifiedStruct(ctx, name)
	structMu.Lock()
	if !s.initialized {
		s.opaque = true
		s.initialized = true
	}
	structMu.Unlock()
	return s
}

// SetBody sets the body of an identified struct. It fails (returns false)
// when the struct already has a different body or is opaque.
func (s *StructType) SetBody(body []ir.Type, packed bool) bool {
	if !s.Identified {
		return false
	}
	structMu.Lock()
	defer structMu.Unlock()
	if s.initialized {
		return !s.opaque && typesEqual(body, s.body) && packed == s.packed
	}
	s.body = append([]ir.Type(nil), body...)
	s.packed = packed
	s.initialized = true
	return true
}

// Body returns the element types.
func (s *StructType) Body() []ir.Type {
	if !s.Identified {
		return s.body
	}
	structMu.Lock()
	defer structMu.Unlock()
	return s.body
}

// IsPacked reports whether the struct is packed.
func (s *StructType) IsPacked() bool {
	if !s.Identified {
		return s.packed
	}
	structMu.Lock()
	defer structMu.Unlock()
	return s.packed
}

// IsOpaque reports whether the struct is an identified struct without a
// body (declared opaque or not yet initialized).
func (s *StructType) IsOpaque() bool {
	if !s.Identified {
		return false
	}
	structMu.Lock()
	defer structMu.Unlock()
	return s.opaque || !s.initialized
}

// IsInitialized reports whether an identified struct has been given a
// body (or declared opaque).
func (s *StructType) IsInitialized() bool {
	structMu.Lock()
	defer structMu.Unlock()
	return s.initialized
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// --- verification (MLIR's verify / verifyInvariants) ----------------------

// IsValidArrayElementType is LLVMArrayType::isValidElementType.
func IsValidArrayElementType(t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *LabelType, *MetadataType, *FunctionType, *TokenType, *ScalableVectorType:
		// MLIR 19 rejects only LLVM's own scalable vectors here; a builtin
		// vector<[4]xf32> is a valid element.
		return false
	}
	return true
}

// IsValidStructElementType is LLVMStructType::isValidElementType.
func IsValidStructElementType(t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *LabelType, *MetadataType, *FunctionType, *TokenType:
		return false
	}
	return true
}

// IsValidFunctionArgType is LLVMFunctionType::isValidArgumentType.
func IsValidFunctionArgType(t ir.Type) bool {
	switch t.(type) {
	case *VoidType, *FunctionType:
		return false
	}
	return true
}

// IsValidFunctionResultType is LLVMFunctionType::isValidResultType.
func IsValidFunctionResultType(t ir.Type) bool {
	switch t.(type) {
	case *FunctionType, *MetadataType, *LabelType:
		return false
	}
	return true
}

// ArrayError returns MLIR's message for an invalid array type, or "".
func ArrayError(elem ir.Type) string {
	if !IsValidArrayElementType(elem) {
		return "invalid array element type: " + quoteType(elem)
	}
	return ""
}

// FuncError returns MLIR's message for an invalid function type, or "".
func FuncError(result ir.Type, params []ir.Type) string {
	if !IsValidFunctionResultType(result) {
		return "invalid function result type: " + quoteType(result)
	}
	for _, t := range params {
		if !IsValidFunctionArgType(t) {
			return "invalid function argument type: " + quoteType(t)
		}
	}
	return ""
}

// StructElementError returns MLIR's message for an invalid struct body, or
// "".
func StructElementError(body []ir.Type) string {
	for _, t := range body {
		if !IsValidStructElementType(t) {
			return "invalid LLVM structure element type: " + quoteType(t)
		}
	}
	return ""
}

// IsValidFixedVectorElementType is LLVMFixedVectorType::isValidElementType.
func IsValidFixedVectorElementType(t ir.Type) bool {
	switch t.(type) {
	case *PointerType, *PPCFP128Type:
		return true
	}
	return false
}

// IsValidScalableVectorElementType is
// LLVMScalableVectorType::isValidElementType.
func IsValidScalableVectorElementType(t ir.Type) bool {
	if _, ok := t.(*ir.IntegerType); ok {
		return true
	}
	if _, ok := t.(*PointerType); ok {
		return true
	}
	return IsCompatibleFloatingPointType(t)
}

// VectorError returns MLIR's message for an invalid llvm.vec type, or "".
func VectorError(elem ir.Type, n uint32, scalable bool) string {
	if n == 0 {
		return "the number of vector elements must be positive"
	}
	if scalable && !IsValidScalableVectorElementType(elem) || !scalable && !IsValidFixedVectorElementType(elem) {
		return "invalid vector element type"
	}
	return ""
}

func isScalableBuiltin(v *ir.VectorType) bool {
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// --- compatibility predicates (LLVMTypes.cpp utilities) --------------------

// IsCompatibleFloatingPointType reports bf16, f16, f32, f64, f80, f128 and
// ppc_fp128.
func IsCompatibleFloatingPointType(t ir.Type) bool {
	switch t := t.(type) {
	case *PPCFP128Type:
		return true
	case *ir.FloatType:
		switch t.Kind {
		case ir.BF16, ir.F16, ir.F32, ir.F64, ir.F80, ir.F128:
			return true
		}
	}
	return false
}

// IsCompatibleOuterType is LLVM::isCompatibleOuterType: the outer type is
// one LLVM IR can express (nested types are not checked).
func IsCompatibleOuterType(t ir.Type) bool {
	switch t := t.(type) {
	case *ArrayType, *FunctionType, *LabelType, *MetadataType, *PPCFP128Type, *PointerType,
		*StructType, *TokenType, *TargetExtType, *FixedVectorType, *ScalableVectorType,
		*VoidType, *X86MMXType:
		return true
	case *ir.FloatType:
		return IsCompatibleFloatingPointType(t)
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.VectorType:
		return len(t.Dims) == 1
	}
	return false
}

// IsCompatibleType is LLVM::isCompatibleType: t and everything nested in
// it are types LLVM IR can express.
func IsCompatibleType(t ir.Type) bool {
	return isCompatible(t, nil)
}

func isCompatible(t ir.Type, visiting map[*StructType]bool) bool {
	switch t := t.(type) {
	case *StructType:
		if t.Identified {
			if visiting[t] {
				return true
			}
			if visiting == nil {
				visiting = map[*StructType]bool{}
			}
			visiting[t] = true
			defer delete(visiting, t)
		}
		for _, e := range t.Body() {
			if !isCompatible(e, visiting) {
				return false
			}
		}
		return true
	case *FunctionType:
		if !isCompatible(t.Result, visiting) {
			return false
		}
		for _, e := range t.Params {
			if !isCompatible(e, visiting) {
				return false
			}
		}
		return true
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.VectorType:
		return len(t.Dims) == 1 && isCompatible(t.Elem, visiting)
	case *PointerType:
		return true
	case *TargetExtType:
		for _, e := range t.TypeParams {
			if !isCompatible(e, visiting) {
				return false
			}
		}
		return true
	case *FixedVectorType:
		return isCompatible(t.Elem, visiting)
	case *ScalableVectorType:
		return isCompatible(t.Elem, visiting)
	case *ArrayType:
		return isCompatible(t.Elem, visiting)
	case *ir.FloatType:
		return IsCompatibleFloatingPointType(t)
	case *LabelType, *MetadataType, *PPCFP128Type, *TokenType, *VoidType, *X86MMXType:
		return true
	}
	return false
}

// IsCompatibleVectorType reports 1-D builtin vectors of signless integers,
// LLVM floats or pointers, and llvm.vec types.
func IsCompatibleVectorType(t ir.Type) bool {
	switch t := t.(type) {
	case *FixedVectorType, *ScalableVectorType:
		return true
	case *ir.VectorType:
		if len(t.Dims) != 1 {
			return false
		}
		if it, ok := t.Elem.(*ir.IntegerType); ok {
			return it.IsSignless()
		}
		if _, ok := t.Elem.(*PointerType); ok {
			return true
		}
		if ft, ok := t.Elem.(*ir.FloatType); ok {
			return IsCompatibleFloatingPointType(ft)
		}
	}
	return false
}

// VectorElementType returns the element type of an LLVM-compatible vector.
func VectorElementType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.VectorType:
		return t.Elem
	case *FixedVectorType:
		return t.Elem
	case *ScalableVectorType:
		return t.Elem
	}
	return nil
}

// VectorNumElements returns the (minimum) element count of an
// LLVM-compatible vector and whether it is scalable.
func VectorNumElements(t ir.Type) (n int64, scalable bool) {
	switch t := t.(type) {
	case *ir.VectorType:
		n = 1
		for _, d := range t.Dims {
			n *= d
		}
		return n, isScalableBuiltin(t)
	case *FixedVectorType:
		return int64(t.Len), false
	case *ScalableVectorType:
		return int64(t.MinLen), true
	}
	return 0, false
}

// IsScalableVectorType reports scalable vectors.
func IsScalableVectorType(t ir.Type) bool {
	_, s := VectorNumElements(t)
	return s
}

// VectorType returns the LLVM-compatible vector of n elem, as
// LLVM::getVectorType: an llvm.vec for pointers and ppc_fp128, else a
// builtin vector.
func VectorType(ctx *ir.Context, elem ir.Type, n int64, scalable bool) ir.Type {
	if IsValidFixedVectorElementType(elem) {
		if scalable {
			return ScalableVector(ctx, elem, uint32(n))
		}
		return FixedVector(ctx, elem, uint32(n))
	}
	return ctx.Vector([]int64{n}, []bool{scalable}, elem)
}

// I1SameShape returns i1, or a vector of i1 with the shape of the
// LLVM-compatible vector t (getI1SameShape).
func I1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	i1 := ctx.I(1)
	if IsCompatibleVectorType(t) {
		n, sc := VectorNumElements(t)
		return VectorType(ctx, i1, n, sc)
	}
	return i1
}

// IsLoadableType is LLVM::isLoadableType.
func IsLoadableType(t ir.Type) bool {
	if !IsCompatibleOuterType(t) {
		return false
	}
	switch t := t.(type) {
	case *VoidType, *FunctionType:
		return false
	case *StructType:
		return !t.IsOpaque()
	case *TargetExtType:
		return t.SupportsMemOps()
	}
	return true
}

// SupportsMemOps is LLVMTargetExtType::supportsMemOps.
func (t *TargetExtType) SupportsMemOps() bool {
	return len(t.Name) >= 6 && t.Name[:6] == "spirv." || t.Name == "aarch64.svcount"
}

// CanBeGlobal reports the CanBeGlobal target extension type property.
func (t *TargetExtType) CanBeGlobal() bool {
	return len(t.Name) >= 6 && t.Name[:6] == "spirv."
}

// IsCompatiblePrimitive reports LLVM_PrimitiveType: compatible outer
// types other than void and functions.
func IsCompatiblePrimitive(t ir.Type) bool {
	if !IsCompatibleOuterType(t) {
		return false
	}
	switch t.(type) {
	case *VoidType, *FunctionType:
		return false
	}
	return true
}
