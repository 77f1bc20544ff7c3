// Package linediff shows where two outputs, as lines, first differ, for
// the tests that compare what gpuc makes with what an oracle (LLVM, MLIR 19)
// makes.
package linediff

import "strconv"

// First returns "line N:" and the two versions of the first line where a
// and b differ, each after its side's name (aName, bName), or
// "(identical)" when they do not differ.
func First(a, b []string, aName, bName string) string {
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return "line " + strconv.Itoa(i+1) + ":\n  " + aName + ": " + x + "\n  " + bName + ": " + y
		}
	}
	return "(identical)"
}
