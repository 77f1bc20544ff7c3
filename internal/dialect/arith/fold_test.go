package arith_test

import (
	"strings"
	"testing"

	"gpuc/internal/apfloat"
	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
)

// foldLast parses ops (arith ops at the top level, arguments from
// "test.arg") and folds the last one. It returns the fold results printed:
// attributes as MLIR prints them, values as "%N" (the index of the
// defining op in the block, or "argN" for test.arg results by order), and
// "inplace" for an in-place fold; "" when nothing folds.
func foldLast(t *testing.T, src string) (string, *ir.Operation) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error in %q: %s", src, res.Errors[0].Msg)
	}
	op := res.Block.Last()
	index := map[*ir.Value]string{}
	i := 0
	for o := res.Block.First(); o != nil; o = o.Next() {
		for j, r := range o.Results() {
			index[r] = "%" + itoa(i)
			if o.NumResults() > 1 {
				index[r] += "#" + itoa(j)
			}
		}
		i++
	}
	results, ok := op.Fold()
	if !ok {
		return "", op
	}
	if len(results) == 0 {
		return "inplace", op
	}
	var parts []string
	for _, r := range results {
		switch {
		case r.Attr != nil:
			parts = append(parts, asm.AttrString(r.Attr))
		case r.Value == op.Result(0):
			parts = append(parts, "inplace")
		default:
			parts = append(parts, index[r.Value])
		}
	}
	return strings.Join(parts, ", "), op
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func TestFolders(t *testing.T) {
	cases := []struct{ src, want string }{
		// Integer arithmetic, any width.
		{"%a = arith.constant 1 : i32\n%b = arith.constant 2 : i32\n%c = arith.addi %a, %b : i32", "3 : i32"},
		{"%a = arith.constant 127 : i8\n%b = arith.constant 1 : i8\n%c = arith.addi %a, %b : i8", "-128 : i8"},
		{"%a = arith.constant 170141183460469231731687303715884105727 : i128\n%c = arith.muli %a, %a : i128", "1 : i128"},
		{"%a = arith.constant -1 : i200\n%b = arith.constant 3 : i200\n%c = arith.muli %a, %b : i200", "-3 : i200"},
		{"%a = arith.constant 5 : index\n%b = arith.constant 7 : index\n%c = arith.subi %a, %b : index", "-2 : index"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.divsi %a, %b : i8", "-3 : i8"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.divui %a, %b : i8", "124 : i8"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.ceildivsi %a, %b : i8", "-3 : i8"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.floordivsi %a, %b : i8", "-4 : i8"},
		{"%a = arith.constant 7 : i8\n%b = arith.constant 2 : i8\n%c = arith.ceildivui %a, %b : i8", "4 : i8"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.remsi %a, %b : i8", "-1 : i8"},
		{"%a = arith.constant -7 : i8\n%b = arith.constant 2 : i8\n%c = arith.remui %a, %b : i8", "1 : i8"},
		{"%a = arith.constant -128 : i8\n%b = arith.constant -1 : i8\n%c = arith.divsi %a, %b : i8", ""},
		{"%a = arith.constant 1 : i8\n%b = arith.constant 0 : i8\n%c = arith.divui %a, %b : i8", ""},
		{"%a = arith.constant -128 : i8\n%b = arith.constant 2 : i8\n%c = arith.ceildivsi %a, %b : i8", ""},
		{"%a = arith.constant -128 : i8\n%b = arith.constant -1 : i8\n%c = arith.floordivsi %a, %b : i8", ""},
		{"%a = arith.constant 1 : i8\n%b = arith.constant 7 : i8\n%c = arith.shli %a, %b : i8", "-128 : i8"},
		{"%a = arith.constant 1 : i8\n%b = arith.constant 8 : i8\n%c = arith.shli %a, %b : i8", ""},
		{"%a = arith.constant -128 : i8\n%b = arith.constant 7 : i8\n%c = arith.shrsi %a, %b : i8", "-1 : i8"},
		{"%a = arith.constant -128 : i8\n%b = arith.constant 7 : i8\n%c = arith.shrui %a, %b : i8", "1 : i8"},
		{"%a = arith.constant -5 : i32\n%b = arith.constant 3 : i32\n%c = arith.maxui %a, %b : i32", "-5 : i32"},
		{"%a = arith.constant -5 : i32\n%b = arith.constant 3 : i32\n%c = arith.minsi %a, %b : i32", "-5 : i32"},
		{"%a = arith.constant 12 : i8\n%b = arith.constant 10 : i8\n%c = arith.xori %a, %b : i8", "6 : i8"},
		{"%a = arith.constant -56 : i8\n%b = arith.constant 100 : i8\n%c:2 = arith.addui_extended %a, %b : i8, i1", "44 : i8, true"},
		{"%a = arith.constant 100 : i8\n%b = arith.constant -128 : i8\n%c:2 = arith.mulsi_extended %a, %b : i8", "0 : i8, -50 : i8"},
		{"%a = arith.constant 100 : i8\n%b = arith.constant -1 : i8\n%c:2 = arith.mului_extended %a, %b : i8", "-100 : i8, 99 : i8"},
		{"%a = arith.constant -5 : i32\n%b = arith.constant 3 : i32\n%c = arith.cmpi ult, %a, %b : i32", "false"},
		{"%a = arith.constant -5 : i32\n%b = arith.constant 3 : i32\n%c = arith.cmpi slt, %a, %b : i32", "true"},

		// Vectors: splats stay splats; mixed operands fold elementwise.
		{"%a = arith.constant dense<3> : vector<4xi32>\n%c = arith.muli %a, %a : vector<4xi32>", "dense<9> : vector<4xi32>"},
		{"%a = arith.constant dense<[1, 2]> : vector<2xi32>\n%b = arith.constant dense<3> : vector<2xi32>\n%c = arith.addi %a, %b : vector<2xi32>", "dense<[4, 5]> : vector<2xi32>"},
		{"%a = arith.constant dense<[1, 2]> : vector<2xi32>\n%b = arith.constant dense<[2, 1]> : vector<2xi32>\n%c = arith.cmpi slt, %a, %b : vector<2xi32>", "dense<[true, false]> : vector<2xi1>"},
		{"%a = arith.constant dense<[1, 3]> : vector<2xi32>\n%b = arith.constant dense<[3, 1]> : vector<2xi32>\n%c = arith.addi %a, %b : vector<2xi32>", "dense<4> : vector<2xi32>"},
		{"%a = arith.constant dense<[1, 2, 3]> : vector<3xi32>\n%b = arith.constant dense<[1, 40, 2]> : vector<3xi32>\n%c = arith.shli %a, %b : vector<3xi32>", "dense<[2, 0, 12]> : vector<3xi32>"},
		{"%a = arith.constant dense<[1, 2, 3]> : vector<3xi32>\n%b = arith.constant dense<[1, 0, 2]> : vector<3xi32>\n%c = arith.floordivsi %a, %b : vector<3xi32>", "dense<[1, 2, 1]> : vector<3xi32>"},
		{"%a = arith.constant dense<[1, 2, 3]> : vector<3xi32>\n%b = arith.constant dense<[1, 0, 2]> : vector<3xi32>\n%c = arith.divsi %a, %b : vector<3xi32>", ""},

		// Floats.
		{"%a = arith.constant 1.5 : f32\n%b = arith.constant -2.25 : f32\n%c = arith.addf %a, %b : f32", "-7.500000e-01 : f32"},
		{"%a = arith.constant 0.1 : f64\n%b = arith.constant 0.2 : f64\n%c = arith.addf %a, %b : f64", "0.30000000000000004 : f64"},
		{"%a = arith.constant 1.0 : f32\n%b = arith.constant 0.0 : f32\n%c = arith.divf %a, %b : f32", "0x7F800000 : f32"},
		{"%a = arith.constant 0.0 : f32\n%c = arith.divf %a, %a : f32", "0x7FC00000 : f32"},
		{"%a = arith.constant 300.5 : f32\n%b = arith.constant -2.75 : f32\n%c = arith.remf %a, %b : f32", "7.500000e-01 : f32"},
		{"%a = arith.constant -300.5 : f32\n%b = arith.constant 2.75 : f32\n%c = arith.remf %a, %b : f32", "-7.500000e-01 : f32"},
		{"%a = arith.constant 65504.0 : f16\n%c = arith.addf %a, %a : f16", "0x7C00 : f16"},
		{"%a = arith.constant 0x7FC00000 : f32\n%b = arith.constant -1.0 : f32\n%c = arith.mulf %a, %b : f32", "0x7FC00000 : f32"},
		{"%a = arith.constant -0.0 : f32\n%c = arith.addf %a, %a : f32", "%0"}, // addf(x, -0) -> x
		{"%a = arith.constant -0.0 : f32\n%b = arith.constant 0.0 : f32\n%c = arith.subf %a, %b : f32", "%0"},
		{"%a = arith.constant -0.0 : f32\n%b = arith.constant -0.0 : f32\n%c = arith.mulf %a, %b : f32", "0.000000e+00 : f32"},
		{"%a = arith.constant 0.0 : f32\n%b = arith.constant -0.0 : f32\n%c = arith.subf %b, %a : f32", "%1"},
		{"%a = arith.constant 1.0 : f32\n%b = arith.constant 1.0 : f32\n%c = arith.subf %a, %b : f32", "0.000000e+00 : f32"},
		{"%a = arith.constant 0.0 : f32\n%b = arith.constant -0.0 : f32\n%c = arith.minnumf %a, %b : f32", "-0.000000e+00 : f32"},
		{"%a = arith.constant 0x7FC00000 : f32\n%b = arith.constant 1.0 : f32\n%c = arith.minnumf %a, %b : f32", "1.000000e+00 : f32"},
		{"%a = arith.constant 0x7FC00000 : f32\n%b = arith.constant 1.0 : f32\n%c = arith.maxnumf %a, %b : f32", "0x7FC00000 : f32"},
		{"%a = arith.constant 0x7FC00000 : f32\n%b = arith.constant 1.0 : f32\n%c = arith.maximumf %b, %a : f32", "0x7FC00000 : f32"},
		{"%a = arith.constant dense<[1.5, -2.5]> : vector<2xf32>\n%c = arith.negf %a : vector<2xf32>", "dense<[-1.500000e+00, 2.500000e+00]> : vector<2xf32>"},
		{"%a = arith.constant 1.0 : f32\n%b = arith.constant 2.0 : f32\n%c = arith.cmpf olt, %a, %b : f32", "true"},
		{"%x = \"test.arg\"() : () -> f32\n%n = arith.constant 0x7FC00000 : f32\n%c = arith.cmpf uno, %x, %n : f32", "true"},
		{"%a = arith.constant dense<1.0> : vector<2xf32>\n%c = arith.cmpf oeq, %a, %a : vector<2xf32>", ""},

		// Casts.
		{"%a = arith.constant -1 : i8\n%c = arith.extsi %a : i8 to i32", "-1 : i32"},
		{"%a = arith.constant -1 : i8\n%c = arith.extui %a : i8 to i32", "255 : i32"},
		{"%a = arith.constant 300 : i32\n%c = arith.trunci %a : i32 to i8", "44 : i8"},
		{"%a = arith.constant -1 : i8\n%c = arith.index_cast %a : i8 to index", "-1 : index"},
		{"%a = arith.constant -1 : i8\n%c = arith.index_castui %a : i8 to index", "255 : index"},
		{"%a = arith.constant 4096 : index\n%c = arith.index_castui %a : index to i8", "0 : i8"},
		{"%a = arith.constant -1 : i8\n%c = arith.sitofp %a : i8 to f32", "-1.000000e+00 : f32"},
		{"%a = arith.constant -1 : i8\n%c = arith.uitofp %a : i8 to f32", "2.550000e+02 : f32"},
		{"%a = arith.constant 16777217 : i32\n%c = arith.sitofp %a : i32 to f32", "0x4B800000 : f32"},
		{"%a = arith.constant 65536 : i32\n%c = arith.uitofp %a : i32 to f16", "0x7C00 : f16"},
		{"%a = arith.constant -2.75 : f32\n%c = arith.fptosi %a : f32 to i8", "-2 : i8"},
		{"%a = arith.constant -2.75 : f32\n%c = arith.fptoui %a : f32 to i8", ""},
		{"%a = arith.constant -0.5 : f32\n%c = arith.fptoui %a : f32 to i8", "0 : i8"},
		{"%a = arith.constant 300.5 : f32\n%c = arith.fptosi %a : f32 to i8", ""},
		{"%a = arith.constant 0x7FC00000 : f32\n%c = arith.fptosi %a : f32 to i32", ""},
		{"%a = arith.constant 0.5 : f32\n%c = arith.truncf %a : f32 to f16", "5.000000e-01 : f16"},
		{"%a = arith.constant 0.1 : f32\n%c = arith.truncf %a : f32 to f16", ""},
		{"%a = arith.constant 0.1 : f32\n%c = arith.extf %a : f32 to f64", "0.10000000149011612 : f64"},
		{"%a = arith.constant 0x7FA00000 : f32\n%c = arith.extf %a : f32 to f64", ""},
		{"%a = arith.constant -2.75 : f32\n%c = arith.bitcast %a : f32 to i32", "-1070596096 : i32"},
		{"%a = arith.constant dense<[1, 1065353216]> : vector<2xi32>\n%c = arith.bitcast %a : vector<2xi32> to vector<2xf32>", "dense<[1.401300e-45, 1.000000e+00]> : vector<2xf32>"},
		{"%a = arith.constant dense<[1.5, -2.5]> : vector<2xf32>\n%c = arith.fptosi %a : vector<2xf32> to vector<2xi32>", "dense<[1, -2]> : vector<2xi32>"},

		// Identities.
		{"%x = \"test.arg\"() : () -> i32\n%z = arith.constant 0 : i32\n%c = arith.addi %x, %z : i32", "%0"},
		{"%x = \"test.arg\"() : () -> i32\n%c = arith.subi %x, %x : i32", "0 : i32"},
		{"%x = \"test.arg\"() : () -> vector<2xi32>\n%c = arith.subi %x, %x : vector<2xi32>", "dense<0> : vector<2xi32>"},
		{"%x = \"test.arg\"() : () -> i32\n%z = arith.constant 0 : i32\n%c = arith.muli %x, %z : i32", "%1"},
		{"%x = \"test.arg\"() : () -> i32\n%o = arith.constant 1 : i32\n%c = arith.remui %x, %o : i32", "0 : i32"},
		{"%x = \"test.arg\"() : () -> i32\n%y = \"test.arg\"() : () -> i32\n%s = arith.subi %x, %y : i32\n%c = arith.addi %s, %y : i32", "%0"},
		{"%x = \"test.arg\"() : () -> i32\n%y = \"test.arg\"() : () -> i32\n%s = arith.addi %x, %y : i32\n%c = arith.subi %s, %x : i32", "%1"},
		{"%x = \"test.arg\"() : () -> i8\n%m = arith.constant -1 : i8\n%n = arith.xori %x, %m : i8\n%c = arith.andi %n, %x : i8", "0 : i8"},
		{"%x = \"test.arg\"() : () -> i8\n%m = arith.constant -1 : i8\n%n = arith.xori %x, %m : i8\n%c = arith.ori %x, %n : i8", "%1"},
		{"%x = \"test.arg\"() : () -> i8\n%m = arith.constant -1 : i8\n%c = arith.ori %x, %m : i8", "-1 : i8"},
		{"%x = \"test.arg\"() : () -> i8\n%y = \"test.arg\"() : () -> i8\n%n = arith.xori %x, %y : i8\n%c = arith.xori %y, %n : i8", "%0"},
		{"%x = \"test.arg\"() : () -> i8\n%y = \"test.arg\"() : () -> i8\n%n = arith.andi %x, %y : i8\n%c = arith.andi %y, %n : i8", "%2"},
		{"%x = \"test.arg\"() : () -> i16\n%m = arith.constant 32767 : i16\n%c = arith.maxsi %x, %m : i16", "%1"},
		{"%x = \"test.arg\"() : () -> i16\n%m = arith.constant 0 : i16\n%c = arith.maxui %x, %m : i16", "%0"},
		{"%x = \"test.arg\"() : () -> f32\n%n = arith.negf %x : f32\n%c = arith.negf %n : f32", "%0"},
		{"%x = \"test.arg\"() : () -> f32\n%z = arith.constant -0.0 : f32\n%c = arith.addf %x, %z : f32", "%0"},
		{"%x = \"test.arg\"() : () -> f32\n%z = arith.constant 0.0 : f32\n%c = arith.addf %x, %z : f32", ""},
		{"%x = \"test.arg\"() : () -> f32\n%o = arith.constant dense<1.0> : vector<2xf32>\n%y = \"test.arg\"() : () -> vector<2xf32>\n%c = arith.divf %y, %o : vector<2xf32>", "%2"},
		{"%x = \"test.arg\"() : () -> f32\n%i = arith.constant 0xFF800000 : f32\n%c = arith.maximumf %x, %i : f32", "%0"},
		{"%x = \"test.arg\"() : () -> f32\n%t = arith.truncf %x fastmath<contract> : f32 to f16\n%c = arith.extf %t fastmath<fast> : f16 to f32", "%0"},
		{"%x = \"test.arg\"() : () -> f32\n%t = arith.truncf %x : f32 to f16\n%c = arith.extf %t fastmath<fast> : f16 to f32", ""},
		{"%x = \"test.arg\"() : () -> i8\n%e = arith.extui %x : i8 to i32\n%c = arith.trunci %e : i32 to i8", "%0"},
		{"%x = \"test.arg\"() : () -> i1\n%e = arith.extsi %x : i1 to i32\n%z = arith.constant 0 : i32\n%c = arith.cmpi ne, %e, %z : i32", "%0"},
		{"%x = \"test.arg\"() : () -> i32\n%c = arith.cmpi sle, %x, %x : i32", "true"},
		{"%x = \"test.arg\"() : () -> vector<3xi32>\n%c = arith.cmpi ne, %x, %x : vector<3xi32>", "dense<false> : vector<3xi1>"},
		{"%c0 = \"test.arg\"() : () -> i1\n%x = \"test.arg\"() : () -> i32\n%c = arith.select %c0, %x, %x : i32", "%1"},
		{"%t = arith.constant true\n%x = \"test.arg\"() : () -> i32\n%y = \"test.arg\"() : () -> i32\n%c = arith.select %t, %x, %y : i32", "%1"},
		{"%b = \"test.arg\"() : () -> i1\n%t = arith.constant true\n%f = arith.constant false\n%c = arith.select %b, %t, %f : i1", "%0"},
		{"%x = \"test.arg\"() : () -> i32\n%y = \"test.arg\"() : () -> i32\n%e = arith.cmpi ne, %x, %y : i32\n%c = arith.select %e, %y, %x : i32", "%1"},
		{"%m = arith.constant dense<[true, false]> : vector<2xi1>\n%a = arith.constant dense<[1, 2]> : vector<2xi32>\n%b = arith.constant dense<7> : vector<2xi32>\n%c = arith.select %m, %a, %b : vector<2xi1>, vector<2xi32>", "dense<[1, 7]> : vector<2xi32>"},
		{"%x = \"test.arg\"() : () -> i32\n%z = arith.constant 0 : i32\n%c:2 = arith.addui_extended %x, %z : i32, i1", "%0, false"},
		{"%x = \"test.arg\"() : () -> i32\n%o = arith.constant 1 : i32\n%c:2 = arith.mului_extended %x, %o : i32", "%0, 0 : i32"},
		{"%a = arith.constant 42 : i32", "42 : i32"}, // a constant folds to its value
	}
	for _, c := range cases {
		got, _ := foldLast(t, c.src)
		if got != c.want {
			t.Errorf("%s\ngot:  %q\nwant: %q", c.src, got, c.want)
		}
	}
}

// TestInPlaceFolds checks the folds that change the op instead of
// replacing it.
func TestInPlaceFolds(t *testing.T) {
	cases := []struct{ src, want string }{
		{"%x = \"test.arg\"() : () -> i8\n%a = arith.extui %x : i8 to i16\n%c = arith.extui %a : i16 to i32", "%0 = arith.extui %x : i8 to i32"},
		{"%x = \"test.arg\"() : () -> i64\n%a = arith.trunci %x : i64 to i32\n%c = arith.trunci %a : i32 to i8", "%0 = arith.trunci %x : i64 to i8"},
		{"%x = \"test.arg\"() : () -> i32\n%a = arith.extsi %x : i32 to i64\n%c = arith.trunci %a : i64 to i16", "%0 = arith.trunci %x : i32 to i16"},
		{"%x = \"test.arg\"() : () -> i32\n%k = arith.constant 5 : i32\n%c = arith.cmpi slt, %k, %x : i32", "%0 = arith.cmpi sgt, %x, %k : i32"},
		// The Commutative trait moves constants right.
		{"%x = \"test.arg\"() : () -> i32\n%k = arith.constant 5 : i32\n%c = arith.addi %k, %x : i32", "%0 = arith.addi %x, %k : i32"},
	}
	for _, c := range cases {
		got, op := foldLast(t, c.src)
		if got != "inplace" {
			t.Errorf("%s: got %q, want an in-place fold", c.src, got)
			continue
		}
		text := printOp(op)
		if text != c.want {
			t.Errorf("%s\ngot:  %s\nwant: %s", c.src, text, c.want)
		}
	}
}

// printOp prints op's custom form with its operands named after the
// sources' ops (%x for test.arg results, %k for constants).
func printOp(op *ir.Operation) string {
	var operands []string
	for _, v := range op.Operands() {
		name := "%?"
		if d := v.DefiningOp(); d != nil {
			switch d.Name() {
			case "test.arg":
				name = "%x"
			case "arith.constant":
				name = "%k"
			}
		}
		operands = append(operands, name)
	}
	s := "%0 = " + op.Name() + " "
	if p, ok := op.Attr("predicate").(*ir.IntegerAttr); ok {
		preds := []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
		s += preds[p.Int64()] + ", "
	}
	s += strings.Join(operands, ", ") + " : " + asm.TypeString(op.Operand(0).Type())
	if op.Name() != "arith.cmpi" && op.Result(0).Type() != op.Operand(0).Type() {
		s += " to " + asm.TypeString(op.Result(0).Type())
	}
	return s
}

// TestMaterializeConstant checks which attributes the dialect turns into
// arith.constant.
func TestMaterializeConstant(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	d := ctx.Registry.Dialect("arith")
	if d == nil || d.MaterializeConstant == nil {
		t.Fatal("arith has no constant materializer")
	}
	b := ir.NewBuilder(ctx)
	i32 := ctx.I(32)
	ui32 := ctx.IntegerType(32, ir.Unsigned)
	f32 := ctx.Float(ir.F32)
	half, _ := apfloat.FromFloat64(apfloat.F32, 0.5)
	cases := []struct {
		attr ir.Attribute
		t    ir.Type
		ok   bool
	}{
		{ctx.IntegerAttrInt64(i32, 7), i32, true},
		{ctx.IntegerAttrInt64(i32, 7), ctx.I(64), false},
		{ctx.IntegerAttrInt64(ui32, 7), ui32, false},
		{ctx.IntegerAttrInt64(ctx.Index(), 7), ctx.Index(), true},
		{ctx.Bool(true), ctx.I(1), true},
		{ctx.FloatAttr(f32, half), f32, true},
		{ctx.FloatAttr(f32, half), ctx.Float(ir.F64), false},
		{ctx.String("x"), i32, false},
		{ctx.Unit(), i32, false},
	}
	for i, c := range cases {
		op := d.MaterializeConstant(b, c.attr, c.t, ctx.Unknown())
		if (op != nil) != c.ok {
			t.Errorf("case %d: materialized %v, want %v", i, op != nil, c.ok)
			continue
		}
		if op != nil && (op.Name() != "arith.constant" || op.Attr("value") != c.attr || op.Result(0).Type() != c.t) {
			t.Errorf("case %d: got %s", i, op.Name())
		}
	}
}
