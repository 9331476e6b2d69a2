class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, y=0):
        return x + y + self.n
add5 = Adder(5)
print(add5(1), add5(1, y=2), callable(add5), callable(5), list(map(add5, [1, 2])))
class Memo:
    def __init__(self, f):
        self.f = f
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.f(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
