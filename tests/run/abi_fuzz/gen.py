# ABI fuzzer: random function signatures (scalars, __int128, long double, _Bool, structs
# with arrays, nested and packed structs, varargs), split into a caller and a callee
# translation unit. `run.sh FIRST LAST` builds each seed with one side compiled by rllc and
# the other by gcc (both ways, -O0 and -O2) and compares the output with an all-gcc build.
# Usage: python3 gen.py SEED  (writes caller.c and callee.c in the current directory)
import random, sys
seed = int(sys.argv[1]); random.seed(seed)
scalars = ['char','signed char','unsigned char','short','unsigned short','int','unsigned','long','unsigned long','long long','float','double','long double','__int128','_Bool']
def rand_struct(name, depth=0):
    n = random.randint(1, 5)
    fields = []
    for i in range(n):
        r = random.random()
        if r < 0.15 and depth < 1:
            fields.append(('struct', rand_struct(f'{name}_{i}', depth+1), f'f{i}'))
        elif r < 0.25:
            t = random.choice(['char','short','int','float','double','long'])
            fields.append(('array', (t, random.randint(1, 4)), f'f{i}'))
        else:
            fields.append(('scalar', random.choice(scalars[:12]), f'f{i}'))
    packed = random.random() < 0.15
    return (name, fields, packed)
structs = []
def decl_struct(s, out):
    name, fields, packed = s
    for k, v, n in fields:
        if k == 'struct': decl_struct(v, out)
    body = ' '.join(f'struct {v[0]} {n};' if k=='struct' else (f'{v[0]} {n}[{v[1]}];' if k=='array' else f'{v} {n};') for k, v, n in fields)
    out.append(f'struct {"__attribute__((packed)) " if packed else ""}{name} {{ {body} }};')
def fill(expr, s, rnd, lines):
    name, fields, packed = s
    for k, v, n in fields:
        if k == 'struct': fill(f'{expr}.{n}', v, rnd, lines)
        elif k == 'array':
            for j in range(v[1]): lines.append(f'{expr}.{n}[{j}] = ({v[0]})({rnd()});')
        else: lines.append(f'{expr}.{n} = ({v})({rnd()});')
def hash_of(expr, s, lines):
    name, fields, packed = s
    for k, v, n in fields:
        if k == 'struct': hash_of(f'{expr}.{n}', v, lines)
        elif k == 'array':
            for j in range(v[1]): lines.append(f'h = mix(h, (double)({expr}.{n}[{j}]));')
        else: lines.append(f'h = mix(h, (double)({expr}.{n}));')
nfun = 12
header = ['#include <stdio.h>', 'static double mix(double h, double v) { return h * 1.000001 + v; }']
sdecls = []
S = [rand_struct(f's{seed}_{i}') for i in range(4)]
for s in S: decl_struct(s, sdecls)
header += sdecls
types = scalars + [f'struct {s[0]}' for s in S]
sigs = []
for f in range(nfun):
    nargs = random.randint(0, 12)
    args = [random.choice(types) for _ in range(nargs)]
    ret = random.choice(types + ['void'])
    va = random.random() < 0.2 and nargs > 0
    sigs.append((ret, args, va))
protos = []
for f, (ret, args, va) in enumerate(sigs):
    ps = ', '.join(f'{t} a{i}' for i, t in enumerate(args)) or 'void'
    if va: ps += ', ...'
    protos.append(f'{ret} fn{f}({ps});')
callee = header + ['#include <stdarg.h>'] + protos
for f, (ret, args, va) in enumerate(sigs):
    ps = ', '.join(f'{t} a{i}' for i, t in enumerate(args)) or 'void'
    if va: ps += ', ...'
    body = ['double h = 1;']
    for i, t in enumerate(args):
        if t.startswith('struct'):
            hash_of(f'a{i}', next(s for s in S if f'struct {s[0]}' == t), body)
        else:
            body.append(f'h = mix(h, (double)a{i});')
    if va:
        body.append('va_list ap; va_start(ap, a%d);' % (len(args)-1))
        body.append('h = mix(h, va_arg(ap, double)); h = mix(h, (double)va_arg(ap, int)); h = mix(h, (double)va_arg(ap, long double));')
        body.append('va_end(ap);')
    body.append(f'printf("fn{f} %.6g\\n", h);')
    if ret != 'void':
        body.append(f'{ret} r;')
        cnt = [0]
        def rnd():
            cnt[0] += 1; return f'(h * {cnt[0]}.5)'
        if ret.startswith('struct'):
            fill('r', next(s for s in S if f'struct {s[0]}' == ret), lambda: f'(long)(({rnd()})) % 1000', body)
        else:
            body.append(f'r = ({ret})((long)h % 1000);')
        body.append('return r;')
    callee.append(f'{ret} fn{f}({ps}) {{ ' + ' '.join(body) + ' }')
caller = header + protos + ['int main(void) {', 'double h = 0;']
vid = [0]
for f, (ret, args, va) in enumerate(sigs):
    avals = []
    for i, t in enumerate(args):
        vid[0] += 1
        v = f'v{vid[0]}'
        if t.startswith('struct'):
            caller.append(f'{t} {v};')
            lines = []
            fill(v, next(s for s in S if f'struct {s[0]}' == t), lambda: str(random.randint(-50, 200)), lines)
            caller += lines
        else:
            caller.append(f'{t} {v} = ({t}){random.randint(-100, 300)};')
        avals.append(v)
    if va: avals += ['2.5', '7', '(long double)3.25']
    call = f'fn{f}({", ".join(avals)})'
    if ret == 'void':
        caller.append(call + ';')
    elif ret.startswith('struct'):
        caller.append(f'{{ {ret} r = {call}; double hh = 1; {{ double h = hh; ' )
        lines = []
        hash_of('r', next(s for s in S if f'struct {s[0]}' == ret), lines)
        caller += lines
        caller.append(f'printf("ret{f} %.6g\\n", h); }} }}')
    else:
        caller.append(f'printf("ret{f} %.6g\\n", (double){call});')
caller.append('return 0; }')
open(f'callee.c','w').write('\n'.join(callee)+'\n')
open(f'caller.c','w').write('\n'.join(caller)+'\n')
