// A near miss of the split marker is only a warning; the exit status stays 0.
"my.a"() : () -> ()
// -----0
"my.b"() : () -> ()
// -----
"my.c"() : () -> ()
