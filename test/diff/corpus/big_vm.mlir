// A larger, realistic file: an interpreter-like program with a big state machine,
// nested modules, many small functions, graph regions, aliases and locations.

#dispatch = affine_map<(d0)[s0] -> (d0 mod s0)>
#ring = affine_map<(d0) -> ((d0 + 1) mod 64)>
#valid = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>
!state = !foo.state<"vm", regs = 16>
!word = i64
#here = loc("vm.c":100:1)

module @vm attributes {foo.abi = "sysv", foo.features = ["simd", "atomics"]} {
  module @runtime attributes {sym_visibility = "private"} {
    func.func private @rt_helper_0(!word, !state) -> (!word, !state) attributes {foo.cost = 1 : i32}
    func.func private @rt_helper_1(!word, !state) -> (!word, !state) attributes {foo.cost = 4 : i32}
    func.func private @rt_helper_2(!word, !state) -> (!word, !state) attributes {foo.cost = 7 : i32}
    func.func private @rt_helper_3(!word, !state) -> (!word, !state) attributes {foo.cost = 10 : i32}
    func.func private @rt_helper_4(!word, !state) -> (!word, !state) attributes {foo.cost = 13 : i32}
    func.func private @rt_helper_5(!word, !state) -> (!word, !state) attributes {foo.cost = 16 : i32}
    func.func private @rt_helper_6(!word, !state) -> (!word, !state) attributes {foo.cost = 19 : i32}
    func.func private @rt_helper_7(!word, !state) -> (!word, !state) attributes {foo.cost = 22 : i32}
  }

  func.func @op_add(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.add"(%lhs, %rhs) {foo.latency = 1 : i8} : (!word, !word) -> !word loc("vm.c":200:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":201:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_add"("vm.c":199:1))
  func.func @op_sub(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.sub"(%lhs, %rhs) {foo.latency = 2 : i8} : (!word, !word) -> !word loc("vm.c":210:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":211:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_sub"("vm.c":209:1))
  func.func @op_mul(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.mul"(%lhs, %rhs) {foo.latency = 3 : i8} : (!word, !word) -> !word loc("vm.c":220:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":221:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_mul"("vm.c":219:1))
  func.func @op_xor(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.xor"(%lhs, %rhs) {foo.latency = 4 : i8} : (!word, !word) -> !word loc("vm.c":230:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":231:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_xor"("vm.c":229:1))
  func.func @op_and(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.and"(%lhs, %rhs) {foo.latency = 5 : i8} : (!word, !word) -> !word loc("vm.c":240:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":241:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_and"("vm.c":239:1))
  func.func @op_or(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.or"(%lhs, %rhs) {foo.latency = 6 : i8} : (!word, !word) -> !word loc("vm.c":250:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":251:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_or"("vm.c":249:1))
  func.func @op_shl(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.shl"(%lhs, %rhs) {foo.latency = 7 : i8} : (!word, !word) -> !word loc("vm.c":260:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":261:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_shl"("vm.c":259:1))
  func.func @op_shr(%lhs: !word, %rhs: !word, %st: !state) -> (!word, !state) {
    %r = "my.shr"(%lhs, %rhs) {foo.latency = 8 : i8} : (!word, !word) -> !word loc("vm.c":270:5)
    %flags:2 = "my.flags"(%r) : (!word) -> (i1, i1) loc("vm.c":271:5)
    %st2 = "my.update"(%st, %flags#0, %flags#1) : (!state, i1, i1) -> !state
    return %r, %st2 : !word, !state loc(#here)
  } loc("op_shr"("vm.c":269:1))

  func.func @run(%pc0: index, %st0: !state, %code: memref<64xi8, #ring>) -> (!word, !state) attributes {foo.hot} {
    %c0 = "my.const"() {value = 0 : i64} : () -> !word
    "my.br"(%pc0, %st0, %c0)[^fetch] : (index, !state, !word) -> ()
  ^fetch(%pc: index, %st: !state, %acc: !word):
    %opc = "my.load"(%code, %pc) {map = #dispatch, check = #valid} : (memref<64xi8, #ring>, index) -> i8
    %npc = "my.next"(%pc) : (index) -> index
    "my.switch"(%opc)[^op0, ^op1, ^op2, ^op3, ^op4, ^op5, ^op6, ^op7, ^op8, ^op9, ^op10, ^op11, ^op12, ^op13, ^op14, ^op15, ^op16, ^op17, ^op18, ^op19, ^op20, ^op21, ^op22, ^op23, ^halt] {case_values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]> : tensor<24xi8>} : (i8) -> ()
  ^op0:
    %v0 = "my.operand"(%st) {slot = 0 : i32} : (!state) -> !word
    %r0:2 = call @op_add(%acc, %v0, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r0#1, %r0#0)[^fetch] : (index, !state, !word) -> ()
  ^op1:
    %v1 = "my.operand"(%st) {slot = 1 : i32} : (!state) -> !word
    %r1:2 = call @op_sub(%acc, %v1, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r1#1, %r1#0)[^fetch] : (index, !state, !word) -> ()
  ^op2:
    %v2 = "my.operand"(%st) {slot = 2 : i32} : (!state) -> !word
    %r2:2 = call @op_mul(%acc, %v2, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r2#1, %r2#0)[^fetch] : (index, !state, !word) -> ()
  ^op3:
    %v3 = "my.operand"(%st) {slot = 3 : i32} : (!state) -> !word
    %r3:2 = call @op_xor(%acc, %v3, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r3#1, %r3#0)[^fetch] : (index, !state, !word) -> ()
  ^op4:
    %v4 = "my.operand"(%st) {slot = 4 : i32} : (!state) -> !word
    %r4:2 = call @op_and(%acc, %v4, %st) : (!word, !word, !state) -> (!word, !state)
    %t4 = "my.trap_check"(%r4#0) : (!word) -> i1
    "my.cond_br"(%t4, %npc, %r4#1, %r4#0)[^trap, ^fetch] {operandSegmentSizes = array<i32: 1, 0, 3>} : (i1, index, !state, !word) -> ()
  ^op5:
    %v5 = "my.operand"(%st) {slot = 5 : i32} : (!state) -> !word
    %r5:2 = call @op_or(%acc, %v5, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r5#1, %r5#0)[^fetch] : (index, !state, !word) -> ()
  ^op6:
    %v6 = "my.operand"(%st) {slot = 6 : i32} : (!state) -> !word
    %r6:2 = call @op_shl(%acc, %v6, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r6#1, %r6#0)[^fetch] : (index, !state, !word) -> ()
  ^op7:
    %v7 = "my.operand"(%st) {slot = 7 : i32} : (!state) -> !word
    %r7:2 = call @op_shr(%acc, %v7, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r7#1, %r7#0)[^fetch] : (index, !state, !word) -> ()
  ^op8:
    %v8 = "my.operand"(%st) {slot = 8 : i32} : (!state) -> !word
    %r8:2 = call @op_add(%acc, %v8, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r8#1, %r8#0)[^fetch] : (index, !state, !word) -> ()
  ^op9:
    %v9 = "my.operand"(%st) {slot = 9 : i32} : (!state) -> !word
    %r9:2 = call @op_sub(%acc, %v9, %st) : (!word, !word, !state) -> (!word, !state)
    %t9 = "my.trap_check"(%r9#0) : (!word) -> i1
    "my.cond_br"(%t9, %npc, %r9#1, %r9#0)[^trap, ^fetch] {operandSegmentSizes = array<i32: 1, 0, 3>} : (i1, index, !state, !word) -> ()
  ^op10:
    %v10 = "my.operand"(%st) {slot = 10 : i32} : (!state) -> !word
    %r10:2 = call @op_mul(%acc, %v10, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r10#1, %r10#0)[^fetch] : (index, !state, !word) -> ()
  ^op11:
    %v11 = "my.operand"(%st) {slot = 11 : i32} : (!state) -> !word
    %r11:2 = call @op_xor(%acc, %v11, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r11#1, %r11#0)[^fetch] : (index, !state, !word) -> ()
  ^op12:
    %v12 = "my.operand"(%st) {slot = 12 : i32} : (!state) -> !word
    %r12:2 = call @op_and(%acc, %v12, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r12#1, %r12#0)[^fetch] : (index, !state, !word) -> ()
  ^op13:
    %v13 = "my.operand"(%st) {slot = 13 : i32} : (!state) -> !word
    %r13:2 = call @op_or(%acc, %v13, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r13#1, %r13#0)[^fetch] : (index, !state, !word) -> ()
  ^op14:
    %v14 = "my.operand"(%st) {slot = 14 : i32} : (!state) -> !word
    %r14:2 = call @op_shl(%acc, %v14, %st) : (!word, !word, !state) -> (!word, !state)
    %t14 = "my.trap_check"(%r14#0) : (!word) -> i1
    "my.cond_br"(%t14, %npc, %r14#1, %r14#0)[^trap, ^fetch] {operandSegmentSizes = array<i32: 1, 0, 3>} : (i1, index, !state, !word) -> ()
  ^op15:
    %v15 = "my.operand"(%st) {slot = 15 : i32} : (!state) -> !word
    %r15:2 = call @op_shr(%acc, %v15, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r15#1, %r15#0)[^fetch] : (index, !state, !word) -> ()
  ^op16:
    %v16 = "my.operand"(%st) {slot = 16 : i32} : (!state) -> !word
    %r16:2 = call @op_add(%acc, %v16, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r16#1, %r16#0)[^fetch] : (index, !state, !word) -> ()
  ^op17:
    %v17 = "my.operand"(%st) {slot = 17 : i32} : (!state) -> !word
    %r17:2 = call @op_sub(%acc, %v17, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r17#1, %r17#0)[^fetch] : (index, !state, !word) -> ()
  ^op18:
    %v18 = "my.operand"(%st) {slot = 18 : i32} : (!state) -> !word
    %r18:2 = call @op_mul(%acc, %v18, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r18#1, %r18#0)[^fetch] : (index, !state, !word) -> ()
  ^op19:
    %v19 = "my.operand"(%st) {slot = 19 : i32} : (!state) -> !word
    %r19:2 = call @op_xor(%acc, %v19, %st) : (!word, !word, !state) -> (!word, !state)
    %t19 = "my.trap_check"(%r19#0) : (!word) -> i1
    "my.cond_br"(%t19, %npc, %r19#1, %r19#0)[^trap, ^fetch] {operandSegmentSizes = array<i32: 1, 0, 3>} : (i1, index, !state, !word) -> ()
  ^op20:
    %v20 = "my.operand"(%st) {slot = 20 : i32} : (!state) -> !word
    %r20:2 = call @op_and(%acc, %v20, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r20#1, %r20#0)[^fetch] : (index, !state, !word) -> ()
  ^op21:
    %v21 = "my.operand"(%st) {slot = 21 : i32} : (!state) -> !word
    %r21:2 = call @op_or(%acc, %v21, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r21#1, %r21#0)[^fetch] : (index, !state, !word) -> ()
  ^op22:
    %v22 = "my.operand"(%st) {slot = 22 : i32} : (!state) -> !word
    %r22:2 = call @op_shl(%acc, %v22, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r22#1, %r22#0)[^fetch] : (index, !state, !word) -> ()
  ^op23:
    %v23 = "my.operand"(%st) {slot = 23 : i32} : (!state) -> !word
    %r23:2 = call @op_shr(%acc, %v23, %st) : (!word, !word, !state) -> (!word, !state)
    "my.br"(%npc, %r23#1, %r23#0)[^fetch] : (index, !state, !word) -> ()
  ^trap:
    %h:2 = call @runtime_trap(%acc, %st) : (!word, !state) -> (!word, !state)
    "my.br"(%h#0, %h#1)[^exit] : (!word, !state) -> ()
  ^halt:
    "my.br"(%acc, %st)[^exit] : (!word, !state) -> ()
  ^exit(%res: !word, %final: !state):
    return %res, %final : !word, !state
  ^orphan:
    "my.unreachable"() {reason = "never \"reached\""} : () -> ()
  }

  func.func private @runtime_trap(!word, !state) -> (!word, !state) attributes {foo.noinline, foo.section = ".text.cold"}

  func.func @dataflow(%in: tensor<8xf32>) -> tensor<8xf32> {
    %out = "my.graph"(%in) ({
    ^bb0(%x: tensor<8xf32>):
      %n0 = "my.node"(%n3, %x) {id = 0 : i32, kind = #foo.node<relu>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n1 = "my.node"(%n4, %n8) {id = 1 : i32, kind = #foo.node<add>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n2 = "my.node"(%n5, %n9) {id = 2 : i32, kind = #foo.node<mul>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n3 = "my.node"(%n6, %x) {id = 3 : i32, kind = #foo.node<relu>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n4 = "my.node"(%n7, %n1) {id = 4 : i32, kind = #foo.node<add>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n5 = "my.node"(%n8, %n2) {id = 5 : i32, kind = #foo.node<mul>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n6 = "my.node"(%n9, %x) {id = 6 : i32, kind = #foo.node<relu>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n7 = "my.node"(%n0, %n4) {id = 7 : i32, kind = #foo.node<add>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n8 = "my.node"(%n1, %n5) {id = 8 : i32, kind = #foo.node<mul>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %n9 = "my.node"(%n2, %x) {id = 9 : i32, kind = #foo.node<relu>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      "my.yield"(%n9) : (tensor<8xf32>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %out : tensor<8xf32>
  }

  func.func @config() -> !word attributes {
    foo.table = dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi16>,
    foo.names = ["zero", "one", "tw\"o"],
    foo.limits = {max = 9223372036854775807 : i64, min = -9223372036854775808 : i64, eps = 1.0e-12 : f64, nan = 0x7FF8000000000000 : f64},
    foo.mask = array<i1: true, false, true, true>,
    foo.ref = @vm::@runtime::@rt_helper_3,
    foo.types = [!word, !state, memref<?xi8, 1>, tensor<*xbf16>]
  } {
    %0 = "my.const"() {value = 42 : i64} : () -> !word loc(fused["config", #here])
    return %0 : !word
  }
}
