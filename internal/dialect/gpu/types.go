package gpu

import (
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// AsyncTokenType is `!gpu.async.token`.
type AsyncTokenType struct{ ir.TypeBase }

// SparseDnTensorHandleType is `!gpu.sparse.dntensor_handle`.
type SparseDnTensorHandleType struct{ ir.TypeBase }

// SparseSpMatHandleType is `!gpu.sparse.spmat_handle`.
type SparseSpMatHandleType struct{ ir.TypeBase }

// SparseSpGEMMOpHandleType is `!gpu.sparse.spgemmop_handle`.
type SparseSpGEMMOpHandleType struct{ ir.TypeBase }

// MMAMatrixType is `!gpu.mma_matrix<16x16xf16, "AOp">`.
type MMAMatrixType struct {
	ir.TypeBase
	Shape   []int64
	Elem    ir.Type
	Operand string // "AOp", "BOp" or "COp"
}

// ElementType returns the element type of the matrix.
func (t *MMAMatrixType) ElementType() ir.Type { return t.Elem }

// AsyncToken returns `!gpu.async.token`.
func AsyncToken(ctx *ir.Context) *AsyncTokenType {
	return ir.Intern(ctx, ir.KeyOfName("gpu.async.token"), func() *AsyncTokenType { return &AsyncTokenType{} })
}

// SparseDnTensorHandle returns `!gpu.sparse.dntensor_handle`.
func SparseDnTensorHandle(ctx *ir.Context) *SparseDnTensorHandleType {
	return ir.Intern(ctx, ir.KeyOfName("gpu.sparse.dntensor_handle"), func() *SparseDnTensorHandleType { return &SparseDnTensorHandleType{} })
}

// SparseSpMatHandle returns `!gpu.sparse.spmat_handle`.
func SparseSpMatHandle(ctx *ir.Context) *SparseSpMatHandleType {
	return ir.Intern(ctx, ir.KeyOfName("gpu.sparse.spmat_handle"), func() *SparseSpMatHandleType { return &SparseSpMatHandleType{} })
}

// SparseSpGEMMOpHandle returns `!gpu.sparse.spgemmop_handle`.
func SparseSpGEMMOpHandle(ctx *ir.Context) *SparseSpGEMMOpHandleType {
	return ir.Intern(ctx, ir.KeyOfName("gpu.sparse.spgemmop_handle"), func() *SparseSpGEMMOpHandleType { return &SparseSpGEMMOpHandleType{} })
}

// MMAMatrix returns `!gpu.mma_matrix<shape x elem, "operand">` (unchecked;
// see VerifyMMAMatrix).
func MMAMatrix(ctx *ir.Context, shape []int64, elem ir.Type, operand string) *MMAMatrixType {
	k := ir.KeyOfName("gpu.mma_matrix").Int(int64(len(shape)))
	for _, d := range shape {
		k.Int(d)
	}
	k.Type(elem).Str(operand)
	return ir.Intern(ctx, k, func() *MMAMatrixType {
		return &MMAMatrixType{Shape: append([]int64(nil), shape...), Elem: elem, Operand: operand}
	})
}

// IsValidMMAElementType reports whether t may be the element type of an
// mma_matrix: f16, f32, si8, ui8 or i32 (any signedness).
func IsValidMMAElementType(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FloatType:
		return t.Kind == ir.F16 || t.Kind == ir.F32
	case *ir.IntegerType:
		return (t.Width == 8 && t.Signedness != ir.Signless) || t.Width == 32
	}
	return false
}

// VerifyMMAMatrix returns MLIR's message for invalid mma_matrix parameters,
// or "".
func VerifyMMAMatrix(shape []int64, elem ir.Type, operand string) string {
	if operand != "AOp" && operand != "BOp" && operand != "COp" {
		return "operand expected to be one of AOp, BOp or COp"
	}
	if len(shape) != 2 {
		return "MMAMatrixType must have exactly two dimensions"
	}
	if !IsValidMMAElementType(elem) {
		return "MMAMatrixType elements must be SI8, UI8, I32, F16, or F32"
	}
	return ""
}

func init() {
	// GPUDialect::parseType returns these after the keyword and MLIR does
	// not check that the rest of the body (`!gpu.async.token<1>`) is
	// consumed; gpuc ignores it too.
	keyword := func(build func(*ir.Context) ir.Type) func(p *asm.Parser) ir.Type {
		return func(p *asm.Parser) ir.Type {
			p.SkipAngleGroup()
			return build(p.Context())
		}
	}
	typeParsers["async.token"] = keyword(func(c *ir.Context) ir.Type { return AsyncToken(c) })
	typeParsers["sparse.dntensor_handle"] = keyword(func(c *ir.Context) ir.Type { return SparseDnTensorHandle(c) })
	typeParsers["sparse.spmat_handle"] = keyword(func(c *ir.Context) ir.Type { return SparseSpMatHandle(c) })
	typeParsers["sparse.spgemmop_handle"] = keyword(func(c *ir.Context) ir.Type { return SparseSpGEMMOpHandle(c) })
	typeParsers["mma_matrix"] = parseMMAMatrix
}

// parseMMAMatrix parses `<16x16xf16, "AOp">` as GPUDialect::parseType.
func parseMMAMatrix(p *asm.Parser) ir.Type {
	// MLIR reports verification errors at the start of the type name,
	// which directly precedes the parser's position.
	begin := p.Offset() - len("mma_matrix")
	p.Expect("<", "expected '<'")
	shape := p.ParseDimensionList(false)
	elem := p.ParseType()
	p.Expect(",", "expected ','")
	if !p.IsString() {
		p.Errorf("expected string")
	}
	operand := p.ParseStringLiteral()
	p.Expect(">", "expected '>'")
	if msg := VerifyMMAMatrix(shape, elem, operand); msg != "" {
		p.ErrorAt(begin, "%s", msg)
	}
	return MMAMatrix(p.Context(), shape, elem, operand)
}

// printType writes a gpu type without the `!gpu.` prefix.
func printType(pr *asm.Printer, t ir.Type) bool {
	switch t := t.(type) {
	case *AsyncTokenType:
		pr.WriteString("async.token")
	case *SparseDnTensorHandleType:
		pr.WriteString("sparse.dntensor_handle")
	case *SparseSpMatHandleType:
		pr.WriteString("sparse.spmat_handle")
	case *SparseSpGEMMOpHandleType:
		pr.WriteString("sparse.spgemmop_handle")
	case *MMAMatrixType:
		pr.WriteString("mma_matrix<")
		for _, d := range t.Shape {
			pr.WriteString(strconv.FormatInt(d, 10))
			pr.WriteString("x")
		}
		pr.PrintType(t.Elem)
		pr.WriteString(", \"")
		pr.WriteString(t.Operand)
		pr.WriteString("\">")
	default:
		return false
	}
	return true
}
