# eval, exec and compile run source with the program's compiler, in the
# caller's namespaces or in the dicts they are given
x = 10
print(eval("x + 1"))
print(eval("  [i * i for i in range(4)]\n"))
print(eval("lambda y: x + y")(5))
print(exec("z = x * 2"), z)

def f():
    a = 3
    print(eval("a + x"))
    exec("b = a * 2; print('b', b)")

f()

g = {"x": 1}
exec("def h(): return x\nw = h()", g)
print(g["w"], g["h"](), "__builtins__" in g)
l = {}
exec("v = x + 1", {"x": 5}, l)
print(l)
print(eval("x", {"x": 7}, {"x": 8}))

c = compile("x * 3", "<calc>", "eval")
print(eval(c), eval(c, {"x": 2}))
exec(compile("print('in code', x)", "f", "exec"))
exec(compile("x + 100\n", "f", "single"))
print(f.__globals__["x"])

for bad in ["1 +", "x = 1", "return 5"]:
    try:
        eval(bad)
    except SyntaxError as e:
        print("SyntaxError", bad)
try:
    compile("1", "f", "bogus")
except ValueError as e:
    print(e)
try:
    exec("1", "not a dict")
except TypeError as e:
    print(e)
try:
    exec("1", None, 5)
except TypeError as e:
    print(e)
try:
    exec("undefined_name")
except NameError as e:
    print(e)
