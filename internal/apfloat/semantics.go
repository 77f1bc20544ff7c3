package apfloat

// nonFiniteBehavior mirrors LLVM's fltNonfiniteBehavior: how Inf and NaN are
// represented.
type nonFiniteBehavior uint8

const (
	// nonFiniteIEEE754: an all-ones exponent field encodes Inf (zero
	// trailing significand) or NaN (non-zero trailing significand).
	nonFiniteIEEE754 nonFiniteBehavior = iota
	// nonFiniteNaNOnly: there is no Inf; operations that would produce Inf
	// produce NaN instead (the Float8 *FN / *FNUZ formats).
	nonFiniteNaNOnly
)

// nanEncoding mirrors LLVM's fltNanEncoding.
type nanEncoding uint8

const (
	// nanEncodingIEEE: NaN is an all-ones exponent with a non-zero
	// trailing significand.
	nanEncodingIEEE nanEncoding = iota
	// nanEncodingAllOnes: NaN is all-ones exponent and all-ones trailing
	// significand (Float8E4M3FN).
	nanEncodingAllOnes
	// nanEncodingNegativeZero: the single NaN is the bit pattern of
	// negative zero (sign set, everything else clear); there is no -0.
	nanEncodingNegativeZero
)

// Semantics describes a binary floating-point format the way LLVM's
// fltSemantics does. Values are only ever used through the package-level
// pointers (F16, BF16, ...); compare them by pointer.
type Semantics struct {
	name string // MLIR builtin type name, e.g. "f16"
	// maxExponent is the largest E such that 2^E is representable.
	maxExponent int
	// minExponent is the smallest E such that 2^E is a normalized number.
	minExponent int
	// precision is the number of significand bits, including the integer
	// bit (implicit or, for x87, explicit).
	precision int
	// sizeInBits is the width of the interchange encoding.
	sizeInBits  int
	nonFinite   nonFiniteBehavior
	nanEnc      nanEncoding
	explicitInt bool // x87 double extended: the integer bit is stored
	// mlirWidth is MLIR's FloatType::getWidth(), which differs from
	// sizeInBits only for tf32 (32 rather than 19).
	mlirWidth int
}

// The semantics of every floating-point type in MLIR 19's builtin dialect.
// Parameters are those of LLVM 19's APFloat semantics table.
var (
	// F16 is IEEE 754 binary16 (LLVM IEEEhalf).
	F16 = &Semantics{name: "f16", maxExponent: 15, minExponent: -14, precision: 11, sizeInBits: 16}
	// BF16 is bfloat16 (LLVM BFloat).
	BF16 = &Semantics{name: "bf16", maxExponent: 127, minExponent: -126, precision: 8, sizeInBits: 16}
	// F32 is IEEE 754 binary32 (LLVM IEEEsingle).
	F32 = &Semantics{name: "f32", maxExponent: 127, minExponent: -126, precision: 24, sizeInBits: 32}
	// F64 is IEEE 754 binary64 (LLVM IEEEdouble).
	F64 = &Semantics{name: "f64", maxExponent: 1023, minExponent: -1022, precision: 53, sizeInBits: 64}
	// F80 is the x87 80-bit double extended format, whose integer bit is
	// explicit (LLVM x87DoubleExtended).
	F80 = &Semantics{name: "f80", maxExponent: 16383, minExponent: -16382, precision: 64, sizeInBits: 80, explicitInt: true}
	// F128 is IEEE 754 binary128 (LLVM IEEEquad).
	F128 = &Semantics{name: "f128", maxExponent: 16383, minExponent: -16382, precision: 113, sizeInBits: 128}
	// TF32 is NVIDIA's TensorFloat-32: 19 bits, 8 exponent bits, 10
	// trailing significand bits (LLVM FloatTF32).
	TF32 = &Semantics{name: "tf32", maxExponent: 127, minExponent: -126, precision: 11, sizeInBits: 19, mlirWidth: 32}
	// F8E5M2 is the IEEE-like 8-bit format with 5 exponent and 2 mantissa
	// bits, with Inf and NaN (LLVM Float8E5M2).
	F8E5M2 = &Semantics{name: "f8E5M2", maxExponent: 15, minExponent: -14, precision: 3, sizeInBits: 8}
	// F8E4M3 is the IEEE-like 8-bit format with 4 exponent and 3 mantissa
	// bits, with Inf and NaN (LLVM Float8E4M3).
	F8E4M3 = &Semantics{name: "f8E4M3", maxExponent: 7, minExponent: -6, precision: 4, sizeInBits: 8}
	// F8E4M3FN has no Inf; NaN is the all-ones pattern (either sign)
	// (LLVM Float8E4M3FN).
	F8E4M3FN = &Semantics{name: "f8E4M3FN", maxExponent: 8, minExponent: -6, precision: 4, sizeInBits: 8,
		nonFinite: nonFiniteNaNOnly, nanEnc: nanEncodingAllOnes}
	// F8E5M2FNUZ has no Inf and no -0; its only NaN is 0x80; bias 16
	// (LLVM Float8E5M2FNUZ).
	F8E5M2FNUZ = &Semantics{name: "f8E5M2FNUZ", maxExponent: 15, minExponent: -15, precision: 3, sizeInBits: 8,
		nonFinite: nonFiniteNaNOnly, nanEnc: nanEncodingNegativeZero}
	// F8E4M3FNUZ has no Inf and no -0; its only NaN is 0x80; bias 8
	// (LLVM Float8E4M3FNUZ).
	F8E4M3FNUZ = &Semantics{name: "f8E4M3FNUZ", maxExponent: 7, minExponent: -7, precision: 4, sizeInBits: 8,
		nonFinite: nonFiniteNaNOnly, nanEnc: nanEncodingNegativeZero}
	// F8E4M3B11FNUZ has no Inf and no -0; its only NaN is 0x80; bias 11
	// (LLVM Float8E4M3B11FNUZ).
	F8E4M3B11FNUZ = &Semantics{name: "f8E4M3B11FNUZ", maxExponent: 4, minExponent: -10, precision: 4, sizeInBits: 8,
		nonFinite: nonFiniteNaNOnly, nanEnc: nanEncodingNegativeZero}
)

// All lists every supported semantics, in the order of LLVM's Semantics
// enum (IEEE-like formats first, x87 last).
var All = []*Semantics{F16, BF16, F32, F64, F128, F8E5M2, F8E5M2FNUZ, F8E4M3, F8E4M3FN,
	F8E4M3FNUZ, F8E4M3B11FNUZ, TF32, F80}

// SemanticsByName returns the semantics of the MLIR builtin float type with
// the given name ("f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
// "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ",
// "f8E4M3B11FNUZ"), or nil if there is none.
func SemanticsByName(mlirTypeName string) *Semantics {
	for _, s := range All {
		if s.name == mlirTypeName {
			return s
		}
	}
	return nil
}

// Name returns the MLIR builtin type name of the format, e.g. "f8E4M3FN".
func (s *Semantics) Name() string { return s.name }

// String returns the MLIR builtin type name of the format.
func (s *Semantics) String() string { return s.name }

// BitWidth returns the width in bits of the format's encoding.
func (s *Semantics) BitWidth() int { return s.sizeInBits }

// MLIRWidth returns the width MLIR's FloatType::getWidth() reports for the
// type: BitWidth(), except 32 for tf32.
func (s *Semantics) MLIRWidth() int {
	if s.mlirWidth != 0 {
		return s.mlirWidth
	}
	return s.sizeInBits
}

// Precision returns the number of significand bits, including the integer
// bit.
func (s *Semantics) Precision() int { return s.precision }

// MaxExponent returns the largest E such that 2^E is representable.
func (s *Semantics) MaxExponent() int { return s.maxExponent }

// MinExponent returns the smallest E such that 2^E is a normal number.
func (s *Semantics) MinExponent() int { return s.minExponent }

// Bias returns the exponent bias of the encoding (1 - MinExponent).
func (s *Semantics) Bias() int { return 1 - s.minExponent }

// HasInf reports whether the format can represent infinities.
func (s *Semantics) HasInf() bool { return s.nonFinite == nonFiniteIEEE754 }

// HasNegativeZero reports whether the format has a distinct -0 (the FNUZ
// formats use that encoding for NaN instead).
func (s *Semantics) HasNegativeZero() bool { return s.nanEnc != nanEncodingNegativeZero }

// trailingBits is the number of stored significand bits excluding an
// implicit integer bit.
func (s *Semantics) trailingBits() uint {
	if s.explicitInt {
		return uint(s.precision)
	}
	return uint(s.precision - 1)
}

// exponentBits is the width of the exponent field.
func (s *Semantics) exponentBits() uint {
	return uint(s.sizeInBits-1) - s.trailingBits()
}
