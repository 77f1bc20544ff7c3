// builtin.module: named, attributes, nesting, explicit and generic forms.

module @outer attributes {foo.attr = 1 : i32, foo.unit} {
  module @inner {
    func.func private @f()
  }
  module {
  }
  module attributes {foo.x} {
    "my.op"() : () -> ()
  }
  builtin.module @explicit {
  }
  module @vis attributes {sym_visibility = "private"} {
  }
  "builtin.module"() ({
    "my.generic"() : () -> ()
  }) {sym_name = "gen"} : () -> ()
  "my.op"() : () -> ()
}

// -----

// Two top-level ops: both get wrapped in an implicit module.
module @a {
}
module @b {
}

// -----

// A single top-level unnamed module is not wrapped.
module {
  "my.op"() : () -> ()
}

// -----

"builtin.module"() ({
^bb0:
}) : () -> ()
