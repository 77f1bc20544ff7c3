#!/usr/bin/env python3
# Regenerates the roundtrip_cases_test.go files of the scf, memref, cf, arith,
# index and math packages: the expected texts are what mlir-opt-19 prints for
# the inputs (custom and generic form). Run from the project root, e.g.
#   python3 internal/dialect/scf/testdata/gen_roundtrip_cases.py scf \
#     internal/dialect/scf/roundtrip_cases_test.go test/diff/corpus/scf_loops.mlir ...
# (cf uses internal/dialect/cf's own small input; see the cases file).
import subprocess, sys
pkg, out = sys.argv[1], sys.argv[2]
cases = []
for path in sys.argv[3:]:
    src = open(path).read()
    for chunk in src.split('// -----\n'):
        r = subprocess.run(['mlir-opt-19', '--allow-unregistered-dialect', '-'], input=chunk, capture_output=True, text=True)
        if r.returncode != 0:
            print("oracle rejects chunk in", path, r.stderr[:300]); sys.exit(1)
        g = subprocess.run(['mlir-opt-19', '--allow-unregistered-dialect', '--mlir-print-op-generic', '-'], input=chunk, capture_output=True, text=True)
        cases.append((chunk, r.stdout, g.stdout))
def gostr(s):
    return '`' + s.replace('`', '` + "`" + `') + '`'
with open(out, 'w') as f:
    f.write('// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.\n\n')
    f.write('package %s_test\n\n' % pkg)
    f.write('var roundTripCases = []struct{ in, custom, generic string }{\n')
    for c in cases:
        f.write('\t{%s,\n\t\t%s,\n\t\t%s},\n' % (gostr(c[0]), gostr(c[1]), gostr(c[2])))
    f.write('}\n')
