package cache

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func key(s string) Key { return new(Hasher).Add(s).Key() }

func TestPutGet(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	if _, ok := c.Get(key("a")); ok {
		t.Fatal("hit in an empty cache")
	}
	if err := c.Put(key("a"), []byte("object a")); err != nil {
		t.Fatal(err)
	}
	got, ok := c.Get(key("a"))
	if !ok || string(got) != "object a" {
		t.Fatalf("got %q, %v", got, ok)
	}
	if _, ok := c.Get(key("b")); ok {
		t.Fatal("hit for another key")
	}
	if new(Hasher).Add("ab", "c").Key() == new(Hasher).Add("a", "bc").Key() {
		t.Fatal("parts are not delimited")
	}
}

// TestDamagedEntries: a truncated, altered or foreign entry is a miss,
// is removed, and the next Put replaces it.
func TestDamagedEntries(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	k := key("k")
	damage := map[string]func([]byte) []byte{
		"truncated": func(b []byte) []byte { return b[:len(b)-3] },
		"flipped":   func(b []byte) []byte { b[len(b)-1] ^= 1; return b },
		"foreign":   func(b []byte) []byte { return []byte("not an entry") },
		"empty":     func(b []byte) []byte { return nil },
		"longer":    func(b []byte) []byte { return append(b, 'x') },
	}
	for name, f := range damage {
		if err := c.Put(k, []byte("the object bytes")); err != nil {
			t.Fatal(err)
		}
		raw, err := os.ReadFile(c.path(k))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(c.path(k), f(raw), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.Get(k); ok {
			t.Errorf("%s: served %q", name, got)
		}
		if _, err := os.Stat(c.path(k)); !os.IsNotExist(err) {
			t.Errorf("%s: the damaged entry is still there", name)
		}
	}
}

// TestConcurrentPut: writers of the same and of other keys at once leave
// every entry whole.
func TestConcurrentPut(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				data := bytes.Repeat([]byte{byte(j)}, 10000+j)
				if err := c.Put(key(fmt.Sprint(j)), data); err != nil {
					t.Error(err)
				}
				if got, ok := c.Get(key(fmt.Sprint(j))); ok && !bytes.Equal(got, data) {
					t.Errorf("key %d: a torn entry", j)
				}
			}
		}(i)
	}
	wg.Wait()
	s, err := c.Stats()
	if err != nil || s.Entries != 20 {
		t.Errorf("%d entries (%v), want 20", s.Entries, err)
	}
}

func TestTrimLeastRecentlyUsed(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	old := time.Now().Add(-time.Hour)
	for i := 0; i < 4; i++ {
		if err := c.Put(key(fmt.Sprint(i)), make([]byte, 1000)); err != nil {
			t.Fatal(err)
		}
		at := old.Add(time.Duration(i) * time.Minute)
		os.Chtimes(c.path(key(fmt.Sprint(i))), at, at)
	}
	c.Get(key("0")) // used now: the newest
	s, _ := c.Stats()
	c.Puts.Store(0)
	c.Max = 1
	if n, _ := c.Trim(); n != 0 {
		t.Fatalf("a cache this process wrote nothing to was trimmed (%d)", n)
	}
	c.Puts.Store(1)
	c.Max = s.Bytes - 1 // one entry must go
	if n, err := c.Trim(); n != 1 || err != nil {
		t.Fatalf("trimmed %d (%v), want 1", n, err)
	}
	if _, ok := c.Get(key("1")); ok {
		t.Error("the least recently used entry (1) is still there")
	}
	for _, k := range []string{"0", "2", "3"} {
		if _, ok := c.Get(key(k)); !ok {
			t.Errorf("entry %s went", k)
		}
	}
}

func TestCleanAndDir(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	c.Put(key("a"), []byte("a"))
	os.WriteFile(filepath.Join(c.Dir, ".tmp-left"), []byte("x"), 0o644)
	if n, err := c.Clean(); n != 1 || err != nil {
		t.Errorf("cleaned %d (%v)", n, err)
	}
	if _, err := os.Stat(filepath.Join(c.Dir, ".tmp-left")); !os.IsNotExist(err) {
		t.Error("a leftover temp file stays")
	}
	t.Setenv("GPUC_CACHE_DIR", "/x/gpuc")
	if d, _ := Dir(); d != "/x/gpuc" {
		t.Errorf("Dir() = %s", d)
	}
	t.Setenv("GPUC_CACHE_DIR", "")
	t.Setenv("XDG_CACHE_HOME", "/xdg")
	if d, _ := Dir(); d != "/xdg/gpuc" {
		t.Errorf("Dir() = %s", d)
	}
	for s, want := range map[string]int64{"10": 10, "2K": 2048, "3M": 3 << 20, "1G": 1 << 30} {
		if n, err := parseSize(s); n != want || err != nil {
			t.Errorf("parseSize(%s) = %d, %v", s, n, err)
		}
	}
	if _, err := parseSize("-1"); err == nil {
		t.Error("parseSize(-1) took it")
	}
}

// TestOpenUnusable: a cache folder that cannot be made (below a file) is
// an error, for the caller to warn about and compile without a cache.
func TestOpenUnusable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	t.Setenv("GPUC_CACHE_DIR", filepath.Join(file, "cache"))
	if _, err := Open(); err == nil {
		t.Error("a cache folder below a file opened")
	}
}
