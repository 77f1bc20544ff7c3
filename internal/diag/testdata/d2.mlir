// expected-remark@+09 {{BAD}}
