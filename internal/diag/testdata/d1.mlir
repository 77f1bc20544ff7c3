// expected-remark@above {{A1}}
// expected-remark@below {{B1}}
// expected-remark@below {{B2}}
  
// expected-remark@+010 {{OCT}}
// expected-remark@above {{A2}}
// expected-remark@-3 {{M3}}
// expected-remark@+09 {{BAD}}
// expected-remark@below {{DANGLE}}
