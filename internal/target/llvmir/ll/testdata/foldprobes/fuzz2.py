#!/usr/bin/env python3
# Random probes over vectors, aggregates and select.
import random, sys
random.seed(int(sys.argv[1])); N = int(sys.argv[2])
def ival(): return str(random.choice([0, 0, 1, -1, 2, 5, 100]))
def fval(): return random.choice(['0x3F800000', '0x00000000', '0x80000000', '0x7FC00000', '0x40400000'])
out = []
for n in range(N):
    st = []; ty = []
    def add(s, t): st.append(s); ty.append(t); return len(st) - 1
    def leaf(t):
        r = random.random()
        if t[0] in 'sa': r = r * 0.3
        if r < 0.12: return add('undef %s' % t, t)
        if r < 0.2: return add('poison %s' % t, t)
        if r < 0.3: return add('zero %s' % t, t)
        if t in ('i64', 'i32', 'i1') and r < 0.45:
            a = add('addr %s' % random.choice(['g', 'h', 'd']), 'ptr'); return add('ptrtoint %%%d %s' % (a, t), t)
        if t == 'ptr':
            if r < 0.7: return add('addr %s' % random.choice(['g', 'h', 'w']), 'ptr')
            return add('zero ptr', 'ptr')
        if t[0] == 'v':
            k = int(t[1]); et = t[2:]
            vs = [(ival() if et[0] == 'i' else fval()) for _ in range(k)]
            if et == 'i1': vs = [random.choice(['0', '1']) for _ in range(k)]
            if random.random() < 0.3: vs = [vs[0]] * k
            return add('const %s [%s]' % (t, ','.join(vs)), t)
        if t == 'i1': return add('const i1 %s' % random.choice(['0', '1']), t)
        if t[0] == 'i': return add('const %s %s' % (t, ival()), t)
        if t == 'f32': return add('const f32 %s' % fval(), t)
        raise ValueError(t)
    mode = random.choice(['vec', 'agg', 'sel', 'gep'])
    if mode == 'vec':
        t = random.choice(['v4i32', 'v2i64', 'v4f32', 'v2i1'])
        et = t[2:]
        cur = leaf(t)
        for _ in range(random.randint(1, 4)):
            r = random.random()
            if r < 0.3:
                e = leaf(et); i = leaf('i32') if random.random() < 0.3 else add('const i32 %d' % random.randint(0, int(t[1])), 'i32')
                cur = add('insertelement %%%d %%%d %%%d' % (cur, e, i), t)
            elif r < 0.5:
                o = leaf(t); k = int(t[1])
                m = [str(random.choice([-1] + list(range(2 * k)))) for _ in range(k)]
                if random.random() < 0.2: m = ['0'] * k
                cur = add('shuffle %%%d %%%d %s' % (cur, o, ' '.join(m)), t)
            elif r < 0.7:
                o = leaf(t)
                op = random.choice(['add', 'mul', 'xor', 'udiv', 'and']) if et[0] == 'i' else random.choice(['fadd', 'fmul', 'fsub'])
                cur = add('%s %%%d %%%d' % (op, cur, o), t)
            elif r < 0.8:
                c = leaf('v%si1' % t[1]) if random.random() < 0.7 else leaf('i1')
                o = leaf(t)
                cur = add('select %%%d %%%d %%%d' % (c, cur, o), t)
            else:
                i = add('const i32 %d' % random.randint(0, int(t[1])), 'i32')
                add('extractelement %%%d %%%d' % (cur, i), et)
                break
    elif mode == 'agg':
        t = random.choice(['s(i32,f32)', 's(ptr,ptr,i64,a2i64,a2i64)', 'a3i32', 'a2s(i32,ptr)', 's(i64,v2i32)'])
        cur = leaf(t)
        fields = {'s(i32,f32)': [([0], 'i32'), ([1], 'f32')],
                  's(ptr,ptr,i64,a2i64,a2i64)': [([0], 'ptr'), ([1], 'ptr'), ([2], 'i64'), ([3, 0], 'i64'), ([3, 1], 'i64'), ([4, 1], 'i64')],
                  'a3i32': [([0], 'i32'), ([1], 'i32'), ([2], 'i32')],
                  'a2s(i32,ptr)': [([0, 0], 'i32'), ([1, 1], 'ptr'), ([1, 0], 'i32')],
                  's(i64,v2i32)': [([0], 'i64'), ([1], 'v2i32')]}[t]
        for _ in range(random.randint(1, 5)):
            path, ft = random.choice(fields)
            v = leaf(ft)
            cur = add('insertvalue %%%d %%%d %s' % (cur, v, ' '.join(map(str, path))), t)
        if random.random() < 0.5:
            path, ft = random.choice(fields)
            add('extractvalue %%%d %s' % (cur, ' '.join(map(str, path))), ft)
    elif mode == 'sel':
        t = random.choice(['i32', 'ptr', 'f32', 'v2i32'])
        c = leaf('i1'); a = leaf(t); b = leaf(t)
        add('select %%%d %%%d %%%d' % (c, a, b), t)
    else:
        b = leaf('ptr')
        idx = [str(random.randint(-1, 2)) for _ in range(random.randint(1, 2))]
        et = random.choice(['a4i32', 's(i32,i64)']) if len(idx) > 1 else random.choice(['i8', 'f32', 'a4i32'])
        g = add('gep %s%s %%%d %s' % (random.choice(['', 'inbounds ']), et, b, ' '.join(idx if not et.startswith('s') else [idx[0], str(random.randint(0, 1))])), 'ptr')
        r = random.random()
        if r < 0.4:
            o = leaf('ptr'); add('icmp %s %%%d %%%d' % (random.choice(['eq', 'ne', 'ugt', 'ule']), g, o), 'i1')
        elif r < 0.7:
            add('ptrtoint %%%d i64' % g, 'i64')
    out.append('= fuzz2 %d\n%s\n' % (n, '\n'.join(st)))
open('fuzz_probes.txt', 'w').write('\n'.join(out))
