#!/usr/bin/env python3
"""Compares `gpuc opt` with mlir-opt-19 on MLIR 19's own test files, chunk by chunk (`// -----`), with the
mlir-opt flags of each of the file's RUN lines (FileCheck and its pipes dropped; -split-input-file implied).
RUN lines naming a pass gpuc lacks are skipped (gpuc rejects them on an empty module), and so are chunks that
mlir-opt-19 rejects with those flags. A chunk is identical when the exit status, stdout and stderr all match
(stderr with the chunk file's name in both).

usage: scripts/upstream-runlines.py [-v] [-s] DIR_OR_FILE...   (paths relative to MLIR's test/ folder, e.g.
       Conversion/FuncToLLVM; MLIR_TESTS=the test folder, default /work/mlirsrc/llvm-toolchain-19_19.1.7/mlir/test;
       GPUC=bin/gpuc; MLIR_OPT=the oracle). -v shows the first differing lines, -s prints one line per file.
Ends with `N/M chunks identical`; exits 1 when some differ."""
import difflib, glob, os, re, shlex, subprocess, sys, tempfile

args = sys.argv[1:]
verbose = '-v' in args
summary = '-s' in args
args = [a for a in args if a not in ('-v', '-s')]
tests = os.environ.get('MLIR_TESTS', '/work/mlirsrc/llvm-toolchain-19_19.1.7/mlir/test')
gpuc = os.path.abspath(os.environ.get('GPUC', 'bin/gpuc'))
oracle = os.environ.get('MLIR_OPT', '/usr/lib/llvm-19/bin/mlir-opt')


def run_lines(text):
    """The mlir-opt arguments of each RUN line (continuations joined)."""
    lines, cur = [], ''
    for l in text.splitlines():
        m = re.match(r'\s*//\s*RUN:(.*)', l)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith('\\'):
            cur += part[:-1] + ' '
            continue
        lines.append(cur + part)
        cur = ''
    out = []
    for l in lines:
        cmd = l.split('|')[0]
        try:
            words = shlex.split(cmd)
        except ValueError:
            continue
        if not words or words[0] != 'mlir-opt':
            continue
        flags = [w for w in words[1:] if w not in ('%s', '2>&1', '-split-input-file', '--split-input-file')]
        out.append(flags)
    return out


def run(cmd, cwd):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=60, cwd=cwd)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b'timeout'


files = []
for a in args or ['Conversion']:
    p = os.path.join(tests, a)
    files += sorted(glob.glob(os.path.join(p, '**', '*.mlir'), recursive=True)) if os.path.isdir(p) else [p]

same = total = 0
with tempfile.TemporaryDirectory() as w:
    empty = os.path.join(w, 'empty.mlir')
    open(empty, 'w').write('module {}\n')
    supported = {}
    for path in files:
        rel = os.path.relpath(path, tests)
        text = open(path).read()
        chunks = text.split('\n// -----\n')
        fsame = ftotal = 0
        for flags in run_lines(text):
            key = tuple(flags)
            if key not in supported:
                rc, _, err = run([gpuc, 'opt'] + flags + [empty], w)
                supported[key] = b'does not refer to a registered pass' not in err and b'nknown command line argument' not in err
            if not supported[key]:
                if not summary:
                    print(f'SKIP {rel} [{" ".join(flags)}]')
                continue
            for i, c in enumerate(chunks):
                f = os.path.join(w, 'chunk.mlir')
                open(f, 'w').write(c)
                ra, oa, ea = run([oracle] + flags + ['chunk.mlir'], w)
                if ra != 0 and '-verify-diagnostics' not in flags and '--verify-diagnostics' not in flags:
                    continue
                ftotal += 1
                rb, ob, eb = run([gpuc, 'opt'] + flags + ['chunk.mlir'], w)
                if (ra, oa, ea) == (rb, ob, eb):
                    fsame += 1
                    continue
                if not summary:
                    print(f'DIFF {rel} chunk {i} [{" ".join(flags)}] rc {ra}/{rb}')
                if verbose:
                    a, b = (oa, ob) if oa != ob else (ea, eb)
                    d = list(difflib.unified_diff(a.decode(errors='replace').splitlines(), b.decode(errors='replace').splitlines(), 'mlir-opt-19', 'gpuc', lineterm='', n=1))
                    print('  ' + '\n  '.join(d[:20]))
        if summary and ftotal:
            print(f'{fsame}/{ftotal} {rel}')
        same += fsame
        total += ftotal
print(f'{same}/{total} chunks identical')
sys.exit(0 if same == total else 1)
