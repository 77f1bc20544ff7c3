package ir

import "unsafe"

// PtrMap is a hash table keyed by pointers, for tables with an entry per
// value or op of a module (the conversion driver's mappings and sets, the
// printer's value numbers): open addressing with linear probing over one
// array of slots, a multiplicative hash of the address (the Go heap does
// not move objects), deletion by shifting back. A lookup reads one slot
// where a Go map reads a control word and then a slot, and these tables
// are consulted for every operand of every op. The zero value is an empty
// table. Iteration (ForEach) goes in slot order.
type PtrMap[K, V any] struct {
	slots []ptrSlot[K, V]
	n     int
	shift uint // 64 - log2(len(slots))
}

type ptrSlot[K, V any] struct {
	k *K
	v V
}

func (m *PtrMap[K, V]) index(k *K) int {
	return int((uint64(uintptr(unsafe.Pointer(k))) * 0x9E3779B97F4A7C15) >> m.shift)
}

// Get returns the value stored for k.
func (m *PtrMap[K, V]) Get(k *K) (V, bool) {
	if m.n > 0 {
		mask := len(m.slots) - 1
		for i := m.index(k); ; i = (i + 1) & mask {
			s := &m.slots[i]
			if s.k == k {
				return s.v, true
			}
			if s.k == nil {
				break
			}
		}
	}
	var zero V
	return zero, false
}

// Has reports whether k is stored.
func (m *PtrMap[K, V]) Has(k *K) bool {
	_, ok := m.Get(k)
	return ok
}

// Put stores v for k.
func (m *PtrMap[K, V]) Put(k *K, v V) {
	if 8*(m.n+1) > 5*len(m.slots) {
		m.grow()
	}
	mask := len(m.slots) - 1
	for i := m.index(k); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.k == k {
			s.v = v
			return
		}
		if s.k == nil {
			s.k, s.v = k, v
			m.n++
			return
		}
	}
}

func (m *PtrMap[K, V]) grow() { m.rehash(max(16, 2*len(m.slots))) }

// Reserve makes room for n entries without growing step by step.
func (m *PtrMap[K, V]) Reserve(n int) {
	size := 16
	for 5*size < 8*n {
		size *= 2
	}
	if size > len(m.slots) {
		m.rehash(size)
	}
}

func (m *PtrMap[K, V]) rehash(size int) {
	old := m.slots
	m.slots = make([]ptrSlot[K, V], size)
	m.shift = uint(64 - bitsLen(size-1))
	m.n = 0
	for _, s := range old {
		if s.k != nil {
			m.Put(s.k, s.v)
		}
	}
}

func bitsLen(x int) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}

// Delete removes k, moving the entries of the probe run after it back so
// that no lookup passes over an empty slot.
func (m *PtrMap[K, V]) Delete(k *K) {
	if m.n == 0 {
		return
	}
	mask := len(m.slots) - 1
	i := m.index(k)
	for ; m.slots[i].k != k; i = (i + 1) & mask {
		if m.slots[i].k == nil {
			return
		}
	}
	for j := (i + 1) & mask; m.slots[j].k != nil; j = (j + 1) & mask {
		// The entry at j may fill the hole at i unless its home slot lies
		// cyclically in (i, j].
		h := m.index(m.slots[j].k)
		if (i <= j && (h <= i || h > j)) || (i > j && h <= i && h > j) {
			m.slots[i] = m.slots[j]
			i = j
		}
	}
	m.slots[i] = ptrSlot[K, V]{}
	m.n--
}

// ForEach calls f for each entry, in slot order.
func (m *PtrMap[K, V]) ForEach(f func(k *K, v V)) {
	for _, s := range m.slots {
		if s.k != nil {
			f(s.k, s.v)
		}
	}
}

// Len returns the number of entries.
func (m *PtrMap[K, V]) Len() int { return m.n }

// Clear removes every entry, keeping the table's size.
func (m *PtrMap[K, V]) Clear() {
	if m.n > 0 {
		clear(m.slots)
		m.n = 0
	}
}

// Cap returns the number of slots (entries fit in 5/8 of them).
func (m *PtrMap[K, V]) Cap() int { return len(m.slots) }
