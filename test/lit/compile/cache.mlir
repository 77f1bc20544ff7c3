// The compile cache: a rebuild makes the same object from the cache; --no-cache reads and writes none; gpuc cache
// stats and clean; a cache folder that cannot be made is a warning, and the compile goes on without it.
// REQUIRES: rocm-device-libs
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: env GPUC_CACHE_DIR=%t/cache gpuc compile %s --target=gfx90a,gfx942 -o %t/cold.o
// RUN: env GPUC_CACHE_DIR=%t/cache gpuc cache stats | FileCheck %s --check-prefix=STATS
// STATS: folder  {{.*}}/cache
// STATS-NEXT: entries 4
// RUN: env GPUC_CACHE_DIR=%t/cache gpuc compile %s --target=gfx90a,gfx942 -o %t/warm.o
// RUN: cmp %t/cold.o %t/warm.o
// RUN: env GPUC_CACHE_DIR=%t/other gpuc compile %s --target=gfx90a,gfx942 --no-cache -o %t/nocache.o
// RUN: cmp %t/cold.o %t/nocache.o
// RUN: not ls %t/other/??
// RUN: env GPUC_CACHE_DIR=%t/cache gpuc cache clean | FileCheck %s --check-prefix=CLEAN
// CLEAN: removed 4 entries from {{.*}}/cache
// RUN: touch %t/file
// RUN: env GPUC_CACHE_DIR=%t/file/cache gpuc compile %s --target=gfx90a -o %t/nocache2.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: gpuc compile: warning: compiling without the compile cache: mkdir {{.*}}file: not a directory
// WARN-NOT: warning
// RUN: env GPUC_CACHE_DIR=%t/cache gpuc compile %s --target=gfx90a --report -o %t/r.o 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: module      kind   target  kernel
// REPORT-NEXT: twice_kernel  HSACO  gfx90a  twice_kernel
func.func @twice(%buf: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %buf[%tx] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
