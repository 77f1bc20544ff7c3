#!/usr/bin/env python3
# Writes probes.txt: hand-written probes plus generated matrices.
out = []
def P(name, *steps): out.append('= %s\n%s\n' % (name, '\n'.join(steps)))

# integer binary matrix
ints = {'i32': ['0', '1', '-1', '7', '-3', '31', '32', '2147483647', '-2147483648'],
        'i8': ['0', '1', '-1', '-128', '8'],
        'i64': ['0', '1', '-1', '9223372036854775807', '-9223372036854775808', '63', '64', '12345678901'],
        'i1': ['0', '1'],
        'i128': ['1', '-1', '170141183460469231731687303715884105727', '127', '128'],
        'i17': ['65535', '-65536', '16']}
bins = 'add sub mul udiv sdiv urem srem shl lshr ashr and or xor'.split()
for ty, vs in ints.items():
    for op in bins:
        for a in vs:
            for b in vs[:5] if ty not in ('i1',) else vs:
                if ty in ('i64','i128') and a not in vs[:4] and b not in vs[:3]: continue
                P('%s %s %s %s' % (op, ty, a, b), 'const %s %s' % (ty, a), 'const %s %s' % (ty, b), '%s %%0 %%1' % op)
    for op in ('shl', 'lshr', 'ashr'):
        for b in vs[4:]:
            P('%s %s -5 %s' % (op, ty, b), 'const %s -5' % ty, 'const %s %s' % (ty, b), '%s %%0 %%1' % op)
# undef/poison with ints
for op in bins:
    for a, b in (('undef', '5'), ('5', 'undef'), ('undef', 'undef'), ('poison', '5'), ('undef', '0'), ('0', 'undef'), ('undef', '1'), ('undef', '2'), ('undef', '-1')):
        def mk(x):
            return '%s i32' % x if x in ('undef', 'poison') else 'const i32 %s' % x
        P('%s i32 %s %s' % (op, a, b), mk(a), mk(b), '%s %%0 %%1' % op)
# float constants: bits
f32 = {'1.0': '0x3F800000', '3.0': '0x40400000', '-0.0': '0x80000000', '0.0': '0x00000000', 'inf': '0x7F800000',
       '-inf': '0xFF800000', 'nan': '0x7FC00000', 'nnan': '0xFFC00001', 'snan': '0x7F800001', '0.1': '0x3DCCCCCD',
       'max': '0x7F7FFFFF', 'denorm': '0x00000001', '1e10': '0x501502F9', '-2.5': '0xC0200000', '2^31': '0x4F000000'}
f64 = {'1.0': '0x3FF0000000000000', '3.0': '0x4008000000000000', '-0.0': '0x8000000000000000', 'inf': '0x7FF0000000000000',
       'nan': '0x7FF8000000000000', '0.1': '0x3FB999999999999A', '1e300': '0x7E37E43C8800759C', '-2.5': '0xC004000000000000',
       'big': '0x43E0000000000000', '0.5': '0x3FE0000000000000', '1.5': '0x3FF8000000000000', '2.5': '0x4004000000000000'}
f16 = {'1.0': '0x3C00', '3.0': '0x4200', 'max': '0x7BFF', 'tiny': '0x0001', 'nan': '0x7E00', '-2.5': '0xC100', '0.1': '0x2E66'}
bf16 = {'1.0': '0x3F80', '3.0': '0x4040', '0.1': '0x3DCD', 'nan': '0x7FC0', '-2.5': '0xC020'}
fops = 'fadd fsub fmul fdiv frem'.split()
for ty, tab in (('f32', f32), ('f64', f64), ('f16', f16), ('bf16', bf16)):
    names = list(tab)
    for op in fops:
        for a in names:
            for b in names[:4]:
                P('%s %s %s %s' % (op, ty, a, b), 'const %s %s' % (ty, tab[a]), 'const %s %s' % (ty, tab[b]), '%s %%0 %%1' % op)
    for a in names:
        P('fneg %s %s' % (ty, a), 'const %s %s' % (ty, tab[a]), 'fneg %0')
    for op in fops:
        for a in ('undef', 'poison'):
            P('%s %s %s 1.0' % (op, ty, a), '%s %s' % (a, ty), 'const %s %s' % (ty, tab['1.0']), '%s %%0 %%1' % op)
            P('%s %s 1.0 %s' % (op, ty, a), 'const %s %s' % (ty, tab['1.0']), '%s %s' % (a, ty), '%s %%0 %%1' % op)
        P('%s %s undef undef' % (op, ty), 'undef %s' % ty, 'undef %s' % ty, '%s %%0 %%1' % op)
    P('fsub %s -0 undef' % ty, 'const %s %s' % (ty, tab.get('-0.0', '0x8000')), 'undef %s' % ty, 'fsub %0 %1')
    P('fneg %s undef' % ty, 'undef %s' % ty, 'fneg %0')
# fcmp
preds = 'false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true'.split()
for p in preds:
    for a, b in (('1.0', '3.0'), ('3.0', '1.0'), ('1.0', '1.0'), ('nan', '1.0'), ('-0.0', '0.0'), ('inf', 'max')):
        P('fcmp %s %s %s' % (p, a, b), 'const f32 %s' % f32[a], 'const f32 %s' % f32[b], 'fcmp %s %%0 %%1' % p)
    P('fcmp %s undef' % p, 'undef f32', 'const f32 0x3F800000', 'fcmp %s %%0 %%1' % p)
    P('fcmp %s poison' % p, 'poison f32', 'const f32 0x3F800000', 'fcmp %s %%0 %%1' % p)
# icmp
ipreds = 'eq ne ugt uge ult ule sgt sge slt sle'.split()
for p in ipreds:
    for a, b in (('1', '-1'), ('-1', '1'), ('5', '5'), ('0', '7')):
        P('icmp %s %s %s' % (p, a, b), 'const i32 %s' % a, 'const i32 %s' % b, 'icmp %s %%0 %%1' % p)
    for a, b in (('1', '0'), ('0', '1')):
        P('icmp i1 %s %s %s' % (p, a, b), 'const i1 %s' % a, 'const i1 %s' % b, 'icmp %s %%0 %%1' % p)
    P('icmp %s undef' % p, 'undef i32', 'const i32 3', 'icmp %s %%0 %%1' % p)
    P('icmp %s undef undef' % p, 'undef i32', 'undef i32', 'icmp %s %%0 %%1' % p)
    P('icmp %s g null' % p, 'addr g', 'zero ptr', 'icmp %s %%0 %%1' % p)
    P('icmp %s null g' % p, 'zero ptr', 'addr g', 'icmp %s %%0 %%1' % p)
    P('icmp %s g h' % p, 'addr g', 'addr h', 'icmp %s %%0 %%1' % p)
    P('icmp %s g g' % p, 'addr g', 'addr g', 'icmp %s %%0 %%1' % p)
    P('icmp %s w null' % p, 'addr w', 'zero ptr', 'icmp %s %%0 %%1' % p)
    P('icmp %s w g' % p, 'addr w', 'addr g', 'icmp %s %%0 %%1' % p)
    P('icmp %s gep h null' % p, 'addr h', 'gep inbounds i32 %0 1', 'zero ptr', 'icmp %s %%1 %%2' % p)
    P('icmp %s gep(noinb) h null' % p, 'addr h', 'gep i32 %0 1', 'zero ptr', 'icmp %s %%1 %%2' % p)
    P('icmp %s gep h g' % p, 'addr h', 'gep i32 %0 1', 'addr g', 'icmp %s %%1 %%2' % p)
    P('icmp %s ptrtoint g 0' % p, 'addr g', 'ptrtoint %0 i64', 'const i64 0', 'icmp %s %%1 %%2' % p)
    P('icmp %s ptrtoint g h' % p, 'addr g', 'ptrtoint %0 i64', 'addr h', 'ptrtoint %2 i64', 'icmp %s %%1 %%3' % p)
    P('icmp %s null null' % p, 'zero ptr', 'zero ptr', 'icmp %s %%0 %%1' % p)
    P('icmp %s v2' % p, 'const v2i32 [1,5]', 'const v2i32 [3,5]', 'icmp %s %%0 %%1' % p)
# casts
for v in ('0', '1', '-1', '300', '-129', '2147483647', '-2147483648'):
    for op, to in (('trunc', 'i8'), ('zext', 'i64'), ('sext', 'i64'), ('sitofp', 'f32'), ('uitofp', 'f32'), ('sitofp', 'f16'),
                   ('uitofp', 'f16'), ('sitofp', 'bf16'), ('sitofp', 'f64'), ('uitofp', 'f64'), ('bitcast', 'f32'), ('inttoptr', 'ptr'),
                   ('trunc', 'i1')):
        P('%s i32 %s %s' % (op, v, to), 'const i32 %s' % v, '%s %%0 %s' % (op, to))
for v in ('16777217', '16777219', '2049', '2051', '-65519', '65520', '33554435'):
    for op, to in (('sitofp', 'f32'), ('sitofp', 'f16'), ('sitofp', 'bf16'), ('uitofp', 'f32')):
        P('%s i64 %s %s' % (op, v, to), 'const i64 %s' % v, '%s %%0 %s' % (op, to))
for v in ('-1', '170141183460469231731687303715884105727'):
    for op, to in (('uitofp', 'f32'), ('sitofp', 'f64'), ('uitofp', 'f64'), ('uitofp', 'bf16'), ('uitofp', 'f16')):
        P('%s i128 %s %s' % (op, v, to), 'const i128 %s' % v, '%s %%0 %s' % (op, to))
for name, bits in f32.items():
    for op, to in (('fptosi', 'i32'), ('fptoui', 'i32'), ('fptosi', 'i8'), ('fptoui', 'i1'), ('fptosi', 'i1'), ('fpext', 'f64'),
                   ('fptrunc', 'f16'), ('fptrunc', 'bf16'), ('bitcast', 'i32'), ('fptosi', 'i64')):
        P('%s f32 %s %s' % (op, name, to), 'const f32 %s' % bits, '%s %%0 %s' % (op, to))
for name, bits in f64.items():
    for op, to in (('fptrunc', 'f32'), ('fptrunc', 'f16'), ('fptosi', 'i64'), ('fptoui', 'i64'), ('fptosi', 'i32')):
        P('%s f64 %s %s' % (op, name, to), 'const f64 %s' % bits, '%s %%0 %s' % (op, to))
for name, bits in f16.items():
    for op, to in (('fpext', 'f32'), ('fpext', 'f64'), ('fptosi', 'i32'), ('bitcast', 'i16')):
        P('%s f16 %s %s' % (op, name, to), 'const f16 %s' % bits, '%s %%0 %s' % (op, to))
for op, to in (('trunc', 'i8'), ('zext', 'i64'), ('sext', 'i64'), ('sitofp', 'f32'), ('uitofp', 'f32'), ('bitcast', 'f32'), ('inttoptr', 'ptr')):
    P('%s undef %s' % (op, to), 'undef i32', '%s %%0 %s' % (op, to))
    P('%s poison %s' % (op, to), 'poison i32', '%s %%0 %s' % (op, to))
for op, to in (('fptosi', 'i32'), ('fptoui', 'i32'), ('fpext', 'f64'), ('fptrunc', 'f16')):
    P('%s undef %s' % (op, to), 'undef f32', '%s %%0 %s' % (op, to))
# pointer casts
P('ptrtoint g', 'addr g', 'ptrtoint %0 i64')
P('ptrtoint g i32', 'addr g', 'ptrtoint %0 i32')
P('ptrtoint trunc', 'addr g', 'ptrtoint %0 i64', 'trunc %1 i32')
P('ptrtoint zext', 'addr g', 'ptrtoint %0 i64', 'zext %1 i128')
P('ptrtoint sext', 'addr g', 'ptrtoint %0 i32', 'sext %1 i64')
P('ptrtoint inttoptr', 'addr g', 'ptrtoint %0 i64', 'inttoptr %1 ptr')
P('ptrtoint32 inttoptr', 'addr g', 'ptrtoint %0 i32', 'inttoptr %1 ptr')
P('ptrtoint inttoptr as1', 'addr g', 'ptrtoint %0 i64', 'inttoptr %1 ptr1')
P('inttoptr ptrtoint', 'const i64 77', 'inttoptr %0 ptr', 'ptrtoint %1 i64')
P('inttoptr ptrtoint 32', 'const i32 77', 'inttoptr %0 ptr', 'ptrtoint %1 i32')
P('inttoptr ptrtoint 32-64', 'const i32 77', 'inttoptr %0 ptr', 'ptrtoint %1 i64')
P('inttoptr 0', 'const i64 0', 'inttoptr %0 ptr')
P('inttoptr 5', 'const i64 5', 'inttoptr %0 ptr')
P('ptrtoint null', 'zero ptr', 'ptrtoint %0 i64')
P('addrspacecast g', 'addr g', 'addrspacecast %0 ptr1')
P('addrspacecast null', 'zero ptr', 'addrspacecast %0 ptr1')
P('addrspacecast twice', 'addr g', 'addrspacecast %0 ptr1', 'addrspacecast %1 ptr')
P('addrspacecast twice 3', 'addr g', 'addrspacecast %0 ptr1', 'addrspacecast %1 ptr3')
P('addrspacecast ptrtoint', 'addr g', 'addrspacecast %0 ptr1', 'ptrtoint %1 i64')
P('bitcast ptrtoint double', 'addr g', 'ptrtoint %0 i64', 'bitcast %1 f64')
P('bitcast ptrtoint double back', 'addr g', 'ptrtoint %0 i64', 'bitcast %1 f64', 'bitcast %2 i64')
P('bitcast i64 v2i32', 'const i64 4294967298', 'bitcast %0 v2i32')
P('bitcast v2i32 i64', 'const v2i32 [1,2]', 'bitcast %0 i64')
P('bitcast v2i32 v2f32', 'const v2i32 [1065353216,2]', 'bitcast %0 v2f32')
P('bitcast -1 v2f32', 'const i64 -1', 'bitcast %0 v2f32')
# GEP
P('gep null f32 1', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64')
P('gep null struct', 'zero ptr', 'gep s(i8,i64) %0 1', 'ptrtoint %1 i64')
P('gep null struct field', 'zero ptr', 'gep s(i8,i64) %0 0 1', 'ptrtoint %1 i64')
P('gep null array', 'zero ptr', 'gep a4f32 %0 0 2')
P('gep g 0', 'addr g', 'gep i32 %0 0')
P('gep g 0 0', 'addr h', 'gep inbounds a4i32 %0 0 0')
P('gep g 1', 'addr g', 'gep i32 %0 1')
P('gep g -1', 'addr g', 'gep inbounds i32 %0 -1')
P('gep h 0 3', 'addr h', 'gep inbounds a4i32 %0 0 3')
P('gep h 0 9', 'addr h', 'gep a4i32 %0 0 9')
P('gep h 1 0', 'addr h', 'gep a4i32 %0 1 0')
P('gep of gep', 'addr h', 'gep a4i32 %0 0 1', 'gep i32 %1 2')
P('gep dyn i64', 'addr g', 'const i64 5', 'gep i32 %0 %1')
P('gep dyn i64 0', 'addr g', 'const i64 0', 'gep i32 %0 %1')
P('gep dyn undef', 'addr g', 'undef i64', 'gep i32 %0 %1')
P('gep dyn poison', 'addr g', 'poison i64', 'gep i32 %0 %1')
P('gep undef base', 'undef ptr', 'gep i32 %0 1')
P('gep undef base inbounds', 'undef ptr', 'gep inbounds i32 %0 1')
P('gep poison base', 'poison ptr', 'gep i32 %0 1')
P('gep null 0', 'zero ptr', 'gep i32 %0 0')
P('gep inttoptr', 'const i64 64', 'inttoptr %0 ptr', 'gep i8 %1 4')
P('gep vec idx', 'addr g', 'const v2i64 [1,2]', 'gep i32 %0 %1')
P('gep struct vec', 'addr h', 'const v2i64 [1,2]', 'gep s(i32,i64) %0 %1 1')
P('gep as1', 'zero ptr1', 'gep f64 %0 1', 'ptrtoint %1 i64')
P('sizeof ptr add', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 10', 'mul %2 %3')
P('sizeof add nsw', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 10', 'add %2 %3 nsw')
P('sizeof add 0', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 0', 'add %2 %3')
P('sizeof mul 1', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 1', 'mul %2 %3')
P('sizeof mul 0', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 0', 'mul %3 %2')
P('sizeof udiv', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 4', 'udiv %2 %3')
P('sizeof sub', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 4', 'sub %3 %2 nuw')
P('sizeof and', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 4', 'and %2 %3')
P('sizeof trunc', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'trunc %2 i32')
P('sizeof icmp', 'zero ptr', 'gep f32 %0 1', 'ptrtoint %1 i64', 'const i64 4', 'icmp eq %2 %3')
P('assoc add', 'addr g', 'ptrtoint %0 i64', 'const i64 4', 'add %1 %2 nsw', 'const i64 5', 'add %3 %4 nsw')
P('assoc mul', 'addr g', 'ptrtoint %0 i64', 'const i64 4', 'mul %1 %2', 'const i64 5', 'mul %3 %4')
P('assoc add swapped', 'addr g', 'ptrtoint %0 i64', 'const i64 4', 'add %2 %1', 'const i64 5', 'add %4 %3')
P('xor xor', 'addr g', 'ptrtoint %0 i64', 'const i64 4', 'xor %1 %2', 'xor %3 %2')
P('sub self', 'addr g', 'ptrtoint %0 i64', 'sub %1 %1')
P('add ce ce', 'addr g', 'ptrtoint %0 i64', 'addr h', 'ptrtoint %2 i64', 'add %1 %3')
P('shl ce', 'addr g', 'ptrtoint %0 i64', 'const i64 1', 'shl %1 %2')
P('or ce -1', 'addr g', 'ptrtoint %0 i64', 'const i64 -1', 'or %1 %2')
P('or ce 0', 'addr g', 'ptrtoint %0 i64', 'const i64 0', 'or %2 %1')
P('udiv 0 ce', 'addr g', 'ptrtoint %0 i64', 'const i64 0', 'udiv %2 %1')
P('urem ce 1', 'addr g', 'ptrtoint %0 i64', 'const i64 1', 'urem %1 %2')
P('sdiv ce 0', 'addr g', 'ptrtoint %0 i64', 'const i64 0', 'sdiv %1 %2')
P('ce i1 add', 'addr g', 'ptrtoint %0 i1', 'const i1 1', 'add %1 %2')
P('ce i1 shl', 'addr g', 'ptrtoint %0 i1', 'const i1 0', 'shl %2 %1')
P('ce i1 icmp eq', 'addr g', 'ptrtoint %0 i1', 'const i1 1', 'icmp eq %1 %2')
P('ce i1 icmp eq 2', 'addr g', 'ptrtoint %0 i1', 'const i1 0', 'icmp eq %2 %1')
# select
P('select true', 'const i1 1', 'const i32 1', 'const i32 2', 'select %0 %1 %2')
P('select false', 'const i1 0', 'const i32 1', 'const i32 2', 'select %0 %1 %2')
P('select undef', 'undef i1', 'const i32 1', 'const i32 2', 'select %0 %1 %2')
P('select undef u', 'undef i1', 'undef i32', 'const i32 2', 'select %0 %1 %2')
P('select poison', 'poison i1', 'const i32 1', 'const i32 2', 'select %0 %1 %2')
P('select ce same', 'addr g', 'ptrtoint %0 i1', 'const i32 1', 'select %1 %2 %2')
P('select ce poison', 'addr g', 'ptrtoint %0 i1', 'const i32 1', 'poison i32', 'select %1 %2 %3')
P('select ce undef', 'addr g', 'ptrtoint %0 i1', 'const i32 1', 'undef i32', 'select %1 %3 %2')
P('select ce undef ce', 'addr g', 'ptrtoint %0 i1', 'ptrtoint %0 i32', 'undef i32', 'select %1 %3 %2')
P('select ce undef g', 'addr g', 'ptrtoint %0 i1', 'undef ptr', 'select %1 %2 %0')
P('select ce', 'addr g', 'ptrtoint %0 i1', 'const i32 1', 'const i32 2', 'select %1 %2 %3')
P('select vec', 'const v2i1 [1,0]', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'select %0 %1 %2')
P('select vec splat', 'const v2i1 [1,1]', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'select %0 %1 %2')
P('select scalar cond vec', 'const i1 0', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'select %0 %1 %2')
# aggregates
P('iv undef struct', 'undef s(i32,f32)', 'const f32 0x3F800000', 'insertvalue %0 %1 1')
P('iv undef struct both', 'undef s(i32,f32)', 'const f32 0x3F800000', 'insertvalue %0 %1 1', 'const i32 3', 'insertvalue %2 %3 0')
P('iv zero struct', 'zero s(i32,f32)', 'const i32 0', 'insertvalue %0 %1 0')
P('iv undef zeros', 'undef s(i32,f32)', 'const i32 0', 'insertvalue %0 %1 0', 'const f32 0x0', 'insertvalue %2 %3 1')
P('iv poison', 'poison s(i32,f32)', 'const i32 1', 'insertvalue %0 %1 0')
P('iv undef undef', 'undef s(i32,f32)', 'undef i32', 'insertvalue %0 %1 0')
P('iv poison in undef', 'undef s(i32,f32)', 'poison i32', 'insertvalue %0 %1 0')
P('iv nested', 'undef s(ptr,ptr,i64,a2i64,a2i64)', 'const i64 4', 'insertvalue %0 %1 3 1')
P('iv nested chain', 'undef s(ptr,ptr,i64,a2i64,a2i64)', 'zero ptr', 'insertvalue %0 %1 0', 'insertvalue %2 %1 1',
  'const i64 0', 'insertvalue %3 %4 2', 'const i64 4', 'insertvalue %5 %6 3 0', 'const i64 1', 'insertvalue %7 %8 4 0')
P('iv memref g', 'undef s(ptr,ptr,i64)', 'addr g', 'insertvalue %0 %1 0', 'insertvalue %2 %1 1', 'const i64 0', 'insertvalue %3 %4 2')
P('iv array i8', 'undef a3i8', 'const i8 104', 'insertvalue %0 %1 0', 'const i8 105', 'insertvalue %2 %3 1', 'const i8 0', 'insertvalue %4 %5 2')
P('ev struct', 'undef s(i32,f32)', 'const i32 7', 'insertvalue %0 %1 0', 'extractvalue %2 0')
P('ev struct undef', 'undef s(i32,f32)', 'const i32 7', 'insertvalue %0 %1 0', 'extractvalue %2 1')
P('ev zero', 'zero s(i32,a2f32)', 'extractvalue %0 1 1')
P('ev zero arr', 'zero s(i32,a2f32)', 'extractvalue %0 1')
P('ev poison', 'poison s(i32,f32)', 'extractvalue %0 1')
P('ev undef', 'undef a2s(i32,ptr)', 'extractvalue %0 1')
# vectors
P('vec add', 'const v4i32 [1,2,3,4]', 'const v4i32 [10,20,30,40]', 'add %0 %1')
P('vec add splat', 'const v4i32 [1,1,1,1]', 'const v4i32 [2,2,2,2]', 'add %0 %1')
P('vec sub zero', 'const v4i32 [1,2,3,4]', 'sub %0 %0')
P('vec sdiv zero', 'const v2i32 [1,2]', 'const v2i32 [0,0]', 'sdiv %0 %1')
P('vec sdiv elem zero', 'const v2i32 [1,2]', 'const v2i32 [1,0]', 'sdiv %0 %1')
P('vec udiv undef', 'const v2i32 [1,2]', 'undef v2i32', 'udiv %0 %1')
P('vec add undef', 'const v2i32 [1,2]', 'undef v2i32', 'add %0 %1')
P('vec and undef', 'const v2i32 [1,2]', 'undef v2i32', 'and %0 %1')
P('vec fadd', 'const v2f32 [0x3F800000,0x40400000]', 'const v2f32 [0x3F800000,0x3F800000]', 'fadd %0 %1')
P('vec fneg', 'const v2f32 [0x3F800000,0x40400000]', 'fneg %0')
P('vec fneg undef', 'undef v2f32', 'fneg %0')
P('vec trunc', 'const v2i32 [257,2]', 'trunc %0 v2i8')
P('vec sitofp', 'const v2i32 [-1,2]', 'sitofp %0 v2f32')
P('vec fptosi poison', 'const v2f32 [0x7F800000,0x3F800000]', 'fptosi %0 v2i32')
P('vec icmp splat', 'const v2i32 [1,1]', 'const v2i32 [2,2]', 'icmp slt %0 %1')
P('vec ee', 'const v4i32 [1,2,3,4]', 'const i32 2', 'extractelement %0 %1')
P('vec ee oob', 'const v4i32 [1,2,3,4]', 'const i32 7', 'extractelement %0 %1')
P('vec ee undef idx', 'const v4i32 [1,2,3,4]', 'undef i32', 'extractelement %0 %1')
P('vec ee undef', 'undef v4i32', 'const i32 1', 'extractelement %0 %1')
P('vec ee i64 idx', 'const v4i32 [1,2,3,4]', 'const i64 3', 'extractelement %0 %1')
P('vec ee ce idx', 'const v4i32 [1,2,3,4]', 'addr g', 'ptrtoint %1 i32', 'extractelement %0 %2')
P('vec ie', 'const v4i32 [1,2,3,4]', 'const i32 9', 'const i32 2', 'insertelement %0 %1 %2')
P('vec ie undef', 'undef v2i32', 'const i32 9', 'const i32 0', 'insertelement %0 %1 %2')
P('vec ie undef chain', 'undef v2i32', 'const i32 9', 'const i32 0', 'insertelement %0 %1 %2', 'const i32 1', 'insertelement %3 %1 %4')
P('vec ie poison chain', 'poison v2f32', 'const f32 0x3F800000', 'const i32 0', 'insertelement %0 %1 %2')
P('vec ie zero 0', 'zero v2i32', 'const i32 0', 'const i32 1', 'insertelement %0 %1 %2')
P('vec ie oob', 'zero v2i32', 'const i32 5', 'const i32 3', 'insertelement %0 %1 %2')
P('vec ie ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3')
P('vec ie ce ee', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3', 'const i32 0', 'extractelement %4 %5')
P('vec ie ce idx', 'undef v2i64', 'const i64 3', 'addr g', 'ptrtoint %2 i32', 'insertelement %0 %1 %3')
P('vec ee of ie ce', 'undef v2i64', 'const i64 3', 'addr g', 'ptrtoint %2 i32', 'insertelement %0 %1 %3', 'const i32 0', 'extractelement %4 %5')
P('vec shuffle', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'shuffle %0 %1 3 0 -1 1')
P('vec shuffle splat', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'shuffle %0 %1 0 0 0')
P('vec shuffle splat0', 'const v2i32 [0,2]', 'const v2i32 [3,4]', 'shuffle %0 %1 0 0 0')
P('vec shuffle poison', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'shuffle %0 %1 -1 -1')
P('vec shuffle undef', 'undef v2i32', 'const v2i32 [3,4]', 'shuffle %0 %1 0 3')
P('vec splat insert shuffle', 'poison v4f32', 'const f32 0x3F800000', 'const i32 0', 'insertelement %0 %1 %2', 'shuffle %3 %0 0 0 0 0')
P('vec fadd ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3', 'const v2i64 [1,2]', 'add %4 %5')
P('vec mul ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3', 'const v2i64 [1,2]', 'udiv %4 %5')
P('vec i1 icmp', 'const v2i1 [1,0]', 'const v2i1 [1,1]', 'icmp eq %0 %1')
P('vec fcmp', 'const v2f32 [0x3F800000,0x7FC00000]', 'const v2f32 [0x3F800000,0x3F800000]', 'fcmp olt %0 %1')
P('vec zero vector add', 'zero v2i32', 'const v2i32 [3,4]', 'add %0 %1')
P('vec array of i8 zero', 'zero a2i8', 'const i8 0', 'insertvalue %0 %1 0')
P('vec array f32 -0', 'zero a2f32', 'const f32 0x80000000', 'insertvalue %0 %1 0')
P('vec bitcast f32 vec', 'const v2f32 [0x3F800000,0x40400000]', 'bitcast %0 v2i32')
P('vec bitcast to v4i16', 'const v2i32 [65537,2]', 'bitcast %0 v4i16')
open('probes.txt', 'w').write('\n'.join(out))
print(len(out))
out2 = []
def Q(name, *steps): out2.append('= %s\n%s\n' % (name, '\n'.join(steps)))
# float edge cases
f32e = ['0x3F800000', '0x7FC00000', '0xFFC00000', '0x7FA00000', '0xFFA00001', '0x7F800000', '0xFF800000', '0x00000000',
        '0x80000000', '0x00000001', '0x80800000', '0x7F7FFFFF', '0x3EFFFFFF', '0xBF000000', '0xBF7FFFFF', '0x4F800000', '0xCF000000', '0xCF000001']
for a in f32e:
    for b in f32e[::3] if a in f32e[::3] else f32e[:3]:
        for op in ('fadd', 'fsub', 'fmul', 'fdiv', 'frem'):
            Q('%s f32 %s %s' % (op, a, b), 'const f32 %s' % a, 'const f32 %s' % b, '%s %%0 %%1' % op)
    for op, to in (('fptosi', 'i32'), ('fptoui', 'i32'), ('fptoui', 'i64'), ('fptosi', 'i64'), ('fptosi', 'i128'), ('fptoui', 'i8'),
                   ('fpext', 'f64'), ('fptrunc', 'f16'), ('fptrunc', 'bf16'), ('fneg', '')):
        if op == 'fneg':
            Q('fneg %s' % a, 'const f32 %s' % a, 'fneg %0')
        else:
            Q('%s %s %s' % (op, a, to), 'const f32 %s' % a, '%s %%0 %s' % (op, to))
f64e = ['0x3FF0000000000000', '0x7FF8000000000001', '0xFFF4000000000000', '0x0000000000000001', '0x3E70000000000000', '0x3E70000000000001',
        '0x3F00000000000000', '0x3EF0000000000000', '0x3E80000000000000', '0x40EFFE0000000000', '0x40EFFE0000000001', '0x47EFFFFFE0000000',
        '0x47EFFFFFF0000000', '0x380FFFFFFFFFFFFF', '0x36A0000000000000', '0x36A0000000000001', '0x3FF0000010000000', '0x3FF0000030000000']
for a in f64e:
    for to in ('f32', 'f16', 'bf16'):
        Q('fptrunc f64 %s %s' % (a, to), 'const f64 %s' % a, 'fptrunc %%0 %s' % to)
    for b in f64e[:3]:
        for op in ('fadd', 'fmul', 'fdiv', 'frem'):
            Q('%s f64 %s %s' % (op, a, b), 'const f64 %s' % a, 'const f64 %s' % b, '%s %%0 %%1' % op)
f16e = ['0x3C00', '0x7C00', '0xFC00', '0x7E00', '0x7D00', '0x0001', '0x03FF', '0x0400', '0x7BFF', '0xBC00', '0x3555', '0x0000', '0x8000']
for a in f16e:
    for b in f16e[::2]:
        for op in ('fadd', 'fmul', 'fdiv'):
            Q('%s f16 %s %s' % (op, a, b), 'const f16 %s' % a, 'const f16 %s' % b, '%s %%0 %%1' % op)
    for op, to in (('fpext', 'f32'), ('fptosi', 'i16'), ('fptoui', 'i16'), ('bitcast', 'i16'), ('fpext', 'f64')):
        Q('%s f16 %s %s' % (op, a, to), 'const f16 %s' % a, '%s %%0 %s' % (op, to))
bfe = ['0x3F80', '0x7F80', '0x7FC0', '0x7FA0', '0x0001', '0x7F7F', '0xBF80', '0x4049']
for a in bfe:
    for b in bfe[::2]:
        for op in ('fadd', 'fmul', 'fdiv', 'fsub'):
            Q('%s bf16 %s %s' % (op, a, b), 'const bf16 %s' % a, 'const bf16 %s' % b, '%s %%0 %%1' % op)
    for op, to in (('fpext', 'f32'), ('fptosi', 'i32'), ('fptrunc', 'f16')):
        if op == 'fptrunc': continue
        Q('%s bf16 %s %s' % (op, a, to), 'const bf16 %s' % a, '%s %%0 %s' % (op, to))
# wide ints
for op in ('add', 'sub', 'mul', 'udiv', 'sdiv', 'urem', 'srem', 'shl', 'lshr', 'ashr'):
    for a, b in (('-1', '3'), ('57896044618658097711785492504343953926634992332820282019728792003956564819967', '-7'), ('123456789012345678901234567890', '98765432109876543210')):
        Q('%s i256 %s %s' % (op, a, b), 'const i256 %s' % a, 'const i256 %s' % b, '%s %%0 %%1' % op)
    Q('%s i3 %s' % (op, 'x'), 'const i3 -3', 'const i3 2', '%s %%0 %%1' % op)
for v in ('-1', '5', '340282366920938463463374607431768211455'):
    for to in ('f32', 'f16', 'bf16', 'f64'):
        Q('uitofp i256 %s %s' % (v, to), 'const i256 %s' % v, 'uitofp %%0 %s' % to)
        Q('sitofp i256 %s %s' % (v, to), 'const i256 %s' % v, 'sitofp %%0 %s' % to)
# more aggregates / GEPs
Q('iv array struct', 'undef a2s(i32,f32)', 'const f32 0x3F800000', 'insertvalue %0 %1 1 1')
Q('iv zero array struct', 'zero a2s(i32,f32)', 'const f32 0x3F800000', 'insertvalue %0 %1 1 1')
Q('iv zero array struct zero', 'zero a2s(i32,f32)', 'const f32 0x0', 'insertvalue %0 %1 1 1')
Q('iv ce', 'undef s(i64,i64)', 'addr g', 'ptrtoint %1 i64', 'insertvalue %0 %2 1')
Q('iv ce ev', 'undef s(i64,i64)', 'addr g', 'ptrtoint %1 i64', 'insertvalue %0 %2 1', 'extractvalue %3 1')
Q('iv vec in struct', 'undef s(v2i32,i8)', 'const v2i32 [1,2]', 'insertvalue %0 %1 0')
Q('iv whole', 'undef s(i32,i32)', 'const i32 1', 'insertvalue %0 %1 0', 'insertvalue %2 %1 1')
Q('iv f16 array', 'undef a2f16', 'const f16 0x3C00', 'insertvalue %0 %1 0', 'insertvalue %2 %1 1')
Q('gep struct field idx', 'addr h', 'gep s(i32,a4i32) %0 0 1 2')
Q('gep struct const', 'zero ptr', 'gep s(i32,a4i32) %0 0 1 2', 'ptrtoint %1 i64')
Q('gep alignof', 'zero ptr', 'gep s(i1,f64) %0 0 1', 'ptrtoint %1 i64')
Q('gep i64 idx', 'zero ptr', 'const i64 1', 'gep f32 %0 %1', 'ptrtoint %2 i64')
Q('gep i64 neg', 'addr g', 'const i64 -1', 'gep inbounds i32 %0 %1')
Q('gep i8 idx', 'addr g', 'const i8 -1', 'gep i32 %0 %1')
Q('gep icmp null', 'addr g', 'gep inbounds i8 %0 4', 'zero ptr', 'icmp ne %1 %2')
Q('gep icmp gep', 'addr g', 'gep i8 %0 4', 'addr h', 'gep i8 %2 4', 'icmp ne %1 %3')
Q('gep zero icmp g', 'addr h', 'gep a4i32 %0 0 0', 'addr g', 'icmp ne %1 %2')
Q('gep ptrtoint sub', 'addr h', 'gep i32 %0 2', 'ptrtoint %1 i64', 'ptrtoint %0 i64', 'sub %2 %3')
Q('gep on ce base', 'addr g', 'addrspacecast %0 ptr1', 'gep i32 %1 2')
Q('gep vec base splat', 'addr g', 'const v2i64 [0,0]', 'gep i32 %0 %1')
Q('gep vec base ee', 'addr g', 'const v2i64 [1,2]', 'gep i32 %0 %1', 'const i32 1', 'extractelement %2 %3')
Q('ptrtoint vec', 'addr g', 'const v2i64 [1,2]', 'gep i32 %0 %1', 'ptrtoint %2 v2i64')
Q('select icmp ce', 'addr g', 'zero ptr', 'icmp eq %0 %1', 'const i32 4', 'const i32 5', 'select %2 %3 %4')
Q('select vec undef cond', 'undef v2i1', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'select %0 %1 %2')
Q('select vec ce cond', 'addr g', 'ptrtoint %0 i1', 'undef v2i1', 'const i32 0', 'insertelement %2 %1 %3', 'const v2i32 [1,2]', 'const v2i32 [3,4]', 'select %4 %5 %6')
Q('select undef vec', 'addr g', 'ptrtoint %0 i1', 'undef v2i32', 'const v2i32 [3,4]', 'select %1 %2 %3')
Q('select undef vec poison el', 'addr g', 'ptrtoint %0 i1', 'undef v2i32', 'poison i32', 'const v2i32 [3,4]', 'const i32 0', 'insertelement %4 %3 %5', 'select %1 %2 %6')
Q('select ptr undef null', 'addr g', 'ptrtoint %0 i1', 'undef ptr', 'zero ptr', 'select %1 %2 %3')
Q('select struct undef', 'addr g', 'ptrtoint %0 i1', 'undef s(i32)', 'zero s(i32)', 'select %1 %2 %3')
Q('icmp vec ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3', 'const v2i64 [1,2]', 'icmp eq %4 %5')
Q('fcmp ce', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'fcmp one %2 %2')
Q('fcmp ce ueq', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'fcmp ueq %2 %2')
Q('fcmp ce oeq', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'fcmp oeq %2 %2')
Q('icmp ce self', 'addr g', 'ptrtoint %0 i32', 'icmp ule %1 %1')
Q('icmp ce uge 0', 'addr g', 'ptrtoint %0 i32', 'const i32 0', 'icmp uge %1 %2')
Q('icmp ce ult 0', 'addr g', 'ptrtoint %0 i32', 'const i32 0', 'icmp ult %1 %2')
Q('icmp 0 ugt ce', 'addr g', 'ptrtoint %0 i32', 'const i32 0', 'icmp ugt %2 %1')
Q('icmp 0 ule ce', 'addr g', 'ptrtoint %0 i32', 'const i32 0', 'icmp ule %2 %1')
Q('icmp null ule g', 'addr g', 'zero ptr', 'icmp ule %1 %0')
Q('icmp as1 g null', 'addr g', 'addrspacecast %0 ptr1', 'zero ptr1', 'icmp eq %1 %2')
Q('fneg ce', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'fneg %2')
Q('fadd ce', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'const f32 0x80000000', 'fadd %2 %3')
Q('fadd ce +0', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'const f32 0x0', 'fadd %2 %3')
Q('fsub ce +0', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'const f32 0x0', 'fsub %2 %3')
Q('fmul 1 ce', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'const f32 0x3F800000', 'fmul %3 %2')
Q('fdiv ce 1', 'addr g', 'ptrtoint %0 i32', 'bitcast %1 f32', 'const f32 0x3F800000', 'fdiv %2 %3')
Q('vec fdiv identity', 'const v2f32 [0x40000000,0x40400000]', 'const v2f32 [0x3F800000,0x3F800000]', 'fdiv %0 %1')
Q('vec fadd undef el', 'undef v2f32', 'const f32 0x3F800000', 'const i32 0', 'insertelement %0 %1 %2', 'const v2f32 [0x3F800000,0x3F800000]', 'fadd %3 %4')
Q('vec shuffle ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 1', 'insertelement %0 %2 %3', 'shuffle %4 %4 1 0 3')
Q('vec shuffle 0 ce', 'undef v2i64', 'addr g', 'ptrtoint %1 i64', 'const i32 0', 'insertelement %0 %2 %3', 'shuffle %4 %4 0 0')
Q('vec ee negative idx', 'const v4i32 [1,2,3,4]', 'const i32 -1', 'extractelement %0 %1')
Q('vec ie negative idx', 'const v4i32 [1,2,3,4]', 'const i32 5', 'const i32 -1', 'insertelement %0 %1 %2')
Q('vec ie i64 idx', 'const v4i32 [1,2,3,4]', 'const i32 5', 'const i64 1', 'insertelement %0 %1 %2')
Q('vec cast splat', 'const v4i32 [7,7,7,7]', 'sitofp %0 v4f64')
Q('vec zext', 'const v2i8 [-1,1]', 'zext %0 v2i32')
Q('vec i1 add', 'const v2i1 [1,0]', 'const v2i1 [1,1]', 'add %0 %1')
Q('vec ptrs icmp', 'addr g', 'const v2i64 [0,1]', 'gep i32 %0 %1', 'zero ptr', 'const v2i64 [0,0]', 'gep i32 %3 %4', 'icmp eq %2 %5')
Q('bitcast v4i8 i32', 'const v4i8 [1,2,3,4]', 'bitcast %0 i32')
Q('bitcast f32 v2i16', 'const f32 0x3F800000', 'bitcast %0 v2i16')
Q('bitcast i64 f64', 'const i64 4607182418800017408', 'bitcast %0 f64')
Q('bitcast ptr ptr', 'addr g', 'bitcast %0 ptr')
Q('zext i1 true', 'const i1 1', 'zext %0 i32')
Q('sext i1 true', 'const i1 1', 'sext %0 i32')
Q('trunc ce trunc', 'addr g', 'ptrtoint %0 i64', 'trunc %1 i32', 'trunc %2 i8')
Q('zext trunc ce', 'addr g', 'ptrtoint %0 i32', 'zext %1 i64', 'trunc %2 i32')
Q('zext trunc ce 2', 'addr g', 'ptrtoint %0 i32', 'zext %1 i64', 'trunc %2 i16')
open('probes.txt', 'a').write('\n' + '\n'.join(out2))
print(len(out2))
out3 = []
for gname in ('g', 'h', 'w', 'd', 'big', 'al', 'st', 'fn'):
    for ty in ('i64', 'i8', 'i2'):
        for m in (('1', '-1', '-2') if ty == 'i2' else ('1', '3', '4', '7', '8', '15', '16', '-1', '-16')):
            out3.append('= and %s %s %s\naddr %s\nptrtoint %%0 %s\nconst %s %s\nand %%1 %%2\n' % (gname, ty, m, gname, ty, ty, m))
    out3.append('= and swapped %s\naddr %s\nptrtoint %%0 i64\nconst i64 3\nand %%2 %%1\n' % (gname, gname))
open('probes.txt', 'a').write('\n' + '\n'.join(out3))
