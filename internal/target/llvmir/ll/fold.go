package ll

// The folders below are what LLVM's IRBuilder does through its default
// ConstantFolder (no DataLayout) when every operand is a constant: they
// return the folded constant, or nil when LLVM would emit the
// instruction. Builders call them before creating instructions so that
// translated IR matches LLVM's.
// STUB: each returns nil until implemented.

// FoldBinary folds a binary operator (OpAdd..OpXor, with NUW/NSW/Exact/Disjoint flags).
func FoldBinary(op Opcode, a, b Constant, flags Flags) Constant { return nil }

// FoldUnary folds fneg.
func FoldUnary(op Opcode, a Constant) Constant { return nil }

// FoldCast folds a cast of c to type to.
func FoldCast(op Opcode, c Constant, to Type, flags Flags) Constant { return nil }

// FoldICmp folds icmp pred a, b.
func FoldICmp(pred string, a, b Constant) Constant { return nil }

// FoldFCmp folds fcmp pred a, b.
func FoldFCmp(pred string, a, b Constant) Constant { return nil }

// FoldGEP folds getelementptr with a constant base and indices.
func FoldGEP(srcElem Type, base Constant, idx []Constant, flags Flags) Constant { return nil }

// FoldSelect folds select.
func FoldSelect(c, a, b Constant) Constant { return nil }

// FoldExtractValue folds extractvalue of a constant aggregate.
func FoldExtractValue(agg Constant, idx []uint32) Constant { return nil }

// FoldInsertValue folds insertvalue into a constant aggregate.
func FoldInsertValue(agg, val Constant, idx []uint32) Constant { return nil }

// FoldExtractElement folds extractelement.
func FoldExtractElement(vec, idx Constant) Constant { return nil }

// FoldInsertElement folds insertelement.
func FoldInsertElement(vec, elt, idx Constant) Constant { return nil }

// FoldShuffleVector folds shufflevector.
func FoldShuffleVector(a, b Constant, mask []int32) Constant { return nil }
