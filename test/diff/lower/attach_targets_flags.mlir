// FLAGS: --rocdl-attach-target=wave64=0 --rocdl-attach-target=fast --rocdl-attach-target=daz=1 --rocdl-attach-target=finite-only=true --rocdl-attach-target=unsafe-math --rocdl-attach-target=correct-sqrt=0 --rocdl-attach-target=abi=600 --rocdl-attach-target=O=3 --nvvm-attach-target=fast --nvvm-attach-target=ftz --nvvm-attach-target=O=0 --nvvm-attach-target=features=+ptx80 --nvvm-attach-target=triple=nvptx-nvidia-cuda
// Each option of the attach-target passes alone, one pass each, on modules with and without targets.
module attributes {gpu.container_module} {
  gpu.module @a {
  }
  gpu.module @b [#nvvm.target<O = 3>] {
  }
}
