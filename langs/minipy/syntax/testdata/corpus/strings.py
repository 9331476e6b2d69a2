a = 'single' "double" '''triple
single''' """triple
double"""
b = 'esc\n\t\\\'\"\a\b\f\v\r\0\101\x41\u0041\U0001F600\q'
c = r'raw\n\d' R"RAW\"" if False else r'''\\'''
d = u'unicode' 'more'
e = f'plain'
f = f'{x}' f"{x!r}" f'{x!s:>10}' f'{x!a}' f'{x:{width}.{precision}f}'
g = f'{x=}' f'{ x = }' f'{x=!s}' f'{x=:>5}'
h = f'{{literal}}' f'a{b}c{d}e' 'mixed' f'{"nested"}' f"{'q'}"
i = f'''{
    x
    + y
}''' f'{[a for a in b]}' f'{ {1: 2}[1] }' f'{a!r:^{w}}'
j = f'{3.14:.2f}' f'{x:}' f"{d['k']}" f'{f(a, b=1)}' F'{x}' rf'\d{x}' fR'{x}\n'
k = 'ünïcödé', '\u00e9', "日本語", 'tab\there'
l = '' "" '''''' """"""
m = 'line \
continued'
n = f'{x!r}' + f'{(lambda y: y)(1)}' + f'{x if y else z}'
o = '\x00\x7f\xff\u2028\ud800'
