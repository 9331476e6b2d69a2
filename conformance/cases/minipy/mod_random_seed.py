import random
random.seed(42)
print(random.random(), random.random())
print([random.randint(1, 6) for _ in range(10)])
print(random.randrange(100), random.randrange(10, 20), random.randrange(0, 100, 5), random.uniform(1.0, 2.0))
random.seed(42)
print(random.random())
random.seed(2**40 + 17)
print(random.getrandbits(8), random.getrandbits(70), random.randint(-10**12, 10**12))
