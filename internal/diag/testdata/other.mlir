// expected-remark@+1 {{hello}}
foo
