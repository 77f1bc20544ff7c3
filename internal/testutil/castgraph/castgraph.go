// Package castgraph generates random functions of
// builtin.unrealized_conversion_cast DAGs for tests. The
// reconcile-unrealized-casts pass and the translation of unrealized casts
// to LLVM IR must fold the same chains, so both are tested on graphs from
// this one generator (dead, live and folding casts, one or two inputs,
// often straight back to the inputs' types) and differ only in the
// function around them.
package castgraph

import (
	"fmt"
	"math/rand"
	"strings"
)

// Config says what the generated functions look like. Every function
// starts with the values %arg0: i64 and %arg1: i32.
type Config struct {
	// Types are the result types a cast may draw; i64 and i32 must stay
	// reachable so Footer can use them.
	Types []string
	// MinCasts is the least number of casts a function holds (up to six
	// more are added at random).
	MinCasts int
	// TwoInputs makes one cast in TwoInputs take two inputs.
	TwoInputs int
	// Header returns the text of function f up to and including its "{"
	// line, e.g. declarations it needs and the signature.
	Header func(f int) string
	// Footer returns the function's last lines (its terminator and "}");
	// pick returns a recent value of the given type, to use there.
	Footer func(pick func(typ string) string) string
}

// Funcs returns n functions of random cast DAGs drawn from r, each built
// as c describes.
func Funcs(r *rand.Rand, n int, c Config) []string {
	var out []string
	for f := 0; f < n; f++ {
		type val struct{ name, typ string }
		vals := []val{{"%arg0", "i64"}, {"%arg1", "i32"}}
		var b strings.Builder
		b.WriteString(c.Header(f))
		for i := 0; i < c.MinCasts+r.Intn(7); i++ {
			in := []val{vals[r.Intn(len(vals))]}
			if r.Intn(c.TwoInputs) == 0 {
				in = append(in, vals[r.Intn(len(vals))])
			}
			var resTypes []string
			if r.Intn(2) == 0 { // straight back to where the inputs came from
				for _, v := range in {
					resTypes = append(resTypes, v.typ)
				}
			} else {
				for j := 0; j < 1+r.Intn(2); j++ {
					resTypes = append(resTypes, c.Types[r.Intn(len(c.Types))])
				}
			}
			name := fmt.Sprintf("%%c%d", i)
			var ins, inTypes []string
			for _, v := range in {
				ins, inTypes = append(ins, v.name), append(inTypes, v.typ)
			}
			res := name
			if len(resTypes) > 1 {
				res = fmt.Sprintf("%s:%d", name, len(resTypes))
			}
			fmt.Fprintf(&b, "  %s = builtin.unrealized_conversion_cast %s : %s to %s\n", res, strings.Join(ins, ", "), strings.Join(inTypes, ", "), strings.Join(resTypes, ", "))
			for j, ty := range resTypes {
				v := name
				if len(resTypes) > 1 {
					v = fmt.Sprintf("%s#%d", name, j)
				}
				vals = append(vals, val{v, ty})
			}
		}
		pick := func(ty string) string {
			var c []string
			for _, v := range vals {
				if v.typ == ty {
					c = append(c, v.name)
				}
			}
			return c[len(c)-1-r.Intn(min(len(c), 3))]
		}
		b.WriteString(c.Footer(pick))
		out = append(out, b.String())
	}
	return out
}
