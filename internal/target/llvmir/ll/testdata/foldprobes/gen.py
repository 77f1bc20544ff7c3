#!/usr/bin/env python3
"""Run fold probes through mlir-translate-19 and write the expected table (../fold_cases.txt)."""
import os, re, subprocess, sys, tempfile

def parse_type(s, i=0):
    if s.startswith('bf16', i): return ('f', 'bf16'), i + 4
    for f in ('f128', 'f80', 'f16', 'f32', 'f64'):
        if s.startswith(f, i): return ('f', f), i + len(f)
    if s[i] == 'i':
        m = re.compile(r'i(\d+)').match(s, i); return ('i', int(m.group(1))), m.end()
    if s.startswith('ptr', i):
        m = re.compile(r'ptr(\d*)').match(s, i); return ('p', int(m.group(1) or 0)), m.end()
    if s[i] in 'va':
        m = re.compile(r'[va](\d+)').match(s, i)
        e, j = parse_type(s, m.end()); return (s[i], int(m.group(1)), e), j
    if s[i] == 's':
        assert s[i+1] == '('; i += 2; fs = []
        while s[i] != ')':
            t, i = parse_type(s, i); fs.append(t)
            if s[i] == ',': i += 1
        return ('s', tuple(fs)), i + 1
    raise ValueError(s[i:])

def T(s):
    t, i = parse_type(s); assert i == len(s), s; return t

def mlir(t):
    k = t[0]
    if k == 'i': return 'i%d' % t[1]
    if k == 'f': return t[1]
    if k == 'p': return '!llvm.ptr' if t[1] == 0 else '!llvm.ptr<%d>' % t[1]
    if k == 'v' and t[2][0] == 'p': return '!llvm.vec<%d x %s>' % (t[1], mlir(t[2]).replace('!llvm.', ''))
    if k == 'v': return 'vector<%dx%s>' % (t[1], mlir(t[2]))
    if k == 'a': return '!llvm.array<%d x %s>' % (t[1], mlir(t[2]))
    if k == 's': return '!llvm.struct<(%s)>' % ', '.join(mlir(f) for f in t[1])

def elem(t, i):
    if t[0] == 's': return t[1][i]
    return t[2]

BIN = 'add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem'.split()
CAST = 'trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast'.split()
GLOBALS = {'g': 'i32', 'h': 'a4i32', 'w': 'i32'}

def to_mlir(name, steps):
    types = []; lines = []
    def v(a): return '%%v%s' % a[1:]
    for n, st in enumerate(steps):
        w = st.split(); op = w[0]; r = '%%v%d' % n
        if op == 'const':
            t = T(w[1]); val = w[2]
            if t[0] == 'v':
                vals = val.strip('[]').split(',')
                if t[2][0] == 'i' and t[2][1] == 1:
                    vals = ['true' if x != '0' else 'false' for x in vals]
                lines.append('%s = llvm.mlir.constant(dense<[%s]> : %s) : %s' % (r, ', '.join(vals), mlir(t), mlir(t)))
            elif t == ('i', 1):
                lines.append('%s = llvm.mlir.constant(%s) : i1' % (r, 'true' if val != '0' else 'false'))
            else:
                lines.append('%s = llvm.mlir.constant(%s : %s) : %s' % (r, val, mlir(t), mlir(t)))
        elif op in ('undef', 'poison', 'zero'):
            t = T(w[1]); lines.append('%s = llvm.mlir.%s : %s' % (r, op, mlir(t)))
        elif op == 'addr':
            t = ('p', 0); lines.append('%s = llvm.mlir.addressof @%s : !llvm.ptr' % (r, w[1]))
        elif op in BIN:
            t = types[int(w[1][1:])]
            fl = [f for f in w[3:] if f in ('nsw', 'nuw')]
            ex = ' exact' if 'exact' in w[3:] else ''
            ovf = ' overflow<%s>' % ', '.join(fl) if fl else ''
            lines.append('%s = llvm.%s%s %s, %s%s : %s' % (r, op, ex, v(w[1]), v(w[2]), ovf, mlir(t)))
        elif op == 'fneg':
            t = types[int(w[1][1:])]; lines.append('%s = llvm.fneg %s : %s' % (r, v(w[1]), mlir(t)))
        elif op in CAST:
            st_ = types[int(w[1][1:])]; t = T(w[2])
            lines.append('%s = llvm.%s %s : %s to %s' % (r, op, v(w[1]), mlir(st_), mlir(t)))
        elif op in ('icmp', 'fcmp'):
            a = types[int(w[2][1:])]
            t = ('v', a[1], ('i', 1)) if a[0] == 'v' else ('i', 1)
            pr = {'false': '_false', 'true': '_true'}.get(w[1], w[1]) if op == 'fcmp' else w[1]
            lines.append('%s = llvm.%s "%s" %s, %s : %s' % (r, op, pr, v(w[2]), v(w[3]), mlir(a)))
        elif op == 'gep':
            ib = ''
            if w[1] == 'inbounds': ib = 'inbounds '; w = w[1:]
            et = T(w[1]); base = w[2]; bt = types[int(base[1:])]
            idx = []; dyn = []
            for x in w[3:]:
                if x.startswith('%'): idx.append(v(x)); dyn.append(mlir(types[int(x[1:])]))
                else: idx.append(x)
            t = bt
            for x in w[3:]:
                if x.startswith('%') and types[int(x[1:])][0] == 'v' and bt[0] != 'v':
                    t = ('v', types[int(x[1:])][1], bt)
            lines.append('%s = llvm.getelementptr %s%s[%s] : (%s) -> %s, %s' % (
                r, ib, v(base), ', '.join(idx), ', '.join([mlir(bt)] + dyn), mlir(t), mlir(et)))
        elif op == 'select':
            ct = types[int(w[1][1:])]; t = types[int(w[2][1:])]
            lines.append('%s = llvm.select %s, %s, %s : %s, %s' % (r, v(w[1]), v(w[2]), v(w[3]), mlir(ct), mlir(t)))
        elif op == 'extractvalue':
            a = types[int(w[1][1:])]; t = a
            for x in w[2:]: t = elem(t, int(x))
            lines.append('%s = llvm.extractvalue %s[%s] : %s' % (r, v(w[1]), ', '.join(w[2:]), mlir(a)))
        elif op == 'insertvalue':
            t = types[int(w[1][1:])]
            lines.append('%s = llvm.insertvalue %s, %s[%s] : %s' % (r, v(w[2]), v(w[1]), ', '.join(w[3:]), mlir(t)))
        elif op == 'extractelement':
            a = types[int(w[1][1:])]; t = a[2]; it = types[int(w[2][1:])]
            lines.append('%s = llvm.extractelement %s[%s : %s] : %s' % (r, v(w[1]), v(w[2]), mlir(it), mlir(a)))
        elif op == 'insertelement':
            t = types[int(w[1][1:])]; it = types[int(w[3][1:])]
            lines.append('%s = llvm.insertelement %s, %s[%s : %s] : %s' % (r, v(w[2]), v(w[1]), v(w[3]), mlir(it), mlir(t)))
        elif op == 'shuffle':
            a = types[int(w[1][1:])]; t = ('v', len(w) - 3, a[2])
            lines.append('%s = llvm.shufflevector %s, %s [%s] : %s' % (r, v(w[1]), v(w[2]), ', '.join(w[3:]), mlir(a)))
        else:
            raise ValueError(op)
        types.append(t)
    rt = types[-1]
    body = '\n'.join('  ' + l for l in lines)
    return 'llvm.func @%s() -> %s {\n%s\n  llvm.return %%v%d : %s\n}\n' % (name, mlir(rt), body, len(steps) - 1, mlir(rt))

def main():
    src = open(sys.argv[1]).read()
    probes = []
    for block in src.split('\n\n'):
        ls = [l.strip() for l in block.strip().split('\n') if l.strip() and not l.strip().startswith('#')]
        if not ls: continue
        assert ls[0].startswith('=')
        probes.append((ls[0][1:].strip(), ls[1:]))
    prelude = ('llvm.mlir.global external @g() : i32\n'
               'llvm.mlir.global external @h() : !llvm.array<4 x i32>\n'
               'llvm.mlir.global extern_weak @w() : i32\n'
               'llvm.mlir.global internal @d(0 : i64) : i64\n'
               'llvm.mlir.global internal @big(dense<0> : tensor<8xi32>) : !llvm.array<8 x i32>\n'
               'llvm.mlir.global external @al() {alignment = 32 : i64} : i8\n'
               'llvm.mlir.global external @st() : !llvm.struct<(i8, f64)>\n'
               'llvm.func @fn()\n')
    text = prelude + ''.join(to_mlir('p%d' % i, s) for i, (_, s) in enumerate(probes))
    open('os.path.join(tempfile.gettempdir(), 'foldprobes.mlir')', 'w').write(text)
    out = subprocess.run(['mlir-translate-19', '--mlir-to-llvmir', 'os.path.join(tempfile.gettempdir(), 'foldprobes.mlir')'],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(out.stderr)
    bodies = {}
    for m in re.finditer(r'define [^@]*@(p\d+)\(\) \{\n(.*?)\n\}', out.stdout, re.S):
        bodies[m.group(1)] = m.group(2).strip().split('\n')
    out = []
    for i, (name, steps) in enumerate(probes):
        b = bodies['p%d' % i]
        want = b[0].strip() if len(b) == 1 else 'NOFOLD'
        out.append('= %s\n%s\n-> %s\n' % (name, '\n'.join(steps), want))
    open(sys.argv[2], 'w').write('\n'.join(out))

def goq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

main()
