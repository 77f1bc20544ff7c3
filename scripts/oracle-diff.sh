#!/usr/bin/env bash
# Compares `gpuc opt` with mlir-opt-19 on one file, in custom and generic form, and shows the first differences.
# Usage: scripts/oracle-diff.sh FILE [more opt flags]     (GPUC=path picks the gpuc binary; default bin/gpuc)
set -u
f=$1; shift
gpuc=${GPUC:-bin/gpuc}
oracle=${MLIR_OPT:-mlir-opt-19}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
rc=0
for form in custom generic; do
  flags=(--split-input-file --allow-unregistered-dialect "$@")
  [ $form = generic ] && flags+=(--mlir-print-op-generic)
  "$oracle" "${flags[@]}" "$f" > "$work/want" 2> "$work/wanterr"; wrc=$?
  timeout 60 "$gpuc" opt "${flags[@]}" "$f" > "$work/got" 2> "$work/goterr"; grc=$?
  [ $wrc != 0 ] && echo "== $form: note: mlir-opt rejects this input (exit $wrc)"
  if [ $wrc != 0 ] || [ $grc != 0 ]; then
    if [ $wrc != $grc ] || ! cmp -s "$work/wanterr" "$work/goterr"; then
      echo "== $form: exit mlir-opt=$wrc gpuc=$grc; stderr diff (< mlir-opt, > gpuc):"; diff "$work/wanterr" "$work/goterr" | head -${LINES_SHOWN:-20}; rc=1
    fi
  fi
  if ! cmp -s "$work/want" "$work/got"; then
    echo "== $form: stdout diff (< mlir-opt, > gpuc):"; diff "$work/want" "$work/got" | head -${LINES_SHOWN:-20}; rc=1
  fi
done
[ $rc = 0 ] && echo "same: $f"
exit $rc
