#!/usr/bin/env python3
import random, sys
random.seed(int(sys.argv[1]))
N = int(sys.argv[2])
ITYPES = ['i1', 'i8', 'i32', 'i64']
FTYPES = ['f16', 'f32', 'f64', 'bf16']
FBITS = {'f16': 16, 'bf16': 16, 'f32': 32, 'f64': 64}
def rint(t):
    b = int(t[1:])
    c = random.random()
    if b == 1: return str(random.randint(0, 1))
    if c < 0.3: return str(random.choice([0, 1, -1, 2, b - 1, b, b + 1]))
    if c < 0.5: return str(random.choice([-(1 << (b - 1)), (1 << (b - 1)) - 1]))
    return str(random.randint(-(1 << (b - 1)), (1 << (b - 1)) - 1))
SPECIAL = {16: ['0x3C00', '0x7C00', '0x7E00', '0x8000', '0x0001', '0x7BFF'], 32: ['0x3F800000', '0x7F800000', '0x7FC00000', '0x80000000', '0x00000001', '0x4F000000', '0xCF000000', '0x3F000000'],
           64: ['0x3FF0000000000000', '0x7FF0000000000000', '0x7FF8000000000000', '0x8000000000000000', '0x43E0000000000000', '0x3FE0000000000000']}
def rfloat(t):
    b = FBITS[t]
    if random.random() < 0.4 and t != 'bf16': return random.choice(SPECIAL[b])
    if random.random() < 0.5:
        # small-ish normal numbers
        if b == 16: return '0x%04X' % random.choice([random.randint(0x3000, 0x5000), random.randint(0xB000, 0xD000)])
        if b == 32: return '0x%08X' % random.choice([random.randint(0x3E000000, 0x42000000), random.randint(0xBE000000, 0xC2000000)])
        return '0x%016X' % random.choice([random.randint(0x3FC0000000000000, 0x4040000000000000)])
    return '0x%0*X' % (b // 4, random.getrandbits(b))
out = []
for n in range(N):
    steps = []; types = []
    def add(s, t): steps.append(s); types.append(t)
    base = random.choice(ITYPES + FTYPES + ['v2i32', 'v4f32', 'v2i8'])
    def leaf(t):
        c = random.random()
        if c < 0.08: add('undef %s' % t, t); return
        if c < 0.12: add('poison %s' % t, t); return
        if c < 0.2 and t in ('i32', 'i64', 'i8', 'i1'):
            add('addr %s' % random.choice(['g', 'h', 'w', 'd', 'big', 'al', 'fn']), 'ptr')
            if random.random() < 0.3:
                add('gep %s%s %%%d %d' % (random.choice(['', 'inbounds ']), random.choice(['i8', 'i32', 'f64']), len(steps) - 1, random.randint(-2, 3)), 'ptr')
            add('ptrtoint %%%d %s' % (len(steps) - 1, t), t); return
        if t[0] == 'v':
            n_ = int(t[1]); et = t[2:]
            vals = [rint(et) if et[0] == 'i' else rfloat(et) for _ in range(n_)]
            if random.random() < 0.3: vals = [vals[0]] * n_
            add('const %s [%s]' % (t, ','.join(vals)), t); return
        add('const %s %s' % (t, rint(t) if t[0] == 'i' else rfloat(t)), t)
    leaf(base)
    for _ in range(random.randint(1, 3)):
        t = types[-1]
        cur = len(steps) - 1
        et = t[2:] if t[0] == 'v' else t
        r = random.random()
        if et[0] == 'i' and r < 0.6:
            op = random.choice('add sub mul udiv sdiv urem srem shl lshr ashr and or xor'.split())
            leaf(t); other = len(steps) - 1
            a, b = (cur, other) if random.random() < 0.6 else (other, cur)
            fl = random.choice(['', ' nsw', ' nuw', ' nuw nsw']) if op in ('add', 'sub', 'mul') else ''
            add('%s %%%d %%%d%s' % (op, a, b, fl), t)
        elif et[0] == 'f' and r < 0.6:
            op = random.choice('fadd fsub fmul fdiv frem'.split())
            leaf(t); other = len(steps) - 1
            a, b = (cur, other) if random.random() < 0.6 else (other, cur)
            add('%s %%%d %%%d' % (op, a, b), t)
        elif r < 0.75:
            leaf(t); other = len(steps) - 1
            if et[0] == 'i':
                p = random.choice('eq ne ugt uge ult ule sgt sge slt sle'.split()); add('icmp %s %%%d %%%d' % (p, cur, other), 'i1' if t[0] != 'v' else 'v%si1' % t[1])
            else:
                p = random.choice('oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno'.split()); add('fcmp %s %%%d %%%d' % (p, cur, other), 'i1' if t[0] != 'v' else 'v%si1' % t[1])
        else:
            pre = 'v%s' % t[1] if t[0] == 'v' else ''
            if et[0] == 'i':
                b = int(et[1:])
                ch = [('trunc', 'i%d' % (b // 2)) if b > 1 else None, ('zext', 'i%d' % (b * 2)), ('sext', 'i%d' % (b * 2)),
                      ('sitofp', random.choice(FTYPES)), ('uitofp', random.choice(FTYPES))]
                if b in (16, 32, 64) and not pre: ch.append(('bitcast', {16: 'f16', 32: 'f32', 64: 'f64'}[b]))
                op, to = random.choice([c for c in ch if c])
            else:
                b = FBITS[et]
                ch = [('fptosi', random.choice(ITYPES)), ('fptoui', random.choice(ITYPES)), ('bitcast', 'i%d' % b)]
                if b > 16: ch.append(('fptrunc', 'f16' if b == 32 else random.choice(['f32', 'f16', 'bf16'])))
                if b < 64: ch.append(('fpext', 'f64'))
                op, to = random.choice(ch)
                if op == 'bitcast' and pre: continue
            add('%s %%%d %s%s' % (op, cur, pre, to), pre + to)
    out.append('= fuzz %d\n%s\n' % (n, '\n'.join(steps)))
open('fuzz_probes.txt', 'w').write('\n'.join(out))
