package asm

// PrintNewlineAndIndent starts a new line at the current indentation, as
// MLIR's OpAsmPrinter::printNewline (used by custom printers such as
// scf.index_switch's case list).
func (p *Printer) PrintNewlineAndIndent() {
	p.newline()
	p.writeIndent()
}
