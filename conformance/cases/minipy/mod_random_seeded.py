# random with a seed: CPython's numbers for every method programs use
# (gauss by way of correctly rounded cos and sin), seeds of every type,
# randbytes, and the errors.
import random
random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 1000, 7), random.uniform(1.5, 9.5))
print(random.choice("abcdefg"), random.choices(range(10), k=5), random.choices("abc", weights=[5, 1, 1], k=6))
print(random.choices("abc", cum_weights=[1, 2, 10], k=4))
xs = list(range(20)); random.shuffle(xs); print(xs)
print(random.sample(range(100), 7), random.sample("abcdefgh", 3), random.sample(range(10**6), 3))
print(random.gauss(0, 1), random.gauss(5, 2), random.normalvariate(0, 1), random.lognormvariate(0, 0.5))
print(random.expovariate(1.5), random.betavariate(2, 3), random.gammavariate(2.5, 1.0), random.gammavariate(0.5, 2.0))
print(random.triangular(0, 10, 3), random.paretovariate(3), random.weibullvariate(1, 2))
print(random.getrandbits(70), random.randbytes(5), random.randrange(10**30))
r = random.Random(7); print(r.random(), r.randint(0, 10**20), r.sample([1, 2, 3, 4, 5], k=5))
random.seed("hello"); print(random.random())
random.seed(b"bytes"); print(random.random())
random.seed(3.5); print(random.random())
random.seed(-17); print(random.random())
random.seed(2**100 + 1); print(random.random())
st = random.getstate(); a = random.random(); random.setstate(st); print(a == random.random())
print(random.sample([1, 2, 3], counts=[3, 2, 1], k=4))
print(random.binomialvariate(10, 0.3) if hasattr(random, "binomialvariate") else "nobinom")
random.seed(99)
print([random.randint(-5, 5) for _ in range(15)])
print([round(random.gauss(0, 1), 12) for _ in range(5)])
for bad in [lambda: random.randint(5, 1), lambda: random.choice([]), lambda: random.sample(range(3), 5), lambda: random.randrange(0), lambda: random.choices([], k=1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
random.seed(bytearray(b"bytes")); print(random.random())
for bad in [lambda: random.seed((1, 2)), lambda: random.seed([1]), lambda: random.randbytes(-1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
