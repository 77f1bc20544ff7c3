package linediff

import "testing"

func TestFirst(t *testing.T) {
	for _, c := range []struct {
		a, b []string
		want string
	}{
		{[]string{"x", "y"}, []string{"x", "y"}, "(identical)"},
		{[]string{"x", "y"}, []string{"x", "z"}, "line 2:\n  ours: y\n  theirs: z"},
		{[]string{"x"}, []string{"x", "z"}, "line 2:\n  ours: \n  theirs: z"},
	} {
		if got := First(c.a, c.b, "ours", "theirs"); got != c.want {
			t.Errorf("First(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
