// nvvm-attach-target and rocdl-attach-target: the target built from the options is appended to the gpu.modules
// directly inside the op the pass runs on whose name the `module` regex (LLVM's POSIX extended regex, found
// anywhere in the name) matches; a target equal to the module's last one is not added again.
// RUN: gpuc opt %s --nvvm-attach-target | FileCheck %s --check-prefix=DEFAULT
// RUN: gpuc opt %s --nvvm-attach-target='module=nvvm.* O=3 chip=sm_90' --rocdl-attach-target='module=^rocdl O=3 chip=gfx90a' | FileCheck %s --check-prefix=MATCH
// RUN: gpuc opt %s --nvvm-attach-target='module=opt O=1 chip=sm_70 triple=nvptx-nvidia-cuda features=+ptx80 fast ftz l=a.bc,"b,c.bc" l=d.bc' | FileCheck %s --check-prefix=NVOPTS
// RUN: gpuc opt %s --rocdl-attach-target='module=opt abi=600 wave64=0 fast=1 daz=true finite-only unsafe-math correct-sqrt=false features=+xnack l=ocml.bc' | FileCheck %s --check-prefix=ROCOPTS
// RUN: gpuc opt %s --nvvm-attach-target='module=[[:digit:]]$ chip=sm_80' --nvvm-attach-target='module=[[:digit:]]$ chip=sm_80' | FileCheck %s --check-prefix=DEDUP
// RUN: gpuc opt %s --nvvm-attach-target='module=\d$' --rocdl-attach-target='module=a**' | FileCheck %s --check-prefix=ODD
// RUN: gpuc opt %s --pass-pipeline='builtin.module(builtin.module(rocdl-attach-target{chip=gfx1100}))' | FileCheck %s --check-prefix=NESTED

// DEFAULT: gpu.module @nvvm_module_1 [#nvvm.target] {
// DEFAULT: gpu.module @nvvm_module_2 [#nvvm.target<chip = "sm_60">, #nvvm.target] {
// DEFAULT: gpu.module @rocdl_module [#nvvm.target] {
// DEFAULT: gpu.module @opt_module_3 [#rocdl.target, #nvvm.target] {
// DEFAULT: gpu.module @d [#nvvm.target] {
// DEFAULT: gpu.module @inner_1 {

// MATCH: gpu.module @nvvm_module_1 [#nvvm.target<O = 3, chip = "sm_90">] {
// MATCH: gpu.module @nvvm_module_2 [#nvvm.target<chip = "sm_60">, #nvvm.target<O = 3, chip = "sm_90">] {
// MATCH: gpu.module @rocdl_module [#rocdl.target<O = 3, chip = "gfx90a">] {
// MATCH: gpu.module @opt_module_3 [#rocdl.target] {

// NVOPTS: gpu.module @nvvm_module_1 {
// NVOPTS: gpu.module @opt_module_3 [#rocdl.target, #nvvm.target<O = 1, triple = "nvptx-nvidia-cuda", chip = "sm_70", features = "+ptx80", flags = {fast, ftz}, link = ["a.bc", "\22b,c.bc\22", "d.bc"]>] {

// ROCOPTS: gpu.module @opt_module_3 [#rocdl.target, #rocdl.target<features = "+xnack", abi = "600", flags = {daz, fast, finite_only, no_wave64, unsafe_math, unsafe_sqrt}, link = ["ocml.bc"]>] {

// DEDUP: gpu.module @nvvm_module_1 [#nvvm.target<chip = "sm_80">] {
// DEDUP: gpu.module @nvvm_module_2 [#nvvm.target<chip = "sm_60">, #nvvm.target<chip = "sm_80">] {
// DEDUP: gpu.module @rocdl_module {
// DEDUP: gpu.module @opt_module_3 [#rocdl.target, #nvvm.target<chip = "sm_80">] {

// `\d` is a plain "d" in LLVM's regex dialect; `a**` does not compile and matches nothing.
// ODD: gpu.module @nvvm_module_1 {
// ODD: gpu.module @rocdl_module {
// ODD: gpu.module @opt_module_3 [#rocdl.target] {
// ODD: gpu.module @d [#nvvm.target] {

// NESTED: gpu.module @nvvm_module_1 {
// NESTED: gpu.module @inner_1 [#rocdl.target<chip = "gfx1100">] {

module attributes {gpu.container_module} {
  gpu.module @nvvm_module_1 {
  }
  gpu.module @nvvm_module_2 [#nvvm.target<chip = "sm_60">] {
  }
  gpu.module @rocdl_module {
  }
  gpu.module @opt_module_3 [#rocdl.target] {
  }
  gpu.module @d {
  }
  module @inner {
    gpu.module @inner_1 {
    }
  }
}
