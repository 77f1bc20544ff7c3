package ir

// InsertOperands inserts vs before operand index (at the end when index is
// the operand count), changing use lists exactly as MLIR's OperandStorage
// does, since passes that walk a value's uses see their order: when the
// count grows past the storage's capacity, every operand moves to new
// storage (each use relinked at the head of its value's list, in operand
// order); the operands from index on are shifted right by std::rotate over
// reverse iterators, whose swaps relink them; then the new operands are set
// in order. capacity is the op's operand capacity as MLIR has it (the count
// the op was created with, until it grew); InsertOperands returns the new
// capacity. Callers that insert more than once into one op keep it.
func (op *Operation) InsertOperands(index int, vs []*Value, capacity int) int {
	if len(vs) == 0 {
		return capacity
	}
	old := op.opers()
	n := len(old)
	newN := n + len(vs)
	arr := make([]OpOperand, newN)
	grow := newN > capacity
	for i := range old {
		o, d := &old[i], &arr[i]
		d.owner, d.value = op, o.value
		if grow {
			o.unlink()
		} else {
			o.transferTo(d)
		}
		o.value = nil
	}
	for i := n; i < newN; i++ {
		arr[i].owner = op
	}
	if grow {
		for i := 0; i < n; i++ {
			arr[i].link()
		}
		capacity = max(int(nextPowerOf2(uint64(capacity+2))), newN)
	}
	op.setOperandArray(arr)
	rotateRight(arr[index:], len(vs))
	for i, v := range vs {
		arr[index+i].Set(v)
	}
	for i := range arr {
		arr[i].index = i
	}
	return capacity
}

// transferTo makes d take o's place in its value's use list.
func (o *OpOperand) transferTo(d *OpOperand) {
	if o.prev == nil {
		return
	}
	d.prev, d.next = o.prev, o.next
	*o.prev = d
	if o.next != nil {
		o.next.prev = &d.next
	}
	o.prev, o.next = nil, nil
}

// moveAssign is IROperand's move assignment: both operands leave their use
// lists, dst takes src's value and, if it has one, goes to the head of its
// use list.
func moveAssign(dst, src *OpOperand) {
	dst.unlink()
	src.unlink()
	dst.value, src.value = src.value, nil
	dst.link()
}

// rotateRight moves the last k operands of s to its front the way MLIR's
// setOperands does, std::rotate(rbegin, rbegin+k, rend) with libstdc++'s
// random-access algorithm (swaps, OpOperand not being trivially movable),
// each swap three move assignments.
func rotateRight(s []OpOperand, k int) {
	m := len(s)
	if k == 0 || k == m {
		return
	}
	at := func(j int) *OpOperand { return &s[m-1-j] } // the reverse iterator's j-th element
	swap := func(a, b *OpOperand) {
		var tmp OpOperand
		tmp.owner = a.owner
		moveAssign(&tmp, a)
		moveAssign(a, b)
		moveAssign(b, &tmp)
	}
	n := m
	if k == n-k {
		for i := 0; i < k; i++ {
			swap(at(i), at(k+i))
		}
		return
	}
	p := 0
	for {
		if k < n-k {
			q := p + k
			for i := 0; i < n-k; i++ {
				swap(at(p), at(q))
				p++
				q++
			}
			n %= k
			if n == 0 {
				return
			}
			n, k = k, n
			k = n - k
		} else {
			k = n - k
			q := p + n
			p = q - k
			for i := 0; i < n-k; i++ {
				p--
				q--
				swap(at(p), at(q))
			}
			n %= k
			if n == 0 {
				return
			}
			n, k = k, n
		}
	}
}

// nextPowerOf2 is llvm::NextPowerOf2: the smallest power of two greater
// than a.
func nextPowerOf2(a uint64) uint64 {
	a |= a >> 1
	a |= a >> 2
	a |= a >> 4
	a |= a >> 8
	a |= a >> 16
	a |= a >> 32
	return a + 1
}
