package affine

import (
	"strings"
	"testing"
)

func checkErr(t *testing.T, data []byte, err *Error) {
	t.Helper()
	if err.Off < 0 || err.Off > len(data) || err.Msg == "" {
		t.Fatalf("bad error %+v for %q", err, data)
	}
	for _, e := range err.More {
		if e.Off < 0 || e.Off > len(data) || e.Msg == "" {
			t.Fatalf("bad extra error %+v for %q", e, data)
		}
	}
}

// reparsable reports whether printed text is expected to parse again; only
// INT64_MIN magnitudes are printed in a form MLIR 19 cannot read back.
func reparsable(s string) bool { return !strings.Contains(s, "9223372036854775808") }

// FuzzParseMap checks that parsing arbitrary input terminates without
// panicking, reports in-range errors, and prints re-parsable text.
func FuzzParseMap(f *testing.F) {
	for _, tc := range printTests {
		f.Add([]byte(tc.in[len("affine_map<"):]))
	}
	for _, tc := range errorTests {
		f.Add([]byte(tc.in[len("affine_map<"):]))
	}
	f.Add([]byte("(d0)[s0] -> (d0 // c\n + s0)>"))
	f.Add([]byte("(i, j) -> (i floordiv 2 mod 3 ceildiv 4, -(-j) * 0x10)>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, end, err := ParseMap(data, 0)
		if err != nil {
			checkErr(t, data, err)
		} else {
			if end <= 0 || end > len(data) || data[end-1] != '>' {
				t.Fatalf("bad end %d for %q", end, data)
			}
			if s := m.BodyString(); reparsable(s) {
				m2, err := ParseMapString(s)
				if err != nil {
					t.Fatalf("printed %q does not reparse: %v", s, err)
				}
				_ = m2.Key()
			}
		}
		s, end, err := ParseSet(data, 0)
		if err != nil {
			checkErr(t, data, err)
		} else {
			if end <= 0 || end > len(data) || data[end-1] != '>' {
				t.Fatalf("bad end %d for %q", end, data)
			}
			if str := s.BodyString(); reparsable(str) {
				if _, err := ParseSetString(str); err != nil {
					t.Fatalf("printed %q does not reparse: %v", str, err)
				}
			}
			_ = s.Key()
		}
	})
}
