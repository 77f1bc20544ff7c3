#!/usr/bin/env python3
"""Regenerates the oracle tables in internal/apfloat/testdata.

Needs g++, llvm-19-dev (headers and libLLVM-19) and mlir-opt-19. Run from
anywhere: python3 internal/apfloat/testdata/gen/gen.py

  tostring.txt  APFloat::toString for many bit patterns (oracle.cpp)
  parse.txt     APFloat(sem, string) for decimal strings (oracle.cpp)
  convert.txt   APFloat::convert between all pairs of semantics (oracle.cpp)
  mlir.txt      how mlir-opt-19 prints float attributes given as literals
"""
import math
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.dirname(HERE)
LLVM = "/usr/lib/llvm-19"
MLIR_OPT = "mlir-opt-19"

# name: (width, exponent bits, trailing significand bits, precision, minExp, maxExp)
SEMS = {
    "f16": (16, 5, 10, 11, -14, 15),
    "bf16": (16, 8, 7, 8, -126, 127),
    "f32": (32, 8, 23, 24, -126, 127),
    "f64": (64, 11, 52, 53, -1022, 1023),
    "f80": (80, 15, 64, 64, -16382, 16383),
    "f128": (128, 15, 112, 113, -16382, 16383),
    "tf32": (19, 8, 10, 11, -126, 127),
    "f8E5M2": (8, 5, 2, 3, -14, 15),
    "f8E4M3": (8, 4, 3, 4, -6, 7),
    "f8E4M3FN": (8, 4, 3, 4, -6, 8),
    "f8E5M2FNUZ": (8, 5, 2, 3, -15, 15),
    "f8E4M3FNUZ": (8, 4, 3, 4, -7, 7),
    "f8E4M3B11FNUZ": (8, 4, 3, 4, -10, 4),
}

rng = random.Random(20240919)


def build_oracle(tmp):
    exe = os.path.join(tmp, "oracle")
    subprocess.run(["g++", "-std=c++17", "-O1", "-I" + LLVM + "/include",
                    os.path.join(HERE, "oracle.cpp"), "-o", exe, "-L" + LLVM + "/lib",
                    "-lLLVM-19", "-Wl,-rpath," + LLVM + "/lib"], check=True)
    return exe


def run(args, inp=None):
    return subprocess.run(args, input=inp, capture_output=True, text=True, check=True).stdout


def rand_digits(n):
    s = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))
    return s


def rand_decimal(mag):
    """A random decimal string of magnitude about 10^mag."""
    nd = rng.choice([1, 1, 2, 3, 4, 6, 8, 10, 17, 20, 25, 40])
    d = rand_digits(nd)
    form = rng.randint(0, 3)
    if form == 0:  # d.ddde+x
        return d[0] + "." + d[1:] + "e" + str(mag)
    if form == 1:  # ddd.dd with the point placed by the magnitude
        if 0 <= mag < 30:
            if mag + 1 >= nd:
                return d + "0" * (mag + 1 - nd) + ".0"
            return d[:mag + 1] + "." + d[mag + 1:]
        if -30 < mag < 0:
            return "0." + "0" * (-mag - 1) + d
        return d[0] + "." + d[1:] + "E" + ("+" if mag >= 0 else "") + str(mag)
    if form == 2:  # integer digits with exponent
        return d + "e" + str(mag - nd + 1)
    return ("-" if rng.random() < 0.5 else "+") + d[0] + "." + d[1:] + "e" + str(mag)


def dec_range(name):
    w, eb, tb, prec, mn, mx = SEMS[name]
    lo = math.floor((mn - prec) * math.log10(2)) - 2
    hi = math.ceil((mx + 1) * math.log10(2)) + 1
    return lo, hi


def gen_parse_inputs():
    lines = []
    edge = ["0", "0.0", "-0.0", "+0", "0e0", "0.000e-99999", "1", "1.", ".5", "-.5", "5.e1",
            "1e5", "1E+5", "1e-5", "1.5e", "1e+", "e5", ".e5", ".", "-", "+", "1.2.3",
            "1x", "0x", "0x1p", "0x1p0", "0x1.8p1", "0x.8p1", "0X10P-4", "-0x1.fffffep127",
            "1e99999999999", "1e-99999999999", "0.1", "0.2", "0.3", "1.1", "3.14159265358979",
            "65504", "65520", "65519.99", "448", "464", "465", "480", "57344", "61440",
            "240", "241", "248", "1.0e-7", "5.0e-324", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "1.7976931348623157e308", "1.7976931348623158e308",
            "1.797693134862315807e308", "inf", "-inf", "nan", "-NaN", "+Inf", "INFINITY"]
    for name in SEMS:
        for e in edge:
            lines.append(name + " " + e)
        lo, hi = dec_range(name)
        n = 60 if SEMS[name][0] == 8 else 150
        for _ in range(n):
            lines.append(name + " " + rand_decimal(rng.randint(lo, hi)))
        for _ in range(n // 3):  # typical magnitudes
            lines.append(name + " " + rand_decimal(rng.randint(-5, 5)))
    return "\n".join(lines) + "\n"


def rand_bits(name, typical):
    w, eb, tb, prec, mn, mx = SEMS[name]
    if not typical:
        return rng.getrandbits(w)
    bias = 1 - mn
    sign = rng.getrandbits(1)
    spread = min(bias - 1, 40)
    e = bias + rng.randint(-spread, spread)
    m = rng.getrandbits(tb)
    keep = rng.choice([0, 1, 2, 3, 5, 8, tb])
    if keep < tb:
        m &= ~((1 << (tb - keep)) - 1) if name != "f80" else ~((1 << (tb - 1 - keep)) - 1)
    if name == "f80":
        m |= 1 << 63
    return sign << (w - 1) | e << tb | m


MLIR_DECIMALS = ["0.0", "1.0", "0.1", "0.5", "1.5", "2.0", "3.0", "10.0", "100.0", "1000.0",
                 "3.14159265358979", "2.718281828459045", "0.3", "0.2", "1.1", "1.0e-7",
                 "1.0e100", "1.0e-100", "123456789.0", "1.0e-320", "5.0e-324", "1.0e23",
                 "0.6666666666666666", "6.103515625e-05", "65504.0", "65520.0", "448.0",
                 "464.0", "57344.0", "240.0", "1.0e10", "1.0e-10", "1.0e38", "3.4028235e38",
                 "1.0e300", "1.0e308", "1.0e400", "1.0e-400", "9007199254740993.0",
                 "4294967296.0", "16777217.0", "0.001", "1.0e-3", "255.0", "256.0", "2047.0",
                 "1.0e6", "1.0e7", "12345.678", "0.33333", "7.0e-45", "1.4e-45", "1.0e-45",
                 "5.96e-8", "1.0E5", "2.5e-1", "100000000000000000000.0", "1.0e21", "1.0e22"]


def gen_mlir_cases():
    cases = []  # (type, literal, negative)
    for name in SEMS:
        w = SEMS[name][0]
        if w == 8:
            pats = list(range(256))
        else:
            pats = [rand_bits(name, False) for _ in range(120)] + \
                   [rand_bits(name, True) for _ in range(120)]
        for p in pats:
            lit = "0x%X" % p
            if rng.random() < 0.1:
                lit = "0x" + "0" * rng.randint(1, 3) + ("%x" % p)
            cases.append((name, lit, False))
        if name == "tf32":
            # MLIR checks hex literals against FloatType::getWidth() (32 for
            # tf32) and APFloat then keeps the low 19 bits.
            for lit in ["0x80000", "0xFFFFF", "0x100000", "0xFFFFFFFF", "0xBF800000", "0x0007FC00"]:
                cases.append((name, lit, False))
        for d in MLIR_DECIMALS:
            cases.append((name, d, False))
            cases.append((name, d, True))
        lo, hi = dec_range(name)
        lo, hi = max(lo, -330), min(hi, 310)
        for _ in range(40 if w == 8 else 80):
            s = rand_decimal(rng.randint(lo, hi)).lstrip("+-")
            if "." not in s:  # MLIR float literals need a dot
                s = s.replace("e", ".0e", 1) if "e" in s else s + ".0"
            cases.append((name, s, rng.random() < 0.3))
    return cases


def run_mlir(cases, tmp):
    path = os.path.join(tmp, "cases.mlir")
    with open(path, "w") as f:
        for t, lit, neg in cases:
            f.write('"t.op"() {v = %s%s : %s} : () -> ()\n' % ("-" if neg else "", lit, t))
    out = run([MLIR_OPT, "--allow-unregistered-dialect", path])
    res = []
    pat = re.compile(r'^\s*"t\.op"\(\) \{v = (.*?)( : (\S+))?\} : \(\) -> \(\)$')
    lines = [l for l in out.splitlines() if '"t.op"' in l]
    assert len(lines) == len(cases), (len(lines), len(cases))
    for (t, lit, neg), line in zip(cases, lines):
        m = pat.match(line)
        assert m, line
        shown = m.group(3)
        assert shown in (None, t), line
        res.append("%s\t%s%s\t%s\t%d" % (t, "-" if neg else "", lit, m.group(1), shown is not None))
    return res


MLIR_ERRORS = [("f16", "-0x7C00"), ("f16", "0x17C00"), ("f32", "1"), ("f8E4M3FN", "0x100"),
               ("f80", "0x1FFFFFFFFFFFFFFFFFFFF"), ("f64", "-0x0"), ("tf32", "0x100000000"),
               ("bf16", "42")]


def run_mlir_errors(tmp):
    res = []
    path = os.path.join(tmp, "err.mlir")
    for t, lit in MLIR_ERRORS:
        with open(path, "w") as f:
            f.write('"t.op"() {v = %s : %s} : () -> ()\n' % (lit, t))
        p = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", path],
                           capture_output=True, text=True)
        assert p.returncode != 0, (t, lit)
        msgs = re.findall(r": (error|note): (.*)", p.stderr)
        res.append("%s\t%s\terror: %s\t%s" % (t, lit, msgs[0][1],
                                             msgs[1][1] if len(msgs) > 1 else ""))
    return res


def write(name, text):
    with open(os.path.join(TESTDATA, name), "w") as f:
        f.write(text)


def main():
    with tempfile.TemporaryDirectory() as tmp:
        exe = build_oracle(tmp)
        write("tostring.txt", "# sem\tbits\tcanonical bits\tString(6,0,false)\t(0,3,true)\t(0,0,true)"
              "\t(0,0,false)\t(3,5,false)\t(10,2,true)\t(1,1,false)\n" + run([exe, "tostring"]))
        parse = run([exe, "parse"], gen_parse_inputs()) + run([exe, "halfway"])
        write("parse.txt", "# sem\tstring\tbits or error\n" + parse)
        write("convert.txt", "# from\tbits\tto\tbits\tlosesInfo\n" + run([exe, "convert"]))
        rows = run_mlir(gen_mlir_cases(), tmp)
        errs = run_mlir_errors(tmp)
        write("mlir.txt", "# type\tliteral\tprinted\ttype printed after the value\n" +
              "\n".join(rows) + "\n" +
              "# type\tliteral\terror\tnote\n" + "\n".join(errs) + "\n")


if __name__ == "__main__":
    sys.exit(main())
