#!/bin/sh
# Regenerates the *.err files from mlir-opt-19. Run from this directory.
# The *.mlir inputs that use transform.debug.emit_remark_at emit one remark per
# "x.a*" op at the op's loc(...); diag_test.go replays those remarks.
set -u
for f in basic re1 m1 m3 m4 d1g d2g; do
	mlir-opt-19 --allow-unregistered-dialect --transform-interpreter --verify-diagnostics $f.mlir 2>$f.err >/dev/null
done
for f in locs m5 lim2; do
	mlir-opt-19 --allow-unregistered-dialect --transform-interpreter --mlir-print-op-on-diagnostic=false $f.mlir 2>$f.err >/dev/null
done
