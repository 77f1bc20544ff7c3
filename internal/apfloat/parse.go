package apfloat

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// overlargeExponent is the magnitude at which LLVM's readExponent stops
// accumulating a decimal exponent.
const overlargeExponent = 24000

// ParseDecimal converts a number string to sem with
// round-to-nearest-ties-to-even, as LLVM's APFloat(sem, str) /
// convertFromString does. The result is correctly rounded for every
// semantics (exact big-integer arithmetic). Accepted forms are an optional
// sign followed by decimal digits with an optional '.' and an optional
// exponent ([eE][-+]?[0-9]+), a C99 hexadecimal float (0x1.8p3), or one
// of the specials inf, INFINITY, Inf, nan, NaN (optionally signed).
func ParseDecimal(sem *Semantics, s string) (Float, error) {
	if s == "" {
		return Float{}, errors.New("Invalid string length")
	}
	// Fast path: strconv rounds plain decimal literals correctly to
	// float64 and float32, exactly as convertFromString does.
	if (sem == F64 || sem == F32) && isPlainDecimal(s) {
		bits := 64
		if sem == F32 {
			bits = 32
		}
		if v, err := strconv.ParseFloat(s, bits); err == nil || errors.Is(err, strconv.ErrRange) {
			if sem == F32 {
				return FromBits(F32, uint64(math.Float32bits(float32(v))), 0), nil
			}
			return FromBits(F64, math.Float64bits(v), 0), nil
		}
	}
	if f, ok := parseSpecial(sem, s); ok {
		return f, nil
	}
	neg := s[0] == '-'
	if s[0] == '-' || s[0] == '+' {
		s = s[1:]
		if s == "" {
			return Float{}, errors.New("String has only a sign, needs a number")
		}
	}
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		if len(s) == 2 {
			return Float{}, errors.New("Invalid string")
		}
		return parseHexFloat(sem, neg, s[2:])
	}
	return parseDecimalDigits(sem, neg, s)
}

func parseSpecial(sem *Semantics, s string) (Float, bool) {
	switch s {
	case "inf", "INFINITY", "+Inf":
		return Inf(sem, false), true
	case "-inf", "-INFINITY", "-Inf":
		return Inf(sem, true), true
	case "nan", "NaN":
		return NaN(sem, false), true
	case "-nan", "-NaN":
		return NaN(sem, true), true
	}
	return Float{}, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// readExponent parses [-+]?[0-9]+ with LLVM's clamping at
// overlargeExponent. With lenient (decimal strings), an empty exponent or
// a lone sign reads as 0, as LLVM does "to match binutils".
func readExponent(s string, lenient bool) (int, error) {
	if s == "" || ((s[0] == '-' || s[0] == '+') && len(s) == 1) {
		if lenient {
			return 0, nil
		}
		return 0, errors.New("Exponent has no digits")
	}
	neg := s[0] == '-'
	if s[0] == '-' || s[0] == '+' {
		s = s[1:]
	}
	abs := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, errors.New("Invalid character in exponent")
		}
		abs = abs*10 + int(s[i]-'0')
		if abs >= overlargeExponent {
			abs = overlargeExponent
			break
		}
	}
	if neg {
		return -abs, nil
	}
	return abs, nil
}

func parseDecimalDigits(sem *Semantics, neg bool, s string) (Float, error) {
	var digits strings.Builder
	fracDigits := 0
	sawDot := false
	nDigits := 0
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if sawDot {
				return Float{}, errors.New("String contains multiple dots")
			}
			sawDot = true
			continue
		}
		if !isDigit(c) {
			break
		}
		nDigits++
		if sawDot {
			fracDigits++
		}
		if digits.Len() > 0 || c != '0' {
			digits.WriteByte(c)
		}
	}
	exp := 0
	if i < len(s) {
		if s[i] != 'e' && s[i] != 'E' {
			return Float{}, errors.New("Invalid character in significand")
		}
		if nDigits == 0 {
			return Float{}, errors.New("Significand has no digits")
		}
		var err error
		if exp, err = readExponent(s[i+1:], true); err != nil {
			return Float{}, err
		}
	} else if nDigits == 0 {
		return Float{}, errors.New("Significand has no digits")
	}
	ds := strings.TrimRight(digits.String(), "0")
	if ds == "" {
		return Zero(sem, neg), nil
	}
	// value = ds * 10^x, with ds having no leading or trailing zeros.
	x := exp - fracDigits + (len(digits.String()) - len(ds))
	// Decimal magnitude: 10^m <= value < 10^(m+1).
	m := x + len(ds) - 1
	// log10(2) < 0.30103. Values that certainly overflow or certainly
	// round to zero are decided here, before any big arithmetic.
	if float64(m) > float64(sem.maxExponent+1)*0.30103+1 {
		return sem.make(sem.makeInf(neg)), nil
	}
	if float64(m+1) < float64(sem.minExponent-sem.precision)*0.30103-1 {
		return Zero(sem, neg), nil
	}
	num, _ := new(big.Int).SetString(ds, 10)
	den := big.NewInt(1)
	if x >= 0 {
		num.Mul(num, pow10(x))
	} else {
		den = pow10(-x)
	}
	d, _ := sem.roundRat(neg, num, den)
	return sem.make(d), nil
}

func pow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

func hexDigitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func parseHexFloat(sem *Semantics, neg bool, s string) (Float, error) {
	mant := new(big.Int)
	sawDot := false
	nDigits, fracDigits := 0, 0
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if sawDot {
				return Float{}, errors.New("String contains multiple dots")
			}
			sawDot = true
			continue
		}
		v := hexDigitValue(c)
		if v < 0 {
			break
		}
		nDigits++
		if sawDot {
			fracDigits++
		}
		mant.Lsh(mant, 4)
		mant.Or(mant, big.NewInt(int64(v)))
	}
	if i == len(s) {
		return Float{}, errors.New("Hex strings require an exponent")
	}
	if s[i] != 'p' && s[i] != 'P' {
		return Float{}, errors.New("Invalid character in significand")
	}
	if nDigits == 0 {
		return Float{}, errors.New("Significand has no digits")
	}
	exp, err := readExponent(s[i+1:], false)
	if err != nil {
		return Float{}, err
	}
	if mant.Sign() == 0 {
		return Zero(sem, neg), nil
	}
	d, _ := sem.roundDyadic(neg, mant, exp-4*fracDigits)
	return sem.make(d), nil
}

// isPlainDecimal reports whether s is `[-+]?[0-9]+(.[0-9]*)?([eE][-+]?[0-9]{1,4})?`,
// the form the fast path hands to strconv (no hex, inf, nan or underscores,
// and exponents small enough that no LLVM-specific clamping applies).
func isPlainDecimal(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	start := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == start {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			i++
		}
		digits := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == digits || i-digits > 4 {
			return false
		}
	}
	return i == len(s)
}
