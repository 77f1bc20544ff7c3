// oracle.cpp: generates APFloat test vectors from LLVM 19's own APFloat
// (libLLVM-19). Not part of the Go build; see gen.sh.
//
//   oracle tostring          -> sem bits canonicalbits s(6,0,F) s(0,3,T) s(0,0,T) s(0,0,F) s(3,5,F) s(10,2,T) s(1,1,F)
//   oracle parse < lines     -> for "sem string" input lines: sem string bits
//   oracle halfway           -> sem string bits   (exact midpoints +-)
//   oracle convert           -> srcsem srcbits dstsem dstbits losesInfo
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Error.h"
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <vector>
using namespace llvm;

struct Sem { const char *name; const fltSemantics *s; };
static std::vector<Sem> sems() {
  return {{"f16", &APFloat::IEEEhalf()},     {"bf16", &APFloat::BFloat()},
          {"f32", &APFloat::IEEEsingle()},   {"f64", &APFloat::IEEEdouble()},
          {"f80", &APFloat::x87DoubleExtended()}, {"f128", &APFloat::IEEEquad()},
          {"tf32", &APFloat::FloatTF32()},   {"f8E5M2", &APFloat::Float8E5M2()},
          {"f8E4M3", &APFloat::Float8E4M3()}, {"f8E4M3FN", &APFloat::Float8E4M3FN()},
          {"f8E5M2FNUZ", &APFloat::Float8E5M2FNUZ()},
          {"f8E4M3FNUZ", &APFloat::Float8E4M3FNUZ()},
          {"f8E4M3B11FNUZ", &APFloat::Float8E4M3B11FNUZ()}};
}
static const fltSemantics *semByName(const std::string &n) {
  for (auto &s : sems()) if (n == s.name) return s.s;
  return nullptr;
}
static std::mt19937_64 rng(12345);
static std::string hex(const APInt &v) {
  SmallString<40> s; v.toString(s, 16, false); return std::string(s.str());
}
static std::string str(const APFloat &f, unsigned p, unsigned pad, bool tz) {
  SmallString<64> s; f.toString(s, p, pad, tz); return std::string(s.str());
}
static APInt randBits(unsigned w) {
  uint64_t words[2] = {rng(), rng()};
  return APInt(128, words).trunc(w);
}
// A "typical" value: random sign and mantissa, exponent near the bias.
static APFloat typical(const fltSemantics &s, int spread) {
  unsigned w = APFloat::semanticsSizeInBits(s);
  unsigned prec = APFloat::semanticsPrecision(s);
  APInt b = randBits(w);
  // Keep only `bits` random mantissa bits sometimes, for short decimals.
  if (rng() % 3 == 0) {
    unsigned keep = rng() % 8;
    unsigned t = prec - 1;
    if (t > keep) {
      APInt m = APInt::getHighBitsSet(w, w - (t - keep));
      b &= m;
    }
  }
  APFloat one(s, "1.0");
  APFloat f(s, b);
  if (!f.isFiniteNonZero()) return one;
  int e = ilogb(f);
  int target = (int)(rng() % (2 * spread + 1)) - spread;
  return scalbn(f, target - e, APFloat::rmNearestTiesToEven);
}
static std::vector<APInt> patterns(const fltSemantics &s, int nrand, int ntyp, int spread) {
  unsigned w = APFloat::semanticsSizeInBits(s);
  std::vector<APInt> out;
  if (w == 8) {
    for (unsigned i = 0; i < 256; i++) out.push_back(APInt(8, i));
    return out;
  }
  for (bool neg : {false, true}) {
    out.push_back(APFloat::getZero(s, neg).bitcastToAPInt());
    out.push_back(APFloat::getInf(s, neg).bitcastToAPInt());
    out.push_back(APFloat::getLargest(s, neg).bitcastToAPInt());
    out.push_back(APFloat::getSmallest(s, neg).bitcastToAPInt());
    out.push_back(APFloat::getSmallestNormalized(s, neg).bitcastToAPInt());
    APFloat d = APFloat::getSmallestNormalized(s, neg);
    d.next(!neg);
    out.push_back(d.bitcastToAPInt());
  }
  out.push_back(APFloat::getNaN(s).bitcastToAPInt());
  out.push_back(APFloat::getSNaN(s).bitcastToAPInt());
  for (int i = 0; i < nrand; i++) out.push_back(randBits(w));
  for (int i = 0; i < ntyp; i++) out.push_back(typical(s, spread).bitcastToAPInt());
  return out;
}

static void cmdToString() {
  for (auto &se : sems()) {
    const fltSemantics &s = *se.s;
    int n = 160, t = 160;
    std::string nm = se.name;
    if (nm == "f16" || nm == "bf16" || nm == "tf32") n = t = 150;
    if (nm == "f80" || nm == "f128") n = t = 100;
    for (auto &b : patterns(s, n, t, nm == "f16" || nm == "tf32" ? 14 : 40)) {
      APFloat f(s, b);
      printf("%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", se.name, hex(b).c_str(),
             hex(f.bitcastToAPInt()).c_str(),
             str(f, 6, 0, false).c_str(), str(f, 0, 3, true).c_str(),
             str(f, 0, 0, true).c_str(), str(f, 0, 0, false).c_str(),
             str(f, 3, 5, false).c_str(), str(f, 10, 2, true).c_str(),
             str(f, 1, 1, false).c_str());
    }
  }
}

static bool parse(const fltSemantics &s, const std::string &text, APFloat &out) {
  APFloat f(s);
  auto st = f.convertFromString(text, APFloat::rmNearestTiesToEven);
  if (!st) { consumeError(st.takeError()); return false; }
  out = f;
  return true;
}

static void cmdParse() {
  std::string nm, text;
  while (std::cin >> nm >> text) {
    const fltSemantics *s = semByName(nm);
    APFloat f(*s);
    if (!parse(*s, text, f)) { printf("%s\t%s\terror\n", nm.c_str(), text.c_str()); continue; }
    printf("%s\t%s\t%s\n", nm.c_str(), text.c_str(), hex(f.bitcastToAPInt()).c_str());
  }
}

// Exact decimal spelling of a quad value.
static std::string exact(const APFloat &q) { return str(q, 100000, 0, true); }

static void cmdHalfway() {
  const fltSemantics &Q = APFloat::IEEEquad();
  for (auto &se : sems()) {
    std::string nm = se.name;
    if (nm == "f128") continue;
    const fltSemantics &s = *se.s;
    int n = nm == "f64" || nm == "f80" ? 50 : 80;
    if (APFloat::semanticsSizeInBits(s) == 8) n = 30;
    int lo = APFloat::semanticsMinExponent(s) - (int)APFloat::semanticsPrecision(s);
    int hi = APFloat::semanticsMaxExponent(s);
    if (nm == "f80") { lo = -200; hi = 200; }
    std::vector<APFloat> vals;
    for (int i = 0; i < n; i++) {
      APFloat f = typical(s, 0);
      f = scalbn(f, lo + (int)(rng() % (hi - lo + 1)), APFloat::rmNearestTiesToEven);
      if (!f.isFiniteNonZero()) continue;
      f.clearSign();
      vals.push_back(f);
    }
    // Some denormals.
    if (nm != "f80")
      for (int i = 0; i < 20; i++) {
        APFloat f = APFloat::getSmallest(s);
        for (int k = rng() % 5; k > 0; k--) f.next(false);
        vals.push_back(f);
      }
    for (auto &v : vals) {
      APFloat up = v;
      up.next(false);
      if (!up.isFinite()) continue;
      bool li;
      APFloat a = v, b = up;
      a.convert(Q, APFloat::rmNearestTiesToEven, &li);
      b.convert(Q, APFloat::rmNearestTiesToEven, &li);
      a.add(b, APFloat::rmNearestTiesToEven);
      a.divide(APFloat(Q, "2.0"), APFloat::rmNearestTiesToEven);
      std::string m = exact(a); // d.dddE+x
      std::vector<std::string> variants = {m};
      size_t epos = m.find('E');
      std::string mant = m.substr(0, epos), ex = m.substr(epos);
      // Nudge the last digit up and down (when it is not 0/9), and truncate.
      char last = mant.back();
      if (mant.size() > 3 && last > '0') {
        std::string d = mant; d.back() = last - 1; variants.push_back(d + ex);
        if (last < '9') { d.back() = last + 1; variants.push_back(d + ex); }
      }
      variants.push_back(mant + "000001" + ex);
      if (mant.size() > 19) variants.push_back(mant.substr(0, 19) + ex);
      for (auto &t : variants) {
        APFloat f(s);
        if (!parse(s, t, f)) continue;
        printf("%s\t%s\t%s\n", se.name, t.c_str(), hex(f.bitcastToAPInt()).c_str());
      }
    }
  }
}

static void cmdConvert() {
  auto all = sems();
  for (auto &src : all) {
    std::string nm = src.name;
    std::vector<APInt> pats;
    const fltSemantics &s = *src.s;
    unsigned w = APFloat::semanticsSizeInBits(s);
    if (w == 8) {
      for (unsigned i = 0; i < 256; i += 5) pats.push_back(APInt(8, i));
    } else {
      pats = patterns(s, nm == "f64" ? 60 : 12, nm == "f64" ? 60 : 12, 20);
      // NaN payloads.
      for (int i = 0; i < 4; i++) {
        unsigned t = APFloat::semanticsPrecision(s) - 1;
        APInt pay = randBits(w) & APInt::getLowBitsSet(w, t);
        if (i >= 2) pay.lshrInPlace(t / 2);
        APInt b = APFloat::getInf(s, i & 1).bitcastToAPInt() | pay;
        if (w == 80 && i == 3) b.clearBit(63); // pseudo-NaN
        if (APFloat(s, b).isNaN()) pats.push_back(b);
      }
    }
    for (auto &dst : all) {
      std::vector<APInt> mine = pats;
      if (nm == "f64") {
        // Doubles spread over the destination's range, incl. exact midpoints.
        const fltSemantics &d = *dst.s;
        int lo = APFloat::semanticsMinExponent(d) - (int)APFloat::semanticsPrecision(d) - 2;
        int hi = APFloat::semanticsMaxExponent(d) + 2;
        if (lo < -1074) lo = -1074;
        if (hi > 1023) hi = 1023;
        for (int i = 0; i < 30; i++) {
          APFloat f = typical(s, 0);
          int e = lo + (int)(rng() % (hi - lo + 1));
          f = scalbn(f, e, APFloat::rmNearestTiesToEven);
          if (rng() & 1) f.changeSign();
          mine.push_back(f.bitcastToAPInt());
        }
        if (APFloat::semanticsPrecision(d) < 53)
          for (int i = 0; i < 20; i++) {
            APFloat v = APFloat::getLargest(d);
            if (i % 4 != 0) {
              v = APFloat(d, randBits(APFloat::semanticsSizeInBits(d)));
              if (!v.isFinite()) continue;
            }
            APFloat up = v; up.next(false);
            bool li;
            APFloat a = v, b = up;
            if (!b.isFinite()) { b = v; b.next(true); }
            a.convert(s, APFloat::rmNearestTiesToEven, &li);
            b.convert(s, APFloat::rmNearestTiesToEven, &li);
            a.add(b, APFloat::rmNearestTiesToEven);
            a.divide(APFloat(s, "2.0"), APFloat::rmNearestTiesToEven);
            if (i % 4 == 0) { // around the overflow threshold
              APFloat c = v; c.convert(s, APFloat::rmNearestTiesToEven, &li);
              APFloat h = a; h.subtract(c, APFloat::rmNearestTiesToEven);
              c.add(h, APFloat::rmNearestTiesToEven); c.add(h, APFloat::rmNearestTiesToEven);
              a = c; // v + ulp
              mine.push_back(a.bitcastToAPInt());
              a.next(true); mine.push_back(a.bitcastToAPInt());
              a.next(false); a.next(false); mine.push_back(a.bitcastToAPInt());
              continue;
            }
            mine.push_back(a.bitcastToAPInt());
            APFloat a2 = a; a2.next(false); mine.push_back(a2.bitcastToAPInt());
            a2 = a; a2.next(true); mine.push_back(a2.bitcastToAPInt());
          }
      }
      for (auto &b : mine) {
        APFloat f(s, b);
        bool li = false;
        f.convert(*dst.s, APFloat::rmNearestTiesToEven, &li);
        printf("%s\t%s\t%s\t%s\t%d\n", src.name, hex(b).c_str(), dst.name,
               hex(f.bitcastToAPInt()).c_str(), (int)li);
      }
    }
  }
}

int main(int argc, char **argv) {
  std::string cmd = argc > 1 ? argv[1] : "";
  if (cmd == "tostring") cmdToString();
  else if (cmd == "parse") cmdParse();
  else if (cmd == "halfway") cmdHalfway();
  else if (cmd == "convert") cmdConvert();
  else { fprintf(stderr, "usage: oracle tostring|parse|halfway|convert\n"); return 2; }
}
