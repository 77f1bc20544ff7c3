package ods_test

import (
	"bytes"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

var (
	anyType = &ods.TypeCons{Def: "AnyType", Summary: "any type"}
	i1Type  = &ods.TypeCons{Def: "I1", Summary: "1-bit signless integer", Build: "i1"}
	idxType = &ods.TypeCons{Def: "Index", Summary: "index", Build: "index"}
	flags   = &ods.Enum{Name: "Flags", Bit: true, Separator: ", ", Cases: []ods.EnumCase{
		{Sym: "none", Str: "none", Value: 0}, {Sym: "a", Str: "a", Value: 1}, {Sym: "b", Str: "b", Value: 2}, {Sym: "all", Str: "all", Value: 3}}}
	pred = &ods.Enum{Name: "Pred", Width: 64, Cases: []ods.EnumCase{{Sym: "eq", Str: "eq", Value: 0}, {Sym: "ne", Str: "ne", Value: 1}}}
)

func testDialect() *ods.Dialect {
	flagsAttr := &ods.AttrCons{Def: "T_FlagsAttr", Summary: "flags", Kind: ods.AttrDialectEnum, Enum: flags, Dialect: "t", Mnemonic: "flags"}
	predAttr := &ods.AttrCons{Def: "T_PredAttr", Summary: "pred", Kind: ods.AttrIntEnum, ValueType: "i64", Enum: pred}
	unit := &ods.AttrCons{Def: "UnitAttr", Summary: "unit attribute", Kind: ods.AttrUnit}
	i64 := &ods.AttrCons{Def: "I64Attr", Summary: "64-bit signless integer attribute", Kind: ods.AttrInt, ValueType: "i64"}
	return &ods.Dialect{
		Name:      "t",
		EnumAttrs: []*ods.EnumAttrDef{{Dialect: "t", Mnemonic: "flags", Enum: flags, Format: "`<` $value `>`"}},
		Ops: []*ods.Spec{
			{Name: "t.add", Operands: []ods.Arg{{Name: "lhs", Type: anyType}, {Name: "rhs", Type: anyType}},
				Results: []ods.Arg{{Name: "res", Type: anyType}},
				Attrs:   []ods.AttrArg{{Name: "flags", Cons: flagsAttr, Default: "::t::Flags::none"}},
				Traits:  []string{"SameOperandsAndResultType"},
				Format:  "$lhs `,` $rhs (`flags` `` $flags^)? attr-dict `:` type($res)"},
			{Name: "t.cmp", Operands: []ods.Arg{{Name: "lhs", Type: anyType}, {Name: "rhs", Type: anyType}},
				Results: []ods.Arg{{Name: "res", Type: i1Type}},
				Attrs:   []ods.AttrArg{{Name: "predicate", Cons: predAttr}},
				Traits:  []string{"SameTypeOperands"},
				Format:  "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"},
			{Name: "t.wait", Operands: []ods.Arg{{Name: "deps", Kind: ods.Variadic, Type: idxType}},
				Attrs:  []ods.AttrArg{{Name: "sync", Cons: unit, Optional: true}, {Name: "n", Cons: i64, Optional: true}},
				Format: "(`sync` $sync^)? (`[` $deps^ `]`)? (`n` `=` $n^)? attr-dict"},
			{Name: "t.pair", Results: []ods.Arg{{Name: "first", Type: anyType}, {Name: "second", Type: anyType}},
				Format: "attr-dict `:` type($first) `,` type($second)"},
		},
	}
}

func run(t *testing.T, src string, generic bool) string {
	t.Helper()
	ctx := ir.NewContext()
	builtin.Register(ctx.Registry)
	funcd.Register(ctx.Registry)
	ods.Register(ctx.Registry, testDialect())
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	f := asm.DefaultFlags()
	f.Generic = generic
	var b bytes.Buffer
	if err := asm.PrintModule(&b, top, f, res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestFormatRoundTrip(t *testing.T) {
	src := `func.func @f(%a: i32, %i: index) {
  %0 = t.add %a, %a : i32
  %1 = t.add %a, %0 flags<a, b> : i32
  %2 = t.add %a, %1 flags<a> {x = 1 : i32} : i32
  %3 = t.cmp ne, %a, %2 : i32
  t.wait
  t.wait sync [%i, %i] n = 4
  %4:2 = t.pair : i32, f32
  return
}
`
	got := run(t, src, false)
	for _, want := range []string{
		"%0 = t.add %arg0, %arg0 : i32\n",
		"%1 = t.add %arg0, %0 flags<all> : i32\n",
		"%2 = t.add %arg0, %1 flags<a> {x = 1 : i32} : i32\n",
		"%3 = t.cmp ne, %arg0, %2 : i32\n",
		"    t.wait\n",
		"t.wait sync[%arg1, %arg1] n = 4\n", // no space before `[` after a keyword, as OpFormatGen
		"%first, %second = t.pair : i32, f32\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	gen := run(t, src, true)
	for _, want := range []string{
		`"t.add"(%arg0, %arg0) <{flags = #t.flags<none>}> : (i32, i32) -> i32`,
		`"t.cmp"(%arg0, %2) <{predicate = 1 : i64}> : (i32, i32) -> i1`,
		`"t.wait"(%arg1, %arg1) <{n = 4 : i64, sync}> : (index, index) -> ()`,
	} {
		if !strings.Contains(gen, want) {
			t.Errorf("missing %q in\n%s", want, gen)
		}
	}
	if again := run(t, gen, false); again != got {
		t.Errorf("generic form does not round-trip:\n%s\nvs\n%s", again, got)
	}
}

func TestFormatErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"func.func @f(%a: i32) {\n  %0 = t.cmp lt, %a, %a : i32\n  return\n}\n", "custom op 't.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne]"},
		{"func.func @f(%a: i32) {\n  %0 = t.cmp \"lt\", %a, %a : i32\n  return\n}\n", `custom op 't.cmp' invalid predicate attribute specification: "lt"`},
		{"func.func @f(%a: i32) {\n  %0 = t.add %a, %a flags<c> : i32\n  return\n}\n", "custom op 't.add' expected Flags to be one of: none, a, b, all"},
		{"func.func @f(%a: i32) {\n  %0 = t.add %a %a : i32\n  return\n}\n", "expected ','"},
	} {
		ctx := ir.NewContext()
		builtin.Register(ctx.Registry)
		funcd.Register(ctx.Registry)
		ods.Register(ctx.Registry, testDialect())
		res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(c.src))
		if res.Errors == nil || !strings.Contains(res.Errors[0].Msg, c.want) {
			t.Errorf("%q: want error %q, got %v", c.src, c.want, res.Errors)
		}
	}
}

func TestEnumStrings(t *testing.T) {
	for v, want := range map[uint64]string{0: "none", 1: "a", 2: "b", 3: "all"} {
		if got := flags.String(v); got != want {
			t.Errorf("String(%d) = %q, want %q", v, got, want)
		}
	}
	if v, ok := flags.Parse("a, b"); !ok || v != 3 {
		t.Errorf("Parse(a, b) = %d, %v", v, ok)
	}
	if _, ok := flags.Parse("a, zz"); ok {
		t.Errorf("Parse accepted an unknown case")
	}
}
