// --split-input-file: several chunks, comment-only chunks, and an empty trailing chunk.
"my.a"() : () -> ()

// -----
// This chunk only has comments.

// -----

"my.b"() : () -> ()
  // -----  
"my.c"() : () -> ()
//-----
"my.d"() : () -> ()
// -----
func.func @f() {
  return
}
// -----
