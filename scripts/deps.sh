#!/usr/bin/env bash
# Ensures the Debian packages gpuc's build, tests, demo and benchmark need are installed.
# Usage: bash scripts/deps.sh        (make deps runs it; every other make target depends on it)
#
# Checks each package with dpkg-query; only when something is missing does it run `apt-get update` once and
# `apt-get install -y --no-install-recommends` for the missing ones (through sudo when not root). Nothing is
# downloaded except through apt. With everything present it prints one line and returns at once.
# Go is not a Debian package here (Debian 12 ships an older one): it must already be installed.
set -euo pipefail

# What each package is for:
#   llvm-19-dev       LLVM 19 headers and libLLVM-19 for the cgo layer (internal/llvm)
#   llvm-19-tools     lit, FileCheck and not for test/lit
#   lld-19            ld.lld, which links AMDGPU objects into HSACO
#   liblld-19-dev     LLD 19's ELF driver as a library, which links them without a process per module
#   rocm-device-libs  AMDGPU device bitcode (ocml, ockl, ...)
#   mlir-19-tools     mlir-opt-19 / mlir-translate-19, the differential oracle in tests and bench
#   gcc g++           cgo (the C API plus a small C++ shim)
#   make python3 python3-psutil time diffutils   make itself, lit (psutil: its per-test --timeout), /usr/bin/time, cmp
packages=(llvm-19-dev llvm-19-tools lld-19 liblld-19-dev rocm-device-libs mlir-19-tools gcc g++ make python3 time diffutils python3-psutil)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = installed ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all ${#packages[@]} Debian packages present"
else
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "deps: missing ${missing[*]}; not root and no sudo: install them as root with" >&2
      echo "      apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
      exit 1
    fi
  fi
  echo "deps: missing ${missing[*]}"
  echo "deps: running ${sudo[*]:+${sudo[*]} }apt-get update"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  echo "deps: running ${sudo[*]:+${sudo[*]} }apt-get install -y --no-install-recommends ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  echo "deps: installed ${missing[*]}"
fi

# Go: the Makefile and .ci/run add /usr/local/go/bin to PATH; GO=... selects another toolchain.
go=${GO:-go}
if ! command -v "$go" >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ] && [ "$go" = go ]; then
  go=/usr/local/go/bin/go
fi
if ! command -v "$go" >/dev/null 2>&1; then
  cat >&2 <<'EOF'
deps: ERROR: Go is not installed (gpuc needs Go 1.26 or newer, see go.mod).
      Debian 12's golang package is too old. Install the official toolchain from go.dev/dl, e.g.
        tar -C /usr/local -xzf go1.26.*.linux-amd64.tar.gz
      then put /usr/local/go/bin on PATH (or run make GO=/path/to/go).
EOF
  exit 1
fi
