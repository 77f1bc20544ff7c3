package llvmir

import (
	"strconv"
	"strings"
	"testing"

	"gpuc/internal/dialect/nvvm"
)

// TestWMMAIntrinsicIDs checks the nvvm dialect's WMMA getIntrinsicID
// helpers, written from NVVMOps.td's lists, against the selector tables
// generated from MLIR 19's NVVMConversions.inc: every configuration there
// maps to the same intrinsic, and the helpers know no other.
func TestWMMAIntrinsicIDs(t *testing.T) {
	atoi := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("bad number %q", s)
		}
		return n
	}
	for _, name := range []string{"nvvm.wmma.load", "nvvm.wmma.store", "nvvm.wmma.mma"} {
		cases := selectorCases[name]
		if len(cases) == 0 {
			t.Fatalf("no selector cases for %s", name)
		}
		seen := map[string]bool{}
		for _, c := range cases {
			// Keys list the op's attributes in selectorVars' order.
			f := strings.Split(c.Key, ",")
			var got string
			switch name {
			case "nvvm.wmma.load": // eltype, frag, k, layout, m, n
				got = nvvm.WMMALoadIntrinsicID(atoi(f[4]), atoi(f[5]), atoi(f[2]), f[3], f[0], f[1])
			case "nvvm.wmma.store": // eltype, k, layout, m, n
				got = nvvm.WMMAStoreIntrinsicID(atoi(f[3]), atoi(f[4]), atoi(f[1]), f[2], f[0])
			case "nvvm.wmma.mma": // eltypeA, eltypeB, k, layoutA, layoutB, m, n
				got = nvvm.WMMAMmaIntrinsicID(atoi(f[5]), atoi(f[6]), atoi(f[2]), f[3], f[4], f[0], f[1])
			}
			if got != c.ID {
				t.Errorf("%s %s: got %q, want %q", name, c.Key, got, c.ID)
			}
			seen[c.Key] = true
		}
		// Every configuration the helpers accept is in the table.
		types := []string{"f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64"}
		dims := []int{8, 16, 32}
		layouts := []string{"row", "col"}
		n := 0
		for _, m := range dims {
			for _, nn := range dims {
				for _, k := range dims {
					for _, la := range layouts {
						for _, ea := range types {
							switch name {
							case "nvvm.wmma.load":
								for _, frag := range []string{"a", "b", "c"} {
									if nvvm.WMMALoadIntrinsicID(m, nn, k, la, ea, frag) != "" {
										n++
									}
								}
							case "nvvm.wmma.store":
								if nvvm.WMMAStoreIntrinsicID(m, nn, k, la, ea) != "" {
									n++
								}
							case "nvvm.wmma.mma":
								for _, lb := range layouts {
									for _, eb := range types {
										if nvvm.WMMAMmaIntrinsicID(m, nn, k, la, lb, ea, eb) != "" {
											n++
										}
									}
								}
							}
						}
					}
				}
			}
		}
		want := len(seen)
		t.Logf("%s: %d configurations", name, want)
		if n != want {
			t.Errorf("%s: the helpers accept %d configurations of 8/16/32 dimensions, the table has %d", name, n, want)
		}
	}
}
