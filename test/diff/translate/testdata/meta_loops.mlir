// Loop annotations on llvm.br and llvm.cond_br: every option family,
// followup loops shared between options (one node each), parallel
// accesses with their access groups, access groups on memory ops and
// calls (one group is the node itself, several a list), and an
// annotation used by two branches (one loop ID).
#g1 = #llvm.access_group<id = distinct[0]<>>
#g2 = #llvm.access_group<id = distinct[1]<>>
#fu = #llvm.loop_annotation<disableNonforced = true, mustProgress = true>
#all = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, isVectorized = false,
  vectorize = <disable = true, predicateEnable = false, scalableEnable = true, width = 8 : i32, followupVectorized = #fu, followupEpilogue = #fu, followupAll = #fu>,
  interleave = <count = 4 : i32>,
  unroll = <disable = false, count = 16 : i32, runtimeDisable = true, full = true, followupUnrolled = #fu, followupRemainder = #fu, followupAll = #fu>,
  unrollAndJam = <disable = true, count = 2 : i32, followupOuter = #fu, followupInner = #fu, followupRemainderOuter = #fu, followupRemainderInner = #fu, followupAll = #fu>,
  licm = <disable = true, versioningDisable = true>,
  distribute = <disable = false, followupCoincident = #fu, followupSequential = #fu, followupFallback = #fu, followupAll = #fu>,
  pipeline = <disable = true, initiationinterval = 3 : i32>,
  peeled = <count = 2 : i32>,
  unswitch = <partialDisable = true>,
  parallelAccesses = #g1, #g2>
#par = #llvm.loop_annotation<parallelAccesses = #g1>

llvm.func @use(i32)

llvm.func @loops(%n: i32, %p: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%0 : i32)
^head(%i: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit {loop_annotation = #all}
^body:
  %v = llvm.load %p {access_groups = [#g1, #g2]} : !llvm.ptr -> i32
  llvm.store %v, %p {access_groups = [#g1]} : i32, !llvm.ptr
  %r = llvm.atomicrmw add %p, %v monotonic {access_groups = [#g2]} : !llvm.ptr, i32
  llvm.call @use(%r) {access_groups = [#g1, #g2]} : (i32) -> ()
  %next = llvm.add %i, %1 : i32
  llvm.br ^head(%next : i32) {loop_annotation = #all}
^exit:
  llvm.br ^second(%0 : i32)
^second(%j: i32):
  %d = llvm.icmp "slt" %j, %n : i32
  %w = llvm.load %p {access_groups = [#g1]} : !llvm.ptr -> i32
  %j2 = llvm.add %j, %w : i32
  llvm.cond_br %d, ^second(%j2 : i32), ^done {loop_annotation = #par}
^done:
  llvm.br ^third
^third:
  llvm.br ^fourth {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false>, unroll = <full = false>, isVectorized = true>}
^fourth:
  llvm.return
}
