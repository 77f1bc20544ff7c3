// Package cache is gpuc compile's content-addressed compile cache: entries
// are files named by the SHA-256 of everything that can change their bytes
// (the caller computes the key), written atomically (a temp file renamed
// into place), each carrying a checksum of its contents, so that a
// corrupt, truncated or foreign file is never served: it is reported as a
// miss and replaced on the next Put. Concurrent processes may share a
// cache. The least recently used entries are evicted when the cache grows
// past its limit.
package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// DefaultMax is the size limit without GPUC_CACHE_MAX: 2 GiB.
const DefaultMax = 2 << 30

// magic starts every entry file.
const magic = "gpuc-cache-entry-1\n"

// Cache is one cache folder.
type Cache struct {
	Dir string
	// Max is the size limit in bytes; 0 means no limit.
	Max int64
	// Hits and Misses count Get's answers (damaged entries are misses);
	// Puts counts the entries written.
	Hits, Misses, Puts atomic.Int64
}

// Key is an entry's name: the hash of what went into it.
type Key [sha256.Size]byte

// Hasher accumulates a key's parts; each part is length-prefixed, so that
// ("ab", "c") and ("a", "bc") differ.
type Hasher struct{ b bytes.Buffer }

// Add appends parts.
func (h *Hasher) Add(parts ...string) *Hasher {
	for _, p := range parts {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(p)))
		h.b.Write(n[:])
		h.b.WriteString(p)
	}
	return h
}

// Key returns the hash of the parts so far.
func (h *Hasher) Key() Key { return sha256.Sum256(h.b.Bytes()) }

func (k Key) String() string { return hex.EncodeToString(k[:]) }

// Dir returns the cache folder the environment names: $GPUC_CACHE_DIR,
// else $XDG_CACHE_HOME/gpuc, else ~/.cache/gpuc.
func Dir() (string, error) {
	if d := os.Getenv("GPUC_CACHE_DIR"); d != "" {
		return d, nil
	}
	if d := os.Getenv("XDG_CACHE_HOME"); d != "" {
		return filepath.Join(d, "gpuc"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder: set GPUC_CACHE_DIR (%v)", err)
	}
	return filepath.Join(home, ".cache", "gpuc"), nil
}

// Open returns the cache the environment names, with its size limit
// ($GPUC_CACHE_MAX bytes, with an optional K, M or G suffix; default 2 GiB).
// The folder is created when missing; an error says why it cannot be used.
func Open() (*Cache, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	max := int64(DefaultMax)
	if s := os.Getenv("GPUC_CACHE_MAX"); s != "" {
		if max, err = parseSize(s); err != nil {
			return nil, fmt.Errorf("GPUC_CACHE_MAX=%s: %v", s, err)
		}
	}
	c := &Cache{Dir: dir, Max: max}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// Writable? A cache that cannot take entries is no cache.
	f, err := os.CreateTemp(dir, ".probe-")
	if err != nil {
		return nil, err
	}
	f.Close()
	os.Remove(f.Name())
	return c, nil
}

func parseSize(s string) (int64, error) {
	mult := int64(1)
	switch {
	case strings.HasSuffix(s, "K"):
		mult, s = 1<<10, strings.TrimSuffix(s, "K")
	case strings.HasSuffix(s, "M"):
		mult, s = 1<<20, strings.TrimSuffix(s, "M")
	case strings.HasSuffix(s, "G"):
		mult, s = 1<<30, strings.TrimSuffix(s, "G")
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0, errors.New("want a size in bytes, optionally with K, M or G")
	}
	return n * mult, nil
}

func (c *Cache) path(k Key) string {
	s := k.String()
	return filepath.Join(c.Dir, s[:2], s)
}

// Get returns the entry for k, or ok false when there is none or it is
// damaged (wrong magic, length or checksum: it is then removed, for Put to
// write again). A hit marks the entry used, for eviction.
func (c *Cache) Get(k Key) (data []byte, ok bool) {
	p := c.path(k)
	raw, err := os.ReadFile(p)
	if err != nil {
		c.Misses.Add(1)
		return nil, false
	}
	data, good := decode(raw)
	if !good {
		os.Remove(p)
		c.Misses.Add(1)
		return nil, false
	}
	c.Hits.Add(1)
	now := time.Now()
	os.Chtimes(p, now, now)
	return data, true
}

// Put stores data under k: written to a private temp file in the entry's
// folder and renamed into place, so that readers see the whole entry or
// none. Then, if the cache outgrew its limit, the least recently used
// entries go.
func (c *Cache) Put(k Key, data []byte) error {
	p := c.path(k)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(encode(data))
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp)
		return errors.Join(werr, cerr)
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
		return err
	}
	c.Puts.Add(1)
	return nil
}

// encode frames data: the magic, its length, its SHA-256, then data.
func encode(data []byte) []byte {
	sum := sha256.Sum256(data)
	out := make([]byte, 0, len(magic)+8+len(sum)+len(data))
	out = append(out, magic...)
	out = binary.LittleEndian.AppendUint64(out, uint64(len(data)))
	out = append(out, sum[:]...)
	return append(out, data...)
}

func decode(raw []byte) ([]byte, bool) {
	head := len(magic) + 8 + sha256.Size
	if len(raw) < head || string(raw[:len(magic)]) != magic {
		return nil, false
	}
	n := binary.LittleEndian.Uint64(raw[len(magic):])
	data := raw[head:]
	if uint64(len(data)) != n {
		return nil, false
	}
	sum := sha256.Sum256(data)
	if !bytes.Equal(sum[:], raw[len(magic)+8:head]) {
		return nil, false
	}
	return data, true
}

// Stats are a cache's entry count and size.
type Stats struct {
	Entries int
	Bytes   int64
}

type entry struct {
	path string
	size int64
	used time.Time
}

func (c *Cache) entries() ([]entry, error) {
	var out []entry
	err := filepath.WalkDir(c.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == c.Dir {
				return err
			}
			return nil
		}
		if d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		out = append(out, entry{p, info.Size(), info.ModTime()})
		return nil
	})
	return out, err
}

// Stats counts the entries.
func (c *Cache) Stats() (Stats, error) {
	es, err := c.entries()
	var s Stats
	for _, e := range es {
		s.Entries++
		s.Bytes += e.size
	}
	return s, err
}

// Trim removes the least recently used entries until the cache is within
// its limit; it returns how many went. A cache this process wrote nothing
// to has not grown, and is not walked.
func (c *Cache) Trim() (int, error) {
	if c.Max <= 0 || c.Puts.Load() == 0 {
		return 0, nil
	}
	es, err := c.entries()
	if err != nil {
		return 0, err
	}
	var total int64
	for _, e := range es {
		total += e.size
	}
	if total <= c.Max {
		return 0, nil
	}
	sort.Slice(es, func(i, j int) bool { return es[i].used.Before(es[j].used) })
	n := 0
	for _, e := range es {
		if total <= c.Max {
			break
		}
		if os.Remove(e.path) == nil {
			total -= e.size
			n++
		}
	}
	return n, nil
}

// Clean removes every entry (and leftover temp files); it returns how many
// entries went.
func (c *Cache) Clean() (int, error) {
	es, err := c.entries()
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return 0, nil
		}
		return 0, err
	}
	n := 0
	for _, e := range es {
		if os.Remove(e.path) == nil {
			n++
		}
	}
	filepath.WalkDir(c.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasPrefix(d.Name(), ".tmp-") {
			os.Remove(p)
		}
		return nil
	})
	return n, nil
}
