// expected-remark@+1 {{nope}}
foo
