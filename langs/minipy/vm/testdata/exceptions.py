class MyError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code

def risky(n):
    if n == 0:
        raise MyError(42)
    if n == 1:
        return {}["k"]
    if n == 2:
        return [][1]
    return n

for i in range(4):
    try:
        print(risky(i))
    except MyError as e:
        print("MyError", e, e.code, e.args)
    except (KeyError, IndexError) as e:
        print(type(e).__name__, repr(e), str(e))
    else:
        print("no error")
    finally:
        print("finally", i)

def f():
    try:
        return "try"
    finally:
        print("cleanup")
print(f())

def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("fin", i)
g()

try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(e, type(e.__cause__).__name__)

try:
    try:
        raise KeyError("a")
    except KeyError:
        raise
except LookupError as e:
    print("reraised", repr(e))

def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen closed")
for x in gen():
    print(x)
print("after loop")

try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("assert:", e)
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    undefined_name
except NameError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
e = Exception("a", 1)
print(e.args, str(e), repr(e))
print(isinstance(ZeroDivisionError(), ArithmeticError))
def deep(n):
    return deep(n + 1)
try:
    deep(0)
except RecursionError as e:
    print("recursion:", e)
