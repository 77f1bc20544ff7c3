// The async dialect's types and ops print as MLIR 19 prints them.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | gpuc opt | FileCheck %s

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[C:.*]]: index, %[[T:.*]]: !async.token, %[[V:.*]]: !async.value<f32>)
func.func @ops(%c: index, %t: !async.token, %v: !async.value<f32>) {
  // CHECK: %[[G:.*]] = async.create_group %[[C]] : !async.group
  %g = async.create_group %c : !async.group
  // CHECK: async.add_to_group %[[T]], %[[G]] : !async.token
  %r = async.add_to_group %t, %g : !async.token
  // CHECK: async.await_all %[[G]]
  async.await_all %g
  // CHECK: %{{.*}} = async.await %[[V]] : !async.value<f32>
  %x = async.await %v : !async.value<f32>
  // CHECK: async.await %[[T]] : !async.token
  async.await %t : !async.token
  // CHECK: async.coro.id
  %id = async.coro.id
  %h = async.coro.begin %id
  %s = async.coro.save %h
  // CHECK: async.runtime.create : !async.value<f32>
  %rt = async.runtime.create : !async.value<f32>
  // CHECK: async.runtime.add_ref %[[T]] {count = 1 : i64} : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  // CHECK: %[[L:.*]] = async.runtime.load %[[V]] : <f32>
  %l = async.runtime.load %v : !async.value<f32>
  // CHECK: async.runtime.store %[[L]], %[[V]] : <f32>
  async.runtime.store %l, %v : !async.value<f32>
  return
}

// CHECK-LABEL: func.func @execute(
func.func @execute(%v: !async.value<f32>, %t: !async.token) -> f32 {
  // CHECK: %[[TOK:.*]] = async.execute {
  // CHECK-NEXT: async.yield
  %a = async.execute {
    async.yield
  }
  // CHECK: %[[TOK2:.*]], %[[RES:.*]]:2 = async.execute [%[[TOK]], %{{.*}}] (%{{.*}} as %[[U:.*]]: !async.value<f32>) -> (!async.value<f32>, !async.value<index>) attributes {my.attr} {
  // CHECK: async.yield %[[U]], %{{.*}} : f32, index
  %b, %r:2 = async.execute [%a, %t] (%v as %u: !async.value<f32>) -> (!async.value<f32>, !async.value<index>) attributes {my.attr} {
    %c = arith.constant 1 : index
    async.yield %u, %c : f32, index
  }
  // CHECK: async.await %[[RES]]#0 : !async.value<f32>
  %x = async.await %r#0 : !async.value<f32>
  return %x : f32
}

// CHECK-LABEL: async.func @af(
// CHECK-NEXT: return %{{.*}} : index
async.func @af(%a: index) -> !async.value<index> {
  async.return %a : index
}

// CHECK-LABEL: func.func @call(
// CHECK: async.call @af(%{{.*}}) : (index) -> !async.value<index>
func.func @call(%q: index) {
  %r = async.call @af(%q) : (index) -> !async.value<index>
  return
}
