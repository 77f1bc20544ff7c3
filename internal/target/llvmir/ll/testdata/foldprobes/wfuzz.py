import random, sys
random.seed(int(sys.argv[1])); out = []
def f128():
    e = random.choice([0, 1, 2, 0x3FFF, 0x3FFE, 0x4000, 0x7FFE, random.randint(0, 0x7FFE), random.randint(0x3F00, 0x4100)])
    return '0x%032X' % (random.getrandbits(1) << 127 | e << 112 | random.getrandbits(112))
def f80():
    e = random.choice([1, 2, 0x3FFF, 0x3FFE, 0x4000, 0x7FFE, random.randint(1, 0x7FFE), random.randint(0x3F00, 0x4100)])
    return '0x%020X' % (random.getrandbits(1) << 79 | e << 64 | 1 << 63 | random.getrandbits(63))
for n in range(int(sys.argv[2])):
    ty, g = random.choice([('f128', f128), ('f80', f80)])
    r = random.random()
    if r < 0.6:
        op = random.choice(['fadd', 'fsub', 'fmul', 'fdiv', 'frem'])
        out.append('= w%d\nconst %s %s\nconst %s %s\n%s %%0 %%1\n' % (n, ty, g(), ty, g(), op))
    else:
        to = random.choice(['f64', 'f32', 'f16', 'bf16', 'i64', 'i128', 'f128' if ty == 'f80' else 'f80'])
        op = {'i64': 'fptosi', 'i128': 'fptoui'}.get(to, 'fptrunc')
        if to in ('f128',): op = 'fpext'
        out.append('= w%d\nconst %s %s\n%s %%0 %s\n' % (n, ty, g(), op, to))
open('fuzz_probes.txt', 'w').write('\n'.join(out))
