package llvmir

import (
	"strconv"
	"strings"

	"gpuc/internal/target/llvmir/ll"
)

// MangledTypeStr spells t as LLVM's Intrinsic::getName suffixes an
// overloaded intrinsic's name with it (getMangledTypeStr): "f32", "v4f32",
// "nxv2i32", "p1", "a4i32", "sl_i32f32s", "f_i32i64f", "tfoo_i32_7t".
func MangledTypeStr(t ll.Type) string {
	var b strings.Builder
	mangleType(&b, t)
	return b.String()
}

func mangleType(b *strings.Builder, t ll.Type) {
	switch t := t.(type) {
	case *ll.PointerType:
		b.WriteString("p" + strconv.FormatUint(uint64(t.AddrSpace), 10))
	case *ll.ArrayType:
		b.WriteString("a" + strconv.FormatUint(t.Len, 10))
		mangleType(b, t.Elem)
	case *ll.StructType:
		if t.Name != "" {
			b.WriteString("s_" + t.Name)
		} else {
			b.WriteString("sl_")
			for _, f := range t.Fields {
				mangleType(b, f)
			}
		}
		// The trailing "s" keeps nested structs distinguishable.
		b.WriteByte('s')
	case *ll.FuncType:
		b.WriteString("f_")
		mangleType(b, t.Ret)
		for _, p := range t.Params {
			mangleType(b, p)
		}
		if t.VarArg {
			b.WriteString("vararg")
		}
		b.WriteByte('f')
	case *ll.VectorType:
		if t.Scalable {
			b.WriteString("nx")
		}
		b.WriteString("v" + strconv.FormatUint(uint64(t.Len), 10))
		mangleType(b, t.Elem)
	case *ll.TargetExtType:
		b.WriteString("t" + t.Name)
		for _, p := range t.Types {
			b.WriteByte('_')
			mangleType(b, p)
		}
		for _, n := range t.Ints {
			b.WriteString("_" + strconv.FormatUint(uint64(n), 10))
		}
		b.WriteByte('t')
	case *ll.IntType:
		b.WriteString("i" + strconv.FormatUint(uint64(t.Bits), 10))
	case *ll.FloatType:
		b.WriteString([...]string{ll.FHalf: "f16", ll.FBFloat: "bf16", ll.FFloat: "f32", ll.FDouble: "f64",
			ll.FFP128: "f128", ll.FX86FP80: "f80", ll.FPPCFP128: "ppcf128"}[t.Kind])
	case *ll.VoidType:
		b.WriteString("isVoid")
	case *ll.MetadataType:
		b.WriteString("Metadata")
	case *ll.X86MMXType:
		b.WriteString("x86mmx")
	}
}

// IntrinsicName is the name of intrinsic base ("llvm.fabs") overloaded
// on tys ("llvm.fabs.f32"), as Intrinsic::getName.
func IntrinsicName(base string, tys []ll.Type) string {
	var b strings.Builder
	b.WriteString(base)
	for _, t := range tys {
		b.WriteByte('.')
		mangleType(&b, t)
	}
	return b.String()
}
