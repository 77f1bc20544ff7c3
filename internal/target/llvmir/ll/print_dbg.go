package ll

// LLVM 19 prints calls to the debug intrinsics as debug records
// (`#dbg_value(...)` lines) and drops the intrinsics' declarations, as
// mlir-translate-19 and opt-19 output show. The model keeps the calls;
// the printer converts them.

// dbgIntrinsic returns "value", "declare", "assign" or "label" for the
// llvm.dbg.* intrinsics that become records, else "".
func dbgIntrinsic(f *Function) string {
	switch f.Name {
	case "llvm.dbg.value":
		return "value"
	case "llvm.dbg.declare":
		return "declare"
	case "llvm.dbg.assign":
		return "assign"
	case "llvm.dbg.label":
		return "label"
	}
	return ""
}

// dbgRecordKind returns the record kind of a call to a debug intrinsic.
func dbgRecordKind(in *Inst) string {
	if in.Op != OpCall {
		return ""
	}
	f, ok := in.Callee.(*Function)
	if !ok {
		return ""
	}
	return dbgIntrinsic(f)
}

// dbgRecord prints the record line for a debug intrinsic call (without
// the newline).
func (p *printer) dbgRecord(in *Inst, kind string) {
	p.s("    #dbg_")
	p.s(kind)
	p.c('(')
	for _, o := range in.Operands {
		if mv, ok := o.(*MetadataValue); ok {
			p.mdOperand(mv.MD)
		} else {
			p.operand(o, true)
		}
		p.s(", ")
	}
	p.mdRef(in.Dbg)
	p.c(')')
}
