package gpu

import (
	"strings"
	"testing"
)

// An intrinsic of the other GPU backend would make LLVM's instruction
// selection end the process; it is a located error instead, both ways.
func TestForeignIntrinsics(t *testing.T) {
	for _, c := range []struct{ tgt, op, intr, want string }{
		{`#gpu.target<AMDGPU : chip = "gfx90a">`, "nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.tid.x",
			"gpu.module 'k' targets AMDGPU but uses 'llvm.nvvm.read.ptx.sreg.tid.x', an NVPTX intrinsic (from an nvvm op), which LLVM cannot compile for AMDGPU: use rocdl ops, or give the module an NVPTX target"},
		{`#gpu.target<NVPTX : chip = "sm_90">`, "rocdl.workitem.id.x", "llvm.amdgcn.workitem.id.x",
			"gpu.module 'k' targets NVPTX but uses 'llvm.amdgcn.workitem.id.x', an AMDGPU intrinsic (from a rocdl op), which LLVM cannot compile for NVPTX: use nvvm ops, or give the module an AMDGPU target"},
	} {
		src := kernelModule("k", c.tgt, "", false)
		src = strings.Replace(src, "      llvm.store %arg0", "      %tid = "+c.op+" : i32\n      llvm.store %arg0", 1)
		wantError(t, src, Options{Format: FormatISA}, c.want)
	}
}
