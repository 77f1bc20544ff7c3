#!/usr/bin/env python3
"""Compare `gpuc opt` with mlir-opt-19 chunk by chunk on any MLIR test file.

usage: scripts/compare-chunks.py [-v] FILE [MLIR-OPT FLAGS...]
  Without flags, those of the file's first `// RUN: mlir-opt` line. Every `// -----` chunk goes through
  mlir-opt-19 and `gpuc opt` (GPUC=path, default bin/gpuc); chunks mlir-opt-19 rejects are skipped.
  Prints the differing chunks (with -v the first lines of each diff) and ends with `N/M chunks identical`.
  It is ../shared/upstream-tests/compare-passes.py for files outside that suite's manifest."""
import difflib, os, re, shlex, subprocess, sys, tempfile
args = sys.argv[1:]
verbose = '-v' in args
args = [a for a in args if a != '-v']
if not args:
    sys.exit(__doc__)
path, flags = args[0], args[1:]
text = open(path).read()
if not flags:
    run = ''
    for line in text.splitlines():
        m = re.match(r'\s*//\s*RUN:(.*)', line)
        if m:
            run += m.group(1).strip()
            if run.endswith('\\'):
                run = run[:-1] + ' '
                continue
            if 'mlir-opt' in run:
                break
            run = ''
    cmd = run.split('|')[0]
    flags = [f for f in shlex.split(cmd)[1:] if f not in ('%s', '-split-input-file', '--split-input-file')
             and not f.startswith('-verify-diagnostics') and not f.startswith('--verify-diagnostics')]
gpuc = os.environ.get('GPUC', 'bin/gpuc')
oracle = os.environ.get('MLIR_OPT', '/usr/lib/llvm-19/bin/mlir-opt')
def run_tool(cmd, f):
    try:
        r = subprocess.run(cmd + [f], capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b'timeout'
same = total = 0
with tempfile.TemporaryDirectory() as w:
    for i, c in enumerate(text.split('\n// -----\n')):
        f = os.path.join(w, 'chunk.mlir')
        open(f, 'w').write(c)
        ra, oa, _ = run_tool([oracle] + flags, f)
        if ra != 0:
            continue
        total += 1
        rb, ob, eb = run_tool([gpuc, 'opt'] + flags, f)
        if rb == 0 and oa == ob:
            same += 1
            continue
        print(f'DIFF chunk {i} (line {text[:text.find(c)].count(chr(10)) + 1})' + (f' gpuc rc={rb}' if rb != 0 else ''))
        if verbose:
            if rb != 0:
                print('  ' + eb.decode(errors='replace')[:400].replace('\n', '\n  '))
            else:
                d = list(difflib.unified_diff(oa.decode().splitlines(), ob.decode().splitlines(), 'mlir-opt-19', 'gpuc', lineterm='', n=1))
                print('  ' + '\n  '.join(d[:16]))
print(f'{same}/{total} chunks identical [{" ".join(flags)}]')
