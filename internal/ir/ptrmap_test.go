package ir

import (
	"math/rand"
	"testing"
)

// TestPtrMapMatchesMap runs random puts, deletes and lookups against a Go
// map: deletion shifts probe runs back, which is where a table like this
// goes wrong.
func TestPtrMapMatchesMap(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	keys := make([]*Value, 3000)
	for i := range keys {
		keys[i] = &Value{index: i}
	}
	var m PtrMap[Value, int]
	want := map[*Value]int{}
	for step := 0; step < 200000; step++ {
		k := keys[rng.Intn(len(keys))]
		switch rng.Intn(3) {
		case 0:
			m.Put(k, step)
			want[k] = step
		case 1:
			m.Delete(k)
			delete(want, k)
		default:
			got, ok := m.Get(k)
			w, wok := want[k]
			if ok != wok || got != w {
				t.Fatalf("step %d: Get = %d, %v; want %d, %v", step, got, ok, w, wok)
			}
		}
		if m.Len() != len(want) {
			t.Fatalf("step %d: Len = %d, want %d", step, m.Len(), len(want))
		}
	}
	n := 0
	m.ForEach(func(k *Value, v int) {
		n++
		if want[k] != v {
			t.Fatalf("ForEach: %p = %d, want %d", k, v, want[k])
		}
	})
	if n != len(want) {
		t.Fatalf("ForEach visited %d entries, want %d", n, len(want))
	}
	m.Clear()
	if m.Len() != 0 || m.Has(keys[0]) {
		t.Fatalf("Clear left entries")
	}
}

// TestFileLineColUniqued checks that each file:line:col is one location
// however it is reached: chained on its line, past a crowded line's chain,
// beyond the line table, and after the table grew over it.
func TestFileLineColUniqued(t *testing.T) {
	c := NewContext()
	seen := map[[2]int]*FileLineColLoc{}
	check := func(line, col int) {
		l := c.FileLineCol("f.mlir", line, col)
		if int(l.Line) != line || int(l.Col) != col || l.File != "f.mlir" {
			t.Fatalf("FileLineCol(%d, %d) = %s:%d:%d", line, col, l.File, l.Line, l.Col)
		}
		k := [2]int{line, col}
		if prev, ok := seen[k]; ok && prev != l {
			t.Fatalf("FileLineCol(%d, %d) made two locations", line, col)
		}
		seen[k] = l
	}
	// Far lines first (beyond the table), then enough locations for the
	// table to grow over them, then all again.
	for _, line := range []int{1 << 20, 1<<20 + 1, 50000} {
		check(line, 3)
	}
	for round := 0; round < 2; round++ {
		for line := 1; line < 60000; line++ {
			check(line, 1)
		}
		for col := 1; col < 40; col++ { // a crowded line
			check(12, col)
		}
		for _, line := range []int{1 << 20, 1<<20 + 1, 50000} {
			check(line, 3)
		}
	}
	if c.FileLineCol("g.mlir", 12, 1) == c.FileLineCol("f.mlir", 12, 1) {
		t.Fatalf("two files share a location")
	}
}
