// gpu.wait: synchronous waits on streams and events, async waits with no,
// one and several dependencies (events recorded after each producer).
module attributes {gpu.container_module} {
  func.func @sync_on_streams() {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    gpu.wait [%t0, %t1]
    return
  }
  func.func @async_chain() {
    %t0 = gpu.wait async
    %t1 = gpu.wait async [%t0]
    %t2 = gpu.wait async
    %t3 = gpu.wait async [%t1, %t2]
    gpu.wait [%t3]
    return
  }
  func.func @empty_waits() {
    gpu.wait
    %t = gpu.wait async []
    gpu.wait [%t]
    return
  }
}

// -----

// Tokens that are function arguments are events (the pass cannot know
// better): the sync wait synchronizes and destroys them, the async wait
// waits for them on a new stream.
module attributes {gpu.container_module} {
  func.func @events(%e0: !gpu.async.token, %e1: !gpu.async.token) -> !gpu.async.token {
    %t = gpu.wait async [%e0, %e1]
    gpu.wait [%e1]
    return %t : !gpu.async.token
  }
  func.func @caller(%e: !gpu.async.token) {
    %t = func.call @events(%e, %e) : (!gpu.async.token, !gpu.async.token) -> !gpu.async.token
    gpu.wait [%t]
    return
  }
}

// -----

// A token produced by an op no pattern lowers reaches the waits through a
// cast and counts as an event.
module attributes {gpu.container_module} {
  func.func @unconverted_producer() {
    %t0 = "my.token"() : () -> !gpu.async.token
    %t1 = gpu.wait async [%t0]
    gpu.wait [%t0, %t1]
    return
  }
}
