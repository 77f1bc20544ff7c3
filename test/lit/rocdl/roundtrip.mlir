// rocdl custom forms and attributes survive a print/parse round trip, in
// custom and generic form.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | gpuc opt | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK: gpu.module @k [#rocdl.target, #rocdl.target<O = 3, chip = "gfx90a", abi = "400", flags = {no_wave64}, link = ["ocml.bc"]>]
  gpu.module @k [#rocdl.target<abi = "500">, #rocdl.target<link = ["ocml.bc"], flags = {no_wave64}, abi = "400", chip = "gfx90a", O = 3>] {
  }
}

// CHECK-LABEL: func.func @buffers
func.func @buffers(%rsrc : vector<4xi32>, %i : i32, %f : f32) {
  // CHECK: rocdl.raw.buffer.load %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
  %0 = rocdl.raw.buffer.load %rsrc, %i, %i, %i : f32
  // CHECK: rocdl.raw.buffer.store %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
  rocdl.raw.buffer.store %f, %rsrc, %i, %i, %i : f32
  // CHECK: rocdl.raw.buffer.atomic.fadd %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %i, %i, %i : f32
  // CHECK: rocdl.raw.buffer.atomic.fmax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %i, %i, %i : f32
  // CHECK: rocdl.raw.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
  rocdl.raw.buffer.atomic.smax %i, %rsrc, %i, %i, %i : i32
  // CHECK: rocdl.raw.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
  rocdl.raw.buffer.atomic.umin %i, %rsrc, %i, %i, %i : i32
  return
}
