package apfloat

import (
	"math/big"
	"strings"
)

// String formats f exactly as LLVM 19's IEEEFloat::toString(Str,
// FormatPrecision, FormatMaxPadding, TruncateZero):
//
//   - formatPrecision is the maximum number of significant digits; 0 means
//     2 + precision*59/196 (enough to round-trip).
//   - formatMaxPadding is the maximum number of zeros to add (before or
//     after the digits) rather than switch to scientific notation; 0 means
//     always use scientific notation.
//   - truncateZero drops zeros that only pad to formatPrecision and prints
//     the exponent with 'E' and no padding; otherwise the mantissa is padded
//     to formatPrecision digits and the exponent is written with 'e' and at
//     least two digits.
//
// Infinities print as "+Inf"/"-Inf" and NaNs as "NaN". LLVM's quirks are
// reproduced, including its double rounding: the binary value is first
// truncated to roughly formatPrecision digits, then rounded half-up in
// decimal.
//
// LLVM's defaults are String(0, 3, true); MLIR's preferred form is
// String(6, 0, false).
func (f Float) String(formatPrecision, formatMaxPadding int, truncateZero bool) string {
	d := f.decode()
	var sb strings.Builder
	switch d.cat {
	case catInf:
		if d.sign {
			return "-Inf"
		}
		return "+Inf"
	case catNaN:
		return "NaN"
	case catZero:
		if d.sign {
			sb.WriteByte('-')
		}
		if formatMaxPadding == 0 {
			if truncateZero {
				sb.WriteString("0.0E+0")
			} else {
				sb.WriteString("0.0")
				if formatPrecision > 1 {
					sb.WriteString(strings.Repeat("0", formatPrecision-1))
				}
				sb.WriteString("e+00")
			}
		} else {
			sb.WriteByte('0')
		}
		return sb.String()
	}
	exp := d.exp - (f.sem.precision - 1)
	toStringImpl(&sb, d.sign, exp, d.sig.big(), f.sem.precision,
		formatPrecision, formatMaxPadding, truncateZero)
	return sb.String()
}

// adjustToPrecisionInt is the APInt overload of LLVM's AdjustToPrecision:
// it divides (truncating) significand by a power of ten so that it is no
// more precise than formatPrecision digits require, adding to exp.
func adjustToPrecisionInt(significand *big.Int, exp *int, formatPrecision int) {
	bits := significand.BitLen()
	// 196/59 is a very slight overestimate of lg_2(10).
	bitsRequired := (formatPrecision*196 + 58) / 59
	if bits <= bitsRequired {
		return
	}
	tensRemovable := (bits - bitsRequired) * 59 / 196
	if tensRemovable == 0 {
		return
	}
	*exp += tensRemovable
	significand.Quo(significand, pow10(tensRemovable))
}

// adjustToPrecisionDigits is the digit-buffer overload of LLVM's
// AdjustToPrecision: it rounds (half up, looking at one digit only) the
// digits, least significant first, to formatPrecision digits.
func adjustToPrecisionDigits(buffer []byte, exp *int, formatPrecision int) []byte {
	n := len(buffer)
	if n <= formatPrecision {
		return buffer
	}
	first := n - formatPrecision
	if buffer[first-1] < '5' {
		for first < n && buffer[first] == '0' {
			first++
		}
		*exp += first
		return buffer[first:]
	}
	for i := first; i != n; i++ {
		if buffer[i] == '9' {
			first++
		} else {
			buffer[i]++
			break
		}
	}
	if first == n {
		*exp += first
		return []byte{'1'}
	}
	*exp += first
	return buffer[first:]
}

func toStringImpl(sb *strings.Builder, isNeg bool, exp int, significand *big.Int,
	semanticsPrecision, formatPrecision, formatMaxPadding int, truncateZero bool) {
	if isNeg {
		sb.WriteByte('-')
	}
	if formatPrecision == 0 {
		formatPrecision = 2 + semanticsPrecision*59/196
	}
	// Ignore trailing binary zeros.
	tz := int(significand.TrailingZeroBits())
	exp += tz
	significand.Rsh(significand, uint(tz))

	// Change the exponent from 2^e to 10^e.
	if exp > 0 {
		significand.Lsh(significand, uint(exp))
		exp = 0
	} else if exp < 0 {
		// N * 2^-e == N * 5^e * 10^-e
		significand.Mul(significand, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}

	adjustToPrecisionInt(significand, &exp, formatPrecision)

	// Fill the buffer with the digits, least significant first, dropping
	// trailing zeros.
	text := significand.Text(10)
	buffer := make([]byte, 0, len(text))
	inTrail := true
	for i := len(text) - 1; i >= 0; i-- {
		if inTrail && text[i] == '0' {
			exp++
			continue
		}
		inTrail = false
		buffer = append(buffer, text[i])
	}

	buffer = adjustToPrecisionDigits(buffer, &exp, formatPrecision)
	nDigits := len(buffer)

	var scientific bool
	if formatMaxPadding == 0 {
		scientific = true
	} else if exp >= 0 {
		// 765e3 --> 765000, but don't make the number look more precise
		// than it is.
		scientific = exp > formatMaxPadding || nDigits+exp > formatPrecision
	} else {
		// Power of the most significant digit.
		msd := exp + nDigits - 1
		if msd >= 0 {
			scientific = false // 765e-2 == 7.65
		} else {
			scientific = -msd > formatMaxPadding // 765e-5 == 0.00765
		}
	}

	if scientific {
		exp += nDigits - 1
		sb.WriteByte(buffer[nDigits-1])
		sb.WriteByte('.')
		if nDigits == 1 && truncateZero {
			sb.WriteByte('0')
		} else {
			for i := 1; i != nDigits; i++ {
				sb.WriteByte(buffer[nDigits-1-i])
			}
		}
		if !truncateZero && formatPrecision > nDigits-1 {
			sb.WriteString(strings.Repeat("0", formatPrecision-nDigits+1))
		}
		if truncateZero {
			sb.WriteByte('E')
		} else {
			sb.WriteByte('e')
		}
		if exp >= 0 {
			sb.WriteByte('+')
		} else {
			sb.WriteByte('-')
			exp = -exp
		}
		e := itoa(exp)
		if !truncateZero && len(e) < 2 {
			sb.WriteByte('0')
		}
		sb.WriteString(e)
		return
	}

	// Non-scientific, positive exponents.
	if exp >= 0 {
		for i := 0; i != nDigits; i++ {
			sb.WriteByte(buffer[nDigits-1-i])
		}
		sb.WriteString(strings.Repeat("0", exp))
		return
	}

	// Non-scientific, negative exponents.
	nWhole := exp + nDigits
	i := 0
	if nWhole > 0 {
		for ; i != nWhole; i++ {
			sb.WriteByte(buffer[nDigits-i-1])
		}
		sb.WriteByte('.')
	} else {
		sb.WriteString("0.")
		sb.WriteString(strings.Repeat("0", -nWhole))
	}
	for ; i != nDigits; i++ {
		sb.WriteByte(buffer[nDigits-i-1])
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
