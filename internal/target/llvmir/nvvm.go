package llvmir

import (
	"strconv"
	"strings"

	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/target/llvmir/ll"
)

// The nvvm ops below are those whose MLIR 19 builders
// (NVVMConversions.inc, NVVMToLLVMIRTranslation.cpp) pick the intrinsic
// from attributes or operand presence; the rest are in uniformOps.

func init() {
	// Ops calling one intrinsic on their operands, in order.
	for name, id := range map[string]string{
		"nvvm.mbarrier.arrive.nocomplete":        "nvvm_mbarrier_arrive_noComplete",
		"nvvm.mbarrier.arrive.nocomplete.shared": "nvvm_mbarrier_arrive_noComplete_shared",
		"nvvm.mbarrier.arrive":                   "nvvm_mbarrier_arrive",
		"nvvm.mbarrier.arrive.shared":            "nvvm_mbarrier_arrive_shared",
		"nvvm.mbarrier.inval":                    "nvvm_mbarrier_inval",
		"nvvm.mbarrier.inval.shared":             "nvvm_mbarrier_inval_shared",
		"nvvm.mbarrier.test.wait":                "nvvm_mbarrier_test_wait",
		"nvvm.mbarrier.test.wait.shared":         "nvvm_mbarrier_test_wait_shared",
		"nvvm.bar.warp.sync":                     "nvvm_bar_warp_sync",
		"nvvm.vote.ballot.sync":                  "nvvm_vote_ballot_sync",
	} {
		RegisterOp(name, callOperands(id, nil))
	}
	// mbarrier.init takes the address and the count (its predicate only
	// matters to the PTX lowering).
	RegisterOp("nvvm.mbarrier.init", callOperands("nvvm_mbarrier_init", []string{"addr", "count"}))
	RegisterOp("nvvm.mbarrier.init.shared", callOperands("nvvm_mbarrier_init_shared", []string{"addr", "count"}))
	RegisterOp("nvvm.barrier", translateNVVMBarrier)
	for name, id := range map[string]string{
		"nvvm.cluster.arrive":         "nvvm_barrier_cluster_arrive",
		"nvvm.cluster.arrive.relaxed": "nvvm_barrier_cluster_arrive_relaxed",
		"nvvm.cluster.wait":           "nvvm_barrier_cluster_wait",
	} {
		RegisterOp(name, func(t *Translator, op *ir.Operation) error {
			if unitAttr(op, "aligned") {
				return t.call(op, id+"_aligned", nil, nil)
			}
			return t.call(op, id, nil, nil)
		})
	}
	RegisterOp("nvvm.cp.async.bulk.wait_group", func(t *Translator, op *ir.Operation) error {
		id := "nvvm_cp_async_bulk_wait_group"
		if unitAttr(op, "read") {
			id += "_read"
		}
		g, _ := intAttr(op, "group")
		return t.call(op, id, nil, []ll.Value{i32(g)})
	})
	for name, id := range map[string]string{
		"nvvm.cp.async.mbarrier.arrive":        "nvvm_cp_async_mbarrier_arrive",
		"nvvm.cp.async.mbarrier.arrive.shared": "nvvm_cp_async_mbarrier_arrive_shared",
	} {
		RegisterOp(name, func(t *Translator, op *ir.Operation) error {
			id := id
			if unitAttr(op, "noinc") {
				// nvvm_cp_async_mbarrier_arrive[_shared] → ..._noinc[_shared]
				id = "nvvm_cp_async_mbarrier_arrive_noinc" + id[len("nvvm_cp_async_mbarrier_arrive"):]
			}
			return t.call(op, id, nil, []ll.Value{t.Lookup(ods.Operand(op, "addr"))})
		})
	}
	RegisterOp("nvvm.cp.async.shared.global", translateCpAsync)
	RegisterOp("nvvm.cp.async.wait.group", func(t *Translator, op *ir.Operation) error {
		n, _ := intAttr(op, "n")
		return t.call(op, "nvvm_cp_async_wait_group", nil, []ll.Value{i32(n)})
	})
	RegisterOp("nvvm.ldmatrix", func(t *Translator, op *ir.Operation) error {
		num, _ := intAttr(op, "num")
		if num != 1 && num != 2 && num != 4 {
			return t.Errorf(op, "unsupported ldmatrix count %d", num)
		}
		id := "nvvm_ldmatrix_sync_aligned_m8n8_x" + strconv.FormatInt(num, 10)
		if enumCase(op, "layout") != "row" {
			id += "_trans"
		}
		args := t.LookupAll(op.Operands())
		return t.call(op, id+"_b16", []ll.Type{args[0].Type()}, args)
	})
	RegisterOp("nvvm.redux.sync", func(t *Translator, op *ir.Operation) error {
		kind := enumCase(op, "kind")
		switch kind {
		case "add", "umax", "umin", "and", "or", "xor", "max", "min":
		default:
			return t.Errorf(op, "unsupported redux kind %q", kind)
		}
		return t.call(op, "nvvm_redux_sync_"+kind, nil,
			[]ll.Value{t.Lookup(ods.Operand(op, "val")), t.Lookup(ods.Operand(op, "mask_and_clamp"))})
	})
	RegisterOp("nvvm.setmaxregister", func(t *Translator, op *ir.Operation) error {
		id := "nvvm_setmaxnreg_dec_sync_aligned_u32"
		if enumCase(op, "action") == "increase" {
			id = "nvvm_setmaxnreg_inc_sync_aligned_u32"
		}
		n, _ := intAttr(op, "regCount")
		return t.call(op, id, nil, []ll.Value{i32(n)})
	})
	RegisterOp("nvvm.shfl.sync", translateShfl)
}

// call emits a call of intrinsic id and maps the op's result (if any)
// to it, as the builders' `$res = createIntrinsicCall(builder, id, args, tys)`.
func (t *Translator) call(op *ir.Operation, id string, overloads []ll.Type, args []ll.Value) error {
	var ret ll.Type
	if op.NumResults() == 1 {
		var err error
		if ret, err = t.Type(op.Result(0).Type()); err != nil {
			return err
		}
	}
	inst, err := t.CallIntrinsic(id, overloads, ret, args)
	if err != nil {
		return t.Errorf(op, "%v", err)
	}
	if op.NumResults() == 1 {
		t.Map(op.Result(0), inst)
	}
	return nil
}

// callOperands translates an op into a call of id on its operands (the
// named operand groups, in order, when names is set).
func callOperands(id string, names []string) OpTranslator {
	return func(t *Translator, op *ir.Operation) error {
		var args []ll.Value
		if names == nil {
			args = t.LookupAll(op.Operands())
		} else {
			for _, n := range names {
				args = append(args, t.Lookup(ods.Operand(op, n)))
			}
		}
		return t.call(op, id, nil, args)
	}
}

// translateNVVMBarrier picks barrier (id and thread count), barrier.n (id)
// or barrier0 by the operands present.
func translateNVVMBarrier(t *Translator, op *ir.Operation) error {
	id, _ := ods.OperandGroup(op, "barrierId")
	n, _ := ods.OperandGroup(op, "numberOfThreads")
	switch {
	case len(id) == 1 && len(n) == 1:
		return t.call(op, "nvvm_barrier", nil, []ll.Value{t.Lookup(id[0]), t.Lookup(n[0])})
	case len(id) == 1:
		return t.call(op, "nvvm_barrier_n", nil, []ll.Value{t.Lookup(id[0])})
	}
	return t.call(op, "nvvm_barrier0", nil, nil)
}

// translateCpAsync selects cp.async.{ca,cg}.shared.global.{4,8,16}.
func translateCpAsync(t *Translator, op *ir.Operation) error {
	size, _ := intAttr(op, "size")
	var id string
	switch size {
	case 4, 8:
		id = "nvvm_cp_async_ca_shared_global_" + strconv.FormatInt(size, 10)
	case 16:
		switch enumCase(op, "modifier") {
		case "cg":
			id = "nvvm_cp_async_cg_shared_global_16"
		case "ca":
			id = "nvvm_cp_async_ca_shared_global_16"
		default:
			return t.Errorf(op, "unsupported cache modifier")
		}
	default:
		return t.Errorf(op, "unsupported async copy size")
	}
	return t.call(op, id, nil, []ll.Value{t.Lookup(ods.Operand(op, "dst")), t.Lookup(ods.Operand(op, "src"))})
}

// translateShfl selects shfl.sync.{bfly,up,down,idx}.{f32,i32}[p]: the
// "p" forms also return the validity predicate.
func translateShfl(t *Translator, op *ir.Operation) error {
	resTy, err := t.Type(op.Result(0).Type())
	if err != nil {
		return err
	}
	pred := unitAttr(op, "return_value_and_is_valid")
	elem := resTy
	if pred {
		st, ok := resTy.(*ll.StructType)
		if !ok || len(st.Fields) == 0 {
			return t.Errorf(op, "expected a struct result")
		}
		elem = st.Fields[0]
	}
	id := "nvvm_shfl_sync_" + enumCase(op, "kind") + "_i32"
	if ft, ok := elem.(*ll.FloatType); ok && ft.Kind == ll.FFloat {
		id = id[:len(id)-len("i32")] + "f32"
	}
	if pred {
		id += "p"
	}
	return t.call(op, id, nil, []ll.Value{t.Lookup(ods.Operand(op, "thread_mask")), t.Lookup(ods.Operand(op, "val")),
		t.Lookup(ods.Operand(op, "offset")), t.Lookup(ods.Operand(op, "mask_and_clamp"))})
}

func init() {
	RegisterAmender("nvvm", amendNVVM)
	RegisterParamAmender("nvvm", amendNVVMParam)
}

// annotate appends `!{ptr @f, !"key", i32 v}` to !nvvm.annotations.
func annotate(t *Translator, f *ll.Function, key string, v int64) {
	md := t.M.NamedMD("nvvm.annotations")
	md.Ops = append(md.Ops, ll.Tuple(&ll.ValueMD{V: f}, ll.MDString(key), &ll.ValueMD{V: i32(v)}))
}

// amendNVVM applies the nvvm.* function attributes as MLIR 19's
// NVVMDialectLLVMIRTranslationInterface::amendOperation: kernels and
// their launch bounds become !nvvm.annotations entries.
func amendNVVM(t *Translator, op *ir.Operation, attr ir.NamedAttr, target ll.Value) error {
	f, ok := target.(*ll.Function)
	if !ok || op.Name() != "llvm.func" {
		if attr.Name == "nvvm.kernel" {
			return op.EmitError("'%s' attribute attached to unexpected op", attr.Name)
		}
		return nil
	}
	switch attr.Name {
	case "nvvm.kernel":
		annotate(t, f, "kernel", 1)
	case "nvvm.maxntid", "nvvm.reqntid":
		v, ok := attr.Value.(*ir.DenseArrayAttr)
		if !ok {
			return op.EmitError("'\"%s\"' attribute must be integer array with maximum 3 index", attr.Name)
		}
		for i, x := range v.Ints {
			if i < 3 {
				annotate(t, f, attr.Name[len("nvvm."):]+string(rune('x'+i)), x)
			}
		}
	case "nvvm.minctasm", "nvvm.maxnreg":
		v, ok := attr.Value.(*ir.IntegerAttr)
		if !ok {
			return op.EmitError("'\"%s\"' attribute must be integer constant", attr.Name)
		}
		annotate(t, f, attr.Name[len("nvvm."):], v.Int64())
	}
	return nil
}

// amendNVVMParam applies nvvm.grid_constant on a kernel parameter: one
// `!{ptr @f, !"grid_constant", !{i32 n, ...}}` annotation per function
// lists the (1-based) parameters carrying it.
func amendNVVMParam(t *Translator, fn *ir.Operation, argIdx int, attr ir.NamedAttr, f *ll.Function) error {
	if attr.Name != "nvvm.grid_constant" {
		return nil
	}
	md := t.M.NamedMD("nvvm.annotations")
	for i := len(md.Ops) - 1; i >= 0; i-- {
		n := md.Ops[i]
		if len(n.Ops) != 3 {
			continue
		}
		if v, ok := n.Ops[0].(*ll.ValueMD); !ok || v.V != ll.Value(f) {
			continue
		}
		if s, ok := n.Ops[1].(ll.MDString); !ok || s != "grid_constant" {
			continue
		}
		if list, ok := n.Ops[2].(*ll.MDNode); ok {
			// A fresh node: LLVM re-uniques the list with the new index.
			ops := append(append([]ll.Metadata(nil), list.Ops...), &ll.ValueMD{V: i32(int64(argIdx + 1))})
			n.Ops[2] = ll.Tuple(ops...)
			return nil
		}
	}
	md.Ops = append(md.Ops, ll.Tuple(&ll.ValueMD{V: f}, ll.MDString("grid_constant"), ll.Tuple(&ll.ValueMD{V: i32(int64(argIdx + 1))})))
	return nil
}

func init() {
	for name := range selectorVars {
		RegisterOp(name, translateSelected)
	}
}

// selectorCase is one intrinsic choice of selectorCases. Sat and B1,
// when set, must equal the op's intOverflowBehavior and b1Op if it has
// them.
type selectorCase struct {
	Key, ID string
	Sat, B1 string
}

// translateSelected translates the wmma and mma.sync ops: their
// attributes (and, for mma.sync, the PTX types inferred from the
// accumulator and result types) pick the intrinsic as MLIR's generated
// getIntrinsicID; wmma loads and stores are overloaded on the address
// type.
func translateSelected(t *Translator, op *ir.Operation) error {
	vars := selectorVars[op.Name()]
	vals := make([]string, len(vars))
	shape, _ := op.Attr("shape").(*nvvm.MMAShapeAttr)
	for i, v := range vars {
		switch a := op.Attr(v).(type) {
		case *ir.IntegerAttr:
			vals[i] = strconv.FormatInt(a.Int64(), 10)
		case *ods.EnumAttr:
			vals[i] = a.String()
		}
		if op.Name() != "nvvm.mma.sync" {
			continue
		}
		switch v {
		case "m", "n", "k":
			if shape != nil {
				vals[i] = strconv.Itoa(map[string]int{"m": shape.M, "n": shape.N, "k": shape.K}[v])
			}
		case "eltypeA":
			vals[i] = enumCase(op, "multiplicandAPtxType")
		case "eltypeB":
			vals[i] = enumCase(op, "multiplicandBPtxType")
		case "eltypeC":
			if c, _ := ods.OperandGroup(op, "operandC"); len(c) > 0 {
				vals[i] = nvvm.InferOperandMMAType(c[0].Type(), true)
			}
		case "eltypeD":
			vals[i] = nvvm.InferOperandMMAType(op.Result(0).Type(), true)
		}
	}
	var sat, b1 string
	if a, ok := op.Attr("intOverflowBehavior").(*ods.EnumAttr); ok {
		sat = strconv.FormatUint(a.Value, 10)
	}
	if a, ok := op.Attr("b1Op").(*ods.EnumAttr); ok {
		b1 = a.String()
	}
	key := strings.Join(vals, ",")
	var id string
	for _, c := range selectorCases[op.Name()] {
		if c.Key == key && (c.Sat == "" || sat == "" || c.Sat == sat) && (c.B1 == "" || b1 == "" || c.B1 == b1) {
			id = c.ID
			break
		}
	}
	if id == "" {
		return t.Errorf(op, "no intrinsic for this %s configuration", op.Name())
	}
	args := t.LookupAll(op.Operands())
	var overloads []ll.Type
	if (op.Name() == "nvvm.wmma.load" || op.Name() == "nvvm.wmma.store") && len(args) > 0 {
		overloads = []ll.Type{args[0].Type()}
	}
	return t.call(op, id, overloads, args)
}
