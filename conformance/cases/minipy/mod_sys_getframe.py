import sys
def f(a, b=2, *args, c, **kw):
    x = a + b
    def g():
        return x
    return sys._getframe()
fr = f(1, c=3)
co = f.__code__
print(co.co_name, co.co_varnames, co.co_argcount, co.co_kwonlyargcount, co.co_nlocals, co.co_cellvars, co.co_freevars, co.co_filename.endswith("mod_sys_getframe.py"), co.co_firstlineno, co.co_flags & 0xf, co.co_posonlyargcount)
def outer():
    v = 10
    return inner()
def inner():
    frame = sys._getframe(1)
    return frame.f_code.co_name, frame.f_locals["v"], frame.f_lineno, sys._getframe().f_back.f_code.co_name, sys._getframe(0).f_code.co_name
print(outer())
print(sys._getframe().f_code.co_name, sys._getframe().f_globals is globals(), sys._getframe().f_back)
try: sys._getframe(50)
except ValueError as e: print(e)
def deco(fn):
    names = fn.__code__.co_varnames[:fn.__code__.co_argcount]
    return names
@deco
def h(p, q, r=1): z = 1
print(h)
