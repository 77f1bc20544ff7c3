package apfloat

import (
	"math/big"
	"math/bits"
)

// u128 is an unsigned 128-bit integer; every supported encoding and
// significand fits in one.
type u128 struct{ lo, hi uint64 }

func mask128(n uint) u128 {
	switch {
	case n == 0:
		return u128{}
	case n < 64:
		return u128{lo: 1<<n - 1}
	case n == 64:
		return u128{lo: ^uint64(0)}
	case n < 128:
		return u128{lo: ^uint64(0), hi: 1<<(n-64) - 1}
	default:
		return u128{lo: ^uint64(0), hi: ^uint64(0)}
	}
}

func bit128(n uint) u128 {
	if n < 64 {
		return u128{lo: 1 << n}
	}
	return u128{hi: 1 << (n - 64)}
}

func (a u128) and(b u128) u128 { return u128{a.lo & b.lo, a.hi & b.hi} }
func (a u128) or(b u128) u128  { return u128{a.lo | b.lo, a.hi | b.hi} }
func (a u128) isZero() bool    { return a.lo == 0 && a.hi == 0 }
func (a u128) bit(n uint) bool { return !a.and(bit128(n)).isZero() }

func (a u128) shl(n uint) u128 {
	switch {
	case n == 0:
		return a
	case n < 64:
		return u128{lo: a.lo << n, hi: a.hi<<n | a.lo>>(64-n)}
	case n < 128:
		return u128{hi: a.lo << (n - 64)}
	default:
		return u128{}
	}
}

func (a u128) shr(n uint) u128 {
	switch {
	case n == 0:
		return a
	case n < 64:
		return u128{lo: a.lo>>n | a.hi<<(64-n), hi: a.hi >> n}
	case n < 128:
		return u128{lo: a.hi >> (n - 64)}
	default:
		return u128{}
	}
}

func (a u128) bitLen() int {
	if a.hi != 0 {
		return 64 + bits.Len64(a.hi)
	}
	return bits.Len64(a.lo)
}

func (a u128) big() *big.Int {
	z := new(big.Int).SetUint64(a.hi)
	z.Lsh(z, 64)
	return z.Or(z, new(big.Int).SetUint64(a.lo))
}

// u128FromBig returns the low 128 bits of a non-negative x.
func u128FromBig(x *big.Int) u128 {
	m := new(big.Int).SetUint64(^uint64(0))
	lo := new(big.Int).And(x, m).Uint64()
	hi := new(big.Int).Rsh(x, 64)
	return u128{lo: lo, hi: hi.And(hi, m).Uint64()}
}
