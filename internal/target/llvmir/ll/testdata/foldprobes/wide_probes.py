import random
random.seed(5)
out = []
def P(name, *steps): out.append('= %s\n%s\n' % (name, '\n'.join(steps)))
f128 = {'1': '0x3FFF0000000000000000000000000000', '3': '0x40008000000000000000000000000000', 'm0': '0x80000000000000000000000000000000',
        '0': '0x00000000000000000000000000000000', 'inf': '0x7FFF0000000000000000000000000000', 'nan': '0x7FFF8000000000000000000000000000',
        'snan': '0xFFFF0000000000000000000000000001', 'tiny': '0x00000000000000000000000000000001', 'minn': '0x00010000000000000000000000000000',
        'max': '0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF', 'ulp1': '0x3FFF0000000000000000000000000001', 'sub': '0x00008000000000000000000000000003',
        'half': '0x3FFE0000000000000000000000000000', 'big': '0x403E0000000000000000000000000000', 'neg25': '0xC0004000000000000000000000000000'}
f80 = {'1': '0x3FFF8000000000000000', '3': '0x4000C000000000000000', 'm0': '0x80000000000000000000', 'inf': '0x7FFF8000000000000000',
       'nan': '0x7FFFC000000000000000', 'tiny': '0x00000000000000000001', 'minn': '0x00018000000000000000', 'max': '0x7FFEFFFFFFFFFFFFFFFF',
       'ulp1': '0x3FFF8000000000000001', 'sub': '0x00004000000000000003', 'neg25': '0xC000A000000000000000'}
for ty, tab in (('f128', f128), ('f80', f80)):
    names = list(tab)
    for op in ('fadd', 'fsub', 'fmul', 'fdiv', 'frem'):
        for a in names:
            for b in names:
                if random.random() < 0.35:
                    P('%s %s %s %s' % (op, ty, a, b), 'const %s %s' % (ty, tab[a]), 'const %s %s' % (ty, tab[b]), '%s %%0 %%1' % op)
    for a in names:
        for op, to in (('fptrunc', 'f64'), ('fptrunc', 'f32'), ('fptrunc', 'f16'), ('fptrunc', 'bf16'), ('fptosi', 'i64'), ('fptoui', 'i64'),
                       ('fptosi', 'i128'), ('bitcast', 'i128' if ty == 'f128' else 'i80'), ('fneg', '')):
            if op == 'fneg': P('fneg %s %s' % (ty, a), 'const %s %s' % (ty, tab[a]), 'fneg %0')
            else: P('%s %s %s %s' % (op, ty, a, to), 'const %s %s' % (ty, tab[a]), '%s %%0 %s' % (op, to))
        for p in ('oeq', 'olt', 'uge', 'une', 'ord'):
            P('fcmp %s %s %s' % (p, ty, a), 'const %s %s' % (ty, tab[a]), 'const %s %s' % (ty, tab['1']), 'fcmp %s %%0 %%1' % p)
    for src, vals in (('f32', ['0x3F800000', '0x7FC00001', '0xFF800000', '0x00000001', '0x3DCCCCCD']), ('f64', ['0x3FB999999999999A', '0x7FF4000000000001', '0x0000000000000001']),
                      ('f16', ['0x3555', '0x7D01']), ('bf16', ['0x3DCD'])):
        for v in vals:
            P('fpext %s %s %s' % (src, v, ty), 'const %s %s' % (src, v), 'fpext %%0 %s' % ty)
    for v in ('1', '-1', '12345678901234567890', '-170141183460469231731687303715884105728', '340282366920938463463374607431768211455'):
        for op in ('sitofp', 'uitofp'):
            P('%s i128 %s %s' % (op, v, ty), 'const i128 %s' % v, '%s %%0 %s' % (op, ty))
    P('%s fadd undef' % ty, 'undef %s' % ty, 'const %s %s' % (ty, tab['1']), 'fadd %0 %1')
    P('%s fadd -0 identity' % ty, 'const %s %s' % (ty, tab['3']), 'const %s %s' % (ty, tab['m0']), 'fadd %0 %1')
    P('%s fmul 1 identity snan' % ty, 'const %s %s' % (ty, tab['nan']), 'const %s %s' % (ty, tab['1']), 'fmul %0 %1')
P('fpext f80 f128', 'const f80 0x3FFF8000000000000001', 'fpext %0 f128')
P('fptrunc f128 f80', 'const f128 0x3FFF0000000000000000000000000001', 'fptrunc %0 f80')
P('fptrunc f128 f80 nan', 'const f128 0x7FFF0000000000000000000000000001', 'fptrunc %0 f80')
P('fptrunc f128 f80 tiny', 'const f128 0x3C000000000000000000000000000001', 'fptrunc %0 f80')
P('fptrunc f128 f64 tie', 'const f128 0x3FFF0000000000000800000000000000', 'fptrunc %0 f64')
P('fptrunc f128 f64 tie+', 'const f128 0x3FFF0000000000000800000000000001', 'fptrunc %0 f64')
P('fptrunc f128 f16 tie+', 'const f128 0x3FFF0020000000000000000000000001', 'fptrunc %0 f16')
P('fptrunc f128 f16 sub', 'const f128 0x3FE70020000000000000000000000001', 'fptrunc %0 f16')
open('wide.txt', 'w').write('\n'.join(out))
print(len(out))
