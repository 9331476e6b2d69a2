# some built-in types cannot be bases, and built-in bases must agree on
# their instances' layout
def check(name, bases):
    try:
        exec("class C(%s): pass" % bases)
        print(name, "ok")
    except TypeError as e:
        print(name, "TypeError", e)

check("bool", "bool")
check("range", "range")
check("function", "type(check)")
check("builtin", "type(len)")
check("type+tuple", "type, tuple")
check("list+dict", "list, dict")
check("list", "list")
check("exceptions", "ValueError, KeyError")
check("int+exception", "int, Exception")
class L(list):
    pass
check("sub+base", "L, list")
