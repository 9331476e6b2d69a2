# inspect's Signature and Parameter: kinds, rendering, validation,
# equality, replace and binding errors
import inspect
from inspect import Parameter as P, Signature as S

K = P.POSITIONAL_ONLY
print(repr(K), str(P.KEYWORD_ONLY), K.name, K.value, K.description, P.VAR_KEYWORD.description)
print(K == 0, P.KEYWORD_ONLY > P.VAR_POSITIONAL, sorted([P.VAR_KEYWORD, K, P.KEYWORD_ONLY]))
print(type(K).__name__, int(P.VAR_POSITIONAL), P.empty, S.empty is P.empty)

def f(a, b: int, /, c=1, *args: str, d, e: float = 2.5, **kw) -> list: pass
def g(x, *, y, z=0): pass
def h(p, q=3, /): pass
def k(*, only): pass
def co(u, v=(1, 2)): pass
sig = inspect.signature(f)
print(sig, repr(sig))
print(inspect.signature(g), inspect.signature(h), inspect.signature(k), inspect.signature(co))
print(inspect.signature(lambda: 0), inspect.signature(lambda *a, **b: 0))
for name, p in sig.parameters.items():
    print(name, repr(p), p.kind, p.default is P.empty, p.annotation)
print(list(sig.parameters), sig.return_annotation)

# building by hand
made = S([P('a', P.POSITIONAL_OR_KEYWORD), P('rest', P.VAR_POSITIONAL), P('flag', P.KEYWORD_ONLY, default=True)],
         return_annotation=int)
print(made, P('x', 1), P('x', P.KEYWORD_ONLY, default=None, annotation='T'))
print(S([P('a', P.POSITIONAL_ONLY), P('b', P.KEYWORD_ONLY)]))
print(S([P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_OR_KEYWORD)]), S(), S(return_annotation='R'))
print(P('lambda', P.POSITIONAL_ONLY), P('.0', P.POSITIONAL_OR_KEYWORD), repr(P('.3', 1)))
bad_params = [
    lambda: P('x', 7),
    lambda: P('x', 'KEYWORD_ONLY'),
    lambda: P('x', P.VAR_POSITIONAL, default=1),
    lambda: P('x', P.VAR_KEYWORD, default=None),
    lambda: P('class', P.KEYWORD_ONLY),
    lambda: P('1x', P.POSITIONAL_ONLY),
    lambda: P('', P.POSITIONAL_ONLY),
    lambda: P(3, P.POSITIONAL_ONLY),
    lambda: P(P.empty, P.POSITIONAL_ONLY),
    lambda: P('.0', P.KEYWORD_ONLY),
    lambda: S([P('a', P.KEYWORD_ONLY), P('b', P.POSITIONAL_ONLY)]),
    lambda: S([P('a', P.VAR_KEYWORD), P('b', P.VAR_POSITIONAL)]),
    lambda: S([P('a', 1, default=1), P('b', 1)]),
    lambda: S([P('a', 0, default=1), P('b', 1)]),
    lambda: S([P('a', 1), P('a', 3)]),
]
for make in bad_params:
    try:
        print('made', make())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ':', e)
print(S([P('a', 1, default=1), P('b', 3)]), S([P('b', 3), P('a', 1)], __validate_parameters__=False))

# equality, hashing, replace
p = P('x', P.POSITIONAL_OR_KEYWORD, default=1)
print(p == P('x', 1, default=1), p == P('x', 1, default=2), p == 'x', p != P('y', 1, default=1))
print(p.replace(name='y'), p.replace(kind=P.KEYWORD_ONLY, annotation=int), p.replace(default=P.empty))
print(hash(p) == hash(P('x', 1, default=1)), len({p, P('x', 1, default=1), p.replace(name='z')}))
def kw1(a, *, b, c): pass
def kw2(a, *, c, b): pass
def kw3(a, b, c): pass
s1, s2, s3 = inspect.signature(kw1), inspect.signature(kw2), inspect.signature(kw3)
print(s1 == s2, s1 == s3, hash(s1) == hash(s2), s1 == 5, s1 != s3)
print(s1.replace(return_annotation=str), s1.replace(parameters=[]), s1.replace(parameters=list(s3.parameters.values())[:1]))
print(S.from_callable(kw3), type(sig.parameters).__name__, sig.parameters['c'])
print(sig == sig.replace(), list(sig.replace().parameters.items()) == list(sig.parameters.items()))

# binding
def target(a, b=2, /, c=3, *more, d, e=5, **extra): pass
ts = inspect.signature(target)
for args, kwargs in [((1,), {'d': 4}), ((1, 2, 3, 4, 5), {'d': 0, 'x': 1}), ((), {'d': 1}),
                     ((1,), {}), ((1,), {'a': 1, 'd': 2}), ((1, 2), {'c': 9, 'd': 1, 'b': 7}),
                     ((1,), {'d': 1, 'c': 2}), ((1, 2, 3), {'c': 4, 'd': 1})]:
    for partial in (False, True):
        try:
            ba = ts.bind_partial(*args, **kwargs) if partial else ts.bind(*args, **kwargs)
            print(partial, ba, ba.args, ba.kwargs)
        except TypeError as e:
            print(partial, 'TypeError:', e)
def simple(x, y, *, z): pass
ss = inspect.signature(simple)
for args, kwargs in [((1, 2, 3), {}), ((1,), {'x': 2}), ((1, 2), {}), ((1, 2), {'z': 3, 'w': 4}),
                     ((), {'y': 1, 'z': 2}), ((1, 2), {'z': 3})]:
    for partial in (False, True):
        try:
            ba = ss.bind_partial(*args, **kwargs) if partial else ss.bind(*args, **kwargs)
            print(partial, ba)
        except TypeError as e:
            print(partial, 'TypeError:', e)
def only_star(*a): pass
print(inspect.signature(only_star).bind(1, 2, 3), inspect.signature(only_star).bind())
try:
    inspect.signature(only_star).bind(q=1)
except TypeError as e:
    print('TypeError:', e)
def pos_kw(a, /, **kw): pass
print(inspect.signature(pos_kw).bind(1, a=2))
print(inspect.signature(pos_kw).bind_partial())
