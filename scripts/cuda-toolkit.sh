#!/usr/bin/env bash
# Installs Debian's CUDA toolkit (package nvidia-cuda-toolkit, CUDA 11.8 on Debian 12) so that gpuc makes
# cubins with ptxas and links libdevice math; `make cuda-toolkit` runs it. Optional: without it gpuc embeds
# PTX (--gpu-object-format=isa) and the tests that need CUDA skip.
#
# Usage: bash scripts/cuda-toolkit.sh
#
# The toolkit is in Debian's non-free section, which a default Debian installation does not list: this adds
# /etc/apt/sources.list.d/gpuc-debian-non-free.sources (contrib + non-free of the running release, signed by
# Debian's own archive key), runs `apt-get update` and installs the package (about 1.6 GB to download, 5.5 GB
# installed). NVIDIA's licence applies to what it installs. It lays out ptxas in /usr/bin and libdevice in
# /usr/lib/cuda/nvvm/libdevice, where gpuc (and clang) find them without configuration. With the toolkit
# present it prints one line and returns at once. Only Debian's apt is used; nothing else is downloaded.
set -euo pipefail

if dpkg-query -W -f='${db:Status-Status}' nvidia-cuda-toolkit 2>/dev/null | grep -qx installed; then
  echo "cuda-toolkit: nvidia-cuda-toolkit present ($(ptxas --version 2>/dev/null | tail -1))"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "cuda-toolkit: not root and no sudo: run this script as root" >&2
    exit 1
  fi
fi

. /etc/os-release
if [ "${ID:-}" != debian ] || [ -z "${VERSION_CODENAME:-}" ]; then
  echo "cuda-toolkit: this script knows Debian's archive only (this is ${PRETTY_NAME:-unknown});" >&2
  echo "              install the CUDA toolkit your distribution offers, or name it with toolkit=\"...\"" >&2
  exit 1
fi

list=/etc/apt/sources.list.d/gpuc-debian-non-free.sources
if ! apt-cache policy nvidia-cuda-toolkit 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  if [ ! -e "$list" ]; then
    echo "cuda-toolkit: adding Debian's contrib and non-free sections for $VERSION_CODENAME ($list)"
    printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: contrib non-free\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$VERSION_CODENAME" | "${sudo[@]}" tee "$list" >/dev/null
  fi
  "${sudo[@]}" apt-get update -q
fi
echo "cuda-toolkit: installing nvidia-cuda-toolkit"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nvidia-cuda-toolkit
echo "cuda-toolkit: $(ptxas --version | tail -1)"
