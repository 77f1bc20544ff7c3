// A host function that launches two kernels written inline with gpu.launch: saxpy over n elements, then a
// block-wide sum with gpu.all_reduce (the second launch also declares a workgroup buffer, which outlining keeps as a
// workgroup attribution of the kernel).
module attributes {gpu.container_module} {
  func.func @saxpy_and_sum(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %out: memref<1xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c255 = arith.constant 255 : index
    %np = arith.addi %n, %c255 : index
    %blocks = arith.divui %np, %c256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %xi = memref.load %x[%i] : memref<?xf32>
        %yi = memref.load %y[%i] : memref<?xf32>
        %ax = arith.mulf %a, %xi : f32
        %r = arith.addf %ax, %yi : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) {
      %zero = arith.constant 0.0 : f32
      %inb = arith.cmpi ult, %tx, %n : index
      %v = scf.if %inb -> (f32) {
        %yi = memref.load %y[%tx] : memref<?xf32>
        scf.yield %yi : f32
      } else {
        scf.yield %zero : f32
      }
      %total = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %total, %out[%c0] : memref<1xf32>
      }
      gpu.terminator
    }
    return
  }
}
