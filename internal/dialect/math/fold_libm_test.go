package math

import (
	"math"
	"testing"
)

// glibc 2.36 (x86-64) results of the libm functions the folders emulate,
// as bit patterns: argument, f64 result, f32 argument, f32 result (the f32
// result is checked only for functions whose float variant the emulation
// reproduces exactly: not asinf, acosf, tanf, erff).
var glibcUnary = []struct {
	name        string
	x, want     uint64
	x32, want32 uint32
	checkF32    bool
}{
	{"acos", 0x3fdf4c985f288080, 0x3ff0f4ecb0668a05, 0x3efa64c3, 0x3f87a766, true},
	{"acosh", 0x3fdf4c985f288080, 0xfff8000000000000, 0x3efa64c3, 0xffc00000, true},
	{"asin", 0x3fdf4c985f288080, 0x3fe05a1d47bb4627, 0x3efa64c3, 0x3f02d0ea, false},
	{"asinh", 0x3fdf4c985f288080, 0x3fde2b5c113c253c, 0x3efa64c3, 0x3ef15ae0, true},
	{"atan", 0x3fdf4c985f288080, 0x3fdd1c403b751df1, 0x3efa64c3, 0x3ee8e202, true},
	{"atanh", 0x3fdf4c985f288080, 0x3fe11d2bd37c5916, 0x3efa64c3, 0x3f08e95f, true},
	{"cos", 0x3fdf4c985f288080, 0x3fec3fbae8bf9870, 0x3efa64c3, 0x3f61fdd7, true},
	{"cosh", 0x3fdf4c985f288080, 0x3ff1f3a91fb1e389, 0x3efa64c3, 0x3f8f9d49, true},
	{"erf", 0x3fdf4c985f288080, 0x3fe058ad15072344, 0x3efa64c3, 0x3f02c569, false},
	{"exp", 0x3fdf4c985f288080, 0x3ffa179e5b959124, 0x3efa64c3, 0x3fd0bcf3, true},
	{"exp2", 0x3fdf4c985f288080, 0x3ff674d1c5e37353, 0x3efa64c3, 0x3fb3a68e, true},
	{"expm1", 0x3fdf4c985f288080, 0x3fe42f3cb72b2248, 0x3efa64c3, 0x3f2179e6, true},
	{"log", 0x3fdf4c985f288080, 0xbfe6e3a8ff3cafc9, 0x3efa64c3, 0xbf371d48, true},
	{"log10", 0x3fdf4c985f288080, 0xbfd3e1a2d9a12b76, 0x3efa64c3, 0xbe9f0d17, false},
	{"log1p", 0x3fdf4c985f288080, 0x3fd97b1933ab3d44, 0x3efa64c3, 0x3ecbd8ca, true},
	{"log2", 0x3fdf4c985f288080, 0xbff082d9efd7c17e, 0x3efa64c3, 0xbf8416cf, true},
	{"round", 0x3fdf4c985f288080, 0x0000000000000000, 0x3efa64c3, 0x00000000, true},
	{"sin", 0x3fdf4c985f288080, 0x3fde10ff6bffaeca, 0x3efa64c3, 0x3ef087fb, true},
	{"sinh", 0x3fdf4c985f288080, 0x3fe047ea77c75b36, 0x3efa64c3, 0x3f023f54, true},
	{"sqrt", 0x3fdf4c985f288080, 0x3fe660d6a46fed1f, 0x3efa64c3, 0x3f3306b5, true},
	{"tan", 0x3fdf4c985f288080, 0x3fe1078634c8637d, 0x3efa64c3, 0x3f083c32, false},
	{"tanh", 0x3fdf4c985f288080, 0x3fdd0585eb253c25, 0x3efa64c3, 0x3ee82c30, true},
	{"trunc", 0x3fdf4c985f288080, 0x0000000000000000, 0x3efa64c3, 0x00000000, true},
	{"acos", 0xc01f1cf931c2d510, 0x7ff8000000000000, 0xc0f8e7ca, 0x7fc00000, true},
	{"acosh", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"asin", 0xc01f1cf931c2d510, 0x7ff8000000000000, 0xc0f8e7ca, 0x7fc00000, false},
	{"asinh", 0xc01f1cf931c2d510, 0xc005fd1d453645fc, 0xc0f8e7ca, 0xc02fe8ea, true},
	{"atan", 0xc01f1cf931c2d510, 0xbff71642cf307fbb, 0xc0f8e7ca, 0xbfb8b216, true},
	{"atanh", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"cos", 0xc01f1cf931c2d510, 0x3fb35b81dd2f6c30, 0xc0f8e7ca, 0x3d9adbf3, true},
	{"cosh", 0xc01f1cf931c2d510, 0x4092a8658c547bb9, 0xc0f8e7ca, 0x4495432f, true},
	{"erf", 0xc01f1cf931c2d510, 0xbff0000000000000, 0xc0f8e7ca, 0xbf800000, false},
	{"exp", 0xc01f1cf931c2d510, 0x3f3b710d7778b159, 0xc0f8e7ca, 0x39db8869, true},
	{"exp2", 0xc01f1cf931c2d510, 0x3f72a8647437f435, 0xc0f8e7ca, 0x3b954322, true},
	{"expm1", 0xc01f1cf931c2d510, 0xbfeffc91de5110ea, 0xc0f8e7ca, 0xbf7fe48f, true},
	{"log", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"log10", 0xc01f1cf931c2d510, 0x7ff8000000000000, 0xc0f8e7ca, 0x7fc00000, false},
	{"log1p", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"log2", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"round", 0xc01f1cf931c2d510, 0xc020000000000000, 0xc0f8e7ca, 0xc1000000, true},
	{"sin", 0xc01f1cf931c2d510, 0xbfefe88c080d03e2, 0xc0f8e7ca, 0xbf7f4461, true},
	{"sinh", 0xc01f1cf931c2d510, 0xc092a8651e9045db, 0xc0f8e7ca, 0xc495432b, true},
	{"sqrt", 0xc01f1cf931c2d510, 0xfff8000000000000, 0xc0f8e7ca, 0xffc00000, true},
	{"tan", 0xc01f1cf931c2d510, 0xc02a5fc125d0c386, 0xc0f8e7ca, 0xc152fe30, false},
	{"tanh", 0xc01f1cf931c2d510, 0xbfefffff43bd5124, 0xc0f8e7ca, 0xbf7ffffa, true},
	{"trunc", 0xc01f1cf931c2d510, 0xc01c000000000000, 0xc0f8e7ca, 0xc0e00000, true},
	{"acos", 0x3abb67f657fdff80, 0x3ff921fb54442d18, 0x15db3fb3, 0x3fc90fdb, true},
	{"acosh", 0x3abb67f657fdff80, 0xfff8000000000000, 0x15db3fb3, 0xffc00000, true},
	{"asin", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, false},
	{"asinh", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"atan", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"atanh", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"cos", 0x3abb67f657fdff80, 0x3ff0000000000000, 0x15db3fb3, 0x3f800000, true},
	{"cosh", 0x3abb67f657fdff80, 0x3ff0000000000000, 0x15db3fb3, 0x3f800000, true},
	{"erf", 0x3abb67f657fdff80, 0x3abeecaa699d62ff, 0x15db3fb3, 0x15f76554, false},
	{"exp", 0x3abb67f657fdff80, 0x3ff0000000000000, 0x15db3fb3, 0x3f800000, true},
	{"exp2", 0x3abb67f657fdff80, 0x3ff0000000000000, 0x15db3fb3, 0x3f800000, true},
	{"expm1", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"log", 0x3abb67f657fdff80, 0xc04cd7d4f2d8657b, 0x15db3fb3, 0xc266bea8, true},
	{"log10", 0x3abb67f657fdff80, 0xc0390d83cc765a55, 0x15db3fb3, 0xc1c86c1e, false},
	{"log1p", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"log2", 0x3abb67f657fdff80, 0xc054ce4f0c5bd1f9, 0x15db3fb3, 0xc2a67278, true},
	{"round", 0x3abb67f657fdff80, 0x0000000000000000, 0x15db3fb3, 0x00000000, true},
	{"sin", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"sinh", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"sqrt", 0x3abb67f657fdff80, 0x3d54f0b9d0742e01, 0x15db3fb3, 0x2aa785cf, true},
	{"tan", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, false},
	{"tanh", 0x3abb67f657fdff80, 0x3abb67f657fdff80, 0x15db3fb3, 0x15db3fb3, true},
	{"trunc", 0x3abb67f657fdff80, 0x0000000000000000, 0x15db3fb3, 0x00000000, true},
}

var glibcBinary = []struct {
	name          string
	x, y, want    uint64
	x32, y32, w32 uint32
}{
	{"pow", 0x3fdf4c985f288080, 0xbfee338973756600, 0x3fff6d5ca246d5bf, 0x3efa64c3, 0xbf719c4c, 0x3ffb6ae5},
	{"pow", 0x401f1cf931c2d510, 0xbfddd2641d6b9500, 0x3fd89b619308e889, 0x40f8e7ca, 0xbeee9321, 0x3ec4db0c},
	{"pow", 0x3abb67f657fdff80, 0xbf7d8161e79f6000, 0x3ff83e375e990df0, 0x15db3fb3, 0xbbec0b0f, 0x3fc1f1bb},
	{"atan2", 0x3fdf4c985f288080, 0xbfee338973756600, 0x40054ede65d11b28, 0x3efa64c3, 0xbf719c4c, 0x402a76f3},
	{"atan2", 0xc01f1cf931c2d510, 0xbfddd2641d6b9500, 0xbffa17104ec744ef, 0xc0f8e7ca, 0xbeee9321, 0xbfd0b882},
	{"atan2", 0x3abb67f657fdff80, 0xbf7d8161e79f6000, 0x400921fb54442d18, 0x15db3fb3, 0xbbec0b0f, 0x40490fdb},
}

func TestLibmMatchesGlibc(t *testing.T) {
	for _, c := range glibcUnary {
		if got := math.Float64bits(libm64(c.name, math.Float64frombits(c.x))); got != c.want {
			t.Errorf("%s(%#x) = %#x, want %#x", c.name, c.x, got, c.want)
		}
		if !c.checkF32 {
			continue
		}
		if got := math.Float32bits(libm32(c.name, math.Float32frombits(c.x32))); got != c.want32 {
			t.Errorf("%sf(%#x) = %#x, want %#x", c.name, c.x32, got, c.want32)
		}
	}
	for _, c := range glibcBinary {
		f64, f32 := pow64, pow32
		if c.name == "atan2" {
			f64, f32 = atan2_64, atan2_32
		}
		x, y := math.Float64frombits(c.x), math.Float64frombits(c.y)
		if got := math.Float64bits(f64(x, y)); got != c.want {
			t.Errorf("%s(%#x, %#x) = %#x, want %#x", c.name, c.x, c.y, got, c.want)
		}
		x32, y32 := math.Float32frombits(c.x32), math.Float32frombits(c.y32)
		if got := math.Float32bits(f32(x32, y32)); got != c.w32 {
			t.Errorf("%sf(%#x, %#x) = %#x, want %#x", c.name, c.x32, c.y32, got, c.w32)
		}
	}
}

func TestLibmNaNs(t *testing.T) {
	for _, c := range []struct {
		name string
		x    float64
		want uint64
	}{
		{"acos", 2, 0x7ff8000000000000},
		{"log10", -1, 0x7ff8000000000000},
		{"acosh", 0.5, 0xfff8000000000000},
		{"sin", math.Inf(1), 0xfff8000000000000},
		{"exp", math.Float64frombits(0x7ff4000000000001), 0x7ffc000000000001},
		{"cos", math.Float64frombits(0xfff8000000000123), 0xfff8000000000123},
	} {
		if got := math.Float64bits(libm64(c.name, c.x)); got != c.want {
			t.Errorf("%s(%v) = %#x, want %#x", c.name, c.x, got, c.want)
		}
	}
	if got := math.Float32bits(libm32("asin", 2)); got != 0x7fc00000 {
		t.Errorf("asinf(2) = %#x", got)
	}
	if got := math.Float32bits(libm32("log", -1)); got != 0xffc00000 {
		t.Errorf("logf(-1) = %#x", got)
	}
	if got := pow64(-2, 0.5); math.Float64bits(got) != 0xfff8000000000000 {
		t.Errorf("pow(-2, 0.5) = %#x", math.Float64bits(got))
	}
	if got := pow64(math.NaN(), 0); got != 1 {
		t.Errorf("pow(NaN, 0) = %v", got)
	}
}
