package ll

import (
	"bufio"
	"strings"
)

// InstText prints in, an instruction of f, as LLVM's Value::print does
// ("  %4 = call i32 @f(i32 %1)", without a newline), numbering f's
// unnamed values as the module printer does. LLVM's verifier reports the
// instructions it rejects this way.
func (m *Module) InstText(f *Function, in *Inst) string {
	return m.printLocal(f, func(p *printer) { p.inst(in) })
}

// OperandText prints v, a value of f (f is nil for a value outside
// functions: a global, a constant), as Value::printAsOperand with its
// type ("i32 %1").
func (m *Module) OperandText(f *Function, v Value) string {
	return m.printLocal(f, func(p *printer) { p.operand(v, true) })
}

// printLocal runs print with f's slots (none when f is nil) and returns
// what it printed.
func (m *Module) printLocal(f *Function, print func(*printer)) string {
	var b strings.Builder
	w := bufio.NewWriter(&b)
	p := newPrinter(m, w)
	if f != nil {
		p.st.incorporateFunction(f)
	}
	print(p)
	p.flush()
	w.Flush()
	return b.String()
}
